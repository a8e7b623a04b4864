package prompt

import (
	"strings"
	"testing"
)

// TestPrepositionKeysSaid: a key that is or ends on a preposition ("by"
// described "before kick-off etc, HH:MM", "arrived_on", "hold_at") is said
// with its value as a phrase, never as a noun ("The by is "17:00"", "with
// arrived on set to …", "The hold at is main_office."); an undescribed
// one-letter enum of a tool that makes a thing says the kind made ("a
// spray job"), never how ("by spray").
func TestPrepositionKeysSaid(t *testing.T) {
	cases := []struct {
		file, tool, args string
		want             []string
		never            []string
	}{
		{"dev44m/sports_ground_maintenance.json", "gk_job_new", `{"p":"HRFC-3","t":"spray","d":"2025-10-04","by":"17:00"}`,
			[]string{"by 17:00", "a spray job"}, []string{"The by", "the by", "by spray"}},
		{"dev44m/island_postal_sorting_office.json", "sortoffice_parcel_hold", `{"tracking_no":"KX633393580JB","hold_at":"main_office"}`,
			[]string{"hold at main_office"}, []string{"The hold at is", "set to"}},
		{"dev44m/island_postal_sorting_office.json", "sortoffice_bag_receive", `{"bag_label":"MB0004518823","arrived_on":"PFN-0715"}`,
			[]string{"arrived on PFN-0715"}, []string{"arrived on set to", "the arrived on", "setting arrived on"}},
	}
	for _, c := range cases {
		for _, s := range fileRequests(t, c.file, c.tool, c.args, 8) {
			for _, w := range c.want {
				if !strings.Contains(s, w) {
					t.Errorf("%s: %q does not say %q", c.tool, s, w)
				}
			}
			for _, w := range c.never {
				if strings.Contains(s, w) {
					t.Errorf("%s: %q says %q", c.tool, s, w)
				}
			}
		}
	}
}
