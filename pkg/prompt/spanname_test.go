package prompt

import "testing"

// TestNamedSpan checks a span whose key names what it measures is said
// with that name ("with a withdrawal of 15 days", "with 20 crew hours"),
// never a bare "for 15 days" that leaves the number's meaning unsaid, and
// that a key naming only the span or the request's object keeps "for".
func TestNamedSpan(t *testing.T) {
	obj := intent{Verb: "book", Object: "a lesson"}
	for _, c := range []struct {
		hl, span string
		want     string
		ok       bool
	}{
		{"withdrawal days", "15 days", "with a withdrawal of 15 days", true},
		{"crew hours", "20 hours", "with 20 crew hours", true},
		{"start seconds", "60 seconds", "starting at 60 seconds", true},
		{"end seconds", "90 seconds", "ending at 90 seconds", true},
		{"within days", "30 days", "in the next 30 days", true},
		{"within days", "1 day", "in the next day", true},
		{"hold minutes", "15 minutes", "", false},
		{"payment terms days", "45 days", "with 45 days of payment terms", true},
		{"grace seconds", "180 seconds", "with a grace of 180 seconds", true},
		{"duration minutes", "45 minutes", "", false},
		{"estimated minutes", "30 minutes", "", false},
		{"lesson minutes", "45 minutes", "", false}, // the object says it
		{"remaining days", "3 days", "", false},
		{"days", "3 days", "", false},
		{"spoiling within days", "5 days", "spoiling within 5 days", true},
		{"staler than hours", "6 hours", "staler than 6 hours", true},
		// a gerund tells the noun's use: the noun stays, and none is "no"
		{"reading time minutes", "10 minutes", "with a reading time of 10 minutes", true},
		{"reading time minutes", "0 minutes", "with no reading time", true},
		{"cooling time minutes", "0 minutes", "with no cooling time", true},
	} {
		got, ok := namedSpan(c.hl, c.span, obj)
		if got != c.want || ok != c.ok {
			t.Errorf("namedSpan(%q, %q) = %q, %v; want %q, %v", c.hl, c.span, got, ok, c.want, c.ok)
		}
	}
}

// TestNamedSpanRequest checks a whole request says what a named span's
// number is.
func TestNamedSpanRequest(t *testing.T) {
	cases := []requestCase{{name: "record_treatment", desc: "Record a pest treatment applied to a field.",
		schema: `{"type":"object","properties":{"field_id":{"type":"string"},"product":{"type":"string"},
			"reentry_days":{"type":"integer","minimum":0,"maximum":60,"description":"Days before workers may re-enter the field."}},
			"required":["field_id","product","reentry_days"]}`,
		args: `{"field_id":"FLD-204","product":"copper sulfate","reentry_days":12}`,
		want: []string{"reentry of 12 days"}, never: []string{"for 12 days", "make it 12"}}}
	checkRequests(t, cases, 20, 5)
}
