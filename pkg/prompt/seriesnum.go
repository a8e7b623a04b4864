package prompt

import (
	"regexp"
	"strings"
)

// seriesCode matches the series a number is in as people write it
// before the number: a short code of capitals and digits ("HGV", "TTX",
// "B7").
var seriesCode = regexp.MustCompile(`^[A-Z][A-Z0-9]{0,5}$`)

// seriesNumber says a number and the series it is in (a prefix, a
// reporting mark) as the one name people write for the thing: "trailer
// HGV 40212", never "for number 40212 with the prefix HGV". It takes a
// parameter named just "number" (or "no") beside one whose name ends in
// prefix, mark or series, and marks both said in paired.
func (st *funcState) seriesNumber(d *Data, in intent, paired map[string]bool) []argWords {
	head := objectNoun(in)
	if head == "" || !isWord(head) {
		return nil
	}
	var pre, num *Param
	for i := range d.Set {
		p := &d.Set[i]
		w := p.lowerHumanWords()
		if paired[p.Name] || len(w) == 0 {
			continue
		}
		switch l := w[len(w)-1]; {
		case l == "prefix" || l == "mark" || l == "series":
			pre = p
		case len(w) == 1 && (l == "number" || l == "no"):
			num = p
		}
	}
	if pre == nil || num == nil {
		return nil
	}
	ps, ok := pval(pre)
	ns := words(num.Value)
	if !ok || !seriesCode.MatchString(ps) || ns == "" || strings.Trim(ns, "0123456789") != "" {
		return nil
	}
	ref := head + " " + ps + " " + ns
	paired[pre.Name], paired[num.Name] = true, true
	return []argWords{{text: "for " + ref, lead: true, noun: head, ref: ref}}
}
