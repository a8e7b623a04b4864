package prompt

import "testing"

// TestWhomKeyChoice: a key that is a preposition and "whom" (byWhom,
// forWhom) says its choice as the person with the preposition ("cancelled
// by the student", "for the school"), never as a noun the pronoun
// modifies ("for a student whom").
func TestWhomKeyChoice(t *testing.T) {
	cases := []requestCase{
		{"cancelLesson", "Cancel lesson",
			`{"type":"object","properties":{"lessonId":{"type":"integer"},"byWhom":{"type":"string","enum":["student","teacher","school"]}},"required":["lessonId","byWhom"]}`,
			`{"lessonId":42955,"byWhom":"student"}`,
			[]string{"by the student"}, []string{"whom", "a student"}},
		{"bookRoom", "Book a practice room",
			`{"type":"object","properties":{"room":{"type":"string"},"forWhom":{"type":"string","enum":["pupil","teacher"]}},"required":["room","forWhom"]}`,
			`{"room":"Room 4","forWhom":"teacher"}`,
			[]string{"for the teacher"}, []string{"whom"}},
	}
	checkRequests(t, cases, 40, 11)
	for hl, want := range map[string]string{"by whom": "by", "for whom": "for", "to who": "to", "whom": "", "by name": ""} {
		if got := whomPrep(hl); got != want {
			t.Errorf("whomPrep(%q) = %q, want %q", hl, got, want)
		}
	}
}
