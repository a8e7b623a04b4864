package prompt

import "testing"

func TestSummary(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{`{"accepted":false,"charge":{"per":"100"}}`, "It's not accepted and the charge is per 100."},
		{`{"patients":[{"name":"Arjun Kowalski"},{"name":"Daniel Chen"}]}`, "I found 2 patients: Arjun Kowalski and Daniel Chen."},
		{`{"levels":[{"units":3}],"regionCode":"US-LA","asOf":"2026-03-23T11:45:00Z"}`, "I found one level. The region code is US-LA, as of 2026-03-23 11:45 UTC."},
		{`{"ignition_on":true,"vehicle_code":"87555"}`, "The ignition is on and the vehicle code is 87555."},
		{`{"status":"at_berth","total":12.5}`, "The status is at berth and the total is 12.5."},
		{`[{"title":"A"},{"title":"B"}]`, "I found 2 results: A and B."},
		{`{}`, "Nothing came back."},
		{`{"asOf":"2026-03-23"}`, "As of 2026-03-23."},
	}
	for _, tt := range tests {
		if got := summary(decodeJSON(tt.in)); got != tt.want {
			t.Errorf("summary(%s) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
