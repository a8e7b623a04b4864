package prompt

import (
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestUpsertPairSaidAsOneAct: create-roster ("Create or replace the
// roster for one beach and day.") is asked as one act, "create the
// roster", never "create or replace the roster".
func TestUpsertPairSaidAsOneAct(t *testing.T) {
	n := 0
	drawFile(t, "dev39/beach_lifeguard_service.json", synth.Options{Seed: 7}, 12, func(tl tool.Tool, i int, text string, args map[string]any) {
		if tl.Name != "create-roster" {
			return
		}
		n++
		l := strings.ToLower(text)
		if strings.Contains(l, " or replace") {
			t.Errorf("#%d: %q says the upsert pair", i, text)
		}
		if !strings.Contains(l, "creat") || !strings.Contains(l, "roster") {
			t.Errorf("#%d: %q does not ask to create the roster", i, text)
		}
	})
	if n == 0 {
		t.Fatal("no create-roster request")
	}
}

// TestUpsertVerbKeepVerbs: a made verb paired with any verb that changes
// a thing that exists ("replace", "overwrite") is an upsert, in either
// order; the change is said when the thing's id is set.
func TestUpsertVerbKeepVerbs(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		verbs []string
		set   []Param
		want  string
	}{
		{[]string{"create", "replace"}, nil, "create"},
		{[]string{"overwrite", "add"}, nil, "add"},
		{[]string{"create", "replace"}, []Param{{Human: "roster id", Value: 4}}, "replace"},
		{[]string{"create", "delete"}, nil, "create or delete"},
	} {
		in := intent{Verb: strings.Join(c.verbs, " or "), Verbs: c.verbs, Object: "the roster", OK: true}
		if got := upsertVerb(&Data{Set: c.set}, in); got.Verb != c.want {
			t.Errorf("%v %v: got %q, want %q", c.verbs, c.set, got.Verb, c.want)
		}
	}
}
