package prompt

import "strings"

// agentChoice says a choice of who carries a thing out ("carrier",
// "courier", "provider") as the firm it is, "with UPS" or "via Fedex",
// never "for a ups carrier". ok is false for other keys and for values
// that are no plain one-word name.
func (st *funcState) agentChoice(x, last string) (string, bool) {
	v := spokenEnum(x)
	f := strings.Fields(v)
	switch {
	case agentNouns[last] && len(f) == 1 && isWord(strings.ToLower(v)) && len(v) >= 2:
		name := firmName(v)
		return st.turn("with "+name, "via "+name), true
	}
	return "", false
}

// agentNouns are last words of a key that name the firm that carries a
// thing out for the caller ("shipping carrier", "sms provider").
var agentNouns = map[string]bool{"carrier": true, "courier": true, "shipper": true, "provider": true, "processor": true}

// firmName is a firm's one-word name as people write it: a short one in
// capitals, as initialisms are ("ups" → "UPS", "dhl" → "DHL"), a longer
// lower-case one with a capital ("fedex" → "Fedex"), any other as given.
func firmName(v string) string {
	if v != strings.ToLower(v) {
		return v
	}
	if len(v) <= 3 || acronymOf(v) {
		return strings.ToUpper(v)
	}
	return strings.ToUpper(v[:1]) + v[1:]
}

// conditionGrades are the grades of a thing's condition ("worn", "like
// new"), said "in worn condition".
var conditionGrades = map[string]bool{"new": true, "like new": true, "used": true, "worn": true, "good": true,
	"very good": true, "fair": true, "poor": true, "excellent": true, "mint": true, "damaged": true, "refurbished": true,
	"pristine": true, "acceptable": true, "broken": true, "defective": true, "open box": true}
