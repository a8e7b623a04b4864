package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestClarifySaysTheThing: a clarifying question names what is missing
// in a person's words: a thing named by its parameter alone is not said
// twice ("the workspace workspace"), a spelled-out "gid" is the thing
// ("Which tag do you mean?", not "Which tag gid is it?"), and letters a
// person spells are written in capitals ("the NCT ID", not "the nct id").
func TestClarifySaysTheThing(t *testing.T) {
	for _, c := range []struct {
		name, desc string
		pasted     bool
		want, bad  []string
	}{
		{"workspace", "The workspace GID to get tasks from", true, []string{"workspace"}, []string{"workspace workspace", "its workspace"}},
		{"tag_gid", "Globally unique identifier for the tag", false, []string{"tag"}, []string{"gid"}},
		{"tag_gid", "Globally unique identifier for the tag", true, []string{"tag"}, []string{"gid"}},
		{"nct_id", "", true, []string{"NCT ID"}, []string{"nct", "Which NCT"}},
		{"plot_uid", "The allotment plot", false, []string{"plot"}, []string{"uid"}},
	} {
		ps := devParams(t, "get_it", "Get one thing.",
			`{"type":"object","properties":{"`+c.name+`":{"type":"string","description":"`+c.desc+`"}},"required":["`+c.name+`"]}`)
		for seed := range uint64(10) {
			rng := rand.New(rand.NewPCG(seed, 3))
			q := ClarifyQuestion(rng, ps[c.name])
			if c.pasted {
				q = PastedQuestion(rng, ps[c.name], "Can you get this one for me?")
			}
			if q == "" || !namesParam(q, c.name) {
				t.Errorf("%s: %q does not name it", c.name, q)
			}
			for _, w := range c.want {
				if !strings.Contains(q, w) {
					t.Errorf("%s: %q does not say %q", c.name, q, w)
				}
			}
			for _, w := range c.bad {
				if strings.Contains(q, w) {
					t.Errorf("%s: %q says %q", c.name, q, w)
				}
			}
		}
	}
}

// TestClarifyAheadWhen: a moment named for the event to happen then
// (pickup_at, return_at, due_at) is asked with "when" and the event, never
// "What's the return at?"; other moments keep their question.
func TestClarifyAheadWhen(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"return_at", "When is the return?"},
		{"pickup_at", "When is the pickup?"},
		{"due_at", "When is it due?"},
		{"expires_at", ""},
		{"created_at", ""},
	} {
		ps := devParams(t, "set_it", "Set one thing.",
			`{"type":"object","properties":{"`+c.name+`":{"type":"string","format":"date-time"}},"required":["`+c.name+`"]}`)
		q := aheadQuestion(rand.New(rand.NewPCG(1, 2)), ps[c.name])
		if c.want == "" && q != "" || c.want != "" && (!strings.Contains(q, c.want) || !namesParam(q, c.name)) {
			t.Errorf("%s: %q, want %q", c.name, q, c.want)
		}
	}
}

// TestClarifyRecipients: a message's list of recipients named "to" is
// asked "Who should it go to?" whatever its description calls them, so
// the question names the field.
func TestClarifyRecipients(t *testing.T) {
	ps := devParams(t, "send_email", "Send an email.",
		`{"type":"object","properties":{"to":{"type":"array","items":{"type":"string","format":"email"},"description":"Recipient email addresses"}},"required":["to"]}`)
	for seed := range uint64(6) {
		if q := ClarifyQuestion(rand.New(rand.NewPCG(seed, 1)), ps["to"]); !strings.Contains(q, " to?") || !namesParam(q, "to") {
			t.Errorf("to: %q", q)
		}
	}
}
