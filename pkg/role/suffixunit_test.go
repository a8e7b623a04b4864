package role

import (
	"encoding/json"
	"testing"
)

// A watch repairer's est_p is described "verbal est. given, pence" and a
// quote's part price p "unit price pence": its bare lab_p and paid_p and
// its chg_p ("inspection fee charged") are money in pence too (they were
// plain numbers, drawn 27 and said "a lab p of 27", read as £0.27). Its
// warr_m, glossed "warr_m = guarantee months" in the tool's description,
// is a span of months (it was a plain number).
func TestSuffixUnitFromSiblings(t *testing.T) {
	t.Parallel()
	s, tools := loadServer(t, "dev44/clock_watch_repair.json")
	for _, c := range []struct{ tool, ptr string }{
		{"job.quote", "/lab_p"}, {"job.coll", "/paid_p"}, {"job.void", "/chg_p"}, {"parts.ord", "/max_p"},
	} {
		if r := fileRole(t, s, tools, c.tool, c.ptr); r.Kind != Money || r.Unit != "cents" {
			t.Errorf("%s %s = %s in %q (%s), want money in minor units", c.tool, c.ptr, r.Kind, r.Unit, r.Why)
		}
	}
	if r := fileRole(t, s, tools, "job.coll", "/warr_m"); r.Kind != Duration || r.Unit != "months" {
		t.Errorf("warr_m = %s in %q (%s), want a duration in months", r.Kind, r.Unit, r.Why)
	}
	if g := s.Gloss("warr_m"); g == "" {
		t.Errorf("no gloss of warr_m")
	}
}

// Two numbers ending on one letter in different units say nothing of a
// third: "dur_m" in minutes and "len_m" in months leave "gap_m" a number,
// and a key of two letters ("speedMs") is no clipped unit.
func TestSuffixUnitDisagree(t *testing.T) {
	t.Parallel()
	num := func(d string) json.RawMessage {
		if d == "" {
			return json.RawMessage(`{"type":"object","properties":{"gap_m":{"type":"integer"},"speedMs":{"type":"number"}}}`)
		}
		return json.RawMessage(`{"type":"object","properties":` + d + `}`)
	}
	s := NewServer("shop", []ServerTool{
		{Name: "a", InputSchema: num(`{"dur_m":{"type":"integer","description":"minutes"},"len_m":{"type":"integer","description":"contract length, months"},"exposure_ms":{"type":"integer","description":"milliseconds"}}`)},
		{Name: "b", InputSchema: num("")},
	})
	if u := s.SuffixUnit("gap_m"); u != "" {
		t.Errorf("gap_m unit %q, want none", u)
	}
	if u := s.SuffixUnit("speedMs"); u != "" {
		t.Errorf("speedMs unit %q, want none", u)
	}
}
