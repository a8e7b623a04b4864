package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// TestBrokenRequest checks the sentence check on requests the blind
// ratings scored 1-2 for broken wording, and on whole ones.
func TestBrokenRequest(t *testing.T) {
	broken := []string{
		`Mind locating facilities near, with the zip "83371"?`,
		"Can you schedule a maintenance window during from March 25 at 10:45 UTC through April 1?",
		`Please append an entry to the night of on "2026-01-02".`,
		"I need to item member 46838's currently has.",
		"Check if is connected, thanks.",
		"Would you change the tenant's 4- so it's called 822027 on rental 2dd7?",
		"Book an instrument to.",
	}
	for _, s := range broken {
		if !brokenRequest(s) {
			t.Errorf("brokenRequest(%q) = false", s)
		}
	}
	whole := []string{
		`Can you check if cabins are available on sailing 759372?`,
		`What's the booking for?`,
		`It's currently failing: can you look at run 42?`,
		`Rename the channel to "ops-on-call:", please.`,
		"Change the 4- to 6-digit code on rental 12.",
		"Send a note to Maria, please.\n\nNotes for: the team",
		"Find flights from Lisbon to Berlin.",
	}
	for _, s := range whole {
		if brokenRequest(s) {
			t.Errorf("brokenRequest(%q) = true", s)
		}
	}
}

// TestBrokenPlanIsSkipped renders a tool whose template has a plan that
// leaves a preposition dangling and one that says the request whole:
// every record says the whole one, whichever plan its index starts on.
// When every plan breaks, the first is said rather than none.
func TestBrokenPlanIsSkipped(t *testing.T) {
	set, err := LoadLayers(EmbeddedLayer(), Layer{Name: "mine", FS: mapFS(map[string]string{
		"read_text_file.tmpl": "Read the file near, {{.Args.path}}.\n---\nRead {{.Args.path}}.\n",
		"find_place.tmpl":     "Find places near, {{.Args.path}}.\n---\nFind places during from {{.Args.path}}.\n",
	})})
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	args := map[string]any{"path": "notes.txt"}
	for name, want := range map[string]string{"read_text_file": "Read notes.txt.", "find_place": ""} {
		b, err := set.For(ToolInfo{Name: name, InputSchema: json.RawMessage(readSchema)})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 4; i++ {
			text, _, err := r.Request(b, rand.New(rand.NewPCG(uint64(i), 1)), i, args)
			if err != nil {
				t.Fatal(err)
			}
			if want != "" && text != want || want == "" && text == "" {
				t.Errorf("%s #%d: %q, want %q", name, i, text, want)
			}
		}
	}
}
