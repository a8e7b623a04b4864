package prompt

import (
	"slices"
	"strings"
	"testing"
)

// A reason is said as itself after the request, never as a field filled
// in: a sentence on its own, a phrase after a dash or in brackets.
func TestReasonAloneSaysTheReason(t *testing.T) {
	cases := []struct {
		x    string
		want []string
		ok   bool
	}{
		{"Booked the wrong day by mistake.", []string{"Booked the wrong day by mistake."}, true},
		{"Route no longer needed", []string{"Route no longer needed."}, true},
		{"café closed for refit", []string{"— café closed for refit", "(café closed for refit)"}, true},
		{"the café closed for refit", []string{"— the café closed for refit", "(the café closed for refit)", ", as the café closed for refit"}, true},
		{"customer_request", nil, false},
		{"fraud", nil, false},
		{"line one\nline two", nil, false},
	}
	for _, c := range cases {
		got, ok := reasonAlone(c.x)
		if ok != c.ok || !slices.Equal(got, c.want) {
			t.Errorf("reasonAlone(%q) = %q, %v; want %q, %v", c.x, got, ok, c.want, c.ok)
		}
	}
}

// An attached aside closes the request line before its stop and any
// thanks; a quote that ends its own sentence is said in a sentence of
// its own.
func TestAttachAside(t *testing.T) {
	cases := []struct{ s, aside, want string }{
		{"Cancel order WO-1.", "— café closed for refit", "Cancel order WO-1 — café closed for refit."},
		{"Can you cancel order WO-1?", "(café closed for refit)", "Can you cancel order WO-1 (café closed for refit)?"},
		{"Cancel order WO-1, thanks!", "— café closed", "Cancel order WO-1 — café closed, thanks!"},
		{"Ticket 5 — void it.", "— wrong member", "Ticket 5 — void it (wrong member)."},
		{`Raise a job at "294"?`, `, described as "Oak table"`, `Raise a job at "294", described as "Oak table"?`},
		{"Could you change order 5?", `, and add a note: "Same as last time."`, `Could you change order 5? Add a note: "Same as last time."`},
		{"Place an order.", `, and add a note: "back porch"`, `Place an order, and add a note: "back porch".`},
	}
	for _, c := range cases {
		if got := withAside(c.s, c.aside); got != c.want {
			t.Errorf("withAside(%q, %q) = %q; want %q", c.s, c.aside, got, c.want)
		}
	}
}

// A note is added, never filled in ("For the notes, put …").
func TestNoteAlone(t *testing.T) {
	got := noteAlone("delivery notes", `"Leave it at the back."`)
	want := []string{`, and add a delivery note: "Leave it at the back."`, `Add a delivery note saying "Leave it at the back."`, `, with a delivery note: "Leave it at the back."`}
	if !slices.Equal(got, want) {
		t.Errorf("noteAlone = %q; want %q", got, want)
	}
}

// A note said after a sentence that is not the request's is a sentence
// of its own, with its stop.
func TestAttachedSentence(t *testing.T) {
	cases := []struct{ aside, want string }{
		{`, with a note: "home bred"`, `Add a note: "home bred".`},
		{`, and add a comment: "Done."`, `Add a comment: "Done."`},
		{`, described as "Oak table"`, `Describe it as "Oak table".`},
	}
	for _, c := range cases {
		if got, ok := attachedSentence(c.aside); !ok || got != c.want {
			t.Errorf("attachedSentence(%q) = %q, %v; want %q", c.aside, got, ok, c.want)
		}
	}
	if _, ok := attachedSentence("— café closed"); ok {
		t.Errorf("attachedSentence took a reason")
	}
}

// A text written out is said by what it is to say, never by a field read
// back ("Here's the text: …", "The text is: …", "Use this wording: …").
func TestWrittenTextNoFieldFrames(t *testing.T) {
	st := &funcState{}
	for i := 0; i < 60; i++ {
		st.data = &Data{Tool: ToolData{Name: "post_note", Server: "kiln"}, Index: i}
		a := st.writtenText("text", `"Looks good to me, thanks."`).alone
		for _, bad := range []string{"Here's the text", "The text is", "Use this wording", "Word it like this"} {
			if strings.HasPrefix(a, bad) {
				t.Errorf("writtenText alone = %q", a)
			}
		}
	}
}
