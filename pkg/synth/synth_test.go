package synth

import (
	"encoding/json"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/pkg/schema"
)

func compile(t testing.TB, src string) *schema.Schema {
	t.Helper()
	s, err := schema.Compile([]byte(src), schema.CompileOptions{AssertFormat: true})
	if err != nil {
		t.Fatalf("compile %s: %v", src, err)
	}
	return s
}

func instances(t testing.TB, src string, n int, opts Options) []json.RawMessage {
	t.Helper()
	s := compile(t, src)
	g, err := New(s, opts)
	if err != nil {
		t.Fatalf("New(%s): %v", src, err)
	}
	out := make([]json.RawMessage, 0, n)
	for i := 0; i < n; i++ {
		inst, err := g.Next()
		if err != nil {
			t.Fatalf("Next %d of %s: %v", i, src, err)
		}
		if vs := judge(t, s, inst); len(vs) > 0 {
			t.Fatalf("invalid instance %s of %s: %v", inst, src, vs)
		}
		out = append(out, inst)
	}
	return out
}

func TestEnumOfFiveCoveredInFive(t *testing.T) {
	src := `{"type":"object","properties":{"unit":{"enum":["mm","cm","m","km","mi"]}},"required":["unit"]}`
	seen := map[string]bool{}
	for _, inst := range instances(t, src, 5, Options{Seed: 3, Key: "enum"}) {
		var v struct{ Unit string }
		if err := json.Unmarshal(inst, &v); err != nil {
			t.Fatal(err)
		}
		seen[v.Unit] = true
	}
	if len(seen) != 5 {
		t.Errorf("5 instances covered %d enum values: %v", len(seen), seen)
	}
}

// TestBooleansAndBranchesCovered checks that three instances cover both
// booleans and every branch of an anyOf; its null branch only where the
// description says null clears the value (elsewhere null is "not given",
// and a value is drawn).
func TestBooleansAndBranchesCovered(t *testing.T) {
	for _, c := range []struct {
		desc string
		want int
	}{{"", 2}, {"Pass null to clear it.", 3}} {
		src := `{"type":"object","properties":{"flag":{"type":"boolean"},"v":{"description":"` + c.desc + `","anyOf":[{"type":"string","maxLength":3},{"type":"integer"},{"type":"null"}]}},"required":["flag","v"]}`
		flags := map[bool]bool{}
		kinds := map[string]bool{}
		for _, inst := range instances(t, src, 3, Options{Seed: 1}) {
			var v map[string]any
			if err := json.Unmarshal(inst, &v); err != nil {
				t.Fatal(err)
			}
			flags[v["flag"].(bool)] = true
			switch v["v"].(type) {
			case string:
				kinds["string"] = true
			case float64:
				kinds["integer"] = true
			case nil:
				kinds["null"] = true
			}
		}
		if len(flags) != 2 {
			t.Errorf("%q: 3 instances gave booleans %v, want both", c.desc, flags)
		}
		if len(kinds) != c.want || c.want == 2 && kinds["null"] {
			t.Errorf("%q: 3 instances covered anyOf branches %v, want %d", c.desc, kinds, c.want)
		}
	}
}

func TestOptionalPresentAndAbsent(t *testing.T) {
	src := `{"type":"object","properties":{"path":{"type":"string"},"limit":{"type":"integer","minimum":1}},"required":["path"]}`
	present, absent := 0, 0
	for _, inst := range instances(t, src, 4, Options{Seed: 11}) {
		if strings.Contains(string(inst), `"limit"`) {
			present++
		} else {
			absent++
		}
	}
	if present == 0 || absent == 0 {
		t.Errorf("optional property present %d times, absent %d times in 4 instances", present, absent)
	}
}

func TestCoverageReport(t *testing.T) {
	s := compile(t, `{"type":"object","properties":{"mode":{"enum":["a","b"]},"on":{"type":"boolean"}},"required":["mode","on"]}`)
	g, err := New(s, Options{Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ {
		if _, err := g.Next(); err != nil {
			t.Fatal(err)
		}
	}
	c := g.Coverage()
	if c.Instances != 2 || c.Options == 0 || c.Covered != c.Options {
		t.Errorf("coverage after 2 instances = %+v, want every option covered", c)
	}
}

func TestDeterministicPerKey(t *testing.T) {
	src := `{"type":"object","properties":{"email":{"type":"string","format":"email"},"n":{"type":"number"},"tags":{"type":"array","items":{"type":"string"}}},"required":["email","n"]}`
	a := instances(t, src, 10, Options{Seed: 5, Key: "srv/a"})
	b := instances(t, src, 10, Options{Seed: 5, Key: "srv/a"})
	c := instances(t, src, 10, Options{Seed: 5, Key: "srv/b"})
	same := func(x, y []json.RawMessage) bool {
		for i := range x {
			if string(x[i]) != string(y[i]) {
				return false
			}
		}
		return true
	}
	if !same(a, b) {
		t.Errorf("same seed and key gave different instances:\n%s\n%s", a[0], b[0])
	}
	if same(a, c) {
		t.Errorf("different keys gave identical instances")
	}
	if Seed(0, "") == 0 || Seed(1, "x") == Seed(1, "y") {
		t.Errorf("Seed derivation is degenerate")
	}
}

func TestUnsatisfiableNamesPointerAndReason(t *testing.T) {
	cases := []struct{ src, want string }{
		{`{"type":"object","properties":{"days":{"type":"integer","minimum":5,"maximum":3}},"required":["days"]}`, "minimum 5 > maximum 3 at /properties/days"},
		{`{"type":"string","minLength":4,"maxLength":2}`, "minLength 4 > maxLength 2 at /"},
		{`false`, "false schema at /"},
		{`{"type":"object","properties":{"a":{"type":"array","minItems":3,"maxItems":1}},"required":["a"]}`, "minItems 3 > maxItems 1 at /properties/a"},
	}
	for _, c := range cases {
		_, err := New(compile(t, c.src), Options{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("New(%s) error = %v, want it to contain %q", c.src, err, c.want)
		}
	}
	// found only by search: the budget ends it with the last reason
	s := compile(t, `{"type":"integer","allOf":[{"multipleOf":2}],"not":{"multipleOf":2}}`)
	g, err := New(s, Options{Budget: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if _, err := g.Next(); err == nil || !strings.Contains(err.Error(), "at /") {
		t.Errorf("Next on an unsatisfiable schema = %v, want an error naming a pointer", err)
	}
	if el := time.Since(start); el > 5*time.Second {
		t.Errorf("Next took %s with a 200ms budget", el)
	}
}

func TestFormatsAndPatterns(t *testing.T) {
	for _, f := range []string{"date-time", "date", "time", "duration", "email", "idn-email", "hostname", "idn-hostname",
		"ipv4", "ipv6", "uri", "uri-reference", "iri", "iri-reference", "uri-template", "uuid", "json-pointer",
		"relative-json-pointer", "regex", "int32", "int64", "byte", "password"} {
		instances(t, `{"type":"string","format":"`+f+`"}`, 10, Options{Key: f})
	}
	for _, p := range []string{`^[A-Z]{3}-\d{4}$`, `^\w+@\w+\.com$`, `^(GET|POST|PUT)$`, `^\p{Lu}\p{Ll}+$`, `^[^\s]{2,5}$`, `^\x{00e9}+$`, `^#[0-9a-fA-F]{6}$`} {
		instances(t, `{"type":"string","pattern":`+strconvQuote(p)+`,"minLength":2}`, 10, Options{Key: p})
	}
}

func strconvQuote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func TestECMAEscapes(t *testing.T) {
	if got := ecmaToRE2(`^\u00e9\d+$`); got != `^\x{00e9}\d+$` {
		t.Errorf("ecmaToRE2 = %q", got)
	}
}

func TestRealisticValues(t *testing.T) {
	src := `{"type":"object","properties":{
		"email":{"type":"string"},"city":{"type":"string"},"url":{"type":"string"},"latitude":{"type":"number"},
		"owner":{"type":"string"},"repo":{"type":"string"},"branch":{"type":"string"},"query":{"type":"string","description":"Search query"},
		"price":{"type":"number"},"language":{"type":"string"},"created_at":{"type":"string"},"user_id":{"type":"string"}},
		"required":["email","city","url","latitude","owner","repo","branch","query","price","language","created_at","user_id"]}`
	for _, inst := range instances(t, src, 20, Options{Seed: 9}) {
		var v map[string]any
		if err := json.Unmarshal(inst, &v); err != nil {
			t.Fatal(err)
		}
		if e := v["email"].(string); !strings.Contains(e, "@") || !strings.Contains(e, ".") {
			t.Errorf("email %q does not look like one", e)
		}
		if u := v["url"].(string); !strings.HasPrefix(u, "https://") {
			t.Errorf("url %q does not look like one", u)
		}
		if lat := v["latitude"].(float64); lat < -90 || lat > 90 {
			t.Errorf("latitude %v out of range", lat)
		}
		if p := v["price"].(float64); p <= 0 || p > 10000 {
			t.Errorf("price %v implausible", p)
		}
		if d := v["created_at"].(string); len(d) < 10 || d[4] != '-' {
			t.Errorf("created_at %q is not a date", d)
		}
		if strings.Contains(v["branch"].(string), " ") {
			t.Errorf("branch %q has a space", v["branch"])
		}
	}
}

func TestHintsPools(t *testing.T) {
	src := `{"type":"object","properties":{"city":{"type":"string","maxLength":6},"items":{"type":"array","items":{"type":"object","properties":{"sku":{"type":"string"}},"required":["sku"]}}},"required":["city","items"]}`
	pools := Hints{Pools: map[string][]any{
		"city":         {"Berlin", "Kyoto", "Reykjavik"}, // Reykjavik is too long: skipped
		"/items/*/sku": {"A-1", "B-2"},
	}}
	for _, inst := range instances(t, src, 6, Options{Seed: 4, Hints: pools}) {
		var v struct {
			City  string
			Items []struct{ Sku string }
		}
		if err := json.Unmarshal(inst, &v); err != nil {
			t.Fatal(err)
		}
		if v.City != "Berlin" && v.City != "Kyoto" && len(v.City) > 6 {
			t.Errorf("city %q", v.City)
		}
		if v.City == "Reykjavik" {
			t.Errorf("pool value violating maxLength was used")
		}
		for _, it := range v.Items {
			if it.Sku != "A-1" && it.Sku != "B-2" {
				t.Errorf("sku %q not from the pool", it.Sku)
			}
		}
	}
}

func TestRecursiveBounded(t *testing.T) {
	src := `{"$defs":{"node":{"type":"object","properties":{"name":{"type":"string"},"children":{"type":"array","items":{"$ref":"#/$defs/node"}}},"required":["name","children"]}},"$ref":"#/$defs/node"}`
	for _, inst := range instances(t, src, 10, Options{Seed: 1}) {
		if len(inst) > 200000 {
			t.Errorf("recursive instance of %d bytes", len(inst))
		}
	}
}

// TestConcurrentGeneratorsShareSchema: generators of one compiled schema
// may run in parallel goroutines (run with -race).
func TestConcurrentGeneratorsShareSchema(t *testing.T) {
	s := compile(t, `{"type":"object","properties":{"q":{"type":"string","pattern":"^[a-z]{3}$"},"n":{"type":"integer"},"e":{"enum":[1,2,3]}},"required":["q","n"]}`)
	done := make(chan []string)
	for w := 0; w < 4; w++ {
		go func() {
			g, err := New(s, Options{Seed: 1, Key: "same"})
			if err != nil {
				t.Error(err)
				done <- nil
				return
			}
			var out []string
			for i := 0; i < 200; i++ {
				inst, err := g.Next()
				if err != nil {
					t.Error(err)
					break
				}
				out = append(out, string(inst))
			}
			done <- out
		}()
	}
	first := <-done
	for w := 1; w < 4; w++ {
		if got := <-done; strings.Join(got, "\n") != strings.Join(first, "\n") {
			t.Errorf("generators with the same seed and key diverged when run concurrently")
		}
	}
}

// TestHugeMinimumsFailFast: absurd minimums end in an error naming them,
// not in gigabytes.
func TestHugeMinimumsFailFast(t *testing.T) {
	for _, src := range []string{`{"type":"string","minLength":1000000000}`, `{"type":"array","minItems":100000000}`,
		`{"type":"object","minProperties":10000000}`} {
		g, err := New(compile(t, src), Options{Budget: 500 * time.Millisecond})
		if err != nil {
			continue
		}
		if _, err := g.Next(); err == nil || !strings.Contains(err.Error(), "limit") {
			t.Errorf("%s: Next error = %v, want the size limit", src, err)
		}
	}
}

// TestFlatMemory: the live heap after 10,000 instances and after 50,000
// more is the same within 1 MiB (no per-instance state is kept).
func TestFlatMemory(t *testing.T) {
	s := compile(t, `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"title":{"type":"string"},
		"labels":{"type":"array","items":{"type":"string"}},"n":{"type":"integer","minimum":1}},"required":["owner","repo","title"]}`)
	g, err := New(s, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	heap := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	draw := func(n int) {
		for i := 0; i < n; i++ {
			if _, err := g.Next(); err != nil {
				t.Fatal(err)
			}
		}
	}
	draw(10000)
	before := heap()
	draw(50000)
	after := heap()
	if after > before+1<<20 {
		t.Errorf("live heap grew from %d to %d bytes over 50,000 instances", before, after)
	}
}

// TestIntegerBounds: mixes of inclusive/exclusive, integral and
// fractional, one- and two-sided, small and huge bounds give valid
// integers (instances checks each one), on the int64 and big.Int paths.
func TestIntegerBounds(t *testing.T) {
	for _, b := range []string{`"minimum":3,"maximum":7`, `"exclusiveMinimum":3,"exclusiveMaximum":7`, `"minimum":-2.5,"maximum":2.5`,
		`"minimum":-9007199254740991`, `"maximum":-5`, `"exclusiveMinimum":0.5,"maximum":1`, `"minimum":1e20,"maximum":1.00000000000000000001e20`} {
		src := `{"type":"integer",` + b + `}`
		seen := map[string]bool{}
		for _, inst := range instances(t, src, 30, Options{Key: b}) {
			seen[string(inst)] = true
		}
		if len(seen) < 1 {
			t.Errorf("%s: no values", src)
		}
	}
}
