package redact

import (
	"strings"
)

// secretShortFlags are one-letter options whose value is a password by
// convention (mysql, mariadb: -p SECRET or -pSECRET).
var secretShortFlags = map[string]bool{"-p": true}

// isVarRef reports whether v is only a ${VAR} reference (no secret in it).
func isVarRef(v string) bool { return varRef.MatchString(v) }

// Args returns a copy of a command's arguments fit to show:
//   - the value of an option whose name says it is a secret, given as
//     "--api-key=VALUE", "--token VALUE" (the next argument) or, for the
//     one-letter password options, "-p VALUE" and "-pVALUE";
//   - NAME=VALUE arguments whose NAME says it is a secret (docker -e
//     API_KEY=...);
//   - inside any argument, what [Text] hides in free text: the credential
//     after "Bearer" or "Basic" (--header "Authorization: Bearer ..."),
//     secret-named NAME=value and --flag value pairs inside a script
//     (sh -c '... password=...'), URL secrets and credentials of
//     well-known formats.
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
			secret := secretShortFlags[name] || (flag != "" && !strings.HasPrefix(strings.ToLower(flag), "no-") && secretName(flag))
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
		} else if name, val, ok := strings.Cut(a, "="); ok && !strings.ContainsAny(name, "/: ") && secretName(name) && !isVarRef(val) {
			a = name + "=" + Redacted
		}
		out[i] = Text(a) // Bearer credentials, NAME=value inside a script, token formats, URLs
	}
	return out
}
