package redact

import (
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// MinValueLen is the shortest known value Text replaces: shorter ones
// ("1", "true", "dev") would redact ordinary words.
const MinValueLen = 8

// Text returns free text (a server's stderr tail, an error message) with
// the secrets it may hold shown as [Redacted]:
//
//   - every one of values (a server entry's env values, as the server
//     received them) of at least MinValueLen bytes, except file system
//     paths and numbers, which are settings rather than secrets;
//   - the value after a secret-looking name: "API_KEY=...", "token: ...",
//     "--api-key ...", "--token=...", "clientSecret ..." (a name one of
//     whose words is key, token, secret, password, passwd, pwd, auth,
//     authorization, credential(s), cookie or session, or that ends in one);
//   - the credential after "Bearer" or "Basic";
//   - tokens of well-known formats (GitHub, GitLab, OpenAI, Anthropic,
//     Stripe, AWS access key ids, Slack, Google API keys, Hugging Face, npm,
//     JWTs, PEM private keys);
//   - the secrets of every URL (URLsIn).
//
// The rest of the text is kept as written, so it still says what went
// wrong.
func Text(text string, values ...string) string {
	if text == "" {
		return ""
	}
	known := make([]string, 0, len(values))
	for _, v := range values {
		if len(v) >= MinValueLen && !plainSetting(v) {
			known = append(known, v)
		}
	}
	// Longest first, so a value that contains another is replaced whole.
	sort.Slice(known, func(i, j int) bool { return len(known[i]) > len(known[j]) })
	for _, v := range known {
		text = strings.ReplaceAll(text, v, Redacted)
	}
	text = Tokens(text)
	text = authScheme.ReplaceAllString(text, "${1}"+Redacted)
	for _, re := range []*regexp.Regexp{flagValue, assignment} {
		text = redactNamed(text, re)
	}
	return URLsIn(text)
}

// redactNamed returns text with the value of every match of re
// (flagValue or assignment: a name, a separator and a value as its last
// three groups) replaced by [Redacted] when the name names a secret and
// the value is not something else: a flag, a ${VAR} reference, an auth
// scheme, the message going on (proseAfterName) or the words of an error
// about a file whose name only looks like a secret's ("open /etc/passwd:
// permission denied", "read token.txt: no such file"; see errorAfterPath).
func redactNamed(text string, re *regexp.Regexp) string {
	var b strings.Builder
	last := 0
	for _, m := range re.FindAllStringSubmatchIndex(text, -1) {
		n := len(m)
		name, sep, value := text[m[n-6]:m[n-5]], text[m[n-4]:m[n-3]], text[m[n-2]:m[n-1]]
		if !secretName(name) || value == Redacted || strings.HasPrefix(value, "-") || isVarRef(value) ||
			strings.EqualFold(value, "bearer") || strings.EqualFold(value, "basic") || proseAfterName(sep, value) ||
			errorAfterPath(text, m[n-6], sep, m[n-2]) {
			continue
		}
		b.WriteString(text[last:m[n-2]])
		b.WriteString(Redacted)
		last = m[n-1]
	}
	if last == 0 {
		return text
	}
	b.WriteString(text[last:])
	return b.String()
}

// errorAfterPath reports whether the name starting at text[nameAt] is a
// file's ("/etc/passwd", "C:\\keys\\token", "token.txt") and what follows
// its ": " is an error message (Go's os.PathError reads "op path: err")
// rather than a value: the name is the last element of a path, or the
// value starting at text[valueAt] is a lower-case word followed by another
// ("permission denied", "no such file or directory", "is a directory").
// A secret after "password: " is one token, not a lower-case phrase.
func errorAfterPath(text string, nameAt int, sep string, valueAt int) bool {
	if strings.TrimSpace(sep) != ":" || !strings.HasSuffix(sep, " ") {
		return false
	}
	if nameAt > 0 && (text[nameAt-1] == '/' || text[nameAt-1] == '\\') {
		return true
	}
	rest := text[valueAt:]
	word, after, ok := strings.Cut(rest, " ")
	if !ok || word == "" || strings.Trim(word, "abcdefghijklmnopqrstuvwxyz") != "" {
		return false
	}
	next := strings.TrimLeft(after, " ")
	return next != "" && next[0] >= 'a' && next[0] <= 'z'
}

// proseAfterName reports whether the word after a secret-looking name is
// the message going on rather than a value. Only a word after a space
// can be ("NAME=(x…" and "NAME: x" are always values): one of proseWords
// ("--token is required"), a lower-case word in an opened parenthesis
// ("unknown flag --token (see --help)"), or a closed placeholder of
// letters ("--token <TOKEN>", "--key [KEY]"). A value that only opens a
// bracket ("--password (Xk9!pq77zz", "--token <Zq81pp0LmN") is a secret.
func proseAfterName(sep, value string) bool {
	if strings.TrimSpace(sep) != "" {
		return false
	}
	if proseWords[value] {
		return true
	}
	switch value[0] {
	case '(':
		w := strings.TrimRight(value[1:], ")")
		return len(w) >= 2 && len(w) <= 10 && strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") == ""
	case '<', '[':
		// (the closers of an enclosing usage bracket may follow: "[T]]")
		inner := strings.TrimRight(value[1:], ">])")
		return len(inner) > 0 && len(inner) < len(value)-1 &&
			strings.Trim(inner, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_-") == ""
	}
	return false
}

// proseWords are words that follow a flag or name in messages about it
// and are never its secret.
var proseWords = map[string]bool{"is": true, "are": true, "was": true, "must": true, "not": true, "requires": true,
	"required": true, "expects": true, "expected": true, "needs": true, "missing": true, "given": true,
	"and": true, "or": true, "to": true, "for": true, "with": true, "has": true, "should": true, "cannot": true, "takes": true}

// plainSetting reports whether a known value is plainly not a secret: a
// file system path or a number.
func plainSetting(v string) bool {
	if filepath.IsAbs(v) || strings.HasPrefix(v, "~/") || strings.HasPrefix(v, "./") {
		return true
	}
	return strings.Trim(v, "0123456789.-+") == ""
}

// authScheme matches the credential of an HTTP Authorization value.
var authScheme = regexp.MustCompile(`(?i)\b((?:bearer|basic)\s+)[A-Za-z0-9._~+/=-]{6,}`)

// flagValue matches a command-line flag and its value (--NAME VALUE,
// --NAME=VALUE, -NAME VALUE); assignment matches NAME=VALUE, NAME: VALUE
// and "NAME": "VALUE". secretName decides whether VALUE is replaced.
var (
	flagValue  = regexp.MustCompile(`(^|[\s"'=])(--?[A-Za-z][A-Za-z0-9_.-]*)(\s+|=)([^\s"',;&]+)`)
	assignment = regexp.MustCompile(`\b([A-Za-z_][A-Za-z0-9_.-]*)("?\s*[=:]\s*"?)([^\s"',;&]+)`)
)

// secretWords are the words of a name that make its value a secret.
var secretWords = []string{"key", "apikey", "token", "secret", "password", "passwd", "pwd", "auth", "authorization",
	"credential", "credentials", "cookie", "session", "bearer",
	"pat"} // a personal access token (--pat, GITHUB_PAT); as a whole word only, never "compat"

// secretName reports whether a variable, member or flag name names a
// secret: one of its words (split at "_", "-", "." and lower-to-upper case
// changes) is a secret word, or its letters end in one (apiKey, accessToken).
func secretName(name string) bool {
	name = strings.TrimLeft(name, "-")
	var words []string
	start := 0
	for i := 1; i <= len(name); i++ {
		if i == len(name) || strings.ContainsRune("_-.", rune(name[i])) ||
			name[i] >= 'A' && name[i] <= 'Z' && name[i-1] >= 'a' && name[i-1] <= 'z' {
			words = append(words, strings.ToLower(strings.Trim(name[start:i], "_-.")))
			start = i
		}
	}
	flat := strings.ToLower(strings.NewReplacer("_", "", "-", "", ".", "").Replace(name))
	for _, w := range secretWords {
		for _, word := range words {
			if word == w {
				return true
			}
		}
		if len(w) > 4 && strings.HasSuffix(flat, w) {
			return true
		}
	}
	return false
}
