package synth

import (
	"regexp"
	"testing"
)

// A file's handle is an opaque token as a listing returns it, never a
// person's slug ("ana-cruz") nor a bare number.
func TestFileHandleIsOpaque(t *testing.T) {
	src := `{"type":"object","properties":{"file_handle":{"type":"string","description":"The file handle string from a record's fileHandles array."}},"required":["file_handle"]}`
	re := regexp.MustCompile(`^[A-Za-z0-9]{22}$`)
	for seed := int64(1); seed <= 6; seed++ {
		for _, m := range decodeAll(t, src, 3, Options{Seed: seed, RootObject: true, Topic: "fetch_scan", About: "Download a scanned record."}) {
			if v, _ := m["file_handle"].(string); !re.MatchString(v) {
				t.Errorf("seed %d: file_handle = %q, want an opaque token", seed, v)
			}
		}
	}
}
