package prompt

import (
	"strings"
	"testing"
)

// TestDoneCountAlone: a count keyed by a lone past participle (a shout's
// "aided" and "saved") is said after its number, "81 aided", never "an
// aided of 81" nor "with aided 81"; a noun spelled like one ("speed")
// is not read so.
func TestDoneCountAlone(t *testing.T) {
	for _, s := range fileRequests(t, "dev43/lifeboat_station.json", "shout_upd", `{"n":"2025/107","aided":81,"saved":2}`, 6) {
		if !strings.Contains(s, "81 aided") || !strings.Contains(s, "2 saved") || strings.Contains(s, "aided of") || strings.Contains(s, "aided 81") {
			t.Errorf("count of people aided said by its key: %q", s)
		}
	}
	for _, w := range []string{"speed", "hundred", "bed", "need"} {
		if doneAlone(w) {
			t.Errorf("doneAlone(%q) = true", w)
		}
	}
}
