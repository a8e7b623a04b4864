package generate

import (
	"regexp"
	"strings"
	"testing"
)

// TestParallelOneMessage: offline over every captured tool list, the
// request of a parallel record reads as one message: no two requests
// each pasting a block (two data sources with their property lists: more
// than three paragraphs), and
// outside code no more than maxTogetherChars characters, where two full requests,
// each with its own context and fine print, read as two messages glued.
func TestParallelOneMessage(t *testing.T) {
	fence := regexp.MustCompile("(?s)```.*?```")
	n := 0
	for _, r := range kindRecords(t, capturedSources(t), "parallel", 6, 6607) {
		names, _ := r.calls()
		if len(names) < 2 {
			continue
		}
		n++
		req := r.request()
		prose := strings.Join(strings.Fields(fence.ReplaceAllString(req, "")), " ")
		paras := 0
		for _, p := range strings.Split(fence.ReplaceAllString(req, ""), "\n\n") {
			if strings.TrimSpace(p) != "" {
				paras++
			}
		}
		if len(prose) > maxTogetherChars || paras > 3 {
			t.Errorf("%s: a parallel request of %d characters:\n%s", strings.Join(names, ", "), len(prose), req)
		}
	}
	if n == 0 {
		t.Fatal("no parallel record")
	}
}
