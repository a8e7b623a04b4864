package generate

import (
	"encoding/json"
	"hash/fnv"
	"slices"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/dataset"
)

// TestFNVMatchesHashFNV checks the allocation-free FNV-1a of the
// duplicate keys against hash/fnv's: the keys (and so which records are
// dropped as duplicates) must not change.
func TestFNVMatchesHashFNV(t *testing.T) {
	for _, s := range []string{"", "a", "list_files", "héllo wörld", "\x00\xff{\"path\":\"/tmp\"}"} {
		h := fnv.New64a()
		h.Write([]byte(s))
		if got, want := hash64(s), h.Sum64(); got != want {
			t.Errorf("hash64(%q) = %x, want %x", s, got, want)
		}
	}
	rec := dataset.Record{System: "sys", Turns: []dataset.Turn{
		{Role: dataset.RoleUser, Content: "List the files in /tmp"},
		{Role: dataset.RoleAssistant, Calls: []dataset.Call{{ID: "x", Name: "list", Arguments: []byte(`{"path":"/tmp"}`)}}},
		{Role: dataset.RoleTool, Content: "ignored"},
	}}
	h := fnv.New64a()
	field := func(s []byte) {
		l := len(s)
		h.Write([]byte{byte(l), byte(l >> 8), byte(l >> 16), byte(l >> 24)})
		h.Write(s)
	}
	field([]byte("sys"))
	field([]byte(dataset.RoleUser))
	field([]byte("List the files in /tmp"))
	field([]byte(dataset.RoleAssistant))
	field(nil)
	field([]byte("list"))
	field([]byte(`{"path":"/tmp"}`))
	if got, want := contentHash(&rec), h.Sum64(); got != want {
		t.Errorf("contentHash = %x, want %x", got, want)
	}
}

// TestDropCompactMembers checks the decoder-free dropMembers path against
// the decoder's on compact objects, and that it leaves anything else to
// the decoder.
func TestDropCompactMembers(t *testing.T) {
	decoded := func(raw string, drop []string) string {
		dec := json.NewDecoder(strings.NewReader(raw))
		if _, err := dec.Token(); err != nil {
			t.Fatal(err)
		}
		var parts []string
		for dec.More() {
			kt, _ := dec.Token()
			var v json.RawMessage
			if err := dec.Decode(&v); err != nil {
				t.Fatal(err)
			}
			if !slices.Contains(drop, kt.(string)) {
				k, _ := json.Marshal(kt)
				parts = append(parts, string(k)+":"+string(v))
			}
		}
		return "{" + strings.Join(parts, ",") + "}"
	}
	for _, raw := range []string{
		`{}`, `{"a":1}`, `{"a":1,"b":"x,}]","c":[1,{"d":"}"}],"e":{"f":[]}}`, `{"a":"q\"uote","b":null,"c":true}`,
		`{"path":"/tmp/a b","recursive":false,"depth":3}`, `{"a":{"b":{"c":[[],[{}]]}},"z":"\\"}`,
	} {
		for _, drop := range [][]string{nil, {"a"}, {"b", "c"}, {"z", "e", "path"}, {"a", "b", "c", "d", "e", "z"}} {
			got, ok := dropCompactMembers(json.RawMessage(raw), drop)
			if !ok {
				t.Errorf("dropCompactMembers(%s, %q) not handled", raw, drop)
				continue
			}
			if want := decoded(raw, drop); string(got) != want {
				t.Errorf("dropCompactMembers(%s, %q) = %s, want %s", raw, drop, got, want)
			}
		}
	}
	for _, raw := range []string{` {"a":1}`, `{"a": 1}`, `{"a":1 }`, `{"a\u0062":1}`, `{"a":1`, `[1]`, `{"a":tru}`} {
		if got, ok := dropCompactMembers(json.RawMessage(raw), []string{"a"}); ok {
			t.Errorf("dropCompactMembers(%s) = %s, want it left to the decoder", raw, got)
		}
	}
}
