package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestRefQuestionPluralIDs: a parameter holding several ids of one kind
// ("videoIds" of YouTube's getVideoDetails, "messageIds" of Gmail's
// batch_delete_emails, in the development set) is asked for as several
// things and their ids, not "Which video do you mean? What's its ids?";
// a list of one is asked for as one thing and its id.
func TestRefQuestionPluralIDs(t *testing.T) {
	p := Param{Name: "videoIds", Human: "video ids", Type: "array", Required: true, Role: role.Role{Kind: role.ID}}
	for seed := range uint64(12) {
		rng := rand.New(rand.NewPCG(seed, 1))
		many := RefQuestion(rng, p, map[string]any{"videoIds": []any{"dQiVwah3cXE", "euwU4Mp3lMZ"}}, "Can you pull up the transcripts?", false)
		if strings.Contains(many, "its ids") || !strings.Contains(many, "videos") {
			t.Errorf("several ids asked as one thing's: %q", many)
		}
		one := RefQuestion(rng, p, map[string]any{"videoIds": []any{"dQiVwah3cXE"}}, "Can you pull up the transcripts?", false)
		if strings.Contains(one, "its ids") || strings.Contains(one, "their") {
			t.Errorf("one id asked as several, or as one thing's ids: %q", one)
		}
	}
}

// TestClarifyAnswerExistingName: the name of a thing that exists, asked
// for as which one it is ("Which one do you mean? What's its name?" of
// kubectl_scale), is answered by naming it ("That's checkout-api."), not
// as a name to give ("Call it checkout-api."); a name asked to be given
// still is.
func TestClarifyAnswerExistingName(t *testing.T) {
	p := Param{Name: "name", Human: "name", Type: "string", Required: true}
	for seed := range uint64(20) {
		rng := rand.New(rand.NewPCG(seed, 2))
		a := ClarifyAnswer(rng, p, "checkout-api", "Which one do you mean? What's its name?")
		if strings.Contains(a, "Call it") || strings.Contains(a, "go with") || strings.Contains(a, "works") {
			t.Errorf("an existing thing's name answered as one to give: %q", a)
		}
	}
	given := 0
	for seed := range uint64(20) {
		rng := rand.New(rand.NewPCG(seed, 3))
		if a := ClarifyAnswer(rng, p, "Travel plans", "Sure. What name should I give it?"); strings.Contains(a, "Call it") || strings.Contains(a, "go with") {
			given++
		}
	}
	if given == 0 {
		t.Error("a name to give is never answered as one (\"Call it …\")")
	}
}

// TestClarifyRangeNoID: a cell range (Google Sheets' "range", "The A1
// notation range to retrieve", in the development set) is asked for as
// itself ("Which range is it?"), not by an id it does not have; a
// parameter described as an id still is.
func TestClarifyRangeNoID(t *testing.T) {
	rng := role.Role{Kind: role.ID}
	r := Param{Name: "range", Human: "range", Type: "string", Required: true, Description: `The A1 notation range to retrieve (e.g., "Sheet1!A1:B10")`, Role: rng}
	w := Param{Name: "wedding", Human: "wedding", Type: "string", Required: true, Description: "The wedding's ID", Role: rng}
	for seed := range uint64(12) {
		if q := ClarifyQuestion(rand.New(rand.NewPCG(seed, 4)), r); strings.Contains(q, " id") {
			t.Errorf("a range asked for by its id: %q", q)
		}
	}
	ids := 0
	for seed := range uint64(12) {
		if q := ClarifyQuestion(rand.New(rand.NewPCG(seed, 5)), w); strings.Contains(q, " id") {
			ids++
		}
	}
	if ids == 0 {
		t.Error("a parameter described as an id is never asked for by its id")
	}
}

// TestRefQuestionPersonTheir: the id of a person named by the part they
// play (student_id) is asked for as theirs ("Which student? I'll need
// their id."), never as its.
func TestRefQuestionPersonTheir(t *testing.T) {
	p := Param{Name: "student_id", Human: "student id", Type: "string", Required: true, Role: role.Role{Kind: role.ID}}
	for seed := range uint64(12) {
		q := RefQuestion(rand.New(rand.NewPCG(seed, 3)), p, nil, "Check attendance on course ES-A2-EVE-1125.", false)
		if strings.Contains(q, " its ") || !strings.Contains(q, "student") {
			t.Errorf("a student's id asked as its: %q", q)
		}
	}
}
