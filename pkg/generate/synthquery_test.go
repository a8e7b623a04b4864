package generate

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// luthierRecords generates n records of mix on the tools of
// testdata/dev41/luthier.json named in keep, offline.
func luthierRecords(t *testing.T, mix string, n int, keep ...string) []kindRec {
	t.Helper()
	f, tools := testenv.LoadTools(t, filepath.Join("testdata", "dev41", "luthier.json"))
	tools = slices.DeleteFunc(tools, func(tl tool.Tool) bool { return !slices.Contains(keep, tl.Name) })
	m, err := parseMix(mix)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	runTo(t, []Source{{Server: "luthier", ServerInfo: f.ServerInfo, Tools: tools}}, config{N: n, Seed: 5, Mix: m, Workers: 2}, out)
	return readKindRecs(t, out)
}

// TestSearchResultFindsQuery: a search for customers by a person's name
// or surname lists one whose name holds it (drawn, "Paul Taylor" found
// Ines Garcia, Sarah Rossi and James Rossi), with an email made from
// the name found.
func TestSearchResultFindsQuery(t *testing.T) {
	seen := 0
	for i, r := range luthierRecords(t, "followup=1", 40, "find_customer", "book_repair") {
		names, args := r.calls()
		res := r.results()
		if len(names) < 2 || names[0] != "find_customer" || len(res) == 0 || !strings.HasPrefix(res[0], "{") {
			continue
		}
		var a struct{ Query string }
		var got struct {
			Customers []struct{ Name, Email string }
		}
		if json.Unmarshal([]byte(args[0]), &a) != nil || json.Unmarshal([]byte(res[0]), &got) != nil || !prompt.PersonWords(a.Query, 1, 3) {
			continue
		}
		seen++
		found := false
		for _, c := range got.Customers {
			if strings.Contains(strings.ToLower(c.Name), strings.ToLower(a.Query)) {
				found = true
				first := strings.ToLower(strings.Fields(c.Name)[0])
				if at := strings.IndexByte(c.Email, '@'); at > 0 && strings.Contains(c.Email[:at], ".") && !strings.HasPrefix(c.Email, first+".") {
					t.Errorf("line %d: %q listed with the email %q of another name", i+1, c.Name, c.Email)
				}
			}
		}
		if !found {
			t.Errorf("line %d: a search for %q lists none of that name: %s", i+1, a.Query, res[0])
		}
	}
	if seen == 0 {
		t.Fatal("no follow-up after a search for a person")
	}
}

// TestListingKeepsBound: a listing asked for instruments of at most a
// price lists none above it, though the items' member is price_eur,
// not price (drawn, "at most €300" listed one at €483); a listing of
// repairs due before a date lists none ready after it.
func TestListingKeepsBound(t *testing.T) {
	seen := 0
	for i, r := range luthierRecords(t, "followup=1", 60, "list_instruments", "list_repairs", "get_instrument") {
		names, args := r.calls()
		res := r.results()
		if len(names) < 2 || len(res) == 0 || !strings.HasPrefix(res[0], "{") {
			continue
		}
		var a struct {
			MaxPrice  *float64 `json:"max_price"`
			DueBefore string   `json:"due_before"`
		}
		var got struct {
			Instruments []struct {
				Price float64 `json:"price_eur"`
			}
			Repairs []struct {
				Ready string `json:"ready_by"`
			}
		}
		if json.Unmarshal([]byte(args[0]), &a) != nil || json.Unmarshal([]byte(res[0]), &got) != nil {
			continue
		}
		if a.MaxPrice != nil {
			seen++
			for _, in := range got.Instruments {
				if in.Price > *a.MaxPrice {
					t.Errorf("line %d: asked at most %v, listed %v: %s", i+1, *a.MaxPrice, in.Price, res[0])
				}
			}
		}
		if a.DueBefore != "" {
			seen++
			for _, rp := range got.Repairs {
				if rp.Ready > a.DueBefore {
					t.Errorf("line %d: asked due before %s, listed one ready by %s", i+1, a.DueBefore, rp.Ready)
				}
			}
		}
	}
	if seen == 0 {
		t.Fatal("no bounded listing with a result")
	}
}

// TestConfirmFlagDrawnTrue: a required flag named confirm whose
// description says to set it true to confirm is drawn true: false asks
// the tool to refuse ("Cancel repair R-16296. Don't treat it as
// confirmed yet." then "Repair ticket canceled.").
func TestConfirmFlagDrawnTrue(t *testing.T) {
	n := 0
	for i, r := range luthierRecords(t, "single=0.5,followup=0.5", 30, "cancel_repair") {
		_, args := r.calls()
		for _, a := range args {
			n++
			if !strings.Contains(a, `"confirm":true`) {
				t.Errorf("line %d: a cancellation not confirmed: %s", i+1, a)
			}
		}
	}
	if n == 0 {
		t.Fatal("no call")
	}
}

// TestListingKeepsLimit: a search asked for at most n customers lists
// no more than n (drawn, "only 1 customer" listed three), and the one
// listed is the one searched for.
func TestListingKeepsLimit(t *testing.T) {
	seen := 0
	for i, r := range luthierRecords(t, "followup=1", 60, "find_customer") {
		names, args := r.calls()
		res := r.results()
		if len(names) < 2 || len(res) == 0 || !strings.HasPrefix(res[0], "{") {
			continue
		}
		var a struct {
			Limit int
			Query string
		}
		var got struct {
			Customers []struct{ Name string }
		}
		if json.Unmarshal([]byte(args[0]), &a) != nil || json.Unmarshal([]byte(res[0]), &got) != nil || a.Limit == 0 {
			continue
		}
		seen++
		if len(got.Customers) > a.Limit {
			t.Errorf("line %d: asked at most %d, listed %d: %s", i+1, a.Limit, len(got.Customers), res[0])
		}
	}
	if seen == 0 {
		t.Fatal("no search with a limit and a result")
	}
}
