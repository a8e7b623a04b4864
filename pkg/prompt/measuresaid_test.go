package prompt

import "testing"

// TestMeasureSaid wants a measure with a unit said with its whole label
// and the unit once ("a heart rate of 72 bpm", "46.5 litres", "38.2 °C"),
// never the unit twice or the label cut to its last word ("bpm 72 bpm",
// "rate 18 breaths per minute", "litres 46.5 litres", "38.2 celsius").
func TestMeasureSaid(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "record_vitals", desc: "Record vital signs taken during an exam.",
			schema: `{"type":"object","properties":{"patient_id":{"type":"string"},"heart_rate_bpm":{"type":"integer","minimum":10,"maximum":400}},"required":["patient_id","heart_rate_bpm"]}`,
			args:   `{"patient_id":"PT-604433","heart_rate_bpm":72}`, want: []string{"72 bpm"}, never: []string{"bpm 72", "rate 72"}},
		{name: "record_breathing", desc: "Record vital signs taken during an exam.",
			schema: `{"type":"object","properties":{"patient_id":{"type":"string"},"respiratory_rate":{"type":"integer"}},"required":["patient_id","respiratory_rate"]}`,
			args:   `{"patient_id":"PT-604433","respiratory_rate":18}`, want: []string{"respiratory rate"}, never: []string{" rate 18"}},
		{name: "log_boat_refuel", desc: "Log a refuelling of a boat at the marina fuel dock.",
			schema: `{"type":"object","properties":{"berth":{"type":"string"},"litres":{"type":"number","minimum":0,"description":"Litres pumped"}},"required":["berth","litres"]}`,
			args:   `{"berth":"B-9","litres":46.5}`, want: []string{"46.5 litres"}, never: []string{"litres 46.5"}},
		{name: "record_temperature", desc: "Record a patient's body temperature.",
			schema: `{"type":"object","properties":{"patient_id":{"type":"string"},"temperature":{"type":"number","description":"Oral body temperature, °C"}},"required":["patient_id","temperature"]}`,
			args:   `{"patient_id":"PT-1","temperature":38.2}`, want: []string{"38.2 °C"}, never: []string{"celsius"}},
	}, 12, 171)
}
