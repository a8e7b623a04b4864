package generate

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// TestParallelNoSameSlotFanOut: a parallel record of one tool that books
// a slot does not book one person at several places at one time, and a
// tool making a thing at a position does not make several of it at one
// spot (four chapters of one episode at the same second); a chapter
// added to several episodes still fans out.
func TestParallelNoSameSlotFanOut(t *testing.T) {
	src := toolsFor(t, "clinic", `[
	{"name":"schedule_vaccination","description":"Book a vaccination appointment at a branch.","inputSchema":{"type":"object","properties":{"vaccine":{"type":"string","enum":["influenza","covid19","tdap"]},"patient_dob":{"type":"string","format":"date"},"slot":{"type":"string","format":"date-time","description":"Appointment start time (UTC)"},"branch_id":{"type":"string","description":"Branch code like 'BR-12'"}},"required":["vaccine","patient_dob","slot","branch_id"]}},
	{"name":"add_chapter_marker","description":"Add chapter","inputSchema":{"type":"object","properties":{"episode_id":{"type":"string"},"t":{"type":"number"},"label":{"type":"string"}},"required":["episode_id","t","label"]}}
	]`)
	fanned := 0
	for _, r := range kindRecords(t, []Source{src}, "parallel", 12, 5) {
		names, args := r.calls()
		if len(names) < 2 || names[0] != names[1] {
			continue
		}
		var a []map[string]any
		for _, s := range args {
			var m map[string]any
			_ = json.Unmarshal([]byte(s), &m)
			a = append(a, m)
		}
		same := func(k string) bool {
			for _, m := range a[1:] {
				if fmt.Sprint(m[k]) != fmt.Sprint(a[0][k]) {
					return false
				}
			}
			return true
		}
		switch names[0] {
		case "schedule_vaccination":
			if same("slot") || same("patient_dob") {
				t.Errorf("one person or one slot booked %d times: %s", len(a), strings.Join(args, " "))
			}
		case "add_chapter_marker":
			if same("episode_id") {
				t.Errorf("%d chapters made on one episode at once: %s", len(a), strings.Join(args, " "))
			}
			fanned++
		}
	}
	if fanned == 0 {
		t.Fatal("no parallel record of add_chapter_marker")
	}
}

// TestOfflineFollowupSynthResult: offline, a follow-up after a read whose
// tool has an outputSchema shows a synthesized result and an answer to
// it before the user's next request, instead of a declined call.
func TestOfflineFollowupSynthResult(t *testing.T) {
	src := toolsFor(t, "weather", `[
	{"name":"get_forecast","description":"Get the weather forecast for a city.","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"city":{"type":"string","description":"City name, e.g. 'Lyon'"},"days":{"type":"integer","minimum":1,"maximum":7}},"required":["city"]},
	 "outputSchema":{"type":"object","properties":{"city":{"type":"string"},"high_c":{"type":"number"},"low_c":{"type":"number"},"summary":{"type":"string","enum":["sunny","cloudy","rain","snow"]}},"required":["city","high_c","low_c","summary"]}}
	]`)
	seen := 0
	for _, r := range kindRecords(t, []Source{src}, "followup", 6, 3) {
		names, _ := r.calls()
		if len(names) < 2 {
			continue
		}
		seen++
		res := r.results()
		if len(res) == 0 || strings.Contains(res[0], "declined") || strings.Contains(res[0], "cancel") || !strings.Contains(res[0], "high_c") {
			t.Errorf("offline follow-up without a synthesized result: %q", res)
		}
	}
	if seen == 0 {
		t.Fatal("no follow-up record")
	}
}
