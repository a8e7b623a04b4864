package synth

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// flatPacks are the packaging words of a mailpiece that holds papers,
// not goods: it weighs grams, not kilograms.
var flatPacks = map[string]bool{"envelope": true, "letter": true, "document": true, "documents": true, "flat": true,
	"pak": true, "mailer": true}

// fitFlatWeight makes the weight beside a packaging of flatPacks
// ({"packaging": "envelope", "weight_grams": 12680}) one of an envelope:
// 20–500 g, or 0.02–0.5 kg, checked against its schema (kept otherwise).
// It draws nothing from the generator's random source.
func (g *Generator) fitFlatWeight(p *objPlan, obj map[string]any) {
	flat := false
	for _, v := range obj {
		if s, ok := v.(string); ok && flatPacks[strings.ToLower(s)] {
			flat = true
		}
	}
	if !flat {
		return
	}
	for _, k := range sortedKeys(obj) {
		ts := role.Tokens(k)
		if len(ts) < 2 || !strings.EqualFold(ts[0], "weight") && !strings.EqualFold(ts[len(ts)-2], "weight") {
			continue
		}
		n, ok := obj[k].(json.Number)
		f, err := n.Float64()
		if !ok || err != nil {
			continue
		}
		// the new weight is read off the old one, not drawn: the records
		// after this one keep their draws
		var v json.Number
		switch strings.ToLower(ts[len(ts)-1]) {
		case "grams", "g":
			if f <= 500 {
				continue
			}
			v = json.Number(strconv.Itoa(20 + 10*(int(f)%49)))
		case "kg":
			if f <= 0.5 {
				continue
			}
			v = json.Number(strconv.FormatFloat(float64(2+int(f*1000)%49)/100, 'f', 2, 64))
		default:
			continue
		}
		if p != nil && !p.accepts(k, v) {
			continue
		}
		obj[k] = v
		g.unsure = true // moved after its check
	}
}
