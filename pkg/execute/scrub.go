package execute

import (
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"sort"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/mcp"
)

// secretName matches the names of environment variables whose values the
// Scrubber treats as secrets (case-insensitive): of mcpgen's own
// environment only these are scrubbed, since the rest (HOME, PATH, LANG)
// is ordinary text in tool outputs.
var secretName = regexp.MustCompile(`(?i)TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_?KEY|PRIVATE|CREDENTIAL|AUTH`)

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

// tokenPattern is one well-known token format. A token starts with one
// of lits (looked for in the ASCII-lower-cased text when lower is set);
// re matches it from there (anchored), within window bytes. boundary
// requires that no letter, digit or '_' comes before the literal. group is
// the submatch replaced (0: the whole match); digit requires a digit in
// the replaced text (it tells generated keys from kebab-case words).
// Matching only where a literal occurs keeps scrubbing linear and cheap:
// a 32 KiB output without token prefixes costs a few substring searches.
type tokenPattern struct {
	kind     string
	re       *regexp.Regexp
	lits     []string
	lower    bool
	boundary bool
	group    int
	digit    bool
	window   int
}

const tokenWindow = 512

// tokenPatterns are the token formats scrubbed from every output, in the
// order they are tried (a more specific prefix before a general one: a
// replaced token no longer matches a later pattern). The formats are the
// providers' published prefixes, as secret scanners (gitleaks, GitHub
// secret scanning) match them.
var tokenPatterns = []tokenPattern{
	{kind: "private-key", re: regexp.MustCompile(`^-----BEGIN[A-Z ]{0,40}PRIVATE KEY(?: BLOCK)?-----(?:[\s\S]*?-----END[A-Z ]{0,40}PRIVATE KEY(?: BLOCK)?-----|[A-Za-z0-9+/=\s\\:,-]*)`), lits: []string{"-----BEGIN"}, window: 1 << 16},
	{kind: "github-token", re: regexp.MustCompile(`^(?:gh[pousr]_[A-Za-z0-9]{30,255}|github_pat_[A-Za-z0-9_]{40,255})\b`), lits: []string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"}, boundary: true},
	{kind: "gitlab-token", re: regexp.MustCompile(`^glpat-[A-Za-z0-9_-]{20,}`), lits: []string{"glpat-"}, boundary: true},
	{kind: "anthropic-key", re: regexp.MustCompile(`^sk-ant-[A-Za-z0-9_-]{20,}`), lits: []string{"sk-ant-"}, boundary: true},
	{kind: "openai-key", re: regexp.MustCompile(`^sk-[A-Za-z0-9_-]{20,}`), lits: []string{"sk-"}, boundary: true, digit: true},
	{kind: "stripe-key", re: regexp.MustCompile(`^[rs]k_(?:live|test)_[A-Za-z0-9]{16,}`), lits: []string{"sk_live_", "sk_test_", "rk_live_", "rk_test_"}, boundary: true},
	{kind: "aws-access-key-id", re: regexp.MustCompile(`^(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\b`), lits: []string{"AKIA", "ASIA", "ABIA", "ACCA"}, boundary: true},
	{kind: "aws-secret-key", re: regexp.MustCompile(`(?i)^secret_?(?:access_?)?key[\\"']*\s*[:=]\s*[\\"']*([A-Za-z0-9/+]{40})(?:[^A-Za-z0-9/+=]|$)`), lits: []string{"secret"}, lower: true, group: 1},
	{kind: "slack-token", re: regexp.MustCompile(`^(?:xox[abposre]|xapp)-[A-Za-z0-9-]{10,}`), lits: []string{"xox", "xapp-"}, boundary: true},
	{kind: "slack-webhook", re: regexp.MustCompile(`^https://hooks\.slack\.com/services/[A-Za-z0-9/_-]{20,}`), lits: []string{"https://hooks.slack.com/"}},
	{kind: "google-api-key", re: regexp.MustCompile(`^AIza[0-9A-Za-z_-]{35}`), lits: []string{"AIza"}, boundary: true},
	{kind: "huggingface-token", re: regexp.MustCompile(`^hf_[A-Za-z0-9]{30,}`), lits: []string{"hf_"}, boundary: true},
	{kind: "npm-token", re: regexp.MustCompile(`^npm_[A-Za-z0-9]{36}\b`), lits: []string{"npm_"}, boundary: true},
	{kind: "jwt", re: regexp.MustCompile(`^eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*`), lits: []string{"eyJ"}, boundary: true},
}

// TokenKinds returns the kinds of token formats the Scrubber finds
// without being told their values, in the order they are tried.
func TokenKinds() []string {
	out := make([]string, len(tokenPatterns))
	for i, p := range tokenPatterns {
		out[i] = p.kind
	}
	return out
}

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
		if i := strings.IndexByte(kv, '='); i > 0 && secretName.MatchString(kv[:i]) {
			add(kv[:i], KindEnvironment, kv[i+1:])
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
	for i := range tokenPatterns {
		s = replaceTokens(s, &tokenPatterns[i], count)
	}
	return s
}

// replaceTokens replaces the tokens of p in s.
func replaceTokens(s string, p *tokenPattern, count func(kind string, n int)) string {
	text := s
	if p.lower {
		text = asciiLower(s)
	}
	window := p.window
	if window == 0 {
		window = tokenWindow
	}
	var b strings.Builder
	last, n, pos := 0, 0, 0
	// next[k] is the next occurrence of p.lits[k] at or after where it
	// was last looked for (-1: none left), so each literal's search goes
	// through the text once.
	var nextBuf [8]int
	next := nextBuf[:0]
	for range p.lits {
		next = append(next, -2)
	}
	for pos < len(s) {
		idx := -1
		for k, l := range p.lits {
			if next[k] != -1 && next[k] < pos {
				next[k] = -1
				if i := strings.Index(text[pos:], l); i >= 0 {
					next[k] = pos + i
				}
			}
			if next[k] >= 0 && (idx < 0 || next[k] < idx) {
				idx = next[k]
			}
		}
		if idx < 0 {
			break
		}
		pos = idx + 1
		if p.boundary && idx > 0 && isWordByte(s[idx-1]) {
			continue
		}
		m := p.re.FindStringSubmatchIndex(s[idx:min(len(s), idx+window)])
		if m == nil || m[2*p.group] < 0 {
			continue
		}
		lo, hi := idx+m[2*p.group], idx+m[2*p.group+1]
		if p.digit && !strings.ContainsAny(s[lo:hi], "0123456789") {
			continue
		}
		b.WriteString(s[last:lo])
		b.WriteString("[REDACTED:" + p.kind + "]")
		last, pos = hi, max(hi, idx+1)
		n++
	}
	if n == 0 {
		return s
	}
	b.WriteString(s[last:])
	count(p.kind, n)
	return b.String()
}

func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// asciiLower lower-cases ASCII letters only, so byte offsets stay those of
// s.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
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
