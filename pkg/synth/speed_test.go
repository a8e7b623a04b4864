package synth

import (
	"testing"

	"github.com/mcpgen/mcpgen/pkg/schema"
)

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
