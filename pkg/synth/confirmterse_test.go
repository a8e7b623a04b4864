package synth

import "testing"

// A terse confirmation key ("cfm") whose tool's description says what
// it repeats ("cfm must equal ring.") repeats that sibling, matched as a
// whole key: never "r", a key the word "ring" merely holds.
func TestTerseConfirmRepeatsNamedKey(t *testing.T) {
	tool := "Remove bird record (lost/dead/culled). cfm must equal ring."
	desc := ConfirmDesc("cfm", "", tool)
	if desc != "cfm must equal ring." {
		t.Fatalf("ConfirmDesc = %q", desc)
	}
	if got := confirmTarget("cfm", desc, []string{"cfm", "r", "ring"}); got != "ring" {
		t.Errorf("confirmTarget = %q, want ring", got)
	}
	if ConfirmDesc("cfm", "Type the ring again", tool) != "Type the ring again" {
		t.Error("a field's own description replaced")
	}
	if hasKey("ring", "r") || !hasKey("must equal `ring`", "ring") {
		t.Error("hasKey: a key matched inside a word, or a quoted key missed")
	}
}
