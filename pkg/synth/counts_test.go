package synth

import (
	"encoding/json"
	"strconv"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// numbersOf draws n calls of one tool of a tool file and returns the
// values of prop (a top-level property, or "array/prop" of an array of
// objects) that the calls hold, as float64.
func numbersOf(t *testing.T, file, tool, prop string, n int) []float64 {
	t.Helper()
	var out []float64
	add := func(v any) {
		if num, ok := v.(json.Number); ok {
			f, _ := strconv.ParseFloat(string(num), 64)
			out = append(out, f)
		} else if f, ok := v.(float64); ok {
			out = append(out, f)
		}
	}
	arr, inner := "", prop
	for i := range prop {
		if prop[i] == '/' {
			arr, inner = prop[:i], prop[i+1:]
		}
	}
	for _, m := range fileCalls(t, file, tool, n, 11) {
		if arr == "" {
			add(m[prop])
			continue
		}
		items, _ := m[arr].([]any)
		for _, it := range items {
			if o, ok := it.(map[string]any); ok {
				add(o[inner])
			}
		}
	}
	if len(out) == 0 {
		t.Fatalf("%s %s: no %s drawn", file, tool, prop)
	}
	return out
}

// Counts of things are mostly small and never the schema's cap: a youth
// match's score (maximum 30) is a few goals, a hive's frames of brood
// (maximum 40) a handful; a print run (25 to 100000) is a round order
// of hundreds or thousands.
func TestCountsAreSmallAndSkewed(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		file, tool, prop string
		typical, cap     float64 // most values at most typical, none at cap
	}{
		{"testdata/hold22/youth_soccer_league.json", "report-match-score", "home_goals", 6, 30},
		{"testdata/hold22/youth_soccer_league.json", "report-match-score", "away_goals", 6, 30},
		{"testdata/hold22/apiary.json", "inspection_log", "frames_of_brood", 10, 40},
		{"testdata/hold22/apiary.json", "hive_list", "min_frames_of_bees", 10, 40},
		{"testdata/hold22/print_shop.json", "inkwell_approve_proof", "proof_version", 6, 1000},
	} {
		vs := numbersOf(t, c.file, c.tool, c.prop, 60)
		small := 0
		for _, v := range vs {
			if v >= c.cap {
				t.Errorf("%s %s = %v: the schema's cap", c.tool, c.prop, v)
			}
			if v <= c.typical {
				small++
			}
		}
		if small*4 < len(vs)*3 {
			t.Errorf("%s %s: only %d of %d values at most %v: %v", c.tool, c.prop, small, len(vs), c.typical, vs)
		}
	}
	for _, v := range numbersOf(t, "testdata/hold22/print_shop.json", "inkwell_estimate_job", "quantity", 60) {
		if v < 25 || v > 2500 || float64(roundCount(v)) != v {
			t.Errorf("print run of %v: not a round order of a few hundred or thousand", v)
		}
	}
}

// Money has the magnitude of what it pays for: an object on loan is
// insured for thousands, a translator's rate per word is cents, a quote
// counts a document's hundreds or thousands of words.
func TestMoneyAndWordsOfTheirNoun(t *testing.T) {
	t.Parallel()
	for _, v := range numbersOf(t, "testdata/hold22/museum_collections.json", "tessera_createLoanAgreement", "objects/insuranceValueUsd", 30) {
		if v < 5000 || v != float64(int64(v)) {
			t.Errorf("insurance value %v: not a round amount of thousands", v)
		}
	}
	for _, v := range numbersOf(t, "testdata/hold22/translation_agency.json", "AssignLinguist", "ratePerWordCents", 40) {
		if v < 5 || v > 35 {
			t.Errorf("rate per word of %v cents", v)
		}
	}
	for _, v := range numbersOf(t, "testdata/hold22/translation_agency.json", "CreateQuoteRequest", "wordCount", 40) {
		if v < 300 || v > 6000 {
			t.Errorf("word count %v: no document's", v)
		}
	}
}

// roundCount and role.ItemPointer on the shapes they decide.
func TestRoundCountAndItemPtr(t *testing.T) {
	t.Parallel()
	for in, want := range map[float64]int64{7.4: 7, 23: 25, 260: 250, 940: 1000, 1900: 2000, 3300: 3000, 7200: 7500, 37: 40} {
		if got := roundCount(in); got != want {
			t.Errorf("roundCount(%v) = %d, want %d", in, got, want)
		}
	}
	if !role.ItemPointer("/add_tags/0") || role.ItemPointer("/home_goals") || role.ItemPointer("/lines/3/stems") || role.ItemPointer("") {
		t.Error("role.ItemPointer misreads an item or a property")
	}
}

// A score on a scale of 100 is in the scale's upper part, never its ends.
func TestScoreOutOfHundred(t *testing.T) {
	t.Parallel()
	for _, v := range numbersOf(t, "testdata/hold22/translation_agency.json", "SubmitDeliverable", "qaScore", 40) {
		if v < 70 || v > 99 {
			t.Errorf("QA score %v of 100", v)
		}
	}
}

// A bound the description names as a value is one people choose; a bare
// number inside another is not that bound.
func TestSaysBound(t *testing.T) {
	t.Parallel()
	b := bounds{lo: rat(0), hi: rat(90)}
	if !saysBound("Tilt in degrees (0 = flat, 90 = vertical).", b) {
		t.Error("0 = flat, 90 = vertical: the bounds are named")
	}
	if saysBound("Goals scored in 190 minutes, 9.0 a game.", b) || saysBound("", b) {
		t.Error("190 and 9.0 are no bound of 0..90")
	}
}
