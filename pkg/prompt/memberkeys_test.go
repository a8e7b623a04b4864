package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// fileRequests renders n requests of tool name of the tools file
// testdata/file with args (decoded from JSON, so numbers are
// json.Number as the synthesizer draws them).
func fileRequests(t *testing.T, file, name, args string, n int) []string {
	t.Helper()
	set, tools, binds := fileBindings(t, file)
	var a map[string]any
	d := json.NewDecoder(strings.NewReader(args))
	d.UseNumber()
	if err := d.Decode(&a); err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	for i, tl := range tools {
		if tl.Name != name {
			continue
		}
		var out []string
		for j := 0; j < n; j++ {
			s, _, err := r.Request(binds[i], rand.New(rand.NewPCG(uint64(j), 5)), j, a)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, s)
		}
		return out
	}
	t.Fatalf("%s has no tool %s", file, name)
	return nil
}

// TestMemberKeysSaidByMeaning: the terse keys of a list's objects are
// said by what they stand for (role.Server.KeyMeaning), as a
// parameter's are: a pawn ticket's items {"cat", "d" described "desc",
// "k" described "karat", "g" described "grams"} read "Gold ring"
// (jewelry, 18 karat, 4.5 grams), never "An item with jewelry cat, d
// "Gold ring" and 18 k"; a food bank donation's lines {"cat", "lb"}
// read "182 lb of frozen", never "A ln with 182 lb, cat frozen".
func TestMemberKeysSaidByMeaning(t *testing.T) {
	for _, s := range fileRequests(t, "dev39/pawn_shop.json", "loanNew",
		`{"cust":"C10452","amt":50000,"items":[{"d":"Gold ring","cat":"jewelry","k":18,"g":4.5},{"d":"Gibson guitar","cat":"instruments"}]}`, 6) {
		if !strings.Contains(s, "18 karat") || !strings.Contains(s, "4.5 grams") || !strings.Contains(s, "Gold ring (jewelry") {
			t.Errorf("items not said by their words: %q", s)
		}
		for _, bad := range []string{" cat", " d \"", "18 k,", "18 k)", "4.5 g,", "4.5 g)"} {
			if strings.Contains(s, bad) {
				t.Errorf("said the key %q: %q", bad, s)
			}
		}
	}
	for _, s := range fileRequests(t, "dev39/food_bank.json", "donIn",
		`{"src":"farm","ln":[{"cat":"frozen","lb":182},{"cat":"dry","lb":40}]}`, 6) {
		if !strings.Contains(s, "182 lb of frozen") || strings.Contains(s, "cat ") {
			t.Errorf("donation lines not said by their words: %q", s)
		}
	}
}
