package prompt

import "testing"

// A check whose description is a whether-clause about one thing the call
// names is asked as the clause's yes/no question. A language school and
// a marina.
func TestWhetherQuestionRequests(t *testing.T) {
	t.Parallel()
	checkRequests(t, []requestCase{
		{"is_course_available", "Check whether a course still has free places.",
			`{"type":"object","properties":{"course_code":{"type":"string","description":"Course code, e.g. 'ES-B1-EVE'"}},"required":["course_code"]}`,
			`{"course_code":"ES-B1-EVE"}`, []string{"oes course ES-B1-EVE still have free places?"}, []string{"whether"}},
		{"check_waiver_eligibility", "Check whether a learner qualifies for a fee waiver.",
			`{"type":"object","properties":{"learner_id":{"type":"string"}},"required":["learner_id"]}`,
			`{"learner_id":"470812"}`, []string{"oes learner 470812 qualify for a fee waiver?"}, []string{"whether"}},
		{"is_berth_free", "Check if a berth is free tonight.",
			`{"type":"object","properties":{"berth_id":{"type":"string","description":"Berth code, e.g. 'B-12'"}},"required":["berth_id"]}`,
			`{"berth_id":"B-12"}`, []string{"s berth B-12 free tonight?"}, []string{" if a berth"}},
	}, 8, 53)
}

// thirdToBase says a third-person verb in its base form.
func TestThirdToBase(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"has": "have", "qualifies": "qualify", "matches": "match", "needs": "need", "passes": "pass"} {
		if got := thirdToBase(in); got != want {
			t.Errorf("thirdToBase(%q) = %q, want %q", in, got, want)
		}
	}
}

// A clause with a second argument set, or a vague "given" thing, is not
// asked as a question.
func TestWhetherQuestionKept(t *testing.T) {
	t.Parallel()
	checkRequests(t, []requestCase{
		{"check_berth_availability", "Check whether a berth is free on a given night.",
			`{"type":"object","properties":{"berth_id":{"type":"string","description":"Berth code, e.g. 'B-12'"}},"required":["berth_id"]}`,
			`{"berth_id":"B-12"}`, []string{"B-12"}, []string{"Is berth B-12 free on a given night"}},
	}, 6, 53)
}

// A thing the call says in plain words is the question's subject with
// its article, and the question ends where the clause's comma does.
func TestWhetherQuestionThing(t *testing.T) {
	t.Parallel()
	checkRequests(t, []requestCase{
		{"check_accepted_fuels", "Tell whether an item or substance is accepted at the fuel dock, and any charge.",
			`{"type":"object","properties":{"item":{"type":"string","description":"What to bring, e.g. 'used engine oil'"}},"required":["item"]}`,
			`{"item":"old car battery"}`, []string{"s an old car battery accepted at the fuel dock?"}, []string{"whether", "any charge"}},
		{"check_accepted_fuels", "Tell whether an item or substance is accepted at the fuel dock, and any charge.",
			`{"type":"object","properties":{"item":{"type":"string","description":"What to bring, e.g. 'used engine oil'"}},"required":["item"]}`,
			`{"item":"old paint tins"}`, []string{"re old paint tins accepted at the fuel dock?"}, []string{"whether", "any charge"}},
	}, 8, 53)
}
