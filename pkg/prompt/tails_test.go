package prompt

import "testing"

// optionTailCases are option tails whose stiff forms echo the key: a
// confirming flag ("and confirm it"), a method or mode enum ("in transfer
// method", "using the cmyk 4 4 mode") and a number that names a thing
// ("a proof version of 3"). The schemas are those of the hold22 dev
// servers (paperless delete_tag, museum deaccession, print shop).
var optionTailCases = []requestCase{
	{name: "delete_tag", desc: "⚠️ DESTRUCTIVE: Permanently delete a tag from the entire system. This will remove the tag from ALL documents that use it. Use with extreme caution.",
		schema: `{"type":"object","properties":{"id":{"type":"number"},"confirm":{"type":"boolean","description":"Must be true to confirm this destructive operation"}},"required":["id","confirm"]}`,
		args:   `{"id":21606,"confirm":true}`,
		want:   []string{"21606", "sure"},
		never:  []string{"confirm it", "confirm: true"}},
	{name: "remove_hive", desc: "Remove a hive record that was entered in error.",
		schema: `{"type":"object","properties":{"hive_id":{"type":"string"},"confirm":{"type":"boolean","const":true,"description":"Must be true."}},"required":["hive_id","confirm"]}`,
		args:   `{"hive_id":"HV-0497","confirm":true}`,
		want:   []string{"HV-0497", "sure"},
		never:  []string{"confirm it"}},
	{name: "deaccession_object", desc: "Deaccession an object from the permanent collection.",
		schema: `{"type":"object","properties":{"accessionNumber":{"type":"string"},"disposalMethod":{"type":"string","enum":["transfer","sale","exchange","return_to_origin","destruction"]}},"required":["accessionNumber","disposalMethod"]}`,
		args:   `{"accessionNumber":"2025.658.4","disposalMethod":"transfer"}`,
		want:   []string{"2025.658.4", "transfer"},
		never:  []string{"transfer method", "and transfer it"}},
	{name: "bulk_edit_documents", desc: "Perform bulk operations on multiple documents.",
		schema: `{"type":"object","properties":{"documents":{"type":"array","items":{"type":"number"}},"method":{"type":"string","enum":["add_tag","delete","merge","split","rotate"]}},"required":["documents","method"]}`,
		args:   `{"documents":[72,52],"method":"split"}`,
		want:   []string{"split", "72"},
		never:  []string{"by split", "split method"}},
	{name: "estimate_job", desc: "Price a print job.",
		schema: `{"type":"object","properties":{"product":{"type":"string","enum":["flyers","banners","envelopes"]},"quantity":{"type":"integer"},"color_mode":{"type":"string","enum":["cmyk_4_4","cmyk_4_0","grayscale_1_0"]}},"required":["product","quantity"]}`,
		args:   `{"product":"flyers","quantity":75,"color_mode":"grayscale_1_0"}`,
		want:   []string{"grayscale 1/0", "75"},
		never:  []string{"grayscale 1 0", "using the"}},
	{name: "approve_proof", desc: "Approve a digital proof for an order.",
		schema: `{"type":"object","properties":{"order_id":{"type":"string"},"proof_version":{"type":"integer","minimum":1}},"required":["order_id"]}`,
		args:   `{"order_id":"INK-2025-07156","proof_version":3}`,
		want:   []string{"INK-2025-07156", "version 3"},
		never:  []string{"version of 3"}},
	{name: "draft_outgoing_loan", desc: "Draft an outgoing loan agreement.",
		schema: `{"type":"object","properties":{"loanStart":{"type":"string","format":"date"},"objects":{"type":"array","items":{"type":"object","properties":{"accessionNumber":{"type":"string"},"insuranceValueUsd":{"type":"number"},"crateRequired":{"type":"boolean"}},"required":["accessionNumber","insuranceValueUsd"]}}},"required":["loanStart","objects"]}`,
		args:   `{"loanStart":"2026-04-04","objects":[{"accessionNumber":"2026.262.8","insuranceValueUsd":486.65,"crateRequired":true},{"accessionNumber":"2025.262.8","insuranceValueUsd":86.65}]}`,
		want:   []string{"objects", "$486.65 insurance value", "$86.65", "2025.262.8"},
		never:  []string{"usd", "loan agreements"}},
	{name: "remove_shared_labels", desc: "Remove a shared label in Todoist",
		schema: `{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"}},"required":["name"]}}},"required":["items"]}`,
		args:   `{"items":[{"name":"urgent"},{"name":"quick win"}]}`,
		want:   []string{"labels", "urgent", "quick win"},
		never:  []string{"the items", "with items"}},
	{name: "record_mite_treatment", desc: "Record a mite treatment on one or more hives.",
		schema: `{"type":"object","properties":{"hive_ids":{"type":"array","items":{"type":"string"}},"product":{"type":"string","enum":["oxalic_acid_vapor","formic_acid","amitraz"]}},"required":["hive_ids","product"]}`,
		args:   `{"hive_ids":["HV-0411"],"product":"formic_acid"}`,
		want:   []string{"formic acid", "HV-0411"},
		never:  []string{"formic acid product"}},
	{name: "submit_trial", desc: "Submit a clinical trial to the registry.",
		schema: `{"type":"object","properties":{"title":{"type":"string"},"phase":{"type":"string","enum":["early_phase_1","phase_1","phase_2"]}},"required":["title","phase"]}`,
		args:   `{"title":"Metformin in prediabetes","phase":"early_phase_1"}`,
		want:   []string{"early phase 1"},
		never:  []string{"phase 1 phase"}},
}

// Option tails are said as a person says them, with every value kept
// (optionTailCases).
func TestOptionTailsSayValuesPlainly(t *testing.T) {
	checkRequests(t, optionTailCases, 12, 47)
}

// digitCodeWords writes codes of words and single digits the way they are
// written, and leaves other values to the general wording.
func TestDigitCodeWords(t *testing.T) {
	for _, c := range []struct {
		x, want string
		ok      bool
	}{
		{"cmyk_4_4", "CMYK 4/4", true},
		{"grayscale_1_0", "grayscale 1/0", true},
		{"cmyk_4", "", false},           // one digit: enumWords says "cmyk 4"
		{"v_1_2", "", false},            // a letter, not a word: a version
		{"python_3_11", "", false},      // not single digits
		{"return_to_origin", "", false}, // no digits
	} {
		got, ok := digitCodeWords(c.x)
		if got != c.want || ok != c.ok {
			t.Errorf("digitCodeWords(%q) = %q, %v; want %q, %v", c.x, got, ok, c.want, c.ok)
		}
	}
}
