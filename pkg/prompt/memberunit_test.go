package prompt

import "testing"

// TestMemberUnitsSaid checks that a number member of an object whose key
// ends in a unit, a decibel scale or a rate is said as a measure with the
// unit after the number ("a frequency of 500 Hz", "a level of 40 dB HL",
// "a cash price of 5.6 per bushel"), never as the key read out ("500
// frequency hz", "level db hl 40", "cash price per bu 5.6").
func TestMemberUnitsSaid(t *testing.T) {
	cases := []requestCase{
		{"log_sound_checks", "Log sound checks for a rehearsal room.",
			`{"type":"object","properties":{"roomId":{"type":"string"},"checks":{"type":"array","items":{"type":"object","properties":{"toneHz":{"type":"integer","enum":[250,500,1000]},"peakDbSpl":{"type":"number"},"wallOk":{"type":"boolean"}},"required":["toneHz","peakDbSpl"]}}},"required":["roomId","checks"]}`,
			`{"roomId":"R-12","checks":[{"toneHz":500,"peakDbSpl":92.5},{"toneHz":1000,"peakDbSpl":88}]}`,
			[]string{"500 Hz", "92.5 dB SPL", "1000 Hz", "88 dB SPL"}, []string{"tone hz", "peak db spl", "500 tone", "spl 88"}},
		{"book_feed_contract", "Book a feed purchase contract with a farm.",
			`{"type":"object","properties":{"farmId":{"type":"string"},"terms":{"type":"object","properties":{"kind":{"type":"string","enum":["FIXED","FLOATING"]},"pricePerTonne":{"type":"number","description":"EUR per tonne"},"fuelSurchargePerKm":{"type":"number"}},"required":["kind"]}},"required":["farmId","terms"]}`,
			`{"farmId":"F-881","terms":{"kind":"FIXED","pricePerTonne":212.5,"fuelSurchargePerKm":0.4}}`,
			[]string{"212.5 per tonne", "0.4 per km"}, []string{"price per tonne 212.5", "surcharge per km 0.4"}},
		{"quote_hay_delivery", "Quote a hay delivery for a stable.",
			`{"type":"object","properties":{"stableId":{"type":"string"},"rate":{"type":"object","properties":{"basis":{"type":"string","enum":["DELIVERED","COLLECTED"]},"pricePerBale":{"type":"number","description":"GBP per bale"},"haulSurchargePerMile":{"type":"number"}},"required":["basis"]}},"required":["stableId","rate"]}`,
			`{"stableId":"ST-40","rate":{"basis":"DELIVERED","pricePerBale":4.75,"haulSurchargePerMile":1.2}}`,
			[]string{"4.75 per bale", "1.2 per mile"}, []string{"price per bale 4", "surcharge per mile 1"}},
	}
	checkRequests(t, cases, 30, 281)
}
