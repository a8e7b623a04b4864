package jsonx

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// compactRef is what CompactObject stands for, read with encoding/json.
func compactRef(b []byte) bool {
	if len(b) == 0 || b[0] != '{' || !json.Valid(b) {
		return false
	}
	var buf bytes.Buffer
	return json.Compact(&buf, b) == nil && bytes.Equal(buf.Bytes(), b)
}

var compactSeeds = []string{
	`{}`, `{"a":1}`, `{"a":-0.5e+10,"b":[true,false,null],"c":{"d":"x\"y\\u00e9\n"}}`, `{"a":"é\xff"}`,
	`{"a":[]}`, `{"a":[{}]}`, `{"":0}`, `{"a":1E5,"b":0,"c":-0,"d":12.25}`,
	` {}`, `{} `, `{"a": 1}`, `{"a":1 }`, `{"a":01}`, `{"a":1.}`, `{"a":.5}`, `{"a":-}`, `{"a":1e}`, `{"a":1e+}`,
	`{"a":tru}`, `{"a":nul}`, `{"a":"x` + "\x01" + `"}`, `{"a":"\x"}`, `{"a":"\u12"}`, `{"a":"\u12G4"}`, `{"a"}`,
	`{"a":1,}`, `{,}`, `{"a":[1,]}`, `{"a":[1 ,2]}`, `{"a":1}}`, `{"a":1}x`, `[1]`, `"x"`, `{`, `{"`, `{"a":"`,
	`{"a":[1,2,[3,[4]]],"b":{"c":{"d":{}}}}`, `{"a":"\/\b\f\r\t"}`, `{"a":1}` + "\n",
}

// CompactObject agrees with encoding/json on hand-picked objects, valid
// and not, compact and not.
func TestCompactObject(t *testing.T) {
	for _, s := range compactSeeds {
		if got, want := CompactObject([]byte(s)), compactRef([]byte(s)); got != want {
			t.Errorf("CompactObject(%q) = %v, want %v", s, got, want)
		}
	}
	deep := strings.Repeat(`{"a":`, compactMaxDepth+5) + "1" + strings.Repeat("}", compactMaxDepth+5)
	if CompactObject([]byte(deep)) {
		t.Error("CompactObject read an object nested deeper than compactMaxDepth")
	}
}

// CompactObject never says true of what encoding/json would reject or
// change, and says true of what it accepts unchanged.
func FuzzCompactObject(f *testing.F) {
	for _, s := range compactSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if got, want := CompactObject(b), compactRef(b); got != want && (got || bytes.Count(b, []byte("{"))+bytes.Count(b, []byte("[")) <= compactMaxDepth) {
			t.Errorf("CompactObject(%q) = %v, encoding/json says %v", b, got, want)
		}
	})
}
