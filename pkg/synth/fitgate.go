package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// togetherFits works out which of fitTogether's name-driven fit-ups can
// change an object of p: each reads its object's names before it changes
// anything, and an object of p holds only names of p, so a fit-up none of
// whose names is among p's is skipped on every instance (the names are
// read once per plan, not per object). The tests mirror the fit-ups' own.
func (p *objPlan) togetherFits() fitGate {
	var fits fitGate
	party, share := false, false
	names := make(map[string]bool, len(p.names))
	for _, k := range p.names {
		names[k] = true
	}
	for _, k := range p.names {
		ts := role.Tokens(k)
		if strings.Contains(strings.ToLower(strings.Join(ts, "")), "highchair") {
			share = true
		}
		for _, w := range ts {
			w = strings.ToLower(w)
			party = party || partyWords[w]
			share = share || shareWords[w]
		}
		if len(ts) >= 2 && (strings.EqualFold(ts[0], "weight") || strings.EqualFold(ts[len(ts)-2], "weight")) {
			fits |= fitsFlat
		}
		for _, b := range siblingMaxNames(k) {
			if names[b] {
				fits |= fitsUnderMax
			}
		}
		if l := lengthSibling(k); l != "" && names[l] {
			fits |= fitsUnderMax // (a length is its width's maximum)
		}
		if len(ts) >= 2 && fromWords[ts[0]] {
			fits |= fitsFrom
		}
		if confirmNamed(k) {
			fits |= fitsConfirm
		}
		if w := strings.ToLower(strings.Join(ts, " ")); strings.Contains(w, "gender") || w == "sex" {
			fits |= fitsGender
		}
	}
	if party && share {
		fits |= fitsParty
	}
	return fits | p.objectFits()
}

// animalFits is togetherFits for fitAnimal (a name with the word
// species), fitBreed (a name whose words hold breed or weight) and fitTip
// (a tip's name and a payment's name that is not a tip's), each the test
// the fit-up makes of its names before anything else. No plan (the
// general path) is never gated: fitTogether runs these only with a plan.
func (p *objPlan) animalFits() fitGate {
	var fits fitGate
	tip, paid := false, false
	for i := range p.names {
		ts := p.tokensAt(i)
		if hasWord(ts, "species") {
			fits |= fitsAnimal
		}
		if w := strings.Join(ts, " "); strings.Contains(w, "breed") || strings.Contains(w, "weight") {
			fits |= fitsBreed
		}
		if hasWord(ts, tipWords...) {
			tip = true
		} else if hasWord(ts, paidWords...) {
			paid = true
		}
	}
	if tip && paid {
		fits |= fitsTip
	}
	return fits
}

// objectFits is togetherFits for the other fit-ups of genObjectPlain:
// fitKindText changes an object only by an enum's value (none among p's
// schemas: nothing to fit), fitGlossary only when a source term, a
// target term and a target language are all among p's names (its own
// test), and notTogether leaves a property out only by a description
// that ends in an undoing " to …" (oppositesApart) or names a sibling it
// cannot go with (notCombinedWith).
func (p *objPlan) objectFits() fitGate {
	var fits fitGate
	src, dst, lang := false, false, false
	for i, k := range p.names {
		if i < len(p.schemas) && len(p.schemas[i]) > 0 && p.schemas[i][0] != nil {
			s := p.schemas[i][0]
			if s.Enum != nil {
				fits |= fitsKindText
			}
			if hasToWord(s.Description) || len(notCombinedWith(s.Description)) > 0 {
				fits |= fitsApart
			}
		}
		ts := tokens(k)
		if len(ts) == 0 {
			continue
		}
		switch last := ts[len(ts)-1]; {
		case last == "term" && ts[0] == "target":
			dst = true
		case last == "term":
			src = true
		case (last == "language" || last == "lang" || last == "locale") && ts[0] == "target":
			lang = true
		}
	}
	if src && dst && lang {
		fits |= fitsGlossary
	}
	return fits
}

// fitsOf returns the fit-ups that can change an object of p, every one
// for no plan (the general path, whose objects hold any names).
func fitsOf(p *objPlan) fitGate {
	if p == nil {
		return ^fitGate(0)
	}
	return p.planFits()
}
