package prompt

import "testing"

// TestConditionChoice checks that a grade of a thing's condition is said
// "in worn condition", never "for a worn condition".
func TestConditionChoice(t *testing.T) {
	if got, _ := boundChoice("worn", "condition"); got != "in worn condition" {
		t.Errorf("boundChoice(worn, condition) = %q", got)
	}
	st := &funcState{}
	if got, _ := st.plainChoice("excellent", "condition"); got != "in excellent condition" {
		t.Errorf("plainChoice(excellent, condition) = %q", got)
	}
}
