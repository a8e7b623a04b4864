package prompt

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// planTools are tools written for the plan-rotation tests, shaped like
// common MCP tools (none of them a captured server's): a read of one
// thing, a list with a filter, a change with a text, a removal, a search
// and an act with no arguments.
var planTools = []requestCase{
	{"ticket_get", "Get the details of a support ticket",
		`{"type":"object","properties":{"ticket_id":{"type":"integer","description":"Ticket number"}},"required":["ticket_id"]}`,
		`{"ticket_id":4821}`, []string{"4821"}, nil},
	{"invoices_list", "List invoices for a customer account",
		`{"type":"object","properties":{"account":{"type":"string","description":"Account slug"},"status":{"type":"string","enum":["draft","open","paid"]}},"required":["account"]}`,
		`{"account":"northwind","status":"open"}`, []string{"northwind", "open"}, nil},
	{"note_add", "Add a note to a customer record",
		`{"type":"object","properties":{"customer_id":{"type":"string","description":"Customer ID"},"text":{"type":"string","description":"Text of the note"}},"required":["customer_id","text"]}`,
		`{"customer_id":"cus_81","text":"Called back about the refund, waiting on finance."}`, []string{"cus_81", "waiting on finance"}, nil},
	{"bucket_delete", "Delete a storage bucket",
		`{"type":"object","properties":{"bucket":{"type":"string","description":"Bucket name"}},"required":["bucket"]}`,
		`{"bucket":"old-exports"}`, []string{"old-exports"}, nil},
	{"recipes_search", "Search recipes by keyword",
		`{"type":"object","properties":{"query":{"type":"string","description":"Search keywords"},"limit":{"type":"integer","description":"Maximum results"}},"required":["query"]}`,
		`{"query":"lentil soup","limit":5}`, []string{"lentil soup", "5"}, nil},
	{"cache_flush", "Flush the application cache",
		`{"type":"object","properties":{}}`, `{}`, nil, nil},
}

// skeletonWords are the words of a request with the call's values masked
// and digits as 0, the way the dataset measure compares phrasing.
func skeletonWords(text string, args map[string]any) []string {
	low := strings.ToLower(text)
	for _, v := range args {
		if s := strings.ToLower(fmt.Sprint(v)); s != "" {
			low = strings.ReplaceAll(low, s, " value ")
		}
	}
	low = regexp.MustCompile(`[0-9]+`).ReplaceAllString(low, "0")
	return regexp.MustCompile(`[a-z0']+`).FindAllString(low, -1)
}

// genericPlans maps the generic template's request variant names
// ("templates/_generic.tmpl#request/3") to the sentence plan each asks
// for ({{.Ask "need"}} → "need"), read from the built-in file.
func genericPlans(t *testing.T, b *Binding) map[string]string {
	t.Helper()
	src, err := fs.ReadFile(EmbeddedLayer().FS, GenericFile)
	if err != nil {
		t.Fatal(err)
	}
	ask := regexp.MustCompile(`\{\{\s*\.Ask\s+"([a-z-]+)"\s*\}\}`)
	kinds := ask.FindAllStringSubmatch(string(src), -1)
	out := map[string]string{}
	for _, v := range b.Request.Sections[SectionRequest] {
		n, err := strconv.Atoi(v.Name[strings.LastIndexByte(v.Name, '/')+1:])
		if err != nil || n < 1 || n > len(kinds) {
			t.Fatalf("variant %s: no plan of its own in %s", v.Name, GenericFile)
		}
		out[v.Name] = kinds[n-1][1]
	}
	return out
}

// TestGenericToolRequestsUseDistinctPlans checks that the five requests
// of one tool (a tool's records 0–4 of a cycle) each use a sentence plan
// of their own, and that they read differently: with the values masked,
// at least 72% of their word trigrams are distinct on average over the
// tools (62% for each: a tool with no arguments says its few words in
// every request), and no two of them open on the same three words in
// most cycles.
func TestGenericToolRequestsUseDistinctPlans(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	sum := 0.0
	for _, c := range planTools {
		b, err := set.For(ToolInfo{Name: c.name, Description: c.desc, InputSchema: json.RawMessage(c.schema)})
		if err != nil {
			t.Fatal(err)
		}
		args, err := DecodeArgs(json.RawMessage(c.args))
		if err != nil {
			t.Fatal(err)
		}
		plans := genericPlans(t, b)
		const cycles = 40
		ratio, sameOpen := 0.0, 0
		for k := 0; k < cycles; k++ {
			variants := map[string]bool{}
			opens := map[string]bool{}
			grams := map[string]bool{}
			total := 0
			for j := 0; j < 5; j++ {
				text, v, err := r.Request(b, rand.New(rand.NewPCG(uint64(5*k+j), 131)), 11*k+j, args)
				if err != nil {
					t.Fatal(err)
				}
				variants[plans[v]] = true
				w := skeletonWords(text, args)
				if len(w) >= 3 {
					opens[strings.Join(w[:3], " ")] = true
				}
				for i := 0; i+3 <= len(w); i++ {
					grams[strings.Join(w[i:i+3], " ")] = true
					total++
				}
				if testing.Verbose() && k == 0 {
					t.Logf("%s %s → %s", c.name, v, text)
				}
			}
			if len(variants) != 5 {
				t.Errorf("%s: cycle %d: five records used %d plans, want 5", c.name, k, len(variants))
			}
			if len(opens) < 5 {
				sameOpen++
			}
			ratio += float64(len(grams)) / float64(max(total, 1))
		}
		ratio /= cycles
		sum += ratio
		if ratio < 0.62 {
			t.Errorf("%s: five requests' distinct trigrams (values masked) = %.3f, want ≥ 0.62", c.name, ratio)
		}
		if sameOpen > cycles/2 {
			t.Errorf("%s: %d of %d cycles have two requests opening on the same three words", c.name, sameOpen, cycles)
		}
		t.Logf("%s: distinct-3 %.3f, cycles with a repeated opening %d/%d", c.name, ratio, sameOpen, cycles)
	}
	if mean := sum / float64(len(planTools)); mean < 0.72 {
		t.Errorf("five requests of a tool: distinct trigrams (values masked) = %.3f over the tools, want ≥ 0.72", mean)
	}
}
