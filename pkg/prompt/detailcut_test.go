package prompt

import (
	"strings"
	"testing"
)

// A get tool described as "Crew member detail: …" asks for the crew
// member by id ("crew member C3"), never "crew member detail C3".
func TestDetailCut(t *testing.T) {
	seen := 0
	for _, s := range fileRequests(t, "dev43/lifeboat_station.json", "crew_get", `{"id":"C3"}`, 8) {
		if strings.Contains(s, "detail C3") {
			t.Errorf("detail said before the id: %q", s)
		}
		if strings.Contains(s, "crew member C3") {
			seen++
		}
	}
	if seen == 0 {
		t.Error("no request says crew member C3")
	}
	if got := detailCut("the vessel detail"); got != "the vessel" {
		t.Errorf("detailCut = %q", got)
	}
	if got := detailCut("the detail"); got != "the detail" {
		t.Errorf("detailCut cut a lone detail: %q", got)
	}
}
