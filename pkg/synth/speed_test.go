package synth

import (
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/schema"
)

// Skipping fixObject on objects without a key it starts from
// (fixMayApply) changes no instance of the captured tools.
func TestFixMayApply(t *testing.T) {
	run := func() string {
		var out strings.Builder
		for _, tl := range loadTools(t) {
			s, err := schema.Compile(tl.InputSchema, schema.CompileOptions{AssertFormat: true})
			if err != nil {
				t.Fatal(err)
			}
			g, err := New(s, Options{Seed: 9, Key: tl.Server + "/" + tl.Name, Topic: tl.Name, RootObject: true})
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < 30; i++ {
				x, err := g.Next()
				if err != nil {
					t.Fatalf("%s/%s: %v", tl.Server, tl.Name, err)
				}
				out.Write(x)
				out.WriteByte('\n')
			}
		}
		return out.String()
	}
	skipped := run()
	fixAlways = true
	defer func() { fixAlways = false }()
	if all := run(); all != skipped {
		t.Error("instances differ when fixObject runs on every object")
	}
}

// AppendNext appends what Next returns, instance for instance.
func TestAppendNext(t *testing.T) {
	for _, tl := range loadTools(t)[:30] {
		s, err := schema.Compile(tl.InputSchema, schema.CompileOptions{AssertFormat: true})
		if err != nil {
			t.Fatal(err)
		}
		key := tl.Server + "/" + tl.Name
		a, _ := New(s, Options{Seed: 2, Key: key})
		b, _ := New(s, Options{Seed: 2, Key: key})
		var want []byte
		got := []byte("prefix")
		for i := 0; i < 10; i++ {
			x, err := a.Next()
			if err != nil {
				t.Fatal(err)
			}
			want = append(append(want, ','), x...)
			got = append(got, ',')
			if got, err = b.AppendNext(got); err != nil {
				t.Fatal(err)
			}
		}
		if string(got) != "prefix"+string(want) {
			t.Errorf("%s: AppendNext gave %s, Next %s", key, got, want)
		}
	}
}
