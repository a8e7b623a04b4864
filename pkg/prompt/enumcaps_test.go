package prompt

import (
	"strings"
	"testing"
)

// TestCapsWordEnum checks which enums of capital letters are words
// written as constants (said in lower case) and which are codes (kept).
func TestCapsWordEnum(t *testing.T) {
	for _, c := range []struct {
		vals []string
		want bool
	}{
		{[]string{"LINE", "SCATTER", "HISTOGRAM"}, true},
		{[]string{"PENDING", "SETTLED", "REVERSED_OUT"}, true},
		{[]string{"MONTH", "QUARTER", "YEAR"}, true},
		{[]string{"KFW", "RIVERS", "HARBOR"}, false}, // an initialism
		{[]string{"NORTHSTAR", "BRGHTFLO"}, false},   // a name's consonant clump
		{[]string{"USD", "EUR"}, false},              // short codes only
		{[]string{"INVREC", "INVPAY"}, false},        // one stem
		{[]string{"GET", "POST", "DELETE"}, false},   // HTTP methods
		{[]string{"Bar", "LINE"}, false},             // not all capitals
		{[]string{"STAGE-ONE", "STAGE-TWO"}, false},  // hyphened codes
		{[]string{"PDF", "DOCX", "MARKDOWN"}, false}, // file formats
		{[]string{"HISTOGRAM"}, false},               // one value says nothing of the set
	} {
		if got := capsWordEnum(c.vals); got != c.want {
			t.Errorf("capsWordEnum(%v) = %v, want %v", c.vals, got, c.want)
		}
	}
}

// TestCapsChoiceSaid renders a request whose enum value is a word in
// capitals and checks it is said in lower case ("a histogram plot"),
// while a set of codes keeps its capitals.
func TestCapsChoiceSaid(t *testing.T) {
	cases := []requestCase{
		{"make_plot", "Make a plot in a notebook.",
			`{"type":"object","properties":{"notebook_id":{"type":"string"},"plotType":{"type":"string","enum":["LINE","SCATTER","HISTOGRAM"]}},"required":["notebook_id","plotType"]}`,
			`{"notebook_id":"nb-4410","plotType":"HISTOGRAM"}`, nil, nil},
		{"assign_crew", "Assign a crew to a ticket.",
			`{"type":"object","properties":{"ticket":{"type":"string"},"crew":{"type":"string","enum":["KFW","RIVERS","HARBOR"]}},"required":["ticket","crew"]}`,
			`{"ticket":"T-118","crew":"RIVERS"}`, nil, nil},
	}
	forRequests(t, cases, 6, 5, func(c requestCase, i int, text string) {
		switch c.name {
		case "make_plot":
			if strings.Contains(text, "HISTOGRAM") || !strings.Contains(text, "histogram") {
				t.Errorf("%s: want the value in lower case: %s", c.name, text)
			}
		case "assign_crew":
			if !strings.Contains(text, "RIVERS") {
				t.Errorf("%s: want the code kept in capitals: %s", c.name, text)
			}
		}
	})
}
