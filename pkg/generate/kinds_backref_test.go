package generate

import (
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// TestBackRefCompoundNoun: a value said after a noun of two words is
// referred back to as the whole noun ("for that notification setting")
// or, when the verb cannot be told from the noun, left as said; never
// with "that" inside the noun ("grab notification that setting").
func TestBackRefCompoundNoun(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Now could you grab notification setting 453578?", "Now could you grab notification setting 453578?"},
		{"Show me the runs for simulation run 893011.", "Show me the runs for that simulation run."},
		{"Now could you look up notification 615147?", "Now could you look up that notification?"},
		{"Now mind grabbing customer 403161?", "Now mind grabbing that customer?"},
	}
	for _, tt := range tests {
		said := []any{strings.TrimRight(strings.Fields(tt.in)[len(strings.Fields(tt.in))-1], "?.")}
		if got := backRef(tt.in, said); got != tt.want {
			t.Errorf("backRef(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestFollowUpChangeAndSame: a follow-up does not change a value to one
// another argument already holds (a trip from a port to itself), and two
// requests are joined by "the same" only when the second keeps every
// value the first sets.
func TestFollowUpChangeAndSame(t *testing.T) {
	args := map[string]any{"from_port": "weekend", "to_port": "commute"}
	to := prompt.Param{Name: "to_port"}
	if !clashes(to, args, map[string]any{"to_port": "Weekend"}) {
		t.Error("to_port changed to the from_port's value: want a clash")
	}
	if clashes(to, args, map[string]any{"to_port": "night"}) {
		t.Error("to_port changed to a new port: want no clash")
	}
	first := map[string]any{"lat": 41.1, "lon": -8.6, "radius_m": 1500}
	if !dropsAny(first, map[string]any{"lat": 45.4, "lon": -73.5, "limit": 50}) {
		t.Error("second call without the radius: want dropsAny")
	}
	if dropsAny(first, map[string]any{"lat": 45.4, "lon": -73.5, "radius_m": 1500, "limit": 50}) {
		t.Error("second call keeping every value: want no dropsAny")
	}
}
