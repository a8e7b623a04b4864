package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// quality holds the cheap proxies of a set of generated requests that the
// dataset-quality tool (measure.py) reports, recomputed in Go so a
// regression fails here: the share of requests opening with one of the 20
// most common first three words, the share pasting 8+ consecutive words of
// the tool's description, the share of multi-word parameter names spoken,
// "get the <first description word>" glue, requests that are JSON, and the
// share of argument values found in the words.
type quality struct {
	requests, echo, glue, jsonReq int
	keys, keysSaid                int
	values, grounded              int
}

var (
	qWord      = regexp.MustCompile(`[a-z0-9]+(?:['’][a-z]+)?`)
	qCamel1    = regexp.MustCompile(`([a-z0-9])([A-Z])`)
	qCamel2    = regexp.MustCompile(`([A-Z]+)([A-Z][a-z])`)
	qAlnum     = regexp.MustCompile(`[a-z0-9]+`)
	qGlueVerbs = map[string]bool{"get": true, "retrieve": true, "do": true, "run": true}
)

// normSep is measure.py's surface normalisation: camelCase split,
// non-alphanumerics to one space, lower case, padded with spaces.
func normSep(s string) string {
	s = qCamel1.ReplaceAllString(s, "$1 $2")
	s = qCamel2.ReplaceAllString(s, "$1 $2")
	return " " + strings.Join(qAlnum.FindAllString(strings.ToLower(s), -1), " ") + " "
}

// add measures one request for a call of t with args.
func (q *quality) add(t tool.Tool, text string, args map[string]any, opens map[string]int) {
	q.requests++
	low := strings.ToLower(text)
	w := qWord.FindAllString(low, -1)
	opens[strings.Join(w[:min(3, len(w))], " ")]++
	if echoes(text, t.Description) {
		q.echo++
	}
	if d := qWord.FindAllString(strings.ToLower(t.Description), 1); len(d) > 0 {
		for i := 0; i+2 < len(w); i++ {
			if qGlueVerbs[w[i]] && w[i+1] == "the" && w[i+2] == d[0] {
				q.glue++
				break
			}
		}
	}
	if tr := strings.TrimSpace(text); strings.HasPrefix(tr, "{") || strings.HasPrefix(tr, "[") || json.Valid([]byte(tr)) {
		q.jsonReq++
	}
	norm := normSep(text)
	for k, v := range args {
		var leaves []string
		scalarStrings(v, &leaves)
		if len(leaves) == 0 {
			continue
		}
		if kn := normSep(k); len(strings.Fields(kn)) >= 2 {
			q.keys++
			if strings.Contains(norm, kn) {
				q.keysSaid++
			}
		}
		for _, l := range leaves {
			if strings.TrimSpace(l) == "" {
				continue
			}
			q.values++
			if strings.Contains(low, strings.ToLower(l)) || strings.Contains(norm, normSep(l)) || saysDate(text, l) ||
				numberSaid(low, l) {
				q.grounded++
			}
		}
	}
}

// numberSaid tells whether a number value is written in text in another
// form ("3.0" as "3").
func numberSaid(low, v string) bool {
	if strings.HasSuffix(v, ".0") {
		return strings.Contains(low, strings.TrimSuffix(v, ".0"))
	}
	return false
}

// top20Share is the share of requests whose opening is one of the 20 most
// common.
func top20Share(opens map[string]int, n int) float64 {
	counts := make([]int, 0, len(opens))
	for _, c := range opens {
		counts = append(counts, c)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(counts)))
	top := 0
	for i := 0; i < len(counts) && i < 20; i++ {
		top += counts[i]
	}
	return float64(top) / float64(n)
}

// measureTools renders per records per tool for tools, with synthesized
// arguments, through the generic request template.
func measureTools(t *testing.T, set *Set, serverInfo string, tools []tool.Tool, per int, pooled map[string]int) (quality, float64, []string) {
	t.Helper()
	r := set.NewRenderer()
	var q quality
	opens := map[string]int{}
	var sample []string
	for _, tl := range tools {
		b, err := set.For(ToolInfo{ServerInfo: serverInfo, Name: tl.Name, Title: tl.Title, Description: tl.Description,
			InputSchema: tl.InputSchema})
		if err != nil {
			t.Fatal(err)
		}
		if !b.Generic {
			t.Fatalf("%s: has a template of its own; these servers must use the generic path", tl.Name)
		}
		sc, err := schema.Compile(tl.InputSchema, schema.CompileOptions{})
		if err != nil {
			t.Fatal(err)
		}
		g, err := synth.New(sc, synth.Options{Seed: 11, Key: tl.Name})
		if err != nil {
			t.Fatal(err)
		}
		renderDrawn(t, r, b, g, tl.Name, per, func(i int, text string, args map[string]any) {
			q.add(tl, text, args, opens)
			w := qWord.FindAllString(strings.ToLower(text), 3)
			pooled[strings.Join(w, " ")]++
			if i == 0 {
				sample = append(sample, tl.Name+": "+text)
			}
		})
	}
	return q, top20Share(opens, q.requests), sample
}

// seededGen is a generator of instances of the input schema raw, seed 3
// keyed by name, as the tests that draw a tool's calls use it.
func seededGen(t testing.TB, raw json.RawMessage, name string) *synth.Generator {
	t.Helper()
	sc, err := schema.Compile(raw, schema.CompileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := synth.New(sc, synth.Options{Seed: 3, Key: name})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// renderDrawn draws n instances from g and renders tool name's request
// for each with b, seeded by the name and the index, handing each request
// and its arguments to use.
func renderDrawn(t *testing.T, r *Renderer, b *Binding, g *synth.Generator, name string, n int, use func(i int, text string, args map[string]any)) {
	t.Helper()
	for i := 0; i < n; i++ {
		raw, err := g.Next()
		if err != nil {
			t.Fatal(err)
		}
		args, err := DecodeArgs(raw)
		if err != nil {
			t.Fatal(err)
		}
		text, _, err := r.Request(b, rand.New(rand.NewPCG(hashString(name), uint64(i))), i, args)
		if err != nil {
			t.Fatal(err)
		}
		use(i, text, args)
	}
}

// TestGenericRequestQuality renders requests for the captured servers
// that have no built-in templates, and for tool definitions written for
// this test, five calls per tool, and holds the generic path to the
// thresholds the dataset quality acceptance sets: top-20 openings ≤ 40%
// (per server when it gives at least 50 requests — with fewer, 20
// openings cover most of them by arithmetic — and over all servers
// together), description echo ≤ 5%, parameter-name echo ≤ 25%, no verb
// glue, no JSON request, ≥ 95% of values in the words.
func TestGenericRequestQuality(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	files := []string{"brave-search.json", "github.json", "google-maps.json", "mongodb.json", "notion.json",
		"playwright.json", "postgres.json", "puppeteer.json", "redis.json", "sequential-thinking.json", "slack.json"}
	type src struct {
		name, si string
		tools    []tool.Tool
	}
	var srcs []src
	for _, f := range files {
		si, tools := loadCorpus(t, f)
		srcs = append(srcs, src{f, si, tools})
	}
	srcs = append(srcs, src{"own-tools.json", "", ownTools(t)})
	pooled := map[string]int{}
	pooledN := 0
	for _, s := range srcs {
		opensOf := map[string]int{}
		q, top20, sample := measureTools(t, set, s.si, s.tools, 5, opensOf)
		for k, v := range opensOf {
			pooled[k] += v
		}
		pooledN += q.requests
		n := float64(q.requests)
		check := func(what string, got, limit float64, atMost bool) {
			if atMost && got > limit || !atMost && got < limit {
				t.Errorf("%s: %s = %.3f, want %s %.2f", s.name, what, got, map[bool]string{true: "≤", false: "≥"}[atMost], limit)
			}
		}
		switch {
		case s.name == "own-tools.json":
			// 14 tools written for this test: 70 requests, near the size where
			// 20 openings cover much by arithmetic; a looser bound.
			check("top-20 openings share", top20, 0.45, true)
		case q.requests >= 50:
			check("top-20 openings share", top20, 0.40, true)
		}
		check("description echo share", float64(q.echo)/n, 0.05, true)
		if q.keys > 0 {
			check("parameter-name echo share", float64(q.keysSaid)/float64(q.keys), 0.25, true)
		}
		check("verb glue", float64(q.glue), 0, true)
		check("JSON requests", float64(q.jsonReq), 0, true)
		if q.values > 0 {
			check("grounded values", float64(q.grounded)/float64(q.values), 0.95, false)
		}
		if testing.Verbose() {
			t.Logf("%s: %d requests, top20 %.2f, echo %d, keys %d/%d, grounded %d/%d\n  %s", s.name, q.requests, top20,
				q.echo, q.keysSaid, q.keys, q.grounded, q.values, strings.Join(sample[:min(4, len(sample))], "\n  "))
		}
	}
	if top := top20Share(pooled, pooledN); top > 0.40 {
		t.Errorf("all servers together: top-20 openings share = %.3f, want ≤ 0.40", top)
	}
}

// ownTools reads tool definitions written for these tests (no server
// has them), so the generic path is never tuned to the captured servers
// alone.
func ownTools(t *testing.T) []tool.Tool {
	t.Helper()
	data := readTestdata(t, "own-tools.json")
	tools, err := tool.ParseFile(data, tool.KindMCP)
	if err != nil {
		t.Fatal(err)
	}
	return tools
}

func readTestdata(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}
