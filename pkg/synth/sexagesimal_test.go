package synth

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
)

// TestPatternSexagesimalReads: a right ascension and a declination drawn
// from patterns of two-digit groups read as real angles: minutes and
// seconds below 60, hours below 24, degrees within ±90, a fraction of at
// most two digits (were "71:48:91" and "+06:23:23.5350710552").
func TestPatternSexagesimalReads(t *testing.T) {
	const src = `{"type":"object","properties":{
	 "ra":{"type":"string","pattern":"^[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?$","description":"Right ascension hh:mm:ss"},
	 "dec":{"type":"string","pattern":"^[+-][0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?$","description":"Declination ±dd:mm:ss"}},
	 "required":["ra","dec"]}`
	for _, inst := range instances(t, src, 60, Options{Seed: 5}) {
		var v struct{ RA, Dec string }
		if err := json.Unmarshal(inst, &v); err != nil {
			t.Fatal(err)
		}
		checkSexagesimal(t, v.RA, 24)
		checkSexagesimal(t, strings.TrimLeft(v.Dec, "+-"), 90)
	}
}

// checkSexagesimal fails t unless v's first group is below top, its
// minutes and seconds below 60 and its fraction at most two digits.
func checkSexagesimal(t *testing.T, v string, top int) {
	t.Helper()
	whole, frac, _ := strings.Cut(v, ".")
	gs := strings.Split(whole, ":")
	if len(gs) != 3 || len(frac) > 2 {
		t.Errorf("%q: not hh:mm:ss with a short fraction", v)
		return
	}
	for i, g := range gs {
		n, err := strconv.Atoi(g)
		if lim := map[bool]int{true: top, false: 60}[i == 0]; err != nil || n >= lim {
			t.Errorf("%q: group %d out of range", v, i)
		}
	}
}

// TestPatternYearSpanSeason: a season drawn from a pattern of a year and
// two more digits is a span of two years near today ("2025/26"), never a
// year and month ("2025/09"); a period of the same pattern stays as it
// was drawn.
func TestPatternYearSpanSeason(t *testing.T) {
	const src = `{"type":"object","properties":{
	 "season":{"type":"string","pattern":"^[0-9]{4}/[0-9]{2}$","example":"2024/25"}},"required":["season"]}`
	for _, inst := range instances(t, src, 30, Options{Seed: 2}) {
		var v struct{ Season string }
		if err := json.Unmarshal(inst, &v); err != nil {
			t.Fatal(err)
		}
		a, _ := strconv.Atoi(v.Season[:4])
		b, _ := strconv.Atoi(v.Season[5:])
		if (a+1)%100 != b || a < 2024 || a > 2025 {
			t.Errorf("season %q is no span of two years near today", v.Season)
		}
	}
	if !showsYearSpan("Fiscal year, e.g. 2023-24") || showsYearSpan("Month as 2025/09") {
		t.Error("showsYearSpan misreads a shown span")
	}
}
