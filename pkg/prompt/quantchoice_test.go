package prompt

import (
	"strings"
	"testing"
)

// A choice whose value is a quantifier is said by what it counts: "for
// both boats", never "for a both boat".
func TestQuantChoiceSaid(t *testing.T) {
	seen := 0
	for _, s := range fileRequests(t, "dev43/lifeboat_station.json", "ex_sched",
		`{"d":"2026-04-04","t":"08:00","boat":"both","typ":"boat_handling"}`, 8) {
		if strings.Contains(s, "a both") {
			t.Errorf("quantifier said as a kind: %q", s)
		}
		if strings.Contains(s, "both boats") {
			seen++
		}
	}
	if seen == 0 {
		t.Error("no request says both boats")
	}
	if a, ok := quantChoice("all", "taken"); ok {
		t.Errorf("a participle key took a quantifier: %q", a.text)
	}
	if a, _ := quantChoice("both", "channel"); a.text != "by both channels" {
		t.Errorf("quantChoice(both, channel) = %q", a.text)
	}
}
