package role

import "testing"

// TestClipSaid checks that a clipped name token of four or five letters
// is spelled out (a known clipping, "cust"; one with no vowel after the
// first, "instr", by the word its tool's description writes), while a
// verb clipping and a word of its own are not.
func TestClipSaid(t *testing.T) {
	s := NewServer("shop", []ServerTool{
		{Name: "upd_cust"},
		{Name: "del_cust", Description: "Remove customer"},
		{Name: "add_instr", Description: "Add/replace instrument in tray"},
		{Name: "rm_instr", Description: "Remove instrument"},
		{Name: "get_round", Description: "Houses on a round for a day"},
	})
	for w, want := range map[string]string{"cust": "customer", "instr": "instrument", "upd": "", "round": "", "tray": ""} {
		if got := s.ClipSaid(w); got != want {
			t.Errorf("ClipSaid(%q) = %q, want %q", w, got, want)
		}
	}
	if got := s.NameSaid("upd_cust", ""); got != "update_customer" {
		t.Errorf("NameSaid(upd_cust) = %q", got)
	}
	if got := (*Server)(nil).ClipSaid("cust"); got != "" {
		t.Errorf("nil server: %q", got)
	}
}
