package synth

import (
	"encoding/json"
	"hash/fnv"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// unitAmounts are the amounts people give of a thing measured in a unit,
// by the unit as a sibling property says it ({"amount": 250, "unit":
// "mg"}): a dose of 250 mg or 1 tablet, 5 ml of syrup, not 367.59 of any
// of them (a number drawn alone, or as money).
var unitAmounts = map[string][]float64{
	"mg": {5, 10, 20, 25, 50, 100, 200, 250, 500}, "mcg": {25, 50, 100, 200}, "µg": {25, 50, 100, 200},
	"g": {1, 2, 5, 10, 50, 100, 250, 500}, "kg": {0.5, 1, 2, 5, 10, 25},
	"ml": {1, 2.5, 5, 10, 15, 20, 250, 500}, "l": {0.5, 1, 1.5, 2, 5}, "cl": {5, 25, 33, 50}, "dl": {1, 2, 5},
	"tablet": {0.5, 1, 2}, "tablets": {1, 2}, "capsule": {1, 2}, "capsules": {1, 2}, "pill": {1, 2}, "pills": {1, 2},
	"drop": {1, 2, 3, 5}, "drops": {2, 3, 5}, "puff": {1, 2}, "puffs": {1, 2}, "iu": {400, 1000, 2000}, "unit": {1, 2, 5, 10}, "units": {2, 5, 10, 20},
	"tsp": {0.5, 1, 2}, "tbsp": {1, 2, 3}, "cup": {0.5, 1, 2}, "cups": {1, 2, 3}, "oz": {1, 2, 4, 8, 12, 16}, "lb": {0.5, 1, 2, 5},
	"cm": {5, 10, 20, 50, 120}, "mm": {2, 5, 10, 25, 50}, "m": {1, 2, 5, 10, 50}, "km": {1, 2, 5, 10, 21},
	"in": {1, 2, 6, 12}, "ft": {1, 3, 6, 10}, "pcs": {1, 2, 5, 10, 24}, "piece": {1, 2, 5, 10}, "pieces": {2, 5, 10, 24},
	"ea": {1, 2, 6, 12, 24, 48, 120}, "cs": {1, 2, 4, 10, 20}, "pl": {1, 2, 3},
	"kb": {4, 64, 512}, "mb": {12, 48, 256, 512, 820}, "gb": {1, 2, 4, 16, 64},
}

// domainUnits are the units of measure a tool's words call for, for a
// unit property the schema leaves open ({"value", "uom": string}): a
// warehouse counts in eaches, cases and pallets, a lab in millilitres
// and milligrams, a kitchen in grams, millilitres and spoons, storage in
// megabytes and gigabytes. The first
// whose words the tool's name or description holds wins; else plain
// units.
var domainUnits = []struct {
	words []string
	units []string
}{
	{[]string{"sku", "stock", "warehouse", "inventory", "pallet", "bin", "putaway", "picking", "pick", "receiving", "goods", "purchase", "shipment"}, []string{"EA", "CS", "PL"}},
	{[]string{"reagent", "dose", "dosage", "medication", "drug", "prescription", "lab", "sample", "infusion"}, []string{"ml", "mg"}},
	{[]string{"recipe", "ingredient", "pantry", "cook", "baking", "meal"}, []string{"g", "ml", "tbsp", "cup"}},
	{[]string{"storage", "disk", "bytes", "memory", "database", "collection", "file", "upload", "backup", "bucket", "cache"}, []string{"MB", "GB"}},
}

// openUnit returns a unit of measure for a unit property k of plan p that
// the schema leaves open (no enum, const, pattern or format) and whose
// drawn value s is no unit (an address's "2C", a word "general"); "" when
// s is a unit or the schema says what it takes. The pick hashes k and s,
// so g.rng moves no draw after it.
func (g *Generator) openUnit(p *objPlan, i int, s string) string {
	if _, ok := unitAmounts[strings.ToLower(s)]; ok || len(p.schemas[i]) == 0 {
		return ""
	}
	for _, sc := range p.schemas[i] {
		if sc.Enum != nil || sc.Constant != nil || sc.Pattern != nil || sc.Format != "" {
			return ""
		}
	}
	ts := sharedTokens(g.opts.Topic + " " + g.opts.About)
	units := []string{"pcs", "kg"}
	for _, d := range domainUnits {
		if hasWord(ts, d.words...) {
			units = d.units
			break
		}
	}
	h := fnv.New64a()
	h.Write([]byte(p.names[i] + "\x00" + s))
	return units[h.Sum64()%uint64(len(units))]
}

// amountBeside tells whether obj holds a number named as an amount
// (amountKeys: "value", "quantity", "amount"), which a unit property
// beside it measures; a fleet's "unit" with no amount is a vehicle.
func amountBeside(p *objPlan, obj map[string]any) bool {
	for i, k := range p.names {
		ts := p.tokensAt(i)
		if len(ts) == 0 || !slices.Contains(amountKeys, ts[len(ts)-1]) {
			continue
		}
		if _, ok := numberOf(obj[k]); ok {
			return true
		}
	}
	return false
}

// amountKeys are the last words of a number's name that take their unit
// from a sibling ("amount", "dose_value", "qty").
var amountKeys = []string{"amount", "value", "quantity", "qty", "dose", "dosage", "size", "volume"}

// fitMeasureUnit makes a number whose unit a sibling names ({"amount",
// "unit": "tablet"}) one of the amounts people give in that unit
// (unitAmounts), within the number's schema; the pick comes from a hash
// of the object's values, not from g.rng, so nothing drawn after it
// moves.
func (g *Generator) fitMeasureUnit(p *objPlan, obj map[string]any) {
	unit := ""
	for i, k := range p.names {
		if s, ok := obj[k].(string); ok && role.UnitKey(k) {
			if u := g.openUnit(p, i, s); u != "" && amountBeside(p, obj) {
				obj[k], s = u, u // {"value", "uom"} of a warehouse: "CS", not "general"
			}
			unit = strings.ToLower(strings.TrimSpace(s))
		}
	}
	amounts := unitAmounts[unit]
	if len(amounts) == 0 {
		return
	}
	for i, k := range p.names {
		ts := p.tokensAt(i)
		if len(ts) == 0 || !slices.Contains(amountKeys, ts[len(ts)-1]) || len(p.schemas[i]) == 0 {
			continue
		}
		drawn, ok := numberOf(obj[k])
		if !ok {
			continue
		}
		b := g.numBounds(conj{pos: p.schemas[i]}, slices.Contains(p.schemas[i][0].Types, "integer"))
		h := fnv.New64a()
		h.Write([]byte(k + "\x00" + unit + "\x00" + strconv.FormatFloat(drawn, 'g', -1, 64)))
		start := int(h.Sum64() % uint64(len(amounts)))
		for j := range amounts {
			x := amounts[(start+j)%len(amounts)]
			if !b.admits(new(big.Rat).SetFloat64(x)) {
				continue
			}
			obj[k] = json.Number(strconv.FormatFloat(x, 'f', -1, 64))
			break
		}
	}
}
