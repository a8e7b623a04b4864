package prompt

import "testing"

// "Return a tool." of a tool named for a check-in is the act of returning
// it, not the documentation's "returns" read as a look-up: was 'Can you
// get me tool NVFX-4594?', now 'Could you return tool NVFX-4594?'. A
// look-up named so ("GetLatestAudiogram", "Returns the most recent …")
// still gets.
func TestNamedReturn(t *testing.T) {
	checkSaid(t, fileRequests(t, "dev45/city_tool_library.json", "toollib_checkin", `{"tool_id":"NVFX-4594"}`, 8),
		[]string{"return"}, "get me", "pull up", "look up", "bring up")
	for name, want := range map[string]bool{"toollib_checkin": true, "checkInParts": true, "rent_ret": true,
		"GetLatestAudiogram": false, "get_return": false, "scaf_get_job": false} {
		if got := namedReturn(name); got != want {
			t.Errorf("namedReturn(%q) = %v, want %v", name, got, want)
		}
	}
}
