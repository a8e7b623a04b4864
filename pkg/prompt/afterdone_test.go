package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestPastParticipleGeneral: one-syllable verbs ending consonant, vowel,
// consonant double their last letter ("Inspection logged.", not
// "loged"), irregular ones take their own form ("Fine paid."), and verbs
// of two syllables or ending in w, x or y do not double unless stressed
// on the last ("enrolled", "transferred"; not "enroled").
func TestPastParticipleGeneral(t *testing.T) {
	for verb, want := range map[string]string{"log": "logged", "scan": "scanned", "trim": "trimmed", "pay": "paid",
		"freeze": "frozen", "edit": "edited", "open": "opened", "limit": "limited", "fix": "fixed", "play": "played",
		"post": "posted", "book": "booked", "add": "added", "plan": "planned", "file": "filed", "stop": "stopped",
		"enrol": "enrolled", "transfer": "transferred", "admit": "admitted", "cancel": "canceled", "visit": "visited"} {
		if got := pastParticiple(verb); got != want {
			t.Errorf("pastParticiple(%q) = %q, want %q", verb, got, want)
		}
	}
}

// TestNameDoneAck: a tool whose name is a change verb and a thing reports
// that thing done; a name of a read, of no thing, or of a verb done for
// what it returns reports nothing.
func TestNameDoneAck(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for words, want := range map[string]string{"create work order": "Work order created.", "log inspection": "Inspection logged.",
		"acknowledge alarm": "Alarm acknowledged.", "update hotspot status": "Hotspot status updated.", "set curtailment": "Curtailment set.", "pay fine": "Fine paid."} {
		res, ans, ok := NameDoneAck(rng, strings.Fields(words))
		if !ok || res != want || ans == "" {
			t.Errorf("NameDoneAck(%s) = %q, %q, %v; want %q", words, res, ans, ok, want)
		}
	}
	for _, words := range []string{"get hive", "list alarms", "add by id", "run query", "create", "update item details"} {
		if res, _, ok := NameDoneAck(rng, strings.Fields(words)); ok {
			t.Errorf("NameDoneAck(%s) = %q, want none", words, res)
		}
	}
}

// TestAfterDone: a request said after a change done lowers its first
// word only when it opens a request, never a name.
func TestAfterDone(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 20 {
		if got := AfterDone(rng, "Show me booking BK-20931."); !strings.HasSuffix(got, "show me booking BK-20931.") {
			t.Errorf("AfterDone = %q", got)
		}
		if got := AfterDone(rng, "I need booking BK-20931."); !strings.HasSuffix(got, " I need booking BK-20931.") {
			t.Errorf("AfterDone = %q", got)
		}
		if got := AfterDone(rng, "Booking BK-20931, could you fetch it?"); !strings.HasSuffix(got, " Booking BK-20931, could you fetch it?") {
			t.Errorf("AfterDone = %q", got)
		}
	}
}

// TestDoneSaidSingularInS: a thing ending in -us or -is is one thing:
// "the hotspot status is updated", not "are".
func TestDoneSaidSingularInS(t *testing.T) {
	for i := range 8 {
		_, ans, ok := doneSaid(rand.New(rand.NewPCG(uint64(i), 1)), "update", "hotspot status")
		if !ok || strings.Contains(ans, " are ") {
			t.Errorf("answer %q", ans)
		}
	}
}
