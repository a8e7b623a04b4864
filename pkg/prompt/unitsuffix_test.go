package prompt

import "testing"

// TestUnitSuffixSaid wants a number whose name ends with a unit symbol
// said with the symbol a person writes after the number ("50 km/h",
// "a reading of 20 m³", "60 dB"), never the name's token ("up to 50
// speed KMH", "a reading m3 of 20", "a threshold DB of 60").
func TestUnitSuffixSaid(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "set_speed_limiter", desc: "Set the road speed limiter of a truck.",
			schema: `{"type":"object","properties":{"truckId":{"type":"string"},"maxSpeedKmh":{"type":"integer","minimum":30,"maximum":130}},"required":["truckId","maxSpeedKmh"]}`,
			args:   `{"truckId":"TR-4410","maxSpeedKmh":90}`, want: []string{"90 km/h"}, never: []string{"kmh", "speed km/h"}},
		{name: "log_meter_reading", desc: "Record a gas meter reading.",
			schema: `{"type":"object","properties":{"meterId":{"type":"string"},"readingM3":{"type":"number","minimum":0}},"required":["meterId","readingM3"]}`,
			args:   `{"meterId":"GM-20931","readingM3":412.5}`, want: []string{"412.5 m³"}, never: []string{"m3"}},
		{name: "set_noise_alarm", desc: "Alert when a stage gets too loud.",
			schema: `{"type":"object","properties":{"sensorId":{"type":"string"},"threshold_db":{"type":"number","minimum":60,"maximum":120}},"required":["sensorId","threshold_db"]}`,
			args:   `{"sensorId":"S-12","threshold_db":95}`, want: []string{"95 dB"}, never: []string{"threshold db", "db 95"}},
	}, 12, 171)
}
