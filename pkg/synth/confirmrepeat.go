package synth

import (
	"strings"
)

// confirmWords open or close the name of a field that makes a person
// type a value a second time before something cannot be undone:
// confirm_permit_id, confirmAccountNumber, lot_id_confirm.
var confirmWords = map[string]bool{"confirm": true, "confirmation": true, "confirmed": true, "verify": true,
	"repeat": true, "retype": true, "reenter": true, "cfm": true}

// repeatCues are the words a confirmation field's description uses to say
// it repeats another field ("Repeat `permit_id` exactly", "type the lot
// id again to confirm", "must equal accountNumber").
var repeatCues = []string{"again", "repeat", "re-enter", "retype", "must match", "must equal", "exactly", "same as", "twice"}

// confirmTarget returns the sibling a confirmation field repeats, "" when
// name is none or names none: the sibling named by the field's other
// words (confirm_permit_id → permit_id), or, for a field whose name says
// only that it confirms ("confirm", "confirm_id"), the sibling whose
// words its description gives beside a repeat cue ("type the lot id
// again to confirm" → lot_id).
func confirmTarget(name, desc string, sibs []string) string {
	ts := tokens(name)
	var rest []string
	found := false
	for i, t := range ts {
		if confirmWords[t] && (i == 0 || i == len(ts)-1) {
			found = true
			continue
		}
		rest = append(rest, t)
	}
	if !found {
		return ""
	}
	want := strings.Join(rest, " ")
	for _, k := range sibs {
		if k != name && want != "" && want != "id" && strings.Join(tokens(k), " ") == want {
			return k
		}
	}
	d := strings.ToLower(desc)
	if d == "" || !containsAny(d, repeatCues...) {
		return ""
	}
	best, n := "", 0
	for _, k := range sibs {
		if k == name || confirmNamed(k) {
			continue
		}
		if hasKey(desc, k) {
			return k // ("Repeat `permit_id` exactly")
		}
		kt := tokens(k)
		if len(kt) > n && wordsIn(d, kt) {
			best, n = k, len(kt)
		}
	}
	return best
}

// hasKey reports whether text names key k as a whole word: "cfm must
// equal ring" names ring, not its sibling r.
func hasKey(text, k string) bool {
	word := func(b byte) bool {
		return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
	}
	for i := 0; k != ""; {
		j := strings.Index(text[i:], k)
		if j < 0 {
			return false
		}
		j += i
		if (j == 0 || !word(text[j-1])) && (j+len(k) == len(text) || !word(text[j+len(k)])) {
			return true
		}
		i = j + 1
	}
	return false
}

// ConfirmDesc is desc, the description of a field named name, or when
// it has none the sentence of toolDesc, its tool's description, that
// names the field ("Remove bird record. cfm must equal ring." → "cfm
// must equal ring."): a terse server says once, in the tool's words,
// what its confirmation field repeats.
func ConfirmDesc(name, desc, toolDesc string) string {
	if desc != "" || toolDesc == "" || !hasKey(toolDesc, name) {
		return desc
	}
	for _, s := range strings.SplitAfter(toolDesc, ". ") {
		if hasKey(s, name) {
			return strings.TrimSpace(s)
		}
	}
	return desc
}

// wordsIn reports whether every word of ws is a word of the lower-case
// text d.
func wordsIn(d string, ws []string) bool {
	words := strings.FieldsFunc(d, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') })
	for _, w := range ws {
		ok := false
		for _, x := range words {
			if x == w || x == w+"s" {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// fitConfirm makes a confirmation field repeat the value it confirms: a
// void_return's confirm_return_id is its return_id (was a second drawn id,
// "118198" beside "RT-2024-00871"; now "RT-2024-00871" twice). The value
// is copied only when it is of the same type and fits the field's schema.
func (g *Generator) fitConfirm(p *objPlan, obj map[string]any) {
	keys := sortedKeys(obj)
	for _, k := range keys {
		desc := ""
		if p != nil {
			for i, n := range p.names {
				if n == k && i < len(p.schemas) && len(p.schemas[i]) > 0 && p.schemas[i][0] != nil {
					desc = p.schemas[i][0].Description
				}
			}
		}
		t := confirmTarget(k, ConfirmDesc(k, desc, g.opts.About), keys)
		if t == "" {
			continue
		}
		v, ok := obj[t].(string)
		if _, same := obj[k].(string); !ok || !same || obj[k] == v {
			continue
		}
		obj[k] = v
		g.unsure = true // rewritten after its check
	}
}

// confirmNamed reports whether a property name marks a confirmation
// field fitConfirm may rewrite (a confirm word among its words).
func confirmNamed(name string) bool {
	for _, t := range tokens(name) {
		if confirmWords[t] {
			return true
		}
	}
	return false
}

// ConfirmNamed reports whether a property name marks a confirmation field
// ("confirm_member_no", "confirmJobId", "cfm"): for callers outside synth.
// A parallel record never lists several of one such field for one act
// (one tenancy ended "for confirm members 820478, 524535 and 149991").
func ConfirmNamed(name string) bool { return confirmNamed(name) }

// ConfirmTarget is confirmTarget for callers outside synth: the sibling
// (among sibs) a confirmation field named name, described desc, repeats;
// "" when it is no such field. A record kind that changes the sibling of
// a drawn call (a second call for another permit) changes the
// confirmation with it.
func ConfirmTarget(name, desc string, sibs []string) string {
	return confirmTarget(name, desc, sibs)
}
