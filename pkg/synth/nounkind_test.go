package synth

import (
	"strings"
	"testing"
)

// A name whose noun is a machine or a kind known here takes a value of
// that kind, never a title of the tool's area: a clinic's label printer is
// "Printer 3", a compounded cream's ingredient a bulk chemical, (tools
// written for this test).
func TestNamedNounKind(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"printerName":{"type":"string","description":"Printer to send the sheet to"},"ingredientName":{"type":"string","description":"Excipient or bulk chemical to weigh"}},"required":["printerName","ingredientName"]}`
	for _, m := range decodeAll(t, src, 10, Options{Seed: 3, Key: "vetclinic", RootObject: true, Topic: "print_dispensing_sheet", About: "Prints the dispensing sheet for a compounded cream for a patient of the veterinary clinic."}) {
		if v := m["printerName"].(string); !strings.HasPrefix(v, "Printer ") {
			t.Errorf("printerName = %q", v)
		}
		if v := m["ingredientName"].(string); !containsString(bulkChemicals, v) {
			t.Errorf("ingredientName = %q, not a bulk chemical", v)
		}
	}
}
