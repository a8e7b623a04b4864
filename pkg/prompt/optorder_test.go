package prompt

import (
	"reflect"
	"testing"
)

// TestSortOptsReasonLast: a reason clause goes after the plain options
// ("refund order LSP-3636, for $196.50, because it's a duplicate"), never
// before one that "and" would join into it ("because it's a duplicate and
// a refund of $196.50"); quoted text keeps its drawn place beside it, and
// an option with its own conjunction still ends the list. The options are
// those of a dev request (theater_box_office refundOrder).
func TestSortOptsReasonLast(t *testing.T) {
	cases := []struct{ in, want []string }{
		{[]string{"because it's a duplicate", "a refund of $196.50"}, []string{"a refund of $196.50", "because it's a duplicate"}},
		{[]string{"due to low circulation", `reading "Rejected."`}, []string{"due to low circulation", `reading "Rejected."`}},
		{[]string{"and submit it", "because it was lost", "for $5"}, []string{"for $5", "because it was lost", "and submit it"}},
		{[]string{`titled "A"`, "for 15 pages"}, []string{`titled "A"`, "for 15 pages"}},
	}
	for _, c := range cases {
		got := append([]string(nil), c.in...)
		sortOpts(got)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("sortOpts(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if s := joinOpts([]string{"a refund of $196.50", "because it's a duplicate"}); s != "a refund of $196.50, because it's a duplicate" {
		t.Errorf("joinOpts = %q", s)
	}
}

// TestRequesterLead: a requester's email says who asked ("requested by
// jonas@kestrelhealth.com", from the dev tool inkbook_delete_client's
// requester_email), never "delete client CL-009217 as jonas@…"; a sender's
// keeps "as".
func TestRequesterLead(t *testing.T) {
	if got := requesterLead("requester email"); got != "requested by " {
		t.Errorf("requester: %q", got)
	}
	if got := requesterLead("from email"); got != "as " {
		t.Errorf("sender: %q", got)
	}
}
