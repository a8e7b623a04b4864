package dataset

import (
	"bytes"
	"sort"
	"testing"
)

// AppendEncode into a reused buffer (holding an older, longer line) gives
// Encode's bytes, for every Appender and fixture.
func TestAppendEncodeMatchesEncode(t *testing.T) {
	fx := fixtures()
	names := make([]string, 0, len(fx))
	for n := range fx {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, fn := range []string{"openai", "mlx", "hf", "mistral"} {
		f, err := Lookup(fn)
		if err != nil {
			t.Fatal(err)
		}
		ap, ok := f.(Appender)
		if !ok {
			t.Fatalf("%s is no Appender", fn)
		}
		buf := bytes.Repeat([]byte("x"), 1<<14)
		for _, n := range names {
			for _, opts := range []FormatOptions{{}, {ToolsAsString: fn == "hf" || fn == "mlx"}, {OneCallPerTurn: true}} {
				want, werr := f.Encode(fx[n], opts)
				got, gerr := ap.AppendEncode(buf, fx[n], opts)
				if (werr != nil) != (gerr != nil) || !bytes.Equal(got, want) {
					t.Errorf("%s %s %+v: AppendEncode = %s, %v; Encode = %s, %v", fn, n, opts, got, gerr, want, werr)
				}
				if gerr == nil {
					buf = got
				}
			}
		}
	}
}
