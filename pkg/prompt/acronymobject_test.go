package prompt

import (
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestAcronymObject checks that a tool named for an acronym its
// description spells out is said with the acronym ("the PTO"), never the
// first spelled-out word alone ("a paid").
func TestAcronymObject(t *testing.T) {
	in := intent{Verb: "compute", Object: "a paid", OK: true}
	got := acronymObject("compute_pto", "Compute paid time off for an employee", in)
	if got.Object != "the PTO" {
		t.Errorf("acronymObject(pto) = %q, want the PTO", got.Object)
	}
	in = intent{Verb: "get", Object: "the weather", OK: true}
	if got := acronymObject("get_wx", "Get the weather for a city", in); got.Object != "the weather" {
		t.Errorf("acronymObject(wx) = %q, want it unchanged", got.Object)
	}
	in = intent{Verb: "compute", Object: "the paid time off balance", OK: true}
	if got := acronymObject("compute_pto", "Compute the paid time off balance", in); got.Object != in.Object {
		t.Errorf("acronymObject kept a whole object? got %q", got.Object)
	}
}

// TestDoneByPerson checks that a person under a "<done> by" key is said
// with it ("checked by QL"), never "for user QL".
func TestDoneByPerson(t *testing.T) {
	st := &funcState{}
	a, ok := st.whoPhrase("QL", role.Person, "checked by", intent{Verb: "log", Object: "a sample"})
	if !ok || a.text != "checked by QL" {
		t.Errorf("whoPhrase(checked by) = %q, %v", a.text, ok)
	}
}

// TestDoneByNumber: an id under a "<done> by" key (bookedBy described
// "Booking member's number.") is said with it, "booked by 18608", never
// "book court 7 on booked by 18608"; "sort by" is no agent.
func TestDoneByNumber(t *testing.T) {
	st := &funcState{}
	a, ok := st.whoPhrase("18608", role.ID, "booked by", intent{Verb: "book", Object: "a court"})
	if !ok || a.text != "booked by 18608" {
		t.Errorf("whoPhrase(booked by) = %q, %v", a.text, ok)
	}
	if a, ok := st.whoPhrase("name", role.ID, "sort by", intent{Verb: "list", Object: "members", Read: true}); ok {
		t.Errorf("whoPhrase(sort by) = %q, want none", a.text)
	}
}
