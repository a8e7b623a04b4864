package generate

import (
	"hash/fnv"
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
