package role

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// reStatedPrefix finds the prefix a description says an id opens with:
// "prefixed with `ctm_`", "IDs start with `cus_`", "begin with WO-",
// "(`insp_` prefix)", "(ten_ prefix)". A prefix without quotes must end
// in a separator ("_", "-", ":"): "starts with string" names no prefix.
var reStatedPrefix = regexp.MustCompile("(?i)(?:\\bprefixed (?:with|by)|\\b(?:starts?|starting|begins?|beginning|opens?) with|\\bwith (?:the |a )?prefix)\\s+(?:the |a )?" +
	"(?:[`'\"]([A-Za-z][A-Za-z0-9]{0,9}[_:-]?)[`'\"]|([A-Za-z][A-Za-z0-9]{0,9}[_:-]))(?:[\\s,.;)]|$)" +
	"|[`'\"]([A-Za-z][A-Za-z0-9]{0,9}[_:-])[`'\"] prefix" +
	"|\\(([A-Za-z][A-Za-z0-9]{0,9}[_:-]) prefix\\)")

// StatedIDPrefix returns the prefix a description says an id opens with
// ("Paddle ID of the customer, prefixed with `ctm_`" → "ctm_"), as
// written; "" when it states none.
func StatedIDPrefix(desc string) string {
	m := reStatedPrefix.FindStringSubmatch(desc)
	if m == nil {
		return ""
	}
	return m[1] + m[2] + m[3] + m[4]
}

// reBodyExample matches an id example made of a word prefix and a
// separator and a body of letters and digits: "vnd_7Hq2LmP9xKd4".
var reBodyExample = regexp.MustCompile(`^[A-Za-z]{2,8}[_:]([A-Za-z0-9]{6,40})$`)

// bodyPattern returns the pattern of an example id's body: its alphabet
// (digits, lower- or upper-case letters, hex) and its length.
func bodyPattern(body string) string {
	lower, upper, digit, hex := false, false, false, true
	for _, c := range body {
		switch {
		case c >= '0' && c <= '9':
			digit = true
		case c >= 'a' && c <= 'z':
			lower = true
			hex = hex && c <= 'f'
		case c >= 'A' && c <= 'Z':
			upper = true
			hex = false
		}
	}
	n := strconv.Itoa(len(body))
	switch {
	case !lower && !upper:
		return "[1-9][0-9]{" + strconv.Itoa(len(body)-1) + "}"
	case hex && !upper:
		return "[0-9a-f]{" + n + "}"
	case lower && upper:
		return "[A-Za-z0-9]{" + n + "}"
	case upper:
		return "[A-Z0-9]{" + n + "}"
	}
	if !digit {
		return "[a-z]{" + n + "}"
	}
	return "[a-z0-9]{" + n + "}"
}

// prefixedPattern returns the pattern of the ids a stated prefix opens:
// a word prefix and "_" or ":" takes the body the server's example ids
// show (body), else 24 lower-case letters and digits as such services
// issue them ("ctm_01h8441jn5pcwrfhwh78jqt8"); an upper-case prefix and
// "-" a number ("WO-48213"); a bare word prefix 14 letters and digits.
func prefixedPattern(prefix, body string) string {
	q := "^" + regexp.QuoteMeta(prefix)
	switch last := prefix[len(prefix)-1]; {
	case last == '-':
		if strings.ToUpper(prefix) == prefix {
			return q + "[1-9][0-9]{4}$"
		}
		return q + "[a-z0-9]{8}$"
	case last == '_' || last == ':':
		if body != "" {
			return q + body + "$"
		}
		return q + "[a-z0-9]{24}$"
	}
	return q + "[A-Za-z0-9]{14}$"
}

// thingOfIDName returns the thing an id-like parameter name identifies,
// its tokens but the id word joined ("customerId" → "customer",
// "discount_group_id" → "discountgroup"); "" for a bare "id".
func thingOfIDName(n string) string {
	ts := Tokens(n)
	if len(ts) > 0 {
		switch ts[len(ts)-1] {
		case "id", "ids", "key", "keys", "uuid", "guid":
			ts = ts[:len(ts)-1]
		}
	}
	for i, t := range ts {
		ts[i] = singular(t)
	}
	return strings.Join(ts, "")
}

// notePrefix files the prefix an id-like parameter's description
// states under the thing it identifies (its name's, else its
// description's noun), and the body shape of an example id with a word
// prefix. The first statement of a thing wins: tools and properties
// come in a fixed order.
func (s *Server) notePrefix(name string, f Facts) {
	if s.bodyPat == "" {
		for _, e := range append(anyStrings(f.Examples), proseOf(f.Description, false).examples...) {
			if m := reBodyExample.FindStringSubmatch(e); m != nil {
				s.bodyPat = bodyPattern(m[1])
				break
			}
		}
	}
	p := StatedIDPrefix(f.Description)
	if p == "" || len(f.Examples) > 0 || f.Pattern != "" {
		return
	}
	thing := thingOfIDName(name)
	if thing == "" {
		thing = nounOfID(strings.ToLower(f.Description))
	}
	if thing == "" {
		return
	}
	if s.prefixes == nil {
		s.prefixes = map[string]string{}
	}
	if _, ok := s.prefixes[thing]; !ok {
		s.prefixes[thing] = p
	}
}

// anyStrings returns the strings among vs.
func anyStrings(vs []any) []string {
	var out []string
	for _, v := range vs {
		if s, ok := v.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

// cursorNames are parameter names whose value is the id of an item the
// tool lists: a pagination cursor given as an id.
var cursorNames = map[string]bool{"after": true, "before": true, "startingafter": true, "endingbefore": true, "cursor": true, "since": true}

// idPrefix returns the prefix a string id parameter's ids open with:
// the one its description states, else the one the server states for
// the thing it identifies — named by its name ("customerId"), or for a
// bare "id" or a cursor by its enclosing object or the thing its tool
// acts on ("list_invoices" → invoice). "" when nothing states one.
func (c *ctx) idPrefix() string {
	if p := StatedIDPrefix(c.f.Description); p != "" {
		return p
	}
	s := c.tool.Server
	if s == nil || len(s.prefixes) == 0 {
		return ""
	}
	name := c.p.Name
	thing := thingOfIDName(name)
	if cursorNames[strings.ToLower(strings.Join(Tokens(name), ""))] {
		thing = ""
	}
	if thing != "" {
		if p := s.prefixOf(thing, len(Tokens(name)) == 2); p != "" {
			return p
		}
		return s.partPrefix(Tokens(name))
	}
	if par := thingOfIDName(c.parent); par != "" {
		if p, ok := s.prefixes[par]; ok {
			return p
		}
	}
	if n := nounOfID(c.d); n != "" {
		if p, ok := s.prefixes[n]; ok {
			return p
		}
	}
	// the thing the tool acts on: the tool name's words after its verb,
	// longest run first ("get_simulation_run_event": simulationrunevent,
	// runevent, event)
	ts := Tokens(c.tool.Name)
	for i := 1; i < len(ts); i++ {
		var b strings.Builder
		for _, t := range ts[i:] {
			b.WriteString(singular(t))
		}
		if p, ok := s.prefixes[b.String()]; ok {
			return p
		}
	}
	if len(ts) == 2 {
		return s.prefixOf(singular(ts[1]), true)
	}
	return ""
}

// prefixOf returns the prefix the ids of thing open with: the one a tool
// states, else, on a server that states word prefixes for three or more
// things and for a thing of one word (oneWord), its first three letters
// ("subscription" → "sub_") as the server's other prefixes are formed;
// "" otherwise.
func (s *Server) prefixOf(thing string, oneWord bool) string {
	if p, ok := s.prefixes[thing]; ok {
		return p
	}
	n := 0
	for _, p := range s.prefixes {
		if strings.HasSuffix(p, "_") && strings.ToLower(p) == p {
			n++
		}
	}
	if n < 3 || 2*n < len(s.prefixes)+1 || len(thing) < 4 || !isLowerWord(thing) || !oneWord {
		return ""
	}
	a := thing[:3]
	if functionWords[a] {
		// "notification" is no "not_": its consonants ("ntf_")
		b := []byte{thing[0]}
		for i := 1; i < len(thing) && len(b) < 3; i++ {
			if !strings.ContainsRune("aeiou", rune(thing[i])) {
				b = append(b, thing[i])
			}
		}
		a = string(b)
	}
	return a + "_"
}

// partPrefix returns the prefix of the ids of a part of a thing whose
// ids have one (stated, or derived for a thing the server's tools act
// on), named by two words and "id" ("simulationRunId" of a
// server whose simulations are "sim_…"): the thing's prefix and the
// part's first three letters ("simrun_"), so a run's id is no bare
// number among prefixed ones; "" otherwise.
func (s *Server) partPrefix(ts []string) string {
	if len(ts) != 3 || ts[2] != "id" && ts[2] != "ids" {
		return ""
	}
	thing := singular(ts[0])
	if _, stated := s.prefixes[thing]; !stated && !slices.ContainsFunc(s.things, func(w string) bool { return strings.EqualFold(w, thing) }) {
		return "" // "lineItemId": no line has ids of its own
	}
	p := s.prefixOf(thing, true)
	part := singular(ts[1])
	if !strings.HasSuffix(p, "_") || len(part) < 3 || !isLowerWord(part) {
		return ""
	}
	return strings.TrimSuffix(p, "_") + part[:3] + "_"
}

// functionWords are three-letter words a thing's first letters may spell
// that read as a word, not an abbreviation.
var functionWords = map[string]bool{"not": true, "the": true, "and": true, "for": true, "can": true, "all": true, "one": true, "per": true, "use": true, "are": true, "was": true, "has": true, "had": true, "but": true, "any": true, "out": true}

// isLowerWord reports whether w is lower-case letters only.
func isLowerWord(w string) bool {
	for _, c := range w {
		if c < 'a' || c > 'z' {
			return false
		}
	}
	return w != ""
}

// prefixedID sets an IDPrefixed convention and its pattern on a string
// id whose examples and pattern state nothing when a prefix is stated
// for it (see idPrefix); it reports whether it did.
func (c *ctx) prefixedID(r *Role) bool {
	if c.numeric || c.f.Pattern != "" {
		return false
	}
	p := c.idPrefix()
	if p == "" {
		return false
	}
	for _, e := range r.Examples {
		if strings.HasPrefix(e, p) {
			return false // the examples show whole ids: they are copied
		}
	}
	// examples without the prefix are no ids of it: "Automatically-
	// collected transactions must be `billed`" names a status
	r.Examples = nil
	body := ""
	if c.tool.Server != nil {
		body = c.tool.Server.bodyPat
	}
	r.ID, r.Pattern = IDPrefixed, prefixedPattern(p, body)
	r.Why += "; ids open with " + p
	return true
}

// proseValuesNoIDs makes an id-like string parameter whose description
// states its ids' prefix an id again when the values read from its prose
// lack that prefix: "ID of the transaction, prefixed with `txn_`.
// Automatically-collected transactions must be `billed` or `completed`"
// names statuses the transaction must have, not ids to send.
func (c *ctx) proseValuesNoIDs(r *Role) {
	if r.Kind != Enum || !r.ValuesFromProse || c.numeric || !idLikeName(c.p.Name) {
		return
	}
	p := StatedIDPrefix(c.f.Description)
	if p == "" {
		return
	}
	for _, v := range r.Values {
		if strings.HasPrefix(v, p) {
			return
		}
	}
	r.Kind, r.Values, r.ValuesFromProse = ID, nil, false
	r.Why += "; the values the prose names lack the ids' prefix " + p
}
