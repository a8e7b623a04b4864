package synth

import (
	"regexp"
	"testing"
)

// A kennel's and a rail yard's tools (written for this test): a list of
// numbered places ("pens", "lanes") holds numbered places, and a track is
// one where the tool is about trains; never a filler word ("standard") or
// an area's tag ("weekend").
func TestNumberedPlaces(t *testing.T) {
	t.Parallel()
	place := regexp.MustCompile(`^(Pen|Lane|Track) [0-9]+$`)
	src := `{"type":"object","properties":{"pens":{"type":"array","minItems":1,"items":{"type":"string"}},"lane":{"type":"string"}},"required":["pens","lane"]}`
	for _, m := range decodeAll(t, src, 10, Options{Seed: 3, Key: "kennel", RootObject: true, Topic: "move_dogs", About: "Move dogs between pens."}) {
		for _, v := range m["pens"].([]any) {
			if !place.MatchString(v.(string)) {
				t.Errorf("pens holds %q", v)
			}
		}
		if v := m["lane"].(string); !place.MatchString(v) {
			t.Errorf("lane = %q", v)
		}
	}
	src = `{"type":"object","properties":{"tracks":{"type":"array","minItems":1,"items":{"type":"string"}}},"required":["tracks"]}`
	for _, m := range decodeAll(t, src, 10, Options{Seed: 3, Key: "yard", RootObject: true, Topic: "build_train", About: "Build an outbound train from departure tracks in the yard."}) {
		for _, v := range m["tracks"].([]any) {
			if !place.MatchString(v.(string)) {
				t.Errorf("tracks holds %q", v)
			}
		}
	}
}

// TestDestinationPlace: where a tool's description says things go "to a
// kennel", its "to" is a numbered kennel.
func TestDestinationPlace(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"to":{"type":"string"}},"required":["to"]}`
	kennel := regexp.MustCompile(`^Kennel [0-9]+$`)
	for _, m := range decodeAll(t, src, 8, Options{Seed: 4, Key: "kennel", RootObject: true, Topic: "move_dogs", About: "Move dogs to a kennel"}) {
		if v := m["to"].(string); !kennel.MatchString(v) {
			t.Errorf("to = %q", v)
		}
	}
}

// TestNumberedUnits: a lab's water system and a depot's trailer (a tool
// written for this test) are numbered units ("System 3", "Trailer 7"),
// never a filler word ("general", "default"); a system prompt is not one.
func TestNumberedUnits(t *testing.T) {
	t.Parallel()
	unit := regexp.MustCompile(`^(System|Trailer) [0-9]+$`)
	src := `{"type":"object","properties":{"system":{"type":"string"},"trailer":{"type":"string"}},"required":["system","trailer"]}`
	for _, m := range decodeAll(t, src, 10, Options{Seed: 3, Key: "lab", RootObject: true, Topic: "log_water", About: "Log water readings"}) {
		for _, k := range []string{"system", "trailer"} {
			if v := m[k].(string); !unit.MatchString(v) {
				t.Errorf("%s = %q", k, v)
			}
		}
	}
	if numberedUnit("system", "system the system prompt for the model") {
		t.Error("a system prompt read as a numbered unit")
	}
}
