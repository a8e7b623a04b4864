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

// bookTools: an import of contacts that reports what it imported and
// skipped, and an archive by filter that reports what it matched and
// archived (outputSchemas of no captured server).
const bookTools = `[
 {"name":"import_contacts","description":"Import contacts into an address book","inputSchema":{"type":"object","properties":{"book_id":{"type":"string","description":"Address book id"},"contacts":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"email":{"type":"string","format":"email"}},"required":["name","email"]}}},"required":["book_id","contacts"]},
  "outputSchema":{"type":"object","properties":{"importedCount":{"type":"integer"},"importedIds":{"type":"array","items":{"type":"string"}},"skippedCount":{"type":"integer"}},"required":["importedCount","importedIds","skippedCount"]}},
 {"name":"archive_contacts","description":"Archive the contacts matching a filter","inputSchema":{"type":"object","properties":{"book_id":{"type":"string","description":"Address book id"},"filter":{"type":"object","properties":{"tag":{"type":"string"}}}},"required":["book_id","filter"]},
  "outputSchema":{"type":"object","properties":{"matchedCount":{"type":"integer"},"archivedCount":{"type":"integer"}},"required":["matchedCount","archivedCount"]}}
]`

// TestSynthCountsOfWhatCallDid: a synthesized result counts every contact
// handed to an import as imported and none skipped, and archives no more
// contacts than the filter matched.
func TestSynthCountsOfWhatCallDid(t *testing.T) {
	checked := 0
	for _, r := range kindRecords(t, []Source{toolsFor(t, "book", bookTools)}, "followup", 6, 5) {
		names, args := r.calls()
		res := r.results()
		if len(res) == 0 || len(names) < 2 {
			continue
		}
		var a, got map[string]any
		if json.Unmarshal([]byte(args[0]), &a) != nil || json.Unmarshal([]byte(res[0]), &got) != nil {
			continue
		}
		checked++
		switch names[0] {
		case "import_contacts":
			c, _ := a["contacts"].([]any)
			if got["importedCount"] != float64(len(c)) || got["skippedCount"] != float64(0) {
				t.Errorf("%d contacts handed: %s", len(c), res[0])
			}
		case "archive_contacts":
			if got["archivedCount"].(float64) > got["matchedCount"].(float64) {
				t.Errorf("archived more than matched: %s", res[0])
			}
		}
	}
	if checked == 0 {
		t.Fatal("no synthesized result")
	}
}

// TestFollowupNumberedIDSaid: a follow-up changing an id made of digits
// says it as the thing it names ("for book 256460"), not as an amount
// ("with a book of 256460").
func TestFollowupNumberedIDSaid(t *testing.T) {
	n := 0
	for _, r := range kindRecords(t, []Source{toolsFor(t, "book", bookTools)}, "followup", 6, 5) {
		for _, m := range r.Messages[1:] {
			if m.Role != "user" {
				continue
			}
			n++
			if strings.Contains(m.Content, "with a book of") || strings.Contains(m.Content, "with an address book of") {
				t.Errorf("an id said as an amount: %q", m.Content)
			}
		}
	}
	if n == 0 {
		t.Fatal("no follow-up")
	}
}
