package generate

import (
	"encoding/json"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/schema"
)

// TestCallAgrees: a result synthesized for a call says what the call
// implies: the number invited is the number of attendees sent, the end
// is the start plus the duration asked, the free windows of the asked
// day are on that day, in order and apart.
func TestCallAgrees(t *testing.T) {
	decode := func(s string) map[string]any {
		v, err := schema.DecodeJSON([]byte(s))
		if err != nil {
			t.Fatal(err)
		}
		return v.(map[string]any)
	}
	args := decode(`{"attendees":[{"email":"a@x.io"},{"email":"b@x.io"}],"duration_minutes":30,"start":"2026-03-11T08:45:00Z"}`)
	res := decode(`{"end":"2026-03-11T11:45:00Z","event_id":"evt_1","invited":64,"start":"2026-03-11T08:45:00Z"}`)
	if !callAgrees(res, args) {
		t.Fatal("nothing changed")
	}
	if b, _ := json.Marshal(res); string(b) != `{"end":"2026-03-11T09:15:00Z","event_id":"evt_1","invited":2,"start":"2026-03-11T08:45:00Z"}` {
		t.Errorf("booking result %s", b)
	}
	args = decode(`{"date":"2026-02-11","building":"HQ"}`)
	res = decode(`{"date":"2026-02-11","rooms":[{"name":"Atlas","free":[{"end":"2026-02-11T18:45:00Z","start":"2026-02-11T17:15:00Z"},{"end":"2026-01-30T11:00:00Z","start":"2026-01-30T09:15:00Z"},{"end":"2026-02-11T10:15:00Z","start":"2026-02-11T10:00:00Z"}]}]}`)
	if !callAgrees(res, args) {
		t.Fatal("nothing changed")
	}
	if b, _ := json.Marshal(res); string(b) != `{"date":"2026-02-11","rooms":[{"free":[{"end":"2026-02-11T11:00:00Z","start":"2026-02-11T09:15:00Z"},{"end":"2026-02-11T18:45:00Z","start":"2026-02-11T17:15:00Z"}],"name":"Atlas"}]}` {
		t.Errorf("free windows %s", b)
	}
	// Out of order, none dropped: sorted.
	res = decode(`{"free":[{"end":"2026-02-11T18:45:00Z","start":"2026-02-11T17:15:00Z"},{"end":"2026-02-11T11:00:00Z","start":"2026-02-11T09:15:00Z"}]}`)
	if !callAgrees(res, args) {
		t.Fatal("nothing changed")
	}
	if b, _ := json.Marshal(res); string(b) != `{"free":[{"end":"2026-02-11T11:00:00Z","start":"2026-02-11T09:15:00Z"},{"end":"2026-02-11T18:45:00Z","start":"2026-02-11T17:15:00Z"}]}` {
		t.Errorf("free windows %s", b)
	}
}
