package generate

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestJoinSameActAnother: two calls of a tool that makes one thing each,
// the second leaving out a value the first sets, say the act once and
// the second as "another one …" (which carries nothing over), the act
// closed by a comma too ("Record a mite treatment, for …"); a tool that
// makes no counted thing keeps both requests whole, as "the same" would
// carry the first's value over. Requests as worded for treatment_record
// and hive_split of dev data apiary.json.
func TestJoinSameActAnother(t *testing.T) {
	pt := &prepTool{}
	calls := []spec{
		{pt: pt, args: map[string]any{"product": "hop_beta_acids", "hive_ids": []any{"HV-0721"}, "dose_ml": 417.51}},
		{pt: pt, args: map[string]any{"product": "oxalic_acid_dribble", "hive_ids": []any{"HV-0155"}, "withdrawal_days": 4}},
	}
	reqs := []string{"Record a mite treatment, for the hop beta acids product, with hive HV-0721. Set the dose to 417.51 ml.",
		"Record a mite treatment, for an oxalic acid dribble product, for hive HV-0155. Make it 4 days."}
	for seed := range uint64(6) {
		got, ok := joinSameAct(rand.New(rand.NewPCG(seed, 2)), calls, reqs)
		if !ok || strings.Count(got, "mite treatment") != 1 || !strings.Contains(got, "one") || strings.Contains(got, "the same") ||
			!strings.Contains(got, "for an oxalic acid dribble product, for hive HV-0155") {
			t.Errorf("seed %d: joinSameAct = %q, %v; want the act once and \"another one, for an oxalic …\"", seed, got, ok)
		}
	}
	split := []spec{
		{pt: pt, args: map[string]any{"source_hive_id": "HV-0831", "new_hive_name": "Team hive"}},
		{pt: pt, args: map[string]any{"source_hive_id": "HV-0794"}},
	}
	got, ok := joinSameAct(rand.New(rand.NewPCG(1, 2)), split, []string{"Make a colony so it's called \"Team hive\" for source hive HV-0831.",
		"Make a colony for source hive HV-0794 too, please."})
	if !ok || strings.Contains(got, " too") || !strings.HasSuffix(got, "for source hive HV-0794, please.") {
		t.Errorf("joinSameAct = %q, %v; want \"… another one for source hive HV-0794, please.\"", got, ok)
	}
	reads := []spec{
		{pt: pt, args: map[string]any{"before": "2026-01-01", "postal_code": "1100-148"}},
		{pt: pt, args: map[string]any{"postal_code": "2008"}},
	}
	if got, ok := joinSameAct(rand.New(rand.NewPCG(1, 2)), reads, []string{"Look through chimney service appointments in the 1100-148 area through January 1, 2026.",
		"Look through chimney service appointments in the 2008 area."}); ok {
		t.Errorf("joinSameAct = %q; want both kept whole (\"the same\" would carry the date over)", got)
	}
}
