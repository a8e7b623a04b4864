package generate

import (
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// TestFillerAsked: a clarification never asks for a filler word in a
// field with no choices ("Where to?" "It's default."), while a value a
// person gives, or a filler that is one of the field's choices, may be
// asked for.
func TestFillerAsked(t *testing.T) {
	to := prompt.Param{Name: "to", Type: "string"}
	level := prompt.Param{Name: "level", Type: "string"}
	level.Role.Values = []string{"basic", "standard", "premium"}
	cases := []struct {
		g    []prompt.Param
		args map[string]any
		want bool
	}{
		{[]prompt.Param{to}, map[string]any{"to": "default"}, true},
		{[]prompt.Param{to}, map[string]any{"to": "Standard"}, true},
		{[]prompt.Param{to}, map[string]any{"to": "bay 4"}, false},
		{[]prompt.Param{level}, map[string]any{"level": "standard"}, false},
	}
	for i, c := range cases {
		if got := fillerAsked(c.g, c.args); got != c.want {
			t.Errorf("case %d: fillerAsked = %v, want %v", i, got, c.want)
		}
	}
}
