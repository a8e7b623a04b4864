package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestNegativeAnswersUseDetails: a chit-chat request that gives details
// (who the bio is for, which pet, what the thanks is for, what the tip is
// about) is answered with them, not with a reply that would fit any
// request of its kind.
func TestNegativeAnswersUseDetails(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	details := []struct{ asked, answered string }{
		{"data analyst", "Data analyst"}, {"teacher", "Teacher"}, {"nurse", "Nurse"},
		{"goldfish", "goldfish"}, {"grey cat", "grey"}, {"house plant", "house plant"}, {"puppy", "puppy"},
		{"with the release", "release"}, {"on the project", "project"}, {"this week", "this week"},
		{"falling asleep", "bedtime"}, {"working from home", "work"}, {"names", "name"},
	}
	seen := 0
	for i := range 600 {
		q, a, _, err := r.Negative(rand.New(rand.NewPCG(3, uint64(i))), i, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range details {
			if strings.Contains(q, d.asked) {
				seen++
				if !strings.Contains(a, d.answered) {
					t.Errorf("%q → %q: the answer leaves out %q", q, a, d.asked)
				}
			}
		}
	}
	if seen < 20 {
		t.Errorf("%d requests with details in 600 negatives", seen)
	}
}
