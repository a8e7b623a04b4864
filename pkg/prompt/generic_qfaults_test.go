package prompt

import "testing"

// TestGenericValueFaults checks requests for faults a blind rater found in
// the generic path, on tools written for this test: a wait for a time
// keeps the "to appear" of a wait for a text ("wait for 15 seconds to
// appear"); a page's cover said as a bare "url" ("setting url \"https://…\"")
// and its icon as an "emoji".
func TestGenericValueFaults(t *testing.T) {
	wait := `{"type":"object","properties":{"time":{"type":"number","description":"The time to wait in seconds"},"text":{"type":"string","description":"The text to wait for"},"textGone":{"type":"string","description":"The text to wait for to disappear"}}}`
	cases := []requestCase{
		{"page_wait", "Wait for text to appear or disappear or a specified time to pass", wait,
			`{"time":15}`, []string{"15 seconds"}, []string{"appear", "text"}},
		{"page_wait", "Wait for text to appear or disappear or a specified time to pass", wait,
			`{"text":"Order confirmed"}`, []string{"\"Order confirmed\""}, nil},
		{"doc_page_update", "Update page properties",
			`{"type":"object","properties":{"page_id":{"type":"string"},"cover":{"type":"object","properties":{"external":{"type":"object","properties":{"url":{"type":"string"}}}}}},"required":["page_id"]}`,
			`{"page_id":"p-42","cover":{"external":{"url":"https://images.example.com/roadmap.jpg"}}}`,
			[]string{"cover image", "https://images.example.com/roadmap.jpg"}, []string{"url \"", "setting url", "with url"}},
		{"doc_page_update", "Update page properties",
			`{"type":"object","properties":{"page_id":{"type":"string"},"icon":{"type":"object","properties":{"emoji":{"type":"string"}}}},"required":["page_id"]}`,
			`{"page_id":"p-42","icon":{"emoji":"🚀"}}`, []string{"icon", "🚀"}, []string{"emoji"}},
	}
	checkRequests(t, cases, 30, 71)
}
