package prompt

import "strings"

// formWords says a list of form fields ([{"name": "Country", "type":
// "combobox", "target": "e118", "value": "Germany"}, …]) as what each
// field gets, by the field's label and widget as the snapshot shows them
// and with the ref lightly beside: "with Germany picked in the Country
// combobox (e118), the \"Subscribe to the newsletter\" checkbox (e93)
// ticked and the Max price slider (e67) at 80". Each field is said in a
// shape of its own (shape turns per field), never one clause repeated
// ("choosing Germany in the Country combobox (e118), choosing M in the
// Size combobox (e103)" reads as a form template). ok is false for a
// list that is not one of fields of known kinds.
func (st *funcState) formWords(x []any) (string, bool) {
	if len(x) == 0 || len(x) > 4 {
		return "", false
	}
	fields := make([][4]string, len(x))
	for i, e := range x {
		m, ok := e.(map[string]any)
		if !ok {
			return "", false
		}
		name, _ := m["name"].(string)
		kind, _ := m["type"].(string)
		ref, _ := m["target"].(string)
		if ref == "" {
			ref, _ = m["ref"].(string)
		}
		val, isStr := m["value"].(string)
		if name == "" || kind == "" || ref == "" || !isStr || len(m) != 4 || strings.ContainsAny(val, "\n") {
			return "", false
		}
		if _, ok := formFieldWords(name, kind, ref, val, 0); !ok {
			return "", false
		}
		fields[i] = [4]string{name, kind, ref, val}
	}
	// drawn only for a list of fields: another list (documents to insert)
	// leaves the source as it found it
	shape := st.intn(3)
	parts := make([]string, len(x))
	for i, f := range fields {
		parts[i], _ = formFieldWords(f[0], f[1], f[2], f[3], (shape+i)%3)
	}
	return st.one("with ", ": ", "with ") + joinWords(parts, "and"), true
}

// formFieldWords says what one form field gets (see formWords) in one of
// three shapes: the label as the page shows it, quoted when it is a
// phrase ("the \"I agree to the terms\" checkbox"), the widget's kind
// and the ref in brackets after it.
func formFieldWords(name, kind, ref, val string, shape int) (string, bool) {
	label := name
	if len(strings.Fields(name)) > 2 {
		label = quoteStr(name)
	}
	the := "the " + label + " " + kind + " (" + ref + ")"
	pick := func(forms ...string) (string, bool) { return forms[shape%len(forms)], true }
	switch kind {
	case "textbox", "text", "textarea", "input":
		v := quoteStr(val)
		return pick(v+" in "+the, the+" filled with "+v, v+" typed into "+the)
	case "checkbox", "switch":
		switch val {
		case "true":
			return pick(the+" ticked", the+" checked", the+" ticked")
		case "false":
			return pick(the+" unticked", the+" cleared", the+" unchecked")
		}
	case "radio":
		if val == "true" {
			the = "the " + label + " radio button (" + ref + ")"
			return pick(the+" selected", the+" picked", the+" selected")
		}
	case "combobox", "select", "dropdown":
		v := val
		if strings.ContainsAny(val, " ,") {
			v = quoteStr(val)
		}
		return pick(v+" picked in "+the, v+" chosen in "+the, v+" from "+the)
	case "slider", "range", "number":
		return pick(the+" at "+val, the+" moved to "+val, the+" dragged to "+val)
	}
	return "", false
}
