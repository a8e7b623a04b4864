package prompt

import "testing"

// A long pasted id is said now and then with "ID" ("the ledger with ID
// …", "ledger ID …") besides "ledger …"; a short or spoken id never is.
func TestLongIDSaid(t *testing.T) {
	t.Parallel()
	st := &funcState{}
	seen := map[string]bool{}
	for i := 0; i < 20; i++ {
		st.data = &Data{Tool: ToolData{Name: "seal_ledger", Server: "quay"}, Index: i}
		seen[st.longIDSaid("ledger", "7c0e51a2-93d4-4b1f-8e2a-0d6f4c1b9a77")] = true
		if s := st.longIDSaid("ledger", "LG-42"); s != "ledger LG-42" {
			t.Errorf("a short id said %q", s)
		}
	}
	for _, want := range []string{"ledger 7c0e51a2-93d4-4b1f-8e2a-0d6f4c1b9a77", "the ledger with ID 7c0e51a2-93d4-4b1f-8e2a-0d6f4c1b9a77",
		"ledger ID 7c0e51a2-93d4-4b1f-8e2a-0d6f4c1b9a77"} {
		if !seen[want] {
			t.Errorf("20 records never say %q", want)
		}
	}
	for _, x := range []string{"65f1c2a9e4b0d3a7c8f9e012", "ChIJ2eUgeAK6j4ARbn5u_wAGqWA", "cus_9s6XKzkNRiz8i3"} {
		if !longID.MatchString(x) && !mixedID(x) {
			t.Errorf("%q is a long id", x)
		}
	}
	for _, x := range []string{"release-notes-for-spring", "1712345678", "C0123", "orders_2024_archive_collection"} {
		if longID.MatchString(x) || mixedID(x) {
			t.Errorf("%q is no long id", x)
		}
	}
}

// A noun that is itself an identifier or no name keeps its id bare.
func TestLongIDSaidIDNouns(t *testing.T) {
	t.Parallel()
	st := &funcState{}
	for i := 0; i < 10; i++ {
		st.data = &Data{Tool: ToolData{Name: "seal_ledger", Server: "quay"}, Index: i}
		for _, n := range []string{"VIN", "tracking", "licence", "comment by"} {
			if s := st.longIDSaid(n, "1FTVD73D4MC370158"); s != n+" 1FTVD73D4MC370158" {
				t.Errorf("%s said %q", n, s)
			}
		}
	}
}
