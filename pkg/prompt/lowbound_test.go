package prompt

import "testing"

// TestLowerBoundSaidAsOne checks that a key marking a lower or upper bound
// (salary_min, min_bedrooms, min_distance_km) is said as that bound of
// what it names, so a reader can tell which value is which: "a salary of
// at least 97000", "at least 2 bedrooms", "at least 34 km" (or "34 km
// or more"), both bounds of
// a salary as one span ("a salary between 97000 and 145000"); never a bare
// amount ("a job opening for 145000 for 97000"), a cap on results ("cap it
// at 2", "max 2") or the unit as a noun ("km 34 km").
func TestLowerBoundSaidAsOne(t *testing.T) {
	job := `{"type":"object","properties":{"title":{"type":"string"},"department":{"type":"string"},"salary_min":{"type":"integer","minimum":0},"salary_max":{"type":"integer","minimum":0}},"required":["title","department"]}`
	checkRequests(t, []requestCase{
		{"post_job", "Publish a job opening.", job,
			`{"title":"Data Analyst","department":"HR","salary_min":97000}`, []string{"salary", "97,000"}, []string{"for 97,000", "of 97,000,"}},
		{"post_job", "Publish a job opening.", job,
			`{"title":"Data Analyst","department":"HR","salary_max":145000}`, []string{"salary"}, []string{"for 145,000", "of 145,000,"}},
		{"post_job", "Publish a job opening.", job,
			`{"title":"Data Analyst","department":"HR","salary_min":97000,"salary_max":145000}`, []string{"salary", "97,000", "145,000"}, []string{"for 145,000 for", "of 145,000 of", "for 97,000 for", "of 97,000 of", "capped at", "at least"}},
		{"list_listings", "List apartment listings.",
			`{"type":"object","properties":{"city":{"type":"string"},"min_bedrooms":{"type":"integer"}},"required":["city"]}`,
			`{"city":"Porto","min_bedrooms":2}`, []string{"bedrooms"}, []string{"cap it at", "max 2", "up to 2", "first 2", "no more than 2", "limit it"}},
		{"list_trips", "List trips driven by a vehicle in a time range.",
			`{"type":"object","properties":{"vehicle_id":{"type":"string"},"min_distance_km":{"type":"number","minimum":0}},"required":["vehicle_id"]}`,
			`{"vehicle_id":"VH-1","min_distance_km":34}`, []string{"34 km"}, []string{"km 34", "no more than", "at most", "up to"}},
	}, 40, 172)
}
