package prompt

import "testing"

// TestSidePairsSaidAsOne checks that keys suffixed by a side (title_a,
// day_a / title_b, day_b; deskOne-style item_1 / item_2) are said one
// thing each side ("swap "Ops" on May 4 with "Sales" on May 9, 2026"),
// never with the side letter as a word ("a on May 4, then b on …") nor
// as a run of "called X called Y"; a bare verb name ("trade_shift") is
// read as that act, not looked up.
func TestSidePairsSaidAsOne(t *testing.T) {
	shifts := `{"type":"object","properties":{"day_a":{"type":"string","format":"date"},"title_a":{"type":"string"},"day_b":{"type":"string","format":"date"},"title_b":{"type":"string"}},"required":["day_a","title_a","day_b","title_b"]}`
	desks := `{"type":"object","properties":{"desk_1":{"type":"string"},"desk_2":{"type":"string"},"week":{"type":"string","format":"date"}},"required":["desk_1","desk_2"]}`
	checkRequests(t, []requestCase{
		{"swap_shift", "", shifts, `{"day_a":"2026-05-04","title_a":"Early Ops","day_b":"2026-05-09","title_b":"Late Sales"}`,
			[]string{`"Early Ops" on May 4 with "Late Sales" on May 9, 2026`}, []string{" a on ", " b on ", "called \"Late", "named \"Late"}},
		{"compare_desks", "Compare two desks.", desks, `{"desk_1":"D-14","desk_2":"D-22"}`,
			[]string{"desks D-14 and D-22"}, []string{"desk 1", "desk 2", "two desks"}},
		{"move_desks", "Swap two desks' seats.", desks, `{"desk_1":"D-14","desk_2":"D-22"}`,
			[]string{"the D-14 and D-22 desks"}, []string{"desk 1", "desk 2"}},
	}, 30, 177)
}
