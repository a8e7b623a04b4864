package synth

import (
	"strings"
	"testing"
)

// The labels of one issue agree with each other and with the issue: one
// or two, never "bug" beside "enhancement", no "frontend" on an API
// change, and a command-line repository gets no UI story or UI label
// (a rater found "enhancement, urgent, bug and frontend" on "Add
// pagination to the orders API", and "frontend" on an invoice bug in
// cli-client).
func TestIssueLabelsAgree(t *testing.T) {
	schema := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"title":{"type":"string"},
		"labels":{"type":"array","items":{"type":"string"}},"body":{"type":"string"}},"required":["owner","repo","title"]}`
	ms := decodeAll(t, schema, 300, Options{Seed: 7, RootObject: true, Topic: "create_issue", About: "Create a new issue in a GitHub repository"})
	seen := 0
	for _, m := range ms {
		raw, ok := m["labels"].([]any)
		if !ok {
			continue
		}
		seen++
		var ls []string
		for _, l := range raw {
			ls = append(ls, l.(string))
		}
		all := "," + strings.Join(ls, ",") + ","
		title, _ := m["title"].(string)
		repo, _ := m["repo"].(string)
		if len(ls) > 2 {
			t.Errorf("%v: %d labels on one issue", ls, len(ls))
		}
		if strings.Contains(all, ",bug,") && strings.Contains(all, ",enhancement,") {
			t.Errorf("%v: bug beside enhancement", ls)
		}
		if strings.Contains(all, ",frontend,") && storyLayer(title) != 'f' || strings.Contains(all, ",backend,") && storyLayer(title) != 'b' {
			t.Errorf("%v on %q: a layer label the issue is not in", ls, title)
		}
		if strings.HasPrefix(repo, "cli") && (strings.Contains(all, ",frontend,") || storyLayer(title) == 'f') {
			t.Errorf("%v on %q in %s: a UI issue in a command-line repository", ls, title, repo)
		}
	}
	if seen < 30 {
		t.Fatalf("labels drawn in %d of %d calls", seen, len(ms))
	}
}

// A script run on a named element is a function of that element: "() =>
// document.body.innerText" passed with a target ref "e25" takes no
// element, so the target named is of no use (a rater's plausibility 2).
func TestElementScriptTakesElement(t *testing.T) {
	schema := `{"type":"object","properties":{
		"function":{"type":"string","description":"() => { /* code */ } or (element) => { /* code */ } when element is provided"},
		"element":{"type":"string","description":"Human-readable element description used to obtain permission to interact with the element"},
		"target":{"type":"string","description":"Exact target element reference from the page snapshot"}},"required":["function"]}`
	named, bare := 0, 0
	for _, m := range decodeAll(t, schema, 200, Options{Seed: 3, RootObject: true, Topic: "page_evaluate", About: "Evaluate JavaScript expression on page or element"}) {
		fn, _ := m["function"].(string)
		if _, ok := m["target"]; ok {
			named++
			if strings.HasPrefix(fn, "()") {
				t.Errorf("%v: a script that takes no element run on element %v", fn, m["target"])
			}
		} else {
			bare++
			if strings.HasPrefix(fn, "(element)") {
				t.Errorf("%v: a function of an element with no element given", fn)
			}
		}
	}
	if named == 0 || bare == 0 {
		t.Fatalf("%d calls with a target, %d without: want both", named, bare)
	}
}

// A product page is a shop's that sells the product, not the scene
// organisation's whatever it does ("polarfreight.com/products/noise-
// cancelling-headphones", a freight firm selling headphones).
func TestProductPageOnAShop(t *testing.T) {
	schema := `{"type":"object","properties":{"url":{"type":"string","description":"The URL to navigate to"}},"required":["url"]}`
	pages := 0
	for _, m := range decodeAll(t, schema, 300, Options{Seed: 11, RootObject: true, Topic: "page_navigate", About: "Navigate to a URL"}) {
		u, _ := m["url"].(string)
		if !strings.Contains(u, "/products/") {
			continue
		}
		pages++
		for _, o := range orgNames {
			if strings.Contains(u, strings.ReplaceAll(slug(o), "-", "")+".") {
				t.Errorf("%s: a product page on %s's site", u, o)
			}
		}
	}
	if pages == 0 {
		t.Fatal("no product page drawn")
	}
}
