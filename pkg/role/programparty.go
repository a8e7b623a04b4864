package role

import (
	"regexp"
	"strings"
)

// softwareWords are words that, before a party noun, make the party a
// program rather than a person: an OAuth client, an API consumer, a mail
// agent, a web user agent.
var softwareWords = map[string]bool{"oauth": true, "oauth2": true, "api": true, "app": true, "software": true, "web": true,
	"mobile": true, "desktop": true, "sdk": true, "cli": true, "http": true, "rest": true, "grpc": true, "mqtt": true,
	"smtp": true, "imap": true, "ftp": true, "sftp": true, "ssh": true, "vpn": true, "dns": true, "ldap": true, "saml": true,
	"oidc": true, "openid": true, "jwt": true, "websocket": true, "browser": true, "database": true, "db": true, "sql": true,
	"git": true, "mail": true, "email": true, "mcp": true, "rpc": true, "soap": true, "graphql": true}

// programNouns are the party nouns that also name programs: a client, an
// agent, a consumer. A recipient or sender stays a person whatever
// stands before it (an email recipient).
var programNouns = map[string]bool{"client": true, "agent": true, "consumer": true, "worker": true}

// reWords splits lower-case text into its words.
var reWords = regexp.MustCompile(`[a-z0-9]+`)

// programParty reports whether the party noun a name names is a program:
// a software word stands right before it in the parameter's name or
// description ("OAuth client name", "apiClientName"), so the name is an
// application's, never a person's.
func (c *ctx) programParty(noun string) bool {
	if !programNouns[noun] {
		return false
	}
	for i := 1; i < len(c.ts); i++ {
		if singular(c.ts[i]) == noun && softwareWords[c.ts[i-1]] {
			return true
		}
	}
	ws := reWords.FindAllString(strings.ToLower(c.d), -1)
	for i := 1; i < len(ws); i++ {
		if singular(ws[i]) == noun && softwareWords[ws[i-1]] {
			return true
		}
	}
	return false
}
