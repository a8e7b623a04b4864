package role

import "testing"

// Undescribed keys that name a time: "when" and "needed" are a time and a
// day; "from" and "to" beside each other span days on a report or a
// bill, hours beside a date, and stay unread on a tool that moves
// things or sends messages.
func TestBareWhen(t *testing.T) {
	s := `{"type":"string"}`
	for _, c := range []struct {
		tool, desc, name string
		sibs             []string
		want             Kind
	}{
		{"book_session", "Kids club / taster / private", "when", []string{"kind", "people"}, DateTime},
		{"zf_embryos", "Request embryos", "needed", []string{"line", "qty"}, Date},
		{"wms_storage_bill", "Pallet-weeks for billing", "from", []string{"owner", "to"}, Date},
		{"wms_storage_bill", "Pallet-weeks for billing", "to", []string{"owner", "from"}, Date},
		{"spend_report", "Transport spend by route type / school for a period", "from", []string{"to", "group_by"}, Date},
		{"rehearsal_call", "Emails a rehearsal call to the cast", "from", []string{"date", "to"}, Time},
		{"wms_move", "", "to", []string{"sscc"}, Unknown},
		{"convert", "Convert an amount between currencies", "from", []string{"to", "amount"}, Unknown},
		{"move_item", "Move an item", "to", []string{"from", "item"}, Unknown},
		{"record_daily_rate_change", "Record a new daily rate", "effective_from", []string{"route_code"}, Date},
		{"set_price", "Set a price", "valid_from", []string{"sku"}, Date},
		{"move_item", "Move an item", "moved_from", []string{"item"}, Unknown},
		{"source_code", "View source code with issues highlighted", "to", []string{"key", "from", "branch"}, Unknown},
	} {
		r := Classify(ToolContext{Name: c.tool, Description: c.desc}, ParamContext{Name: c.name, Path: "/" + c.name, Schema: []byte(s), Siblings: c.sibs})
		if r.Kind != c.want {
			t.Errorf("%s.%s beside %v: %s (%s), want %s", c.tool, c.name, c.sibs, r.Kind, r.Why, c.want)
		}
	}
}

// A list under a plural head of an identifier ("contract_nos",
// "candidateNumbers") holds numbers of those things, not words.
func TestPluralIDHeads(t *testing.T) {
	for _, name := range []string{"contract_nos", "candidateNumbers", "invoice_nums"} {
		r := Classify(ToolContext{Name: "issue_settlement"}, ParamContext{Name: name, Path: "/" + name + "/0", Schema: []byte(`{"type":"string"}`), Item: true})
		if r.Kind != ID || r.ID != IDInteger {
			t.Errorf("%s item: %s %s (%s), want an integer id", name, r.Kind, r.ID, r.Why)
		}
	}
}
