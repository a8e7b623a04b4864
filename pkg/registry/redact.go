package registry

import (
	"regexp"

	"github.com/mcpgen/mcpgen/internal/redact"
)

// Redacted is what [RedactValue], [RedactMap] and [RedactURL] show in place
// of a secret.
const Redacted = redact.Redacted

// plainRef matches values that are only a variable reference, optionally
// after an auth scheme: they hold no secret and are shown as they are.
var plainRef = regexp.MustCompile(`^((Bearer|Basic|Token) )?\$\{[A-Za-z_][A-Za-z0-9_]*\}$`)

// RedactValue returns an env or header value fit to show: v itself when it
// is only a variable reference, "${VAR}", optionally after an auth scheme
// ("Bearer ${VAR}", "Basic ${VAR}", "Token ${VAR}"), since such a value holds
// no secret; [Redacted] for anything else, including "", text around a
// reference, several references and ${VAR:-default} (the default may be a
// secret).
func RedactValue(v string) string {
	if plainRef.MatchString(v) {
		return v
	}
	return Redacted
}

// RedactMap returns a new map with the keys of m and their values passed
// through [RedactValue]; nil when m is empty.
func RedactMap(m map[string]string) map[string]string {
	if len(m) == 0 {
		return nil
	}
	out := make(map[string]string, len(m))
	for k, v := range m {
		out[k] = RedactValue(v)
	}
	return out
}

// RedactURL returns a server URL fit to show: the password of the userinfo
// ("https://user:***@host/"), a user name without a password
// ("https://***@host/") unless it is only a ${VAR} reference, and the value of every query parameter
// ("?key=***&x=***") become [Redacted], and a query parameter without "="
// ("?APIKEY") becomes [Redacted] as a whole. The scheme, user name, host,
// path, parameter names and order, and fragment are kept as written. It
// works on the text (RFC 3986 section 3 delimiters "://", "@", "?", "&",
// "=", "#"), not on a parsed URL, so ${VAR} references stay readable and a
// URL that would not parse is still shown; "" stays "".
func RedactURL(raw string) string {
	// One implementation for listings (here) and pkg/mcp's error messages.
	return redact.URL(raw)
}

// RedactArgs returns a copy of a command's arguments fit to show: values of
// options named like secrets ("--api-key VALUE", "--token=VALUE", "-p
// VALUE"), NAME=VALUE arguments with such a name, URL userinfo and query
// values, and tokens of well-known formats (ghp_..., sk-..., AKIA...)
// become [Redacted]; ${VAR} references are kept (see internal/redact.Args).
func RedactArgs(args []string) []string { return redact.Args(args) }

// RedactCommand returns a command fit to show: URLs in it and tokens of
// well-known formats are redacted as in [RedactArgs].
func RedactCommand(command string) string { return redact.Tokens(redact.URLsIn(command)) }
