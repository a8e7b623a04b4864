package redact

import (
	"regexp"
	"strings"
)

// secretName matches option and variable names that say their value is a
// secret: api-key, apikey, token, secret, password, passwd, pwd,
// credential(s), auth, authorization, bearer, private-key, access-key,
// session, cookie (case-insensitive; "-", "_" and "." separate words).
var secretName = regexp.MustCompile(`(?i)(api[-_.]?key|token|secret|passw(or)?d|(^|[-_.])pwd|credential|(^|[-_.])auth([-_.]|$)|authoriz|bearer|private[-_.]?key|access[-_.]?key|session|cookie|(^|[-_.])key$)`)

// secretShortFlags are one-letter options whose value is a password by
// convention (mysql, mariadb: -p SECRET or -pSECRET).
var secretShortFlags = map[string]bool{"-p": true}

// tokenPattern matches credentials of well-known formats wherever they
// stand: GitHub (ghp_, gho_, ghu_, ghs_, ghr_, github_pat_), OpenAI and
// Anthropic (sk-..., sk-proj-..., sk-ant-...), Stripe (sk_live_, rk_live_,
// sk-live-...), Slack (xoxb-, xoxp-, ...), GitLab (glpat-), AWS access key
// IDs (AKIA...), Google API keys (AIza...) and JSON Web Tokens.
var tokenPattern = regexp.MustCompile(`\b(gh[pousr]_[A-Za-z0-9]{16,}|github_pat_[A-Za-z0-9_]{20,}|sk-[A-Za-z0-9_-]{16,}|[sr]k_(live|test)_[A-Za-z0-9]{10,}|xox[abposr]-[A-Za-z0-9-]{10,}|glpat-[A-Za-z0-9_-]{16,}|(AKIA|ASIA)[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{30,}|eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,})`)

// Tokens returns s with every credential of a well-known format (see
// tokenPattern: GitHub, OpenAI, Anthropic, Stripe, Slack, GitLab, AWS,
// Google, JWT) replaced by [Redacted].
func Tokens(s string) string {
	return tokenPattern.ReplaceAllString(s, Redacted)
}

// isVarRef reports whether v is only a ${VAR} reference (no secret in it).
func isVarRef(v string) bool { return varRef.MatchString(v) }

// Args returns a copy of a command's arguments fit to show:
//   - the value of an option whose name says it is a secret, given as
//     "--api-key=VALUE", "--token VALUE" (the next argument) or, for the
//     one-letter password options, "-p VALUE" and "-pVALUE";
//   - NAME=VALUE arguments whose NAME says it is a secret (docker -e
//     API_KEY=...);
//   - URLs, by [URL] (userinfo and query values);
//   - credentials of well-known formats anywhere ([Tokens]).
//
// Values that are only a ${VAR} reference are kept: they hold no secret.
// nil stays nil.
func Args(args []string) []string {
	if args == nil {
		return nil
	}
	out := make([]string, len(args))
	secretNext := false
	for i, a := range args {
		switch {
		case secretNext && !strings.HasPrefix(a, "-"):
			secretNext = false
			if !isVarRef(a) {
				a = Redacted
			}
			out[i] = a
			continue
		case a == "--":
			secretNext = false
			out[i] = a
			continue
		}
		secretNext = false
		if strings.HasPrefix(a, "-") {
			name, val, hasVal := strings.Cut(a, "=")
			flag := strings.TrimLeft(name, "-")
			secret := secretShortFlags[name] || (flag != "" && !strings.HasPrefix(strings.ToLower(flag), "no-") && secretName.MatchString(flag))
			switch {
			case len(a) > 2 && !strings.HasPrefix(a, "--") && secretShortFlags[a[:2]]:
				if !isVarRef(a[2:]) {
					a = a[:2] + Redacted // -pSECRET
				}
			case secret && hasVal:
				if !isVarRef(val) {
					a = name + "=" + Redacted
				}
			case secret:
				secretNext = true
			}
		} else if name, val, ok := strings.Cut(a, "="); ok && !strings.ContainsAny(name, "/: ") && secretName.MatchString(name) && !isVarRef(val) {
			a = name + "=" + Redacted
		}
		out[i] = Tokens(URLsIn(a))
	}
	return out
}
