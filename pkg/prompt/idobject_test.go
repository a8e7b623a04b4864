package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestIDByObject: a bare "id" is asked for by the thing the tool acts on
// when the tool's name says that thing too, never when its object lists
// several things or names something else.
func TestIDByObject(t *testing.T) {
	id := Param{Name: "id", Human: "id", Type: "string", Required: true}
	cases := []struct {
		tool ToolInfo
		want string
	}{
		{ToolInfo{Name: "patch_glaze_recipe", Description: "Patch an existing glaze recipe. Only supplied fields change."}, "glaze recipe id"},
		{ToolInfo{Name: "renameKilnShelf", Description: "Update a kiln shelf's label or capacity."}, "kiln shelf id"},
		{ToolInfo{Name: "remove-thing", Description: "Remove a kiln, shelf or glaze by its ID."}, "id"},
		{ToolInfo{Name: "configure_portal", Description: "Update metadata for a partner portal."}, "id"},
	}
	for _, c := range cases {
		got := IDByObject(c.tool, []Param{id})[0].Human
		if got != c.want {
			t.Errorf("%s: Human %q, want %q", c.tool.Name, got, c.want)
		}
	}
	g := IDByObject(cases[0].tool, []Param{id})
	for seed := range uint64(6) {
		q := ClarifyQuestion(rand.New(rand.NewPCG(seed, 1)), g[0])
		if !strings.Contains(q, "glaze recipe") || strings.Contains(q, "the id?") {
			t.Errorf("seed %d: %q, want the glaze recipe asked for", seed, q)
		}
	}
	described := Param{Name: "id", Human: "id", Type: "string", Description: "ID of the kiln to fire"}
	if got := IDByObject(cases[0].tool, []Param{described})[0].Human; got != "id" {
		t.Errorf("described id renamed to %q", got)
	}
}

// TestNumberIDQuestion: a numeric id named by its thing is asked for by
// the thing, never "What kiln shelf id should I use?".
func TestNumberIDQuestion(t *testing.T) {
	p := Param{Name: "kiln_shelf_id", Human: "kiln shelf id", Type: "integer", Required: true}
	for seed := range uint64(6) {
		q := ClarifyQuestion(rand.New(rand.NewPCG(seed, 2)), p)
		if !strings.HasPrefix(strings.TrimPrefix(q, "Sure. "), "Which kiln shelf") || !strings.Contains(q, "id") {
			t.Errorf("seed %d: %q, want 'Which kiln shelf …'", seed, q)
		}
	}
}

// TestNumberIDQuestionPerson: a person's numeric id is "their" id, and
// a noun opening with an article is left to the other questions.
func TestNumberIDQuestionPerson(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	if q := numberIDQuestion(rng, "subscriber id"); !strings.Contains(q, "their id") {
		t.Errorf("subscriber: %q, want their id", q)
	}
	if q := numberIDQuestion(rng, "the kiln id"); q != "" {
		t.Errorf("the kiln id: %q, want none", q)
	}
}
