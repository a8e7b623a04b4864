package role

import (
	"encoding/json"
	"testing"
)

// An explanation is free text a person writes, whatever its description
// says it is in: "Plain-language explanation for the tenant" names no
// language to pick (a tool written for this test).
func TestExplanationIsText(t *testing.T) {
	r := Classify(ToolContext{Name: "refuse_refund", Description: "Refuse a refund and tell the tenant why."},
		ParamContext{Name: "explanation", Path: "/explanation", Siblings: []string{"refund_ref", "explanation"},
			Schema: json.RawMessage(`{"type":"string","minLength":20,"description":"Plain-language explanation sent to the tenant"}`)})
	if r.Kind != Text {
		t.Errorf("explanation: kind %q (%s), want text", r.Kind, r.Why)
	}
}
