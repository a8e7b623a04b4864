package prompt

import (
	"regexp"
	"strings"
)

// A product's name is who does the act, never what it is done to: a
// tool named "web_search_advanced_exa" searches the web, not "the
// advanced exa", and "Start an Exa Agent run" starts an agent run. The
// words most of a server's tool names open or end on (role.Server.Brand)
// and a description that opens on a name and a colon ("LabLink:
// estimate the price …") are read without the name.

// brandLead matches a description that opens on a product's name and a
// colon before its act ("HarborHub: convert a reservation invoice …").
var brandLead = regexp.MustCompile(`^([A-Z][A-Za-z0-9]*(?: [A-Z][A-Za-z0-9]*){0,2}):\s+([A-Za-z]+)`)

// unbrandedDesc drops a product's name opening desc before its act; desc
// is unchanged when what follows the colon opens on no verb ("Note: this
// tool …").
func unbrandedDesc(desc string) string {
	m := brandLead.FindStringSubmatchIndex(strings.TrimSpace(desc))
	if m == nil {
		return desc
	}
	s := strings.TrimSpace(desc)
	if !verbs[verbBase(strings.ToLower(s[m[4]:m[5]]))] {
		return desc
	}
	return s[m[4]:]
}

// unbrandedName drops from a tool's name the words that are its server's
// product name (see role.Server.Brand) and that its description does not
// use as a common word: "web_search_advanced_exa" → "web search
// advanced". A verb, or a word the description says in lower case
// ("create_issue" on a server of issue tools), is kept; so is a name
// left with nothing.
func unbrandedName(t ToolInfo, desc string) string {
	if t.Peers == nil || spokenName(t.Name) != t.Name {
		return t.Name // a namespaced name says its act after the namespace
	}
	said := map[string]bool{} // the description's words written in lower case
	for x := range strings.FieldsSeq(desc) {
		said[strings.Trim(x, ".,;:()'\"`")] = true
	}
	words := strings.Fields(Humanize(t.Name))
	var kept []string
	for i, w := range words {
		l := strings.ToLower(w)
		if (i == 0 || i == len(words)-1) && t.Peers.Brand(l) && !verbs[l] && !said[l] {
			continue
		}
		kept = append(kept, w)
	}
	if len(kept) == len(words) || len(kept) == 0 {
		return t.Name
	}
	return strings.Join(kept, "_")
}

// unbrandedIntent drops the server's product name from the intent's
// object and place, where a description names it as a maker's mark ("an
// Exa Agent run" → "an agent run"; "the authenticated Firecrawl team's
// current credit" → "the authenticated team's current credit"). A place
// left with only its preposition goes.
func unbrandedIntent(t ToolInfo, in intent) intent {
	if t.Peers == nil || in.Fixed {
		return in
	}
	in.Object = dropBrandWords(t, in.Object)
	if x := dropBrandWords(t, in.Extra); len(strings.Fields(x)) < 2 {
		in.Extra = ""
	} else {
		in.Extra = x
	}
	return in
}

// dropBrandWords drops the capitalized brand words of s; a capitalized
// word the brand names ("Exa Agent") is said in lower case after it.
func dropBrandWords(t ToolInfo, s string) string {
	w := strings.Fields(s)
	var out []string
	lowerNext := false
	changed := false
	for _, x := range w {
		base := strings.TrimRight(x, ".,;:")
		if productName(base) && t.Peers.Brand(base) && base == x {
			lowerNext, changed = true, true
			continue
		}
		if lowerNext && productName(x) {
			x = strings.ToLower(x)
		}
		lowerNext = false
		out = append(out, x)
	}
	if !changed || len(out) == 0 || determiners[strings.ToLower(out[len(out)-1])] || strings.EqualFold(out[len(out)-1], "any") {
		return s // "read any Jira": the name is all the object says
	}
	return fixArticle(strings.Join(out, " "))
}

// brandFreeIntent is the intent of t read without its product's name:
// from its name less the brand words and its description less a leading
// name, then with the name dropped from the object and place.
func brandFreeIntent(t ToolInfo) intent {
	desc := unbrandedDesc(t.Description)
	u := t
	u.Description = desc
	u.Name = unbrandedName(t, desc)
	return writtenAct(t, plainKinds(framedAct(t, soundAct(t, oneAct(t, convertedObject(unbrandedIntent(t, agreedIntent(u, peerToolIntent(t.Peers, u.Name, t.Title, desc)))))))))
}
