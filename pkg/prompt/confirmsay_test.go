package prompt

import (
	"strings"
	"testing"
)

// TestRepeatedConfirmSaidAsAPersonConfirms: a field that repeats the id
// the call acts on is said the way a person confirms an act ("I'm sure
// I want to discard NLU97-7469-5387." after "Can we discard find …?"),
// saying the value again (never "I'm sure about this.", which leaves the
// field to be guessed), never the form's "I confirm: NLU97-7469-5387."
// or "Confirming NLU97-7469-5387.", nor a "Yes, …" that answers the
// request's own question (was "Can we discard find NLU97-7469-5387? Yes,
// discard NLU97-7469-5387."); "record a departure" makes a new thing, so
// the ear tag repeated is never "… want to record UK984795741498.".
func TestRepeatedConfirmSaidAsAPersonConfirms(t *testing.T) {
	saidVerb := false
	for _, s := range fileRequests(t, "dev42/archaeological_excavation.json", "finds.discard",
		`{"find_id":"NLU97-7469-5387","confirm_find_id":"NLU97-7469-5387","reason":"modern field drain fragments","approved_by":"Lena Santos"}`, 12) {
		if strings.Contains(s, "I confirm: ") || strings.Contains(s, "Confirming ") || strings.Contains(s, "Yes, NLU97") || strings.Contains(s, "? Yes,") {
			t.Errorf("confirmation said as a form: %q", s)
		}
		if strings.Contains(s, "I'm sure about this.") {
			t.Errorf("confirmation does not say the id again: %q", s)
		}
		saidVerb = saidVerb || strings.Contains(s, "want to discard NLU97-7469-5387") || strings.Contains(s, "To confirm: discard NLU97-7469-5387")
	}
	if !saidVerb {
		t.Error(`no request confirms with the act ("I'm sure I want to discard NLU97-7469-5387")`)
	}
	for _, s := range fileRequests(t, "dev42/dairy_herd.json", "record_departure",
		`{"ear_tag":"UK984795741498","confirm_ear_tag":"UK984795741498","departure_date":"2026-03-22","reason":"culled"}`, 12) {
		if strings.Contains(s, "I confirm: ") || strings.Contains(s, "Confirming ") || strings.Contains(s, "Yes, record") || strings.Contains(s, "sure I want to record") || strings.Contains(s, "To confirm: record") ||
			strings.Contains(s, "I'm sure about this.") {
			t.Errorf("confirmation said as a form or with the wrong act: %q", s)
		}
	}
}
