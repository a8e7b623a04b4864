package prompt

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// codeIsThing are words before "code" that make the code the thing
// itself, not the name of another thing: a promo code, an access code, a
// status code are said with "code" ("promo code SAVE10"), while a route
// code or a participant code names a route or a participant ("route R43").
var codeIsThing = map[string]bool{"access": true, "invite": true, "invitation": true, "status": true, "error": true,
	"auth": true, "authorization": true, "pin": true, "security": true, "verification": true, "promo": true,
	"promotion": true, "discount": true, "coupon": true, "voucher": true, "gift": true, "referral": true,
	"activation": true, "unlock": true, "door": true, "entry": true, "gate": true, "postal": true, "zip": true,
	"post": true, "area": true, "dial": true, "country": true, "currency": true, "language": true, "locale": true,
	"color": true, "colour": true, "tariff": true, "tax": true, "sort": true, "swift": true, "bank": true,
	"routing": true, "qr": true, "bar": true, "source": true, "response": true, "return": true, "reason": true,
	"exit": true, "confirmation": true, "otp": true, "pass": true, "secret": true, "share": true, "join": true,
	"event": true, "result": true, "diagnosis": true, "billing": true, "cost": true, "unit": true, "hs": true}

// numberOwners are words an identifier is named by that name no thing a
// person points at: a loyalty id is a loyalty number, an insurance member
// id an insurance member number ("loyalty 265392" is no phrase). Such a
// number is the person's own: "my loyalty number 265392".
var numberOwners = map[string]bool{"loyalty": true, "membership": true, "insurance": true, "rewards": true,
	"reward": true, "passport": true, "license": true, "licence": true, "frequent": true, "vat": true,
	"social": true, "national": true}

// spokenIDNoun is the noun an identifier x is said with, from nounOf's
// noun: a trailing "code" or "serial" dropped when what comes before it is
// the thing the value names ("route code R43" → "route R43", "controller
// serial ACM-1" → "controller ACM-1"). A code of digits only is kept as
// said: it is a code a person keys in ("locker code 9364").
func spokenIDNoun(noun, x string) string {
	f := strings.Fields(noun)
	if len(f) < 2 || isDigits(x) {
		return noun
	}
	switch f[len(f)-1] {
	case "code", "serial":
		if head := f[len(f)-2]; !codeIsThing[head] && plainWord.MatchString(head) {
			return strings.Join(f[:len(f)-1], " ")
		}
	}
	return noun
}

// ownNumber says the identifier of a number a person holds (a loyalty,
// membership or insurance number) as that number: "with my loyalty number
// 265392", "under insurance member number 347032"; "my" when the call names
// no other person it could belong to. ok is false for other nouns.
func (st *funcState) ownNumber(noun, x string) (argWords, bool) {
	f := strings.Fields(noun)
	if len(f) == 0 || len(f) > 3 || !numberOwners[f[0]] {
		return argWords{}, false
	}
	what := noun + " number"
	if !isDigits(x) {
		what = noun + " ID"
	}
	if f[len(f)-1] == "number" {
		what = noun
	}
	ref := what + " " + x
	if !st.namesPerson() {
		ref = "my " + ref
	}
	return argWords{text: st.turn("with ", "under ", "using ") + ref, noun: what, ref: ref}, true
}

// namesPerson tells whether the call sets an argument naming a person
// (a patient's name, an email), whose number an identifier may be.
func (st *funcState) namesPerson() bool {
	if st.data == nil {
		return false
	}
	for _, p := range st.data.Set {
		switch roleKind(p) {
		case role.Person, role.FirstName, role.LastName, role.Username, role.Email:
			return true
		}
	}
	return false
}

// placeVerbs are verbs a key that positions a thing next to another may
// start with ("insert_after", "place_before").
var placeVerbs = map[string]bool{"insert": true, "place": true, "move": true, "put": true, "position": true, "add": true}

// positionID says an id that places a thing next to another ("insert
// after task 12") by where it goes and what the other thing is: "right
// after task 1209…", never "for insert after 1209…". The thing is what
// the description says the id names, else what the key's noun says; ok is
// false for other keys.
func (st *funcState) positionID(p Param, x string) (argWords, bool) {
	hw := p.lowerHumanWords()
	if len(hw) == 0 || len(hw) > 2 {
		return argWords{}, false
	}
	where := hw[len(hw)-1]
	switch where {
	case "after", "before", "below", "above":
	default:
		return argWords{}, false
	}
	if len(hw) == 2 && !placeVerbs[hw[0]] {
		return argWords{}, false
	}
	thing := role.IDThing(p.Description)
	for _, w := range []string{"existing ", "current ", "target ", "other ", "specific "} {
		thing = strings.TrimPrefix(thing, w) // "the existing block": "after block 5c…"
	}
	if f := strings.Fields(thing); len(f) == 0 || len(f) > 2 || genericNouns[f[len(f)-1]] {
		return argWords{}, false
	}
	ref := thing + " " + x
	return argWords{text: st.turn("right "+where+" "+ref, "just "+where+" "+ref, where+" "+ref)}, true
}
