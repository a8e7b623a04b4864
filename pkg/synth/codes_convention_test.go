package synth

import (
	"regexp"
	"strings"
	"testing"
)

// TestCodesFollowTheirConvention: tool schemas written for domains the
// generator was not tuned on (a parking authority, a purchasing desk, a
// facilities team): a state code is a real state of the call's city, a
// phone number is written as its city's country writes it, a room's
// number a pattern allows is a floor's, and codes drawn from a pattern
// open with no 0 and repeat no letter.
func TestCodesFollowTheirConvention(t *testing.T) {
	phone := map[string]*regexp.Regexp{}
	for city, form := range cityPhoneForms {
		q := regexp.QuoteMeta(form)
		q = strings.NewReplacer("\\#", "[0-9]", "#", "[0-9]", "X", "[2-9]").Replace(q)
		phone[city] = regexp.MustCompile("^" + q + "$")
	}
	cases := []struct {
		tool, about, src string
		check            func(m map[string]any) string
	}{
		{"issue_citation", "Issue a parking citation to a vehicle.",
			`{"type":"object","properties":{"location":{"type":"string","description":"Street address where the vehicle is parked."},
			"plateState":{"type":"string","pattern":"^[A-Z]{2}$","description":"State or province that issued the plate."}},"required":["location","plateState"]}`,
			func(m map[string]any) string {
				loc, st := m["location"].(string), m["plateState"].(string)
				for _, p := range places {
					if strings.HasSuffix(loc, ", "+p.city) {
						if c := regionCodes[p.region]; len(c) < 3 || c[3:] != st {
							return "plate state " + st + " is not the state of " + p.city
						}
						return ""
					}
				}
				return "location " + loc + " names no city"
			}},
		{"create_purchase_order", "Create a purchase order to a vendor.",
			`{"type":"object","properties":{"shipTo":{"type":"object","properties":{"city":{"type":"string"},
			"state":{"type":"string","pattern":"^[A-Z]{2}$","description":"Two-letter state code."}},"required":["city","state"]},
			"buyerPhone":{"type":"string","description":"Phone of the buyer."}},"required":["shipTo","buyerPhone"]}`,
			func(m map[string]any) string {
				to := m["shipTo"].(map[string]any)
				city, st := to["city"].(string), to["state"].(string)
				for _, p := range places {
					if p.city != city {
						continue
					}
					if c := regionCodes[p.region]; !strings.HasPrefix(c, "US-") || c[3:] != st {
						return "state " + st + " is not the US state of " + city
					}
					if ph := m["buyerPhone"].(string); !phone[city].MatchString(ph) {
						return "phone " + ph + " is not written as " + city + "'s"
					}
					return ""
				}
				return "city " + city + " is no scene city"
			}},
		{"create_work_order", "Open a maintenance work order for a room.",
			`{"type":"object","properties":{"roomNumbers":{"type":"array","items":{"type":"string","pattern":"^[0-9]{3,4}$"},"minItems":1},
			"sectionCode":{"type":"string","pattern":"^[A-Z]{4}$"},"surfaces":{"type":"string","pattern":"^[MODBLFI]{3,5}$"},
			"badge":{"type":"string","pattern":"^[0-9]{4}$"}},"required":["roomNumbers","sectionCode","surfaces","badge"]}`,
			func(m map[string]any) string {
				for _, r := range m["roomNumbers"].([]any) {
					if s := r.(string); s[0] == '0' || len(s) == 4 && s[:2] > "12" {
						return "room " + s + " is on no floor of a building"
					}
				}
				if b := m["badge"].(string); b[0] == '0' {
					return "badge " + b + " opens with 0"
				}
				for _, k := range []string{"sectionCode", "surfaces"} {
					s := m[k].(string)
					for i := range s {
						if strings.IndexByte(s[:i], s[i]) >= 0 {
							return k + " " + s + " repeats a letter"
						}
					}
				}
				return ""
			}},
	}
	for _, c := range cases {
		for _, m := range decodeAll(t, c.src, 30, Options{Seed: 7, RootObject: true, Topic: c.tool, About: c.about}) {
			if msg := c.check(m); msg != "" {
				t.Errorf("%s %v: %s", c.tool, m, msg)
			}
		}
	}
}
