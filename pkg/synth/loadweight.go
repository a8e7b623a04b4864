package synth

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"math"
	"math/big"
	"slices"
	"strconv"
)

// containerKilos are the weights one filled container of a kind holds,
// in kg, by the noun of a count ("bins", "pallet_count"): a count of
// containers and their total weight agree (15 bins hold some 6 t of
// fruit, never 16 kg, and 1 bin no 19 t).
var containerKilos = map[string][2]float64{"bin": {250, 450}, "pallet": {300, 900}, "box": {5, 25}, "carton": {5, 25},
	"case": {8, 20}, "parcel": {2, 20}, "package": {2, 20}, "bag": {10, 30}, "sack": {20, 50}, "crate": {15, 40},
	"drum": {150, 250}, "barrel": {100, 200}, "tote": {500, 1000}, "piece": {10, 200}}

// weightUnits are the units a weight's key may end in, as kilograms per
// unit.
var weightUnits = map[string]float64{"kg": 1, "kgs": 1, "kilograms": 1, "lb": 0.45359237, "lbs": 0.45359237, "pounds": 0.45359237, "t": 1000, "tonnes": 1000}

// fitLoadWeight makes a total weight in obj agree with the count of
// containers beside it (bins=15 with net_weight_kg: 15 bins' worth): a
// count keyed by a container noun (containerKilos) and a weight keyed
// "weight" or by a unit of mass, not one container's or a bound's
// ("weight_per_bin", "max_weight").
func (g *Generator) fitLoadWeight(p *objPlan, obj map[string]any) {
	count, weight, perUnit, whole, at := 0.0, "", 1.0, false, -1
	var span [2]float64
	for i, k := range p.names {
		ts := p.tokensAt(i)
		if len(ts) == 0 {
			continue
		}
		if x, ok := numberOf(obj[k]); ok && span[1] == 0 && x > 0 && x == math.Trunc(x) && len(ts) <= 2 && (len(ts) == 1 || ts[1] == "count" || ts[0] == "num" || ts[0] == "number") {
			n := ts[0]
			if n == "num" || n == "number" {
				n = ts[len(ts)-1]
			}
			if s, ok := containerKilos[singular(n)]; ok {
				count, span = x, s
			}
			continue
		}
		if _, ok := numberOf(obj[k]); !ok || weight != "" || hasWord(ts, "per", "each", "unit", "avg", "average", "max", "min", "limit", "tare", "capacity") {
			continue
		}
		if u, ok := weightUnits[ts[len(ts)-1]]; ok && (len(ts) > 1 || hasWord(ts, "weight")) {
			weight, perUnit = k, u
		} else if ts[len(ts)-1] == "weight" {
			weight = k
		}
		if weight == k && len(p.schemas[i]) > 0 {
			whole, at = slices.Contains(p.schemas[i][0].Types, "integer"), i
		}
	}
	if weight == "" || count == 0 {
		return
	}
	// the share of the span from the weight drawn, not from g.rng: a
	// draw here would shift every value drawn after it
	h := fnv.New64a()
	fmt.Fprint(h, weight, count, obj[weight])
	kilos := count * (span[0] + float64(h.Sum64()%1000)/1000*(span[1]-span[0])) / perUnit
	if kilos >= 100 || whole {
		kilos = math.Max(1, math.Round(kilos))
	} else {
		kilos = math.Round(kilos*10) / 10
	}
	if at >= 0 && !g.numBounds(conj{pos: p.schemas[at]}, whole).admits(new(big.Rat).SetFloat64(kilos)) {
		return // (a bound the schema sets wins)
	}
	obj[weight] = json.Number(strconv.FormatFloat(kilos, 'f', -1, 64))
}
