package synth

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
)

// A value beside its own maximum stays at or under it: a score of 4.3
// with a max_score of 2.7 is no mark anyone records.

// siblingMaxNames returns the names a sibling holding k's maximum goes by
// ("score" → max_score, maxScore, score_max, scoreMax, maximum_score).
func siblingMaxNames(k string) []string {
	if k == "" {
		return nil
	}
	up := strings.ToUpper(k[:1]) + k[1:]
	return []string{"max_" + k, "max" + up, k + "_max", k + "Max", "maximum_" + k, "maximum" + up}
}

// fitUnderMax makes each number of obj that is above the number its
// maximum sibling holds (score and max_score) a value between half that
// maximum and the maximum, written with as many decimals as it had;
// checked against its schema (kept otherwise).
func (g *Generator) fitUnderMax(p *objPlan, obj map[string]any) {
	if len(obj) < 2 {
		return
	}
	for _, k := range sortedKeys(obj) {
		v, ok := obj[k].(json.Number)
		if !ok {
			continue
		}
		for _, b := range siblingMaxNames(k) {
			bn, ok := obj[b].(json.Number)
			if !ok {
				continue
			}
			x, err1 := v.Float64()
			hi, err2 := bn.Float64()
			if err1 != nil || err2 != nil || x <= hi || hi <= 0 {
				break
			}
			dec := 0
			if i := strings.IndexByte(v.String(), '.'); i >= 0 {
				dec = len(v.String()) - i - 1
			}
			scale := math.Pow(10, float64(dec))
			lo := math.Ceil(hi / 2 * scale)
			top := math.Floor(hi * scale)
			if top < lo {
				break
			}
			n := json.Number(strconv.FormatFloat((lo+float64(g.rng.Int63n(int64(top-lo)+1)))/scale, 'f', dec, 64))
			if p != nil && !p.accepts(k, n) {
				break
			}
			obj[k] = n
			g.unsure = true // moved after its check
			break
		}
	}
}

// widthWords are the words of a key naming the short side of a thing
// whose long side a sibling key names with lengthWord.
var widthWords = []string{"width", "Width", "breadth", "Breadth"}

// lengthSibling returns the key naming the length of the thing whose
// width k names ("width_m" → length_m, "widthMm" → lengthMm), "" when k
// names no width.
func lengthSibling(k string) string {
	for i, w := range widthWords {
		if strings.Contains(k, w) {
			return strings.Replace(k, w, []string{"length", "Length"}[i%2], 1)
		}
	}
	return ""
}

// fitWidthUnderLength swaps a width and its length sibling when the width
// drawn is the greater (a trench "width_m": 20 beside "length_m": 10 is
// one 20 m long and 10 m wide: was width 20, length 10, now width 10,
// length 20); kept when either swapped value is outside its schema.
func (g *Generator) fitWidthUnderLength(p *objPlan, obj map[string]any) {
	for _, k := range sortedKeys(obj) {
		l := lengthSibling(k)
		w, ok1 := obj[k].(json.Number)
		n, ok2 := obj[l].(json.Number)
		if l == "" || !ok1 || !ok2 {
			continue
		}
		x, err1 := w.Float64()
		y, err2 := n.Float64()
		if err1 != nil || err2 != nil || x <= y {
			continue
		}
		if p != nil && (!p.accepts(k, n) || !p.accepts(l, w)) {
			continue
		}
		obj[k], obj[l] = n, w
		g.unsure = true // moved after its check
	}
}
