package prompt

import (
	"strings"
	"unicode"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// handleKey tells whether a key in words names an account handle rather
// than a person's name: "username", "user", "handle", "login", "screen
// name", "mention".
func handleKey(hl string) bool {
	for w := range strings.FieldsSeq(hl) {
		switch w {
		case "username", "user", "handle", "login", "screen", "mention", "nick", "nickname", "slug", "account":
			return true
		}
	}
	return false
}

// displayName tells whether x is written as a person's name ("Priya
// Larsen", "Laura Müller"): words that each open with a capital, more
// than one of them, and nothing a handle holds ("-", "_", "@", digits).
func displayName(x string) bool {
	f := strings.Fields(x)
	if len(f) < 2 || len(f) > 4 || strings.ContainsAny(x, "_@/0123456789") {
		return false
	}
	for _, w := range f {
		r := []rune(w)
		if !unicode.IsUpper(r[0]) {
			return false
		}
	}
	return true
}

// personNamed says a person given by their name as people do: "for
// Priya Larsen", never "for @Priya Larsen" nor "for user Priya Larsen"
// (an @ and "user" belong to handles, and a guest or a customer is no
// user of the system). A handle key (username, login) keeps its forms;
// ok is false then, and for values written as a handle.
func (st *funcState) personNamed(x string, k role.Kind, hl string, in intent) (argWords, bool) {
	if handleKey(hl) || !displayName(x) {
		return argWords{}, false
	}
	if in.Read {
		return personRef(argWords{text: st.turn("for "+x, "about "+x), lead: true, noun: "user", ref: x}, in, x), true
	}
	return personRef(argWords{text: "for " + x, lead: true, noun: "user", ref: x}, in, x), true
}

// nameWithEmail says a person's name and their email, set on keys of one
// prefix (guest_name and guest_email, customerName and customerEmail),
// together as people write a contact: "for Priya Larsen
// (priya@northwind.com)", never "to priya@northwind.com for Priya
// Larsen" said as two things.
func (st *funcState) nameWithEmail(d *Data, in intent, paired map[string]bool) []argWords {
	for i := range d.Set {
		name := &d.Set[i]
		nx, ok := name.Value.(string)
		hw := strings.Fields(strings.ToLower(name.Human))
		if !ok || paired[name.Name] || len(hw) == 0 || hw[len(hw)-1] != "name" || handleKey(strings.ToLower(name.Human)) || !displayName(nx) {
			continue
		}
		pre := strings.Join(hw[:len(hw)-1], " ")
		for j := range d.Set {
			mail := &d.Set[j]
			mx, ok := mail.Value.(string)
			mw := strings.Fields(strings.ToLower(mail.Human))
			if !ok || paired[mail.Name] || len(mw) == 0 || mw[len(mw)-1] != "email" || !samePerson(strings.Join(mw[:len(mw)-1], " "), pre, in) ||
				strings.Count(mx, "@") != 1 || strings.ContainsAny(mx, " ,") {
				continue
			}
			paired[name.Name], paired[mail.Name] = true, true
			ref := nx + " (" + mx + ")"
			return []argWords{personRef(argWords{text: "for " + ref, lead: true}, in, ref)}
		}
	}
	return nil
}

// namePartKeys are the ways a key says which part of a person's name it
// holds, longest first.
var namePartKeys = []string{"first name", "last name", "given name", "family name", "middle name", "surname", "forename",
	"firstname", "lastname", "givenname"}

// nameOwner is what a name part's key (hl, lower case) says whose name it
// is ("contact first name" → "contact", "emergency contact surname" →
// "emergency contact"), "" when the key only names the part ("given
// name", "surname"): a person says a name, never "with given name Aisha
// Khan".
func nameOwner(hl string) string {
	for _, k := range namePartKeys {
		if o, ok := strings.CutSuffix(hl, k); ok {
			return strings.TrimSpace(o)
		}
	}
	return strings.TrimSpace(hl)
}

// setHas tells whether an argument of role kind k is set in the call.
func (st *funcState) setHas(k role.Kind) bool {
	if st.data == nil {
		return false
	}
	for _, p := range st.data.Set {
		if p.Role.Kind == k {
			return true
		}
	}
	return false
}
