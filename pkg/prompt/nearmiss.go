package prompt

import (
	"hash/fnv"
	"math/rand/v2"
	"strings"
)

// A nearMiss is a request that sounds like the run's domain but needs a
// capability none of its tools has ("Delete the old logs folder" for a
// server that reads, writes and lists files but deletes nothing).
type nearMiss struct {
	// nouns: one of them must be a word of a tool name for the domain to
	// apply; missing: none of them may be (the capability asked for).
	nouns, missing []string
	// caps lists the domain's verbs in the order an answer names them;
	// those the tools have are offered instead.
	caps []string
	// what is the thing asked about, in the plural ("files or folders");
	// verb is what the user asks for ("delete").
	what, verb string
	requests   []string
}

var nearMisses = []nearMiss{
	{nouns: []string{"file", "directory", "folder"}, missing: []string{"delete", "remove", "trash", "unlink"},
		caps: []string{"read", "list", "search", "move", "write", "create", "edit"}, what: "files or folders", verb: "delete",
		requests: []string{"Delete the old logs folder.", "Can you remove tmp/cache.txt? I don't need it any more.", "Please get rid of the build directory."}},
	{nouns: []string{"file", "directory", "folder"}, missing: []string{"zip", "compress", "archive", "gzip", "tar"},
		caps: []string{"read", "list", "search", "move", "write", "create"}, what: "files", verb: "compress",
		requests: []string{"Zip up the reports folder so I can email it.", "Could you compress the photos directory into an archive?"}},
	{nouns: []string{"file", "directory", "folder"}, missing: []string{"chmod", "permission", "permissions", "owner"},
		caps: []string{"read", "list", "search", "move", "write"}, what: "file permissions", verb: "change",
		requests: []string{"Make deploy.sh executable.", "Change the permissions on secrets.env so that only I have access."}},
	{nouns: []string{"email", "mail", "message", "inbox"}, missing: []string{"read", "list", "search", "inbox", "fetch"},
		caps: []string{"send", "draft", "reply"}, what: "your inbox", verb: "read",
		requests: []string{"What's in my inbox this morning?", "Did anyone reply to my email about the budget?"}},
	{nouns: []string{"meeting", "event", "calendar", "room"}, missing: []string{"reschedule", "update", "move", "edit"},
		caps: []string{"book", "search", "list", "cancel"}, what: "meetings", verb: "reschedule",
		requests: []string{"Move my 3 pm meeting to Thursday.", "Can you push tomorrow's design review back by an hour?"}},
	{nouns: []string{"note", "notes"}, missing: []string{"delete", "remove", "search", "list", "find"},
		caps: []string{"save", "create", "add"}, what: "notes", verb: "look through or delete",
		requests: []string{"Find the note I wrote about the trip and delete it.", "Delete my grocery note."}},
	{nouns: []string{"forecast", "weather"}, missing: []string{"history", "historical", "past", "archive"},
		caps: []string{"get", "forecast"}, what: "past weather", verb: "look up",
		requests: []string{"What was the weather in Lisbon last March?", "How much did it rain in Osaka last week?"}},
	{nouns: []string{"issue", "repository", "repo", "pull"}, missing: []string{"delete", "remove", "archive"},
		caps: []string{"search", "list", "create", "get", "update"}, what: "repositories", verb: "delete",
		requests: []string{"Delete the old prototype repository.", "Please archive the legacy-api repo."}},
}

// negScope is what Negative learns about the run's tools from related.
type negScope struct {
	key   uint64     // seeds the variant order: servers with different tools differ
	near  []nearMiss // applicable near-miss negatives
	canDo [][]string // per near-miss, the capability verbs the tools have
}

// scope probes related (which reports whether a text names a tool word)
// for the nouns and verbs of nearMisses. The answers fingerprint the tool
// set, and show which near-miss negatives apply.
func scope(related func(string) bool) negScope {
	var sc negScope
	h := fnv.New64a()
	h.Write([]byte(NegativeFile))
	if related == nil {
		sc.key = h.Sum64()
		return sc
	}
	seen := map[string]bool{}
	probe := func(w string) bool {
		hit := related(w)
		if !seen[w] {
			seen[w] = true
			if hit {
				h.Write([]byte(w + "\x00"))
			}
		}
		return hit
	}
	anyHit := func(ws []string) bool {
		for _, w := range ws {
			if probe(w) {
				return true
			}
		}
		return false
	}
	for _, nm := range nearMisses {
		if !anyHit(nm.nouns) || anyHit(nm.missing) {
			continue
		}
		var can []string
		for _, v := range nm.caps {
			if probe(v) && len(can) < 3 {
				can = append(can, v)
			}
		}
		if len(can) == 0 {
			continue
		}
		sc.near = append(sc.near, nm)
		sc.canDo = append(sc.canDo, can)
	}
	sc.key = h.Sum64()
	return sc
}

// render returns near-miss i's request (chosen with rng) and its answer,
// which says what the tools cannot do and what they can, and claims to have
// done nothing.
func (sc negScope) render(i int, rng *rand.Rand) (string, string) {
	nm, can := sc.near[i], sc.canDo[i]
	q := nm.requests[0]
	if rng != nil {
		q = nm.requests[rng.IntN(len(nm.requests))]
	}
	them := "them"
	if nm.what == "your inbox" || nm.what == "past weather" {
		them = "that"
	}
	offer := " Want me to do one of those instead?"
	if len(can) == 1 {
		offer = " Want me to do that instead?"
	}
	var a string
	switch {
	case nm.what == "your inbox":
		a = "I can't " + nm.verb + " " + nm.what + " with the tools I have; I can only " + joinWords(can, "or") + " emails." + offer
	case nm.what == "past weather":
		a = "I can't " + nm.verb + " " + nm.what + " with the tools I have — I can only get forecasts. Want a forecast for a date that's coming up instead?"
	default:
		a = "I can't " + nm.verb + " " + nm.what + " with the tools I have; I can " + joinWords(can, "or") + " " + them + "." + offer
	}
	return q, strings.ReplaceAll(a, "  ", " ")
}
