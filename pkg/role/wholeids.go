package role

// wholeIDs makes a number an array of ids holds ("order_ids",
// "ids" of type number) an integer id: a number no rule named was drawn
// with decimals ("809.56, 900.56"), and a row's id is whole whatever
// the schema's JSON type.
func (c *ctx) wholeIDs(r *Role) {
	if !c.numeric || r.Kind != Number && r.Kind != Unknown || !c.hasToken("ids", "id") {
		return
	}
	r.Kind, r.ID, r.Typical = ID, IDInteger, rng(1, 100000, 0)
	r.Why += "; name token ids: a whole number"
}
