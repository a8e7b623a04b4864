package synth

import "testing"

// Tags whose description shows two examples or more take them, never a
// label of the tool's area ("cardiology" on a warning sticker); example
// placeholders ("key1=value1") are no labels to copy (tools written for
// this test).
func TestTagExamplesBeatAreaTags(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"stickers":{"type":"array","minItems":1,"items":{"type":"string"},"description":"Warning stickers, e.g. \"KEEP COOL\", \"EXTERNAL USE\""}},"required":["stickers"]}`
	for _, m := range decodeAll(t, src, 10, Options{Seed: 3, Key: "vetclinic", RootObject: true, Topic: "print_dispensing_sheet", About: "Prints the dispensing sheet for a compounded cream for a patient of the veterinary clinic."}) {
		for _, s := range m["stickers"].([]any) {
			if v := s.(string); v != "KEEP COOL" && v != "EXTERNAL USE" {
				t.Errorf("sticker = %q", v)
			}
		}
	}
	for _, e := range []string{"key1=value1", "foo", "tag2", "<label>"} {
		if !placeholderTag(e) {
			t.Errorf("placeholderTag(%q) = false", e)
		}
	}
	if placeholderTag("SHAKE WELL") {
		t.Error("placeholderTag(SHAKE WELL) = true")
	}
}
