package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// turnParams are parameters a clarification or a follow-up is about, of
// the kinds the rated records showed spoken by name ("The to is …").
var turnParams = []struct {
	p Param
	v any
}{
	{Param{Name: "to", Human: "to", Type: "string", Role: role.Role{Kind: role.Date}}, "2025-10-02"},
	{Param{Name: "from", Human: "from", Type: "string", Role: role.Role{Kind: role.Date}}, "2025-09-01"},
	{Param{Name: "action", Human: "action", Type: "string"}, "new"},
	{Param{Name: "owner", Human: "owner", Type: "string", Role: role.Role{Kind: role.RepoOwner}}, "acme"},
	{Param{Name: "repo", Human: "repo", Type: "string", Role: role.Role{Kind: role.Repo}}, "api"},
	{Param{Name: "path", Human: "path", Type: "string", Role: role.Role{Kind: role.FilePath}}, "/srv/app/config.yaml"},
	{Param{Name: "title", Human: "title", Type: "string", Role: role.Role{Kind: role.Title}}, "Ideas for the team offsite"},
	{Param{Name: "channel_id", Human: "channel id", Type: "string", Role: role.Role{Kind: role.Channel}}, "C0TNTLZG660"},
	{Param{Name: "database", Human: "database", Type: "string", Role: role.Role{Kind: role.Database}}, "shop"},
	{Param{Name: "page_id", Human: "page id", Type: "string", Role: role.Role{Kind: role.ID}}, "4a7124cf-86d2-405a-bbc2-4f3005ddbd6e"},
}

// TestClarifyTurnsSayNoParamName: a clarifying question asks in plain
// words (no "(the owner)" after it), the reply is what a person says —
// the value alone or a phrase by the value's role, never "The to is …" —
// and together they pass what dataset check asks of a clarification:
// the question names the parameter, or the reply is the value alone.
func TestClarifyTurnsSayNoParamName(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, c := range turnParams {
		for range 40 {
			q := ClarifyQuestion(rng, c.p)
			a := ClarifyAnswer(rng, c.p, c.v, q)
			if strings.Contains(q, "(the ") || strings.Contains(q, "(their") {
				t.Errorf("%s: question %q names the parameter in brackets", c.p.Name, q)
			}
			l := strings.ToLower(a)
			if strings.HasPrefix(l, "the "+strings.ToLower(paramNoun(c.p))+" is") || strings.HasPrefix(l, "the "+strings.ToLower(plurals(paramNoun(c.p)))+" are") {
				t.Errorf("%s: reply %q speaks the parameter's name", c.p.Name, a)
			}
			if c.p.Role.Kind == role.Date {
				// A date in words with its year, never the ISO form a
				// person does not type.
				if w := dateWords(c.v); strings.Contains(a, c.v.(string)) || !strings.Contains(a, w[len(w)-4:]) {
					t.Errorf("%s: reply %q does not say %v in words", c.p.Name, a, c.v)
				}
			} else if !strings.Contains(a, c.v.(string)) {
				t.Errorf("%s: reply %q lacks the value %v", c.p.Name, a, c.v)
			}
			if a != c.v.(string) && !namesParam(q, c.p.Name) {
				t.Errorf("%s: question %q does not name it and reply %q is not the value alone", c.p.Name, q, a)
			}
		}
	}
}

// TestFollowUpSaysItShort: a follow-up changing a date says it as people
// do ("And for 14 January 2026?", not the ISO "2026-01-14"), not with the stock "Could you do the same
// with the date …"; the wording varies.
func TestFollowUpSaysItShort(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	date := Param{Name: "date", Human: "date", Type: "string", Role: role.Role{Kind: role.Date}}
	seen := map[string]bool{}
	for range 40 {
		got := FollowUp(rng, date, "2026-01-14", false)
		if strings.Contains(got, "do the same") || strings.Contains(got, "with the date") {
			t.Errorf("FollowUp(date): %q", got)
		}
		if !strings.Contains(got, "14 January 2026") {
			t.Errorf("FollowUp(date): %q does not say the date in words", got)
		}
		seen[got] = true
	}
	if len(seen) < 3 {
		t.Errorf("FollowUp(date): %d wordings, want at least 3", len(seen))
	}
}

// TestRedirectNoLongRetype: a correction of a long id does not retype the
// id it replaces ("Make it X instead of 4a7124cf-…").
func TestRedirectNoLongRetype(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	page := turnParams[len(turnParams)-1].p
	old, v := "4a7124cf-86d2-405a-bbc2-4f3005ddbd6e", "34d5a0c2-1f9e-4b7a-9d3e-2a1b5c6d7e8f"
	for _, named := range []bool{false, true} {
		for range 20 {
			got := Redirect(rng, page, old, v, named)
			if strings.Contains(got, old) || !strings.Contains(got, v) {
				t.Errorf("Redirect(page_id, named=%v): %q", named, got)
			}
		}
	}
}

// TestCancelledAckSaysWhoStopped: the user cancelled the call, so the
// assistant's answer never says it cancelled or stopped the call itself,
// nor closes the talk ("I'll leave it at that.") the user goes on with.
func TestCancelledAckSaysWhoStopped(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 200; i++ {
		a := CancelledAck(rng)
		if strings.Contains(a, "I cancelled") || strings.Contains(a, "I've stopped") || strings.Contains(a, "I stopped") {
			t.Fatalf("the answer says the assistant stopped the call the user cancelled: %q", a)
		}
		if strings.Contains(a, "at that") {
			t.Fatalf("the answer closes the talk the user goes on with: %q", a)
		}
	}
}

// TestRedirectSaysWhy: a correction after a declined call says why the
// value changes (a wrong one, or the one meant instead of the old), not
// a bare "Use the branch X instead"; a choice of an enum is said as the
// choice ("I meant warning, not error"), never "the level warning".
func TestRedirectSaysWhy(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	branch := Param{Name: "branch", Human: "branch", Type: "string", Role: role.Role{Kind: role.Branch}}
	level := Param{Name: "level", Human: "level", Type: "string", Enum: true}
	for range 60 {
		for _, c := range []struct {
			p      Param
			old, v string
		}{
			{branch, "test/checkout-fixed-clock", "perf/task-count-index"},
			{branch, "main", "dev"},
			{level, "error", "warning"},
		} {
			got := Redirect(rng, c.p, c.old, c.v, true)
			l := strings.ToLower(got)
			if !strings.Contains(l, "wrong") && !strings.Contains(l, "not "+c.old) && !strings.Contains(l, "instead of "+c.old) {
				t.Errorf("Redirect(%s %s→%s): %q gives no reason", c.p.Name, c.old, c.v, got)
			}
			if strings.Contains(l, "the "+c.p.Human+" "+c.v) {
				t.Errorf("Redirect(%s): %q says the value behind the parameter's name", c.p.Name, got)
			}
		}
	}
}

// TestClarifyListAsksWhich: a clarification of a list value asks which
// ones the person wants ("Which values do you want?"), never the quiz-like
// "What are the values?".
func TestClarifyListAsksWhich(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	values := Param{Name: "values", Human: "values", Type: "array"}
	for range 20 {
		q := ClarifyQuestion(rng, values)
		if strings.Contains(q, "What are the") || !namesParam(q, "values") {
			t.Errorf("ClarifyQuestion(values) = %q", q)
		}
	}
}

// TestClarifyReplyNotStock: asked what a message should say (not "What
// should the text say?"), a reply gives its text as typed (not quoted
// with ", please." after it), a number or a name without the stock
// "Use 720." or "720, please." (a city is not "made" anything: "Make it
// Osaka." is said of a setting), and a date in words with its year ("the
// 10th of January 2026"), never the ISO form.
func TestClarifyReplyNotStock(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	cases := []struct {
		p Param
		v any
	}{
		{Param{Name: "text", Human: "text", Type: "string", Role: role.Role{Kind: role.Text}}, "Staging deploy is done, QA can start."},
		{Param{Name: "height", Human: "height", Type: "integer"}, json720},
		{Param{Name: "value", Human: "value", Type: "string"}, "Zara"},
		{Param{Name: "repo", Human: "repo", Type: "string", Role: role.Role{Kind: role.Repo}}, "api"},
		{Param{Name: "database", Human: "database", Type: "string", Role: role.Role{Kind: role.Database}}, "shop"},
		{Param{Name: "date", Human: "date", Type: "string", Role: role.Role{Kind: role.Date}}, "2026-01-10"},
		{Param{Name: "city", Human: "city", Type: "string"}, "Osaka"},
		{Param{Name: "start", Human: "start", Type: "string", Role: role.Role{Kind: role.DateTime}}, "2026-04-05T13:45:00Z"},
	}
	for _, c := range cases {
		for range 30 {
			q := ClarifyQuestion(rng, c.p)
			a := ClarifyAnswer(rng, c.p, c.v, q)
			if strings.HasSuffix(a, ", please.") || strings.HasPrefix(a, "Use ") || strings.HasPrefix(a, "At ") {
				t.Errorf("%s: stock reply %q", c.p.Name, a)
			}
			if _, isStr := c.v.(string); isStr && (strings.HasPrefix(a, "Make it") || strings.HasPrefix(a, "Let's go with")) {
				t.Errorf("%s: %q picks a place or a name like a setting", c.p.Name, a)
			}
			if c.p.Role.Kind == role.Text && strings.Contains(q, "the text") {
				t.Errorf("%s: question %q speaks of the parameter, not the message", c.p.Name, q)
			}
			if c.p.Role.Kind == role.Text && a != c.v {
				t.Errorf("%s: reply %q, want the text as typed", c.p.Name, a)
			}
			if s, ok := c.v.(string); ok && (c.p.Role.Kind == role.Date || c.p.Role.Kind == role.DateTime) {
				if strings.Contains(a, s) || !strings.Contains(a, s[:4]) {
					t.Errorf("%s: reply %q does not say %s in words with its year", c.p.Name, a, s)
				}
			}
		}
	}
}

// json720 is the number 720 as a decoded call holds it.
var json720 = json.Number("720")

// TestAcksNotCanned: the assistant's answer to a stopped or declined call
// is what a person helping says, not a report on the call ("Understood,
// you called that one off.", "OK, no result then.", "Understood, nothing
// was run.") nor an order to speak ("Just say what you'd like me to look
// at.").
func TestAcksNotCanned(t *testing.T) {
	canned := []string{"called that one off", "no result then", "nothing was run", "nothing has changed",
		"haven't done anything yet", "Just say what", "Just tell me what", "once you tell me what you need",
		"Tell me how you'd like it", "Tell me what to check"}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 300 {
		for _, a := range []string{CancelledAck(rng), DeclinedAck(rng)} {
			for _, c := range canned {
				if strings.Contains(a, c) {
					t.Fatalf("canned answer %q", a)
				}
			}
		}
	}
}
