package prompt

import "testing"

// paging and pageToken are read once per parameter, and read again for a
// copy that says the parameter otherwise (another Human).
func TestPagingReadOnce(t *testing.T) {
	p := Param{Name: "cursor", Human: "cursor", Description: "Pagination cursor from a previous response", facts: &paramFacts{}}
	if !paging(p) || !pageToken(p) {
		t.Fatalf("cursor: paging %v, pageToken %v; want both", paging(p), pageToken(p))
	}
	if f := &p.facts.page; !f.paging || !f.token || f.in.human != "cursor" {
		t.Fatalf("facts not kept: %+v", f.in)
	}
	q := p
	q.Human, q.Description = "channel", "The channel to post to"
	if paging(q) || pageToken(q) {
		t.Fatalf("a copy saying another parameter read the kept facts: paging %v, pageToken %v", paging(q), pageToken(q))
	}
	r := Param{Name: "per_page", Human: "per page", facts: &paramFacts{}}
	if !paging(r) || pageToken(r) {
		t.Fatalf("per page: paging %v, pageToken %v; want paging only", paging(r), pageToken(r))
	}
}
