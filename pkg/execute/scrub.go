package execute

import (
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"sort"
	"strings"

	"github.com/mcpgen/mcpgen/internal/redact"
	"github.com/mcpgen/mcpgen/pkg/mcp"
)

// secretName matches the names of environment variables whose values the
// Scrubber treats as secrets (case-insensitive): of mcpgen's own
// environment only these (and those envSecretName accepts) are scrubbed,
// since the rest (HOME, PATH, LANG) is ordinary text in tool outputs.
var secretName = regexp.MustCompile(`(?i)TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_?KEY|PRIVATE|CREDENTIAL|AUTH`)

// envSecretWords are the words of a variable name (split at "_", "-", "."
// and lower-to-upper case changes) that make its value a secret besides
// what secretName matches: SESSION_COOKIE, DB_PWD, SIGNING_KEY, PG_DSN.
var envSecretWords = map[string]bool{
	"cookie": true, "cookies": true, "session": true, "sessionid": true, "pwd": true, "pass": true,
	"key": true, "keys": true, "dsn": true, "jwt": true,
}

// envSecretSuffixes end variable names whose value is a secret
// (SESSIONCOOKIE, SSHKEY, DBPWD, SENTRYDSN).
var envSecretSuffixes = []string{"cookie", "session", "pwd", "key", "dsn"}

// envSecretName reports whether an environment variable's name says its
// value is a secret: secretName matches it, one of its words is one of
// envSecretWords, or its letters end in one of envSecretSuffixes. PWD and
// OLDPWD are the shell's working directories, not passwords.
func envSecretName(name string) bool {
	if secretName.MatchString(name) {
		return true
	}
	up := strings.ToUpper(name)
	if up == "PWD" || up == "OLDPWD" {
		return false
	}
	start := 0
	for i := 1; i <= len(name); i++ {
		if i == len(name) || strings.ContainsRune("_-.", rune(name[i])) ||
			name[i] >= 'A' && name[i] <= 'Z' && name[i-1] >= 'a' && name[i-1] <= 'z' {
			if envSecretWords[strings.ToLower(strings.Trim(name[start:i], "_-."))] {
				return true
			}
			start = i
		}
	}
	flat := strings.ToLower(strings.NewReplacer("_", "", "-", "", ".", "").Replace(name))
	for _, suf := range envSecretSuffixes {
		if strings.HasSuffix(flat, suf) {
			return true
		}
	}
	return false
}

// urlPassword matches the password of a URL's userinfo
// (scheme://user:PASSWORD@host) anywhere in text; group 1 is what comes
// before the password, group 2 the password.
var urlPassword = regexp.MustCompile(`([A-Za-z][A-Za-z0-9+.-]*://[^\s:/@"'<>\\]*:)([^\s/@"'<>\\]+)@`)

// KindURLPassword counts passwords of URLs (scheme://user:pass@host)
// found in outputs whatever their value.
const KindURLPassword = "url-password"

// MinSecretLen is the shortest value, in bytes, the Scrubber replaces:
// shorter values ("1", "true") would redact ordinary text.
const MinSecretLen = 8

// Scrub kinds that are not token formats: where a replaced value came from.
const (
	// KindEnvironment counts values of mcpgen's own secret-looking
	// environment variables.
	KindEnvironment = "environment"
	// KindServerEntry counts values of the server entry's env and headers.
	KindServerEntry = "server entry"
)

// A Scrubber replaces secrets in tool outputs before they are written
// into records: the values of the server entry's env and headers, of
// mcpgen's own secret-looking environment variables (replaced with
// "[REDACTED:NAME]", NAME the variable or header), and tokens of
// well-known formats wherever they come from (replaced with
// "[REDACTED:KIND]", e.g. "[REDACTED:github-token]"; see TokenKinds).
// The zero value, and a nil *Scrubber, scrub nothing.
type Scrubber struct {
	// secrets sorted longest value first, so a secret that contains
	// another is replaced whole.
	secrets []secret
	tokens  bool // also look for token formats
}

type secret struct{ name, kind, value string }

// TokenKinds returns the kinds of token formats the Scrubber finds
// without being told their values ("github-token", "openai-key",
// "aws-secret-key", "private-key", ...), in the order they are tried.
func TokenKinds() []string { return redact.TokenKinds() }

// plainHeaders are header names whose values are protocol settings, never
// credentials: scrubbing "application/json" from outputs would only
// damage them.
var plainHeaders = map[string]bool{
	"accept": true, "accept-encoding": true, "accept-language": true, "cache-control": true,
	"content-type": true, "mcp-protocol-version": true, "origin": true, "referer": true, "user-agent": true,
}

// plainWords are setting values common enough that replacing them would
// redact ordinary text.
var plainWords = map[string]bool{
	"production": true, "development": true, "disabled": true, "enabled": true, "localhost": true,
	"warning": true, "verbose": true, "staging": true, "critical": true,
}

// domainLike matches a lower-case host name (with an optional port).
var domainLike = regexp.MustCompile(`^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?::[0-9]+)?$`)

// numberLike matches a decimal number.
var numberLike = regexp.MustCompile(`^[-+]?[0-9]+(?:\.[0-9]+)?$`)

// NewScrubber returns a Scrubber for the secret-looking entries of env
// ("NAME=value" strings, as os.Environ returns: those whose name matches
// TOKEN, SECRET, PASSWORD, API_KEY, ACCESS_KEY, PRIVATE, CREDENTIAL or
// AUTH), for every value of each map in extra (a server entry's env and
// headers: name → value), and for the token formats of TokenKinds.
//
// Values shorter than MinSecretLen bytes are left alone. Of the entry's
// values whose name does not look secret, those that are plainly
// settings are left alone too: numbers, file system paths, host names,
// URLs without credentials (the password of a URL and its secret-named
// query parameters are scrubbed), a few common words ("production"), and
// the values of protocol headers (Accept, Content-Type, User-Agent...).
// A value "Bearer X" or "Basic X" also yields X, and a value JSON escapes
// differently also yields its escaped form.
func NewScrubber(env []string, extra ...map[string]string) *Scrubber {
	seen := map[string]bool{}
	sc := &Scrubber{tokens: true}
	add := func(name, kind, value string) {
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
			sc.secrets = append(sc.secrets, secret{name, kind, v})
		}
	}
	for _, kv := range env {
		i := strings.IndexByte(kv, '=')
		if i <= 0 {
			continue
		}
		name, value := kv[:i], kv[i+1:]
		if envSecretName(name) {
			add(name, KindEnvironment, value)
			continue
		}
		// Any variable holding a URL with credentials (DATABASE_URL,
		// REDIS_URL): its password, wherever it appears.
		if u, err := url.Parse(strings.TrimSpace(value)); err == nil && u.Scheme != "" && u.User != nil {
			if p, ok := u.User.Password(); ok {
				add(name, KindEnvironment, p)
			}
		}
	}
	for _, m := range extra {
		names := make([]string, 0, len(m))
		for n := range m {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			v := m[n]
			if secretName.MatchString(n) {
				add(n, KindServerEntry, v)
				continue
			}
			if plainHeaders[strings.ToLower(n)] {
				continue
			}
			for _, s := range entrySecrets(v) {
				add(n, KindServerEntry, s)
			}
		}
	}
	sort.SliceStable(sc.secrets, func(i, j int) bool {
		return len(sc.secrets[i].value) > len(sc.secrets[j].value)
	})
	return sc
}

// entrySecrets returns what to scrub of the value of a server entry's env
// variable or header whose name does not look secret: the value itself,
// unless it is plainly a setting; of a URL, only its password and the
// values of its secret-named query parameters.
func entrySecrets(v string) []string {
	t := strings.TrimSpace(v)
	switch {
	case len(t) < MinSecretLen, plainWords[strings.ToLower(t)], numberLike.MatchString(t), domainLike.MatchString(t):
		return nil
	case strings.HasPrefix(t, "/"), strings.HasPrefix(t, "~/"), strings.HasPrefix(t, "./"), strings.HasPrefix(t, "../"),
		len(t) > 2 && t[1] == ':' && (t[2] == '\\' || t[2] == '/'):
		if !strings.ContainsAny(t, " \t\n") {
			return nil // a path (or a list of paths)
		}
	}
	if u, err := url.Parse(t); err == nil && u.Scheme != "" && u.Host != "" {
		var out []string
		if p, ok := u.User.Password(); ok {
			out = append(out, p)
		}
		q := u.Query()
		keys := make([]string, 0, len(q))
		for k := range q {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if secretName.MatchString(k) || strings.EqualFold(k, "key") || strings.EqualFold(k, "sig") {
				out = append(out, q[k]...)
			}
		}
		return out
	}
	return []string{v}
}

// Len is the number of secret values the Scrubber looks for, besides the
// token formats.
func (sc *Scrubber) Len() int {
	if sc == nil {
		return 0
	}
	return len(sc.secrets)
}

// active reports whether the Scrubber scrubs anything.
func (sc *Scrubber) active() bool {
	return sc != nil && (len(sc.secrets) > 0 || sc.tokens)
}

// Scrub returns s with every secret replaced (see Scrubber) and the number
// of replacements made.
func (sc *Scrubber) Scrub(s string) (string, int) {
	n := 0
	s = sc.scrub(s, func(_ string, c int) { n += c })
	return s, n
}

// ScrubCount is Scrub that adds the replacements made to counts, by kind:
// KindEnvironment, KindServerEntry or a token kind (see TokenKinds).
func (sc *Scrubber) ScrubCount(s string, counts map[string]int) string {
	return sc.scrub(s, func(kind string, n int) { counts[kind] += n })
}

func (sc *Scrubber) scrub(s string, count func(kind string, n int)) string {
	if !sc.active() {
		return s
	}
	for _, x := range sc.secrets {
		if c := strings.Count(s, x.value); c > 0 {
			count(x.kind, c)
			s = strings.ReplaceAll(s, x.value, "[REDACTED:"+x.name+"]")
		}
	}
	if !sc.tokens {
		return s
	}
	s = scrubURLPasswords(s, count)
	return redact.ReplaceTokens(s, func(kind string) string { return "[REDACTED:" + kind + "]" }, count)
}

// scrubURLPasswords replaces the password of every URL in s
// (scheme://user:pass@host) with "[REDACTED:url-password]", keeping the
// rest of the URL; a password already replaced is left alone.
func scrubURLPasswords(s string, count func(kind string, n int)) string {
	if !strings.Contains(s, "://") {
		return s
	}
	n := 0
	s = urlPassword.ReplaceAllStringFunc(s, func(m string) string {
		sub := urlPassword.FindStringSubmatch(m)
		if strings.HasPrefix(sub[2], "[REDACTED:") {
			return m
		}
		n++
		return sub[1] + "[REDACTED:" + KindURLPassword + "]@"
	})
	if n > 0 {
		count(KindURLPassword, n)
	}
	return s
}

// ScrubResult returns a copy of r whose text items and structuredContent
// are scrubbed (r itself when there is nothing to scrub). --probe uses it:
// the values it learns become arguments in records.
func (sc *Scrubber) ScrubResult(r *mcp.CallResult) *mcp.CallResult {
	if !sc.active() || r == nil {
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

// FormatCounts writes counts by kind as "kind N, kind N", kinds sorted.
func FormatCounts(counts map[string]int) string {
	kinds := make([]string, 0, len(counts))
	for k := range counts {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	parts := make([]string, len(kinds))
	for i, k := range kinds {
		parts[i] = fmt.Sprintf("%s %d", k, counts[k])
	}
	return strings.Join(parts, ", ")
}
