package generate

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// TestRedirectSlipChangesOneThing: after a declined call, "Sorry, wrong
// one." corrects a slip: the call that follows changes one value of the
// declined call's, not its title, its text and its tags at once (that is
// another task said as a correction); and a correction never names a
// value the first request did not say ("Sorry, device, not css." after
// "Snap a screenshot of this page.").
func TestRedirectSlipChangesOneThing(t *testing.T) {
	srcs := []Source{corpusSource(t, "example.json", "ex"), corpusSource(t, "playwright.json", "pw")}
	// the enum parameters of each tool: a choice changed is another act
	enums := map[string]map[string]bool{}
	for _, src := range srcs {
		for _, tl := range src.Tools {
			var sch struct {
				Properties map[string]struct {
					Enum []any `json:"enum"`
				} `json:"properties"`
			}
			_ = json.Unmarshal(tl.InputSchema, &sch)
			enums[tl.Name] = map[string]bool{}
			for k, v := range sch.Properties {
				enums[tl.Name][k] = len(v.Enum) > 0
			}
		}
	}
	slips := 0
	for _, seed := range []int64{7321, 99} {
		for _, r := range kindRecords(t, srcs, "followup", 3, seed) {
			names, args := r.calls()
			if len(names) != 2 || names[0] != names[1] {
				continue
			}
			var a, b map[string]any
			_ = json.Unmarshal([]byte(args[0]), &a)
			_ = json.Unmarshal([]byte(args[1]), &b)
			var users []string
			for _, m := range r.Messages {
				if m.Role == "user" {
					users = append(users, m.Content)
				}
			}
			if len(users) < 2 {
				continue
			}
			redo := users[len(users)-1]
			for _, slip := range []string{"Sorry, wrong one. ", "Oops, I gave you the wrong one. ", "No, sorry, not that one. "} {
				if !strings.HasPrefix(redo, slip) {
					continue
				}
				slips++
				changed := 0
				for k, v := range b {
					if fmt.Sprint(a[k]) != fmt.Sprint(v) {
						changed++
						if enums[names[1]][k] {
							changed++ // another act, not another thing
						}
					}
				}
				if changed > 1 {
					t.Errorf("%q after %q: a slip changing %d values (%s then %s)", redo, users[0], changed, args[0], args[1])
				}
			}
			for k, v := range a {
				s, ok := v.(string)
				if !ok || fmt.Sprint(b[k]) == s || strings.Contains(strings.ToLower(users[0]), strings.ToLower(s)) {
					continue
				}
				if strings.Contains(redo, ", not "+s+".") || strings.Contains(redo, "instead of "+s+".") {
					t.Errorf("%q corrects %s=%q, which %q never said", redo, k, s, users[0])
				}
			}
		}
	}
	t.Logf("%d slips", slips)
}
