package prompt

import (
	"strings"
	"testing"
)

// A place said "for …" in a read is where the things read are: its
// scene says the user works in it ("I'm working in the quill/lathe
// project."), never "This is for the quill/lathe project.", which read as
// glue; a write keeps "This is for …", where the new thing goes.
func TestSceneForInRead(t *testing.T) {
	t.Parallel()
	for _, read := range []bool{true, false} {
		st := &funcState{}
		for i := 0; i < 12; i++ {
			st.data = &Data{Tool: ToolData{Name: "peek_spindles", Server: "mill", intent: intent{Verb: "list", Object: "spindles", Read: read, OK: true}}, Index: i}
			s := st.scene("for the quill/lathe project")
			if read && (s == "" || strings.Contains(s, " for ")) {
				t.Errorf("read #%d: scene %q, want the place it is in", i, s)
			}
			if !read && !strings.Contains(s, " for ") {
				t.Errorf("write #%d: scene %q, want what it is for", i, s)
			}
		}
	}
}
