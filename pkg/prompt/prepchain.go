package prompt

import "strings"

// A request that names several things by id gives each its own
// preposition, and when the same one comes back every time it reads as a
// form being filled in ("on pnr 866118 on member 587876", "of board
// 332254 of item 877239 of column 806440"). unrepeatedPreps says such a
// run the way people do: a container after "in" ("for assignment 46236
// in course 85107"), other things joined ("on pnr 866118 and member
// 587876").

// repeatable are the prepositions that place an id ("on", "for", "of",
// "to", "via") and that a run repeats.
var repeatable = map[string]bool{"on": true, "for": true, "of": true, "to": true, "via": true}

// idContainers name things other things are in: a second id of a run
// that names one is said "in" it.
var idContainers = map[string]bool{"board": true, "channel": true, "course": true, "project": true,
	"workspace": true, "team": true, "service": true, "org": true, "organization": true, "account": true,
	"group": true, "repo": true, "repository": true, "database": true, "table": true, "list": true,
	"space": true, "calendar": true, "folder": true, "server": true, "guild": true, "site": true,
	"base": true, "collection": true, "schema": true, "store": true, "shop": true, "branch": true,
	"document": true, "doc": true, "page": true, "thread": true, "conversation": true, "cluster": true,
	"namespace": true, "bucket": true, "portfolio": true, "section": true, "warehouse": true,
	"spreadsheet": true, "workbook": true}

// idLead splits a lead that places an id ("on pnr 866118", "for service
// sid MG2f…") into its preposition, its noun and the whole rest; ok is
// false for any other lead.
func idLead(l string) (prep, noun, rest string, ok bool) {
	f := strings.Fields(l)
	if len(f) < 3 || len(f) > 6 || !repeatable[f[0]] {
		return "", "", "", false
	}
	ref := f[len(f)-1]
	if !strings.ContainsAny(ref, "0123456789") || strings.HasPrefix(ref, "\"") {
		return "", "", "", false
	}
	for _, w := range f[1 : len(f)-1] {
		if objectEnd[strings.ToLower(w)] || strings.ContainsAny(w, "\",") || w == "and" || w == "of" {
			return "", "", "", false
		}
	}
	return f[0], strings.ToLower(f[len(f)-2]), strings.Join(f[1:], " "), true
}

// unrepeatedPreps rewrites each run of id leads that repeat one
// preposition (see idLead): the things in a container come first, then
// each container said "in" it ("of sid KL… in service sid MG…"); other
// ids join the first with "and", or after "to" are placed "on" ("to
// passenger pax_2 on pnr 843468").
func unrepeatedPreps(leads []string) []string {
	for i, l := range leads {
		leads[i] = ownPreposition(l)
	}
	out := make([]string, 0, len(leads))
	for i := 0; i < len(leads); {
		p, _, _, ok := idLead(leads[i])
		j := i + 1
		for ok && j < len(leads) {
			if q, _, _, ok2 := idLead(leads[j]); !ok2 || q != p {
				break
			}
			j++
		}
		if j-i < 2 {
			out = append(out, leads[i])
			i = j
			continue
		}
		out = append(out, runWords(p, leads[i:j])...)
		i = j
	}
	return out
}

// runWords says a run of id leads that share preposition p.
func runWords(p string, run []string) []string {
	var things, containers []string
	same := nounTwice(run)
	for _, l := range run {
		_, noun, rest, _ := idLead(l)
		if !same && (idContainers[noun] || noun == "sid" && containerSid(rest)) {
			containers = append(containers, rest)
		} else {
			things = append(things, rest)
		}
	}
	var out []string
	switch {
	case len(things) == 0:
		out = append(out, p+" "+containers[0])
		containers = containers[1:]
	case p == "to":
		out = append(out, p+" "+things[0])
		for _, t := range things[1:] {
			out = append(out, "on "+t)
		}
	default:
		out = append(out, p+" "+joinAnd(things))
	}
	for _, c := range containers {
		out = append(out, "in "+c)
	}
	return out
}

// nounTwice tells whether two id leads of a run name the same kind of
// thing ("on spreadsheet 1Ab… and destination spreadsheet 9Xy…"): one
// is no container of the other, so neither is said "in" the other.
func nounTwice(run []string) bool {
	seen := map[string]bool{}
	for _, l := range run {
		_, noun, _, _ := idLead(l)
		if seen[noun] {
			return true
		}
		seen[noun] = true
	}
	return false
}

// joinAnd joins phrases as a list: "a", "a and b", "a, b and c".
func joinAnd(xs []string) string {
	if len(xs) < 2 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}

// containerSid tells whether "<thing> sid …" names a container ("service
// sid MG…", "account sid AC…").
func containerSid(rest string) bool {
	f := strings.Fields(strings.ToLower(rest))
	return len(f) > 2 && idContainers[f[len(f)-3]]
}

// changesAsked tells whether a place changes what is asked ("as
// Markdown", "into geographic coordinates"): it stays when an argument
// names the thing.
func changesAsked(extra string) bool {
	l := strings.ToLower(extra)
	return strings.HasPrefix(l, "into ") || strings.HasPrefix(l, "as ")
}

// keyPrepositions open keys that say their own direction ("from_account",
// "to_warehouse").
var keyPrepositions = map[string]bool{"from": true, "to": true, "into": true, "onto": true}

// ownPreposition drops the preposition put before a key that brings its
// own ("on from account 410008" → "from account 410008").
func ownPreposition(l string) string {
	f := strings.SplitN(l, " ", 3)
	if len(f) == 3 && repeatable[f[0]] && keyPrepositions[f[1]] && f[0] != f[1] {
		return f[1] + " " + f[2]
	}
	return l
}
