package dataset

import (
	"encoding/json"
	"math"
	"testing"
)

func TestParseSplit(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]SplitRatios{
		"valid=0.1":                    {Valid: 0.1},
		"valid=0.1,test=0.05":          {Valid: 0.1, Test: 0.05},
		" test=0.2 , valid=0 ":         {Test: 0.2},
		"train=0.8,valid=0.1,test=0.1": {Valid: 0.1, Test: 0.1},
		"":                             {},
	} {
		got, err := ParseSplit(in)
		if err != nil || got != want {
			t.Errorf("ParseSplit(%q) = %+v, %v; want %+v", in, got, err, want)
		}
	}
	for _, bad := range []string{"valid", "valid=1", "valid=-0.1", "valid=0.6,test=0.5", "dev=0.1", "valid=0.1,valid=0.2", "train=0.5,valid=0.1"} {
		if _, err := ParseSplit(bad); err == nil {
			t.Errorf("ParseSplit(%q) succeeded", bad)
		}
	}
	r, _ := ParseSplit("valid=0.1,test=0.05")
	if back, _ := ParseSplit(r.String()); back != r {
		t.Errorf("String round trip: %q", r.String())
	}
}

// TestAssignSplit: deterministic, grouped, seed-dependent, and close to the
// asked shares over many groups.
func TestAssignSplit(t *testing.T) {
	t.Parallel()
	r := SplitRatios{Valid: 0.1, Test: 0.2}
	counts := map[string]int{}
	const n = 20000
	changed := 0
	for i := range n {
		key := "tool\x00" + itoa(i)
		s := AssignSplit(key, 42, r)
		if AssignSplit(key, 42, r) != s {
			t.Fatal("not deterministic")
		}
		if AssignSplit(key, 43, r) != s {
			changed++
		}
		counts[s]++
	}
	for name, want := range map[string]float64{SplitValid: 0.1, SplitTest: 0.2, SplitTrain: 0.7} {
		got := float64(counts[name]) / n
		// 5 standard deviations of a binomial share.
		if tol := 5 * math.Sqrt(want*(1-want)/n); math.Abs(got-want) > tol {
			t.Errorf("%s share %.4f, want %.2f ± %.4f", name, got, want, tol)
		}
	}
	if changed < n/5 {
		t.Errorf("another seed moved only %d of %d groups", changed, n)
	}
	if AssignSplit("x", 1, SplitRatios{}) != SplitTrain {
		t.Error("zero ratios must give train")
	}
	// Records of one group never straddle splits, whatever their order.
	groups := []string{"a", "b", "c", "a", "c", "b", "a"}
	seen := map[string]string{}
	for _, g := range groups {
		s := AssignSplit(g, 5, r)
		if prev, ok := seen[g]; ok && prev != s {
			t.Errorf("group %s in %s and %s", g, prev, s)
		}
		seen[g] = s
	}
}

func TestDeduper(t *testing.T) {
	t.Parallel()
	fx := fixtures()
	d := NewDeduper(0)
	if d.SeenRecord(fx["call"]) {
		t.Fatal("first record reported as duplicate")
	}
	// Same content, different call id and meta: a duplicate.
	dup := *fx["call"]
	dup.Turns = append([]Turn(nil), dup.Turns...)
	dup.Turns[1].Calls = []Call{{ID: "zzzzzzzzz", Name: "get_forecast", Arguments: json.RawMessage(`{"city": "Porto", "days": 1}`)}}
	dup.Meta.Seq = 99
	if !d.SeenRecord(&dup) {
		t.Error("record differing only in call id not caught")
	}
	// Different arguments: not a duplicate.
	other := dup
	other.Turns = append([]Turn(nil), dup.Turns...)
	other.Turns[1].Calls = []Call{{ID: "zzzzzzzzz", Name: "get_forecast", Arguments: json.RawMessage(`{"city": "Porto", "days": 2}`)}}
	if d.SeenRecord(&other) {
		t.Error("different arguments reported as duplicate")
	}
	// Field boundaries matter: "ab"+"c" is not "a"+"bc".
	a := &Record{Turns: []Turn{{Role: RoleUser, Content: "ab"}, {Role: RoleAssistant, Content: "c"}}}
	b := &Record{Turns: []Turn{{Role: RoleUser, Content: "a"}, {Role: RoleAssistant, Content: "bc"}}}
	d.SeenRecord(a)
	if d.SeenRecord(b) {
		t.Error("field boundary collision")
	}
	if d.Len() != 4 || d.Duplicates() != 1 {
		t.Errorf("Len %d Duplicates %d", d.Len(), d.Duplicates())
	}
	if d.SeenLine([]byte("x")) || !d.SeenLine([]byte("x")) {
		t.Error("SeenLine")
	}
}
