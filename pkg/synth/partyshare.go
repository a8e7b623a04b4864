package synth

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A party's extras are for some of its people: a table for four takes
// one or two high chairs, not four; a trip of three has at most two
// children beside an adult.

// partyWords are the name tokens of a count of a whole party.
var partyWords = map[string]bool{"party": true, "partysize": true, "guests": true, "covers": true, "pax": true, "people": true,
	"travelers": true, "travellers": true, "passengers": true, "headcount": true, "occupants": true}

// shareWords are the name tokens of a count of some of a party's people
// or of what only some of them need (a name whose words run together
// to "highchair" counts too: high_chairs).
var shareWords = map[string]bool{"highchairs": true, "highchair": true, "children": true, "kids": true,
	"infants": true, "babies": true, "boosters": true, "booster": true, "wheelchairs": true, "wheelchair": true, "cots": true,
	"cribs": true, "seniors": true, "minors": true}

// fitPartyShare makes a count of some of a party's people (high chairs,
// children) smaller than the party's size beside it, when it is not:
// one up to half the party, checked against its schema (kept otherwise).
func (g *Generator) fitPartyShare(p *objPlan, obj map[string]any) {
	total, part := "", ""
	for _, k := range sortedKeys(obj) {
		ts := role.Tokens(k)
		if part == "" && strings.Contains(strings.ToLower(strings.Join(ts, "")), "highchair") {
			part = k
		}
		for _, w := range ts {
			switch w = strings.ToLower(w); {
			case partyWords[w] && total == "":
				total = k
			case shareWords[w] && part == "":
				part = k
			}
		}
	}
	if total == "" || part == "" || total == part {
		return
	}
	n, ok1 := countOf(obj[total])
	m, ok2 := countOf(obj[part])
	if !ok1 || !ok2 || m < n || n < 1 {
		return
	}
	v := json.Number(strconv.FormatInt(int64(g.rng.Intn(max(1, int(n)/2))+1)%n, 10))
	if p != nil && !p.accepts(part, v) {
		return
	}
	obj[part] = v
	g.unsure = true // moved after its check
}

// countOf reads a whole number drawn for a count.
func countOf(v any) (int64, bool) {
	n, ok := v.(json.Number)
	if !ok {
		return 0, false
	}
	i, err := n.Int64()
	return i, err == nil
}
