package role

// kinship makes the relation or relationship of a person a server keeps
// on file (an emergency contact's, a guardian's, a next of kin's) a
// word of kinship, as a form asks it: it was a relation of a knowledge
// graph ("relation authored", "located_in"), now "parent", "partner" or
// "neighbour". A person is read from the enclosing object's noun (a
// contact, a guardian: personHead) or from siblings that are a person's
// name beside a way to reach them. A relation the schema or its words
// list or show keeps theirs.
func (c *ctx) kinship(r *Role) {
	if c.last != "relation" && c.last != "relationship" || len(r.Values) > 0 || len(r.Examples) > 0 || c.numeric {
		return
	}
	switch r.Kind {
	case Relation, Unknown, Text, Ident, Word:
	default:
		return
	}
	person := c.parent != "" && personHead(parentNoun(c.parent)) ||
		c.sibling("name", "full_name", "fullname", "first_name", "firstname") &&
			c.sibling("phone", "mobile", "telephone", "email", "phone_number", "phonenumber")
	if !person {
		return
	}
	r.Kind, r.Format = Word, "relationship"
	r.Why += "; a person's relationship to the one on file"
}
