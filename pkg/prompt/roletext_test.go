package prompt

import (
	"strings"
	"testing"
)

// TestRoleTextForms checks a short text is said by its role, never as
// "with the <field> "…"".
func TestRoleTextForms(t *testing.T) {
	cases := []struct{ hl, want string }{
		{"reason", `giving the reason as "Lost the key."`},
		{"description", `described as "Lost the key."`},
		{"notes", `with a note saying "Lost the key."`},
		{"remarks", `with these remarks: "Lost the key."`},
		{"errand", `with this errand: "Lost the key."`},
	}
	for _, c := range cases {
		forms := roleTextForms(c.hl, `"Lost the key."`)
		if forms[0] != c.want {
			t.Errorf("roleTextForms(%q)[0] = %q; want %q", c.hl, forms[0], c.want)
		}
		for _, f := range forms {
			if strings.HasPrefix(f, "with the ") {
				t.Errorf("roleTextForms(%q) has %q, the field read before its value", c.hl, f)
			}
			if keyEcho(f, c.hl, false) {
				t.Errorf("roleTextForms(%q) has %q, which echoedKey reads as an echo", c.hl, f)
			}
		}
	}
}

// TestLabelForm checks a text said by its role can still be labelled.
func TestLabelForm(t *testing.T) {
	for in, want := range map[string]string{
		`giving the reason as "Lost the key."`: "Reason: Lost the key.",
		`with these remarks: "Keep dry."`:      "Remarks: Keep dry.",
		`described as "A blue kite."`:          "Description: A blue kite.",
	} {
		if got, ok := quotedLabel(in); !ok || got != want {
			t.Errorf("quotedLabel(%s) = %q, %v; want %q", in, got, ok, want)
		}
	}
}
