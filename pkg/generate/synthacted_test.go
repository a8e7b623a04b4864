package generate

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// TestSynthResultAgreesWithCall: offline over the captured MongoDB tools
// (outputSchemas that count what a call did), a synthesized result
// reports as many items inserted, and as many inserted ids, as the call
// handed documents; changes no more items than it matched; and counts no
// upserts for a call that did not ask for any.
func TestSynthResultAgreesWithCall(t *testing.T) {
	src := corpusSource(t, "mongodb.json", "mongodb")
	checked := 0
	for _, seed := range []int64{6607, 5, 77} {
		for _, r := range kindRecords(t, []Source{src}, "followup", 3, seed) {
			names, args := r.calls()
			res := r.results()
			if len(res) == 0 || len(names) < 2 {
				continue
			}
			var a map[string]any
			var got map[string]any
			if json.Unmarshal([]byte(args[0]), &a) != nil || json.Unmarshal([]byte(res[0]), &got) != nil {
				continue
			}
			switch names[0] {
			case "insert-many":
				checked++
				docs, _ := a["documents"].([]any)
				ids, _ := got["insertedIds"].([]any)
				if n, _ := got["insertedCount"].(float64); int(n) != len(docs) || len(ids) != len(docs) {
					t.Errorf("%d documents inserted, result says %v with %d ids: %s", len(docs), got["insertedCount"], len(ids), res[0])
				}
			case "update-many":
				checked++
				mt, _ := got["matchedCount"].(float64)
				md, _ := got["modifiedCount"].(float64)
				if md > mt {
					t.Errorf("modified %v of %v matched: %s", md, mt, res[0])
				}
				if up, _ := a["upsert"].(bool); !up && got["upsertedCount"] != float64(0) {
					t.Errorf("upsertedCount %v without upsert: %s (%s)", got["upsertedCount"], res[0], args[0])
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no insert-many or update-many follow-up with a synthesized result")
	}
}

// TestActedAgreeStems: the counts a result keeps of what its call did
// are recognised by their stem, whatever the casing.
func TestActedAgreeStems(t *testing.T) {
	for k, want := range map[string]string{"insertedCount": "inserted", "inserted_count": "inserted", "numCreated": "created", "count": ""} {
		got, _ := countStem(k)
		if got != want {
			t.Errorf("countStem(%q) = %q, want %q", k, got, want)
		}
	}
	for stem, want := range map[string]string{"inserted": "insert", "created": "create", "added": "add", "uploaded": "upload", "moved": "move"} {
		if got, _ := pastRoots(stem); !slices.Contains(got, want) {
			t.Errorf("pastRoots(%q) = %q, want %q among them", stem, got, want)
		}
	}
	if !strings.HasPrefix(stepID("65a1f0c3", 1).(string), "65a1f0c") {
		t.Error("stepID changes more than the last character")
	}
}
