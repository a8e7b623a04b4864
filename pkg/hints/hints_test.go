package hints

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

func TestLoad(t *testing.T) {
	t.Parallel()
	s, err := Load(filepath.Join("testdata", "hints.yaml"), 7)
	if err != nil {
		t.Fatal(err)
	}
	h := s.For(&tool.Tool{Name: "get_forecast"})
	if got := h.Pools["city"]; !reflect.DeepEqual(got, []any{"Lisbon", "Osaka", "Berlin"}) {
		t.Errorf("city %v", got)
	}
	if got := h.Pools["units"]; !reflect.DeepEqual(got, []any{"metric"}) {
		t.Errorf("units %v", got)
	}
	if _, ok := s.For(&tool.Tool{Name: "other"}).Pools["units"]; ok {
		t.Error("tool.param pool applied to another tool")
	}
	abs, _ := filepath.Abs(filepath.Join("testdata", "files"))
	if got := s.For(&tool.Tool{Name: "read_text_file"}).Pools["path"]; !reflect.DeepEqual(got, []any{filepath.Join(abs, "a.txt"), filepath.Join(abs, "b.txt")}) {
		t.Errorf("glob %v", got)
	}
	emails := h.Pools["email"]
	if len(emails) != 5 || !strings.Contains(emails[0].(string), "@") {
		t.Errorf("fake emails %v", emails)
	}
	again, _ := Load(filepath.Join("testdata", "hints.yaml"), 7)
	if !reflect.DeepEqual(again.For(&tool.Tool{Name: "x"}).Pools["email"], emails) {
		t.Error("fake values differ for the same seed")
	}
	if got := s.For(&tool.Tool{Name: "search"}).Pools["/filters/*/tag"]; len(got) != 2 {
		t.Errorf("pointer key %v", got)
	}
	if got := h.Pools["limit"]; !reflect.DeepEqual(got, []any{json.Number("1"), json.Number("2.5"), true, nil}) {
		t.Errorf("limit %#v", got)
	}
}

func TestErrors(t *testing.T) {
	t.Parallel()
	for src, want := range map[string]string{
		`city: Lisbon`:                     "want a list of values",
		`city: {fake: NoSuchThing}`:        "not a gofakeit function",
		`city: {file: missing.txt}`:        "missing.txt",
		`city: {glob: "nothing/*.zzz"}`:    "matches no path",
		`city: {values: [a], file: x}`:     "exactly one of",
		`[1, 2]`:                           "want a mapping",
		`city: []`:                         "no values",
		"city:\n  values: [a]\n  bogus: 1": "bogus",
	} {
		_, err := Parse([]byte(src), "testdata", 1)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want %q", src, err, want)
		}
	}
}

func TestSplitKeyAndMerge(t *testing.T) {
	t.Parallel()
	for k, want := range map[string][2]string{"path": {"", "path"}, "read_file.path": {"read_file", "path"},
		"/a/*/b": {"", "/a/*/b"}, "t./a/b": {"t", "/a/b"}, "a.b.c": {"a.b", "c"}} {
		tl, p := SplitKey(k)
		if tl != want[0] || p != want[1] {
			t.Errorf("%s: %q %q", k, tl, p)
		}
	}
	a, b := New(), New()
	a.Add("", "city", []any{"Lisbon"}, "hints file")
	b.Add("", "city", []any{"Paris"}, "probe")
	b.Add("t", "id", []any{"x", "x", "y"}, "probe")
	a.Merge(b)
	if got := a.For(&tool.Tool{Name: "t"}); !reflect.DeepEqual(got.Pools["city"], []any{"Lisbon"}) || len(got.Pools["id"]) != 2 {
		t.Errorf("merge %v", got.Pools)
	}
	if p := a.Pools(); len(p) != 2 || p[0].Key != "city" || p[1].Key != "t.id" || p[1].Origin != "probe" {
		t.Errorf("pools %+v", p)
	}
}

// Digest changes with any resolved value (also one read from a file the
// hints file names) and not with the order of keys in the file.
func TestDigest(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write := func(name, data string) string {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	write("ids.txt", "a1\nb2\n")
	load := func(data string) string {
		t.Helper()
		s, err := Load(write("h.yaml", data), 1)
		if err != nil {
			t.Fatal(err)
		}
		return s.Digest()
	}
	base := load("city: [Lima, Osaka]\nget.id: {file: ids.txt}\n")
	if got := load("get.id: {file: ids.txt}\ncity: [Lima, Osaka]\n"); got != base {
		t.Errorf("key order changed the digest")
	}
	if got := load("city: [Lima, Berlin]\nget.id: {file: ids.txt}\n"); got == base {
		t.Errorf("another value kept the digest")
	}
	if got := load("city: [Osaka, Lima]\nget.id: {file: ids.txt}\n"); got == base {
		t.Errorf("another value order (another draw for the same seed) kept the digest")
	}
	write("ids.txt", "a1\nc3\n")
	if got := load("city: [Lima, Osaka]\nget.id: {file: ids.txt}\n"); got == base {
		t.Errorf("a changed values file kept the digest")
	}
}

// Keys that name no tool of the run, or no parameter of the tools they
// apply to, are reported (typos); nested properties count.
func TestUnused(t *testing.T) {
	t.Parallel()
	s, err := Parse([]byte("city: [Lima]\nget_forecast.units: [metric]\nget_forcast.city: [Lima]\ncitty: [Lima]\nsearch.tag: [a]\nsearch./filters/*/x: [b]\nlist_rooms.city: [Lima]\n"), t.TempDir(), 1)
	if err != nil {
		t.Fatal(err)
	}
	tools := []tool.Tool{
		{Name: "get_forecast", InputSchema: json.RawMessage(`{"type":"object","properties":{"city":{"type":"string"},"units":{"enum":["metric"]}}}`)},
		{Name: "search", InputSchema: json.RawMessage(`{"type":"object","properties":{"filters":{"type":"array","items":{"type":"object","properties":{"tag":{"type":"string"}}}}}}`)},
		{Name: "list_rooms", InputSchema: json.RawMessage(`{"type":"object","properties":{"building":{"type":"string"}}}`)},
	}
	got := strings.Join(s.Unused(tools), " ")
	if want := "citty get_forcast.city list_rooms.city"; got != want {
		t.Errorf("Unused %q, want %q", got, want)
	}
}

// An unknown role's error says the roles it may have meant, else every
// role.
func TestUnknownRoleListsRoles(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ yaml, want string }{
		{"x: {role: citty}\n", `unknown role "citty"; did you mean city?`},
		{"x: {role: file}\n", `did you mean file_name, file_path?`},
		{"breed: {role: dog_breed}\n", `unknown role "dog_breed"; the roles are address, boolean, branch, `},
	} {
		_, err := Parse([]byte(c.yaml), "", 1)
		if !errors.Is(err, ErrUnknownRole) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: err = %v, want %q", c.yaml, err, c.want)
		}
	}
}

// A hints file sets a parameter's role (alone or with a pool); synth then
// draws values of that role, and an unknown role is an error naming it.
func TestRoles(t *testing.T) {
	t.Parallel()
	s, err := Parse([]byte("get_forecast.city: {role: country}\nticket: {role: id, values: [\"T-1\"]}\n"), "", 1)
	if err != nil {
		t.Fatal(err)
	}
	tl := &tool.Tool{Name: "get_forecast", InputSchema: json.RawMessage(`{"type":"object","properties":{"city":{"type":"string"}}}`)}
	h := s.For(tl)
	if h.Roles["city"] != role.Country || h.Roles["ticket"] != role.ID || len(h.Pools["ticket"]) != 1 {
		t.Fatalf("hints for get_forecast: %+v", h)
	}
	if got := s.Unused([]tool.Tool{*tl}); len(got) != 1 || got[0] != "ticket" {
		t.Errorf("Unused = %q, want [ticket]", got)
	}
	if _, err := Parse([]byte("city: {role: town}\n"), "", 1); !errors.Is(err, ErrUnknownRole) || !strings.Contains(err.Error(), `unknown role "town"`) {
		t.Errorf("unknown role: err = %v", err)
	}
	sc, err := schema.Compile(tl.InputSchema, schema.CompileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := synth.New(sc, synth.Options{Seed: 1, Key: "x", Hints: h, RootObject: true})
	if err != nil {
		t.Fatal(err)
	}
	// country names, not the city names a "city" parameter gets
	cities := map[string]bool{"Lisbon": true, "Berlin": true, "Paris": true, "London": true, "Tokyo": true, "Chicago": true, "Madrid": true}
	for i := 0; i < 40; i++ {
		_, v, err := g.NextValue()
		if err != nil {
			t.Fatal(err)
		}
		if c, ok := v.(map[string]any)["city"].(string); ok && (cities[c] || strings.Contains(c, " ") && !strings.Contains(c, "United") && !strings.Contains(c, "South")) {
			t.Errorf("city with role country = %q", c)
		}
	}
}

// A date written unquoted in a hints file is a YAML timestamp; it must reach
// the pool as the string the user wrote, not as time.Time's RFC 3339 form
// (which a `format: date` parameter rejects), whether in a list or in values.
func TestUnquotedDatesStayAsWritten(t *testing.T) {
	t.Parallel()
	s, err := Parse([]byte("search_events.from: [2025-11-01, \"2025-12-01\"]\nbook.at:\n  values: [2026-01-12T09:30:00Z, 2026-01-13 10:00:00]\n"), ".", 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.For(&tool.Tool{Name: "search_events"}).Pools["from"]; !reflect.DeepEqual(got, []any{"2025-11-01", "2025-12-01"}) {
		t.Errorf("from pool %#v, want the dates as written", got)
	}
	if got := s.For(&tool.Tool{Name: "book"}).Pools["at"]; !reflect.DeepEqual(got, []any{"2026-01-12T09:30:00Z", "2026-01-13 10:00:00"}) {
		t.Errorf("at pool %#v, want the timestamps as written", got)
	}
}

// A plain integer written with a leading zero (0012: octal 10 in YAML 1.1)
// stays a string as written; other numbers stay numbers, and a quoted or
// tagged value is as written.
func TestLeadingZeroStaysAsWritten(t *testing.T) {
	t.Parallel()
	s, err := Parse([]byte("code: [0012, -007, 0, 12, -3, 1.5, .5, 1e3, \"0042\", !!int 0o17]\n"), ".", 1)
	if err != nil {
		t.Fatal(err)
	}
	n := func(s string) any { return json.Number(s) }
	want := []any{"0012", "-007", n("0"), n("12"), n("-3"), n("1.5"), n("0.5"), n("1000"), "0042", n("15")}
	if got := s.For(&tool.Tool{Name: "t"}).Pools["code"]; !reflect.DeepEqual(got, want) {
		t.Errorf("code pool %#v, want %#v", got, want)
	}
}

// An empty (or blank) string among a key's values is refused, naming the
// key, its line and the value's place.
func TestEmptyValueRefused(t *testing.T) {
	t.Parallel()
	for _, doc := range []string{"drug: [aspirin, \"\"]\n", "drug:\n  values: [aspirin, \"  \"]\n"} {
		_, err := Parse([]byte(doc), "", 1)
		if err == nil || !strings.HasPrefix(err.Error(), "drug (line ") || !strings.Contains(err.Error(), "value 2 is an empty string") {
			t.Errorf("%q: err = %v", doc, err)
		}
	}
	if _, err := Parse([]byte("drug: [aspirin, ibuprofen]\n"), "", 1); err != nil {
		t.Errorf("good values: %v", err)
	}
}
