package synth

import (
	"strings"
	"testing"
)

// The article before a noun goes by its sound.
func TestIndefinite(t *testing.T) {
	for w, want := range map[string]string{"account": "an", "invoice": "an", "hour": "an", "MR": "an", "SKU": "an",
		"user": "a", "unit": "a", "one-off": "a", "PR": "a", "ticket": "a", "order": "an", "url": "a"} {
		if got := indefinite(w); got != want {
			t.Errorf("indefinite(%q) = %q, want %q", w, got, want)
		}
	}
}

// A question to a product's documentation about one of the server's
// things takes the article its noun's sound wants: "What fields does an
// account have?", never "a account".
func TestThingQuestionArticle(t *testing.T) {
	srv, tool := serverTool(t, "testdata/docs_accounts.json", "search_docs")
	seen := 0
	for seed := int64(1); seed <= 40; seed++ {
		for _, m := range decodeAll(t, string(tool.InputSchema), 2, Options{Seed: seed, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
			q := findString(m, "question")
			for _, bad := range []string{"a account", "a invoice", "a order", "a estimate"} {
				if strings.Contains(q, bad) {
					t.Errorf("seed %d: query %q says %q", seed, q, bad)
				}
			}
			if strings.Contains(q, "an account") || strings.Contains(q, "an invoice") || strings.Contains(q, "an order") || strings.Contains(q, "an estimate") {
				seen++
			}
		}
	}
	if seen == 0 {
		t.Fatal("no question about an account, invoice, order or estimate: the test reads nothing")
	}
}
