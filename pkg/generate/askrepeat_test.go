package generate

import (
	"regexp"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// TestRepeatedBeside: a value another argument repeats (a confirmation
// field) is said there, so it is not one to ask for.
func TestRepeatedBeside(t *testing.T) {
	id := prompt.Param{Name: "wheelId"}
	args := map[string]any{"wheelId": "W-2025-776", "confirmWheelId": "W-2025-776", "reason": "dropped"}
	if !repeatedBeside([]prompt.Param{id}, args) {
		t.Error("wheelId repeated by confirmWheelId: want true")
	}
	if repeatedBeside([]prompt.Param{id, {Name: "confirmWheelId"}}, args) {
		t.Error("both in the group: want false")
	}
	if repeatedBeside([]prompt.Param{{Name: "reason"}}, args) {
		t.Error("reason said once: want false")
	}
}

// TestClarifyNeverAsksWhatIsConfirmed: no clarification of a
// cheesemonger's write-off or a road crew's event closing asks for the id
// while the request already says it to confirm ("Write off that whole
// wheel for confirm wheel W-2025-776 …" then "Which wheel?").
func TestClarifyNeverAsksWhatIsConfirmed(t *testing.T) {
	srcs := []Source{fileSource(t, "cheese", "dev39/cheesemonger.json"), fileSource(t, "roads", "dev39/winter_road_maintenance.json")}
	for _, r := range kindRecords(t, srcs, "clarify", 10, 8) {
		var users, asks []string
		for _, m := range r.Messages {
			switch {
			case m.Role == "user":
				users = append(users, m.Content)
			case m.Role == "assistant" && m.Content != "" && len(m.ToolCalls) == 0:
				asks = append(asks, m.Content)
			}
		}
		if len(users) < 2 || len(asks) == 0 {
			continue
		}
		for _, id := range idRe.FindAllString(users[1], -1) {
			if strings.Contains(users[0], id) {
				t.Errorf("asked %q for %s, which the request %q already says", asks[0], id, users[0])
			}
		}
	}
}

// idRe finds the ids of the two servers (W-2025-776, WS-2024-17).
var idRe = regexp.MustCompile(`\bWS?-20[0-9]{2}-[0-9]+\b`)
