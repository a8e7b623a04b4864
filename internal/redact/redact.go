package redact

import (
	"regexp"
	"strings"
)

// Redacted is what [URL] and [URLsIn] show in place of a secret.
const Redacted = "***"

// URL returns a server URL fit to show: the password of the userinfo
// ("https://user:***@host/"), a user name given without a password
// ("https://***@host/", since tokens are passed that way) unless it is only
// a ${VAR} reference, and the value of every query parameter
// ("?key=***&x=***") become [Redacted], and a query parameter without "="
// ("?APIKEY") becomes [Redacted] as a whole, as does a path segment that
// holds a credential: one of a well-known format ([Tokens]: "/sk-...") or
// one shaped like a generated key (see [secretSegment]: the
// "/api/mcp/s/<key>/mcp" and "/<uuid>/gmail" of hosted MCP servers). The
// scheme, user name, host, the rest of the path, parameter names and order,
// and fragment are kept as written. It
// works on the text (RFC 3986 section 3 delimiters "://", "@", "?", "&",
// "=", "#"), not on a parsed URL, so ${VAR} references stay readable and a
// URL that would not parse is still shown; "" stays "".
func URL(raw string) string {
	rest, frag, hasFrag := strings.Cut(raw, "#")
	base, query, hasQuery := strings.Cut(rest, "?")
	if scheme, after, ok := strings.Cut(base, "://"); ok {
		authority, path := after, ""
		if i := strings.IndexByte(after, '/'); i >= 0 {
			authority, path = after[:i], after[i:]
		}
		if at := strings.LastIndexByte(authority, '@'); at >= 0 {
			user, _, hasPw := strings.Cut(authority[:at], ":")
			switch {
			case hasPw:
				authority = user + ":" + Redacted + authority[at:]
			case !varRef.MatchString(user):
				// A user name alone is how tokens ride in URLs
				// (https://TOKEN@github.com/...).
				authority = Redacted + authority[at:]
			}
		}
		base = scheme + "://" + authority + redactPath(path)
	}
	out := base
	if hasQuery {
		params := strings.Split(query, "&")
		for i, p := range params {
			if k, _, ok := strings.Cut(p, "="); ok {
				params[i] = k + "=" + Redacted
			} else if p != "" {
				params[i] = Redacted
			}
		}
		out += "?" + strings.Join(params, "&")
	}
	if hasFrag {
		out += "#" + frag
	}
	return out
}

// redactPath returns a URL path with each segment that holds a credential
// ([Tokens], [secretSegment]) replaced by [Redacted].
func redactPath(path string) string {
	segs := strings.Split(path, "/")
	for i, s := range segs {
		if secretSegment(s) {
			segs[i] = Redacted
		} else if t := Tokens(s); t != s {
			segs[i] = t
		}
	}
	return strings.Join(segs, "/")
}

// secretSegment reports whether a URL path segment looks like a generated
// key rather than a name: at least 20 characters of the base64url, hex or
// UUID alphabets, letters and digits alternating at least 4 times ("3f2a9c",
// "ODk0MjU2"), which names, slugs and versions ("github-mcp-server-v2024",
// "2025-11-25") never do. A ${VAR} reference is kept.
func secretSegment(s string) bool {
	if len(s) < 20 || strings.Contains(s, "${") {
		return false
	}
	switches, prevDigit, seen := 0, false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		isDigit := c >= '0' && c <= '9'
		isLetter := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		switch {
		case isDigit || isLetter:
			if seen && isDigit != prevDigit {
				switches++
			}
			prevDigit, seen = isDigit, true
		case c == '-' || c == '_' || c == '=' || c == '.' || c == '~':
		default:
			return false
		}
	}
	return switches >= 4
}

// varRef matches a value that is only a variable reference.
var varRef = regexp.MustCompile(`^\$\{[A-Za-z_][A-Za-z0-9_]*\}$`)

// urlInText finds an absolute URL (RFC 3986 section 3: scheme "://" ...) in
// free text; it ends at white space, a quote or an angle bracket.
var urlInText = regexp.MustCompile(`[A-Za-z][A-Za-z0-9+.-]*://[^\s"'<>` + "`" + `]+`)

// URLsIn returns text with every absolute URL in it ("scheme://...", as Go's
// net/http and net/url put them in error messages, quoted or not) passed
// through [URL]. Punctuation ending a sentence or a clause after a URL
// (".", ",", ":", ";", ")") is kept outside it.
func URLsIn(text string) string {
	if !strings.Contains(text, "://") {
		return text
	}
	return urlInText.ReplaceAllStringFunc(text, func(u string) string {
		trimmed := strings.TrimRight(u, ".,:;)")
		return URL(trimmed) + u[len(trimmed):]
	})
}
