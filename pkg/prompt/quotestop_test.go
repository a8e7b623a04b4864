package prompt

import "testing"

// A quoted value that ends in no punctuation of its own gets a full stop
// when a sentence follows it (`Description: "fine used, red MX" The
// seller is 17.` read as one run-on sentence); a quote inside a clause,
// or one that ends its own sentence, is left as it is.
func TestQuoteGetsStopBeforeSentence(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		`Description: "fine used, red MX" The seller is 17.`:    `Description: "fine used, red MX". The seller is 17.`,
		`Reason: "Created by mistake." The seller is 17.`:       `Reason: "Created by mistake." The seller is 17.`,
		`Set the title to "Blue sky" and the owner to Ana Lee.`: `Set the title to "Blue sky" and the owner to Ana Lee.`,
		`Notes: "bridge warped"`:                                `Notes: "bridge warped"`,
		`Call it "Q3" then. Tag "a" and "b" Then stop.`:         `Call it "Q3" then. Tag "a" and "b". Then stop.`,
	} {
		if got := tidyLine(in); got != want {
			t.Errorf("tidyLine(%q) = %q, want %q", in, got, want)
		}
	}
}
