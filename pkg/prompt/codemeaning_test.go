package prompt

import "testing"

// A numeric code whose description spells out each meaning is asked for
// by its meaning: "use subject as title", never "a title source of 1".
func TestCodeSaidByMeaning(t *testing.T) {
	cases := []requestCase{
		{"add_scan_rule", "Add a rule that files incoming scans.",
			`{"type":"object","properties":{"name":{"type":"string"},"title_source":{"type":"integer","minimum":1,"maximum":3,"description":"Title assignment: 1=Use subject as title, 2=Use attachment filename as title, 3=Do not assign title from rule"}},"required":["name","title_source"]}`,
			`{"name":"Receipts","title_source":2}`, []string{"use attachment filename as title"}, []string{"title source", " 2"}},
		// no sign between a code and its meaning: "high urgency"
		{"file_ticket", "File a support ticket.",
			`{"type":"object","properties":{"subject":{"type":"string"},"urgency":{"type":"integer","enum":[1,2,3],"description":"Urgency: 1 high, 2 medium, 3 low"}},"required":["subject","urgency"]}`,
			`{"subject":"Printer jams","urgency":1}`, []string{"high urgency"}, []string{"urgency of 1", " 1"}},
		// a meaning that already ends in the key, or says "not": "no
		// urgency", "marked not urgent", never "no urgency urgency"
		{"file_ticket", "File a support ticket.",
			`{"type":"object","properties":{"subject":{"type":"string"},"urgency":{"type":"integer","enum":[0,1],"description":"Urgency: 0 = No urgency, 1 = Some urgency"}},"required":["subject","urgency"]}`,
			`{"subject":"Printer jams","urgency":0}`, []string{"no urgency"}, []string{"urgency urgency", " 0"}},
		{"file_ticket", "File a support ticket.",
			`{"type":"object","properties":{"subject":{"type":"string"},"urgency":{"type":"integer","enum":[0,1],"description":"Urgency: 0 not urgent, 1 urgent"}},"required":["subject","urgency"]}`,
			`{"subject":"Printer jams","urgency":0}`, []string{"marked not urgent"}, []string{"urgency of", " 0"}},
	}
	checkRequests(t, cases, 12, 1517)
}
