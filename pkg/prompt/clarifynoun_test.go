package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestClarifyCodesAndCounts: a missing code or key is asked for as
// itself ("Which service code is it?", never "What's the service code's
// id?"), and a missing count by how many ("How many extra nights?",
// never "What extra nights should I use?"); a bound on a count keeps its
// question.
func TestClarifyCodesAndCounts(t *testing.T) {
	ps := devParams(t, "request_service", "Request a yard service for a reservation.",
		`{"type":"object","properties":{"service_code":{"type":"string","description":"Service code"},"extra_nights":{"type":"integer"},"max_results":{"type":"integer"}},"required":["service_code","extra_nights","max_results"]}`)
	for seed := range uint64(12) {
		rng := rand.New(rand.NewPCG(seed, 9))
		if q := ClarifyQuestion(rng, ps["service_code"]); strings.Contains(q, "'s id") || !namesParam(q, "service_code") {
			t.Errorf("service_code: %q", q)
		}
		if q := ClarifyQuestion(rng, ps["extra_nights"]); !strings.Contains(q, "How many extra nights") {
			t.Errorf("extra_nights: %q", q)
		}
		if q := ClarifyQuestion(rng, ps["max_results"]); strings.Contains(q, "How many max") {
			t.Errorf("max_results: %q", q)
		}
	}
}

// TestListPossessive: a list of several things owning something says the
// noun's plural possessive: "the analytics-client and infra-server repos'
// integrity", not "repo's".
func TestListPossessive(t *testing.T) {
	p := Param{Name: "repo", Human: "repo", Type: "string"}
	got, ok := ListValue("Would you verify the analytics-client repo's integrity?", p, []any{"analytics-client", "infra-server"})
	if !ok || !strings.Contains(got, "analytics-client and infra-server repos' integrity") {
		t.Errorf("ListValue = %q, %v", got, ok)
	}
}

// TestCountDoneQuestion: a count named by its things and what is done to
// them (frames_transferred of hive_split, dev data apiary.json) is asked
// as "How many frames should be transferred?"; other nouns are left to
// the plain question.
func TestCountDoneQuestion(t *testing.T) {
	for seed := range uint64(6) {
		rng := rand.New(rand.NewPCG(seed, 5))
		if q := countDoneQuestion(rng, "frames transferred"); !strings.Contains(q, "How many frames ") || !strings.HasSuffix(q, " transferred?") {
			t.Errorf("countDoneQuestion(frames transferred) = %q", q)
		}
	}
	for _, n := range []string{"proof version", "max results transferred", "status changed", "transferred"} {
		if q := countDoneQuestion(rand.New(rand.NewPCG(1, 5)), n); q != "" {
			t.Errorf("countDoneQuestion(%q) = %q, want \"\"", n, q)
		}
	}
}

// TestDatedQuestionStartEnd: a date named by what starts or ends
// (loan_start) is asked "When does the loan start?", never "When's the
// loan start?".
func TestDatedQuestionStartEnd(t *testing.T) {
	for seed := range uint64(6) {
		rng := rand.New(rand.NewPCG(seed, 5))
		if q := datedQuestion(rng, "loan start"); !strings.HasSuffix(q, "When does the loan start?") {
			t.Errorf("datedQuestion(loan start) = %q", q)
		}
		if q := datedQuestion(rng, "new start"); !strings.HasSuffix(q, "What's the new start time?") {
			t.Errorf("datedQuestion(new start) = %q", q)
		}
		if q := datedQuestion(rng, "planned end"); !strings.HasSuffix(q, "What's the planned end time?") {
			t.Errorf("datedQuestion(planned end) = %q", q)
		}
		if q := datedQuestion(rng, "loan end"); !strings.HasSuffix(q, "When does the loan end?") {
			t.Errorf("datedQuestion(loan end) = %q", q)
		}
	}
}
