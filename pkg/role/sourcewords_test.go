package role

import "testing"

// A "code" is code to run only when a word saying so opens a word of the
// description or the tool's words: "description", "subscription" and
// "transcript" hold "script" and say nothing of code. An excavation's
// site_code on a search described "Text search covers description and
// interpretation" was code to run (said "contexts running `GIK78`"); it
// now names a site, as on the server's other tools. A code beside
// "script" as a word stays code.
func TestSourceWordsOpenWords(t *testing.T) {
	t.Parallel()
	s, tools := loadServer(t, "dev39/archaeological_excavation.json")
	if r := fileRole(t, s, tools, "context.search", "/site_code"); r.Kind != ID {
		t.Errorf("context.search /site_code = %s (%s), want id", r.Kind, r.Why)
	}
	run := ServerTool{Name: "run_check", Description: "Run a script against the sandbox.",
		InputSchema: []byte(`{"type":"object","properties":{"code":{"type":"string"}}}`)}
	x := NewServer("x", []ServerTool{run})
	if r := fileRole(t, x, map[string]ServerTool{"run_check": run}, "run_check", "/code"); r.Kind != Code {
		t.Errorf("run_check /code = %s (%s), want code", r.Kind, r.Why)
	}
	for _, c := range []struct {
		s    string
		want bool
	}{{"text search covers description", false}, {"a monthly subscription", false}, {"run the scripts", true}, {"x => x + 1", true}} {
		if got := saysSource(c.s); got != c.want {
			t.Errorf("saysSource(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}
