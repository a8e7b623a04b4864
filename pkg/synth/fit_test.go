package synth

import (
	"fmt"
	"strings"
	"testing"
)

// Tool schemas written for these tests (not from any captured server): a
// document store, a code-review tool, a web form filler and a list tool.

// Open objects named for what they are get that structure: projections of
// 1/0, sorts of ±1, updates with operators, pipelines of $stages, and the
// field names of the collection the call is about.
func TestOpenObjectStructures(t *testing.T) {
	open := `{"type":"object","additionalProperties":{}}`
	src := `{"type":"object","properties":{"collection":{"type":"string","description":"Collection name"},
		"where":` + open + `,"filter":` + open + `,"projection":` + open + `,"update":` + open + `,
		"sort":{"type":"object","additionalProperties":{"enum":[1,-1]}},
		"pipeline":{"type":"array","items":` + open + `},"documents":{"type":"array","items":` + open + `}},
		"required":["collection","filter","projection","update","sort","pipeline","documents"]}`
	fieldsOf := map[string]map[string]bool{}
	for _, d := range docDomains {
		fieldsOf[d.coll] = map[string]bool{"_id": true}
		for _, f := range d.fields {
			fieldsOf[d.coll][f.name] = true
		}
	}
	for _, m := range decodeAll(t, src, 60, Options{Seed: 99, RootObject: true, Topic: "store_update"}) {
		fields := fieldsOf[m["collection"].(string)]
		if fields == nil {
			t.Fatalf("collection %v is not a known data domain", m["collection"])
		}
		for k, v := range m["projection"].(map[string]any) {
			if s := jsonString(v); !fields[k] || s != "1" && s != "0" {
				t.Errorf("projection %s: %v in %v, want a field of %v and 1/0", k, v, m["projection"], m["collection"])
			}
		}
		for k, v := range m["sort"].(map[string]any) {
			if s := jsonString(v); !fields[k] || s != "1" && s != "-1" {
				t.Errorf("sort %s: %v, want a field and ±1", k, v)
			}
		}
		for k := range m["filter"].(map[string]any) {
			if !fields[k] {
				t.Errorf("filter key %q is not a field of %v", k, m["collection"])
			}
		}
		for k := range m["update"].(map[string]any) {
			if !strings.HasPrefix(k, "$") {
				t.Errorf("update %v has no operator", m["update"])
			}
		}
		stages := m["pipeline"].([]any)
		for _, st := range stages {
			for k := range st.(map[string]any) {
				if !strings.HasPrefix(k, "$") {
					t.Errorf("pipeline stage %v is not a $stage", st)
				}
			}
		}
		if len(stages) > 0 {
			if _, ok := stages[0].(map[string]any)["$match"]; !ok {
				t.Errorf("pipeline %v does not start with $match", stages)
			}
		}
		docs := m["documents"].([]any)
		if len(docs) == 0 {
			t.Errorf("documents is empty")
		}
		for _, d := range docs {
			for k := range d.(map[string]any) {
				if !fields[k] {
					t.Errorf("document key %q is not a field of %v", k, m["collection"])
				}
			}
		}
	}
}

// jsonString spells a decoded JSON scalar: 1, -1, "x".
func jsonString(v any) string { return fmt.Sprint(v) }

// Paths of a tool about a repository are repo-relative at any depth, and a
// file's content (beside its path in the arguments) is in the file's language.
func TestRepoPathsAndContents(t *testing.T) {
	src := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},
		"notes":{"type":"array","minItems":1,"items":{"type":"object","properties":{"path":{"type":"string","description":"File the note is about"},"line":{"type":"integer"}},"required":["path"]}},
		"path":{"type":"string"},"content":{"type":"string"}},
		"required":["owner","repo","notes","path","content"]}`
	lang := map[string]string{"py": "def ", "go": "package ", "md": "#", "ts": "function", "tsx": "return", "rs": "fn ", "yaml": ":", "yml": ":", "json": "{", "js": "function"}
	for _, m := range decodeAll(t, src, 40, Options{Seed: 99, RootObject: true, Topic: "review_files"}) {
		for _, n := range m["notes"].([]any) {
			if p := n.(map[string]any)["path"].(string); strings.HasPrefix(p, "/") {
				t.Errorf("note path %q is absolute in a repository tool", p)
			}
		}
		p, c := m["path"].(string), m["content"].(string)
		if strings.HasPrefix(p, "/") {
			t.Errorf("file path %q is absolute", p)
		}
		if want, ok := lang[p[strings.LastIndexByte(p, '.')+1:]]; ok && !strings.Contains(c, want) {
			t.Errorf("content of %s is not in its language: %q", p, c)
		}
	}
}

// A value typed or chosen into an element fits the element: an email in an
// email field, an option in a dropdown.
func TestFormValueFitsElement(t *testing.T) {
	fill := `{"type":"object","properties":{"selector":{"type":"string","description":"CSS selector for the input"},"value":{"type":"string"}},"required":["selector","value"]}`
	for _, m := range decodeAll(t, fill, 60, Options{Seed: 99, RootObject: true, Topic: "form_fill"}) {
		sel, v := m["selector"].(string), m["value"].(string)
		if strings.HasPrefix(sel, "select") || strings.Contains(sel, "button") {
			t.Errorf("fill targets %q, not a text field", sel)
		}
		if strings.Contains(sel, "email") != strings.Contains(v, "@") {
			t.Errorf("value %q does not fit %q", v, sel)
		}
	}
	pick := `{"type":"object","properties":{"element":{"type":"string","description":"Human-readable element description"},"ref":{"type":"string"},"values":{"type":"array","items":{"type":"string"}}},"required":["element","values"]}`
	for _, m := range decodeAll(t, pick, 30, Options{Seed: 99, RootObject: true, Topic: "pick_option"}) {
		if e := m["element"].(string); !strings.Contains(e, "dropdown") {
			t.Errorf("options chosen in %q, not a dropdown", e)
		}
	}
}

// Counts a person asks for stay at 5–50 (or the default itself) however
// large the default or maximum; a result file is data, a screenshot an image.
func TestCountsAndFileKinds(t *testing.T) {
	src := `{"type":"object","properties":{"limit":{"type":"integer","default":100,"maximum":500,"description":"Max results"},
		"page_size":{"type":"integer","description":"Items per page. Maximum: 200"},
		"filename":{"type":"string","description":"File name to save the result to"},
		"shot":{"type":"object","properties":{"filename":{"type":"string","description":"File name to save the screenshot to"}},"required":["filename"]}},
		"required":["limit","page_size","filename","shot"]}`
	for _, m := range decodeAll(t, src, 60, Options{Seed: 99, RootObject: true, Topic: "list_things"}) {
		for _, k := range []string{"limit", "page_size"} {
			if n := jsonString(m[k]); len(n) > 2 && n != "100" {
				t.Errorf("%s = %s, want at most 50", k, n)
			}
		}
		if f := m["filename"].(string); !strings.HasSuffix(f, ".json") && !strings.HasSuffix(f, ".txt") && !strings.HasSuffix(f, ".md") {
			t.Errorf("result file %q is not data", f)
		}
		if f := m["shot"].(map[string]any)["filename"].(string); !strings.HasSuffix(f, ".png") && !strings.HasSuffix(f, ".jpeg") {
			t.Errorf("screenshot file %q is not an image", f)
		}
	}
}

// Repository, code and issue searches use their own qualifiers.
func TestSearchQueriesFitWhatIsSearched(t *testing.T) {
	src := `{"type":"object","properties":{"query":{"type":"string","description":"Search query"}},"required":["query"]}`
	for _, m := range decodeAll(t, src, 40, Options{Seed: 99, RootObject: true, Topic: "find_repositories"}) {
		if q := m["query"].(string); strings.Contains(q, "is:") || strings.Contains(q, "label:") {
			t.Errorf("repository search %q uses issue qualifiers", q)
		}
	}
}

// A duration a person gives stays in a range said in its unit: a room
// wanted "for 90 minutes", never the schema's maximum of 480 minutes (8
// hours, which nobody says in minutes) drawn as a boundary to cover.
func TestDurationsAvoidWideMaximum(t *testing.T) {
	src := `{"type":"object","properties":{"date":{"type":"string","format":"date"},
		"duration_minutes":{"type":"integer","minimum":15,"maximum":480,"multipleOf":15,"default":60,"description":"How long the room must be free"}},
		"required":["date","duration_minutes"]}`
	for _, m := range decodeAll(t, src, 60, Options{Seed: 99, RootObject: true, Topic: "find_free_slot"}) {
		if n := jsonString(m["duration_minutes"]); n == "480" {
			t.Errorf("duration_minutes = %s: the maximum, said as \"for 480 minutes\"", n)
		}
	}
}
