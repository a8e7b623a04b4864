package role

import (
	"regexp"
	"strings"
)

// A key is what a key-value store files a value under ("user:1042:session")
// only on a key-value store. Elsewhere a "key" names a thing of the
// platform by its key: a feature flag's key is its kebab-case name
// ("new-checkout-flow"), a project's key a short slug, a code scanner's
// finding key an opaque string, an idempotency key a uuid, an API key a
// secret. entityKey reads which from what the key names.

// kvWords are words of a tool, its description or its parameter's that
// say the tool works on a key-value store or a cache.
var kvWords = []string{"redis", "memcache", "key-value", "key value", "key/value", "kv store", "kv namespace", "cache",
	"valkey", "etcd", "consul", "dynamodb", "localstorage", "local storage", "session storage", "storage key"}

// keyNounAbbrevs spell out the short nouns of key names: projKey, envKey.
var keyNounAbbrevs = map[string]string{"proj": "project", "env": "environment", "org": "organization", "repo": "repository",
	"cfg": "config", "conf": "config", "feature": "flag", "toggle": "flag"}

// keyNounEnds are words ending an enclosing object's name that say how
// the object is sent, not what it is: AIConfigPost, FlagPatch.
var keyNounEnds = map[string]bool{"post": true, "patch": true, "put": true, "rep": true, "create": true, "update": true,
	"new": true, "default": true, "initial": true}

// keySense says what kind of value a key of a noun is, when it is not a
// machine name: a secret, a uuid, a field, a file path, an opaque key
// the system issued.
var keySense = map[string]Kind{
	"api": Secret, "access": Secret, "secret": Secret, "private": Secret, "public": Secret, "license": Secret,
	"licence": Secret, "signing": Secret, "encryption": Secret, "ssh": Secret, "stream": Secret, "auth": Secret,
	"idempotency": ID, "dedup": ID, "deduplication": ID, "incident": ID, "request": ID,
	"hotspot": ID, "finding": ID, "occurrence": ID, "vulnerability": ID, "alert": ID, "event": ID, "record": ID,
	"sort": Field, "partition": Field, "primary": Field, "foreign": Field, "range": Field, "hash": Field,
	"meta": Field, "metadata": Field, "property": Field, "attribute": Field, "column": Field,
	"object": FilePath, "blob": FilePath, "s3": FilePath, "file": FilePath, "code": FilePath, "source": FilePath, "blame": FilePath,
	"press": KeyPress, "keyboard": KeyPress, "action": KeyPress,
}

// entityKey makes a Key that is no key-value store's key what its noun
// says: a machine name of the thing it keys (Ident, IDSlug, Names the
// noun), or the kind keySense gives.
func (c *ctx) entityKey(r *Role) {
	if r.Kind == ID && r.ID == "" && c.hasToken("key", "keys") && c.scannerIssue() {
		// "issue_keys" of a code scanner: its findings' opaque keys
		r.ID, r.Why = IDOpaque, r.Why+"; a code scanner's finding keys are opaque"
		return
	}
	if r.Kind != Key || len(r.Examples) > 0 || c.kvStore() {
		return
	}
	noun := c.keyNoun()
	if noun == "" || noun == "key" || noun == "cache" || noun == "redis" || noun == "store" || noun == "storage" {
		return
	}
	why := "; the key of a " + noun + " (no key-value store)"
	switch k := keySense[noun]; k {
	case "":
	case ID:
		r.Kind, r.Why = ID, r.Why+why+": an id the system issued"
		if noun == "idempotency" || noun == "dedup" || noun == "deduplication" || noun == "request" {
			r.ID = IDUUID
		} else {
			r.ID = IDOpaque
		}
		return
	case KeyPress:
		if !containsAny(c.d+" "+strings.ToLower(c.tool.Description), "press", "keyboard", "key to") {
			return
		}
		fallthrough
	default:
		r.Kind, r.Why = k, r.Why+why
		return
	}
	r.Kind, r.ID, r.Names = Ident, IDSlug, noun
	r.Why += why + ": its machine name"
}

// kvStore reports whether the parameter's tool works on a key-value store
// or a cache: its name or description, or the parameter's, says so, or a
// sibling holds the value or its time to live.
func (c *ctx) kvStore() bool {
	if containsAny(strings.ToLower(c.tool.Name+" "+c.tool.Description)+" "+c.d, kvWords...) {
		return true
	}
	// a key beside its value at the top of a tool's input is the store's
	// (set key value); inside an object, a map entry's
	return c.parent == "" && c.sibling("value", "ttl", "expire", "expiry", "expiration", "ex", "px")
}

// keyNoun returns what a key names: the word before "key" (featureFlagKey:
// flag), else the enclosing object's noun (/FeatureFlagBody/key: flag),
// else the tool's object (createTeam: team), else the parameter's own noun
// when a description called it a key ("projects": "Filter by project
// keys").
func (c *ctx) keyNoun() string {
	ts := c.ts
	at := -1
	for i, t := range ts {
		if t == "key" || t == "keys" {
			at = i
		}
	}
	spell := func(w string) string {
		w = singular(w)
		if a, ok := keyNounAbbrevs[w]; ok {
			return a
		}
		return w
	}
	switch {
	case at > 0:
		return spell(ts[at-1])
	case at < 0:
		return spell(c.last)
	}
	if c.parent != "" {
		pts := Tokens(c.parent)
		for i := len(pts) - 1; i >= 0; i-- {
			if !wrapperWords[pts[i]] && !keyNounEnds[pts[i]] && len(pts[i]) > 2 {
				return spell(pts[i])
			}
		}
	}
	tts := Tokens(c.tool.Name)
	for i := len(tts) - 1; i >= 0; i-- {
		if t := tts[i]; !toolVerbs[t] && !keyNounEnds[t] && t != "get" && t != "list" && t != "delete" && len(t) > 2 {
			return spell(t)
		}
	}
	return ""
}

// scannerWords are words of a code scanner's tools: a tool that marks a
// finding a false positive or reads a quality gate works on findings.
var scannerWords = []string{"false positive", "falsepositive", "false-positive", "wont fix", "won't fix", "wontfix", "hotspot",
	"code smell", "quality gate", "qualitygate", "static analysis", "code analysis", "technical debt", "security scan", "sast"}

// codeScanner reports whether text names a code scanner's work.
func codeScanner(text string) bool {
	return containsAny(strings.ToLower(text), scannerWords...)
}

// scannerIssue reports whether an issue key belongs to a code scanner's
// finding ("AZk3pQ…"), not a tracker's issue ("ENG-123"): the server's
// tools read code for faults and nothing states the key's shape.
func (c *ctx) scannerIssue() bool {
	return (c.tool.Server != nil && c.tool.Server.scanner || codeScanner(c.tool.Name+" "+c.tool.Description)) &&
		len(c.f.Examples) == 0 && c.f.Pattern == "" && !reStatedIssueKey.MatchString(c.f.Description)
}

// reStatedIssueKey finds a tracker's issue key in prose: "like ENG-123".
var reStatedIssueKey = regexp.MustCompile(`\b[A-Z][A-Z0-9]{1,9}-[0-9]{1,6}\b`)
