package prompt

import "strings"

// Questions people ask about what a reading tool returns, by what it
// returns: "How big is analytics.sessions?" for a size, "What did the
// reviewers say on PR 162?" for reviews, "Who's in the workspace?" for
// the people in a place, "What public channels are there?" for things
// picked by a state. A rater reads "Get the size of analytics.sessions"
// as an API call and the question as a person.

// propertyOf splits c's object into what is read and whose it is:
// "analytics.sessions' size" and "the storage size of analytics.sessions"
// give ("size", "analytics.sessions"); a lead saying where the holder is
// ("in acme/api") goes with it. ok is false when the object names no
// holder, or the request says more than a place (options, an opening
// lead, attachments).
func propertyOf(c core) (prop, holder string, ok bool) {
	if c.object == "" || c.front != "" || len(c.opts)+len(c.blocks)+len(c.labels) > 0 || c.aside != "" || c.after != "" {
		return "", "", false
	}
	leads := c.leads
	w := strings.Fields(c.object)
	for i := 0; i < len(w)-1 && i < 4; i++ {
		if strings.HasSuffix(w[i], "'s") || strings.HasSuffix(w[i], "s'") && len(w[i]) > 2 {
			holder = strings.TrimSuffix(strings.TrimSuffix(strings.Join(w[:i+1], " "), "'s"), "'")
			prop = strings.Join(w[i+1:], " ")
			break
		}
	}
	if holder == "" {
		l := strings.ToLower(c.object)
		if !strings.HasPrefix(l, "the ") {
			return "", "", false
		}
		for _, p := range []string{" of ", " on ", " for "} {
			if i := strings.Index(l, p); i > 0 {
				prop, holder = c.object[4:i], c.object[i+len(p):]
				break
			}
		}
		for i, l := range leads {
			// "the check status in acme/api for #13": the lead that says
			// whose it is, wherever it stands.
			f := strings.Fields(l)
			if holder == "" && len(f) > 1 && (f[0] == "of" || f[0] == "on" || f[0] == "for") {
				prop, holder, leads = c.object[4:], strings.Join(f[1:], " "), append(append([]string{}, leads[:i]...), leads[i+1:]...)
				break
			}
		}
	}
	if holder == "" || prop == "" || len(strings.Fields(prop)) > 3 || strings.ContainsAny(prop+holder, "\"`(),;") {
		return "", "", false
	}
	for _, l := range leads {
		f := strings.Fields(l)
		if len(f) < 2 || f[0] != "in" && f[0] != "from" || strings.ContainsAny(l, "\"`(),;") {
			return "", "", false
		}
		for _, x := range f {
			if accessNouns[strings.ToLower(x)] {
				return "", "", false // "How big is X over connection c1?"
			}
		}
		holder += " " + l
	}
	return strings.ToLower(prop), holder, true
}

// propertyQuestion asks for a property of a thing the way people ask
// it, by the property's head noun: a size, a schema, reviews, comments,
// checks, members, the files a change touches; "" for a property people
// ask no question of their own for, or a request that says options.
func (st *funcState) propertyQuestion(c core, in intent) string {
	if !in.Read || counts(in) {
		return ""
	}
	prop, holder, ok := propertyOf(c)
	if !ok {
		return ""
	}
	f := strings.Fields(prop)
	head := f[len(f)-1]
	lh := " " + strings.ToLower(holder) + " "
	change := strings.Contains(lh, " pr ") || strings.Contains(lh, "pull request") || strings.Contains(lh, "#") || strings.Contains(lh, " commit")
	switch {
	case head == "size" || head == "sizes":
		return st.vary("read-question", "How big is "+holder+"?", "How much space does "+holder+" take up?", "How large is "+holder+" these days?")
	case head == "schema":
		return st.vary("read-question", "What fields does "+holder+" have?", "What fields are in "+holder+"?")
	case head == "reviews" && change:
		return st.vary("read-question", "What did the reviewers say on "+holder+"?", "Has anyone reviewed "+holder+" yet?", "Any reviews on "+holder+"?")
	case head == "comments" && change:
		return st.vary("read-question", "What are people saying on "+holder+"?", "Any comments on "+holder+"?")
	case head == "status" && change:
		return st.vary("read-question", "Are the checks passing on "+holder+"?", "Is CI green on "+holder+"?", "How are the checks looking on "+holder+"?")
	case head == "files" && change:
		return st.vary("read-question", "Which files does "+holder+" touch?", "What files changed in "+holder+"?")
	case head == "members" || head == "users":
		return st.vary("read-question", "Who's in "+holder+"?", "Who's a member of "+holder+"?")
	}
	return ""
}

// stateAdjectives pick things by a state they are in: "the public
// channels" are asked "What public channels are there?".
var stateAdjectives = map[string]bool{"public": true, "private": true, "open": true, "closed": true, "active": true,
	"archived": true, "available": true, "pending": true, "unread": true, "starred": true, "shared": true, "draft": true,
	"failed": true, "running": true, "stopped": true, "enabled": true, "disabled": true, "merged": true, "blocked": true}

// groupQuestion asks for the things a reading tool lists when the
// request names nothing but them: the people on the service ("Who's on
// here?") or things in a state ("What public channels are there?"); ""
// otherwise.
func (st *funcState) groupQuestion(c core, in intent) string {
	if !in.Read || counts(in) || c.object == "" || c.front != "" || len(c.opts) > 1 || len(c.blocks)+len(c.labels) > 0 || c.aside != "" || c.after != "" {
		return ""
	}
	tail := ""
	if len(c.opts) == 1 {
		// "Who's on here? Just the first 15.": a cap on how many follows.
		n, ok := limitOf(c.opts[0], objectHead(c.object))
		if !ok {
			return ""
		}
		tail = " " + st.capSentence(n)
	}
	w := strings.Fields(strings.ToLower(bareObject(c.object)))
	if len(w) > 0 && (w[0] == "all" || w[0] == "every") {
		w = w[1:]
	}
	if len(w) == 0 {
		return ""
	}
	if len(c.leads) > 0 {
		return "" // a lead that narrows: the plain request says it
	}
	switch {
	case len(w) == 1 && (w[0] == "users" || w[0] == "members" || w[0] == "people" || w[0] == "user"):
		// The whole service is no place a person names ("in the
		// workspace"): they ask who is on it.
		return st.vary("read-question", "Who's on here?", "Who do we have on here?", "Can I see everyone who's on here?") + tail
	case len(w) == 2 && stateAdjectives[w[0]] && pluralNoun(w[1]) && lettersOnly(w[1]):
		return st.vary("read-question", "What "+w[0]+" "+w[1]+" are there?", "Which "+w[1]+" are "+w[0]+"?", "What "+w[0]+" "+w[1]+" do we have?") + tail
	}
	return ""
}

// readQuestion is the question people ask for what c reads, if they
// ask one of their own (see propertyQuestion and groupQuestion); "" when
// not.
func (st *funcState) readQuestion(c core, in intent) string {
	if q := st.propertyQuestion(c, in); q != "" {
		return q
	}
	return st.groupQuestion(c, in)
}

// terseRead asks in few words for what a reading tool returns, rest
// being what to read and where ("the sections in project X"), with a
// verb a person types: "Can I see the sections in project X?", "Need
// the guest reviews on hotel 5.", "Any updates on the 4844 project?",
// "Looking for coworking space in Melbourne." for a search. A noun
// phrase with a question mark ("The sections in project X?") is no
// request.
func (st *funcState) terseRead(rest, object string, in intent) string {
	bare := strings.TrimPrefix(rest, "the ")
	if pluralNoun(objectHead(object)) && !strings.ContainsAny(rest, ",;") && bare != rest && st.intn(3) == 0 {
		return "Any " + bare + "?" // "Any updates on the 4844 project?"
	}
	switch v := firstWord(in.Verb); {
	case v == "search" || v == "find" || v == "look" || v == "locate":
		return "Looking for " + rest + "."
	case bare == rest || strings.Contains(rest, "need"):
		// no article: "Need coworking space in Melbourne" drops one; and
		// not "Need the customer need for …"
		return st.one("Can I see "+rest+"?", "Could I get "+rest+"?")
	}
	switch st.intn(3) {
	case 0:
		return "Can I see " + rest + "?"
	case 1:
		return "Could I get " + rest + "?"
	}
	return "Need " + rest + "."
}
