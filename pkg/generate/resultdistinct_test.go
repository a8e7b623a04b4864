package generate

import (
	"encoding/json"
	"testing"
)

// TestResultDistinctKeys: ListTickets of a made-up vineyard co-op's
// weighbridge lists intake tickets by ticketNo, the one parameter
// GetTicket takes: a synthesized listing holds each ticket once (drawn,
// it listed WB5272-48056 three times). An admissions report's bySpecies
// lists each species once (it listed grey seal twice), and a waiting
// list each applicant's waiting_ref once (it listed WL-2025-029 twice).
func TestResultDistinctKeys(t *testing.T) {
	var v any
	rep := `{"bySpecies":[{"admitted":86,"species":"hedgehog"},{"admitted":30,"species":"grey seal"},{"admitted":57,"species":"herring gull"},{"admitted":9,"species":"grey seal"}]}`
	if err := json.Unmarshal([]byte(rep), &v); err != nil {
		t.Fatal(err)
	}
	if !distinctItems(v, nil) || len(v.(map[string]any)["bySpecies"].([]any)) != 3 {
		t.Errorf("bySpecies kept grey seal twice: %v", v)
	}
	wl := `{"applicants":[{"full_name":"Kwame Dubois","waiting_ref":"WL-2026-098"},{"full_name":"Jiwoo Laurent","waiting_ref":"WL-2025-029"},{"full_name":"Jiwoo Suzuki","waiting_ref":"WL-2025-029"}]}`
	if err := json.Unmarshal([]byte(wl), &v); err != nil {
		t.Fatal(err)
	}
	if !distinctItems(v, nil) || len(v.(map[string]any)["applicants"].([]any)) != 2 {
		t.Errorf("a waiting list kept WL-2025-029 twice: %v", v)
	}
	if byKey("items", "species") || byKey("bypass", "pass") {
		t.Errorf("byKey read a breakdown in a list not named by what it breaks down by")
	}

	src := devSource(t, "testdata/dev45/vineyard_coop_weighbridge.json", "vineyard_coop_weighbridge")
	listed := 0
	for _, k := range []string{"chain", "followup"} {
		for _, seed := range []int64{7, 8, 9} {
			for _, r := range kindRecords(t, []Source{src}, k, 5, seed) {
				names, _ := r.calls()
				res := r.results()
				if len(names) == 0 || names[0] != "ListTickets" || len(res) == 0 {
					continue
				}
				var out struct {
					Items []map[string]any `json:"items"`
				}
				if json.Unmarshal([]byte(res[0]), &out) != nil {
					continue
				}
				seen := map[string]bool{}
				for _, it := range out.Items {
					no, _ := it["ticketNo"].(string)
					listed++
					if seen[no] {
						t.Errorf("ticket %s listed twice: %s", no, res[0])
					}
					seen[no] = true
				}
			}
		}
	}
	if listed == 0 {
		t.Errorf("no ticket listed; want some")
	}
}
