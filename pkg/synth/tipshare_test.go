package synth

import "testing"

// A tip is a share of the payment it is given on, in whole pounds: a
// hand-back's tip_pence was 22400 beside paid_pence 28900.
func TestFitTip(t *testing.T) {
	t.Parallel()
	srv, tool := serverTool(t, "testdata/dev43/mobile_knife_sharpening_van.json", "hand-back")
	n := 0
	for _, m := range decodeAll(t, string(tool.InputSchema), 60, Options{Seed: 7, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
		tip, ok1 := m["tip_pence"].(float64)
		paid, ok2 := m["paid_pence"].(float64)
		if !ok1 || !ok2 {
			continue
		}
		n++
		if paid > 0 && tip > paid/4 {
			t.Errorf("tip_pence %v on paid_pence %v: more than a quarter of it", tip, paid)
		}
		if paid >= 1000 && int(tip)%100 != 0 {
			t.Errorf("tip_pence %v on paid_pence %v: want whole pounds", tip, paid)
		}
	}
	if n == 0 {
		t.Fatal("no call gives a tip and a payment")
	}
}
