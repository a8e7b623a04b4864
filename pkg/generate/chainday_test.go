package generate

import "testing"

// TestOneDaySpan: a span of days whose two ends are the same day is said
// as that day ("on 24 December 2025"), in a request and its answer; a
// span of two days is kept.
func TestOneDaySpan(t *testing.T) {
	for in, want := range map[string]string{
		"Is anything booked between 24 December 2025 and 24 December 2025?": "Is anything booked on 24 December 2025?",
		"I found 1 event between 24 December 2025 and 24 December 2025.":    "I found 1 event on 24 December 2025.",
		"Search events from 2026-01-05 until 2026-01-05 tagged review.":     "Search events on 2026-01-05 tagged review.",
		"List the events between 5 October 2025 and 12 October 2025.":       "List the events between 5 October 2025 and 12 October 2025.",
	} {
		if got := oneDay(in); got != want {
			t.Errorf("oneDay(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestAnswersHave: a yes/no question about what a thing has is answered
// with the yes the answer shows, opening the answer's first sentence
// when it says what was asked about ("Yes, the Summit room … (video and
// stage).", not "Yes, Summit has video. Summit … video."), else naming
// what it has; or with the no its
// result shows (neither the answer nor the result names it); an answer
// leaving out what the result names, or a request with no such question,
// is kept.
func TestAnswersHave(t *testing.T) {
	f := "The Summit room (HQ-301) is in the HQ building, with 20 seats (video and stage)."
	res := "HQ-301 (Summit): HQ building, 20 seats, video, stage."
	if got := answersHave("If you see it, does its room have a screen or video? And is it busy that day?", f, "Demo", res); got != "Yes, the Summit room (HQ-301) is in the HQ building, with 20 seats (video and stage)." {
		t.Errorf("got %q", got)
	}
	if got := answersHave("Does the Summit room have a stage?", f, "Summit", res); got != "Yes, the Summit room (HQ-301) is in the HQ building, with 20 seats (video and stage)." {
		t.Errorf("got %q", got)
	}
	if got := answersHave("Does the Summit room have a whiteboard?", f, "", res); got != "No, the Summit room has no whiteboard. "+f {
		t.Errorf("a no: %q", got)
	}
	if got := answersHave("Does it have a screen or a whiteboard?", f, "Summit", res); got != "No, Summit has neither a screen nor a whiteboard. "+f {
		t.Errorf("a no of two: %q", got)
	}
	if got := answersHave("Does the Summit room have a stage?", "Summit seats 20. It has a stage.", "Summit", res); got != "Yes, the Summit room has a stage. Summit seats 20. It has a stage." {
		t.Errorf("a yes the first sentence does not say: %q", got)
	}
	if got := answersHave("Does the Summit room have a stage?", "Summit seats 20.", "", res); got != "Summit seats 20." {
		t.Errorf("an answer leaving out what the result names: %q", got)
	}
	if got := answersHave("Rooms? Does it have a screen?", "Summit seats 20; it has screen.", "Summit", res); got != "Yes, Summit seats 20; it has screen." {
		t.Errorf("it, said by its name: %q", got)
	}
	// The room of an event is named first, then the yes or no of it:
	// not "Yes, the room for "Q1 review" has video" before naming it.
	for _, q := range []string{`Does the room of "Q1 review" have video?`, `Does the room for "Q1 review" have video?`} {
		if got := answersHave(q, f+" Booked on 2 May: Q1 review.", "Q1 review", res); got != "Yes, the Summit room (HQ-301) is in the HQ building, with 20 seats (video and stage). Booked on 2 May: Q1 review." {
			t.Errorf("the room of an event: %q", got)
		}
	}
	if got := answersHave(`Does the room for "Q1 review" have a whiteboard?`, f, "Q1 review", res); got != f+" So no, it has no whiteboard." {
		t.Errorf("the room of an event, a no: %q", got)
	}
	if got := answersHave("How many seats does it have?", f, "", res); got != f {
		t.Errorf("no yes/no question: %q", got)
	}
}

// TestValuedList: a finder's list whose items each carry a value (the
// free times of a room) is said with the names and values, so a chain's
// answer to "which rooms are free?" gives the free times, not the names
// alone; a list of names (event titles with a colon of their own) is not.
func TestValuedList(t *testing.T) {
	got, ok := valuedList("Juniper (AX-001, 6 seats): 09:00-18:00; Harbor (AX-002, 10 seats): 09:00-10:00, 11:00-18:00.")
	if !ok || got != "Juniper: 09:00-18:00; Harbor: 09:00-10:00, 11:00-18:00." {
		t.Errorf("got %q, %v", got, ok)
	}
	if got, ok := valuedList(`"Customer demo: Soylent" and "Sprint 41 retro".`); ok {
		t.Errorf("a list of names said as valued: %q", got)
	}
}
