package prompt

import (
	"strings"
	"testing"
)

// TestSplitUnitHumanized: a unit symbol mixing cases stays one word of
// the humanized key; a camel-case word boundary elsewhere still splits.
func TestSplitUnitHumanized(t *testing.T) {
	for key, want := range map[string]string{"diastolic_mmHg": "diastolic mmhg", "max_deviation_mmHg": "max deviation mmhg",
		"pressure_kPa": "pressure kpa", "capacity_mAh": "capacity mah", "systemHz": "system hz", "userId": "user id",
		"maxHP": "max HP"} {
		if got := Humanize(key); got != want {
			t.Errorf("Humanize(%q) = %q, want %q", key, got, want)
		}
	}
}

// TestSplitUnitSaid: blood-pressure readings keyed "systolic_mmHg" are
// said "a systolic of 132 mmHg", never "systolic mm hg 132"; a cap keyed
// "max_deviation_mmHg" is "a deviation of at most 2 mmHg", never "a
// deviation mm HG of".
func TestSplitUnitSaid(t *testing.T) {
	for _, s := range fileRequests(t, "dev42/bp_screening_pharmacy_programme.json", "screening_record",
		`{"participant_id":"BP-0303742","pharmacy_code":"FQ846","screener_id":"S-94929","taken_at":"2026-01-26T13:00:00Z","cuff_size":"small",`+
			`"readings":[{"systolic_mmHg":132,"diastolic_mmHg":74,"pulse_bpm":78},{"systolic_mmHg":109,"diastolic_mmHg":67,"pulse_bpm":61}]}`, 8) {
		if strings.Contains(strings.ToLower(s), "mm hg") || !strings.Contains(s, "132 mmHg") || !strings.Contains(s, "74 mmHg") {
			t.Errorf("pressure not said in mmHg: %q", s)
		}
	}
	for _, s := range fileRequests(t, "dev42/bp_screening_pharmacy_programme.json", "device_calibration_log",
		`{"pharmacy_code":"FQ829","device_serial":"4120ef64-073b-4662-98d2-b5bfd2824883","checked_on":"2026-02-20","max_deviation_mmHg":2,"passed":true}`, 8) {
		if strings.Contains(strings.ToLower(s), "mm hg") || !strings.Contains(s, "2 mmHg") {
			t.Errorf("deviation not said in mmHg: %q", s)
		}
	}
}
