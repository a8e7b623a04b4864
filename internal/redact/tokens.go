package redact

import (
	"regexp"
	"strings"
)

// Tokens returns s with every credential of a well-known format (see
// TokenKinds: private keys, GitHub, GitLab, OpenAI, Anthropic, Stripe,
// AWS access key ids and secret keys, Slack, Google, Hugging Face, npm,
// JWT) replaced by [Redacted].
func Tokens(s string) string {
	return ReplaceTokens(s, func(string) string { return Redacted }, nil)
}

// ReplaceTokens returns s with every credential of a well-known format
// replaced by label(kind) (kind one of TokenKinds), calling found, when
// not nil, with the number replaced of each kind found.
func ReplaceTokens(s string, label func(kind string) string, found func(kind string, n int)) string {
	for i := range tokenPatterns {
		p := &tokenPatterns[i]
		s = replaceTokens(s, p, label(p.kind), found)
	}
	return s
}

// TokenKinds returns the kinds of token formats ReplaceTokens finds
// ("github-token", "openai-key", ...), in the order they are tried.
func TokenKinds() []string {
	out := make([]string, len(tokenPatterns))
	for i, p := range tokenPatterns {
		out[i] = p.kind
	}
	return out
}

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
	{kind: "github-token", re: regexp.MustCompile(`^(?:gh[pousr]_[A-Za-z0-9]{20,255}|github_pat_[A-Za-z0-9_]{40,255})\b`), lits: []string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"}, boundary: true},
	{kind: "gitlab-token", re: regexp.MustCompile(`^glpat-[A-Za-z0-9_-]{20,}`), lits: []string{"glpat-"}, boundary: true},
	{kind: "anthropic-key", re: regexp.MustCompile(`^sk-ant-[A-Za-z0-9_-]{16,}`), lits: []string{"sk-ant-"}, boundary: true},
	{kind: "openai-key", re: regexp.MustCompile(`^sk-[A-Za-z0-9_-]{16,}`), lits: []string{"sk-"}, boundary: true, digit: true},
	{kind: "stripe-key", re: regexp.MustCompile(`^[rsp]k_(?:live|test)_[A-Za-z0-9]{16,}`), lits: []string{"sk_live_", "sk_test_", "rk_live_", "rk_test_", "pk_live_", "pk_test_"}, boundary: true},
	{kind: "aws-access-key-id", re: regexp.MustCompile(`^(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\b`), lits: []string{"AKIA", "ASIA", "ABIA", "ACCA"}, boundary: true},
	{kind: "aws-secret-key", re: regexp.MustCompile(`(?i)^secret_?(?:access_?)?key[\\"']*\s*[:=]\s*[\\"']*([A-Za-z0-9/+]{40})(?:[^A-Za-z0-9/+=]|$)`), lits: []string{"secret"}, lower: true, group: 1},
	{kind: "slack-token", re: regexp.MustCompile(`^(?:xox[abposre]|xapp)-[A-Za-z0-9-]{10,}`), lits: []string{"xox", "xapp-"}, boundary: true},
	{kind: "slack-webhook", re: regexp.MustCompile(`^https://hooks\.slack\.com/services/[A-Za-z0-9/_-]{20,}`), lits: []string{"https://hooks.slack.com/"}},
	{kind: "google-api-key", re: regexp.MustCompile(`^AIza[0-9A-Za-z_-]{35}`), lits: []string{"AIza"}, boundary: true},
	{kind: "huggingface-token", re: regexp.MustCompile(`^hf_[A-Za-z0-9]{30,}`), lits: []string{"hf_"}, boundary: true},
	{kind: "npm-token", re: regexp.MustCompile(`^npm_[A-Za-z0-9]{36}\b`), lits: []string{"npm_"}, boundary: true},
	{kind: "jwt", re: regexp.MustCompile(`^eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*`), lits: []string{"eyJ"}, boundary: true},
}

// replaceTokens replaces the tokens of p in s with label, and reports
// their number to found (when there are any and found is not nil).
func replaceTokens(s string, p *tokenPattern, label string, found func(kind string, n int)) string {
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
		b.WriteString(label)
		last, pos = hi, max(hi, idx+1)
		n++
	}
	if n == 0 {
		return s
	}
	b.WriteString(s[last:])
	if found != nil {
		found(p.kind, n)
	}
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
