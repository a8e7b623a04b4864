package generate

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestChainSearchSaysKnownTitle: a person who names the event they mean
// by its title ("How long is "Team offsite planning"? It's between 10 and
// 22 April.") has the calendar searched for that title, and never for
// another one ("When's the "design review" meeting? … If there's an
// event called "Budget review", get it.").
func TestChainSearchSaysKnownTitle(t *testing.T) {
	src := corpusSource(t, "example.json", "ex")
	checked := 0
	for _, seed := range []int64{7321, 99} {
		for _, r := range kindRecords(t, []Source{src}, "chain", 3, seed) {
			names, args := r.calls()
			res := r.results()
			if len(names) != 2 || names[0] != "search_events" || len(res) == 0 {
				continue
			}
			var a, b map[string]any
			_ = json.Unmarshal([]byte(args[0]), &a)
			_ = json.Unmarshal([]byte(args[1]), &b)
			var out struct {
				Events []struct {
					ID    string `json:"event_id"`
					Room  string `json:"room_id"`
					Title string `json:"title"`
				} `json:"events"`
			}
			if json.Unmarshal([]byte(res[0]), &out) != nil {
				continue
			}
			for _, e := range out.Events {
				if (b["event_id"] != e.ID && b["room_id"] != e.Room) || !strings.Contains(r.request(), `"`+e.Title+`"`) {
					continue
				}
				checked++
				q, _ := a["query"].(string)
				if q == "" || !strings.Contains(strings.ToLower(e.Title), strings.ToLower(q)) {
					t.Errorf("%q: searched with %s, not by the title %q it names", r.request(), args[0], e.Title)
				}
				break
			}
		}
	}
	if checked == 0 {
		t.Fatal("no chain names its event by title")
	}
}
