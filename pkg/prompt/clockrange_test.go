package prompt

import "testing"

// A start and an end time of day are said as one span ("from 09:30 to
// 18:30"), never apart in any order ("Until 16:30 and starting at
// 07:30."); an end before its start is said alone, as it was.
func TestClockTimesSaidAsSpan(t *testing.T) {
	t.Parallel()
	schema := `{"type":"object","properties":{"venueName":{"type":"string"},"date":{"type":"string","format":"date"},"startTime":{"type":"string","description":"HH:MM"},"endTime":{"type":"string","description":"HH:MM"}},"required":["venueName","date","startTime","endTime"]}`
	desc := "Schedule a mobile blood drive at a venue."
	checkRequests(t, []requestCase{
		{"scheduleBloodDrive", desc, schema, `{"venueName":"Pike Place Market","date":"2026-03-26","startTime":"09:30","endTime":"17:15"}`,
			[]string{"09:30", "17:15"}, []string{"Until", "until 17:15 and", "ending at", "starting at"}},
	}, 8, 41)
	st := &funcState{}
	if _, ok := st.clockRange(Param{Value: "18:00"}, Param{Value: "09:00"}); ok {
		t.Error("an end before its start said as a span")
	}
	if got, ok := st.clockRange(Param{Value: "09:30"}, Param{Value: "18:30"}); !ok || got == "" {
		t.Errorf("clockRange = %q, %v", got, ok)
	}
}
