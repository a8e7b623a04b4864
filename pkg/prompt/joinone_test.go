package prompt

import "testing"

// Requests below are as the generator words them for dev tools (hold21
// moving_company, mcp-servers mongodb/notion/slack, hold21 florist).
func TestJoinOne(t *testing.T) {
	cases := []struct{ first, later, want string }{
		{"Can you show me the moving jobs on February 17?", "Check the itemised inventory on job MV-9I2Y8.",
			"Can you show me the moving jobs on February 17 and check the itemised inventory on job MV-9I2Y8?"},
		{"I'm planning a schema change. Could you list all databases on connection local-8236?", "Could you show me the latest server log entries over on local-8236?",
			"I'm planning a schema change. Could you list all databases on connection local-8236 and show me the latest server log entries over on local-8236?"},
		{"Move page 7a6f52a8 under page 662cade2.", "Can you go over that page?", "Move page 7a6f52a8 under page 662cade2 and go over that page."},
		{"Mind showing me stem inventory?", "Can you look through flower orders?", "Mind showing me stem inventory and looking through flower orders?"},
		{"Can you bring up orders, only the closed ones?", "Let's update product 5489615935224.",
			"Can you bring up orders, only the closed ones, and update product 5489615935224?"},
	}
	for _, c := range cases {
		got, ok := JoinOne(c.first, c.later)
		if !ok || got != c.want {
			t.Errorf("JoinOne(%q, %q) = %q, %v; want %q", c.first, c.later, got, ok, c.want)
		}
	}
}

// Pairs said as one sentence would read wrong: a clause asked about, a
// list of the first's own, the same act twice, a tie word, two
// sentences.
func TestJoinOneRefuses(t *testing.T) {
	cases := [][2]string{
		{"Could you tell me what the members that match \"Grace B\" are?", "Look up members for \"Jessica Bernard\"."},
		{"Run a demo task split into 4 steps and report progress.", "Show me an annotated message of type debug."},
		{"Please list dashboards called \"Payment webhooks delayed\".", "List the dashboards with the label postmortem."},
		{"Can you set up a product for user hokafor, titled \"Linen Throw Pillow Cover\"?", "Create a product, called \"Waterproof Hiking Jacket\"."},
		{"Pull up the tracking categories with the archived ones too.", "Let's look at the payments."},
		{"I want to check the weddings. Max 15.", "Would you grab full details on wedding WED-2026-9286?"},
		{"What are the brew batches?", "Could you list out brew batches since 2025-10-22?"},
	}
	for _, c := range cases {
		if got, ok := JoinOne(c[0], c[1]); ok {
			t.Errorf("JoinOne(%q, %q) = %q; want refused", c[0], c[1], got)
		}
	}
}

func TestGerundOf(t *testing.T) {
	for v, want := range map[string]string{"look": "looking", "create": "creating", "get": "getting", "grab": "grabbing", "show": "showing", "list": "listing"} {
		if got := gerundOf(v); got != want {
			t.Errorf("gerundOf(%q) = %q, want %q", v, got, want)
		}
	}
}

// "that" after a noun leads a clause: the verb after it is left alone
// ("code that matches "a" and "b"", not "code that matcheses …").
func TestListValueAfterThat(t *testing.T) {
	q := Param{Name: "q"}
	got, ok := ListValue(`Look for code that matches "useEffect fetch" please.`, q, []any{"useEffect fetch", "func NewClient"})
	if want := `Look for code that matches "useEffect fetch" and "func NewClient" please.`; !ok || got != want {
		t.Errorf("ListValue = %q, %v; want %q", got, ok, want)
	}
	got, ok = ListValue(`Can you find users that match "Sam Ali"?`, q, []any{"Sam Ali", "Ana Li"})
	if want := `Can you find users that match "Sam Ali" and "Ana Li"?`; !ok || got != want {
		t.Errorf("ListValue = %q, %v; want %q", got, ok, want)
	}
}
