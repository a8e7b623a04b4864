package synth

import (
	"strings"
	"testing"
)

// A tool that emails as a side effect takes an email only in its message:
// a caterer's proposal is "emailed to the client", yet its load-in notes
// are no notice about forms or a new main contact (blind raters:
// loadInNotes "Hi all, Arjun is now the main contact…"); a request closed
// tells the resident it is closed, and a match cancelled tells the
// families so.
func TestMailOnlyInMessages(t *testing.T) {
	var bodies []string // (the parts of each notice around its name)
	for _, m := range plainMails {
		for _, p := range strings.Split(m.body, "{F}") {
			if len(p) >= 15 {
				bodies = append(bodies, p)
			}
		}
	}
	cases := []struct {
		file, tool, prop string
		want             []string // words one of which the text holds; nil: no check
	}{
		{"testdata/hold24/catering.json", "saffron-create-proposal", "loadInNotes", nil},
		{"testdata/hold24/city_311.json", "closeRequest", "publicMessage", []string{"closed", "completed", "resolved"}},
		{"testdata/hold22/youth_soccer_league.json", "cancel-match", "message_to_families", []string{"cancel"}},
	}
	for _, c := range cases {
		srv, tool := serverTool(t, c.file, c.tool)
		seen := 0
		for _, m := range decodeAll(t, string(tool.InputSchema), 60, Options{Seed: 9, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
			v := findString(m, c.prop)
			if v == "" {
				continue
			}
			seen++
			for _, b := range bodies {
				if strings.Contains(v, b) {
					t.Errorf("%s.%s = %q, a notice unrelated to the tool", c.tool, c.prop, v)
				}
			}
			if c.want != nil && !containsAny(strings.ToLower(v), c.want...) {
				t.Errorf("%s.%s = %q, does not tell what the tool did", c.tool, c.prop, v)
			}
		}
		if seen == 0 && c.want != nil {
			t.Errorf("%s.%s never filled", c.tool, c.prop)
		}
	}
}

// An enclosure card's message is what a gift card says.
func TestCardMessageIsGift(t *testing.T) {
	if k := freeTextKind("card_message"); k != 'g' {
		t.Errorf("freeTextKind(card_message) = %q, want 'g'", k)
	}
	if k := freeTextKind("message"); k != 'm' {
		t.Errorf("freeTextKind(message) = %q, want 'm'", k)
	}
}
