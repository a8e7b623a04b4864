package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// TestGenericCodeNotPossessive checks that a code value that replaces the
// description's noun is never made a possessive ("Run
// `window.scrollTo(0, 1)`'s snippet.").
func TestGenericCodeNotPossessive(t *testing.T) {
	cases := []requestCase{
		{"js_run", "Run a Playwright code snippet. Unsafe: executes arbitrary JavaScript.",
			`{"type":"object","properties":{"code":{"type":"string","description":"JavaScript code to run"}},"required":["code"]}`,
			`{"code":"window.scrollTo(0, document.body.scrollHeight)"}`, []string{"window.scrollTo"}, []string{"`'s", "`’s"}},
		{"js_eval", "Run a browser code snippet",
			`{"type":"object","properties":{"script":{"type":"string","description":"Script to execute"}},"required":["script"]}`,
			`{"script":"document.title"}`, []string{"document.title"}, []string{"`'s"}},
	}
	checkRequests(t, cases, 40, 71)
}

// TestGenericMediaReset checks that clearing an emulated media feature is
// asked as turning it off, not as the description's "emulate CSS media
// features, resetting the forced-colors media feature".
func TestGenericMediaReset(t *testing.T) {
	cases := []requestCase{
		{"ui_media", "Emulate CSS media features for the page, for example switch between the light and dark color scheme. Omitted parameters are left unchanged; null clears an override.",
			`{"type":"object","properties":{"forcedColors":{"type":["string","null"],"enum":["active","none",null],"description":"Emulates the forced-colors media feature"}}}`,
			`{"forcedColors":null}`, []string{"forced"}, []string{"css media features", "media feature", "emulate", "simulate"}},
	}
	checkRequests(t, cases, 40, 72)
}

// TestGenericNoFragmentWithPlaces checks that a read with two places, or a
// quoted search, is never asked as a verbless noun phrase ("All
// collections over connection prod-ae64 on database auth?", "Places
// matching "museums in Montreal"?"): a person says what to do.
func TestGenericNoFragmentWithPlaces(t *testing.T) {
	cases := []struct{ name, desc, schema, args, head string }{
		{"coll_list", "List all collections for a database",
			`{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"connection":{"type":"string","description":"Connection to use"}},"required":["database"]}`,
			`{"database":"auth","connection":"prod-ae64"}`, "collections"},
		{"venue_find", "Search for places using a text query",
			`{"type":"object","properties":{"query":{"type":"string","description":"Search query"}},"required":["query"]}`,
			`{"query":"museums in Montreal"}`, "places"},
	}
	for _, c := range cases {
		for i, text := range renderDraws(t, c.name, c.desc, c.schema, c.args, 60, 73) {
			low := strings.ToLower(text)
			if strings.HasSuffix(low, "?") && (strings.HasPrefix(low, c.head) || strings.HasPrefix(low, "all "+c.head)) {
				t.Errorf("%s draw %d: verbless fragment: %s", c.name, i, text)
			}
		}
	}
}

// renderDraws renders n generic requests for a tool written for a test,
// the i-th with the source PCG(i, stream).
func renderDraws(t *testing.T, name, desc, schema, args string, n int, stream uint64) []string {
	t.Helper()
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	b, err := set.For(ToolInfo{Name: name, Description: desc, InputSchema: json.RawMessage(schema)})
	if err != nil {
		t.Fatal(err)
	}
	a, err := DecodeArgs(json.RawMessage(args))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for i := 0; i < n; i++ {
		text, _, err := r.Request(b, rand.New(rand.NewPCG(uint64(i), stream)), i, a)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, text)
	}
	return out
}

// bareLabel is a sentence that only names what follows ("The update:",
// "Filter:", "Title: Exempt health checks"), the way a form reads.
var bareLabel = regexp.MustCompile(`(?m)(?:(?:^|[.?!] )(?:The |the )?[A-Za-z]+(?: [a-z]+)?:$|\n\n[A-Z][a-z]+(?: [a-z]+)?: \S)`)

// TestGenericNoFormLabels checks that a request reads as sentences, not a
// form: a lone short value is said in the sentence ("titled …"), not on a
// labelled line ("Title: …"), and a block is introduced by a sentence
// ("Here's the update:"), not a bare label ("Go through connection
// dev-ec3e. The update:").
func TestGenericNoFormLabels(t *testing.T) {
	cases := []struct{ name, desc, schema, args string }{
		{"pr_make", "Create a new pull request in a repository",
			`{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"head":{"type":"string","description":"The name of the branch where your changes are implemented"},"base":{"type":"string","description":"The name of the branch you want the changes pulled into"},"title":{"type":"string","description":"Pull request title"}},"required":["owner","repo","head","base","title"]}`,
			`{"owner":"acme","repo":"api","head":"fix/healthcheck-rate-limit","base":"main","title":"Exempt health checks from the rate limiter"}`},
		{"docs_update", "Updates all documents that match the specified filter for a collection",
			`{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"},"connection":{"type":"string","description":"The connection to run the operation against"},"update":{"type":"object","description":"An update document describing the modifications to apply"}},"required":["database","collection","update"]}`,
			`{"database":"shop","collection":"reviews","connection":"dev-ec3e","update":{"$set":{"verified":true}}}`},
	}
	for _, c := range cases {
		for i, text := range renderDraws(t, c.name, c.desc, c.schema, c.args, 60, 74) {
			if m := bareLabel.FindString(text); m != "" {
				t.Errorf("%s draw %d: form-like label %q: %s", c.name, i, m, text)
			}
		}
	}
}

// TestGenericNoDescriptionObject checks that a description's technical
// object is said the way a person names it: "append block children"
// adds blocks and "a page's content as Markdown" is the page's content.
func TestGenericNoDescriptionObject(t *testing.T) {
	cases := []requestCase{
		{"blocks_add", "Append block children",
			`{"type":"object","properties":{"block_id":{"type":"string","description":"Identifier for a block"},"after":{"type":"string","description":"The ID of the existing block that the new block should be appended after."},"children":{"type":"array","items":{"type":"object"}}},"required":["block_id","children"]}`,
			`{"block_id":"b-100","after":"b-200","children":[{"paragraph":{"text":"Version 1.7 fixes it."}}]}`, []string{"b-100"}, []string{"block children"}},
		{"page_md", "Update a page's content as Markdown",
			`{"type":"object","properties":{"page_id":{"type":"string","description":"Identifier for a page"},"content":{"type":"string","description":"The new content"}},"required":["page_id","content"]}`,
			`{"page_id":"p-100","content":"CI now runs on GitHub Actions."}`, []string{"p-100"}, []string{"as markdown"}},
	}
	checkRequests(t, cases, 40, 75)
}
