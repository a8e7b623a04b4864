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

// A Cached tool definition encodes as the same definition not cached,
// valid or not, in every format.
func TestCachedToolEncodesTheSame(t *testing.T) {
	fx := fixtures()
	for _, params := range []string{`{"type":"object","properties":{"path":{"type":"string"}}}`, `{"properties":{}}`, ``, `[1]`, `{"a":`} {
		for _, fn := range Names() {
			f, _ := Lookup(fn)
			plain := *fx["call"]
			plain.Tools = []ToolDef{{Name: "list", Description: "List \"things\"", Parameters: []byte(params)}}
			cached := plain
			cached.Tools = []ToolDef{plain.Tools[0].Cached()}
			want, werr := f.Encode(&plain, FormatOptions{})
			for range 2 {
				got, gerr := f.Encode(&cached, FormatOptions{})
				if !bytes.Equal(got, want) || (gerr == nil) != (werr == nil) || gerr != nil && gerr.Error() != werr.Error() {
					t.Errorf("%s, parameters %s: cached = %s, %v; not cached = %s, %v", fn, params, got, gerr, want, werr)
				}
			}
		}
	}
}
