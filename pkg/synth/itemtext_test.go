package synth

import (
	"strings"
	"testing"
)

// Two items of one list never say the same thing: two chores with the
// same "content" or two invoice lines with the same "description" are one
// thing listed twice, whatever their other fields say.
func TestListItemsSayDifferentThings(t *testing.T) {
	for _, key := range []string{"content", "description", "text"} {
		src := `{"type":"object","properties":{"chores":{"type":"array","minItems":1,"maxItems":6,"items":{"type":"object",` +
			`"properties":{"` + key + `":{"type":"string","description":"What to do"},"priority":{"type":"integer","minimum":1,"maximum":4},` +
			`"shed_id":{"type":"string"}},"required":["` + key + `"]}}},"required":["chores"]}`
		many := 0
		for i, m := range decodeAll(t, src, 150, Options{Seed: 5, RootObject: true}) {
			items, _ := m["chores"].([]any)
			if len(items) > 1 {
				many++
			}
			seen := map[string]bool{}
			for _, it := range items {
				s := strings.ToLower(it.(map[string]any)[key].(string))
				if seen[s] {
					t.Errorf("%s: instance %d lists %q twice: %v", key, i, s, items)
				}
				seen[s] = true
			}
		}
		if many == 0 {
			t.Errorf("%s: no instance has two items; the test checks nothing", key)
		}
	}
}

// An attachment filter matches the documents a mail carries ("*.pdf",
// "invoice*.pdf"), never source code ("src/**/*.py").
func TestAttachmentGlobs(t *testing.T) {
	src := `{"type":"object","properties":{"attachment_name_include":{"type":"string","description":"Only attachments whose file name matches this glob."}},"required":["attachment_name_include"]}`
	for _, m := range decodeAll(t, src, 40, Options{Seed: 3, RootObject: true}) {
		v, _ := m["attachment_name_include"].(string)
		if strings.Contains(v, "/") || strings.HasSuffix(v, ".py") || strings.HasSuffix(v, ".go") || strings.HasSuffix(v, ".ts") {
			t.Errorf("attachment glob %q: want a document pattern", v)
		}
	}
}
