package synth

import (
	"slices"
	"strings"
	"unicode"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// The people of one call are as many as the roles it names: a guardian
// and the player they register, an order's sender and its recipient, a
// case's reporter and its assignee are different people, while the name,
// email and login of one of them stay one person's. A person's role is
// read from where the value sits (its owner): the words of its name
// besides the name words ("guardian" of guardian_email, "sender" of
// sender_name) and the object it is in (/player/first_name).

// owners are the people of the current attempt, each kept under its owner.
type owners struct {
	who   string // the owner of the scene's person ("" before the first)
	set   bool   // whether who was set
	slots [8]personSlot
	n     int
	// firsts are the first owner met at each path, in the order met
	firsts [8]string
	nf     int
}

// A personSlot is one owner's person, put aside while another's values
// are drawn.
type personSlot struct {
	who                 string
	first, last, handle string
	persons             int
}

// personWords are name tokens that say which of a person's values a
// parameter holds, not whose it is: guardian_email and guardian_name
// are one guardian's.
var personWords = map[string]bool{"name": true, "names": true, "first": true, "last": true, "full": true, "display": true,
	"given": true, "family": true, "surname": true, "middle": true, "email": true, "emails": true, "mail": true, "e": true,
	"address": true, "phone": true, "phones": true, "mobile": true, "cell": true, "tel": true, "telephone": true, "number": true,
	"contact": true, "primary": true, "preferred": true, "personal": true, "work": true, "legal": true, "user": true,
	"username": true, "handle": true, "login": true, "person": true, "fullname": true, "firstname": true, "lastname": true,
	"displayname": true, "nickname": true, "nick": true, "initials": true, "of": true}

// childNouns and guardianNouns name the two ends of a family: a
// guardian often shares the child's last name.
var (
	childNouns    = map[string]bool{"player": true, "child": true, "kid": true, "minor": true, "son": true, "daughter": true, "junior": true, "camper": true, "pupil": true, "dependent": true, "student": true, "baby": true, "infant": true}
	guardianNouns = map[string]bool{"guardian": true, "parent": true, "mother": true, "father": true, "mom": true, "dad": true}
)

// ownerOf returns whose value h is: the path of the object it is in and
// the words of its name besides the name words ("" when none).
func ownerOf(h hint) string {
	path := h.ptr
	if i := strings.LastIndexByte(path, '/'); i >= 0 {
		path = path[:i]
	}
	var pre []string
	for _, t := range sharedTokens(h.name) {
		if t = strings.ToLower(t); !personWords[t] {
			pre = append(pre, t)
		}
	}
	return path + "|" + strings.Join(pre, "_")
}

// roleNounOf returns the noun naming the owner's role: the last word of
// its name, else of the object it is in.
func roleNounOf(o string) string {
	path, pre, _ := strings.Cut(o, "|")
	if pre != "" {
		return pre[strings.LastIndexByte(pre, '_')+1:]
	}
	segs := strings.Split(path, "/")
	for i := len(segs) - 1; i >= 0; i-- {
		if segs[i] != "" && !allDigits(segs[i]) {
			ts := role.Tokens(segs[i])
			return singular(strings.ToLower(ts[len(ts)-1]))
		}
	}
	return ""
}

// personKind reports whether a value of kind k (or of the format) is one
// of a person's.
func personKind(k role.Kind, format string) bool {
	switch k {
	case role.Person, role.FirstName, role.LastName, role.Email, role.Username:
		return true
	}
	return format == "email" || format == "idn-email"
}

// ownPerson makes the scene's person the one the value h is of, before
// the value is drawn: the person of its owner, drawn afresh the first
// time an owner is met after another's person.
func (g *Generator) ownPerson(k role.Kind, format string, h hint) {
	if !personKind(k, format) || g.sc.entType != "" {
		return
	}
	o := &g.sc.own
	who := ownerOf(h)
	if !o.set {
		o.who, o.set = who, true
		o.note(who)
		return
	}
	who = o.resolve(who)
	if who == o.who {
		return
	}
	o.save(&g.sc)
	if s := o.find(who); s != nil {
		g.sc.first, g.sc.last, g.sc.handle, g.sc.persons = s.first, s.last, s.handle, s.persons
		o.who = who
		return
	}
	g.sc.first, g.sc.last, g.sc.handle, g.sc.persons = "", "", "", 0
	if rel := o.relative(who); rel != nil && rel.last != "" && g.rng.Intn(5) > 0 {
		// a guardian registering their child: one family name
		g.sc.last = rel.last
		for g.sc.first = g.firstName(); g.sc.first == rel.first; g.sc.first = g.firstName() {
		}
	}
	o.who = who
}

// resolve returns the owner a value of who is of: a value whose name
// says no role ("email") is of the first person of its object, and the
// first role named in an object ("customer_name") is of the person drawn
// for such a value before it.
func (o *owners) resolve(who string) string {
	path, pre, _ := strings.Cut(who, "|")
	i := o.firstAt(path)
	switch {
	case i < 0:
		o.note(who)
	case pre == "":
		return o.firsts[i]
	case o.firsts[i] == path+"|":
		// the person drawn for "email" is the one "customer_name" names
		old := o.firsts[i]
		o.firsts[i] = who
		if o.who == old {
			o.who = who
		}
		if s := o.find(old); s != nil {
			s.who = who
		}
	}
	return who
}

// firstAt returns the index in firsts of the first owner met at path, -1
// if none.
func (o *owners) firstAt(path string) int {
	for i, f := range o.firsts[:o.nf] {
		if strings.HasPrefix(f, path+"|") {
			return i
		}
	}
	return -1
}

// note records who as the first owner met at its path.
func (o *owners) note(who string) {
	if o.nf < len(o.firsts) {
		o.firsts[o.nf] = who
		o.nf++
	}
}

// find returns the person put aside for who, nil if none.
func (o *owners) find(who string) *personSlot {
	for i := range o.slots[:o.n] {
		if o.slots[i].who == who {
			return &o.slots[i]
		}
	}
	return nil
}

// save puts the scene's person aside under its owner.
func (o *owners) save(sc *scene) {
	s := o.find(o.who)
	if s == nil {
		if o.n == len(o.slots) {
			return
		}
		s = &o.slots[o.n]
		o.n++
	}
	*s = personSlot{who: o.who, first: sc.first, last: sc.last, handle: sc.handle, persons: sc.persons}
}

// relative returns a person put aside whose role is the other end of a
// family with who's (a child for a guardian, a guardian for a child).
func (o *owners) relative(who string) *personSlot {
	n := roleNounOf(who)
	for i := range o.slots[:o.n] {
		m := roleNounOf(o.slots[i].who)
		if childNouns[n] && guardianNouns[m] || guardianNouns[n] && childNouns[m] {
			return &o.slots[i]
		}
	}
	return nil
}

// nameTitles are the courtesy titles a full name may open on ("Mr Alan
// Whitcombe"): no part of the person's first name.
var nameTitles = map[string]bool{"mr": true, "mrs": true, "ms": true, "miss": true, "mx": true, "dr": true, "prof": true, "rev": true}

// adoptedPerson returns the realistic value of the role r for h and, when
// it is a person's full name the scene's person was not drawn for (a
// described example, "Full name, e.g. \"Mr Alan Whitcombe\""), makes
// that person the scene's: an email or a handle beside the name is then
// made from it, never another person's ("sarah@…" for Mr Alan Whitcombe);
// such an example drawn after the person's email gives way to their name.
// Initials ("JK") and a business's name ("J & M Hartley Farms") stay.
func (g *Generator) adoptedPerson(r *role.Role, h hint) string {
	s := g.realValue(r, h)
	if r.Kind != role.Person || g.sc.entType != "" {
		return s
	}
	first, last, ok := fullName(s)
	switch {
	case !ok:
	case g.sc.first == "":
		g.sc.first, g.sc.last = first, last
	case g.sc.persons == 0 && slices.Contains(r.Examples, s):
		// the scene's person was drawn for an email or a phone of this
		// owner before its name: the name is theirs, not the example's
		g.sc.persons++
		return g.sc.first + " " + g.sc.last
	}
	return s
}

// fullName splits a person's full name, after a courtesy title, into
// its first and last names; ok is false for anything else: one word,
// initials, a name holding "&" or digits.
func fullName(s string) (first, last string, ok bool) {
	ws := strings.Fields(s)
	if len(ws) > 0 && nameTitles[strings.ToLower(strings.TrimSuffix(ws[0], "."))] {
		ws = ws[1:]
	}
	if len(ws) < 2 || len(ws) > 4 {
		return "", "", false
	}
	for _, w := range ws {
		rs := []rune(w)
		if len(rs) < 2 || !unicode.IsUpper(rs[0]) || !unicode.IsLower(rs[len(rs)-1]) ||
			strings.IndexFunc(w, func(c rune) bool { return !unicode.IsLetter(c) && c != '\'' && c != '-' }) >= 0 {
			return "", "", false
		}
	}
	return ws[0], ws[len(ws)-1], true
}
