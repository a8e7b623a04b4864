package prompt

import "testing"

// A numeric code whose description spells out each meaning is asked for
// by its meaning: "use subject as title", never "a title source of 1".
func TestCodeSaidByMeaning(t *testing.T) {
	cases := []requestCase{
		{"add_scan_rule", "Add a rule that files incoming scans.",
			`{"type":"object","properties":{"name":{"type":"string"},"title_source":{"type":"integer","minimum":1,"maximum":3,"description":"Title assignment: 1=Use subject as title, 2=Use attachment filename as title, 3=Do not assign title from rule"}},"required":["name","title_source"]}`,
			`{"name":"Receipts","title_source":2}`, []string{"use attachment filename as title"}, []string{"title source", " 2"}},
	}
	checkRequests(t, cases, 12, 1517)
}
