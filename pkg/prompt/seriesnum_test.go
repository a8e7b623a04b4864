package prompt

import "testing"

// TestSeriesNumber: a number and the series it is in are said as the one
// name people write ("trailer HGV 40212"), never "for number 40212 with
// the prefix HGV" nor a limit ("up to 40 trailers").
func TestSeriesNumber(t *testing.T) {
	cases := []requestCase{
		{"get_trailer", "Get a trailer by fleet prefix and number.",
			`{"type":"object","properties":{"prefix":{"type":"string","description":"Fleet prefix, e.g. HGV"},"number":{"type":"integer"}},"required":["prefix","number"]}`,
			`{"prefix":"HGV","number":40212}`,
			[]string{"trailer HGV 40212"},
			[]string{"prefix", "number", "up to"}},
	}
	checkRequests(t, cases, 8, 17)
}

// TestPrepositionKeys: a place under a key that is a preposition is said
// the way the key reads ("to Kennel 4"), never `with the to "Kennel 4"`;
// a currency code under "to" keeps its own words.
func TestPrepositionKeys(t *testing.T) {
	cases := []requestCase{
		{"move_dogs", "Move dogs to a kennel.",
			`{"type":"object","properties":{"ids":{"type":"array","items":{"type":"string"}},"to":{"type":"string"}},"required":["ids","to"]}`,
			`{"ids":["D-41"],"to":"Kennel 4"}`,
			[]string{"to Kennel 4"},
			[]string{"the to", "to \""}},
	}
	checkRequests(t, cases, 6, 5)
}
