package prompt

import (
	"strings"
	"testing"
)

// A look-up of one member by card says the card after the member ("find
// the member on card TL-52598"), never first ("Card TL-52598: could I get
// the member?", "On card TL-52598, look up the member") nor as a question
// of what the member is.
func TestFindsOneKeepsItsKey(t *testing.T) {
	after := 0
	for _, s := range fileRequests(t, "dev43/city_tool_library.json", "toollib_lookup_member", `{"card_number":"TL-52598"}`, 16) {
		l := strings.ToLower(s)
		if strings.HasPrefix(l, "card ") || strings.HasPrefix(l, "on card") || strings.HasPrefix(l, "for card") || strings.Contains(l, "what the member") {
			t.Errorf("card said apart from the member: %q", s)
		}
		if strings.Contains(l, "member on card tl-52598") || strings.Contains(l, "member of card tl-52598") || strings.Contains(l, "member for card tl-52598") {
			after++
		}
	}
	if after == 0 {
		t.Error("no request says the member on card TL-52598")
	}
}
