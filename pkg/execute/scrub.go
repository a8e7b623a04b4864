package execute

import (
	"encoding/json"
	"regexp"
	"sort"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/mcp"
)

// SecretName matches the names of environment variables and headers whose
// values the Scrubber treats as secrets (case-insensitive).
var SecretName = regexp.MustCompile(`(?i)TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_?KEY|PRIVATE|CREDENTIAL|AUTH`)

// MinSecretLen is the shortest value, in bytes, the Scrubber replaces:
// shorter values ("1", "true") would redact ordinary text.
const MinSecretLen = 8

// A Scrubber replaces secret values in tool outputs with
// "[REDACTED:NAME]" before they are written into records (for
// dataset privacy). The zero value, and a nil *Scrubber, scrub nothing.
type Scrubber struct {
	// secrets sorted longest value first, so a secret that contains
	// another is replaced whole.
	secrets []secret
}

type secret struct{ name, value string }

// NewScrubber returns a Scrubber for the secret-looking entries of env
// ("NAME=value" strings, as os.Environ returns) and of each map in extra
// (a server entry's env and headers: name → value). An entry is a secret
// when its name matches SecretName and its value has at least
// MinSecretLen bytes; a header value "Bearer X" or "Basic X" also yields
// X, and a value JSON escapes differently also yields its escaped form.
func NewScrubber(env []string, extra ...map[string]string) *Scrubber {
	seen := map[string]bool{}
	sc := &Scrubber{}
	add := func(name, value string) {
		if !SecretName.MatchString(name) {
			return
		}
		vals := []string{value}
		if i := strings.IndexByte(value, ' '); i > 0 {
			vals = append(vals, strings.TrimSpace(value[i+1:]))
		}
		for _, v := range vals[:len(vals):len(vals)] {
			// structuredContent is recorded as JSON: also its escaped form.
			if b, err := json.Marshal(v); err == nil {
				if e := string(b[1 : len(b)-1]); e != v {
					vals = append(vals, e)
				}
			}
		}
		for _, v := range vals {
			if len(v) < MinSecretLen || seen[v] {
				continue
			}
			seen[v] = true
			sc.secrets = append(sc.secrets, secret{name, v})
		}
	}
	for _, kv := range env {
		if i := strings.IndexByte(kv, '='); i > 0 {
			add(kv[:i], kv[i+1:])
		}
	}
	for _, m := range extra {
		names := make([]string, 0, len(m))
		for n := range m {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			add(n, m[n])
		}
	}
	sort.SliceStable(sc.secrets, func(i, j int) bool {
		return len(sc.secrets[i].value) > len(sc.secrets[j].value)
	})
	return sc
}

// Len is the number of secret values the Scrubber looks for.
func (sc *Scrubber) Len() int {
	if sc == nil {
		return 0
	}
	return len(sc.secrets)
}

// Scrub returns s with every occurrence of a secret value replaced by
// "[REDACTED:NAME]" (NAME: the variable or header it came from) and the
// number of replacements made.
func (sc *Scrubber) Scrub(s string) (string, int) {
	if sc == nil {
		return s, 0
	}
	n := 0
	for _, x := range sc.secrets {
		if c := strings.Count(s, x.value); c > 0 {
			n += c
			s = strings.ReplaceAll(s, x.value, "[REDACTED:"+x.name+"]")
		}
	}
	return s, n
}

// ScrubResult returns a copy of r whose text items and structuredContent
// are scrubbed (r itself when there is nothing to scrub). --probe uses it:
// the values it learns become arguments in records.
func (sc *Scrubber) ScrubResult(r *mcp.CallResult) *mcp.CallResult {
	if sc.Len() == 0 || r == nil {
		return r
	}
	c := *r
	c.Content = append([]mcp.ContentItem(nil), r.Content...)
	for i := range c.Content {
		c.Content[i].Text, _ = sc.Scrub(c.Content[i].Text)
	}
	if len(r.StructuredContent) > 0 {
		s, _ := sc.Scrub(string(r.StructuredContent))
		c.StructuredContent = json.RawMessage(s)
	}
	return &c
}
