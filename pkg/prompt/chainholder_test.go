package prompt

import "testing"

// TestHolderNoun: a listing's member said as one of its items; members
// naming no kind of thing give none.
func TestHolderNoun(t *testing.T) {
	for key, want := range map[string]string{
		"visits": "visit", "tuning_visits": "tuning visit", "openJobs": "open job",
		"deliveries": "delivery", "results": "", "data": "", "status": "", "": "",
	} {
		if got := holderNoun(key); got != want {
			t.Errorf("holderNoun(%q) = %q, want %q", key, got, want)
		}
	}
}

// TestPossessedBy: what an object phrase says is the noun's.
func TestPossessedBy(t *testing.T) {
	for _, c := range []struct{ obj, noun, want string }{
		{"a customer's contact details and pianos", "customer", "contact details and pianos"},
		{"the customer’s address", "customer", "address"},
		{"customer details", "customer", ""},
		{"a customer's", "customer", ""},
	} {
		if got, _ := possessedBy(c.obj, c.noun); got != c.want {
			t.Errorf("possessedBy(%q, %q) = %q, want %q", c.obj, c.noun, got, c.want)
		}
	}
}
