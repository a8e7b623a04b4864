package synth

import (
	"path/filepath"
	"slices"
	"testing"
)

// An item of a category is described as a thing of that category: a
// pawn ticket's jewelry is a ring or a chain, never a bank memo
// ("Monthly transfer to the savings account.") drawn for a server whose
// words name a loan. testdata/dev39/pawn_shop.json.
func TestItemTextFitsCategory(t *testing.T) {
	tools, srv := toolsFile(t, filepath.Join("testdata", "dev39", "pawn_shop.json"))
	tl := tools["loanNew"]
	seen := 0
	for _, m := range decodeAll(t, string(tl.InputSchema), 30, Options{Seed: 7, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
		items, _ := m["items"].([]any)
		for _, it := range items {
			o, _ := it.(map[string]any)
			c, _ := o["cat"].(string)
			d, _ := o["d"].(string)
			cat := itemCategory(c)
			if cat == "" || d == "" {
				continue
			}
			seen++
			if !slices.Contains(categoryItems[cat], d) {
				t.Errorf("category %q described %q", c, d)
			}
		}
	}
	if seen == 0 {
		t.Fatal("no item with a listed category drawn")
	}
	if itemCategory("canned_goods") != "canned goods" || itemCategory("Jewellery") != "jewelry" || itemCategory("misc") != "" {
		t.Error("itemCategory: a category value misread")
	}
}
