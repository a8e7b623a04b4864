package synth

import (
	"reflect"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/schema"
)

// decodeJSON must agree with schema.DecodeJSON on values and on errors.
func TestDecodeJSONMatchesSchemaDecode(t *testing.T) {
	docs := []string{`null`, `true`, ` false `, `"x"`, `"esc \" \\ \/ \b\f\n\r\t \u00e9 \ud83d\ude00 \ud800 x"`,
		`-0.5e+3`, `12`, `[]`, `{}`, `[1,"a",{"b":[null,true]}]`, `{"a":1,"a":2}`, "\"bad\xff\"",
		`{"k" : [ 1 , 2 ] }`, `01`, `1.`, `[1,]`, `{"a"}`, `"unterminated`, `tru`, `1 2`, `"ctl` + "\x01" + `"`, ``, `-`}
	for _, doc := range docs {
		want, werr := schema.DecodeJSON([]byte(doc))
		got, gerr := decodeJSON([]byte(doc))
		if (werr == nil) != (gerr == nil) {
			t.Errorf("%q: error %v, schema.DecodeJSON error %v", doc, gerr, werr)
			continue
		}
		if werr == nil && !reflect.DeepEqual(got, want) {
			t.Errorf("%q: got %#v, want %#v", doc, got, want)
		}
	}
}

// FuzzDecodeJSON compares decodeJSON with schema.DecodeJSON on any bytes.
func FuzzDecodeJSON(f *testing.F) {
	for _, s := range []string{`{"a":[1,2.5e3,"x\u00e9"]}`, `"\ud83d\ude00"`, `[true,false,null]`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		want, werr := schema.DecodeJSON(b)
		got, gerr := decodeJSON(b)
		if (werr == nil) != (gerr == nil) {
			t.Fatalf("%q: error %v, schema.DecodeJSON error %v", b, gerr, werr)
		}
		if werr == nil && !reflect.DeepEqual(got, want) {
			t.Fatalf("%q: got %#v, want %#v", b, got, want)
		}
	})
}
