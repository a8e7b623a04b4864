package synth

import "strings"

// A formField is one field of a web form: how a person describes it, its
// CSS selector and label, the field type browser tools name, and what is
// typed or chosen in it. Element-plus-value tools (fill, type, select)
// get a value that fits the element: an email in an email field, a
// country in a country dropdown.
type formField struct {
	desc, sel, label, typ string
	kind                  byte // 'e' email, 'q' search, 'w' password, 'f' first name, 'p' person, 'c' city, 't' phone, 's' sentence, 'v' one of vals
	vals                  []string
}

var formFields = []formField{
	{"Email field", `input[name="email"]`, "Email", "textbox", 'e', nil},
	{"Search box", "#search-input", "Search", "textbox", 'q', []string{"wireless headphones", "running shoes", "standing desk", "usb-c charger"}},
	{"Password field", `input[type="password"]`, "Password", "textbox", 'v', []string{"correct-horse-42", "S3cure!pass", "blue-Falcon-2026"}},
	{"First name field", "input#first-name", "First name", "textbox", 'f', nil},
	{"Full name field", `input[name="name"]`, "Full name", "textbox", 'p', nil},
	{"City field", `input[name="city"]`, "City", "textbox", 'c', nil},
	{"Phone number field", `input[type="tel"]`, "Phone", "textbox", 't', nil},
	{"Comment box", `textarea[name="comment"]`, "Comment", "textbox", 'v', []string{"Please leave the package at the front desk.", "Great service, thanks!", "Can you deliver after 6pm?"}},
	{"Coupon code field", "input#coupon", "Coupon code", "textbox", 'v', []string{"SPRING20", "WELCOME10", "FREESHIP"}},
	{"Country dropdown", "select#country", "Country", "combobox", 'v', []string{"Portugal", "Germany", "Canada", "Japan"}},
	{"Size dropdown", `select[name="size"]`, "Size", "combobox", 'v', []string{"S", "M", "L", "XL"}},
	{"Shipping method dropdown", "select#shipping", "Shipping method", "combobox", 'v', []string{"Standard shipping", "Express shipping", "Store pickup"}},
	{"Terms and conditions checkbox", "input#accept-terms", "I agree to the terms", "checkbox", 'v', []string{"true"}},
	{"Newsletter checkbox", `input[name="newsletter"]`, "Subscribe to the newsletter", "checkbox", 'v', []string{"true", "false"}},
	// a radio button of its own group: an express delivery option beside
	// a shipping method of "Store pickup" contradicts it
	{"Pay by card option", `input[value="card"]`, "Credit card", "radio", 'v', []string{"true"}},
	{"Business account option", `input[value="business"]`, "Business account", "radio", 'v', []string{"true"}},
	{"Max price slider", "input#max-price", "Max price", "slider", 'v', []string{"250", "500", "80"}},
}

// fixInputs makes the element and the value of an element-plus-value
// object (a selector or element beside value/text/values) one form field:
// the element is a field of the kind the tool acts on (a dropdown to select
// in, a text box to type in) and the value is what that field takes. Only
// keys already present are rewritten; the instance is validated whole.
func (g *Generator) fixInputs(obj map[string]any) {
	_, hasVal := obj["value"].(string)
	_, hasText := obj["text"].(string)
	vals, hasVals := obj["values"].([]any)
	if !hasVal && !hasText && !hasVals {
		return
	}
	_, sel := obj["selector"].(string)
	_, elem := obj["element"].(string)
	tgt, _ := obj["target"].(string)
	if !sel && !elem && !(len(tgt) > 1 && len(tgt) < 6 && tgt[0] == 'e') {
		return
	}
	typ, _ := obj["type"].(string)
	if typ == "" {
		typ = "textbox"
		if hasVals || strings.Contains(g.topicL, "select") {
			typ = "combobox"
		}
	}
	var cands, fresh []int
	for i := range formFields {
		if formFields[i].typ == typ {
			cands = append(cands, i)
			if g.sc.formUsed&(1<<uint(i)) == 0 {
				fresh = append(fresh, i)
			}
		}
	}
	if len(cands) == 0 {
		return
	}
	if len(fresh) == 0 && obj["type"] != nil {
		// every field of that type is filled: a field of another type
		for i := range formFields {
			if g.sc.formUsed&(1<<uint(i)) == 0 {
				fresh = append(fresh, i)
			}
		}
	}
	if len(fresh) > 0 {
		cands = fresh // one form has each field once
	}
	fi := cands[g.rng.Intn(len(cands))]
	g.sc.formUsed |= 1 << uint(fi)
	ff := &formFields[fi]
	if obj["type"] != nil && ff.typ != typ {
		obj["type"] = ff.typ
	}
	if sel {
		obj["selector"] = ff.sel
	}
	if elem {
		obj["element"] = ff.desc
	}
	if _, ok := obj["name"].(string); ok && obj["type"] != nil {
		obj["name"] = ff.label
	}
	v := g.formValue(ff)
	switch {
	case hasVal:
		obj["value"] = v
	case hasText:
		obj["text"] = v
	case len(vals) > 0:
		obj["values"] = []any{v}
	}
	g.unsure = true
}

// formValue returns what a person enters in the field.
func (g *Generator) formValue(ff *formField) string {
	switch ff.kind {
	case 'e':
		return g.sceneEmail()
	case 'f':
		first, _ := g.person()
		return first
	case 'p':
		return g.personName()
	case 'c':
		return g.city()
	case 't':
		return g.fake.PhoneFormatted()
	}
	return ff.vals[g.rng.Intn(len(ff.vals))]
}
