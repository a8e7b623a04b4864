package generate

import (
	"encoding/json"
	"testing"
)

// A batch tool's drawn report (written for this test: archive_notes
// handed two note ids) says both went through: the "archived" list holds
// the call's ids, no failures, and counts that agree.
func TestBatchOutcome(t *testing.T) {
	var v, args any
	if err := json.Unmarshal([]byte(`{"archived":["x9"],"failures":[{"item":"default","error":"Old backup"}],"failureCount":25,"successCount":5,"totalRequested":1,"note":"ok"}`), &v); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(`{"note_ids":["N-1","N-2"],"reason":"cleanup"}`), &args); err != nil {
		t.Fatal(err)
	}
	if !batchOutcome(v, "archive_notes", args.(map[string]any)) {
		t.Fatal("nothing changed")
	}
	got, _ := json.Marshal(v)
	want := `{"archived":["N-1","N-2"],"failureCount":0,"failures":[],"note":"ok","successCount":2,"totalRequested":2}`
	if string(got) != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	// A report of no list the tool's verb names, and no success count, is
	// left as drawn.
	var other any
	_ = json.Unmarshal([]byte(`{"items":["a"],"failures":[{"item":"a","error":"x"}]}`), &other)
	if batchOutcome(other, "archive_notes", args.(map[string]any)) {
		t.Errorf("changed a report that is no batch outcome: %v", other)
	}
}
