package prompt

import "testing"

// TestGenericValueFaults checks requests for faults a blind rater found in
// the generic path, on tools written for this test: a wait for a time
// keeps the "to appear" of a wait for a text ("wait for 15 seconds to
// appear").
func TestGenericValueFaults(t *testing.T) {
	wait := `{"type":"object","properties":{"time":{"type":"number","description":"The time to wait in seconds"},"text":{"type":"string","description":"The text to wait for"},"textGone":{"type":"string","description":"The text to wait for to disappear"}}}`
	cases := []requestCase{
		{"page_wait", "Wait for text to appear or disappear or a specified time to pass", wait,
			`{"time":15}`, []string{"15 seconds"}, []string{"appear", "text"}},
		{"page_wait", "Wait for text to appear or disappear or a specified time to pass", wait,
			`{"text":"Order confirmed"}`, []string{"\"Order confirmed\""}, nil},
	}
	checkRequests(t, cases, 30, 71)
}
