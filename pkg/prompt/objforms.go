package prompt

import (
	"regexp"
	"slices"
	"strings"
)

// whoseThing matches an object that asks whose a thing is ("which bot user
// this token belongs to").
var whoseThing = regexp.MustCompile(`^which ([\w -]+) this ([\w-]+) belongs to$`)

// objectForms are the ways people name a tool's object, the
// description's own wording first: with and without where the tool works
// anyway ("a screenshot of this page", "a screenshot", "a screenshot of
// the page"), "all" said as people say it ("all collections", "every
// collection", "the collections"), without a documentation adjective
// ("the full details", "the details"), a thing named by the place it is
// in ("the console messages", "the messages in the console") and the
// everyday words for a described noun ("the console logs"). A tool's
// requests take the forms in turn (see objectWords), so its five requests
// do not all say "an accessibility snapshot of this page".
func objectForms(obj string) []string {
	forms := []string{obj}
	add := func(s string) {
		if s = strings.TrimSpace(s); s != "" && !slices.Contains(forms, s) {
			forms = append(forms, s)
		}
	}
	l := strings.ToLower(obj)
	if i := strings.LastIndex(l, " of "); i > 0 && (containerObject(obj[i+4:]) || strings.HasPrefix(l[i+4:], "this ") && containerObject(obj[i+9:])) {
		// Where the tool works anyway, which people mostly leave out or
		// say plainly: "of this page", "of the page", nothing.
		head, where := obj[:i], lastWord(obj[i+4:])
		add(head)
		add(head + " of the " + where)
		obj, l = head, strings.ToLower(head)
	}
	if m := whoseThing.FindStringSubmatch(obj); m != nil {
		// "which bot user this token belongs to": "the bot user behind
		// this token", "which bot user this token is for".
		add("the " + m[1] + " behind this " + m[2])
		add("which " + m[1] + " this " + m[2] + " is for")
		add("the " + m[1] + " for this " + m[2])
		return forms
	}
	if rest, ok := strings.CutPrefix(l, "the contents of "); ok && len(strings.Fields(rest)) <= 3 {
		// "the contents of a file": the file itself ("show me
		// README.md from acme/api").
		add(obj[len(obj)-len(rest):])
	}
	if rest, ok := strings.CutPrefix(l, "the size of "); ok {
		// "the size of the collection": how much room it takes.
		r := obj[len(obj)-len(rest):]
		add("the storage size of " + r)
	}
	w := strings.Fields(obj)
	if len(w) == 3 && (w[0] == "a" || w[0] == "an") && productName(w[1]) && serverNouns[strings.ToLower(w[2])] {
		// "a MongoDB instance": MongoDB.
		add(w[1])
		add(fixArticle("a " + w[1] + " server"))
	}
	if len(w) < 1 {
		return forms
	}
	det, rest := "", w
	if determiners[strings.ToLower(w[0])] {
		det, rest = strings.ToLower(w[0]), w[1:]
	}
	if len(rest) == 0 {
		return forms
	}
	head := strings.ToLower(rest[len(rest)-1])
	if det == "the" && len(rest) == 1 && onScreen[head] {
		// "the form" the user is looking at: "this form".
		add("this " + rest[0])
	}
	plural := pluralNoun(head) || irregularPlurals[head]
	switch {
	case det == "all" && plural:
		// "all collections": "every collection", "all the collections",
		// "the collections".
		r := strings.Join(rest, " ")
		add("every " + singular(r))
		add("all the " + r)
		add("the " + r)
	case det == "all":
		add("the " + strings.Join(rest, " "))
	}
	if len(rest) > 1 && wrapperAdjectives[strings.ToLower(rest[0])] && strings.ToLower(rest[0]) != "all" {
		// "the full details": "the details", "all the details".
		r := strings.Join(rest[1:], " ")
		add("the " + r)
		if pluralNoun(lastWord(r)) {
			add("all the " + r)
		}
	}
	if len(rest) == 2 && (det == "" || det == "the" || det == "all") {
		if prep, ok := placeModifiers[strings.ToLower(rest[0])]; ok && (plural || massNouns[head]) {
			// "the console messages": "the messages in the console".
			lead := "the "
			if det == "all" {
				lead = "all the "
			}
			add(lead + rest[1] + " " + prep + " the " + rest[0])
		}
	}
	for _, s := range everydayNames {
		if i := indexPhrase(l, s[0]); i >= 0 {
			for _, alt := range s[1:] {
				if next := strings.Fields(l[i+len(s[0]):] + " x")[0]; next == lastWord(alt) {
					continue // "an aggregation pipeline" is no "aggregation pipeline pipeline"
				}
				add(fixArticle(obj[:i] + alt + obj[i+len(s[0]):]))
			}
			break
		}
	}
	return forms
}

// indexPhrase is the byte index of phrase p in lower-case text l as whole
// words, or -1.
func indexPhrase(l, p string) int {
	for from := 0; from <= len(l)-len(p); {
		i := strings.Index(l[from:], p)
		if i < 0 {
			return -1
		}
		i += from
		before := i == 0 || l[i-1] == ' '
		after := i+len(p) == len(l) || l[i+len(p)] == ' '
		if before && after {
			return i
		}
		from = i + 1
	}
	return -1
}

// serverNouns name a running copy of a product ("a MongoDB instance").
var serverNouns = map[string]bool{"instance": true, "server": true, "cluster": true, "deployment": true}

// onScreen are things a user sees in front of them, said "this form",
// "this dialog" as often as "the form".
var onScreen = map[string]bool{"form": true, "page": true, "dialog": true, "tab": true, "window": true, "popup": true}

// placeModifiers are nouns that, put before another, say where the thing
// is ("console messages", "page text"), with the preposition that says
// it the other way round ("the messages in the console", "the text on the
// page").
var placeModifiers = map[string]string{"page": "on", "console": "in", "channel": "in", "inbox": "in", "calendar": "on",
	"cart": "in", "queue": "in", "thread": "in", "folder": "in", "directory": "in", "workspace": "in", "board": "on",
	"sheet": "on", "screen": "on", "bucket": "in", "cluster": "on", "server": "on", "team": "on", "site": "on",
	"repo": "in", "repository": "in", "project": "in", "document": "in", "tab": "in", "window": "in"}

// everydayNames are described nouns (lower case, as whole words) and the
// words people use for the same thing, in a fixed order; the first that a
// tool's object holds gives its other forms.
var everydayNames = [][]string{
	{"console messages", "console logs", "console output"},
	{"network requests", "network calls", "requests"},
	{"browser window", "window"},
	{"accessibility snapshot", "a11y snapshot", "snapshot of the accessibility tree"},
	{"page text", "text on the page", "whole page"},
	{"code snippet", "snippet", "bit of code"},
	{"reaction emoji", "reaction", "emoji reaction"},
	{"message thread", "thread"},
	{"recent messages", "latest messages", "most recent messages"},
	{"files changed", "changed files"},
	{"active connections", "open connections"},
	{"query results", "results of a query"},
	{"mongod events", "mongod log entries", "server log entries"},
	{"combined status", "CI status", "check status"},
	{"review comments", "comments from reviews"},
	{"elevation", "height above sea level", "altitude"},
	{"distance and travel time", "distance and duration", "distance and time"},
	{"aggregation pipeline", "pipeline", "aggregation"},
	{"aggregation", "aggregation pipeline", "pipeline"},
}
