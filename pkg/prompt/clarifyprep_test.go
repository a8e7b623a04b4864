package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestPrepNounTurns: a parameter named by a preposition and a thing
// ("to_zone", "fromPort") is asked for by which end it is ("To which
// zone?"), not "Which to zone is it?", and a follow-up changing it says
// that end ("Same again, but to the express port?"), not "with the to
// port express" nor "up to", as for a range.
func TestPrepNounTurns(t *testing.T) {
	ps := devParams(t, "search_trips", "Find trips between two ports.",
		`{"type":"object","properties":{"to_zone":{"type":"string","pattern":"^Z[0-9]{2}$"},"fromPort":{"type":"string"}},"required":["to_zone","fromPort"]}`)
	for seed := range uint64(12) {
		rng := rand.New(rand.NewPCG(seed, 3))
		if q := ClarifyQuestion(rng, ps["to_zone"]); !strings.Contains(q, "o which zone?") || !namesParam(q, "to_zone") {
			t.Errorf("to_zone: %q", q)
		}
		if q := ClarifyQuestion(rng, ps["fromPort"]); !strings.Contains(q, "rom which port?") || !namesParam(q, "fromPort") {
			t.Errorf("fromPort: %q", q)
		}
		for _, tc := range []struct {
			p    Param
			v    any
			want string
		}{{ps["to_zone"], "Z05", "to zone Z05"}, {ps["fromPort"], "express", "from the express port"}} {
			got := FollowUp(rng, tc.p, tc.v, true)
			if !strings.Contains(got, tc.want) || strings.Contains(got, "up to") || strings.Contains(got, "with the") {
				t.Errorf("FollowUp(%s, %v) = %q, want it to say %q", tc.p.Name, tc.v, got, tc.want)
			}
		}
	}
}

// TestFollowUpSaysChoiceInWords: a follow-up setting a choice says it in
// words ("set to power red"), as the request and a clarify answer do,
// not as the constant ("power_red").
func TestFollowUpSaysChoiceInWords(t *testing.T) {
	ps := devParams(t, "plan_donation", "Plan a blood donation.",
		`{"type":"object","properties":{"donation_type":{"type":"string","enum":["whole_blood","power_red","platelets"]}},"required":["donation_type"]}`)
	for seed := range uint64(8) {
		rng := rand.New(rand.NewPCG(seed, 5))
		if got := FollowUp(rng, ps["donation_type"], "power_red", true); strings.Contains(got, "power_red") || !strings.Contains(got, "power red") {
			t.Errorf("FollowUp = %q, want the choice in words", got)
		}
	}
}

// TestDatedQuestion: a missing date or time named by what it dates is
// asked for as people ask ("What's the delivery date?", "When's the
// check in?", "When should it start?"), never as a choice among dates
// ("Which delivery date is it?"); lists and bounds are left to other
// questions.
func TestDatedQuestion(t *testing.T) {
	tests := []struct {
		noun string
		want []string // each question holds one of these
	}{
		{"delivery date", []string{"What's the delivery date?", "What delivery date should I put down?"}},
		{"date of birth", []string{"What's the date of birth?", "What date of birth should I put down?"}},
		{"check in", []string{"When's the check in?", "What's the check in date?"}},
		{"start time", []string{"When should it start?"}},
		{"time", []string{"What time should it be?", "For what time?", "What time should I use?"}},
		{"preferred dates", nil},
		{"time min", nil},
	}
	for _, tt := range tests {
		for seed := range uint64(6) {
			q := datedQuestion(rand.New(rand.NewPCG(seed, 1)), tt.noun)
			ok := q == "" && tt.want == nil
			for _, w := range tt.want {
				ok = ok || strings.Contains(q, w)
			}
			if !ok || strings.HasPrefix(strings.TrimPrefix(q, "Sure. "), "Which ") {
				t.Errorf("datedQuestion(%q) = %q, want one of %q", tt.noun, q, tt.want)
			}
		}
	}
}

// TestRedirectNumberedThing: correcting the number of a numbered thing
// (a lot, a room) says it was the wrong one, never "Hmm, 30 is enough.",
// which reads as an amount.
func TestRedirectNumberedThing(t *testing.T) {
	ps := devParams(t, "record_vote", "Record an owner's ballot.",
		`{"type":"object","properties":{"lot_number":{"type":"integer","minimum":1,"maximum":412}},"required":["lot_number"]}`)
	for seed := range uint64(8) {
		rng := rand.New(rand.NewPCG(seed, 2))
		if got := Redirect(rng, ps["lot_number"], 40, 30, false); strings.Contains(got, "enough") || !strings.Contains(got, "30") {
			t.Errorf("Redirect(lot_number, 40 → 30) = %q", got)
		}
	}
}

// TestRedirectNumberKey: a thing named by its number ("member_no") is
// corrected as people say it ("Sorry, it's member 5."), never behind
// the key ("Sorry, wrong member no. It should be 5.").
func TestRedirectNumberKey(t *testing.T) {
	ps := devParams(t, "remove_from_roster", "Remove a member from a roster.",
		`{"type":"object","properties":{"member_no":{"type":"integer","minimum":1,"maximum":99}},"required":["member_no"]}`)
	for seed := range uint64(8) {
		rng := rand.New(rand.NewPCG(seed, 2))
		if got := Redirect(rng, ps["member_no"], 50, 5, false); strings.Contains(got, "member no") || !strings.Contains(got, "member 5") {
			t.Errorf("Redirect(member_no, 50 → 5) = %q", got)
		}
	}
	for _, tc := range [][3]string{{"member no", "5", "member 5"}, {"vintage", "2018 vintage", "the 2018 vintage"},
		{"room", "Room 105", ""}, {"price", "145.47", ""}, {"cycle number", "B7", ""}, {"first number", "866", ""}, {"phone number", "5551234", ""}} {
		if got := nounWithValue(tc[0], tc[1]); got != tc[2] {
			t.Errorf("nounWithValue(%q, %q) = %q, want %q", tc[0], tc[1], got, tc[2])
		}
	}
}

// TestClarifyDoerAndNewKeys: a key naming who did a thing, a bound of a
// date range, or a moved thing's new start is asked as people ask it,
// never behind the key ("What submitted by team id should I use?",
// "Which sales from should I use?", "Which new start should I use?").
func TestClarifyDoerAndNewKeys(t *testing.T) {
	ps := devParams(t, "moveLesson", "Move a lesson.",
		`{"type":"object","properties":{"newStart":{"type":"string"},"salesFrom":{"type":"string","description":"YYYY-MM-DD"},"submittedByTeamId":{"type":"integer"}},"required":["newStart"]}`)
	want := map[string]string{"newStart": "When should it start instead?", "salesFrom": "From which date?", "submittedByTeamId": "Which team submitted it?"}
	for _, k := range []string{"newStart", "salesFrom", "submittedByTeamId"} {
		for seed := range uint64(6) {
			if got := ClarifyQuestion(rand.New(rand.NewPCG(seed, 1)), ps[k]); !strings.HasSuffix(got, want[k]) {
				t.Errorf("ClarifyQuestion(%s) = %q, want … %q", k, got, want[k])
			}
		}
	}
}
