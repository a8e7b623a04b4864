package prompt

import "strings"

// accessText says what a call goes through (a connection, a session, a
// server) inside the request's clause, the ways people mention it once:
// "on prod-42bb", "on the prod-42bb connection", "using my prod-42bb
// connection", "in prod-42bb". Most wordings are bare: a person names the
// connection by its name and says "connection" now and then, not the key
// in brackets on every request ("(connection prod-42bb)"), nor "through
// prod-42bb" after every filter. The wordings are taken in turn (vary).
func (st *funcState) accessText(noun, x string) string {
	forms := []string{"on " + x, "via " + x, "using my " + x + " " + noun, "with " + x, "on the " + x + " " + noun,
		"over on " + x, "via my " + x + " " + noun}
	if st.reads() {
		// a query runs against a connection and reads from it; a write
		// does neither
		forms = append(forms, "against "+x, "from "+x)
	}
	return st.vary("access", forms...)
}

// reads tells whether the tool being rendered only reads.
func (st *funcState) reads() bool { return st.data != nil && st.data.Tool.intent.Read }

// accessAlone says what a call goes through in a sentence of its own,
// before or after the request, as people add it: "This is on the
// prod-42bb connection.", "Use my prod-42bb connection.", never the
// command-speak "Go through prod-42bb."
func (st *funcState) accessAlone(noun, x string) string {
	forms := []string{"This is on " + x + ".", "Use my " + x + " " + noun + ".", "It's on " + x + ".",
		strings.ToUpper(noun[:1]) + noun[1:] + "'s " + x + ".", "The " + noun + " is " + x + ".", "Run it on " + x + ".",
		"We're on " + x + " for this one.", "Do it on the " + x + " " + noun + "."}
	switch noun {
	case "connection", "server", "instance", "cluster":
		forms = append(forms, "I'm connected to "+x+".")
		if st.reads() {
			forms = append(forms, "This is against "+x+".")
		}
	case "session":
		forms = append(forms, "It's in session "+x+".")
	}
	return st.vary("access-alone", forms...)
}

// elementRef names an element of a page snapshot the way a person does
// who sees it and has its reference: "the Sign in button (e12)", "the
// Sign in button (ref e12)", "e12, the Sign in button". One wording on
// every request ("the Sign in button (e12)") is what a fine-tuned model
// would learn as the only way to say it; people copy the ref beside the
// name in several ways, and the wordings are taken in turn (vary).
func (st *funcState) elementRef(desc, ref string) string {
	the := "the " + desc
	if strings.HasPrefix(strings.ToLower(desc), "the ") {
		the = desc
	}
	return st.vary("element", the+" ("+ref+")", the+" (ref "+ref+")", ref+" ("+the+")",
		the+" at "+ref, the+" [ref="+ref+"]", the+" ("+ref+" in the snapshot)")
}

// namedElement is elementRef with the name first ("the Country combobox
// (ref e9)", "the Country combobox at e9"): what a form's field says
// after what is done to it ("choosing Chile in …", "checking …"), where a
// bare ref first ("checking e3 (the Subscribe checkbox)") hides what is
// checked.
func (st *funcState) namedElement(desc, ref string) string {
	the := "the " + desc
	return st.vary("element", the+" ("+ref+")", the+" (ref "+ref+")", the+" at "+ref, the+" [ref="+ref+"]",
		the+" ("+ref+" in the snapshot)")
}

// throughBesideFilter keeps what a call goes through away from a filter
// ("where active is true on dev-0625" reads as where the documents are
// active): beside a "where …" lead it is said in a sentence of its own
// half the time ("It's on dev-0625."), else "via dev-0625".
func (st *funcState) throughBesideFilter(out []argWords) {
	filter := false
	for _, a := range out {
		filter = filter || a.lead && strings.HasPrefix(a.text, "where ")
	}
	if !filter {
		return
	}
	for i, a := range out {
		if !a.through {
			continue
		}
		if a.alone != "" && st.intn(2) == 0 {
			out[i].lead, out[i].own, out[i].through = false, true, false
			continue
		}
		for _, p := range []string{"over on ", "on "} {
			if rest, ok := strings.CutPrefix(a.text, p); ok {
				out[i].text = "via " + rest
				break
			}
		}
	}
}
