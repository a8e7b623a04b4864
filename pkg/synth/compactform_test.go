package synth

import (
	"testing"
)

// A time of day whose format is "HHMM" is written without its colon.
func TestCompactForms(t *testing.T) {
	t.Parallel()
	if v := clockIn("09:45", "HHMM"); v != "0945" {
		t.Errorf("09:45 in HHMM: %q", v)
	}
	if v := clockIn("09:45", "HH:MM"); v != "09:45" {
		t.Errorf("09:45 in HH:MM: %q", v)
	}
}
