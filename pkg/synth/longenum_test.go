package synth

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// longEnumSchema returns a schema whose enum has n members made by member,
// plus the extra members given as JSON.
func longEnumSchema(n int, member func(i int) string, extra ...string) string {
	ms := make([]string, 0, n+len(extra))
	for i := 0; i < n; i++ {
		ms = append(ms, member(i))
	}
	ms = append(ms, extra...)
	return `{"enum":[` + strings.Join(ms, ",") + `]}`
}

// fastValid looks long enums up in an index (enumIndex) and must agree with
// the library on every member and on near misses: strings, small integers
// (also written 3.0 or as a float), null and booleans, and enums whose
// numbers are not all small integers (decided the slow way).
func TestFastValidLongEnumAgreesWithLibrary(t *testing.T) {
	cases := map[string]string{
		"strings":      longEnumSchema(100, func(i int) string { return fmt.Sprintf(`"v%d"`, i) }),
		"integers":     longEnumSchema(100, func(i int) string { return fmt.Sprint(i * 3) }),
		"mixed":        longEnumSchema(50, func(i int) string { return fmt.Sprintf(`"s%d"`, i) }, `7`, `null`, `true`, `{"a":1}`, `[1]`),
		"fractions":    longEnumSchema(40, func(i int) string { return fmt.Sprint(i) }, `2.5`, `"x"`),
		"false only":   longEnumSchema(40, func(i int) string { return fmt.Sprintf(`"f%d"`, i) }, `false`),
		"typed string": `{"type":"string","minLength":3,` + strings.TrimPrefix(longEnumSchema(60, func(i int) string { return fmt.Sprintf(`"w%d"`, i) }), "{"),
	}
	probes := []any{nil, true, false, "v0", "v99", "v100", "s3", "w1", "w10", "x", "", "f1", json.Number("0"), json.Number("3"), json.Number("4"),
		json.Number("297"), json.Number("300"), json.Number("7"), json.Number("7.0"), json.Number("2.5"), 6.0, 2.5, 9, int64(12), json.Number("1e1")}
	for name, src := range cases {
		s := compile(t, src).Lib()
		vals := append([]any{}, probes...)
		vals = append(vals, s.Enum...)
		decided := 0
		for _, v := range vals {
			ok, known := fastValid(s, v, 0)
			if !known {
				continue
			}
			decided++
			if want := libValid(s, v); ok != want {
				t.Errorf("%s: value %s: fastValid %v, library %v", name, show(v), ok, want)
			}
		}
		if decided == 0 {
			t.Errorf("%s: fastValid decided none of %d values", name, len(vals))
		}
	}
}

// Drawing from an enum of 60,000 members makes values of it (each one a
// member) without testing every candidate by a scan of the enum, which
// took tens of seconds; the benchmark keeps an eye on it.
func TestLongEnumDraws(t *testing.T) {
	src := longEnumSchema(60000, func(i int) string { return fmt.Sprintf(`"v%d"`, i) })
	src = `{"type":"object","properties":{"x":` + src + `},"required":["x"]}`
	for _, inst := range instances(t, src, 3, Options{Seed: 1}) {
		if !strings.HasPrefix(string(inst), `{"x":"v`) {
			t.Errorf("instance %s is not a member", inst)
		}
	}
}

func BenchmarkLongEnum(b *testing.B) {
	src := longEnumSchema(60000, func(i int) string { return fmt.Sprint(i) })
	s := compile(b, `{"type":"object","properties":{"n":{"type":"integer",`+strings.TrimPrefix(src, "{")+`},"required":["n"]}`)
	for i := 0; i < b.N; i++ {
		g, err := New(s, Options{Seed: int64(i)})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := g.Next(); err != nil {
			b.Fatal(err)
		}
	}
}

// The index cache stays bounded however many schemas with long enums are
// compiled (a long-running `mcpgen serve` compiles new ones per request),
// and lookups stay right after it is emptied.
func TestEnumIndexesBounded(t *testing.T) {
	src := longEnumSchema(40, func(i int) string { return fmt.Sprintf(`"m%d"`, i) })
	for i := 0; i < 3*maxEnumIndexes; i++ {
		s := compile(t, src).Lib()
		if !enumHas(s, "m39") || enumHas(s, "m40") {
			t.Fatalf("schema %d: wrong lookup after %d indexes", i, i)
		}
	}
	n := 0
	enumIndexes.Range(func(_, _ any) bool { n++; return true })
	if n > maxEnumIndexes {
		t.Errorf("%d indexes cached, over %d", n, maxEnumIndexes)
	}
}
