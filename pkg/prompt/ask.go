package prompt

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// This file words clarifications that ask for more than one free value:
// a flag ("Should I accept the dialog?"), a choice among a few values
// ("Which level: error, warning, info or debug?"), a pair of coordinates
// asked together, a page element with its snapshot ref, and a short list
// of records said in one reply. A single free value is asked for by
// ClarifyQuestion.

// AskShape is how the values a clarification asks for are asked.
type AskShape int

// The shapes of a clarification's values.
const (
	// AskValue is one free value (a path, a city, an id): ClarifyQuestion.
	AskValue AskShape = iota
	// AskFlag is one true/false value, asked as a yes/no question.
	AskFlag
	// AskChoice is one value of a short list of allowed values, which the
	// question offers.
	AskChoice
	// AskCoords is a latitude with its longitude, asked together.
	AskCoords
	// AskElement is one or two page elements: each snapshot ref with the
	// words naming the element when the call has them.
	AskElement
	// AskRecords is a list of one or two records (objects of a few short
	// values), said in one reply.
	AskRecords
	// AskRepo is a repository's owner with its name, asked together and
	// said as people write a repository: "acme/api".
	AskRepo
)

// ShapeOf tells how the values ps are asked for together: AskValue for
// one ordinary value; false when they cannot be asked in a question a
// person answers in a few words.
func ShapeOf(ps []Param) (AskShape, bool) {
	refs, lat, lng, owner, repo := 0, 0, 0, 0, 0
	for _, p := range ps {
		switch p.Role.Kind {
		case role.ElementRef:
			refs++
		case role.Latitude:
			lat++
		case role.Longitude:
			lng++
		case role.RepoOwner:
			owner++
		case role.RepoName, role.Repo:
			repo++
		}
	}
	switch {
	case refs > 0:
		return AskElement, refs <= 2
	case lat == 1 && lng == 1 && len(ps) == 2:
		return AskCoords, true
	case owner == 1 && repo == 1 && len(ps) == 2:
		return AskRepo, true
	case len(ps) != 1:
		return 0, false
	}
	p := ps[0]
	switch {
	case p.Type == "boolean" || p.Role.Kind == role.Boolean:
		return AskFlag, true
	case len(p.Role.Values) >= 2 && len(p.Role.Values) <= 6 && !p.Role.ValuesFromProse:
		return AskChoice, true
	case p.Type == "array" && itemsObject(p):
		return AskRecords, true
	}
	return AskValue, true
}

// itemsObject tells whether p's schema says its items are objects.
func itemsObject(p Param) bool {
	var s struct {
		Items struct {
			Type       string         `json:"type"`
			Properties map[string]any `json:"properties"`
		} `json:"items"`
	}
	_ = json.Unmarshal(p.schema, &s)
	return s.Items.Type == "object" || len(s.Items.Properties) > 0
}

// AskQuestion is the assistant's question for the values ps left out of
// a request (vals holds the values the call then takes), naming what is
// missing: a parameter's words, or the choices it offers. A request
// speaking of several things ("I have to delete keys.") is asked which
// ones ("Which keys?"). "" when no question names them.
func AskQuestion(rng *rand.Rand, ps []Param, vals map[string]any, request string) string {
	shape, ok := ShapeOf(ps)
	if !ok || slices.ContainsFunc(ps, BareKey) {
		return ""
	}
	switch shape {
	case AskFlag:
		return flagQuestion(ps[0])
	case AskChoice:
		return choiceQuestion(rng, ps[0])
	case AskCoords:
		return pickOne(rng, "Sure. Which coordinates? I'll need the latitude and longitude.",
			"Happy to. What are the latitude and longitude?")
	case AskElement:
		if len(ps) == 1 && namesElement(vals, request) {
			// "Click the Email field." — the person named it; its ref
			// is what is missing.
			return pickOne(rng, "Sure. What's its ref in the page snapshot?", "Happy to. Which ref does it have in the page snapshot?")
		}
		return elementQuestion(rng, ps)
	case AskRecords:
		return recordsQuestion(rng, ps[0], vals[ps[0].Name])
	case AskRepo:
		return pickOne(rng, "Sure. Which repo is it? I'll need the owner too.", "Which repository is that? Owner and name, please.",
			"Happy to. In which repo? Give me the owner as well.")
	}
	p := ps[0]
	switch {
	case p.Role.Kind == role.Query:
		return pickOne(rng, "Sure. What should I search for?", "Happy to. What are you looking for?", "Sure, what should I look up?")
	case p.Role.Kind == role.Duration && p.Role.Unit != "" && p.Type != "string":
		return pickOne(rng, "Sure. For how long, in "+p.Role.Unit+"?", "How long should that be, in "+p.Role.Unit+"?")
	case p.Role.Kind == role.Text && p.Role.Short:
		// Text found or waited for on a page, not a message written.
		return descQuestion(p)
	}
	if q := descAsk(rng, p); q != "" {
		return q // "What name should I give the screenshot?"
	}
	if strings.EqualFold(strings.Trim(p.Name, "_-"), "name") && !makesNew(request) {
		// The name of a thing that exists (the deployment to scale, the
		// pod whose log to read): which one, not "What name should I
		// give it?".
		return pickOne(rng, "Sure. Which one? I'll need its name.", "Which one do you mean? What's its name?", "Happy to. What's the name?")
	}
	if n := thingNoun(p); n != "" && !strings.Contains(n, " ") && saysWord(request, Plural(n)) {
		{
			if q := "Sure. Which " + Plural(n) + "?"; namesParam(q, p.Name) {
				return q
			}
		}
	}
	return ClarifyQuestion(rng, p)
}

// flagQuestion asks whether to do what a flag turns on, in its
// description's words ("Whether to accept the dialog." → "Should I accept
// the dialog?"), or its name's when it is a verb phrase ("notify
// attendees"); "" when neither says it.
func flagQuestion(p Param) string {
	d := strings.TrimSpace(p.Description)
	if i := strings.IndexAny(d, ".(;"); i > 0 {
		d = d[:i]
	}
	d = strings.TrimSuffix(strings.TrimSpace(d), ", etc")
	l := strings.ToLower(d)
	var act string
	for _, lead := range []string{"whether to ", "whether or not to ", "if true, ", "set to true to ", "true to "} {
		if strings.HasPrefix(l, lead) {
			act = lcFirst(d[len(lead):])
			break
		}
	}
	if act == "" {
		w := strings.Fields(strings.ToLower(splitCamel(p.Name)))
		if len(w) > 0 && askFlagVerbs[w[0]] {
			act = strings.Join(w, " ")
		}
	}
	if act == "" || len(strings.Fields(act)) > 12 {
		return ""
	}
	if q := "Should I " + act + "?"; namesParam(q, p.Name) {
		return q
	}
	return ""
}

// askFlagVerbs are verbs a flag's name can open with ("notify_attendees",
// "include_image"), which make it a question by themselves.
var askFlagVerbs = map[string]bool{"accept": true, "include": true, "notify": true, "send": true, "submit": true, "overwrite": true,
	"force": true, "archive": true, "delete": true, "keep": true, "save": true, "show": true, "use": true, "allow": true,
	"enable": true, "disable": true, "skip": true, "follow": true, "recurse": true, "append": true, "replace": true}

// choiceQuestion offers the allowed values of p in words ("Which level:
// error, warning, info or debug?"): an API's constants are said as a
// person says them ("REQUEST_CHANGES" is "request changes"), and the
// values of an action ("The review action to perform") as what to do
// ("Should I approve, request changes or comment?").
func choiceQuestion(rng *rand.Rand, p Param) string {
	words := make([]string, len(p.Role.Values))
	for i, v := range p.Role.Values {
		words[i] = ChoiceWords(v)
	}
	opts := orList(words)
	switch {
	case ActionParam(p):
		return pickOne(rng, "Sure. What should I do: "+opts+"?", "Happy to. Which one: "+opts+"?")
	case actionChoice(p):
		return pickOne(rng, "Sure. Should I "+opts+"?", "Happy to. Do you want me to "+opts+"?")
	}
	noun := paramNoun(p)
	if v := actorVerb(noun); v != "" {
		return pickOne(rng, "Sure. Who "+v+" it: "+opts+"?", "Who "+v+" it: "+opts+"?") // not "Which cancelled by: …?"
	}
	if v := viaVerb(noun); v != "" {
		return pickOne(rng, "Sure. How should I "+v+" it: "+opts+"?", "How should I "+v+" it: "+opts+"?") // not "Which deliver via: …?"
	}
	if v := byVerb(noun); v != "" {
		return pickOne(rng, "Sure. How should I "+v+" it: "+opts+"?", "How should I "+v+" it: "+opts+"?") // not "Which send by: …?"
	}
	return pickOne(rng, "Sure. Which "+noun+": "+opts+"?", "Which "+noun+" do you want: "+opts+"?")
}

// actionChoice tells whether p's values are actions its description
// says are performed ("The review action to perform"), each a verb
// phrase a question can offer ("Should I approve or comment?").
func actionChoice(p Param) bool {
	d := strings.ToLower(p.Description)
	if !strings.Contains(d, "action") && !strings.Contains(d, "operation") {
		return false
	}
	for _, v := range p.Role.Values {
		if w := strings.Fields(ChoiceWords(v)); len(w) == 0 || strings.HasSuffix(w[0], "s") || strings.HasSuffix(w[0], "ing") {
			return false // a noun ("comments"), not a verb
		}
	}
	return true
}

// ChoiceWords says an allowed value as a person says it: a constant's
// words apart and in lower case ("REQUEST_CHANGES" and "requestChanges"
// are "request changes", "response-body" is "response body"); a short
// acronym ("HQ"), a name ("New York"), a code with capitals and digits
// ("ANN-1": a question offering "ann 1, ann 2 or ann 3" offers no code
// the person knows) or a plain word as it is.
func ChoiceWords(v string) string {
	if !strings.ContainsAny(v, "_-") && !camelInside(v) && !(len(v) > 3 && strings.ToUpper(v) == v) || caseCode(v) {
		return v // a code as written: "ANN-1, ANN-2 or ANN-3", never "ann 1, ann 2 or ann 3"
	}
	out := strings.ToLower(strings.Join(strings.Fields(splitCamel(v)), " "))
	if strings.TrimSpace(out) == "" {
		return v
	}
	return out
}

// camelInside tells whether v changes from a lower-case letter to an
// upper-case one inside it ("queryPlanner").
func camelInside(v string) bool {
	for i := 1; i < len(v); i++ {
		if v[i] >= 'A' && v[i] <= 'Z' && v[i-1] >= 'a' && v[i-1] <= 'z' {
			return true
		}
	}
	return false
}

// orList joins items as a person offers choices: "a or b", "a, b or c".
func orList(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}

// elementQuestion asks for the page elements of ps by their snapshot
// refs: one element, or where a drag starts and ends.
func elementQuestion(rng *rand.Rand, ps []Param) string {
	refs := 0
	for _, p := range ps {
		if p.Role.Kind == role.ElementRef {
			refs++
		}
	}
	if refs == 2 {
		return pickOne(rng, "Sure. What are the start and end targets? Their element refs from the page snapshot, please.",
			"Happy to. Which elements are the start and end targets? I'll need their refs from the page snapshot.")
	}
	return pickOne(rng, "Sure. Which element? I'll need its ref from the page snapshot.",
		"Which element do you mean? Give me its ref from the snapshot, please.",
		"Happy to. Which element is it? Its ref from the page snapshot, please.")
}

// recordsQuestion asks for a list of records by the words of their
// fields ("Which observations? I'll need the entity name and the
// contents."); a relation by what it links; coordinates as a place's
// latitude and longitude.
func recordsQuestion(rng *rand.Rand, p Param, v any) string {
	keys := recordKeys(v)
	if len(keys) == 0 {
		return ""
	}
	if coordKeys(keys) {
		return pickOne(rng, "Sure. Which location? I'll need its latitude and longitude.",
			"Happy to. What are the latitude and longitude of the location?")
	}
	which := pickOne(rng, "Sure. Which ", "Happy to. Which ") + strings.ToLower(Humanize(p.Name)) + "? "
	if linksTwo(keys) {
		var other string
		for _, k := range keys {
			if k != "from" && k != "to" {
				other = strings.ToLower(Humanize(k))
			}
		}
		q := which + "Tell me what each one links"
		if other != "" {
			q += ", and the " + other
		}
		return q + "."
	}
	var nouns []string
	for _, k := range keys {
		nouns = append(nouns, "the "+keyAsked(k))
	}
	return which + "I'll need " + andList(nouns) + "."
}

// linksTwo tells whether record keys hold a "from" and a "to": a relation
// between two things.
func linksTwo(keys []string) bool {
	from, to := false, false
	for _, k := range keys {
		from, to = from || k == "from", to || k == "to"
	}
	return from && to
}

// nameFirst orders record keys as a person says a record: its name first
// ("entityName", "name", "from"), a relation's "to" last, lists after
// single values.
func nameFirst(keys []string) {
	rank := func(k string) int {
		l := strings.ToLower(k)
		switch {
		case l == "from" || strings.HasSuffix(l, "name"):
			return 0
		case l == "to":
			return 3
		}
		return 1
	}
	sort.SliceStable(keys, func(i, j int) bool { return rank(keys[i]) < rank(keys[j]) })
}

// recordKeys are the keys of the records of list v, in the first
// record's key order (sorted), when every record holds at most three
// short values (a string, a number, or up to three strings); nil
// otherwise.
func recordKeys(v any) []string {
	l, ok := v.([]any)
	if !ok || len(l) == 0 || len(l) > 2 {
		return nil
	}
	var keys []string
	for i, e := range l {
		m, ok := e.(map[string]any)
		if !ok || len(m) == 0 || len(m) > 3 {
			return nil
		}
		if i == 0 {
			for k := range m {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			nameFirst(keys)
		}
		for _, x := range m {
			if !shortValue(x) {
				return nil
			}
		}
	}
	return keys
}

// shortValue: a one-line string or number, or up to three of them.
func shortValue(v any) bool {
	if l, ok := v.([]any); ok {
		if len(l) == 0 || len(l) > 3 {
			return false
		}
		for _, e := range l {
			if !shortValue(e) {
				return false
			}
		}
		return true
	}
	s := fmt.Sprint(v)
	switch v.(type) {
	case string:
		return s != "" && len(s) <= 80 && !strings.ContainsRune(s, '\n')
	case bool, map[string]any, nil:
		return false
	}
	return len(s) <= 24
}

// coordKeys tells whether keys are a latitude and a longitude.
func coordKeys(keys []string) bool {
	if len(keys) != 2 {
		return false
	}
	a, b := strings.ToLower(keys[0]), strings.ToLower(keys[1])
	return (strings.HasPrefix(a, "lat") && strings.HasPrefix(b, "l") && strings.Contains(b, "ng")) ||
		(strings.HasPrefix(b, "lat") && strings.HasPrefix(a, "l") && strings.Contains(a, "ng"))
}

// AskReply is the user's reply to question, giving the values of ps
// (vals holds the call's values) as a person does: "Yes, please.", "Just
// the errors: error.", "38.72, -9.14", "The Checkout button, e21.".
func AskReply(rng *rand.Rand, ps []Param, vals map[string]any, question string) string {
	shape, _ := ShapeOf(ps)
	switch shape {
	case AskFlag:
		if b, _ := vals[ps[0].Name].(bool); b {
			return pickOne(rng, "Yes, please.", "Yes.", "Yes, go ahead.")
		}
		return pickOne(rng, "No.", "No, don't.", "No, thanks.")
	case AskChoice:
		v := ChoiceWords(fmt.Sprint(vals[ps[0].Name]))
		return pickOne(rng, ucFirst(v)+", please.", ucFirst(v)+".", "Just "+v+".")
	case AskCoords:
		lat, lng := coordsOf(ps, vals)
		return pickOne(rng, lat+", "+lng, "Latitude "+lat+", longitude "+lng+".", lat+", "+lng+", please.")
	case AskElement:
		return elementReply(rng, ps, vals)
	case AskRecords:
		return recordsReply(vals[ps[0].Name])
	case AskRepo:
		r := repoOf(ps, vals)
		return pickOne(rng, r, "It's "+r+".")
	}
	if p := ps[0]; p.Role.Kind == role.Duration && strings.HasPrefix(question, "Sure. For how long") || strings.HasPrefix(question, "How long should that be") {
		return fmt.Sprint(vals[p.Name]) // the unit is in the question
	}
	return ClarifyAnswer(rng, ps[0], vals[ps[0].Name], question)
}

// repoOf says the owner and name of ps in vals as "owner/name".
func repoOf(ps []Param, vals map[string]any) string {
	var owner, name string
	for _, p := range ps {
		if p.Role.Kind == role.RepoOwner {
			owner = fmt.Sprint(vals[p.Name])
		} else {
			name = fmt.Sprint(vals[p.Name])
		}
	}
	return owner + "/" + name
}

// coordsOf returns the latitude and longitude of ps in vals, as text.
func coordsOf(ps []Param, vals map[string]any) (lat, lng string) {
	for _, p := range ps {
		if p.Role.Kind == role.Latitude {
			lat = fmt.Sprint(vals[p.Name])
		} else {
			lng = fmt.Sprint(vals[p.Name])
		}
	}
	return lat, lng
}

// elementReply names each element of ps: its words and its ref ("The
// Checkout button, e21."), or the ref alone; a drag's two from and to.
func elementReply(rng *rand.Rand, ps []Param, vals map[string]any) string {
	var refs, descs []Param
	for _, p := range ps {
		if p.Role.Kind == role.ElementRef {
			refs = append(refs, p)
		} else {
			descs = append(descs, p)
		}
	}
	one := func(ref Param) string {
		r := fmt.Sprint(vals[ref.Name])
		for _, d := range descs {
			if pairedRef(d.Name, ref.Name, len(refs)) {
				return "the " + fmt.Sprint(vals[d.Name]) + " (" + r + ")"
			}
		}
		return r
	}
	if len(refs) == 2 {
		return "From " + one(refs[0]) + " to " + one(refs[1]) + "."
	}
	s := one(refs[0])
	if len(descs) == 0 {
		return s
	}
	if rng.IntN(2) == 0 {
		d := fmt.Sprint(vals[descs[0].Name])
		return "The " + d + ", " + fmt.Sprint(vals[refs[0].Name]) + "."
	}
	return ucFirst(s) + "."
}

// pairedRef tells whether the element words desc name the element of ref:
// the only ones, or those of the same side ("startElement" of
// "startTarget").
func pairedRef(desc, ref string, refs int) bool {
	if refs == 1 {
		return true
	}
	d := strings.Fields(strings.ToLower(splitCamel(desc)))
	r := strings.Fields(strings.ToLower(splitCamel(ref)))
	return len(d) > 1 && len(r) > 1 && d[0] == r[0]
}

// recordsReply says the records of list v, each its values joined: "Ana
// Costa: prefers morning meetings", two records with "and".
func recordsReply(v any) string {
	keys := recordKeys(v)
	l, _ := v.([]any)
	if coordKeys(keys) {
		var parts []string
		for _, e := range l {
			m := e.(map[string]any)
			lat, lng := m[keys[0]], m[keys[1]]
			if !strings.HasPrefix(strings.ToLower(keys[0]), "lat") {
				lat, lng = lng, lat
			}
			parts = append(parts, fmt.Sprint(lat)+", "+fmt.Sprint(lng))
		}
		return strings.Join(parts, " and ")
	}
	var parts []string
	for _, e := range l {
		m := e.(map[string]any)
		var said []string
		for _, k := range keys {
			x := m[k]
			if xl, ok := x.([]any); ok {
				var items []string
				for _, i := range xl {
					items = append(items, fmt.Sprint(i))
				}
				said = append(said, andList(items))
				continue
			}
			said = append(said, fmt.Sprint(x))
		}
		switch {
		case linksTwo(keys):
			parts = append(parts, strings.Join(said, " "))
		case len(said) > 1:
			parts = append(parts, recordValues(keys, said))
		default:
			if _, u := recordKeyUnit(keys[0]); u != "" {
				said[0] += " " + u // "6 grams"
			}
			parts = append(parts, said[0])
		}
	}
	return strings.Join(parts, "; ") + "."
}

// saysWord tells whether text says w as a word of its own (case aside).
func saysWord(text, w string) bool {
	l, w := strings.ToLower(text), strings.ToLower(w)
	for i := 0; ; {
		j := strings.Index(l[i:], w)
		if j < 0 {
			return false
		}
		j += i
		if wordEdge(l, j-1) && wordEdge(l, j+len(w)) {
			return true
		}
		i = j + 1
	}
}

// descQuestion asks for p in its description's words: "The text to wait
// for" gives "What text should I wait for?"; "" when the description is
// not of that shape or the question would not name p.
func descQuestion(p Param) string {
	d := strings.TrimSpace(p.Description)
	if i := strings.IndexAny(d, ".(;,"); i > 0 {
		d = d[:i]
	}
	l := strings.ToLower(strings.TrimSpace(d))
	for _, a := range []string{"the ", "a ", "an "} {
		l = strings.TrimPrefix(l, a)
	}
	noun, rest, ok := strings.Cut(l, " to ")
	if !ok || len(strings.Fields(noun)) > 3 || len(strings.Fields(rest)) > 10 || rest == "" {
		return ""
	}
	if q := "What " + noun + " should I " + rest + "?"; namesParam(q, p.Name) {
		return q
	}
	return ""
}

// AskRequest words a clarification's request, made from a tool's
// description, as a person says it: "one meeting room" (the
// description's "Get one meeting room by its id") becomes "a meeting
// room", said of a thing not yet named; "one or multiple files" becomes
// "some files"; a pattern is not somewhere ("Where is "*.py"?"): files
// match it.
func AskRequest(text, desc string) string {
	text = globAsked(text) // "Where is "*.py"?" asks which files match it
	for _, o := range []string{"one or multiple ", "one or more ", "One or multiple ", "One or more "} {
		some := "some "
		if o[0] == 'O' {
			some = "Some "
		}
		text = strings.ReplaceAll(text, o, some) // "upload one or multiple files": "upload some files"
	}
	d := " " + strings.ToLower(desc)
	for from := 0; ; {
		i := strings.Index(strings.ToLower(text[from:]), "one ")
		if i < 0 {
			return text
		}
		i += from
		from = i + 4
		if !wordEdge(text, i-1) || quotedAt(text, i) {
			continue
		}
		next := strings.Fields(text[i+4:])
		if len(next) == 0 {
			return text
		}
		n := strings.Trim(next[0], ".,?!")
		if n == "" || !strings.Contains(d, " one "+strings.ToLower(n)) {
			continue
		}
		a := strings.Fields(article(n))[0]
		if text[i] == 'O' {
			a = ucFirst(a)
		}
		if b := strings.ToLower(text[:i]); strings.HasSuffix(b, "the ") || strings.HasSuffix(b, "that ") || strings.HasSuffix(b, "this ") {
			// "the one meeting room": "the meeting room", never "the a".
			text = text[:i] + text[i+4:]
			from = i
			continue
		}
		text = text[:i] + a + text[i+3:]
		from = i + len(a)
	}
}

// HasDefault tells whether p's schema gives a default: a request without
// p is complete (the default applies), so nothing is missing to ask for.
func (p Param) HasDefault() bool {
	var sc struct {
		Default json.RawMessage `json:"default"`
	}
	return json.Unmarshal(p.schema, &sc) == nil && len(sc.Default) > 0
}

// ActionParam tells whether p names the action a tool performs
// ("action", "operation"): a request leaving it out asks for the tool's
// job as a whole ("Can you manage the tabs?").
func ActionParam(p Param) bool {
	switch strings.ToLower(strings.Trim(p.Name, "_-")) {
	case "action", "operation", "op", "method", "command", "mode":
		return true
	}
	return false
}

// TitleRequest words a request for a tool's job as a whole from its
// title ("Manage tabs" → "Can you manage tabs for me?"), for a
// clarification that asks which action to perform; "" when the title
// is not a short phrase opening with a verb.
func TitleRequest(rng *rand.Rand, title string) string {
	f := strings.Fields(title)
	if len(f) < 2 || len(f) > 5 || strings.ContainsAny(title, "().:") {
		return ""
	}
	w := strings.ToLower(f[0])
	if strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ing") || strings.HasSuffix(w, "ion") {
		return "" // "Tabs manager", "Listing …": not a verb
	}
	act := lcFirst(title)
	return pickOne(rng, "Can you "+act+" for me?", "I need you to "+act+".", "Could you help me "+act+"?")
}

// namesElement tells whether request says the words naming a page
// element, the value of an "element" parameter of vals.
func namesElement(vals map[string]any, request string) bool {
	for k, v := range vals {
		if s, ok := v.(string); ok && s != "" && strings.Contains(strings.ToLower(k), "element") && strings.Contains(request, s) {
			return true
		}
	}
	return false
}

// RefRequest words a request about one thing the person has in mind but
// does not identify, for a clarification that asks which one: the
// tool's action said of "a" thing ("Can you help me delete a comment?",
// "Could you get the children of a block for me?", "I need you to list
// all databases for a connection."), never "that" one with nothing
// before it to point back at; of a new one for an action making it
// ("Could you create a new repository for me?"), or the search itself
// for a search ("I'd like to search for places."). The assistant asks
// which one. A list value of one item is pointed at as one thing. "" when
// the tool's action or p's noun is not known well enough to say.
func RefRequest(rng *rand.Rand, b *Binding, p Param, value any) string {
	in := b.data.intent
	verb, obj := strings.TrimSpace(in.Verb), strings.TrimSpace(in.Object)
	if !in.OK || in.Fixed || verb == "" || obj == "" {
		return ""
	}
	whole := obj
	for _, cut := range []string{" and ", ", ", " by ", " with "} {
		if i := strings.Index(obj, cut); i > 0 {
			obj = obj[:i] // "a file and return it": "a file"
		}
	}
	var phrase string
	switch {
	case p.Role.Kind == role.Query:
		if !strings.Contains(verb+" "+obj, "search") {
			return ""
		}
		if t := findRequest(rng, verb, whole); t != "" {
			return t
		}
		phrase = verb + " " + obj
		if i := strings.Index(whole, " and "); i > 0 && !strings.ContainsAny(whole, ",") && len(strings.Fields(whole)) <= 5 {
			// "search for issues and pull requests": what the query may
			// find is both, not the first alone.
			phrase = verb + " " + whole
		}
	case creatingVerb(verb) && (strings.HasPrefix(obj, "a ") || strings.HasPrefix(obj, "an ")):
		if f := strings.Fields(obj); f[1] != "new" {
			// A thing that does not exist yet: "create a new
			// repository", whose name the assistant then asks.
			obj = "a new " + strings.Join(f[1:], " ")
		}
		phrase = verb + " " + obj
	case pointable(p) || namesThings(p):
		n := refNoun(p)
		if f := strings.Fields(obj); n == "" && namesThings(p) && len(f) == 1 && isLowerWord(f[0]) {
			n = singular(f[0]) // names of "nodes": "open those nodes"
		}
		if p.Role.Kind == role.URL {
			n = "page" // "go to that page": its URL is what is asked for
		}
		if n == "" {
			return ""
		}
		l, _ := value.([]any)
		o := refObject(verb, obj, n, len(l) > 1)
		if l := strings.ToLower(obj); p.Role.Kind == role.URL && (l == "a url" || l == "the url" || l == "a page" || l == "a web page") {
			o = "that page" // "navigate to a URL": "navigate to that page"
		}
		if o == "" {
			return ""
		}
		phrase = verb + " " + unpointed(o)
		if f := strings.Fields(verb); len(f) == 1 && !creatingVerb(verb) {
			if t := oneThingRequest(rng, verb, unpointed(o)); t != "" {
				return t
			}
			if strings.Contains(o, " that ") && saysWord(obj, n) && rng.IntN(3) > 0 {
				// "list all files in that folder": the person speaks of
				// the folder as one they take as known ("Can you list
				// all files in the folder?"), not "help me list all
				// files in a folder", a request staged to be asked back.
				the := verb + " " + strings.Replace(o, " that ", " the ", 1)
				return pickOne(rng, "Can you "+the+"?", "Could you "+the+" for me?", ucFirst(the)+", please.")
			}
		}
	default:
		return ""
	}
	return pickOne(rng, "Can you help me "+phrase+"?", "Could you "+phrase+" for me?", "I'd like to "+phrase+".", "I need you to "+phrase+".")
}

// findRequest words a search left open as people start one, by what
// they are after rather than the tool's words ("search for issues and
// pull requests across GitHub repositories"): "I need to find some
// issues.", "Can you help me find some places?"; "" when the action is
// not "search for" plain things.
func findRequest(rng *rand.Rand, verb, obj string) string {
	things, ok := strings.CutPrefix(obj, "for ")
	if verb == "search for" {
		things, ok = obj, true
	}
	if !strings.HasPrefix(verb, "search") || !ok {
		return ""
	}
	for _, cut := range []string{", ", " across ", " in ", " on ", " using ", " by ", " with "} {
		if i := strings.Index(things, cut); i > 0 {
			things = things[:i]
		}
	}
	// What the search may find is all of it, said as one looks for
	// either: "issues or pull requests".
	things = strings.Replace(things, " and ", " or ", 1)
	f := strings.Fields(things)
	if len(f) == 0 || len(f) > 5 || !isLowerWord(f[len(f)-1]) || refDets[f[0]] {
		return ""
	}
	return pickOne(rng, "I need to find some "+things+".", "Can you help me find some "+things+"?", "Could you run a search for me? I'm looking for some "+things+".")
}

// fetchVerbs are an API's words for reading one thing ("get a calendar
// event"), which a person says as looking it up.
var fetchVerbs = map[string]bool{"get": true, "fetch": true, "retrieve": true}

// oneThingRequest words a request about one thing the person has in mind
// (o, "a meeting room") as people ask about a thing they take as known
// between them, which the assistant then asks them to say: "Can you pull
// up the meeting room for me?", "Could you delete the branch?" (not an
// API's "get a meeting room", nor a stock "There's a meeting room I'd
// like to see. Can you pull it up?"); "" when o is not a short phrase of
// one thing ("all databases for a connection"), which the plain forms
// say.
func oneThingRequest(rng *rand.Rand, verb, o string) string {
	if !(strings.HasPrefix(o, "a ") || strings.HasPrefix(o, "an ")) || len(strings.Fields(o)) > 4 || strings.ContainsAny(o, ",;:") {
		return ""
	}
	the := "the " + o[strings.IndexByte(o, ' ')+1:]
	if fetchVerbs[verb] {
		return pickOne(rng, "Can you pull up "+the+" for me?", "Could you check "+the+"?", "Can you take a look at "+the+"?")
	}
	return pickOne(rng, "Can you "+verb+" "+the+"?", "Could you "+verb+" "+the+" for me?", ucFirst(verb)+" "+the+", please.")
}

// unpointed says a phrase pointing at one thing ("that block", "the
// children of those nodes") of a thing not yet named ("a block", "the
// children of some nodes"): opening a conversation, "that block" points
// back at nothing, where "a block" leaves the assistant to ask which.
func unpointed(o string) string {
	w := strings.Fields(o)
	for i := 0; i+1 < len(w); i++ {
		switch w[i] {
		case "that":
			w[i] = strings.Fields(article(w[i+1]))[0]
			return strings.Join(w, " ")
		case "those":
			w[i] = "some"
			return strings.Join(w, " ")
		}
	}
	return o
}

// pointable tells whether a value of p names a thing a person can point
// at without saying it ("that page", "that folder", "that channel"): an
// id, a path, a page's address, a key, a channel, a repository; not
// words they write (a message, a title, code) nor a selector.
func pointable(p Param) bool {
	if p.Role.ID != "" {
		return true
	}
	switch p.Role.Kind {
	case role.ID, role.CommitSHA, role.FilePath, role.FileName, role.DirPath, role.URL, role.Key, role.Channel, role.Username,
		role.Database, role.Collection, role.Repo, role.RepoName, role.Branch, role.Address:
		return true
	}
	return false
}

// namesThings tells whether p holds the names of the things a call works
// on ("names", "entityNames"): a person points at them ("those
// entities") and gives their names when asked.
func namesThings(p Param) bool {
	w := strings.Fields(strings.ToLower(splitCamel(p.Name)))
	return len(w) > 0 && (w[len(w)-1] == "name" || w[len(w)-1] == "names") && p.Role.Kind != role.Title
}

// creatingVerb tells whether verb makes something new: the thing has no
// id yet, so the request speaks of "a new" one.
func creatingVerb(verb string) bool {
	switch strings.Fields(verb)[0] {
	case "create", "make", "add", "open", "start", "spin":
		return true
	}
	return false
}

// makesNew tells whether request asks to make something new (a word of
// it is a verb that creates, or "new"): a name asked for then is the
// name to give it.
func makesNew(request string) bool {
	for w := range strings.FieldsSeq(strings.ToLower(request)) {
		w = strings.Trim(w, ".,;:?!\"'")
		switch w {
		case "new", "create", "make", "add", "set", "setup", "creating", "making", "adding", "spin", "name", "call", "called", "named",
			"register", "registering", "enroll", "enrolling": // "register a dog": a new one, never "Which one do you mean?"
			return true
		}
	}
	return false
}

// refNoun is what a person calls the one thing p names when pointing at
// it ("comment", "data source", "folder"); "" when p's noun says nothing
// (an "id", a "name", a "target", a letter).
func refNoun(p Param) string {
	n := strings.ToLower(thingNoun(p))
	f := strings.Fields(n)
	if len(f) == 0 || len(f) > 2 || len(n) < 3 {
		return ""
	}
	if len(f) == 2 && (f[1] == "name" || f[1] == "names") {
		return f[0] // "entity name": the entity
	}
	switch f[len(f)-1] {
	case "id", "ids", "name", "names", "target", "value", "input", "query", "item", "object", "resource", "index", "ref", "ts":
		return ""
	}
	return n
}

// listVerb tells whether verb lists or searches things: said of several
// ("list the files"), its object is not the one thing a value names.
func listVerb(verb string) bool {
	switch strings.Fields(verb)[0] {
	case "list", "search", "find", "count", "show", "browse":
		return true
	}
	return false
}

// refDets are the words opening a noun phrase, replaced by "that" when
// the phrase points at one thing.
var refDets = map[string]bool{"a": true, "an": true, "one": true, "the": true, "all": true, "some": true, "multiple": true,
	"several": true, "my": true, "your": true, "any": true}

// refObject says obj, the object of a tool's action verb, of the one thing
// noun names that the person has in mind: "a calendar event" becomes
// "that calendar event", "block children" "the children of that block",
// "recent messages" "recent messages in that channel"; several things
// ("those files") when plural. "" when obj is not a plain noun phrase.
func refObject(verb, obj, noun string, plural bool) string {
	det, form := "that", noun
	if plural {
		det, form = "those", Plural(noun)
	}
	words := strings.Fields(obj)
	for len(words) > 1 && strings.HasSuffix(words[len(words)-1], "ly") {
		words = words[:len(words)-1] // "files simultaneously": "files"
	}
	nw := strings.Fields(noun)
	for i := 0; i+len(nw) <= len(words); i++ {
		match := true
		for k, w := range nw {
			x := strings.ToLower(strings.Trim(words[i+k], ".,;:"))
			if x != w && !(k == len(nw)-1 && x == Plural(w)) {
				match = false
				break
			}
		}
		if !match {
			continue
		}
		j := i + len(nw)
		if !plural && strings.ToLower(strings.Trim(words[j-1], ".,;:")) != nw[len(nw)-1] && listVerb(verb) {
			return "" // "list the files" is not said of one file
		}
		start := i
		for k := i - 1; k >= 0 && k >= i-3; k-- {
			if refDets[strings.ToLower(words[k])] {
				start = k
				break
			}
		}
		mods := words[min(start+1, i):i]
		if start == i {
			mods = nil
		}
		np := strings.Join(append(append([]string{det}, mods...), form), " ")
		after := words[j:]
		switch {
		case len(after) == 0:
			return strings.Join(append(append([]string{}, words[:start]...), np), " ")
		case len(after) == 1 && start == i && i == 0:
			// "block children": "the children of that block".
			return "the " + after[0] + " of " + np
		}
		return ""
	}
	for _, w := range words {
		if !isLowerWord(strings.Trim(w, ".,")) {
			return "" // a name or code in the object ("mongod events"): said as it is, it may not fit
		}
	}
	prep := "for"
	switch noun {
	case "folder", "directory", "channel", "repo", "repository", "database", "collection", "thread":
		prep = "in"
	}
	return obj + " " + prep + " " + det + " " + form
}

// RefQuestion is the assistant's question after a request pointing at a
// thing without identifying it (RefRequest): which one, and what to give
// to say it, as people ask for an id ("Sure — which comment? I'll need
// its id (or a link to it)."); for a new thing, what it should be
// ("Sure. What should its name be?"). Other values are asked for as
// AskQuestion asks. The question names p's words, as a clarification
// must; "" when none does.
func RefQuestion(rng *rand.Rand, p Param, vals map[string]any, request string, creating bool) string {
	words := strings.Fields(strings.ToLower(splitCamel(p.Name)))
	if len(words) == 0 || BareKey(p) {
		return ""
	}
	tail := words[len(words)-1]
	if creating {
		for _, q := range []string{"Sure. What should its " + tail + " be?", "Happy to. What " + tail + " should it have?"} {
			if namesParam(q, p.Name) {
				return pickOne(rng, q)
			}
		}
		return ""
	}
	n := refNoun(p)
	if n == "" && namesThings(p) {
		l := strings.ToLower(request)
		for _, det := range []string{" those ", " that ", " some "} {
			if _, after, ok := strings.Cut(l, det); ok && n == "" {
				if f := strings.Fields(after); len(f) > 0 {
					n = singular(strings.Trim(f[0], ".?!,")) // "Can you open those nodes?": node
				}
			}
		}
	}
	if namesThings(p) && n != "" {
		q := "Sure — which " + n + "? I'll need its name."
		if l, _ := vals[p.Name].([]any); len(l) > 1 {
			q = pickOne(rng, "Sure — which "+Plural(n)+"? I'll need each "+n+"'s name.", "Which "+Plural(n)+" do you mean? Give me the "+n+" names.")
		}
		if namesParam(q, p.Name) {
			return q
		}
	}
	idish := p.Role.Kind == role.ID || p.Role.ID != "" || p.Role.Kind == role.CommitSHA
	if n == "" || !idish {
		return AskQuestion(rng, []Param{p}, vals, request)
	}
	what := map[string]string{"sha": "SHA", "uuid": "UUID", "url": "URL", "ids": "ids"}[tail]
	if what == "" {
		what = tail
	}
	if spelledID(tail) || placeholderKey(tail) || n != tail && role.IDKeyHead(tail) != "" {
		what = "id" // "tag_gid": "Which tag? I'll need its id."; "arg0": never "its arg0"; "tid": never "its tid"
	}
	if whole, ok := cutShortWords[tail]; ok && len(words) > 1 {
		what = whole // "batch_no": "What's its number?"
	}
	its, link := "its", " (or a link to it)"
	if personNouns[n] || roleNouns[n] || n == "owner" || n == "author" {
		// A person by the part they play (a student, a patient):
		// "Which student? I'll need their id.", never "its id".
		its, link = "their", ""
	}
	if tail != "id" && tail != "uuid" {
		link = ""
	}
	qs := []string{
		"Sure — which " + n + "? I'll need " + its + " " + what + link + ".",
		"Happy to. Which " + n + " do you mean? What's " + its + " " + what + "?",
		"Which " + n + " is that? I don't have " + its + " " + what + ".",
	}
	if n == tail || strings.HasSuffix(n, " "+tail) {
		// The name is the thing itself ("post", "controller serial"):
		// which one is asked, not "its post" or "its serial".
		qs = sameThingQuestions(n)
	}
	l, isList := vals[p.Name].([]any)
	if many := pluralTailQuestions(n, tail, what, isList && len(l) == 1); many != nil {
		qs = many
	}
	var named []string
	for _, q := range qs {
		if namesParam(q, p.Name) {
			named = append(named, q)
		}
	}
	if len(named) == 0 {
		return ""
	}
	return named[rng.IntN(len(named))]
}

// dummyIt are the words around an "it" that means no thing ("is it
// possible", "would it be", "if it's").
var dummyIt = map[string]bool{"is": true, "was": true, "would": true, "will": true, "could": true, "does": true, "can": true,
	"be": true, "if": true, "when": true, "possible": true, "okay": true, "ok": true, "seems": true, "looks": true, "make": true}

// PointAt says in text, a request worded without p's value, the thing
// the value names where the request calls it "it" with nothing before it
// to refer to: "Could you read it (the first 250 lines)?" becomes "Could
// you read that file (the first 250 lines)?". text itself when p names
// no thing a person points at or the request has no such "it".
func PointAt(text string, p Param) string {
	n := refNoun(p)
	if n == "" || !pointable(p) || p.Type == "array" {
		return text
	}
	if p.Role.Kind == role.URL {
		n = "page"
	}
	for i := 0; ; {
		j := strings.Index(text[i:], "it")
		if j < 0 {
			return text
		}
		j += i
		if j > 0 && text[j-1] == ' ' && wordEdge(text, j+2) && (j+2 == len(text) || text[j+2] != '\'') {
			// Only an "it" with nothing before it to refer to: no
			// noun phrase, quote or value.
			before := " " + strings.ToLower(text[:j])
			prev := strings.Fields(before)
			next := strings.Fields(strings.ToLower(text[j+2:]) + " .")
			if dummyIt[prev[len(prev)-1]] || dummyIt[strings.Trim(next[0], ",.?!")] {
				return text // "Is it possible to…": no thing meant
			}
			for _, w := range []string{" a ", " an ", " the ", " this ", " that ", " my ", "\"", "`", "/", "@"} {
				if strings.Contains(before, w) {
					return text
				}
			}
			if strings.ContainsAny(before, "0123456789") {
				return text
			}
			return text[:j] + "that " + n + text[j+2:]
		}
		i = j + 2
	}
}

// AboutPerson tells whether the tool's object, as its description says
// it, is a person ("Sign up new learner", "Add a patient"): its "name"
// is then that person's name, and their phone, email and documents go
// with it.
func (b *Binding) AboutPerson() bool {
	if b == nil {
		return false
	}
	return objectIsPerson(b.data.intent.Object)
}

// aboutPerson tells whether the tool being rendered acts on a person, as
// Binding.AboutPerson does; false with no tool.
func (st *funcState) aboutPerson() bool {
	return st.data != nil && objectIsPerson(st.data.Tool.intent.Object)
}

// objectIsPerson tells whether a tool's object ends on a noun for a
// person ("a patient", "the new climber").
func objectIsPerson(obj string) bool {
	f := strings.Fields(strings.ToLower(obj))
	if len(f) == 0 {
		return false
	}
	w := strings.Trim(f[len(f)-1], ".,;:")
	return personNouns[w] || roleNouns[w] || role.PersonNoun(w)
}

// PointAtObject says in text, a request worded without p's value, the
// tool's object as the one thing the person has in mind: "Cancel a
// calendar event, with the reason …" becomes "Cancel that calendar event,
// with the reason …", which the assistant then asks about. text itself
// when text does not say the object or p names no thing.
func PointAtObject(b *Binding, p Param, text string) string {
	in := b.data.intent
	obj := strings.TrimSpace(in.Object)
	n := refNoun(p)
	if !in.OK || obj == "" || n == "" || !pointable(p) || !(strings.HasPrefix(obj, "a ") || strings.HasPrefix(obj, "an ") || strings.HasPrefix(obj, "one ")) {
		return text
	}
	if rest, ok := strings.CutPrefix(obj, "one "); ok {
		obj = article(strings.Fields(rest)[0]) + rest[len(strings.Fields(rest)[0]):] // as AskRequest says it
	}
	i := strings.Index(text, obj)
	if i < 0 || !wordEdge(text, i-1) || !wordEdge(text, i+len(obj)) {
		return text
	}
	ref := refObject(in.Verb, obj, n, false)
	if ref == "" || !strings.HasPrefix(ref, "that ") {
		return text
	}
	return text[:i] + ref + text[i+len(obj):]
}

// RefNoun is what a person calls the one thing p names when pointing at
// it ("calendar event", "page"); "" when p's noun says nothing.
func RefNoun(p Param) string { return refNoun(p) }

// WithFinder adds to q, a question asking for a thing's id, the offer a
// person expects when the assistant can search for the thing: few people
// have an id at hand ("… Or tell me what it's called and I'll look it
// up.").
func WithFinder(rng *rand.Rand, q string) string {
	return strings.TrimSpace(q) + " " + pickOne(rng, "Or tell me what it's called and I'll look it up.", "If you don't have it handy, tell me what it's called and I'll find it.",
		"If you only know what it's called, I can search for it.", "Knowing what it's called is enough too — I can look it up.")
}

// PastedRequest words a request about one thing the person holds an id
// for that they meant to paste and left out, as people do in chat ("Can
// you delete this block:", "Could you pull up this data source for
// me?"): "this" thing, which they think they have given. The assistant
// asks for the id (PastedQuestion), which they paste (PastedReply). An
// opaque id (a UUID, "evt_b4c67195") is never known by heart; left out by
// a slip, it is what a person then pastes. text, a request already worded
// with the tool's other values ("Cancel that calendar event, and give it
// the reason …"), says "this" for "that"; with text "", the request is
// the tool's action on this thing alone. "" when p names no thing or the
// tool's action is not known well enough to say.
func PastedRequest(rng *rand.Rand, b *Binding, p Param, text string) string {
	n := refNoun(p)
	if n == "" || !pointable(p) || p.Type == "array" {
		return ""
	}
	if text != "" {
		return thisThing(text, n)
	}
	in := b.data.intent
	verb, obj := strings.TrimSpace(in.Verb), strings.TrimSpace(in.Object)
	if !in.OK || in.Fixed || verb == "" || obj == "" || creatingVerb(verb) || listVerb(verb) && !strings.Contains(obj, " ") {
		return ""
	}
	for _, cut := range []string{" and ", ", ", " by ", " with "} {
		if i := strings.Index(obj, cut); i > 0 {
			obj = obj[:i]
		}
	}
	o := thisThing(refObject(verb, obj, n, false), n)
	if o == "" {
		return ""
	}
	if strings.HasPrefix(o, "this ") && len(strings.Fields(verb)) == 1 {
		if fetchVerbs[verb] {
			// No stock opener ("Quick one:", "When you get a sec,"): a
			// rater read it as a template's before the clarification.
			return pickOne(rng, "Can you pull up "+o+" for me?", "Could you look up "+o+":", "Can you check "+o+" for me?",
				"Can you pull up "+o+"?", "Take a look at "+o+":")
		}
		return pickOne(rng, "Can you "+verb+" "+o+"?", "Please "+verb+" "+o+":", "Could you "+verb+" "+o+" for me?",
			"Could you "+verb+" "+o+"?")
	}
	if fetchVerbs[strings.Fields(verb)[0]] {
		if verb = pickOne(rng, verb, "pull up", "show me"); verb == "show me" {
			return pickOne(rng, "Can you show me "+o+"?", "Could you show me "+o+":")
		}
	}
	return pickOne(rng, "Can you "+verb+" "+o+"?", "Could you "+verb+" "+o+" for me:", "Can you "+verb+" "+o+" for me?")
}

// thisThing says in text the thing noun n names, pointed at with "that"
// ("that calendar event"), with "this" instead: the thing the person
// thinks they have given. "" when text points at no such thing.
func thisThing(text, n string) string {
	w := strings.Fields(text)
	for i, x := range w {
		if !strings.EqualFold(x, "that") {
			continue
		}
		for j := i + 1; j < len(w) && j <= i+3; j++ {
			if strings.HasPrefix(strings.ToLower(strings.Join(w[j:], " ")), n) {
				w[i] = matchCase(x, "this")
				return strings.Join(w, " ")
			}
		}
	}
	return ""
}

// matchCase is w in the case of s's first letter ("That" → "This").
func matchCase(s, w string) string {
	if s != "" && s[0] >= 'A' && s[0] <= 'Z' {
		return ucFirst(w)
	}
	return w
}

// PastedQuestion is the assistant's question after a PastedRequest: which
// thing, since its id did not come through ("Sure — which block? I don't
// see its id in your message."), naming p's words as a clarification
// must; "" when no wording does.
func PastedQuestion(rng *rand.Rand, p Param, request string) string {
	words := strings.Fields(strings.ToLower(splitCamel(p.Name)))
	n := refNoun(p)
	if len(words) == 0 || n == "" || BareKey(p) {
		return ""
	}
	tail := words[len(words)-1]
	what := map[string]string{"sha": "SHA", "uuid": "UUID", "url": "URL", "ids": "ids"}[tail]
	if what == "" {
		what = tail
	}
	if spelledID(tail) || n != tail && role.IDKeyHead(tail) != "" {
		what = "id" // "tag_gid": the tag's id; "tid" of a turn: the turn's id, never "the turn tid"
	}
	spelled := sayAcronyms(n)
	if spelled != n && what == "id" {
		what = "ID" // "the NCT ID"
	}
	its := "its"
	switch n {
	case "user", "person", "member", "owner", "author", "assignee", "contact", "customer":
		its = "their"
	}
	if n == tail || strings.HasSuffix(n, " "+tail) {
		// The name is the thing itself ("workspace"): the thing did
		// not come through, not "the workspace workspace".
		qs := pastedSelf(spelled)
		if strings.HasSuffix(strings.TrimSpace(request), ":") {
			qs = append(qs, "Sure. Your message stops after the colon — which "+spelled+" is it?")
		}
		return pickNaming(rng, qs, p.Name)
	}
	if spelled != n {
		// Letters are no thing to ask "which" of: "Can you paste the
		// NCT ID?", not "Which NCT?".
		return pickNaming(rng, []string{"Can you paste the " + spelled + " " + what + "? Nothing came through with your message.",
			"I'll need the " + spelled + " " + what + " for that. Could you send it?"}, p.Name)
	}
	qs := []string{
		"Sure — which " + n + "? I don't see " + its + " " + what + " in your message.",
		"Happy to. Looks like the " + n + " " + what + " didn't come through — can you paste it?",
		"Which " + n + "? I don't think the " + what + " made it into your message.",
		"I'll need the " + n + " " + what + " for that. Could you send it?",
		"Can you paste the " + n + " " + what + "? Nothing came through with your message.",
		"Which " + n + " do you mean? There's no " + what + " in your message.",
	}
	if strings.HasSuffix(strings.TrimSpace(request), ":") {
		qs = append(qs, "Sure. Your message stops after the colon — what's the "+n+" "+what+"?")
	}
	return pickNaming(rng, qs, p.Name)
}

// PastedReply is the user's reply to a PastedQuestion: the id they meant
// to paste, with a word owning the slip or none ("Oops, here it is: …").
func PastedReply(rng *rand.Rand, value any) string {
	v := fmt.Sprint(value)
	return pickOne(rng, "Oops, here it is: "+v, "Sorry — "+v, "Ah, right: "+v, "Here you go: "+v, v, "My bad: "+v, "It's "+v+".",
		v+" — sorry about that.", "Right, forgot to paste it: "+v)
}

// askAcks are the acknowledgements a clarifying question can open with.
var askAcks = []string{"Sure — ", "Sure, ", "Sure. ", "Happy to. ", "I can do that. "}

// PlainQuestion returns q, a clarifying question, without the
// acknowledgement it opens with ("Sure. ", "Happy to. ") one time in two:
// people asking back for a missing detail often just ask ("Which
// repo?"), and a question always opening "Sure." reads as a template.
func PlainQuestion(rng *rand.Rand, q string) string {
	for _, a := range askAcks {
		if rest, ok := strings.CutPrefix(q, a); ok && rest != "" {
			if rng.IntN(2) == 0 {
				return ucFirst(rest)
			}
			return q
		}
	}
	return q
}

// pickNaming draws one of the questions qs that names the parameter
// called name (namesParam); "" when none does, so that a clarifying
// question always says what is missing.
func pickNaming(rng *rand.Rand, qs []string, name string) string {
	var named []string
	for _, q := range qs {
		if namesParam(q, name) {
			named = append(named, q)
		}
	}
	if len(named) == 0 {
		return ""
	}
	return named[rng.IntN(len(named))]
}

// WithoutHoleNoun words text, a clarification's request leaving out the
// values of g, without the left-out thing's noun where the description
// put it before another as a modifier ("Pull up repository pull
// requests" of "List and filter repository pull requests", with no
// repository said): the request says "the pull requests", the way a
// person does who names the repository next. A restrictive clause is not
// set off by a comma (", that are closed" → " that are closed").
func WithoutHoleNoun(text string, g []Param) string {
	var nouns []string
	for _, p := range g {
		switch p.Role.Kind {
		case role.Repo, role.RepoName, role.RepoOwner:
			nouns = append(nouns, "repository", "repo")
		}
		nouns = append(nouns, thingNoun(p), paramNoun(p))
	}
	for _, n := range nouns {
		if n == "" || strings.Contains(n, " ") || prepositions[n] || determiners[n] {
			// A parameter named by a function word ("to", "from") has
			// no noun to drop: "I need to see" is no "to" modifying
			// "see" ("I need the see the workshops").
			continue
		}
		text = dropModifier(text, n)
	}
	for _, c := range []string{", that are ", ", that is ", ", which are "} {
		text = strings.ReplaceAll(text, c, " "+strings.TrimPrefix(c, ", "))
	}
	return text
}

// dropModifier drops from text the word n standing before another noun
// as its modifier, not after an article or a determiner (which makes n
// the thing itself: "a repository to the org") nor before a preposition,
// a mark or the end; "the" takes its place after a verb ("Pull up
// repository pull requests" → "Pull up the pull requests"), and the next
// word opens the text in its place.
func dropModifier(text, n string) string {
	l := strings.ToLower(text)
	for from := 0; ; {
		i := strings.Index(l[from:], n+" ")
		if i < 0 {
			return text
		}
		i += from
		from = i + len(n)
		if quotedAt(text, i) {
			continue // a quoted value is the user's own words, never rewritten
		}
		if !wordEdge(text, i-1) || i > 0 && (text[i-1] == '-' || text[i-1] == '\'') {
			// Part of a compound ("a key-value pair"): cutting it
			// leaves "a key-the pair"; the end of a contraction (a key
			// "d" in "I'd like"): cutting it leaves "I'the like".
			continue
		}
		next := strings.Fields(text[i+len(n)+1:])
		if len(next) == 0 {
			return text
		}
		w := next[0]
		if strings.ToLower(w) != w || strings.ContainsAny(w, ".,;:?!\"'`/#()[]") || modifierStop[w] {
			continue
		}
		prev, the := strings.Fields(l[:i]), "the "
		if len(prev) > 0 {
			switch p := strings.Trim(prev[len(prev)-1], ",:"); {
			case p == "the":
				the = "" // "the repository pull requests": "the pull requests"
			case modifierStop[p] || strings.HasSuffix(p, "'s"):
				continue // "a repository to …", "my repo list"
			}
		}
		rest := text[i+len(n)+1:]
		if i == 0 {
			return ucFirst(rest)
		}
		return text[:i] + the + rest
	}
}

// modifierStop are words around which a noun is the thing itself, not a
// modifier of the next: articles, determiners, possessives, prepositions,
// conjunctions and verbs of being.
var modifierStop = map[string]bool{"a": true, "an": true, "the": true, "this": true, "that": true, "these": true,
	"those": true, "my": true, "our": true, "your": true, "its": true, "their": true, "his": true, "her": true,
	"some": true, "any": true, "each": true, "every": true, "of": true, "in": true, "on": true, "to": true, "for": true,
	"from": true, "with": true, "at": true, "by": true, "into": true, "and": true, "or": true, "is": true, "are": true,
	"was": true, "be": true, "as": true, "about": true, "under": true, "over": true, "new": true, "which": true,
	"what": true, "whose": true, "named": true, "called": true}
