package prompt

// writtenSetting says a sentence a person writes into a field named hl
// ("special requests", "change requests") as that text, inline ("with
// the special requests \"Two of us; …\"") or in a sentence of its own
// after the request ("For the special requests: …"), never as a setting
// read back ("special requests set to \"…\"").
func writtenSetting(st *funcState, hl, q string) argWords {
	return argWords{text: st.turn("with the "+hl+" "+q, "with "+q+" as the "+hl), noun: "text", ref: q,
		alone: st.vary("setting-text-alone", "For the "+hl+": "+q, "In the "+hl+", put: "+q),
		own:   true}
}
