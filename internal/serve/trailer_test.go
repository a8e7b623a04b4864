package serve

import (
	"encoding/json"
	"strings"
	"testing"
)

// A summary over maxTrailer is cut to its top-level counts with the
// address of the whole report (curl refuses trailers over 4 KiB); a short
// one is sent whole.
func TestTrailerSummaryCut(t *testing.T) {
	short := []byte(`{"records":3,"tools":[{"tool":"a"}]}`)
	if got := trailerSummary(short, "r1"); string(got) != string(short) {
		t.Errorf("short summary changed: %s", got)
	}
	tools := make([]string, 200)
	for i := range tools {
		tools[i] = `{"server":"fs","tool":"read_text_file","records":20,"calls":20}`
	}
	long := []byte(`{"records":4000,"duplicates":2,"partial":false,"elapsedMs":912,"tools":[` + strings.Join(tools, ",") + `],"execution":{"tools":[]}}`)
	got := trailerSummary(long, "r2")
	if len(got) > maxTrailer {
		t.Fatalf("cut summary is %d bytes, over %d", len(got), maxTrailer)
	}
	var sum map[string]any
	if err := json.Unmarshal(got, &sum); err != nil {
		t.Fatalf("cut summary %s: %v", got, err)
	}
	if sum["records"] != 4000.0 || sum["duplicates"] != 2.0 || sum["partial"] != false || sum["cut"] != true ||
		sum["report"] != "/api/mcp/generate/r2" || sum["tools"] != nil {
		t.Errorf("cut summary %s", got)
	}
}
