package synth

import (
	"encoding/json"
	"testing"
	"unicode"
)

// TestStreetBesideHouse: a street field beside a house number or name
// field gets the street's name alone (was "14 Deansgate" beside house
// "Flat 9, 99"); a street alone keeps its number.
func TestStreetBesideHouse(t *testing.T) {
	const src = `{"type":"object","properties":{"address":{"type":"object","properties":{
	 "house":{"type":"string"},"street":{"type":"string"},"town":{"type":"string"}},"required":["house","street"]}},"required":["address"]}`
	for _, inst := range instances(t, src, 30, Options{Seed: 4}) {
		var v struct{ Address struct{ Street string } }
		if err := json.Unmarshal(inst, &v); err != nil {
			t.Fatal(err)
		}
		st := []rune(v.Address.Street)
		if len(st) == 0 || unicode.IsDigit(st[0]) || unicode.IsDigit(st[len(st)-1]) {
			t.Errorf("street %q beside a house field holds a number", v.Address.Street)
		}
	}
	if streetName("52 Oldham Street") != "Oldham Street" || streetName("Avenida da Liberdade 110") != "Avenida da Liberdade" ||
		streetName("1-1 Umeda, Kita-ku") != "Umeda, Kita-ku" {
		t.Error("streetName keeps the number")
	}
	if houseBeside("street,town,postcode") || !houseBeside("house_number,street") || !houseBeside("street_no,street") {
		t.Error("houseBeside misreads the siblings")
	}
}
