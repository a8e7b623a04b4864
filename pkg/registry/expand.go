package registry

import (
	"errors"
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
)

// ErrUnsetVariable is wrapped by expansion errors about a variable that is
// not set and has no default.
var ErrUnsetVariable = errors.New("variable not set")

// ErrUnsupportedVariable is wrapped by expansion errors about a ${...} form
// mcpgen cannot expand, such as VS Code's ${input:id}.
var ErrUnsupportedVariable = errors.New("unsupported variable")

// Expand returns a copy of e with ${VAR} and ${VAR:-default} expanded in
// Command, Args, Env values, Cwd, URL and Headers values, looking variables
// up with lookup (os.LookupEnv when nil). ${VAR:-default} uses default when
// VAR is unset or empty, like the POSIX shell. ${env:VAR} and ${env://VAR}
// (with or without :-default) are read as ${VAR}. A "$" not followed by "{"
// is kept as is, and "$${" is a literal "${".
//
// The error names the field (for example args[2] or env.TOKEN) and the
// variable, and wraps [ErrUnsetVariable] or [ErrUnsupportedVariable].
func Expand(e Entry, lookup func(string) (string, bool)) (Entry, error) {
	if lookup == nil {
		lookup = os.LookupEnv
	}
	out := e
	out.raw, out.orig = nil, nil
	var errs []error
	ex := func(field, s string) string {
		v, err := expandString(s, lookup)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", field, err))
		}
		return v
	}
	out.Command = ex("command", e.Command)
	out.Args = make([]string, len(e.Args))
	for i, a := range e.Args {
		out.Args[i] = ex(fmt.Sprintf("args[%d]", i), a)
	}
	if e.Args == nil {
		out.Args = nil
	}
	out.Env = expandMap("env", e.Env, ex)
	out.Cwd = ex("cwd", e.Cwd)
	out.URL = ex("url", e.URL)
	out.Headers = expandMap("headers", e.Headers, ex)
	return out, errors.Join(errs...)
}

func expandMap(field string, m map[string]string, ex func(string, string) string) map[string]string {
	if m == nil {
		return nil
	}
	out := make(map[string]string, len(m))
	for _, k := range slices.Sorted(maps.Keys(m)) {
		out[k] = ex(field+"."+k, m[k])
	}
	return out
}

// expandString expands the ${...} references of s.
func expandString(s string, lookup func(string) (string, bool)) (string, error) {
	if !strings.Contains(s, "${") {
		return s, nil
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		if strings.HasPrefix(s[i:], "$${") {
			b.WriteString("${")
			i += 3
			continue
		}
		if !strings.HasPrefix(s[i:], "${") {
			b.WriteByte(s[i])
			i++
			continue
		}
		end := strings.IndexByte(s[i:], '}')
		if end < 0 {
			return "", fmt.Errorf("unterminated %q", s[i:])
		}
		ref := s[i : i+end+1]
		body := s[i+2 : i+end]
		i += end + 1
		name, def, hasDef := strings.Cut(body, ":-")
		name = strings.TrimPrefix(strings.TrimPrefix(name, "env://"), "env:")
		if !validVarName(name) {
			if strings.HasPrefix(name, "input:") {
				return "", fmt.Errorf("%w %s: VS Code input variables are not supported; replace it with ${VAR} or a value", ErrUnsupportedVariable, ref)
			}
			return "", fmt.Errorf("%w %s: want ${VAR} or ${VAR:-default}", ErrUnsupportedVariable, ref)
		}
		v, ok := lookup(name)
		switch {
		case hasDef && v == "":
			v = def
		case !ok:
			return "", fmt.Errorf("%w: %s (used as %s)", ErrUnsetVariable, name, ref)
		}
		b.WriteString(v)
	}
	return b.String(), nil
}

// validVarName reports whether name is an environment variable name:
// a letter or '_' followed by letters, digits or '_'.
func validVarName(name string) bool {
	if name == "" {
		return false
	}
	for i, c := range name {
		switch {
		case c == '_', c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z':
		case c >= '0' && c <= '9' && i > 0:
		default:
			return false
		}
	}
	return true
}
