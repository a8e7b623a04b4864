package prompt

import "testing"

func TestSummary(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{`{"accepted":false,"charge":{"per":"100"}}`, "It's not accepted and the charge is per 100."},
		{`{"patients":[{"name":"Arjun Kowalski"},{"name":"Daniel Chen"}]}`, "I found 2 patients: Arjun Kowalski and Daniel Chen."},
		{`{"levels":[{"units":3}],"regionCode":"US-LA","asOf":"2026-03-23T11:45:00Z"}`, "I found one level. The region code is US-LA, as of 2026-03-23 11:45 UTC."},
		{`{"ignition_on":true,"vehicle_code":"87555"}`, "The ignition is on and the vehicle code is 87555."},
		{`{"status":"at_berth","total":12.5}`, "The status is at berth and the total is 12.5."},
		{`[{"title":"A"},{"title":"B"}]`, "I found 2 results: A and B."},
		{`{}`, "Nothing came back."},
		{`{"asOf":"2026-03-23"}`, "As of 2026-03-23."},
		// Two key facts, not every member: an id, a breakdown and a
		// nested object of many members are said only when nothing else is.
		{`{"id":"4471","by_colour":{"teal":3},"gross":950,"tips":12,"venue":{"a":1,"b":2,"c":3,"d":4},"zone":"Z1"}`, "The gross is 950 and the tips are 12."},
		{`{"gross":950,"id":"4471","venue":{"a":1,"b":2,"c":3,"d":4}}`, "The gross is 950 and the id is 4471."},
		{`{"parcels":[{"name":"P1"}],"pick_id":"4471","mode":"air"}`, "I found one parcel, P1. The mode is air."},
		{`{"id":"4471","by_colour":{"teal":3}}`, "The id is 4471 and teal 3 by colour."},
		// a wrapper noun after a plural adds nothing: "2 days", never "2 days items"
		{`{"is_annual_berth":false,"pontoon":"east"}`, "It's not an annual berth and the pontoon is east."},
		{`{"daysItems":[{"date":"2026-01-02"},{"date":"2026-01-03"}],"streak":4}`, "I found 2 days. The streak is 4."},
		// Money in pence is said in pounds, and a nested object's
		// amounts in their currency: never "the fee pence is 40,000",
		// "hammer gbp 407.02".
		{`{"feePence":40000,"quoteId":"Q-7f3k9x","serviceLevel":"cargo"}`, "The fee is £400 and the service level is cargo."},
		{`{"totalFeePence":11050}`, "The total fee is £110.50."},
		{`{"invoicedPence":14099,"receivedPence":2450}`, "The amount invoiced is £140.99 and the amount received is £24.50."},
		{`{"totals":{"hammer_gbp":407.02,"net_payable_gbp":364.12}}`, "The totals are hammer £407.02 and net payable £364.12."},
		{`{"items":[{"title":"Oak chair","pricePence":285000},{"title":"Pine desk","pricePence":390000}]}`, "I found 2 items: Oak chair (price: £2,850) and Pine desk (price: £3,900)."},
	}
	for _, tt := range tests {
		if got := summary(decodeJSON(tt.in)); got != tt.want {
			t.Errorf("summary(%s) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestSummaryOf(t *testing.T) {
	tests := []struct {
		in   string
		args map[string]any
		want string
	}{
		// A member named with its unit says the unit.
		{`{"humidity_pct":60,"temperature_c":1}`, nil, "The humidity is 60% and the temperature is 1 °C."},
		{`{"maxStayMinutes":60,"wind_kn":13}`, nil, "The max stay is 60 minutes and the wind is 13 knots."},
		{`{"total_patient_portion_usd":432.61,"fare_eur":83.5,"fee_chf":12}`, nil, "The fare is €83.50 and the fee is 12 CHF."},
		// What the request said is not said back, unless nothing else is.
		{`{"batch_id":"B-24175","species":"strawberry"}`, map[string]any{"batch_id": "B-24175"}, "The species is strawberry."},
		{`{"zone":"Z33"}`, map[string]any{"zone": "Z33"}, "The zone is Z33."},
		// A short list of ids says what tells its items apart.
		{`{"attendants":[{"attendantId":"47418","roomsCleaned":55},{"attendantId":"834437","roomsCleaned":11}]}`, nil,
			"I found 2 attendants: 47418 (rooms cleaned: 55) and 834437 (rooms cleaned: 11)."},
		{`{"sailings":[{"sailing_id":"7317","departs_at":"2026-03-16T09:45:00Z"},{"sailing_id":"3150","departs_at":"2026-03-16T18:15:00Z"}]}`, nil,
			"I found 2 sailings: 7317 (departs at 09:45 UTC) and 3150 (departs at 18:15 UTC)."},
		{`{"batches":[{"batch_id":"1","species":"basil"},{"batch_id":"2","species":"basil"}]}`, nil, "I found 2 batches: 1 and 2."},
	}
	for _, tt := range tests {
		if got := summaryOf(decodeJSON(tt.in), tt.args); got != tt.want {
			t.Errorf("summaryOf(%s, %v) = %q, want %q", tt.in, tt.args, got, tt.want)
		}
	}
}

// TestSummaryListing checks that a list under a key that says nothing of
// what it holds is counted by what the tool lists, and only then.
func TestSummaryListing(t *testing.T) {
	tests := []struct {
		in, listed, want string
	}{
		{`{"items":[{"id":"1101"},{"id":"1102"}]}`, "gadgets", "I found 2 gadgets: 1101 and 1102."},
		{`{"results":[{"name":"Alder"},{"name":"Birch"}]}`, "groves", "I found 2 groves: Alder and Birch."},
		{`[{"title":"A"},{"title":"B"}]`, "scrolls", "I found 2 scrolls: A and B."},
		{`{"loose":[{"id":"7"},{"id":"8"}]}`, "widgets", "I found 2 widgets: 7 and 8."},
		// A key that names its own things keeps its noun.
		{`{"sprockets":[{"id":"7"},{"id":"8"}]}`, "widgets", "I found 2 sprockets: 7 and 8."},
		// Nothing known of what the tool lists: the key as before.
		{`{"items":[{"id":"1101"},{"id":"1102"}]}`, "", "I found 2 items: 1101 and 1102."},
	}
	for _, tt := range tests {
		if got := summaryListing(decodeJSON(tt.in), nil, tt.listed); got != tt.want {
			t.Errorf("summaryListing(%s, %q) = %q, want %q", tt.in, tt.listed, got, tt.want)
		}
	}
}

// TestListedNoun checks the noun a tool lists is the plural head of a
// reading tool's object, and nothing else.
func TestListedNoun(t *testing.T) {
	tests := []struct {
		in   intent
		want string
	}{
		{intent{Verb: "get", Object: "active gizmos", Read: true, OK: true}, "gizmos"},
		{intent{Verb: "list", Object: "the pantry shelves", Read: true, OK: true}, "shelves"},
		{intent{Verb: "get", Object: "a gizmo", Read: true, OK: true}, ""},
		{intent{Verb: "get", Object: "gizmo details", Read: true, OK: true}, ""},
		{intent{Verb: "archive", Object: "old gizmos", OK: true}, ""},
		{intent{Verb: "get", Read: true, OK: true}, ""},
	}
	for _, tt := range tests {
		if got := listedNoun(tt.in); got != tt.want {
			t.Errorf("listedNoun(%+v) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestHasFact checks a yes/no member of what a result has is said as a
// sentence about it, not as its key and "yes".
func TestHasFact(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{`{"has_discrepancy":true,"zone":"Q9"}`, "It has a discrepancy and the zone is Q9."},
		{`{"hasOverlap":false}`, "It has no overlap."},
		{`{"has_pebbles":true}`, "It has pebbles."},
		{`{"has_hatched":false}`, "It hasn't hatched."},
	}
	for _, tt := range tests {
		if got := summary(decodeJSON(tt.in)); got != tt.want {
			t.Errorf("summary(%s) = %q, want %q", tt.in, got, tt.want)
		}
	}
	if got := hasFact("has more", true); got != "" {
		t.Errorf(`hasFact("has more", true) = %q, want ""`, got)
	}
}
