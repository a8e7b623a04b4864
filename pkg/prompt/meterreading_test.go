package prompt

import (
	"strings"
	"testing"
)

// TestMeterReadingSaid: an equipment check's "hours_meter" (558) is the
// reading on the machine's meter ("with 558 hours on the meter", "with
// the meter reading 558 hours"), never a span ("558 hours long", "for
// 558 hours").
func TestMeterReadingSaid(t *testing.T) {
	for _, s := range fileRequests(t, "dev41/tree_surgery.json", "arbor_log_equipment_check",
		`{"equipment_code":"CS-21","check_type":"weekly","passed":false,"inspector":"Jessica Cruz","hours_meter":558}`, 8) {
		if !strings.Contains(s, "558 hours") || !strings.Contains(s, "meter") || strings.Contains(s, "hours long") ||
			strings.Contains(s, "for 558") {
			t.Errorf("meter reading not said as one: %q", s)
		}
	}
	if meterWord("hours meter") != "meter" || meterWord("odometer km") != "odometer" || meterWord("duration hours") != "" {
		t.Error("meterWord")
	}
}
