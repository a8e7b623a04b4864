package generate

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// personPart tells whether p holds one part of what describes a person
// (a full name, a first or last name, an email address, a phone number):
// such values change together when the person changes.
func personPart(p prompt.Param) bool {
	switch p.Role.Kind {
	case role.Person, role.FirstName, role.LastName, role.Email, role.Phone:
		return true
	}
	return false
}

// personOwner is the thing a person part p belongs to, read off its name
// without the part's own words ("customer" of customer_email and
// customer_first_name, "" of email and first_name): parts of one owner
// describe one person, parts of two (an assignee's email beside a
// reporter's name) describe two.
func personOwner(p prompt.Param) string {
	n := norm(p.Name)
	for _, s := range []string{"emailaddress", "phonenumber", "firstname", "lastname", "fullname", "surname",
		"givenname", "familyname", "email", "phone", "mobile", "name", "first", "last"} {
		if o, ok := strings.CutSuffix(n, s); ok {
			return o
		}
	}
	return n
}

// personAlong returns a2, the args of a second call that change p to
// other's person, with every other part describing the same person (the
// same owner) taken from other too, and the parts it changed, p first.
// A correction of a person ("Sorry, wrong person.") then changes the
// name, the email and the phone together, not the email alone beside
// the first person's name. false when other lacks a part args sets: the
// second person cannot be said whole, so p is not varied.
func personAlong(params []prompt.Param, p prompt.Param, args, other, a2 map[string]any) ([]prompt.Param, bool) {
	if !personPart(p) {
		return []prompt.Param{p}, true
	}
	parts := []prompt.Param{p}
	for _, q := range params {
		if q.Name == p.Name || !personPart(q) || personOwner(q) != personOwner(p) {
			continue
		}
		old, set := args[q.Name]
		if !set {
			continue
		}
		v, ok := other[q.Name]
		if !ok || !scalar(v) {
			return nil, false
		}
		if fmt.Sprint(v) != fmt.Sprint(old) {
			a2[q.Name] = v
			parts = append(parts, q)
		}
	}
	return parts, true
}

// personSaid is how the person of parts (their values in args) is said:
// the name (a full name, or first and last name joined) and then the
// address and phone in brackets ("Noah Rodrigues (noah@example.com)").
func personSaid(parts []prompt.Param, args map[string]any) string {
	var first, last, full string
	var rest []string
	for _, q := range parts {
		v := fmt.Sprint(args[q.Name])
		switch q.Role.Kind {
		case role.FirstName:
			first = v
		case role.LastName:
			last = v
		case role.Person:
			full = v
		default:
			if full == "" && nameKey(q.Name) {
				full = v // the "name" of a tool about a person
				continue
			}
			rest = append(rest, v)
		}
	}
	name := full
	if name == "" {
		name = strings.TrimSpace(first + " " + last)
	}
	switch {
	case name == "":
		return strings.Join(rest, ", ")
	case len(rest) == 0:
		return name
	}
	return name + " (" + strings.Join(rest, ", ") + ")"
}

// pastedAmong tells whether p's value in args is a pasted token said
// beside two or more other values: "Oops, wrong one." after a request
// holding a name, an address and a studio id leaves open which one was
// wrong, so the correction names it ("Oops, wrong home studio.").
func pastedAmong(p prompt.Param, args map[string]any) bool {
	s, ok := args[p.Name].(string)
	return ok && prompt.TokenLike(s) && len(args) >= 3
}

// personSplit tells whether changing p to other's value would leave the
// call describing two people: p is a part of a person whose other parts
// args sets and other lacks (personAlong).
func personSplit(pt *prepTool, p prompt.Param, args, other map[string]any) bool {
	_, whole := personAlong(pt.bind.Params(), p, args, other, map[string]any{})
	return !whole
}

// personSpec sets *second to the call of pt with a2, the first call's
// args with p changed to other's value and every other part of the
// person p describes changed with it (personAlong). When more than p
// changed and args set p, it sets *ask and *redo to a follow-up's next
// request and a declined call's correction naming the other person
// whole, and reports true.
func (w *worker) personSpec(pt *prepTool, rng *rand.Rand, p prompt.Param, args, other, a2 map[string]any, second *spec, ask, redo *string) bool {
	parts, _ := personAlong(pt.bind.Params(), p, args, other, a2)
	if personName(pt, p) {
		parts = withTied(pt.bind.Params(), parts, args, other, a2)
	}
	*second = w.specOf(pt, rng, a2, nil)
	if _, set := args[p.Name]; !set || len(parts) < 2 {
		return false
	}
	said := personSaid(parts, a2)
	*ask, *redo = prompt.FollowUpPerson(rng, said, false), prompt.RedirectPerson(rng, said)
	return true
}

// personWithParts tells whether p is one part of a person (personPart)
// whose other parts args also sets (the same owner: a first name beside
// the last name and the email): listing other values of p alone ("for
// Ravi Nguyen, Reyes and Tanaka", one email for all) makes people whose
// name and address disagree, so a list of several is not made of it.
func personWithParts(params []prompt.Param, p prompt.Param, args map[string]any) bool {
	if !personPart(p) {
		return false
	}
	for _, q := range params {
		if _, set := args[q.Name]; set && q.Name != p.Name && personPart(q) && personOwner(q) == personOwner(p) {
			return true
		}
	}
	return false
}

// personName tells whether p is the name of the person a call of pt is
// about: a person's name, first or last name, or the "name" of a tool
// whose object is a person ("Sign up new learner").
func personName(pt *prepTool, p prompt.Param) bool {
	switch p.Role.Kind {
	case role.Person, role.FirstName, role.LastName:
		return true
	}
	return nameKey(p.Name) && pt.bind.AboutPerson()
}

// tiedToPerson tells whether q holds a value that belongs to one person:
// a phone number or email address, a date of birth, or the number of a
// document issued to them (a certificate, a licence, a passport).
func tiedToPerson(q prompt.Param) bool {
	if q.Role.Kind == role.Phone || q.Role.Kind == role.Email {
		return true
	}
	l := strings.ToLower(q.Name)
	for _, w := range []string{"birth", "dob", "cert", "licence", "license", "passport"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return strings.HasPrefix(l, "born")
}

// withTied changes in a2, the args of a follow-up about another person,
// the values args holds that belong to the first person (tiedToPerson)
// and parts does not change yet: a phone or email address takes other's
// value and joins parts (said with the name: "Joana Romano (+44 7700
// 900123)"); another optional one (a certificate number, a date of
// birth) is left out; a required one stays, and a follow-up keeping it
// is not made (keepsBirth). "Can you make one
// called Joana Romano too?" then never gives Joana the first pupil's
// phone and certificate number.
func withTied(params []prompt.Param, parts []prompt.Param, args, other, a2 map[string]any) []prompt.Param {
	for _, q := range params {
		old, set := args[q.Name]
		if !set || !tiedToPerson(q) || slices.ContainsFunc(parts, func(x prompt.Param) bool { return x.Name == q.Name }) {
			continue
		}
		v, ok := other[q.Name]
		contact := q.Role.Kind == role.Phone || q.Role.Kind == role.Email
		switch {
		case ok && scalar(v) && fmt.Sprint(v) != fmt.Sprint(old) && contact:
			a2[q.Name] = v
			parts = append(parts, q)
		case !q.Required:
			delete(a2, q.Name)
		}
	}
	return parts
}
