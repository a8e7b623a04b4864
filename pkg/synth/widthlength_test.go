package synth

import "testing"

// A thing's width is at most its length when both are keys: a trench
// opened 20 m wide and 10 m long was drawn for trench.open's width_m and
// length_m; the two are now swapped.
func TestWidthUnderLength(t *testing.T) {
	t.Parallel()
	srv, tl := serverTool(t, "testdata/dev41/archaeological_excavation.json", "trench.open")
	n := 0
	for _, m := range decodeAll(t, string(tl.InputSchema), 60, Options{Seed: 7, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
		x, ok1 := m["width_m"].(float64)
		y, ok2 := m["length_m"].(float64)
		if !ok1 || !ok2 {
			continue
		}
		n++
		if x > y {
			t.Errorf("trench.open width_m %v > length_m %v", x, y)
		}
	}
	if n == 0 {
		t.Fatal("no width and length drawn together")
	}
}

// Only a key naming a width has a length sibling.
func TestLengthSibling(t *testing.T) {
	for k, want := range map[string]string{"width_m": "length_m", "widthMm": "lengthMm", "fabric_width_cm": "fabric_length_cm", "height_m": ""} {
		if got := lengthSibling(k); got != want {
			t.Errorf("lengthSibling(%q) = %q, want %q", k, got, want)
		}
	}
}
