package prompt

import (
	"regexp"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestIDPhraseDevTools draws requests for dev tools whose identifiers and
// reasons were said as form glue ("with SO-4896 as the standing order",
// "using session 358423", "with wrong container as the reason") and
// checks each is said as a person says it, with every value in the words.
func TestIDPhraseDevTools(t *testing.T) {
	glue := regexp.MustCompile(`as the standing order|(?:via|using) session|(?:wrong container|no chain of custody) as the reason`)
	own := regexp.MustCompile(`(?i)standing order \S+`)
	n := 0
	drawnRequests(t, "idphrase-tools.json", 31, 25, nil, func(tl tool.Tool, text string, args map[string]any) {
		n++
		if m := glue.FindString(text); m != "" {
			t.Errorf("%s: %q in %q", tl.Name, m, text)
		}
		if id, ok := args["standing_order_id"].(string); ok {
			if !strings.Contains(text, id) || !own.MatchString(text) {
				t.Errorf("%s: standing order %s not said by its noun in %q", tl.Name, id, text)
			}
		}
		if c, ok := args["course_code"].(string); ok && !strings.Contains(text, "from course code "+c) {
			// "Withdraw a student from a course": the course is where
			// the student is withdrawn from
			t.Errorf("%s: course %s not said \"from course code\" in %q", tl.Name, c, text)
		}
		if id, ok := args["session_id"].(string); ok && !strings.Contains(text, id) {
			t.Errorf("%s: session %s missing from %q", tl.Name, id, text)
		}
	})
	if n == 0 {
		t.Fatal("no requests drawn")
	}
}

// TestStateReason says reason codes of dev tools as clauses.
func TestStateReason(t *testing.T) {
	for code, want := range map[string]string{
		"referee unavailable":  "because the referee is unavailable",
		"no chain of custody":  "because there's no chain of custody",
		"entered in error":     "because it was entered in error",
		"wrong container":      "because it's the wrong container",
		"insufficient players": "due to insufficient players",
		"duplicate":            "because it's a duplicate",
		"players unavailable":  "because the players are unavailable",
	} {
		if got, ok := stateReason(strings.Fields(code)); !ok || got != want {
			t.Errorf("%s: got %q, %v; want %q", code, got, ok, want)
		}
	}
	for _, code := range []string{"competitor", "switching supplier", "price", "leaking"} {
		if got, ok := stateReason(strings.Fields(code)); ok {
			t.Errorf("%s: said %q, want no clause", code, got)
		}
	}
}

// TestThroughOther says a second "on" lead by the noun it names.
func TestThroughOther(t *testing.T) {
	for rest, want := range map[string]string{
		"project 8b3ae957": "in project 8b3ae957",
		"account T-009696": "for account T-009696",
		"connection c1":    "via connection c1",
		"the dev context":  "via the dev context",
	} {
		if got := throughOther(rest); got != want {
			t.Errorf("%s: got %q, want %q", rest, got, want)
		}
	}
}

// TestQualityChoice says a quality's value by the thing having it (dev
// Gmail labelListVisibility, Google Calendar visibility).
func TestQualityChoice(t *testing.T) {
	for _, c := range [][3]string{
		{"hide", "visibility", "with visibility set to hide"},
		{"confidential", "visibility", "with confidential visibility"},
		{"show if unread", "visibility", "with visibility set to show if unread"},
	} {
		if got, ok := qualityChoice(c[0], c[1]); !ok || got != c[2] {
			t.Errorf("%s %s: got %q, %v; want %q", c[0], c[1], got, ok, c[2])
		}
	}
	if got, ok := qualityChoice("filling", "treatment"); ok {
		t.Errorf("treatment is no quality: said %q", got)
	}
}

// TestDoneFlag says a true flag named by a third-person act as the thing
// done (dev tattoo_studio acknowledges_aftercare).
func TestDoneFlag(t *testing.T) {
	for key, want := range map[string]string{
		"acknowledges aftercare": "with aftercare acknowledged",
		"accepts terms":          "with the terms accepted",
		"verifies identity":      "with identity verified",
	} {
		if got, ok := doneFlag(strings.Fields(key), true); !ok || got != want {
			t.Errorf("%s: got %q, %v; want %q", key, got, ok, want)
		}
	}
	if got, ok := doneFlag([]string{"acknowledges", "aftercare"}, false); ok {
		t.Errorf("a false flag said %q", got)
	}
}

// TestChangeIDs says ids a call adds or removes by the act (dev Gmail
// addLabelIds, removeLabelIds).
func TestChangeIDs(t *testing.T) {
	if a, ok := changeIDs("remove labels", "5 and 7"); !ok || a.text != "removing labels 5 and 7" || a.noun != "" {
		t.Errorf("got %+v, %v", a, ok)
	}
	if a, ok := changeIDs("add label", "9"); !ok || a.text != "adding label 9" {
		t.Errorf("got %+v, %v", a, ok)
	}
	if _, ok := changeIDs("label", "9"); ok {
		t.Error("a plain noun taken for an act")
	}
}

// TestSalesLead tells a CRM lead record from the person who leads (dev
// solar_installer leadId "CRM lead ID, format SRL-######").
func TestSalesLead(t *testing.T) {
	crm := Param{Name: "leadId", Human: "lead id", Description: "CRM lead ID, format SRL-######."}
	if !salesLead(crm, "SRL-857917") {
		t.Error("CRM lead SRL-857917 said as who leads")
	}
	person := Param{Name: "leadId", Human: "lead id", Description: "ID of the project lead"}
	if salesLead(person, "5264e3e7-629d-41db-bf1d-ee4b2ef241a1") {
		t.Error("a project lead taken for a CRM lead")
	}
}
