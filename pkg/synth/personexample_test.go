package synth

import (
	"strings"
	"testing"
)

// A person's email beside their name is made from that name, whether the
// name is drawn or a described example ("Full name, e.g. \"Mr Alan
// Whitcombe\""), and whichever of the two is drawn first.
func TestEmailAgreesWithExampleName(t *testing.T) {
	srcs := []string{
		`{"type":"object","properties":{"customer":{"type":"object","properties":{"name":{"type":"string","description":"Full name, e.g. \"Mr Alan Whitcombe\"."},"email":{"type":"string","description":"Email address for quotes."}},"required":["name","email"]}},"required":["customer"]}`,
		`{"type":"object","properties":{"client_name":{"type":"string","description":"Client's full name, e.g. \"Priya Raman\"."},"client_email":{"type":"string","description":"Email address for the booking confirmation."}},"required":["client_name","client_email"]}`,
		`{"type":"object","properties":{"name":{"type":"string","description":"Full name, e.g. \"David Hollis\"."},"zz_email":{"type":"string","description":"Email address."}},"required":["name","zz_email"]}`,
	}
	for _, src := range srcs {
		for _, m := range decodeAll(t, src, 30, Options{Seed: 3, RootObject: true, Topic: "book_in_item"}) {
			o := m
			if c, ok := m["customer"].(map[string]any); ok {
				o = c
			}
			var name, email string
			for k, v := range o {
				s, _ := v.(string)
				if strings.HasSuffix(k, "email") {
					email = s
				} else {
					name = s
				}
			}
			local := strings.ToLower(strings.SplitN(email, "@", 2)[0])
			ok := false
			for _, w := range strings.Fields(name) {
				if w = loginPart(w); len(w) > 2 && strings.Contains(local, w) {
					ok = true
				}
			}
			if !ok {
				t.Errorf("email %q beside name %q", email, name)
			}
		}
	}
}
