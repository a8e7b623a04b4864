package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestAlsoLater: a second ask said as a sentence of its own takes "also"
// after its opener, wherever the opener stands; one already tied to the
// ask before, or with no opener, is left alone.
func TestAlsoLater(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Can you file a report adverse event on participant code P-4295, severity grade 2?",
			"Can you also file a report adverse event on participant code P-4295, severity grade 2?"},
		{"Can you please book that session for arjun.park@terrafarms.io?",
			"Can you please also book that session for arjun.park@terrafarms.io?"},
		{"I need to book a vaccination appointment at branch BR-14.", "I also need to book a vaccination appointment at branch BR-14."},
		{"On branch BR-68, can you look at the stock of \"amoxicillin\"?", "On branch BR-68, can you also look at the stock of \"amoxicillin\"?"},
		{"Nobody uses it anymore. Can I see the stats on inventory?", "Nobody uses it anymore. Can I also see the stats on inventory?"},
		{"Mind pulling up bookable spaces?", "Mind also pulling up bookable spaces?"},
		{"Can you do the same for booking LBX-7L5S1?", "Can you do the same for booking LBX-7L5S1?"},
		{"Could you add one more for trial CTR-1?", "Could you add one more for trial CTR-1?"},
		{"What's the leaderboard of room pharaohs-tomb?", "What's the leaderboard of room pharaohs-tomb?"},
		{"Can you submit a trial with the \"Daily sponsor\" sponsor?\n\nTitle: Trial for Arjun Martin",
			"Can you also submit a trial with the \"Daily sponsor\" sponsor?\n\nTitle: Trial for Arjun Martin"},
		{"\nCan you update this?", "\nCan you update this?"},
	}
	for _, c := range cases {
		if got := alsoLater(c.in); got != c.want {
			t.Errorf("alsoLater(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

// TestJoinRequestsSecondAskAlso: whatever the draw, a framed second ask
// of the same act never stands beside the first without a word tying it
// to it.
func TestJoinRequestsSecondAskAlso(t *testing.T) {
	reqs := []string{
		"I need to capture an off calendar for hearing 685271. Reason: \"Not needed this week.\"",
		"Can you grab an off calendar for hearing 632216? The reason is \"Double-booked, sorry.\"",
	}
	for seed := uint64(0); seed < 40; seed++ {
		got := JoinRequests(rand.New(rand.NewPCG(seed, 7)), append([]string(nil), reqs...))
		second := got[strings.Index(got, "week.\"")+len("week.\""):]
		if !alsoSaidRe.MatchString(second) && !strings.HasPrefix(strings.TrimSpace(second), "And") {
			t.Errorf("seed %d: second ask not tied to the first: %q", seed, got)
		}
	}
}

// TestClarifyCutShortAndSameThing: a parameter named with a cut-short
// word after its thing (batch_no) is asked for by the whole word, and
// one named by the thing alone (post, controller_serial) is not named
// twice ("its post"); each question still names the parameter.
func TestClarifyCutShortAndSameThing(t *testing.T) {
	batch := Param{Name: "batch_no", Type: "string", Description: "Batch number, e.g. B-2025-014"}
	for seed := uint64(0); seed < 20; seed++ {
		q := ClarifyQuestion(rand.New(rand.NewPCG(seed, 1)), batch)
		if strings.Contains(q, " no ") || strings.Contains(q, " no?") || !namesParam(q, batch.Name) {
			t.Errorf("batch_no asked as %q", q)
		}
	}
	for _, p := range []Param{{Name: "post", Type: "string"}, {Name: "controller_serial", Type: "string", Description: "Serial of the controller"}} {
		p.Role.Kind = role.ID
		asked := 0
		for seed := uint64(0); seed < 20; seed++ {
			q := RefQuestion(rand.New(rand.NewPCG(seed, 2)), p, nil, "Can you archive the post?", false)
			if q == "" {
				continue
			}
			asked++
			if strings.Contains(q, "its post") || strings.Contains(q, "its serial") || !namesParam(q, p.Name) {
				t.Errorf("%s asked as %q", p.Name, q)
			}
		}
		if asked == 0 {
			t.Errorf("%s: no question asked", p.Name)
		}
	}
}

// TestClarifyReplyOrganisationAndLabelChoice: a supplier given in a
// clarification reply is named, not said to own anything; a repository
// owner still is; a follow-up changing a labelled choice says it in
// words.
func TestClarifyReplyOrganisationAndLabelChoice(t *testing.T) {
	sup := Param{Name: "supplier", Type: "string"}
	sup.Role.Kind = role.Organisation
	own := Param{Name: "owner", Type: "string"}
	own.Role.Kind = role.Organisation
	if ownsThings(sup) || !ownsThings(own) {
		t.Errorf("ownsThings(supplier)=%v, ownsThings(owner)=%v", ownsThings(sup), ownsThings(own))
	}
	for seed := uint64(0); seed < 20; seed++ {
		if r := ClarifyAnswer(rand.New(rand.NewPCG(seed, 3)), sup, "Soylent", "Which supplier is it?"); strings.Contains(r, "owns") || strings.Contains(r, "under") {
			t.Errorf("supplier reply %q", r)
		}
	}
	phase := Param{Name: "phase", Type: "string", Enum: true}
	if got := withNoun(phase, "phase_3"); got != "for phase 3" {
		t.Errorf("withNoun(phase, phase_3) = %q", got)
	}
}
