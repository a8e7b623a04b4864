package prompt

import (
	"strings"
	"testing"
)

func TestTextUse(t *testing.T) {
	for _, q := range []string{`"The gizmo broke twice."`, `"Wrong colour."`, `"Moved to the attic."`} {
		r := textUse("reason", q)
		if !strings.Contains(r, q) || !strings.Contains(r, "reason") || strings.HasPrefix(r, "The reason is") {
			t.Errorf("textUse(reason, %s) = %q", q, r)
		}
		n := textUse("gizmo note", q)
		if !strings.Contains(n, q) || !strings.Contains(n, "the gizmo note") || strings.HasPrefix(n, "The gizmo note is") {
			t.Errorf("textUse(gizmo note, %s) = %q", q, n)
		}
	}
	if got := textUse("justification", `"Too old."`); got != `Give "Too old." as the justification.` && got != `Put down "Too old." as the justification.` {
		t.Errorf("textUse(justification) = %q", got)
	}
}

func TestWrittenLineHandedOver(t *testing.T) {
	st := &funcState{}
	s, ok := st.optSentence(`reason "Gizmo arrived bent."`, intent{Verb: "return", Object: "a gizmo", OK: true})
	if !ok || strings.HasPrefix(s, "The reason is") || !strings.Contains(s, `"Gizmo arrived bent."`) {
		t.Errorf("optSentence(reason) = %q %v", s, ok)
	}
	if got := textUse("sketch idea", `"A fox on a bike."`); got != `Use "A fox on a bike." as the sketch idea.` {
		t.Errorf("textUse(sketch idea) = %q: only a written text says things", got)
	}
}
