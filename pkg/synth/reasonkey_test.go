package synth

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// keyValues returns the strings at ptr of n calls of tool in the tools
// file testdata/dev41/file.
func keyValues(t *testing.T, file, tool, ptr string, n int) []string {
	t.Helper()
	tools, srv := toolsFile(t, filepath.Join("testdata", "dev41", file))
	tl, ok := tools[tool]
	if !ok {
		t.Fatalf("%s: no tool %s", file, tool)
	}
	var out []string
	for _, m := range decodeAll(t, string(tl.InputSchema), n, Options{Seed: 3, Key: file + "/" + tool, RootObject: true,
		Topic: tl.Name, About: tl.Description, Server: srv}) {
		out = append(out, pointed(m, strings.Split(strings.TrimPrefix(ptr, "/"), "/"))...)
	}
	return out
}

// A terse key the server spells as a reason ("why"; an "r" another tool
// describes as "reason, e.g. …") holds a reason for the tool's act, not a
// remark on a thing ("Double-checked the details with Giulia."), and a
// clipped object is spelled ("Duplicate of another landing.", not "…
// another ldg.").
func TestTerseReasonKeys(t *testing.T) {
	note := regexp.MustCompile(`(?i)double-checked|same as last time|follow up|as agreed with|entered by \w+ after|checked with`)
	cases := []struct{ file, tool, ptr string }{
		{"laundromat_chain.json", "refund_issue", "/r"},
		{"laundromat_chain.json", "wf_order_void", "/r"},
		{"laundromat_chain.json", "loyalty_adjust", "/why"},
		{"fishing_fleet_quota.json", "ldg_void", "/why"},
	}
	for _, c := range cases {
		vals := keyValues(t, c.file, c.tool, c.ptr, 30)
		if len(vals) == 0 {
			t.Errorf("%s %s%s: no values", c.file, c.tool, c.ptr)
		}
		for _, v := range vals {
			if note.MatchString(v) || regexp.MustCompile(`\bldg\b`).MatchString(v) {
				t.Errorf("%s %s%s = %q, want a reason for the act", c.file, c.tool, c.ptr, v)
			}
		}
	}
	for _, v := range keyValues(t, "climbing_gym.json", "frz", "/rsn", 30) {
		if regexp.MustCompile(`(?i)newer|duplicate|by mistake|twice|frz`).MatchString(v) {
			t.Errorf("climbing_gym frz/rsn = %q, want no closing's reason for a freeze", v)
		}
	}
}
