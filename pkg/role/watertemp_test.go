package role

import "testing"

// A temperature of water a tool measures is of liquid water: an animal
// enclosure's water_temp_c takes 8–28 °C, not the -10–35 °C of the
// weather (a reading of -3.1 °C was drawn).
func TestWaterTemperature(t *testing.T) {
	t.Parallel()
	s, tools := loadServer(t, "dev41/zoo_animal_care.json")
	r := fileRole(t, s, tools, "enclosure_check_log", "/water_temp_c")
	if r.Typical == nil || r.Typical.Lo < 0 || r.Typical.Hi > 40 {
		t.Errorf("water_temp_c typical %+v (%s), want liquid water's", r.Typical, r.Why)
	}
}
