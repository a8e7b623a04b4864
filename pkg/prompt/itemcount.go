package prompt

// countLead is how a line item's plain count opens it: "4 × SKU W-42829",
// "1 × inner tube 700x28c". It was drawn between that and "4 of …", so
// one list said "4 of SKU W-42829" beside "7 × SKU W-55698", and "of"
// reads wrong before a singular name ("6 of Onsite training day"). The
// draw is still taken so the request's other choices stay as they were.
func (st *funcState) countLead(qty string) string {
	st.intn(2)
	return qty + " × "
}
