package synth

import "testing"

// A notice served on a lease tells the facts of its kind, never a
// team's email.
func TestTenantNoticeFitsItsKind(t *testing.T) {
	src := `{"type":"object","properties":{"tenancyRef":{"type":"string"},"kind":{"type":"string","enum":["overdue_payment","entry","noise_violation"]},
		"text":{"type":"string"}},"required":["tenancyRef","kind","text"]}`
	want := map[string]string{"overdue_payment": "Rent for this month", "entry": "enter the unit", "noise_violation": "loud music"}
	for seed := int64(1); seed <= 4; seed++ {
		for _, m := range decodeAll(t, src, 4, Options{Seed: seed, RootObject: true, Topic: "serve_notice",
			About: "Serve a formal notice on the tenants of a tenancy."}) {
			d, _ := m["text"].(string)
			if !containsAny(d, want[m["kind"].(string)]) {
				t.Errorf("seed %d: kind %s with text %q", seed, m["kind"], d)
			}
		}
	}
}
