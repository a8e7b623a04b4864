package synth

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// decodeAll decodes n instances of src as objects.
func decodeAll(t *testing.T, src string, n int, opts Options) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, inst := range instances(t, src, n, opts) {
		var m map[string]any
		if err := json.Unmarshal(inst, &m); err != nil {
			t.Fatalf("decode %s: %v", inst, err)
		}
		out = append(out, m)
	}
	return out
}

// Real calls set few optional parameters: head and tail (which the
// filesystem server refuses together) co-occur rarely, yet each optional
// property is present and absent.
func TestFewOptionalProperties(t *testing.T) {
	src := `{"type":"object","properties":{"path":{"type":"string"},"tail":{"type":"number"},"head":{"type":"number"},"encoding":{"type":"string"}},"required":["path"]}`
	both, seen := 0, map[string]int{}
	const n = 200
	for _, m := range decodeAll(t, src, n, Options{Seed: 1, RootObject: true}) {
		if m["head"] != nil && m["tail"] != nil {
			both++
		}
		for k := range m {
			seen[k]++
		}
	}
	if both > n/5 {
		t.Errorf("head and tail together in %d of %d instances, want at most %d", both, n, n/5)
	}
	for _, k := range []string{"head", "tail", "encoding"} {
		if seen[k] == 0 || seen[k] == n {
			t.Errorf("optional %q present in %d of %d instances, want present and absent", k, seen[k], n)
		}
	}
}

// An optional array, object or flag the request sets is mostly non-empty
// and non-default; arrays of strings do not repeat items.
func TestOptionalValuesNotEmpty(t *testing.T) {
	src := `{"type":"object","properties":{"path":{"type":"string"},
		"excludePatterns":{"type":"array","items":{"type":"string"}},
		"agenda":{"type":"object","properties":{"topic":{"type":"string"},"minutes":{"type":"integer"}}},
		"dryRun":{"type":"boolean","default":false}},"required":["path"]}`
	const n = 200
	empty, arrays, trues, flags, dups := 0, 0, 0, 0, 0
	for _, m := range decodeAll(t, src, n, Options{Seed: 2, RootObject: true}) {
		if a, ok := m["excludePatterns"].([]any); ok {
			arrays++
			if len(a) == 0 {
				empty++
			}
			seen := map[string]bool{}
			for _, x := range a {
				if seen[x.(string)] {
					dups++
				}
				seen[x.(string)] = true
			}
		}
		if o, ok := m["agenda"].(map[string]any); ok {
			arrays++
			if len(o) == 0 {
				empty++
			}
		}
		if b, ok := m["dryRun"].(bool); ok {
			flags++
			if b {
				trues++
			}
		}
	}
	if arrays == 0 || empty*5 > arrays {
		t.Errorf("%d of %d present optional arrays/objects empty, want at most 20%%", empty, arrays)
	}
	if dups > 0 {
		t.Errorf("%d repeated items in arrays of strings", dups)
	}
	if flags == 0 || trues*3 < flags*2 {
		t.Errorf("dryRun (default false) true in %d of %d instances that set it, want mostly true", trues, flags)
	}
}

// Unbounded numbers stay near their default: [default/2, 3*default].
func TestNumbersNearDefault(t *testing.T) {
	src := `{"type":"object","properties":{"duration":{"type":"number","default":10,"description":"Duration of the operation in seconds"},"steps":{"type":"integer","default":5}}}`
	for _, m := range decodeAll(t, src, 100, Options{Seed: 3, RootObject: true}) {
		if d, ok := m["duration"].(float64); ok && (d < 5 || d > 30) {
			t.Errorf("duration %v, want within [5, 30] around its default 10", d)
		}
		if s, ok := m["steps"].(float64); ok && (s < 2.5 || s > 15) {
			t.Errorf("steps %v, want within [2.5, 15] around its default 5", s)
		}
	}
}

// A property whose schema requires itself recursively is satisfiable only
// by absence: optional, it is never present; required, New names it.
func TestRequiredRecursion(t *testing.T) {
	src := `{"type":"object","properties":{"a":{"$ref":"#/$defs/A"},"n":{"type":"integer"}},"$defs":{"A":{"type":"object","properties":{"b":{"$ref":"#/$defs/A"}},"required":["b"]}}}`
	for _, m := range decodeAll(t, src, 10, Options{Seed: 1}) {
		if _, ok := m["a"]; ok {
			t.Errorf("instance %v sets a, which only absence satisfies", m)
		}
	}
	req := `{"type":"object","properties":{"a":{"$ref":"#/$defs/A"}},"required":["a"],"$defs":{"A":{"type":"object","properties":{"b":{"$ref":"#/$defs/A"}},"required":["b"]}}}`
	s := compile(t, req)
	_, err := New(s, Options{Seed: 1})
	want := "/properties/a: required recursion through #/$defs/A"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("New = %v, want an error containing %q", err, want)
	}
	// a finite way out (anyOf with a string) keeps the property usable
	ok := `{"type":"object","properties":{"a":{"$ref":"#/$defs/A"}},"required":["a"],"$defs":{"A":{"type":"object","properties":{"b":{"anyOf":[{"$ref":"#/$defs/A"},{"type":"string"}]}},"required":["b"]}}}`
	if _, err := New(compile(t, ok), Options{Seed: 1}); err != nil {
		t.Errorf("New on a finitely satisfiable recursion: %v", err)
	}
}

// Dates cluster around a fixed reference date on quarter hours, and a
// from/to (start/end) pair is ordered.
func TestDatesNearReference(t *testing.T) {
	src := `{"type":"object","properties":{"from":{"type":"string","format":"date-time"},"to":{"type":"string","format":"date-time"},
		"startDate":{"type":"string","format":"date"},"endDate":{"type":"string","format":"date"},"due":{"type":"string"}},
		"required":["from","to","startDate","endDate","due"]}`
	for _, m := range decodeAll(t, src, 50, Options{Seed: 4, RootObject: true}) {
		for _, k := range []string{"from", "to"} {
			s := m[k].(string)
			if s < "2025-09" || s > "2026-06" || len(s) != len("2026-01-15T09:45:00Z") || !strings.HasSuffix(s, ":00Z") ||
				!strings.Contains("00 15 30 45", s[14:16]) {
				t.Errorf("%s = %q, want a quarter hour within months of 2026-01-15, no fraction", k, s)
			}
		}
		if m["from"].(string) > m["to"].(string) || m["startDate"].(string) > m["endDate"].(string) {
			t.Errorf("range out of order: %v", m)
		}
		from, _ := time.Parse(time.RFC3339, m["from"].(string))
		to, _ := time.Parse(time.RFC3339, m["to"].(string))
		if to.Sub(from) > 14*24*time.Hour {
			t.Errorf("from %v to %v: want an end near its start", from, to)
		}
		if d := m["due"].(string); d < "2025-09" || d > "2026-06" {
			t.Errorf("due = %q, want within months of 2026-01-15", d)
		}
	}
}

// Paths of one instance share a project root; a destination keeps the
// source's extension.
func TestPathsShareRoot(t *testing.T) {
	src := `{"type":"object","properties":{"source":{"type":"string"},"destination":{"type":"string"},
		"paths":{"type":"array","items":{"type":"string"},"minItems":2}},"required":["source","destination","paths"]}`
	root := func(p string) string { // a home/project base plus the project
		for _, d := range dirs {
			if strings.HasPrefix(p, d+"/") {
				return d + "/" + strings.SplitN(p[len(d)+1:], "/", 2)[0]
			}
		}
		return p
	}
	ext := func(p string) string { return p[strings.LastIndexByte(p, '.'):] }
	for _, m := range decodeAll(t, src, 40, Options{Seed: 5, RootObject: true, Topic: "move_file"}) {
		s, d := m["source"].(string), m["destination"].(string)
		if root(s) != root(d) || ext(s) != ext(d) {
			t.Errorf("source %q, destination %q: want one root and the source's extension", s, d)
		}
		for _, p := range m["paths"].([]any) {
			if root(p.(string)) != root(s) {
				t.Errorf("path %q and source %q have different roots in one instance", p, s)
			}
		}
	}
}

// A "name" inside attendees, display_name and full_name are people's names
// (two capitalized words); username stays a username; titles are phrases.
func TestPersonNamesAndTitles(t *testing.T) {
	src := `{"type":"object","properties":{"title":{"type":"string"},"attendees":{"type":"array","minItems":1,"items":{"type":"object","properties":{"name":{"type":"string"}},"required":["name"]}},"display_name":{"type":"string"},"username":{"type":"string"}},"required":["title","attendees","display_name","username"]}`
	person := func(s string) bool {
		f := strings.Fields(s)
		return len(f) >= 2 && strings.ToUpper(f[0][:1]) == f[0][:1] && !strings.ContainsAny(s, "_-0123456789")
	}
	for _, m := range decodeAll(t, src, 20, Options{Seed: 6, RootObject: true, Topic: "create_event"}) {
		for _, a := range m["attendees"].([]any) {
			if n := a.(map[string]any)["name"].(string); !person(n) {
				t.Errorf("attendee name %q, want a person's name", n)
			}
		}
		if n := m["display_name"].(string); !person(n) {
			t.Errorf("display_name %q, want a person's name", n)
		}
		if u := m["username"].(string); strings.Contains(u, " ") {
			t.Errorf("username %q has a space", u)
		}
		if ti := m["title"].(string); len(strings.Fields(ti)) < 2 {
			t.Errorf("title %q, want a phrase", ti)
		}
	}
}
