package synth

import (
	"strings"
	"testing"
)

// TestReasonVoice: a cancelled gritting run's reason puts nothing on a
// customer (was "Plans changed on the customer's side."), a retired
// appliance's is no record "Created by mistake.", and removing a book
// from stock is no booking someone cancels ("Our plans changed, sorry").
func TestReasonVoice(t *testing.T) {
	src := `{"type":"object","properties":{"reason":{"type":"string"}},"required":["reason"]}`
	for _, tc := range []struct {
		topic, about string
		bad          []string
	}{
		{"cancel_treatment_run", "Cancel a planned treatment run on the gritting routes", []string{"customer"}},
		{"retire_appliance", "Mark an appliance as removed from service", []string{"by mistake", "customer"}},
		{"remove_book", "Remove a book from stock (pulped, lost, damaged)", []string{"Our plans changed", "train was cancelled", "Feeling unwell"}},
	} {
		for _, m := range decodeAll(t, src, 30, Options{Seed: 6, Key: "ops", RootObject: true, Topic: tc.topic, About: tc.about}) {
			v, _ := m["reason"].(string)
			for _, b := range tc.bad {
				if strings.Contains(v, b) {
					t.Errorf("%s: reason %q", tc.topic, v)
				}
			}
		}
	}
	if bookingTopic("remove_book") || !bookingTopic("book_slot") || !bookingTopic("cancel_visit") {
		t.Error("bookingTopic misreads")
	}
}
