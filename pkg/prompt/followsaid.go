package prompt

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode"

	"github.com/mcpgen/mcpgen/internal/jsonx"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// ArgSaid is how a request for b's tool with args says the argument
// name alone ("a reading of 3 m³", "with a speed of at most 60 km/h",
// "for 45 minutes"): the words the first request of a conversation uses
// for such a value, so a later turn changing it says it the same way
// rather than by its parameter's name ("with a reading m3 of 3"). "" when
// the argument is not set, is said as a block, or comes out empty.
func (r *Renderer) ArgSaid(b *Binding, rng *rand.Rand, index int, args map[string]any, name string) string {
	if _, ok := args[name]; !ok || b == nil {
		return ""
	}
	r.st.rng = rng
	d := r.data(b, args, index)
	r.st.data = d
	defer func() { r.st.data, r.st.rng, r.st.chosen, r.st.dateForm = nil, nil, "", "" }()
	for _, p := range d.Set {
		if p.Name != name {
			continue
		}
		a := r.st.argPhrase(p, b.data.intent)
		if a.block != "" || strings.ContainsAny(a.text, "\n") {
			return ""
		}
		return strings.TrimSpace(a.text)
	}
	return ""
}

// unitWords are words that may follow a number in a request without
// being its unit ("60 and", "3 for").
var unitStop = map[string]bool{"and": true, "or": true, "for": true, "with": true, "on": true, "in": true, "at": true,
	"to": true, "the": true, "a": true, "an": true, "of": true, "from": true, "by": true, "per": true, "each": true,
	"or more": true, "instead": true, "please": true}

// valueUnit is v, a number said in said, with the unit said after it
// ("3 m³" of "a reading of 3 m³", "45 minutes" of "for 45 minutes",
// "90%"); false when said holds no v or no unit after it.
func valueUnit(said, v string) (string, bool) {
	for i := 0; ; {
		j := strings.Index(said[i:], v)
		if j < 0 {
			return "", false
		}
		j += i
		end := j + len(v)
		i = end
		if j > 0 && (unicode.IsDigit(rune(said[j-1])) || said[j-1] == '.') {
			continue
		}
		rest := said[end:]
		if strings.HasPrefix(rest, "%") {
			return v + "%", true
		}
		if !strings.HasPrefix(rest, " ") {
			continue
		}
		f := strings.Fields(rest)
		if len(f) == 0 {
			return "", false
		}
		u := strings.TrimRight(f[0], ",.;:?!)")
		if u == "" || unitStop[strings.ToLower(u)] || unicode.IsDigit([]rune(u)[0]) || strings.ContainsAny(u, "\"'`") {
			return "", false
		}
		return v + " " + u, true
	}
}

// saidLead tells whether a phrase said starts with a preposition or a
// bound ("for 45 minutes", "at most 60 km/h", "on March 3"): it follows
// "And" or "again" as it is, where a bare noun phrase ("a reading of 3
// m³") takes "with".
func saidLead(said string) bool {
	w := strings.ToLower(strings.Fields(said + " x")[0])
	switch w {
	case "with", "for", "on", "in", "at", "to", "from", "using", "under", "into", "by", "via", "over", "within",
		"up", "no", "between", "since", "until", "before", "after", "about", "as", "without", "only", "just", "starting", "ending":
		return true
	}
	return false
}

// usableSaid tells whether said, the request's words for p's value
// (Renderer.ArgSaid), can stand for the value in a follow-up: it says
// the number itself with its unit ("3 m³", "45 minutes", "10 units"),
// which a bare number or the parameter's name leaves out, and is short.
func usableSaid(p Param, value any, said string) bool {
	if said == "" || p.Enum || len(said) > 60 {
		return false
	}
	if _, ok := value.(bool); ok {
		return false
	}
	if _, num := jsonx.Number(value); !num {
		return false // a name, a date or a text: FollowUp says those
	}
	_, unit := valueUnit(said, fmt.Sprint(value))
	return unit
}

// FollowUpSaid is FollowUp for a number the first request said with
// its words (said: "a reading of 3 m³", "for 45 minutes"): where
// FollowUp names the value by its parameter ("How about with a reading
// m3 of 3?"), the follow-up says it as the request did ("What about a
// reading of 3 m³?", "And for 45 minutes?"). FollowUp itself when said
// is "" or not usable.
func FollowUpSaid(rng *rand.Rand, p Param, value any, named bool, said string) string {
	if !usableSaid(p, value, said) || !named && (bareOK(p) || idLike(p)) {
		return FollowUp(rng, p, value, named)
	}
	if _, _, ok := prepNoun(idNoun(p)); ok {
		return FollowUp(rng, p, value, named)
	}
	if _, ok := rangeEnd(withNoun(p, sayDate(p, value))); ok {
		return FollowUp(rng, p, value, named)
	}
	with := said
	if !saidLead(said) {
		with = "with " + said
	}
	np, _ := strings.CutPrefix(said, "with ")
	if vu, ok := valueUnit(said, fmt.Sprint(value)); ok && saidLead(np) {
		np = vu // "for 45 minutes": "What about 45 minutes?"
	}
	return pickOne(rng, "What about "+np+"?", "Same again, but "+with+".", "And "+with+"?", "Can you run that again "+with+"?")
}

// RedirectSaid is Redirect for a number the first request (request) said
// with its unit (said, the request's words for it): Redirect's correction
// with each number said with that unit ("Hmm, 40 km/h is enough."), or,
// where Redirect names the value by a parameter name ending in a unit
// ("Oops, wrong tare kg. I meant 443."), the value as the request said
// it ("Sorry, I meant a tare of 443 kg, not 0 kg."). Redirect itself when
// said is "" or says no unit.
func RedirectSaid(rng *rand.Rand, p Param, old, value any, named bool, said, request string) string {
	r := Redirect(rng, p, old, value, named)
	if !usableSaid(p, value, said) || idLike(p) {
		return r
	}
	v, o := fmt.Sprint(value), fmt.Sprint(old)
	vu, _ := valueUnit(said, v)
	unit := strings.TrimPrefix(vu, v)
	ou := o + unit
	if o == "1" && strings.HasSuffix(unit, "s") {
		ou = o + strings.TrimSuffix(unit, "s") // "1 hour", not "1 hours"
	} else if w := strings.TrimSpace(unit); o != "1" && v == "1" && unit == " "+w && len(w) > 2 && isLowerWord(w) && wordLike(w) {
		ou = o + " " + role.PluralNoun(w) // "2 hours is more than I need", not "2 hour"
	}
	noun := idNoun(p)
	if !(unitEcho(noun) && strings.Contains(r, noun)) {
		// Redirect's own words, each number with its unit: "Hmm, 40
		// km/h is enough." (a value said with its unit stays as it is).
		return withUnit(withUnit(r, v, vu), o, ou)
	}
	np, _ := strings.CutPrefix(said, "with ")
	if strings.Count(request, unit) < 2 || saidLead(np) {
		// Its unit says which value changes ("make it 40 km/h");
		// beside another value in that unit (a tare beside a gross,
		// both in kg) the request's noun says which ("a tare of 443 kg").
		np = vu
	}
	return pickOne(rng, "Sorry, I meant "+np+", not "+ou+".", "Actually, make it "+np+" instead.", "Oops, that should be "+np+", not "+ou+".")
}

// withUnit is s with each number v said alone (not inside a longer
// number, not followed by its unit already) said as vu, v with its unit.
func withUnit(s, v, vu string) string {
	if v == vu {
		return s
	}
	var b strings.Builder
	for i := 0; ; {
		j := strings.Index(s[i:], v)
		if j < 0 {
			b.WriteString(s[i:])
			return b.String()
		}
		j += i
		end := j + len(v)
		b.WriteString(s[i:j])
		digit := func(c byte) bool { return c >= '0' && c <= '9' }
		inside := j > 0 && (digit(s[j-1]) || s[j-1] == '.') ||
			end < len(s) && (digit(s[end]) || s[end] == '.' && end+1 < len(s) && digit(s[end+1]))
		if inside || strings.HasPrefix(s[end:], strings.TrimPrefix(vu, v)) {
			b.WriteString(v)
		} else {
			b.WriteString(vu)
		}
		i = end
	}
}

// unitEcho tells whether noun, a parameter's name in words, ends in a
// unit's abbreviation ("tare kg", "volume l", "reading m3", "max speed
// kmh"): said as a noun ("the tare kg"), it echoes the parameter's name.
func unitEcho(noun string) bool {
	f := strings.Fields(noun)
	if len(f) < 2 {
		return false
	}
	w := f[len(f)-1]
	switch w {
	case "min", "mins", "sec", "secs", "hrs", "ms", "pct":
		return true
	}
	return len(w) <= 3 && (strings.ContainsAny(w, "0123456789") || !strings.ContainsAny(w, "aeiouy"))
}
