package generate

import (
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestWithoutOwnNotes: a parallel record recording waivers for two
// students (a glass studio's recordWaiver: studentId, signedOn,
// emergencyContact, medicalNotes) no longer gives both the medical notes
// drawn for the first (was "asthma, contact lenses" on each); a reason
// for the act stays, and so does a note when the calls also act on a
// thing of another id (a tax return assigned to two preparers).
func TestWithoutOwnNotes(t *testing.T) {
	student := prompt.Param{Name: "studentId", Human: "student id", Required: true, Role: role.Role{Kind: role.ID}}
	params := []prompt.Param{student,
		{Name: "signedOn", Human: "signed on", Required: true, Role: role.Role{Kind: role.Date}},
		{Name: "medicalNotes", Human: "medical notes", Role: role.Role{Kind: role.Text}},
		{Name: "reason", Human: "reason", Role: role.Role{Kind: role.Text}},
	}
	args := map[string]any{"studentId": "a7cbbd17", "signedOn": "2026-04-14", "medicalNotes": "asthma, contact lenses", "reason": "Paper copy lost."}
	got := withoutOwnNotes(params, args, student)
	if _, ok := got["medicalNotes"]; ok {
		t.Errorf("a student's medical notes copied to the next student: %v", got)
	}
	if got["reason"] != "Paper copy lost." || got["signedOn"] != "2026-04-14" || args["medicalNotes"] == nil {
		t.Errorf("the act's reason or other values dropped, or args changed: %v, %v", got, args)
	}
	if got := withoutOwnNotes(params, args, params[1]); got["medicalNotes"] == nil {
		t.Errorf("notes dropped for calls differing in no person: %v", got)
	}
	preparer := prompt.Param{Name: "preparer_id", Human: "preparer id", Required: true, Role: role.Role{Kind: role.ID}}
	tax := []prompt.Param{preparer, {Name: "return_id", Human: "return id", Required: true, Role: role.Role{Kind: role.ID}},
		{Name: "note", Human: "note", Role: role.Role{Kind: role.Text}}}
	ta := map[string]any{"preparer_id": "ITE", "return_id": "139121", "note": "client sold rental property in June"}
	if got := withoutOwnNotes(tax, ta, preparer); got["note"] == nil {
		t.Errorf("a note on the return dropped: %v", got)
	}
}
