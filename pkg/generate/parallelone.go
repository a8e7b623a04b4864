package generate

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// oneChanged are the arguments of a second call of pt beside args, the
// first call's, each args with the value of one parameter taken from b
// (another draw for pt): a person asking for the same thing twice in one
// message changes one thing ("the tide windows on October 12, and on
// May 14?"), where two independent draws differ in every filter and read
// as two requests glued together. The parameter is one both set to other
// values that names what is asked about (not a page size, a sort, a
// cursor, a flag, the connection it runs through, a pasted block or a
// list); the required ones first. A range's other end comes along when
// the change alone would turn the range around. None when args holds a
// block or creates a titled thing other than by its title.
func oneChanged(pt *prepTool, args, b map[string]any) []map[string]any {
	params := pt.bind.Params()
	if hasBlock(params, args) {
		return nil
	}
	var out []map[string]any
	// A choice changed alone last: "for a north crew? And for battery?"
	// says less what changes than another id, name or day does.
	for _, order := range [][2]bool{{true, false}, {false, false}, {true, true}, {false, true}} {
		for _, p := range params {
			if p.Required != order[0] || p.Enum != order[1] || !changeOne(pt, params, p, args, b) {
				continue
			}
			c := cloneArgs(args)
			c[p.Name] = b[p.Name]
			c, ok := ownNames(pt, params, p, args, c, b)
			if !ok {
				continue
			}
			if !rangeOK(c) {
				for _, q := range params {
					if rangeMates(p.Name, q.Name) && b[q.Name] != nil {
						c[q.Name] = b[q.Name]
					}
				}
				if !rangeOK(c) {
					continue
				}
			}
			out = append(out, c)
		}
	}
	return out
}

// changeOne tells whether p is a parameter of pt whose value a second
// call beside args may change alone to its value in b (oneChanged).
func changeOne(pt *prepTool, params []prompt.Param, p prompt.Param, args, b map[string]any) bool {
	v1, ok1 := args[p.Name]
	v2, ok2 := b[p.Name]
	if !ok1 || !ok2 || !scalar(v1) || !scalar(v2) || fmt.Sprint(v1) == fmt.Sprint(v2) || len(fmt.Sprint(v2)) > 60 {
		return false
	}
	if detailKinds[p.Role.Kind] || cursorName(p.Name) || sortName(p.Name) || heldElsewhere(args, p.Name, v2) || p.IsDefault(v1) {
		return false
	}
	switch p.Role.Kind {
	case role.Secret, role.Latitude, role.Longitude, role.ConnString, role.Text, role.Code, role.JSON, role.Thought,
		role.CommitMessage, role.SQL:
		// a coordinate alone moves a place half-way; the rest are what
		// a call is run with or writes, not what it is about
		return false
	}
	switch p.Role.Kind {
	case role.Date, role.DateTime, role.Time:
		if _, ok := v2.(string); !ok {
			return false // seconds since 1970: said as a day, not as the number a short ask would repeat
		}
	}
	if !innerID(pt, params, p, args) || namedByOther(pt, params, p, args) || heldByEach(pt, params, p, args) || len(ownDetails(pt, params, p, args)) > 0 {
		return false
	}
	if slices.ContainsFunc(whereWords, func(w string) bool { return strings.Contains(norm(p.Name), w) }) {
		return false
	}
	if !readsOnly(pt) && (!p.Required || !actedOn(p) || makesNew(pt)) {
		// A change done again to another thing ("refund order A. Same for
		// order B?"); a thing made or booked twice alike (the same
		// lesson at one time with two teachers) is no request.
		return false
	}
	if carriesPayload(pt, p, args) || !readsOnly(pt) && namedNew(pt, p, args) {
		return false // the same text written twice ("set a and b to …"), one name given to two things
	}
	if makesOne(params, args) && p.Role.Kind != role.Title && norm(p.Name) != "subject" {
		return false // the same titled thing made twice
	}
	return true
}

// innerID tells whether p, set in args beside other ids of things
// (actedOn), names the innermost of them: the thing pt's name names last
// ("event" of delete-event beside a calendar id, "option" of
// manage_product_options beside a product id). The same event in another
// calendar is no other event; another event of the same calendar is.
// true when p is the only such id.
func innerID(pt *prepTool, params []prompt.Param, p prompt.Param, args map[string]any) bool {
	if !actedOn(p) {
		return true
	}
	others := false
	for _, q := range params {
		if _, set := args[q.Name]; set && q.Name != p.Name && actedOn(q) {
			others = true
		}
	}
	if !others {
		return true
	}
	tool := nameWords(pt.spoken().Name)
	stem := func(w string) string { return strings.TrimSuffix(w, "s") }
	for i := len(tool) - 1; i >= 0; i-- {
		for _, q := range params {
			if _, set := args[q.Name]; !set || !actedOn(q) {
				continue
			}
			if w := nameWords(q.Name); len(w) > 0 && stem(w[0]) == stem(tool[i]) {
				return q.Name == p.Name
			}
		}
	}
	return false
}

// hasRangeMate tells whether p is one end of a range of params ("from"
// beside "to"): its value alone ("And for October 1?") reads as a day,
// not as where the range now starts.
func hasRangeMate(params []prompt.Param, p prompt.Param) bool {
	return slices.ContainsFunc(params, func(q prompt.Param) bool { return rangeMates(p.Name, q.Name) })
}

// makesNew tells whether pt's name says it makes, books or records a new
// thing (create, add, book, register, log …) rather than acting on one
// that exists.
func makesNew(pt *prepTool) bool {
	for _, w := range nameWords(pt.spoken().Name) {
		switch w {
		case "create", "make", "new", "add", "insert", "book", "register", "reserve", "schedule", "open", "submit",
			"log", "record", "enroll", "enrol", "post", "send", "upload", "write", "import", "invite", "request", "place":
			return true
		}
	}
	return false
}

// rangeMates tells whether parameters a and b are the two ends of one
// range ("start_date"/"end_date", "from"/"to").
func rangeMates(a, b string) bool {
	na, nb := norm(a), norm(b)
	if na == nb {
		return false
	}
	for _, pr := range rangePairs {
		for _, o := range [][2]string{{pr[0], pr[1]}, {pr[1], pr[0]}} {
			if s, ok := cutAffix(na, o[0]); ok {
				if t, ok := cutAffix(nb, o[1]); ok && s == t {
					return true
				}
			}
		}
	}
	return false
}

// withOneChange is calls, the first call of a parallel record of pt with
// args, and a second asking the same with one value changed
// (oneChangeCall) when a draw of d gives one: the same ask for another
// thing first, before draws differing in every value.
func (w *worker) withOneChange(calls []spec, pt *prepTool, rng *rand.Rand, args map[string]any, d *draw) []spec {
	if c, ok := w.oneChangeCall(pt, rng, args, d); ok {
		return append(calls, c)
	}
	return calls
}

// oneChangeCall is the second call of a parallel record whose first call
// of pt has args: args with one value changed to that of another draw of
// d (oneChanged) that still asks something else of the tool. false when
// no draw gives one.
func (w *worker) oneChangeCall(pt *prepTool, rng *rand.Rand, args map[string]any, d *draw) (spec, bool) {
	for _, e := range d.more {
		b, ok := e.val.(map[string]any)
		if !ok || string(e.raw) == string(d.raw) {
			continue
		}
		for _, c := range oneChanged(pt, args, b) {
			if repeatsCall(pt, args, c) || narrowsRead(pt, args, c) || sameTarget(pt, args, c) || splitsList(pt, args, c) ||
				!differsInSubject(pt, args, c) || sameThing(pt, args, c) || changesTied(pt, args, c) {
				continue
			}
			if r, err := pt.schema.ValidateJSON(mustJSON(c)); err != nil || len(r) > 0 {
				continue
			}
			s := w.specOf(pt, rng, c, nil)
			if actsTwiceOnOne([]spec{{pt: pt, args: args}, s}) {
				continue
			}
			return s, true
		}
	}
	return spec{}, false
}

// oneChangeAsk is how a message asking for calls[0] says it wants
// calls[1] too, when the two are calls of one tool differing in one
// value, and first, the first request, says the value it replaces
// (oldSaid): the clause closing that request asking for the same again
// for that value, in the words the first request says such a value with
// (prompt.AlsoAsk: "the same for May 14", "the same for 30 days"). ""
// when the calls are not such a pair.
func (w *worker) oneChangeAsk(index int, calls []spec, first string) string {
	if len(calls) != 2 || calls[0].pt != calls[1].pt {
		return ""
	}
	pt := calls[0].pt
	var diff []prompt.Param
	for _, p := range pt.bind.Params() {
		v1, ok1 := calls[0].args[p.Name]
		v2, ok2 := calls[1].args[p.Name]
		if ok1 != ok2 {
			return ""
		}
		if ok1 && fmt.Sprint(v1) != fmt.Sprint(v2) {
			diff = append(diff, p)
		}
	}
	if len(diff) != 1 || !scalar(calls[1].args[diff[0].Name]) {
		return ""
	}
	p, args := diff[0], calls[1].args
	if !readsOnly(pt) && (makesNew(pt) || !actedOn(p)) {
		// "And with the title X?" after a product made reads as the
		// first one renamed, not another made the same way
		return ""
	}
	if !oldSaid(p, calls[0].args[p.Name], first) {
		return ""
	}
	params := pt.bind.Params()
	named := sameKind(params, p) || namesOther(params, calls[0].args, p) || pastedAmong(p, args) || hasRangeMate(params, p)
	// The request's words drawn from a source of their own: the record's
	// other choices stay as they were.
	own := rand.New(rand.NewPCG(uint64(index), 0x6f6e65))
	said := w.r.ArgSaid(pt.bind, own, index, args, p.Name)
	return prompt.AlsoAsk(p, calls[0].args[p.Name], args[p.Name], named, said, first)
}

// oldSaid tells whether first, a request, says v, p's value in it, as
// written: the value a short ask after it replaces ("… 72 days past
// due? And for 30 days?") must be one the reader saw, not one the
// request says in other words (a time said as a date where the call
// holds seconds since 1970). A day is said in words (FollowUp says the
// new one so too).
func oldSaid(p prompt.Param, v any, first string) bool {
	s := fmt.Sprint(v)
	if p.Role.Kind == role.Date || p.Role.Kind == role.DateTime {
		_, isText := v.(string)
		return isText
	}
	return wordSaid(first, s)
}

// wordSaid tells whether text holds s as a whole word or words: not
// inside a longer word or number ("es" is not said by "courses", nor "2"
// by "12").
func wordSaid(text, s string) bool {
	if s == "" {
		return false
	}
	for i := 0; ; {
		j := strings.Index(text[i:], s)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(s)
		if (j == 0 || !isAlnum(text[j-1])) && (end == len(text) || !isAlnum(text[end]) && !(text[end] == '.' && end+1 < len(text) && isAlnum(text[end+1]))) {
			return true
		}
		i = j + 1
	}
}
