package prompt

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// itemsWords says a short list of flat objects the way a person lists
// things, never as pasted JSON: objects of one member each by their
// values ("calendars team@x.io and ops@x.io"), one object in brackets
// after its noun ("with one override (user PEYSGVF, from … to …)"),
// several one a line ("- user PEYSGVF, from … to …"). ok is false for
// lists deeper or longer than a person would type out.
func (st *funcState) itemsWords(p Param, x []any) (argWords, bool) {
	if len(x) == 0 || len(x) > 6 {
		return argWords{}, false
	}
	noun := singular(speakable(p.Human))
	if noun == "" || !isWord(strings.ToLower(noun)) {
		return argWords{}, false
	}
	if vals, key, ok := soleMembers(x); ok {
		if kinds, ok := kindsOf(noun, key, vals); ok {
			if st.data != nil && st.data.Tool.intent.Read {
				return argWords{text: "for " + kinds, noun: noun, ref: kinds}, true
			}
			return argWords{text: st.one("with "+kinds, "for "+kinds), noun: noun, ref: kinds}, true
		}
		n := noun
		if k := strings.ToLower(Humanize(key)); !identityKey(k) && k != noun {
			n = noun + " " + k // [{"sku":"A1"}]: "item skus A1 and B2" would lose what the values are
			if len(vals) > 1 {
				n = noun + " " + Plural(k)
			}
		} else if len(vals) > 1 {
			n = Plural(noun)
		}
		list := joinWords(vals, "and")
		if st.data != nil && st.data.Tool.intent.Read {
			return argWords{text: st.one("for "+n+" "+list, "across "+n+" "+list), noun: noun, ref: n + " " + list}, true
		}
		return argWords{text: st.one("with "+n+" "+list, "for "+n+" "+list), noun: noun, ref: n + " " + list}, true
	}
	lines := make([]string, len(x))
	total := 0
	for i, e := range x {
		m, ok := e.(map[string]any)
		if !ok {
			return argWords{}, false
		}
		name, rest, ok := itemLine(m)
		if !ok {
			return argWords{}, false
		}
		if len(x) == 1 && utf8.RuneCountInString(name+rest) <= 120 {
			if name != "" && rest != "" {
				return argWords{text: "with the " + noun + " " + name + " (" + rest + ")"}, true // `with the object "Leads" (fields name and email)`
			}
			if name != "" {
				return argWords{text: "with the " + noun + " " + name}, true
			}
			if keepsNumber(noun) {
				return argWords{text: "with the " + noun + " (" + rest + ")"}, true // "with the data (…)", never "one data"
			}
			return argWords{text: st.one("with one "+noun+" ("+rest+")", "for one "+noun+" ("+rest+")")}, true
		}
		switch {
		case name != "" && rest != "":
			lines[i] = name + ": " + rest
		case name != "":
			lines[i] = name
		default:
			lines[i] = rest
		}
		total += utf8.RuneCountInString(lines[i])
	}
	if total > 600 {
		return argWords{}, false
	}
	return argWords{block: "- " + strings.Join(lines, "\n- "), intro: Plural(noun)}, true
}

// kindKeys are the last words of a member that says which kind of thing
// an item is.
var kindKeys = map[string]bool{"type": true, "kind": true, "category": true, "class": true}

// kindValueWords matches an enum value of lower-case words joined by
// underscores or hyphens ("police_report"), said with spaces.
var kindValueWords = regexp.MustCompile(`^[a-z]+(?:[_-][a-z]+)*$`)

// kindsOf says a list of items that each hold only their kind
// ([{"document_type": "receipt"}, {"document_type": "police_report"}],
// noun "document") as kinds of the noun: "receipt and police report
// documents", "a receipt document"; it was "document document types
// receipt and police_report". ok is false unless key is the item's kind
// ("type", "kind", or the noun's own "document type") and every value
// is words.
func kindsOf(noun, key string, vals []string) (string, bool) {
	k := strings.Fields(strings.ToLower(Humanize(key)))
	if len(k) == 0 || !kindKeys[k[len(k)-1]] || len(k) > 1 && strings.Join(k[:len(k)-1], " ") != strings.ToLower(noun) {
		return "", false
	}
	said := make([]string, len(vals))
	for i, v := range vals {
		w, ok := enumWords(v)
		switch {
		case ok:
		case kindValueWords.MatchString(v):
			w = opSpaces.Replace(v)
		default:
			return "", false // a code ("P1") is no kind in words
		}
		said[i] = strings.ToLower(w)
	}
	if len(said) == 1 {
		return articleFor(said[0]) + " " + said[0] + " " + noun, true
	}
	return joinWords(said, "and") + " " + Plural(noun), true
}

// identityKey tells whether a member's key names the item itself (its
// id, name, email or value), so the item's noun names the values.
func identityKey(k string) bool {
	switch lastWord(k) {
	case "id", "name", "email", "value", "key", "uri", "url":
		return true
	}
	return false
}

// soleMembers gives the values of a list of objects that each hold the
// same one scalar member ([{"id":"a"},{"id":"b"}] → a, b; "id").
func soleMembers(x []any) ([]string, string, bool) {
	var key string
	vals := make([]string, 0, len(x))
	for _, e := range x {
		m, ok := e.(map[string]any)
		if !ok || len(m) != 1 {
			return nil, "", false
		}
		for k, v := range m {
			if key != "" && k != key {
				return nil, "", false
			}
			key = k
			s, ok := scalarWords(v)
			if !ok {
				return nil, "", false
			}
			vals = append(vals, s)
		}
	}
	return vals, key, true
}

// itemLine says one flat object's members in words: its name apart, a
// start and an end as "from … to …", an id by what it names ("user
// PEYSGVF"), a text as what it says, a list joined ("fields name and
// title"), a limit as "up to 5", anything else as its key in words and
// the value. ok is false for nested members or long texts.
func itemLine(m map[string]any) (name, rest string, ok bool) {
	if len(m) == 0 || len(m) > 6 {
		return "", "", false
	}
	var who, parts []string // who: the ids that say whom or what the item is for, said first
	keys := sortedKeys(m)
	start, end := rangeKeys(keys)
	if start != "" {
		s, ok1 := scalarWords(m[start])
		e, ok2 := scalarWords(m[end])
		if !ok1 || !ok2 {
			return "", "", false
		}
		parts = append(parts, "from "+s+" to "+e)
	}
	for _, k := range keys {
		if k == start || k == end {
			continue
		}
		h := strings.ToLower(Humanize(k))
		switch v := m[k].(type) {
		case []any:
			if len(v) == 0 || !allScalars(v) {
				return "", "", false
			}
			items := make([]string, len(v))
			for i, e := range v {
				s, ok := scalarWords(e)
				if !ok {
					return "", "", false
				}
				items[i] = s
			}
			parts = append(parts, h+" "+joinWords(items, "and"))
		case bool:
			if v {
				parts = append(parts, h)
			} else {
				parts = append(parts, notWords(strings.Fields(h)))
			}
		default:
			if t, isText := v.(string); isText && itemTexts[h] && t != "" && utf8.RuneCountInString(t) <= 200 && !strings.ContainsAny(t, "\n\"`") {
				parts = append(parts, "saying "+quoteStr(t))
				continue
			}
			s, ok := scalarWords(v)
			if !ok {
				return "", "", false
			}
			switch {
			case (h == "name" || h == "title" || h == "label") && name == "":
				name = s
			case h == "id":
				who = append(who, "id "+s)
			case strings.HasSuffix(h, " id"):
				who = append(who, strings.TrimSuffix(h, " id")+" "+s) // user_id: "user PEYSGVF"
			case h == "email" || strings.HasSuffix(h, " email"):
				who = append(who, s)
			case h == "limit" || h == "max" || h == "max results":
				parts = append(parts, "up to "+s)
			default:
				if w, ok := memberNumberWords(h, v); ok {
					parts = append(parts, w) // "90 minutes", not "duration minutes 90"
					continue
				}
				parts = append(parts, caseKey(h)+" "+s)
			}
		}
	}
	parts = append(who, parts...)
	return name, strings.Join(parts, ", "), name != "" || len(parts) > 0
}

// itemTexts are the keys of an item's text, said as what it says
// (`saying "Nit: rename this"`), never as "body "…"".
var itemTexts = map[string]bool{"body": true, "text": true, "content": true, "message": true, "comment": true, "note": true}

// rangeKeys finds the two keys of an object that bound a range (start
// and end, from and to, min and max); "" when there are none.
func rangeKeys(keys []string) (string, string) {
	pairs := [][2]string{{"start", "end"}, {"from", "to"}, {"min", "max"}, {"begin", "end"}, {"since", "until"}, {"source", "target"}}
	for _, pr := range pairs {
		var s, e, st, et string
		for _, k := range keys {
			head, tail, _ := strings.Cut(strings.ToLower(Humanize(k)), " ")
			switch head {
			case pr[0]:
				s, st = k, tail
			case pr[1]:
				e, et = k, tail
			}
		}
		// "from key" and "to key" are one pair, as are "start" and
		// "end time"; "from stage" and "to date" are not, nor are
		// "source term" and "target term" (a translation, not a span).
		if s != "" && e != "" && (st == et && endTails[st] || timeTail(st) && timeTail(et)) {
			return s, e
		}
	}
	return "", ""
}

// endTails are the words after "from", "to" … that name the thing at
// each end of a link ("from key T5", "to stage S2").
var endTails = map[string]bool{"key": true, "id": true, "ref": true, "node": true, "stage": true, "step": true,
	"state": true, "status": true, "task": true, "station": true, "step id": true, "node id": true, "task id": true, "stage id": true}

// timeTail tells whether the word after "start", "end" … makes the key a
// time of that end ("start time", "end date").
func timeTail(t string) bool { return t == "" || t == "time" || t == "date" }

// pastedOnly tells whether a parameter takes a value people paste as
// JSON even when it is flat: a query, a filter, a pipeline, documents,
// a schema. A list of plain settings ("options", "arguments") is said
// in words.
func pastedOnly(p Param) bool {
	switch roleKind(p) {
	case role.JSON, role.Code:
		return true
	}
	for _, w := range p.lowerHumanWords() {
		switch w {
		case "filter", "query", "pipeline", "projection", "sort", "update", "document", "documents",
			"definition", "schema", "json", "payload", "body", "properties":
			return true
		}
	}
	return false
}

// membersWords says a flat object of a few named values as the values it
// sets ("setting city to Tokyo and description to "…""), never as a JSON
// block; ok is false for nested members, operators, keys that are not
// names, or texts too long for a sentence.
func (st *funcState) membersWords(p Param, x map[string]any) (argWords, bool) {
	if len(x) == 0 || len(x) > 5 || pastedOnly(p) {
		return argWords{}, false
	}
	parts := make([]string, 0, len(x))
	said := make(map[string]string, len(x))
	for _, k := range sortedKeys(x) {
		if k == "" || strings.ContainsAny(k, " \"`$.{}[]") {
			return argWords{}, false
		}
		var s string
		switch v := x[k].(type) {
		case string:
			if v == "" || utf8.RuneCountInString(v) > 240 || strings.ContainsAny(v, "\n`") {
				return argWords{}, false
			}
			s = v
			if strings.Contains(v, " ") && !strings.Contains(v, "\"") {
				s = quoteStr(v)
			}
		default:
			w, ok := scalarWords(v)
			if !ok {
				return argWords{}, false
			}
			s = w
		}
		parts = append(parts, setTo(strings.ToLower(Humanize(k)), s))
		said[k] = s
	}
	if st.data != nil && st.data.Tool.intent.Read {
		return argWords{}, false // a read's object is a filter or a shape, not values to set
	}
	if st.makesNew() {
		return argWords{text: newFieldsWords(sortedKeys(x), x, said)}, true // a new thing "with …", not "setting …"
	}
	return argWords{text: st.one("setting ", "changing ", "setting ") + joinWords(parts, "and")}, true
}

// setTo says a member set to a value: "status to shipped", but a key
// that ends on a preposition takes the value after it ("reported by
// "Noah Park"", "occurred at 4:30pm"), never "reported by to …".
func setTo(key, value string) string {
	if strings.Contains(key, " ") && prepositions[lastWord(key)] {
		return key + " " + value
	}
	return key + " to " + value
}

// enumListWords says a list of values its schema enumerates as the
// kinds they pick: states as "that are resolved or triggered", a grade
// before the key's noun ("with high or low urgency"), other kinds as
// all the things the call sends, joined with "and" before the plural
// noun ("with harsh braking and speeding events", "the eligibility and
// contacts sections"); never "with statuses resolved", "with urgencies
// low" nor "diploma or registration block" for both. ok is false for
// other lists.
func (st *funcState) enumListWords(p Param, items []string, word string) (argWords, bool) {
	var s struct {
		Items struct {
			Enum []any `json:"enum"`
		} `json:"items"`
		Unique bool `json:"uniqueItems"`
	}
	if len(items) == 0 || len(items) > 6 || json.Unmarshal(p.schema, &s) != nil || len(s.Items.Enum) < 2 {
		return argWords{}, false
	}
	if w, ok := weekdayWords(p.lowerHumanWords(), items, true); ok {
		return argWords{text: w}, true // days=[tue, mon]: "on Mondays and Tuesdays"
	}
	if w, ok := languageList(lastWord(strings.ToLower(p.Human)), items); ok {
		return argWords{text: w}, true // languages=[ko]: "in Korean"
	}
	said := make([]string, len(items))
	for i, it := range items {
		w := levelCaps(spokenEnum(it))
		if w == it && !caseCode(it) {
			w = strings.ToLower(Humanize(it)) // a code stays a code: "MRI_AGCM3_2_S" is no words
			if len(strings.Fields(w)) > 2 {
				return argWords{}, false
			}
		}
		if !slices.Contains(s.Items.Enum, any(it)) || len(strings.Fields(w)) > 7 {
			return argWords{}, false
		}
		if knownAcronyms[w] && !acronymWords[w] {
			w = strings.ToUpper(w) // channels=[sms]: "by SMS"
		}
		said[i] = w
	}
	if s.Unique {
		said = inEnumOrder(said, items, s.Items.Enum) // a set of levels: "A1, C1 and C2", as the scale runs
	}
	if a, ok := participleList(p.lowerHumanWords(), said); ok {
		return a, true
	}
	n := singular(word)
	if strings.HasSuffix(word, "statuses") {
		n = strings.TrimSuffix(word, "es") // singular("statuses") is "statuse"
	}
	switch {
	case n == "status" || n == "state":
		// after the list's noun and a comma: "the tickets, only the ones
		// with status received or awaiting parts" (was ", that are …")
		return argWords{text: st.one("only the ones with status "+joinWords(said, "or"), "only "+joinWords(said, "or")+" ones")}, true
	case n == "type" || n == "kind":
		if a, ok := st.kindsAsThings(p.lowerHumanWords(), said); ok {
			return a, true
		}
		return argWords{text: kindListWords(p.lowerHumanWords(), said)}, true
	case listVerbs[n]:
		return argWords{text: gerund(n) + " " + joinWords(said, "and")}, true // include=[history, holds]: "including history and holds"
	case prepositions[n]:
		if hw := p.lowerHumanWords(); len(hw) == 2 && isWord(hw[0]) && verbs[hw[0]] {
			return argWords{text: gerund(hw[0]) + " " + n + " " + joinWords(said, "and")}, true // alert_on=[exit]: "alerting on exit"
		}
		return argWords{}, false
	case !isWord(n):
		return argWords{}, false
	case gradeKeys[n]:
		return argWords{text: "with " + joinWords(said, "or") + " " + n}, true // a grade each thing has one of
	case byKeys[n]:
		return argWords{text: "by " + joinWords(said, "and")}, true // channels=[sms, email]: "by SMS and email"
	case strings.HasSuffix(n, "ly") || n == "current":
		return argWords{text: "with " + n + " " + joinWords(said, "and")}, true // daily=[rain_sum]: "with daily rain sum"
	}
	list := joinWords(said, "and")
	for _, w := range said {
		if strings.Contains(" "+w+" ", " "+n+" ") {
			return argWords{text: "with " + list}, true // phases=[phase4, phase1]: "with phase 4 and phase 1"
		}
	}
	if len(said) == 1 {
		return argWords{text: "with the " + list + " " + n}, true // sections=[network]: "with the network section"
	}
	return argWords{text: "with " + list + " " + Plural(n)}, true
}
