package role

import "testing"

// TestNameSaysChange: clipped and plain change verbs opening or closing a
// name say a change; a look-up's name, or a noun after a look-up's verb,
// does not.
func TestNameSaysChange(t *testing.T) {
	for name, want := range map[string]bool{"wms_rcv": true, "upd_cow": true, "del_rec": true, "log_milk": true,
		"order_cancel": true, "wms_mv": true, "get_audit_log": false, "wms_stock_rpt": false, "lst_due": false,
		"wd_check": false, "getMember": false, "listHarvestSchedule": false} {
		if got := NameSaysChange(name); got != want {
			t.Errorf("NameSaysChange(%q) = %v, want %v", name, got, want)
		}
	}
	if ChangeClip("rcv") != "receive" || ChangeClip("ord") != "" {
		t.Error("ChangeClip: rcv is a receipt, ord no change")
	}
}
