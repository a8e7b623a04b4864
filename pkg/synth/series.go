package synth

import (
	"encoding/json"
	"math"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// seriesKinds are the roles of numbers whose list is a series of one
// quantity over time or over like things: twelve months of a household's
// kWh, a week of readings, a set of prices. Ids, counts of results and
// coordinates are no series.
var seriesKinds = map[role.Kind]bool{role.Quantity: true, role.Money: true}

// smoothSeries rewrites arr, a list of three or more numbers drawn one by
// one for the items schema, as a series that varies smoothly from its
// first value (each within about a tenth of the one before): twelve
// months of usage are 610, 580, 640 kWh, never 240, 1000, 400, 1000. The
// series keeps the first value's digits after the point and is kept only
// when every value fits the items' bounds and multipleOf; arr is
// returned unchanged otherwise.
func (g *Generator) smoothSeries(items []*jsonschema.Schema, f frame, arr []any) []any {
	if len(arr) < 3 || len(items) != 1 || items[0].Enum != nil || f.name == "" {
		return arr
	}
	s := items[0]
	integer := len(s.Types) == 1 && s.Types[0] == "integer"
	if len(s.Types) != 1 || !integer && s.Types[0] != "number" {
		return arr
	}
	c := conj{pos: items}
	if k := g.roleOf(c, hint{name: f.name, desc: f.desc, sibs: f.sibs}).Kind; !seriesKinds[k] {
		return arr
	}
	first, ok := arr[0].(json.Number)
	if !ok {
		return arr
	}
	x, err := first.Float64()
	if err != nil || x <= 0 {
		return arr
	}
	dec := 0
	if i := strings.IndexByte(string(first), '.'); i >= 0 {
		dec = len(first) - i - 1
	}
	b := g.numBounds(c, integer)
	out := make([]any, len(arr))
	out[0] = first
	for i := 1; i < len(arr); i++ {
		x *= 1 + (g.rng.Float64()*2-1)*0.1
		v := roundRat(x, dec)
		if x >= 100 && dec == 0 {
			v = rat(int64(math.Round(x/5) * 5)) // 645 kWh, not 643
		}
		if v == nil || !inBounds(v, b) || b.step != nil && !v.Quo(v, b.step).IsInt() {
			return arr
		}
		if b.step != nil {
			v.Mul(v, b.step)
		}
		out[i] = json.Number(ratText(v))
	}
	return out
}
