package synth

import (
	"os"
	"path/filepath"
	"testing"
)

// A gallery's holdings searched by keywords matched against titles are
// searched with what a catalogue holds, never with a filler title named
// after a person ("Holding for Ana").
func TestHoldingsSearchIsNoFillerTitle(t *testing.T) {
	tools := `{"tools":[{"name":"find_artworks","description":"Search the gallery archive's holdings of artworks and artefacts.","inputSchema":{"type":"object","properties":{"query":{"type":"string","description":"Keywords matched against title, maker, period and description."},"on_display":{"type":"boolean"}},"required":["query"]}},
{"name":"lend_artwork","description":"Lend artworks to another gallery for an exhibition; the curator approves the loan.","inputSchema":{"type":"object","properties":{"accession":{"type":"string"},"note":{"type":"string"}},"required":["accession"]}}]}`
	p := filepath.Join(t.TempDir(), "gallery_archive.json")
	if err := os.WriteFile(p, []byte(tools), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, m := range fileCalls(t, p, "find_artworks", 12, 3) {
		if q, _ := m["query"].(string); !inPool(q, kindQueries["museum"]) {
			t.Errorf("query %q: %v", q, m)
		}
	}
}
