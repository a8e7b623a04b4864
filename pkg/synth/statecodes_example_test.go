package synth

import "testing"

// A state code whose description gives an example ("e.g. NV") is the
// code of the call's city, as one without an example is: never NV beside
// Austin.
func TestStateCodeOfCityNotExample(t *testing.T) {
	src := `{"type":"object","properties":{"site":{"type":"object","properties":{"street":{"type":"string"},"city":{"type":"string"},"state":{"type":"string","description":"2-letter state code, e.g. NV."},"zip":{"type":"string"}},"required":["street","city","state","zip"]}},"required":["site"]}`
	stateOf := map[string]string{}
	for _, p := range places {
		if c := regionCodes[p.region]; len(c) > 3 && c[:3] == "US-" {
			stateOf[p.city] = c[3:]
		}
	}
	for _, m := range decodeAll(t, src, 60, Options{Seed: 9, RootObject: true, Topic: "schedule_visit"}) {
		site, _ := m["site"].(map[string]any)
		city, _ := site["city"].(string)
		if want, ok := stateOf[city]; !ok || site["state"] != want {
			t.Errorf("city %q, state %v: want the city's state %q", city, site["state"], want)
		}
	}
}

// A country code whose examples are lower case ("e.g. 'us', 'gb'") is
// the call's country in lower case.
func TestCountryCodeInExamplesCase(t *testing.T) {
	src := `{"type":"object","properties":{"q":{"type":"string"},"country":{"type":"string","minLength":2,"maxLength":2,"description":"2-letter ISO 3166-1 country code, e.g. 'us', 'gb', 'de'"}},"required":["q","country"]}`
	for _, m := range decodeAll(t, src, 40, Options{Seed: 9, RootObject: true, Topic: "get_top_headlines"}) {
		c, _ := m["country"].(string)
		if len(c) != 2 || c[0] < 'a' || c[0] > 'z' || c[1] < 'a' || c[1] > 'z' {
			t.Errorf("country %q: want a lower-case code", c)
		}
	}
}
