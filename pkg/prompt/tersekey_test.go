package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// fileParams binds every tool of a testdata tool file, its server read
// whole, and returns each tool's parameters by tool name.
func fileParams(t *testing.T, name string) map[string][]Param {
	t.Helper()
	_, tools, binds := fileBindings(t, name)
	out := map[string][]Param{}
	for i, tl := range tools {
		out[tl.Name] = binds[i].Params()
	}
	return out
}

func paramOf(t *testing.T, ps map[string][]Param, tool, key string) Param {
	t.Helper()
	for _, p := range ps[tool] {
		if p.Name == key {
			return p
		}
	}
	t.Fatalf("%s has no %s", tool, key)
	return Param{}
}

// TestTerseKeySaid: a climbing gym's terse keys are said by what the
// server says they stand for (role.Server.KeyMeaning), not as the keys:
// "wall code" (rt_ls glosses "w = wall code"), "setter id" (rt_add
// describes "st"), "member" (mbr is "get member by number"), "level"
// ("lvl"); a food bank's "ph" beside "nm" is the phone. A key nothing
// explains ("by") stays bare, and no question asks for it ("Which by is
// it?"), while a key found ("m", the member) is asked by its words.
func TestTerseKeySaid(t *testing.T) {
	gym := fileParams(t, "dev39/climbing_gym.json")
	for _, c := range []struct{ tool, key, want string }{
		{"rt_add", "w", "wall code"},
		{"rt_ls", "st", "setter id"},
		{"mbr", "m", "member"},
		{"blay_cert", "m", "member"},
		{"blay_cert", "lvl", "level"},
		{"chk_in", "gst", "guest"},
		{"frz", "rsn", "reason"},
	} {
		if p := paramOf(t, gym, c.tool, c.key); p.Human != c.want || BareKey(p) {
			t.Errorf("%s %s said %q, want %q", c.tool, c.key, p.Human, c.want)
		}
	}
	by := paramOf(t, gym, "blay_cert", "by")
	if !BareKey(by) {
		t.Fatalf("blay_cert by said %q: no longer bare", by.Human)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	if q := AskQuestion(rng, []Param{by}, map[string]any{"by": "Sam"}, "Record a belay test pass for member 516603."); q != "" {
		t.Errorf("asked for a bare key: %q", q)
	}
	if q := RefQuestion(rng, by, map[string]any{"by": "Sam"}, "Record a belay test pass.", false); q != "" {
		t.Errorf("asked for a bare key: %q", q)
	}
	m := paramOf(t, gym, "mbr", "m")
	if q := AskQuestion(rng, []Param{m}, map[string]any{"m": "516603"}, "Get a member."); q == "" || strings.Contains(q, " m?") || strings.Contains(q, " m ") {
		t.Errorf("mbr m asked %q, want a question naming the member", q)
	}
	food := fileParams(t, "dev39/food_bank.json")
	if p := paramOf(t, food, "hhNew", "ph"); p.Human != "phone" {
		t.Errorf("hhNew ph said %q, want phone", p.Human)
	}
}
