package prompt

import "testing"

func TestChoiceWordsPlace(t *testing.T) {
	st := &funcState{}
	for _, c := range []struct{ v, hl, last, want string }{
		{"doge", "symbol", "symbol", "for doge"},
		{"light-orange", "color", "color", "in light-orange"},
		{"medium", "pet size", "pet size", "for a medium pet"},
		{"studio", "home size", "size", "for a studio home"},
		{"motion hearing", "type", "type", "of the motion hearing kind"},
		{"SID", "frequency", "frequency", "frequency SID"},
	} {
		if got := st.choiceWords(c.v, c.hl, c.last); got != c.want {
			t.Errorf("choiceWords(%q, %q, %q) = %q, want %q", c.v, c.hl, c.last, got, c.want)
		}
	}
}

func TestChoiceAlone(t *testing.T) {
	for _, c := range []struct{ text, hl, want string }{
		{"frequency SID", "frequency", "The frequency is SID."},
		{"fuel level half", "fuel level", "The fuel level is half."},
		{"delivery options express", "delivery options", "The delivery options are express."},
		{"status open", "status", "The status is open."},
		{"for doge", "symbol", ""},
		{"only open ones", "status", ""},
	} {
		if got := choiceAlone(c.text, c.hl); got != c.want {
			t.Errorf("choiceAlone(%q, %q) = %q, want %q", c.text, c.hl, got, c.want)
		}
	}
}
