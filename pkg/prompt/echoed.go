package prompt

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// echoTries is how many records' wordings echoedKey reads: the generic
// request takes an argument's forms in turn from record to record, so one
// record's wording alone would say little of the others'.
const echoTries = 3

// echoedKey tells whether the generic request says optional argument p of
// a call (args) only by echoing its key back like a form field: "setting
// make model to "Sportage"", "with the daily limit set to 3200 cents",
// "direction out" / "The direction is out.", "with timeformat unixtime",
// "(keep from source: price)", "with "Sportage" as the make model". A
// person asking for something leaves such a detail out, or says it by
// what it does; the call then should not hold it either, so Unsaid
// counts it stiff (kept now and then, so the parameter still shows in
// use). Names a value is naturally said with ("plate 6RLX627", "rx
// 195274", "lot 10") are not echoes: an id or code is told by its noun.
func (b *Binding) echoedKey(p Param, args map[string]any, echo **Data) bool {
	if p.Required || b.data.intent.Verb == "" && b.data.intent.Object == "" {
		return false
	}
	switch roleKind(p) {
	case role.ID, role.Ident, role.FilePath, role.URL, role.Email, role.Phone, role.FileName, role.Query, role.Question, role.Person,
		role.Latitude, role.Longitude, role.Date, role.DateTime, role.Time:
		return false
	}
	v := args[p.Name]
	if _, flag := v.(bool); flag || freeText(v) {
		return false // a switch says what it does ("and force deletion"); a text says itself
	}
	hl := strings.ToLower(p.Human)
	if hl == "" {
		return false
	}
	// "revision 15", "command "go build"": a one-word key names the thing
	// its value is; only a choice after it ("direction out") is a label
	bare := strings.Contains(hl, " ") || p.Enum || roleKind(p) == role.Enum
	if keyLinks[lastWord(hl)] || keyLinks[firstWord(hl)] {
		bare = false // "reported by Mateo Park", "larger than 1 KB", "to revision 15": the key reads as words
	}
	// one echoData of args serves every key of the call: each key reads
	// a copy of it (its own Index and state), as phrasing leaves the
	// arguments as they are
	if *echo == nil {
		*echo = b.echoData(args)
	}
	d := new(Data)
	*d = **echo
	echoes := 0
	for i := 0; i < echoTries; i++ {
		d.Index = i
		st := &funcState{data: d}
		d.st = st
		var q Param
		for _, s := range d.Set {
			if s.Name == p.Name {
				q = s
			}
		}
		if q.Name == "" {
			return false
		}
		a := st.argPhrase(q, b.data.intent)
		if a.text == "" && a.alone == "" || a.block != "" {
			return false // said by the object, a block, or not at all
		}
		if keyEcho(a.text, hl, bare) || keyEcho(a.alone, hl, bare) {
			echoes++
		}
		if (echoes+echoTries-1-i)*2 <= echoTries {
			return false // too few tries left to make a majority
		}
	}
	return echoes*2 > echoTries
}

// echoData is the data a request for args is phrased from (as
// Renderer.data builds it), for echoedKey to read one argument's words.
func (b *Binding) echoData(args map[string]any) *Data {
	d := &Data{Tool: b.data, Args: make(map[string]any, len(b.params)), Params: make([]Param, 0, len(b.params))}
	for _, p := range b.params {
		v, ok := args[p.Name]
		p.Value, p.Set = v, ok
		d.Args[p.Name] = v
		d.Params = append(d.Params, p)
	}
	d.Set = setOrder(nil, d.Params)
	return d
}

// keyEcho tells whether text, the words an argument is said in, names the
// argument by its key hl (lower case) and then gives the value the way a
// form does: "setting hl to v", "hl set to v", "with the hl v", "hl v",
// "The hl is v.", "(hl: v)", "with v as the hl"; the forms that put the
// value right after the key ("with the hl v", "hl v") only when bare is
// set. A key said with a preposition of its own ("a daily limit of 3200
// cents") is not an echo.
func keyEcho(text, hl string, bare bool) bool {
	t := strings.ToLower(strings.TrimSpace(text))
	if t == "" || !strings.Contains(t, hl) {
		return false
	}
	for _, f := range []string{"setting " + hl + " to ", "setting the " + hl + " to ", "setting its " + hl + " to ",
		hl + " set to ", "(" + hl + ": ", " as the " + hl, " as its " + hl, "the " + hl + " is ", "the " + hl + " are ",
		"the " + hl + " should be "} {
		if strings.Contains(t, f) {
			return true
		}
	}
	if !bare {
		return false
	}
	for _, lead := range []string{"with the ", "with ", "and the ", "and ", "the ", ""} {
		rest, ok := strings.CutPrefix(t, lead+hl+" ")
		if !ok {
			continue
		}
		// the value follows the key with nothing between: "with the
		// make model "Sportage"", "direction out"; "of", "at", "for"
		// between them make a phrase ("a daily limit of …")
		w := firstWord(rest)
		return w != "" && !keyLinks[w]
	}
	return false
}

// keyLinks are the words that, after a key, say how its value relates to
// it: "the limit of 20", "the budget at $40", "the time for lunch".
var keyLinks = map[string]bool{"of": true, "at": true, "for": true, "to": true, "from": true, "in": true, "on": true, "by": true,
	"per": true, "with": true, "than": true, "is": true, "are": true}

// freeText tells whether v is a text a person writes out (three words
// or more: a note, a description, a message), which says what it is
// whatever introduces it.
func freeText(v any) bool {
	s, ok := v.(string)
	return ok && len(strings.Fields(s)) >= 3
}
