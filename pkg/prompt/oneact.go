package prompt

import (
	"regexp"
	"strings"
)

// A person asks for one act on one thing, in their words, not the
// description's: "cancel booking X", not "cancel a booking and release
// its tables"; "add a candidate", not "create a candidate and optionally
// apply them"; "refund tickets in an order", not "refund all or some
// tickets"; "get open slots for technicians", not "open slots" (a
// description that opens on an adjective a verb spells).

func init() {
	for _, v := range []string{"authenticate", "release"} {
		verbs[v] = true
	}
}

// followingAct matches the second act an object goes on to ("a booking
// and release its tables", "a candidate and optionally apply them to a
// job"): "and", an optional adverb, a verb and the word opening its own
// object (a determiner or pronoun).
var followingAct = regexp.MustCompile(`(?i)^(.+?) and (?:optionally |also |then |immediately )?([a-z]+) (?:its|their|them|it|the|a|an|any|all|this|that|his|her)\b`)

// quantifierPair matches an object opening on a pair of quantifiers that
// says the act takes any number ("all or some tickets", "one or more
// files"): the request names the things.
var quantifierPair = regexp.MustCompile(`(?i)^(?:all or some|some or all|one or more|one or many|any or all) (.+)$`)

// adjectiveVerbs are verbs that open a description as an adjective
// ("Open slots for technicians", "Free rooms on a floor").
var adjectiveVerbs = map[string]bool{"open": true, "free": true, "closed": true, "clean": true, "live": true, "empty": true}

// oneAct says the intent as one act on its thing (see above); t's name
// tells an adjective from the act. A place that follows a second act
// goes with it.
func oneAct(t ToolInfo, in intent) intent {
	if in.Fixed || in.Object == "" {
		return in
	}
	if m := followingAct.FindStringSubmatch(in.Object); m != nil && verbs[verbBase(strings.ToLower(m[2]))] && len(strings.Fields(m[1])) <= 4 {
		in.Object, in.Extra = m[1], "" // the place went with the second act ("apply them to a job")
	}
	if m := quantifierPair.FindStringSubmatch(in.Object); m != nil {
		in.Object = m[1]
	}
	if adjectiveVerbs[in.Verb] && plural(strings.ToLower(firstWord(in.Object))) {
		w := strings.Fields(strings.ToLower(Humanize(t.Name)))
		if len(w) > 1 && readVerbs[w[0]] && w[0] != in.Verb {
			// "get_technician_availability": "Open slots for technicians"
			in.Object, in.Verb, in.Read = in.Verb+" "+in.Object, w[0], true
		}
	}
	return in
}

// redoVerbs do an act again on a thing that exists ("resume a run").
var redoVerbs = map[string]bool{"resume": true, "reuse": true, "reopen": true, "restart": true, "retry": true,
	"rerun": true, "reconnect": true, "reattach": true, "continue": true}

// pairVerb is the verb said of a pair ("start or resume an agent run",
// "open or reuse a browser session"): the first when an unset parameter
// names the second (named); of a pair whose second verb redoes the act
// ("resume", "reuse", "reopen"), the second when an id of the thing is
// set (it exists already), else the first: a person asks for one act.
// Any other pair stays for a flag or a choice to pick (flagVerb).
func pairVerb(d *Data, w []string, named bool) string {
	if named || w[2] == "re"+w[0] {
		return w[0] // "assign or reassign a claim": one act, said once ("assign claim 5 to …")
	}
	if !redoVerbs[w[2]] {
		return strings.Join(w, " ")
	}
	for _, p := range d.Set {
		if idLike(p) {
			return w[2]
		}
	}
	return w[0]
}
