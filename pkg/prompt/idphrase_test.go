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
