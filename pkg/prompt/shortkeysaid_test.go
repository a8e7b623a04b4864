package prompt

import (
	"strings"
	"testing"
)

// TestShortKeysSaid: keys too short to be words never reach the request.
// A time of day "t" described "HH:MM" is said with its date ("on March
// 13, 2026 at 09:15", was 'Make the t "09:15".'); "typ" is the exercise's
// kind ("a casualty care exercise", was "for a casualty care typ"); "n"
// described "shout no" is the shout ("shout 2025/107", was 'with the n
// "2025/107"'); a bare clipped enum "cls" lets its value name itself
// ("for ewes", was "for the ewes CLS").
func TestShortKeysSaid(t *testing.T) {
	for _, s := range fileRequests(t, "dev43/lifeboat_station.json", "ex_sched",
		`{"d":"2026-03-13","t":"09:15","typ":"casualty_care","boat":"D-842"}`, 6) {
		if !strings.Contains(s, "at 09:15") || strings.Contains(s, " t ") || strings.Contains(s, "typ") {
			t.Errorf("ex_sched said by its keys: %q", s)
		}
	}
	for _, s := range fileRequests(t, "dev43/lifeboat_station.json", "shout_upd", `{"n":"2025/107","saved":2}`, 6) {
		if !strings.Contains(s, "hout 2025/107") || strings.Contains(s, " n ") || strings.Contains(s, "n \"") {
			t.Errorf("shout_upd's n said as a key: %q", s)
		}
	}
	for _, s := range fileRequests(t, "dev43/sheep_shearing_contractor.json", "job_new",
		`{"farm":"F0231","d":"20260202","hd":120,"cls":"ewes"}`, 6) {
		if !strings.Contains(s, "for ewes") || strings.Contains(strings.ToLower(s), "cls") {
			t.Errorf("job_new's cls said as a key: %q", s)
		}
	}
}
