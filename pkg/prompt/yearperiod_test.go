package prompt

import "testing"

// A year a season is named by is said as that season: was 'Can you check
// the volunteer hours report, a season of 2024?', now 'for the 2024
// season' or 'for season 2024'. A number that is no year keeps its
// wording.
func TestYearPeriod(t *testing.T) {
	checkSaid(t, fileRequests(t, "dev45/vintage_tram_museum.json", "volunteer_hours_report", `{"season":2024}`, 6),
		[]string{"for the 2024 season", "for season 2024"}, "season of 2024", "with season 2024")
	for n, want := range map[string]bool{"2024": true, "1998": true, "12": false, "3024": false, "20x4": false} {
		if got := yearNumber(n); got != want {
			t.Errorf("yearNumber(%q) = %v, want %v", n, got, want)
		}
	}
}
