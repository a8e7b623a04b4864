package synth

import (
	"strings"
	"testing"
)

// A resident's report to a city (a tool written for this test) says
// what is wrong in the street, of the kind its category chose; never a
// software bug report nor a job's estimate request.
func TestCivicProblemFitsItsCategory(t *testing.T) {
	src := `{"type":"object","properties":{"category":{"type":"string","enum":["pothole","graffiti","streetlight_out","other"]},
		"description":{"type":"string","description":"What the resident reports, in their words."}},"required":["category","description"]}`
	for seed := int64(1); seed <= 4; seed++ {
		for _, m := range decodeAll(t, src, 4, Options{Seed: seed, RootObject: true, Topic: "createServiceRequest",
			About: "File a new 311 request on behalf of a resident."}) {
			d, _ := m["description"].(string)
			if !civicProblemSet[d] {
				t.Errorf("seed %d: description %q, want a problem in the street", seed, d)
				continue
			}
			c, _ := m["category"].(string)
			if c != "other" && !strings.Contains(strings.ToLower(d), strings.SplitN(c, "_", 2)[0]) {
				t.Errorf("seed %d: category %s with description %q", seed, c, d)
			}
		}
	}
}

// A driver's complaint or a fault's details on a tool about a car say
// what is wrong with the car, never an area's remark.
func TestReportedProblemIsTheThingsFault(t *testing.T) {
	for _, c := range []struct{ topic, about, src, key string }{
		{"report_fault", "Report a fault found on a customer's car during inspection.",
			`{"type":"object","properties":{"details":{"type":"string"}},"required":["details"]}`, "details"},
		{"open_work_order", "Open a work order for a damaged truck.",
			`{"type":"object","properties":{"complaint":{"type":"string","description":"Driver's reported problem, free text"}},"required":["complaint"]}`, "complaint"},
	} {
		for seed := int64(1); seed <= 3; seed++ {
			for _, m := range decodeAll(t, c.src, 3, Options{Seed: seed, RootObject: true, Topic: c.topic, About: c.about}) {
				v, _ := m[c.key].(string)
				ok := false
				for _, f := range kindFaults["vehicle"] {
					for _, w := range []string{"car", "truck"} {
						ok = ok || v == strings.ReplaceAll(f, "{T}", w)
					}
				}
				if !ok {
					t.Errorf("%s seed %d: %s %q, want a vehicle's fault", c.topic, seed, c.key, v)
				}
			}
		}
	}
}
