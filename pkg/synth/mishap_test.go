package synth

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestMishapAccount: the description of an accident a school logs says
// what happened ("Slipped on a wet patch and fell; …"), never the
// school's stock text ("Loops and lists, with three practice
// exercises."); a description of a lesson is the area's still.
func TestMishapAccount(t *testing.T) {
	src := `{"type":"object","properties":{"booking_no":{"type":"string"},"description":{"type":"string"}},"required":["booking_no","description"]}`
	srv := role.NewServer("school", []role.ServerTool{
		{Name: "enrol_student", Description: "Put a student into a class for the term.", InputSchema: json.RawMessage(src)},
		{Name: "log_incident", Description: "Log an accident or incident during a lesson.", InputSchema: json.RawMessage(src)},
		{Name: "add_lesson", Description: "Add a lesson with homework and a quiz for the students.", InputSchema: json.RawMessage(src)},
	})
	for _, m := range decodeAll(t, src, 20, Options{Seed: 3, RootObject: true, Topic: "log_incident", About: "Log an accident or incident during a lesson.", Server: srv}) {
		d, _ := m["description"].(string)
		if !slicesContains(mishapAccounts, d) {
			t.Errorf("accident description %q: want an account of what happened", d)
		}
	}
	for _, m := range decodeAll(t, src, 20, Options{Seed: 3, RootObject: true, Topic: "add_lesson", About: "Add a lesson with homework and a quiz for the students.", Server: srv}) {
		if d, _ := m["description"].(string); slicesContains(mishapAccounts, d) || strings.Contains(d, "first aid") {
			t.Errorf("lesson description %q: an accident's account", d)
		}
	}
}
