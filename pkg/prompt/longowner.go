package prompt

import "strings"

// longOwner says "the <h> of <ref>", where ref carries a pasted id ("page
// 5c3e…"), the ways people attach a part to such a thing: a possessive on
// the id reads badly ("page 5c3e…'s contents"), so the preposition
// changes instead, taken in turn (vary): "the contents of block 5c3e…",
// "the contents for block 5c3e…", and for what is written on a thing "the
// comments on block 5c3e…". One preposition on every record of a tool
// puts the same words before every id the tool is asked about. Only a
// read takes "for": a change's object is reworded after this ("the cover
// image of page 5c3e…" is made from "the properties of page 5c3e…").
// prep is the phrase's own preposition; a phrase on another
// ("information about page 5c3e…") stays as it is.
func (st *funcState) longOwner(obj, h, ref, prep string, head []string) string {
	if prep != "of" {
		return obj
	}
	the := ""
	if strings.HasPrefix(strings.ToLower(obj), "the ") && !determiners[strings.ToLower(head[0])] {
		the = "the " // never "the all labels on board 67…"
	}
	forms := []string{obj}
	if st.reads() {
		forms = append(forms, the+h+" for "+ref)
	}
	if onHeads[strings.ToLower(lastWord(h))] || onHeads[strings.ToLower(head[0])] {
		forms = append(forms, the+h+" on "+ref)
	}
	if len(forms) == 2 {
		// Two forms taken in turn follow the parity of the record's
		// index, as do the sentence plans that say an object at all:
		// a tool whose every other plan asks without one ("What does
		// block 5c3e… say?") would say one form only. A third slot
		// breaks the beat.
		forms = append(forms, obj)
	}
	return st.vary("owner", forms...)
}
