package prompt

import "testing"

// TestMicrolitreSaid: a number keyed in microlitres is said in µl and a
// concentration keyed in ng per µl in ng/µl ("a volume of 40 µl", "12.5
// ng/µl"), never the key's letters ("volume ul 40", "conc NG ul") nor a
// unit it is not in ("40 litres").
func TestMicrolitreSaid(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "log_aliquot", desc: "Record an aliquot drawn from a specimen tube.",
			schema: `{"type":"object","properties":{"tube_id":{"type":"string"},"volumeUl":{"type":"number"}},"required":["tube_id","volumeUl"]}`,
			args:   `{"tube_id":"TB-3310","volumeUl":40}`, want: []string{"40 µl"}, never: []string{"ul 40", "volume ul", "litre", "liter"}},
		{name: "log_aliquot", desc: "Record an aliquot drawn from a specimen tube.",
			schema: `{"type":"object","properties":{"tube_id":{"type":"string"},"conc_ng_ul":{"type":"number"}},"required":["tube_id","conc_ng_ul"]}`,
			args:   `{"tube_id":"TB-3310","conc_ng_ul":12.5}`, want: []string{"12.5 ng/µl"}, never: []string{"conc NG", "ng ul", "12.5 µl"}},
		{name: "add_tubes", desc: "Add tubes to a rack.",
			schema: `{"type":"object","properties":{"rack":{"type":"string"},"tubes":{"type":"array","items":{"type":"object","properties":{"label":{"type":"string"},"concentration_ng_ul":{"type":"number"},"volume_ul":{"type":"number"}},"required":["label"]}}},"required":["rack","tubes"]}`,
			args:   `{"rack":"R-7","tubes":[{"label":"T-1","concentration_ng_ul":85,"volume_ul":30},{"label":"T-2","volume_ul":25}]}`,
			want:   []string{"85 ng/µl", "30 µl", "25 µl"}, never: []string{"ng of", "volume ul", "ng ul"}},
	}, 12, 171)
}
