package prompt

import "testing"

// An uncounted noun keeps its number when a list of its kinds is said:
// work=[new_strings, bridge_fit] is "with new strings and bridge fit
// work", never "… works" (a factory).
func TestMassNounsKeepNumber(t *testing.T) {
	t.Parallel()
	for _, w := range []string{"work", "maintenance", "training", "paperwork"} {
		if got := Plural(w); got != w {
			t.Errorf("Plural(%q) = %q", w, got)
		}
	}
	schema := `{"type":"object","properties":{"instrument_id":{"type":"string","pattern":"^INS-[0-9]{4}$"},"work":{"type":"array","minItems":1,"items":{"type":"string","enum":["rehair_bow","new_strings","bridge_fit"]}}},"required":["instrument_id","work"]}`
	checkRequests(t, []requestCase{
		{"book_repair", "Book an instrument in for a repair or set-up.", schema, `{"instrument_id":"INS-1205","work":["new_strings","bridge_fit"]}`,
			[]string{"INS-1205"}, []string{"works"}},
	}, 6, 41)
}
