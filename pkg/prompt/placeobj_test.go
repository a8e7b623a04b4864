package prompt

import "testing"

// TestNamedPlace: a nested venue with a name and an address is said as
// the place it is ("at Harbour Hall, 4 Quay Rd, Cork, with a stage"),
// never by its members' names.
func TestNamedPlace(t *testing.T) {
	checkRequests(t, []requestCase{
		{"book_recital", "Book a recital.",
			`{"type":"object","properties":{"recital":{"type":"object","properties":{"type":{"type":"string","enum":["piano","choir"]},"date":{"type":"string","format":"date"},"venue":{"type":"object","properties":{"name":{"type":"string"},"address":{"type":"string"},"hasStage":{"type":"boolean"}}}}}},"required":["recital"]}`,
			`{"recital":{"type":"piano","date":"2026-05-04","venue":{"name":"Harbour Hall","address":"4 Quay Rd, Cork","hasStage":true}}}`,
			[]string{"at Harbour Hall, 4 Quay Rd, Cork, with a stage"}, []string{"venue address", "name \"", "has stage"}},
	}, 12, 137)
}
