package role

import "testing"

// A records office's and a gallery's tools (written for this test): the
// handle of a file, an upload or an opaque handle is an opaque id the
// server issued; an artist's or a bare handle is a user name.
func TestThingHandle(t *testing.T) {
	cases := []struct {
		tool, name, schema string
		want               Kind
	}{
		{"fetch_scan", "file_handle", `{"type":"string","description":"The file handle string from a record's fileHandles array."}`, ID},
		{"attach_scan", "upload_handle", `{"type":"string"}`, ID},
		{"fetch_scan", "handle", `{"type":"string","description":"Opaque handle returned by list_scans."}`, ID},
		{"book_artist", "artist_handle", `{"type":"string","description":"Artist's studio handle."}`, Username},
		{"follow", "handle", `{"type":"string","description":"The account's handle."}`, Username},
	}
	for _, c := range cases {
		r := classify(c.tool, c.name, c.schema)
		if r.Kind != c.want || c.want == ID && r.ID != IDOpaque {
			t.Errorf("%s.%s = %s/%s (%s), want %s", c.tool, c.name, r.Kind, r.ID, r.Why, c.want)
		}
	}
}
