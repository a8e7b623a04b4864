package dataset

import "testing"

// TestNameInCutShort: a question naming a parameter whose name ends in a
// cut-short word (batch_no) by the whole word ("its number") names it;
// the whole word alone, without the thing, does not.
func TestNameInCutShort(t *testing.T) {
	if !nameIn("batch_no", "which batch? i'll need its number.") {
		t.Error("batch_no not named by \"which batch? i'll need its number.\"")
	}
	if nameIn("batch_no", "what's the number?") {
		t.Error("batch_no named by a question without the batch")
	}
	if nameIn("no", "which number?") {
		t.Error("a name of one cut-short word is named by its whole word")
	}
}
