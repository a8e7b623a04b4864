package prompt

import (
	"encoding/json"
	"github.com/mcpgen/mcpgen/internal/textscan"
	"maps"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// refDate is the fixed reference date of a run ("today" in requests);
// synth draws dates around the same day, never from the wall clock.
var refDate = time.Date(2026, 1, 15, 0, 0, 0, 0, time.UTC)

// enumPhrase phrases a choice among fixed values: sort orders and states
// the way people say them, other choices by the value and the key's last
// word ("walking mode", "sorted by updated").
func (st *funcState) enumPhrase(p Param, x string) string {
	x = unclippedValue(x) // acct: "account"
	hl := strings.ToLower(p.Human)
	xl := strings.ToLower(x)
	last := lastWord(hl)
	if w, ok := weekdayWords(strings.Fields(hl), []string{x}, false); ok {
		return w // day_of_week=FR: "on Friday", never "week FR"
	}
	if w, ok := languageList(last, []string{x}); ok {
		return w // language=ko: "in Korean"
	}
	if hw := strings.Fields(hl); len(hw) > 1 && (genericLast[last] || last == "selection") && isWord(hw[len(hw)-2]) {
		// StageName=Prospecting: "the Prospecting stage", never "the
		// Prospecting name"; cell_selection=nearest: "the nearest cell"
		last = hw[len(hw)-2]
	}
	switch {
	case strings.HasPrefix(hl, "group"):
		// groupBy=CloseMonth: "grouped by close month", never "sorted by
		// CloseMonth" (grouping is no order)
		return st.turn("grouped by ", "broken down by ", "per ") + strings.ToLower(Humanize(x))
	case xl == "asc" || xl == "ascending":
		return st.turn("oldest first", "in ascending order")
	case xl == "desc" || xl == "descending":
		return st.turn("newest first", "in descending order")
	case whomPrep(hl) != "":
		return st.whomSaid(whomPrep(hl), x) // byWhom=student: "cancelled by the student", never "for a student whom"
	case agentBy(hl):
		return st.agentBySaid(hl, x) // cancelledBy=Client: "cancelled by the client", never "ordered by Client"
	case last == "sort" || last == "by" || hl == "order by" || hl == "sort field":
		return st.sortedBy(x)
	case valueMeaning(p.Description, x) != "":
		return valueMeaning(p.Description, x) // scale=device: "using device pixels"
	case last == "state" || last == "status":
		if xl == "all" {
			return st.turn("in any state", "including closed ones")
		}
		return st.stateFilter(spokenEnum(x))
	case last == "reason" || last == "cause":
		// reason=customer_changed_mind: the reason in words, as a person
		// gives one, not "using the customer_changed_mind reason"
		return st.reasonWords(x)
	case last == "format":
		if strings.ToUpper(x) == x {
			return st.turn("as "+x, "in "+x+" format") // "as CSV"
		}
		return formatWords(x) // "in wiki format", never "as wiki"; "in 330 ml cans"
	case last == "level":
		return st.levelWords(x, hl)
	}
	if (roleKind(p) == role.Person || role.PersonNoun(last)) && personEnum(x) {
		// mechanic=Chidi: a person picked from a list is named, "for
		// mechanic Chidi", never "for a Chidi mechanic"
		return st.turn("for "+last+" "+x, "with "+x)
	}
	if s, ok := st.agentChoice(x, last); ok {
		return s // carrier=ups: "with UPS", never "for a ups carrier"
	}
	if s, ok := stepChoice(spokenEnum(x)); ok {
		return s // stage=after_tuning: "after tuning", never "on the after tuning stage"
	}
	if s, ok := st.enumByHead(p, x, last); ok {
		return s // method=direct_debit: "by direct debit"; unit=minute: "in minutes"
	}
	h := Humanize(x)
	// A snake_case value names an act ("request_changes"); a camelCase one
	// whose first word is also a noun ("queryPlanner") does not.
	if f := strings.Fields(strings.ToLower(h)); len(f) > 1 && verbs[f[0]] && (!nounVerbs[f[0]] || strings.Contains(x, "_")) {
		// mode=replace_content: what the call should do ("to replace content").
		f := strings.Fields(strings.ToLower(h))
		return st.turn("to "+strings.ToLower(h), gerund(f[0])+" "+strings.Join(f[1:], " ")) // "replacing content"
	}
	switch {
	case last == "event" && verbs[xl] && !nounVerbs[xl]:
		return "and " + xl + " it" // event=APPROVE on a review: "and approve it"
	case last == "event" && !strings.ContainsAny(xl, " _-"):
		return "as " + article(xl) // event=COMMENT: "as a comment"
	case last == "type" || last == "event" || last == "kind":
		w := spokenEnum(x)
		if f := strings.Fields(strings.ToLower(w)); len(f) > 1 && prepositions[f[0]] {
			return strings.ToLower(w) // vehicle_type=on_foot: "on foot"
		}
		if s := kindEnumWords(hl, x); s != "" && last != "event" {
			return s // hearingType=motion_hearing: "for a motion hearing"
		}
		return st.choiceWords(w, hl, last)
	case last == "mode" && travelModes[xl] != nil:
		return st.turn(travelModes[xl]...) // "if I'm walking", not "in walking mode"
	case last == "mode" || last == "method" || last == "strategy":
		return st.modeWords(x, hl, last)
	case last == "action" || last == "operation" || last == "op":
		if s, ok := actionEnumWords(x); ok {
			return s // action=delete: "and delete it"
		}
		return st.turn("(action: "+x+")", "with action "+x)
	case prepositions[last]:
		return hl + " " + x
	case len(hl) <= 2 && strings.TrimSpace(p.Description) == "":
		if k, ok := st.madeKind(x); ok {
			return k // t=spray on gk_job_new, "add job": "a spray job", never "by spray"
		}
		// t=name on a lookup: a letter says nothing, so the value says
		// what the call goes by ("by name"), never "using the name t"
		return "by " + spokenEnum(x)
	case BareKey(p) && plainValueWords.MatchString(strings.ToLower(spokenEnum(x))):
		// cls=ewes: a clipped key nothing spells out says nothing, so
		// the value names itself ("for ewes"), never "for the ewes CLS"
		return "for " + strings.ToLower(spokenEnum(x))
	}
	if s, ok := st.verdictChoice(spokenEnum(x), last); ok {
		return s // outcome=released: "as released", never "for a released outcome"
	}
	if s, ok := st.enumSpoken(p, x, last); ok {
		return s
	}
	if one, ok := pluralKey(last); ok {
		last = one // models=forecast_v4: "the forecast v4 model", one value
	}
	return st.enumLabelled(spokenEnum(x), hl, last)
}

// namedQuantity says a quantity n unit named by its key's words w ("a
// heart rate of 72 bpm"); a key ending on a range end is said as a bare
// number's is: alarm_temp_high=8 °C is "the high alarm temp at 8 °C",
// never "an alarm temp high of 8 °C".
func (st *funcState) namedQuantity(w []string, n, unit string) string {
	if l := len(w); l > 2 && rangeEnds[w[l-1]] {
		what := w[l-1] + " " + strings.Join(w[:l-1], " ")
		return st.turn("with the "+what+" at "+n+" "+unit, "the "+what+" at "+n+" "+unit)
	}
	what := strings.Join(w, " ")
	return st.turn(fixArticle("a "+what)+" of "+n+" "+unit, "with the "+what+" at "+n+" "+unit)
}

// rangeEnds are the last words of a key that say which end of a range
// it is ("target_temp_high", "price_min"): said before the rest.
var rangeEnds = map[string]bool{"high": true, "low": true, "min": true, "max": true, "upper": true, "lower": true}

// genericLast are last words of a key that name no thing of their own
// ("stage name", "status code", "sort key"): the word before them does.
var genericLast = map[string]bool{"name": true, "id": true, "code": true, "key": true, "value": true}

// actFlag tells whether a flag's words are an act on a thing
// ("notify_customer", "refund_shipping").
func actFlag(hw []string) bool {
	return len(hw) > 1 && verbs[hw[0]] && !nounVerbs[hw[0]] && !determiners[hw[1]] && !prepositions[hw[1]]
}

// flagAct says a flag named by a verb: as it is for the flag verbs
// ("and include archived"), an act on a thing with its article ("and
// notify the customer", "but don't notify the customer").
func (st *funcState) flagAct(hw []string, x bool) string {
	if flagVerbs[hw[0]] {
		if x {
			return "and " + strings.Join(hw, " ")
		}
		return "but don't " + strings.Join(hw, " ")
	}
	obj := "the " + strings.Join(hw[1:], " ")
	if x {
		return "and " + hw[0] + " " + obj
	}
	return st.turn("but don't "+hw[0]+" "+obj, "and don't "+hw[0]+" "+obj)
}

// requestFlag says a flag named "request" and a noun (requestRefund) as
// what the person asks for ("and request a refund", "without asking for
// a refund"), never by its key ("without request refund").
func (st *funcState) requestFlag(noun string, x bool) string {
	if x {
		return st.turn("and request "+article(noun), "and ask for "+article(noun))
	}
	return st.turn("without requesting "+article(noun), "without asking for "+article(noun))
}

// sortWords says a sort key the way people do: a date field by what
// happened ("date created"), a count by its noun ("number of followers"),
// keeping the value's own word.
func sortWords(x string) string {
	l := strings.ToLower(Humanize(x))
	if w := strings.Fields(l); len(w) == 2 && stampWords[w[1]] && strings.HasSuffix(w[0], "ed") {
		l = w[0] // "createdAt", "updated_on": a field's time stamp, "date created"
	}
	switch {
	case strings.Contains(l, " ") && (camelValue.MatchString(x) || snakeValue.MatchString(x)):
		return l // "lastName": "last name", never the field's spelling
	case strings.Contains(l, " "):
		return x
	case strings.HasSuffix(l, "ed") && !strings.HasSuffix(l, "eed"):
		return "date " + l // "created", "createdAt" → "date created"
	case strings.HasSuffix(l, "s") && !strings.HasSuffix(l, "ss") && l != "stars":
		return "number of " + x
	}
	return x
}

// stampWords end a field that holds when something happened ("created
// at", "updated on", "modified time").
var stampWords = map[string]bool{"at": true, "on": true, "time": true, "date": true, "timestamp": true}

// blockPhrase gives a long value on its own lines: code in a fenced
// block, prose after a colon.
func (st *funcState) blockPhrase(p Param, x string) argWords {
	k := roleKind(p)
	noun := speakable(p.Human)
	switch k {
	case role.Code, role.SQL, role.JSON:
		lang := ""
		switch {
		case k == role.SQL:
			lang = "sql"
		case k == role.JSON || strings.HasPrefix(strings.TrimSpace(x), "{") || strings.HasPrefix(strings.TrimSpace(x), "["):
			lang = "json"
		case strings.Contains(x, "=>") || strings.Contains(x, "function") || strings.Contains(x, "document.") || strings.Contains(x, "await "):
			lang = "js"
		}
		if !strings.ContainsRune(x, '\n') && len(x) <= 70 && !strings.ContainsRune(x, '`') {
			return argWords{text: st.turn("with `"+x+"`", "running `"+x+"`"), lead: true, noun: "code", ref: "`" + x + "`"}
		}
		return argWords{block: "```" + lang + "\n" + x + "\n```", intro: noun}
	case role.Thought:
		return argWords{block: x, intro: "thought"}
	}
	if looksJSON(x) {
		return argWords{block: "```json\n" + x + "\n```", intro: noun}
	}
	if len(x) <= 160 && !strings.ContainsRune(x, '\n') {
		q := quoteStr(x)
		if h := strings.ToLower(p.Human); namedText(h) {
			forms := append(roleTextForms(h, q), "and set the "+h+" to "+q)
			return argWords{text: st.turn(forms...), noun: "text", ref: q}
		} else if f := strings.Fields(h); len(f) == 2 && textNouns[f[1]] {
			// "commit message", "release notes": the text named by what it
			// is ("with the message …"), never "that reads" (which says what
			// the object reads)
			n := f[1]
			return argWords{text: st.turn("with the "+n+" "+q, "and the "+n+" "+q, "with "+q+" as the "+n), noun: "text", ref: q,
				alone: st.vary("named-alone", "The "+h+" "+beFor(h)+": "+q, "For the "+h+": "+q, "Use this for the "+h+": "+q,
					"The "+h+" should read: "+q), own: sentenceLike(q)}
		} else if !strings.Contains(h, " ") {
			if st.data != nil {
				if n, ok := textNoun(st.data, p, intent{Verb: "update"}); ok && n != h {
					h = n // an issue's "body" is its description: "The description is: …"
				}
			}
			return st.writtenText(h, q)
		}
		return st.writtenText("text", q)
	}
	return argWords{block: x, intro: noun}
}

// placePhrase phrases a place: origins and destinations as "from"/"to".
func (st *funcState) placePhrase(p Param, x string) argWords {
	hl := strings.ToLower(p.Human)
	switch {
	case strings.HasPrefix(hl, "origin") || strings.HasPrefix(hl, "from") || strings.HasPrefix(hl, "start") || strings.HasPrefix(hl, "source"):
		return argWords{text: "from " + x, lead: true}
	case strings.HasPrefix(hl, "destination") || strings.HasPrefix(hl, "to") || strings.HasPrefix(hl, "end"):
		return argWords{text: "to " + x, lead: true}
	}
	if roleKind(p) == role.Address {
		return argWords{text: st.turn("for "+x, "at "+x), lead: true, noun: "address", ref: x}
	}
	if roleKind(p) == role.Country && strings.HasPrefix(p.Role.Format, "ISO 3166") {
		// a country given as its code is said as one, after the place
		// it narrows ("Prague, country code CZ"), not "for CZ for Prague"
		return argWords{text: st.turn("with country code "+x, "(country code "+x+")", "limited to country "+x), noun: "country", ref: x}
	}
	return argWords{text: st.turn("for "+x, "in "+x, "near "+x), lead: true, noun: "location", ref: x}
}

// datePhrase phrases a date or date-time as people write it ("on 20
// January", "since January 12 at 09:45 UTC"); a date a few days from the
// run's reference date may be said relative to it ("tomorrow", "next
// Friday").
func (st *funcState) datePhrase(p Param, x string) string {
	hl := strings.ToLower(p.Human)
	if iso, ok := compactDay(p, x); ok {
		x = iso // "20260310": said "on March 10, 2026"
	}
	if bornDate(p) {
		// a date of birth says whose date it is, not when to act
		if t, err := time.Parse("2006-01-02", x); err == nil {
			day := t.Format("January 2, 2006")
			if !st.aboutPerson() {
				// "born" needs a person to be said of: on a consent
				// form or a booking it hangs off the thing ("store the
				// consent for appointment 7, born June 4"), so the date
				// is said as the record's field
				return st.turn("date of birth "+day, "DOB "+day)
			}
			return st.turn("born "+day, "date of birth "+day, "born on "+day, "DOB "+day)
		}
	}
	prep := "on"
	switch {
	case strings.Contains(hl, "expir"):
		prep = st.turn("until", "expiring") // expirationTime: when access ends
	case strings.Contains(hl, "since") || strings.Contains(hl, "after"):
		prep = "since"
	case strings.Contains(hl, "from") || strings.Contains(hl, "start") || strings.Contains(hl, "begin"):
		prep = st.turn("starting", "from")
	case strings.Contains(hl, "due") && strings.Contains(hl, "before"):
		// due_before of a listing keeps its "due" ("open repair tickets
		// due before March 15", was "open repair tickets by March 15")
		prep = "due before"
	case strings.Contains(hl, "until") || strings.Contains(hl, "before") || strings.Contains(hl, "end") || strings.Contains(hl, "due"):
		prep = "by"
	case hl == "to" || strings.HasSuffix(hl, " to") || strings.HasPrefix(hl, "to "):
		// dateTo, "to": the end of a range, "through March 5"
		prep = st.turn("until", "through")
	}
	if m, ok := st.monthPhrase(prep, x); ok {
		return m
	}
	t, err := time.Parse(time.RFC3339, x)
	dateOnly := false
	if err != nil {
		if t, err = time.Parse("2006-01-02", x); err != nil {
			return st.zonelessDate(prep, x)
		}
		dateOnly = true
	}
	day := t.Format("January 2, 2006")
	if !dateOnly {
		if t.Hour() != 0 || t.Minute() != 0 {
			day += " at " + clockWords(t) + zoneWords(t)
		}
	}
	if prep == "on" {
		if s, ok := st.momentPhrase(p, day); ok {
			return s
		}
	}
	if prep == "on" && dateOnly {
		if rel := relativeDay(t); rel != "" && st.intn(4) == 0 {
			return rel + " (" + day + ")"
		}
	}
	if st.dateFormOf(st.turn("spoken", "spoken", "spoken", "spoken", "raw")) == "raw" {
		return prep + " " + writtenStamp(x)
	}
	return prep + " " + day
}

// bornDate tells whether p is a person's date of birth ("dob",
// "patient_dob", "birthDate", "Date of birth").
func bornDate(p Param) bool {
	n := strings.ToLower(p.Name)
	d := strings.ToLower(p.Description)
	return n == "dob" || strings.HasSuffix(n, "_dob") || strings.HasSuffix(n, "dob") && len(n) > 3 && p.Name[len(p.Name)-3] == 'D' ||
		strings.Contains(n, "birth") || strings.Contains(d, "date of birth") || strings.Contains(d, "born on")
}

// relativeDay names a date near the reference date the way people do.
func relativeDay(t time.Time) string {
	d := int(t.Sub(refDate).Hours() / 24)
	switch {
	case d == 0:
		return "today"
	case d == 1:
		return "tomorrow"
	case d == -1:
		return "yesterday"
	case d > 1 && d < 7+int(time.Saturday-refDate.Weekday()):
		if d < 7-int(refDate.Weekday()) {
			return "this " + t.Weekday().String()
		}
		return "next " + t.Weekday().String()
	}
	return ""
}

// flagWords is a flag's description cut to its "Whether to …" clause in
// words (a leading "When true,"/imperative made so, asides, examples and
// conditions cut), and the condition it was cut short of ("if it
// exists"), which the flag still asks for.
func flagWords(desc string) (w []string, cond string) {
	d := strings.TrimSpace(desc)
	for _, pre := range []string{"When true, ", "When true ", "If true, ", "If set, ", "Set to true to "} {
		if strings.HasPrefix(d, pre) {
			d = "Whether to " + d[len(pre):]
		}
	}
	if f := strings.Fields(d); len(f) > 0 && !strings.EqualFold(f[0], "whether") {
		// "Include each element's bounding box …": an imperative
		// description says what the flag turns on.
		if v := verbBase(strings.ToLower(f[0])); verbs[v] || flagVerbs[v] {
			d = "Whether to " + v + " " + strings.Join(f[1:], " ")
		}
	}
	if m := flagAside.FindStringSubmatch(d); m != nil && strings.HasPrefix(strings.ToLower(d), "whether to ") {
		// "Whether to submit entered text (press Enter after)": the aside
		// names the act the way a person does.
		if f := strings.Fields(m[1]); len(f) >= 2 && len(f) <= 5 && verbs[verbBase(strings.ToLower(f[0]))] {
			if l := strings.ToLower(f[len(f)-1]); l == "after" || l == "afterwards" || l == "first" {
				f = f[:len(f)-1]
			}
			d = "Whether to " + strings.ToLower(f[0]) + " " + strings.Join(f[1:], " ")
		}
	}
	if i := clauseMark(d); i > 0 {
		d = d[:i]
	}
	// "drops the target collection if it exists": cut short of its
	// condition the flag asks for something the call does not do.
	for _, c := range []string{" if it exists", " if it already exists", " if one exists", " if present"} {
		if strings.Contains(strings.ToLower(d), c) {
			cond = c
		}
	}
	// "Force the operation even if pods remain": the condition goes with
	// its "even" ("force the operation", never "force the operation even").
	for _, cut := range []string{" even if ", " even when ", " even though ", " even after ", " even before ", " even for ",
		" like ", " such as ", " instead ", " e.g", " rather ", " when ", " if ", " by default", " that ", " which "} {
		if i := strings.Index(strings.ToLower(d), cut); i > 0 {
			d = d[:i]
		}
	}
	w = oneVerbOfPair(strings.Fields(dropPurposeTail(d)))
	for i, x := range w {
		// "LaunchOptions" is a program's word: "launch options".
		if camelWord.MatchString(x) && !brandWords[strings.ToLower(x)] {
			w[i] = strings.ToLower(Humanize(x))
		}
	}
	for len(w) > 0 {
		// "… bounding box as [box=…": a cut leaves a dangling word.
		if l := strings.ToLower(w[len(w)-1]); prepositions[l] || l == "a" || l == "an" || l == "the" {
			w = w[:len(w)-1]
			continue
		}
		break
	}
	return w, cond
}

// includedWords names the things an include flag's words rest (after
// its verb v) turn on: by the examples its description gives ("images,
// fonts and scripts"), by its key's adjective ("unreconciled
// transactions", keyAdjNoun) or by its key's head alone ("the
// transcripts"), else as the description words them.
func includedWords(p Param, v string, rest []string) string {
	r := strings.Join(rest, " ")
	if ex := flagExamples(p.Description); len(ex) >= 2 {
		// "Whether to include successful static resources like
		// images, fonts, scripts, etc.": a person names the things
		// ("including images, fonts and scripts"), not the
		// description's class
		return joinWords(ex, "and")
	}
	if s, ok := keyAdjNoun(p, v, rest); ok {
		return s // include_unreconciled: "unreconciled transactions"
	}
	if h, ok := headOnly(rest); ok && keyNames(p, h) {
		// "Whether to include meeting note transcripts": a person
		// names the things, not the description's class ("with
		// the transcripts", not "including meeting note
		// transcripts")
		return h
	}
	return r
}

// descFlag says flag value x the way its description does: "Whether to
// include successful static resources like images" → "including
// successful static resources" / "without successful static resources";
// "Whether to accept the dialog." → "and accept it" / "but don't accept
// it" on a dialog tool; "Whether maintainers can modify the pull request"
// → "and let maintainers modify it". ok is false when the description
// does not start so.
// overwrites are the verbs of a flag that clears what is in the way of
// the call's result ("drops the target collection if it exists").
var overwrites = map[string]bool{"drop": true, "delete": true, "remove": true, "overwrite": true, "replace": true}

// resultForm returns the "as …" phrase of a flag's words that name the
// tool's own result (head) in a form ("the screenshot as a base64-encoded
// data URI": "as a data URI", encoding words dropped), or "".
func resultForm(rest []string, head string) string {
	for i := 1; i+2 < len(rest); i++ {
		if !strings.EqualFold(rest[i], "as") || head == "" || strings.TrimSuffix(strings.ToLower(rest[i-1]), "s") != head {
			continue
		}
		out := []string{"as"}
		for _, r := range rest[i+1:] {
			if !strings.HasSuffix(strings.ToLower(r), "-encoded") {
				out = append(out, r)
			}
		}
		if len(out) > 2 && (out[1] == "a" || out[1] == "an") {
			out[1], _, _ = strings.Cut(article(out[2]), " ")
		}
		return strings.Join(out, " ")
	}
	return ""
}

func descFlag(p Param, x bool, in intent) (string, bool) {
	w, cond := p.flagWords()
	if len(w) < 3 || len(w) > 11 || !strings.EqualFold(w[0], "whether") {
		return "", false
	}
	head := objectNoun(in)
	// "the dialog" when the tool acts on a dialog: "it".
	it := func(ws []string) []string {
		// Only a bare "the dialog": "the target collection" is another one.
		if n := len(ws); n == 2 && (ws[0] == "the" || ws[0] == "this") && strings.TrimSuffix(ws[n-1], "s") == head {
			return []string{"it"}
		}
		// "the pull request" of a tool on "a pull request": the object itself
		if n := len(ws); n > 2 && (ws[0] == "the" || ws[0] == "this") &&
			strings.HasSuffix(" "+strings.ToLower(in.Object), " "+strings.ToLower(strings.Join(ws[1:], " "))) {
			return []string{"it"}
		}
		return ws
	}
	lw := make([]string, len(w))
	for i, x := range w {
		lw[i] = strings.ToLower(x)
	}
	if lw[1] == "to" {
		lw[2] = verbBase(lw[2]) // "When true, takes …"
	}
	switch {
	case lw[1] == "to" && (verbs[lw[2]] || flagVerbs[lw[2]]):
		v, rest := lw[2], it(w[3:])
		if s, ok := stateDesc(p, v, rest, x); ok {
			return s, true
		}
		if as := resultForm(rest, head); x && as != "" && v != "perform" && v != strings.Fields(in.Verb + " x")[0] {
			// "If true, capture the screenshot as a base64-encoded data
			// URI" on a screenshot tool: the person wants the result in
			// that form, not the description said back
			return "and give it back " + as, true
		}
		if v == "perform" || v == strings.Fields(in.Verb + " x")[0] {
			// "Whether to create the pull request as a draft" on a create
			// tool: the request already creates it; "as a draft" is the flag.
			for i, r := range rest {
				if strings.EqualFold(r, "as") && i+1 < len(rest) && x {
					return strings.ToLower(strings.Join(rest[i:], " ")), true
				}
			}
			return "", false
		}
		if len(rest) == 0 {
			return "", false
		}
		if l := strings.ToLower(rest[0]); len(rest) <= 3 && (l == "a" || l == "an") && v != "include" && v != "show" && v != "return" &&
			// "Send a text message when …" sends something new, not the
			// tool's object: "and send a text message", never "and send it"
			(len(rest) == 2 && !sendVerbs[v] || keyNames(p, rest[len(rest)-1])) {
			rest = []string{"it"} // "Set to true to delete a block." on a page: "and delete it"
		}
		rest = flagNounCut(p, rest)
		r := strings.Join(rest, " ")
		if v == "include" || v == "show" || v == "return" {
			r = includedWords(p, v, rest)
			if x {
				return "including " + r, true
			}
			return "without " + r, true
		}
		if x && len(rest) >= 2 && strings.EqualFold(rest[0], "with") && !determiners[strings.ToLower(rest[1])] {
			// "Initialize with README.md": "and initialize it with a
			// README", not "and initialize with README"
			return "and " + v + " it with " + fixArticle("a "+strings.Join(rest[1:], " ")), true
		}
		if x && strings.Contains(cond, "exist") && len(rest) >= 3 && strings.EqualFold(rest[0], "the") && overwrites[v] {
			// "If true, drops the target collection if it exists": what a
			// person means is replacing what is there, not dropping a
			// collection of their own
			return "replacing any " + strings.ToLower(rest[len(rest)-1]) + " already there by that name", true
		}
		if x {
			return "and " + v + " " + r + cond, true
		}
		return "but don't " + v + " " + r + cond, true
	case len(lw) >= 4 && lw[2] == "can" && verbs[lw[3]]:
		r := strings.Join(append([]string{lw[3]}, it(w[4:])...), " ")
		if x {
			return "and let " + lw[1] + " " + r, true
		}
		return "without letting " + lw[1] + " " + r, true
	case len(lw) >= 4 && lw[len(lw)-2] == "is" && lw[len(lw)-1] == "needed":
		// "Whether another thought step is needed"
		np := strings.Join(w[1:len(w)-2], " ")
		if x {
			return "with " + np + " to follow", true
		}
		// a phrase, not a clause: it fits a question too ("Would you
		// record step 3 as the last one?"), where "and that's the last
		// step" breaks the sentence
		return "as the last " + strings.TrimPrefix(np, "another "), true
	case len(lw) >= 4 && lw[1] == "this" && verbs[verbBase(lw[2])] && x:
		// "Whether this revises previous thinking" → "revising previous thinking"
		return gerund(verbBase(lw[2])) + " " + strings.Join(w[3:], " "), true
	case len(lw) >= 5 && lw[1] == "the" && lw[3] == "should" && lw[4] == "be" && len(lw) == 6:
		if x {
			return "and make it " + lw[5], true
		}
		return "", false
	}
	return "", false
}

var (
	// flagAside is the first parenthetical of a flag's description.
	flagAside = regexp.MustCompile(`^[^(.]*\(([^()]+)\)`)
	// camelWord is a CamelCase identifier in prose ("LaunchOptions").
	camelWord = regexp.MustCompile(`^[A-Z][a-z]+(?:[A-Z][a-z]+)+$`)
	// brandWords are CamelCase names people write as they are.
	brandWords = map[string]bool{"javascript": true, "typescript": true, "github": true, "gitlab": true,
		"youtube": true, "linkedin": true, "powershell": true, "wordpress": true, "postgresql": true,
		"mongodb": true, "openai": true, "dropbox": true, "bitbucket": true, "mysql": true}
)

// headOnly says things a flag includes that the description names by a
// class of three or more words with no determiner ("meeting note
// transcripts") by their head noun ("the transcripts"); ok is false for
// others ("each element's bounding box", "hidden files").
func headOnly(rest []string) (string, bool) {
	if len(rest) < 3 || determiners[strings.ToLower(rest[0])] || strings.ContainsAny(strings.Join(rest, " "), "'’,") {
		return "", false
	}
	h := strings.ToLower(rest[len(rest)-1])
	if !pluralNoun(h) || !plainWord.MatchString(h) {
		return "", false
	}
	return "the " + h, true
}

// keyNames says whether the last word of phrase is a word of p's key
// (plural or not): "the transcripts" names include_transcript, "the
// minutes" does not name include_idle, so a flag cut to it would no longer
// say what it turns on.
func keyNames(p Param, phrase string) bool {
	w := strings.TrimSuffix(strings.ToLower(lastWord(phrase)), "s")
	for _, k := range p.lowerHumanWords() {
		if w != "" && strings.TrimSuffix(k, "s") == w {
			return true
		}
	}
	return false
}

// undoable are state adjectives with the acts that set and undo them:
// "archived": false on a change is "unarchive it", not "make it
// non-archived".
var undoable = map[string][2]string{"archived": {"archive", "unarchive"}, "pinned": {"pin", "unpin"},
	"locked": {"lock", "unlock"}, "published": {"publish", "unpublish"}, "hidden": {"hide", "unhide"},
	"muted": {"mute", "unmute"}, "starred": {"star", "unstar"}, "resolved": {"resolve", "reopen"}}

// filterOnlyDesc matches a flag's description that says only that it
// filters ("Filter by ack state"), not which way: its words said back
// ("and filter by ack state") leave the value unsaid, so the key says it
// ("that are acknowledged").
var filterOnlyDesc = regexp.MustCompile(`(?i)^\s*filter(?:s)? (?:by|on) (?:the )?[a-z]+(?: [a-z]+)?(?: state| status| flag)?\.?\s*$`)

// onlyDesc matches a flag's description that says it keeps only some of
// what is read ("only active (not lost/sold/dead)", "Show only open
// jobs"): set, only those; not set, all of them, never the others.
var onlyDesc = regexp.MustCompile(`(?i)^\s*(?:(?:show|list|return|include|keep)\s+)?only\s+([a-z]+)`)

// onlyWhen are the words after a description's "only" that say when the
// flag is used ("Only set when a carer needs access"), not which things
// it keeps.
var onlyWhen = map[string]bool{"set": true, "use": true, "used": true, "when": true, "if": true, "needed": true,
	"required": true, "applies": true, "for": true, "with": true, "in": true, "on": true, "valid": true, "works": true}

// onlyByDesc is hw, a flag's words, led by "only" when its description
// says the flag keeps only some (onlyDesc) and its words do not say so:
// act described "only active (not lost/sold/dead)" is said as
// onlyFlag says "only"'s ("not just the active ones" when false, which
// read "leaving out active ones", the opposite).
func onlyByDesc(p Param, hw []string) []string {
	if len(hw) == 0 || hw[0] == "only" || hw[len(hw)-1] == "only" || hw[0] == "include" || hw[0] == "with" || hw[0] == "show" {
		return hw
	}
	if onlyTailDesc.MatchString(p.Description) {
		// od "overdue only": "only the overdue ones", never "(overdue)";
		// on "online only": "only the online ones", never "the on ones"
		if d := strings.Fields(strings.ToLower(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(p.Description), ".")))); len(d) == 2 {
			return []string{"only", d[0]}
		}
		return append([]string{"only"}, hw...)
	}
	if m := onlyDesc.FindStringSubmatch(p.Description); m == nil || onlyWhen[strings.ToLower(m[1])] {
		return hw
	}
	return append([]string{"only"}, hw...)
}

// onlyTailDesc matches a flag's whole description that names what it
// keeps and ends with "only" ("overdue only", "in stock only"): the flag
// keeps only those, as onlyDesc's "only overdue" does.
var onlyTailDesc = regexp.MustCompile(`(?i)^\s*[a-z]+(?:[ -][a-z]+){0,2} only\.?\s*$`)

// boolPhrase phrases a flag as a clause ("as a draft", "including hidden
// files", "without the transcript").
func (st *funcState) boolPhrase(p Param, x bool) string {
	hw := p.lowerHumanWords()
	if len(hw) == 0 {
		return ""
	}
	if permission(p) {
		// "allow deleting content": a permission left off is what anyone
		// expects, so it goes unsaid; one given is what the person accepts
		if !x {
			return ""
		}
		return permissionWords(hw)
	}
	if st.verbFlag(hw, x) {
		return "" // starred=true on "star segment 1": the verb says it
	}
	if s, ok := st.onlyFlag(onlyByDesc(p, hw), x); ok {
		return s
	}
	if s, ok := negatedFlag(hw, x); ok {
		return s
	}
	filter := filterOnlyDesc.MatchString(p.Description)
	if s, ok := st.flagByDesc(p, x); ok && !filter {
		return s
	}
	if s, ok := doubleClickWords(p, x, st.one); ok {
		return s
	}
	if s, ok := st.descFlagSaid(p, x); ok && !filter {
		return s
	}
	if s, ok := st.flagSpoken(hw, x); ok {
		return s // "just a dry run first", never "with dry run"
	}
	if s, ok := st.predicateFlag(hw, x); ok {
		return s // readyForSale: "marked ready for sale", never "with ready for sale"
	}
	switch {
	case len(hw) > 1 && hw[0] == "needs":
		if x {
			// "needsMoreThoughts": what the person says they need, not a
			// form's "more thoughts needed"
			return st.vary("needs", "and I'll need "+strings.Join(hw[1:], " "), "since I need "+strings.Join(hw[1:], " "))
		}
		return "no " + strings.Join(hw[1:], " ") + " needed"
	case len(hw) > 1 && hw[len(hw)-1] == "needed":
		if x {
			return "and " + strings.Join(hw[:len(hw)-1], " ") + " needed"
		}
		return "no " + strings.Join(hw[:len(hw)-1], " ") + " needed after this"
	case len(hw) > 1 && hw[0] == "has":
		return hasFlagPhrase(p.Human, x) // has_injuries: "with injuries", never "marked as injuries"
	case len(hw) > 1 && hw[0] == "is":
		return isFlag(hw[1:], x)
	case hw[0] == "include" || hw[0] == "with" || hw[0] == "show":
		rest := strings.Join(hw[1:], " ")
		if x {
			return st.turn("including "+rest, "with "+rest)
		}
		return st.turn("without "+rest, "leaving out "+rest)
	case len(hw) == 2 && hw[0] == "request" && !pluralNoun(hw[1]):
		return st.requestFlag(hw[1], x)
	case flagVerbs[hw[0]] || actFlag(hw):
		return st.flagAct(hw, x)
	case len(hw) == 1:
		return st.oneWordFlag(p, hw[0], x)
	}
	if x {
		return "with " + strings.Join(hw, " ") // doubleClick → "with double click"
	}
	return st.turn("without "+strings.Join(hw, " "), "no "+strings.Join(hw, " "))
}

// oneWordFlag phrases a flag whose key is one word w ("draft", "all",
// "go", "archived", "private"): as the act it names on a change, as a
// filter on a read, or as the state it marks.
func (st *funcState) oneWordFlag(p Param, w string, x bool) string {
	adj := adjective(w)
	switch {
	case w == "draft" && st.data != nil && changes(st.data.Tool.intent):
		// draft on an update: what happens to the thing, not "(no draft)"
		if x {
			return "and turn it back into a draft"
		}
		return st.turn("and take it out of draft", "so it's no longer a draft")
	case w == "all":
		if x {
			return "all of them"
		}
		return "not all of them"
	case intransitiveFlags[w] != [2]string{}:
		if x {
			return intransitiveFlags[w][0]
		}
		return intransitiveFlags[w][1]
	case verbs[w]:
		if x {
			return "and " + w + " it"
		}
		return "but don't " + w + " it"
	case strings.HasSuffix(w, "ly"):
		if x {
			return w
		}
		return "not " + w
	case adj && st.data != nil && st.data.Tool.intent.Read:
		if f, ok := st.factFlag(p, x); ok {
			return f // matted=true on a quote: "with a matted coat", never "Just the matted ones."
		}
		// A filter: "only archived ones", "leaving out archived ones".
		if x {
			return st.turn("only "+w+" ones", "just the "+w+" ones")
		}
		return st.turn("leaving out "+w+" ones", "excluding "+w+" ones")
	case adj && undoable[w] != [2]string{} && st.data != nil && !st.data.Tool.intent.Read:
		// "archived": false on a change is "unarchive it", true "archive it".
		if x {
			return "and " + undoable[w][0] + " it"
		}
		return "and " + undoable[w][1] + " it"
	case adj && opposites[w] != "" && !x && st.data != nil && !st.data.Tool.intent.Read:
		return "and make it " + opposites[w] // private=false: "make it public", not "make it non-private"
	case adj:
		if x {
			return st.turn("and mark it "+w, "marked as "+w)
		}
		return st.turn("not "+w, "marked as not "+w)
	}
	return st.nounFlag(w, x)
}

// intransitiveFlags say a flag named by a verb that takes no object or
// by a verdict, set and not set: go=true on a check is "marked as a go",
// never "and go it"; ok=false "marked as not OK", never "(not ok)";
// proceed=false "but don't proceed yet", never "but don't proceed it".
var intransitiveFlags = map[string][2]string{"go": {"marked as a go", "marked as a no-go"},
	"ok": {"marked OK", "marked as not OK"}, "okay": {"marked OK", "marked as not OK"},
	"proceed": {"and go ahead", "but don't proceed yet"}, "wait": {"and wait", "without waiting"},
	"retry": {"and retry if it fails", "with no retries"}, "stay": {"and stay", "without staying"}}

// countedThing is what a count of the request's object counts, in the
// number x takes: "results" for a search ("search the knowledge base, up
// to 15 results", not "15 bases") and for mass nouns ("29 code per page"
// counts results), else the object noun.
func countedThing(in intent, x any) string {
	head := objectNoun(in)
	if ow := strings.Fields(strings.ToLower(in.Object)); len(ow) >= 2 && ow[len(ow)-1] == head &&
		(strings.HasSuffix(head, "en") || strings.HasSuffix(head, "ed") || postAdjectives[head] || predicateAdjective(head)) &&
		pluralNoun(ow[len(ow)-2]) {
		// "trips driven": the trips are counted, never "40 drivens";
		// "cards due", "rooms available": never "50 dues"
		head = singular(ow[len(ow)-2])
	}
	switch head {
	case "search", "query", "lookup", "aggregation", "screenshot", "snapshot", "data", "information", "info":
		head = "result"
	}
	if v := firstWord(in.Verb); (v == "search" || v == "look") && head != "" && !pluralNoun(head) && strings.HasPrefix(strings.ToLower(in.Object), "the ") {
		head = "result"
	}
	if (massNouns[head] || collectiveHead(in, head)) && !isOne(x) {
		return "results"
	}
	if isOne(x) || massNouns[head] {
		return head
	}
	return Plural(head)
}

// currencyCut drops the currency code a money key ends with when the
// words before it open or close with a bound: "estimate min gbp" is "estimate
// min", said "with an estimate of at least £100", never "with a £100
// estimate min". Any other key is kept as it is (deposit_eur is said by
// moneySaid, its code with it).
func currencyCut(hl, unit string) string {
	hw := strings.Fields(hl)
	if l := len(hw); l > 2 && len(unit) == 3 && strings.EqualFold(hw[l-1], unit) && moneyBounds(hw[:l-1]) {
		return strings.Join(hw[:l-1], " ")
	}
	return hl
}

// moneyBounds tells whether a money key's words open or close with a
// word of a lower or an upper bound ("estimate min", "max bid"); a limit
// or a cap ("credit limit") is an amount of its own.
func moneyBounds(hw []string) bool {
	_, low := lowBoundOf(hw)
	_, high := highBoundOf(hw)
	return low || high
}

// postAdjectives are adjectives said after the noun they qualify ("cards
// due", "tasks pending", "seats left"): such an object counts the noun
// before them.
var postAdjectives = map[string]bool{"due": true, "pending": true, "overdue": true, "outstanding": true,
	"left": true, "remaining": true, "open": true, "free": true, "unread": true, "waiting": true}

// numberPhrase phrases a number by its role: counts, pages, offsets,
// ids and quantities with their unit.
func (st *funcState) numberPhrase(p Param, x any, in intent) argWords {
	n := words(x)
	hl := strings.ToLower(p.Human)
	k := roleKind(p)
	unit := p.Role.Unit
	thing := countedThing(in, x)
	n = saidMagnitude(n, k)
	if k == role.Money {
		hl = currencyCut(hl, unit)
	}
	if a, ok := st.participleSaid(hl, n, x, k, unit); ok {
		return a
	}
	if a, ok := st.countedKeySaid(hl, n, x, k, unit); ok {
		return a
	}
	if a, ok := st.namedNumber(p, hl, n, k); ok {
		return a
	}
	if a, ok := st.boundSaid(p, hl, n, k); ok {
		return a
	}
	if a, ok := st.attachNumber(p, x, hl, n, k, in); ok {
		return a
	}
	if a, ok := st.numberSpoken(p, x, hl, n, k, in); ok {
		return a
	}
	if a, ok := st.firstCount(p, n, thing); ok && (k == role.Count || k == role.Number || k == role.Unknown) {
		if isOne(x) {
			return argWords{text: st.turn("just 1 "+singular(thing), "only 1 "+singular(thing))}
		}
		return a
	}
	switch k {
	case role.Count:
		if w, ok := st.howMany(hl, n, x); ok {
			// NumberOfSeats=40 on a record being made: how many it has,
			// not a cap on results ("max 40")
			return w
		}
		if hw := strings.Fields(hl); len(hw) > 1 && hw[len(hw)-1] == "number" {
			// "change_number": which one, said so it can take the object's
			// place ("merge change request 42").
			noun := nounOf(p)
			ref := noun + " " + n
			return argWords{text: st.turn("on "+ref, "as "+noun+" #"+n, "for "+ref), lead: true, noun: strings.ToLower(noun), ref: ref}
		}
		return st.countPhrase(hl, n, thing, x)
	case role.Page:
		return argWords{text: st.turn("page "+n, "on page "+n, "page "+n+" of the results")}
	case role.Offset:
		if strings.Contains(hl, "index") || hl == "index" {
			// "1-based index of the request": "request #11", not a bare
			// "#11" after an object that does not say what is numbered.
			if noun := indexNoun(p.Description); noun != "" && !strings.Contains(strings.ToLower(in.Object), noun) {
				return argWords{text: st.turn("for "+noun+" #"+n, "of "+noun+" number "+n, "for "+noun+" "+n), lead: true}
			}
			return argWords{text: st.turn("number "+n, "#"+n), lead: true}
		}
		if lastWord(hl) == "position" {
			// a channel's or a card's place in a list: where it goes,
			// never "offset by 2"
			return argWords{text: st.turn("at position "+n, "in position "+n)}
		}
		return st.offsetWords(x, n)
	case role.ID:
		return st.numberIDPhrase(p, n, in)
	case role.Duration:
		return st.durationWords(p, x, n, hl, unit, in)
	case role.DateTime:
		if t, ok := epochTime(x, unit); ok {
			return argWords{text: st.epochPhrase(p, t)} // "milliseconds since epoch": the date it stands for
		}
	case role.Money:
		n = st.boundAmount(p, centsWords(x, unit, n))
		// max_price or price_max, "Highest price": a bound, not an amount
		// ("under 80", not "the catalog of 80")
		if what, ok := moneyNoun(hl); ok {
			// salary_min, budget_max: the bound said with what it bounds
			// ("a salary of at least 97000"), never a bare amount beside
			// another ("a job opening for 145000 for 97000")
			if _, low := lowBoundOf(strings.Fields(hl)); low {
				return argWords{text: st.turn("with "+fixArticle("a "+what)+" of at least "+n, "with the "+what+" starting at "+n)}
			}
			if _, high := highBoundOf(strings.Fields(hl)); high {
				return argWords{text: st.turn("with "+fixArticle("a "+what)+" of up to "+n, "with the "+what+" capped at "+n)}
			}
		}
		if _, high := highBoundOf(strings.Fields(hl)); high || strings.HasPrefix(strings.ToLower(p.Description), "highest") {
			return argWords{text: st.turn("under "+n, "up to "+n, "for no more than "+n)}
		}
		if _, low := lowBoundOf(strings.Fields(hl)); low || strings.HasPrefix(strings.ToLower(p.Description), "lowest") {
			return argWords{text: st.turn("over "+n, "from "+n+" up", "for at least "+n)}
		}
		return argWords{text: st.turn("for "+n, "of "+n), lead: true, noun: "amount", ref: n}
	case role.Quantity, role.Percent, role.Ratio:
		if strings.Contains(hl, "amount") {
			return argWords{text: "of " + n, lead: true, noun: "amount", ref: n}
		}
		if hw := strings.Fields(hl); len(hw) == 2 && (hw[1] == "percent" || hw[1] == "pct") &&
			strings.Contains(" "+strings.ToLower(in.Object)+" ", " "+hw[0]+" ") {
			return argWords{text: "to " + n + "%", lead: true} // "set the playback volume to 45%", the volume said once
		}
		if a, ok := st.perOrUnit(hl, n); ok && unitKeys[lastWord(hl)] {
			return a // strength_mg: "a strength of 500 mg", never "mg 500 mg"
		}
		return argWords{text: st.quantityPhrase(hl, n, unit)}
	case role.Latitude, role.Longitude:
		return argWords{text: lastWord(hl) + " " + n, lead: true}
	}
	return st.numberByName(p, x, hl, n, unit)
}

// durationWords says a duration argument: an expiry, a timeout, a wait,
// else what durationPhrase makes of it; seconds unless the role says.
func (st *funcState) durationWords(p Param, x any, n, hl, unit string, in intent) argWords {
	if unit == "" {
		unit = "seconds"
	}
	u := unit
	if isOne(x) {
		u = strings.TrimSuffix(u, "s")
	}
	if strings.Contains(hl, "expire") || strings.Contains(hl, "ttl") || strings.Contains(hl, "expiry") {
		return argWords{text: st.turn("expiring after "+n+" "+u, "with a TTL of "+n+" "+u, "expiring in "+n+" "+u)}
	}
	if strings.Contains(hl, "timeout") {
		return argWords{text: st.quantityPhrase(hl, n, unit)}
	}
	if strings.HasPrefix(in.Verb, "wait") {
		return argWords{text: "for " + n + " " + u, lead: true, noun: "text", ref: n + " " + u} // "wait for 14 seconds"
	}
	if a, ok := ownSpan(hl, n, unit, in); ok {
		return a
	}
	return argWords{text: st.durationPhrase(p, hl, x, n, unit)}
}

// durationPhrase says a span as people do, by what the span is for: a
// window back from now ("logs from the last 2 hours", a seconds value of
// whole hours said in hours), one ahead ("for the next 24 hours" of a
// forecast), a delay until something ("due in 30 days"), a named period
// ("with a 30-second grace period"), else how long ("for 45 minutes").
func (st *funcState) durationPhrase(p Param, hl string, x any, n, unit string) string {
	span := n + " " + unit
	if isOne(x) {
		span = n + " " + strings.TrimSuffix(unit, "s")
	}
	d := strings.ToLower(p.Description)
	switch {
	case holdsAny(d, "extend", "postpone", "push back", "delay by") || holdsAny(hl, "extend", "extension"):
		// a span added to something: "extend the trial by 14 days"
		return st.turn("by "+span, "for another "+span, "by another "+span)
	case sinceThing(hl) != "":
		// days_since_session=5: "at 5 days after the session", never "for
		// the last 5 days", a window back from now
		return "at " + span + " after the " + sinceThing(hl)
	case pastWindow(hl, d) || st.data != nil && st.data.Tool.intent.Read && toolLooksBack(hl, st.data.Tool.Description) && unit != "seconds" && unit != "milliseconds":
		// a window back from now: the parameter says so, or a tool that
		// reads says it reads recent things; a tool that renews or
		// extends something does not look back ("renew … over the past
		// 3 days" read as a window nobody asked for)
		if w := largerSpan(x, unit); w != "" {
			span = w
		}
		span = strings.TrimPrefix(span, "1 ") // "the last hour"
		return st.turn("from the last "+span, "over the past "+span, "for the last "+span)
	case strings.Contains(d, "from now") && holdsAny(d+" "+hl, "offset", "start", "begin", "delay"):
		// t=15, "Start offset in minutes from now": where the span
		// starts, never how long ("for 15 minutes" said the opposite)
		if w := largerSpan(x, unit); w != "" {
			span = w // 120 minutes: "2 hours from now"
		}
		return st.turn("starting "+span+" from now", "starting in "+span)
	case holdsAny(d, "forecast", "ahead", "upcoming", "next ", "future") || holdsAny(hl, "forecast", "ahead", "next"):
		return st.turn("for the next "+span, "covering the next "+span)
	case strings.Contains(hl, "remind"):
		// dueReminder "minutes before due date": when the reminder
		// comes, never "payable within 30 minutes"
		return st.turn("with a reminder "+span+" before it's due", "reminding me "+span+" ahead")
	case strings.Contains(hl, "until") || strings.Contains(hl, "due"):
		if strings.Contains(hl, "due") {
			return st.turn("due in "+span, "payable within "+span)
		}
		return "in " + span
	}
	if s, ok := st.everySpan(hl, span); ok {
		return s // sampleMinutes=5: "sampled every 5 minutes", never "for 5 minutes"
	}
	f := strings.Fields(hl)
	if l := len(f); l > 1 && unitWords[f[l-1]] != "" {
		f = f[:l-1]
	}
	if l := len(f); l > 1 && (f[l-1] == "in" || f[l-1] == "for") && !measuredSpans[f[l-2]] {
		// regradeInDays=10: "regrade in 10 days", never "a regrade in of
		// 10 days"; validForDays=90: "valid for 90 days"
		return strings.Join(f, " ") + " " + span
	}
	if l := len(f); l > 1 && (f[0] == "min" || f[0] == "minimum" || f[0] == "max" || f[0] == "maximum") {
		if l > 2 && spanUnits[f[l-1]] != "" {
			f = f[:l-1] // max_duration_min: "a duration of at most 10 minutes", never "a duration min of"
		}
	}
	if l := len(f); l > 1 && (f[0] == "min" || f[0] == "minimum" || f[0] == "max" || f[0] == "maximum") && nounWords(f[1:]) {
		// min_window_minutes=240: the bound said as one, "with a window
		// of at least 240 minutes", never "a 240-minute min window"
		what := fixArticle("a " + strings.Join(f[1:], " "))
		if st.data != nil && slices.Contains(strings.Fields(strings.ToLower(st.data.Tool.intent.Object)), Plural(f[l-1])) {
			// the windows asked for: "each at least 240 minutes long",
			// never "windows with a window of at least 240 minutes"
			if f[0] == "min" || f[0] == "minimum" {
				return "each at least " + span + " long"
			}
			return "each at most " + span + " long"
		}
		if f[0] == "min" || f[0] == "minimum" {
			return st.turn("with "+what+" of at least "+span, "with "+what+" of "+span+" or more")
		}
		return st.turn("with "+what+" of at most "+span, "with "+what+" of no more than "+span)
	}
	if l := len(f); l > 0 && spanNouns[f[l-1]] {
		one := n + "-" + strings.TrimSuffix(unit, "s")
		return st.turn("with a "+one+" "+strings.Join(f, " "), "and a "+one+" "+strings.Join(f, " "))
	}
	var in intent
	if st.data != nil {
		in = st.data.Tool.intent
	}
	if s, ok := namedSpan(hl, span, in); ok {
		return s // withdrawal_days: "with 15 withdrawal days", never a bare "for 15 days"
	}
	return "for " + span
}

// holdsAny tells whether s holds any of the words.
func holdsAny(s string, words ...string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// spanNouns name a span by what it is for ("grace period", "retry
// delay"): the span is said before them, "a 30-second grace period".
var spanNouns = map[string]bool{"period": true, "delay": true, "window": true, "interval": true, "cooldown": true, "backoff": true}

// largerSpan says a span of whole hours or minutes given in seconds or
// minutes in the larger unit ("3600 seconds" is "1 hour", "120 minutes"
// "2 hours"); "" when it is no whole number of them.
func largerSpan(x any, unit string) string {
	v, ok := wholeNumber(x)
	if !ok || v <= 0 {
		return ""
	}
	per := map[string][2]int64{"seconds": {3600, 60}, "minutes": {60, 1}}[unit]
	switch {
	case per[0] == 0:
		return ""
	case v%per[0] == 0 && v >= per[0]:
		if v == per[0] {
			return "1 hour"
		}
		return strconv.FormatInt(v/per[0], 10) + " hours"
	case unit == "seconds" && v%60 == 0 && v >= 120:
		return strconv.FormatInt(v/60, 10) + " minutes"
	}
	return ""
}

// epochPhrase says a time given in epoch units as the date it stands
// for ("on April 14, 2026 at 12:00 UTC"), never its ISO form: that is no
// more the value than the words are.
func (st *funcState) epochPhrase(p Param, t time.Time) string {
	iso := t.Format(time.RFC3339)
	day := t.Format("January 2, 2006")
	if t.Hour() != 0 || t.Minute() != 0 {
		day += " at " + clockWords(t.UTC()) + " UTC"
	}
	s := st.datePhrase(p, iso)
	return strings.Replace(strings.Replace(s, iso, day, 1), writtenStamp(iso), day, 1)
}

// centsWords says an amount in cents in the currency ("the amount in
// cents": 1999 is said as 19.99); n, the number as written, otherwise.
func centsWords(x any, unit, n string) string {
	if unit != "cents" {
		return n
	}
	if v, ok := wholeNumber(x); ok && v >= 0 {
		return strconv.FormatInt(v/100, 10) + "." + strconv.FormatInt(100+v%100, 10)[1:]
	}
	return n
}

// epochTime reads a number in unit "epoch seconds" or "epoch
// milliseconds" as the time it stands for.
func epochTime(x any, unit string) (time.Time, bool) {
	v, ok := wholeNumber(x)
	if !ok || !strings.HasPrefix(unit, "epoch ") {
		return time.Time{}, false
	}
	if unit == "epoch milliseconds" {
		return time.UnixMilli(v).UTC(), true
	}
	return time.Unix(v, 0).UTC(), true
}

// wholeNumber returns x as an int64 when it is a whole JSON number.
func wholeNumber(x any) (int64, bool) {
	switch v := x.(type) {
	case json.Number:
		n, err := v.Int64()
		return n, err == nil
	case float64:
		return int64(v), v == float64(int64(v))
	case int:
		return int64(v), true
	case int64:
		return v, true
	}
	return 0, false
}

// countWords are the words of a count key that say nothing of what is
// counted ("max results", "limit").
var countWords = map[string]bool{"max": true, "maximum": true, "limit": true, "count": true, "num": true,
	"number": true, "n": true, "k": true, "top": true, "size": false, "results": true, "result": true,
	"items": true, "item": true, "per": true, "amount": true, "of": true, "how": true, "many": true,
	"entries": true, "rows": false, "records": false, "hits": true, "return": true, "returned": true, "fetch": true}

// pastWindow tells whether a duration counts back from now ("the last 3
// days"): the key or the tool's description says so.
func pastWindow(hl, desc string) bool {
	// "the last", not "how long the discount will last"
	return holdsAny(hl, "since", "last", "past", "recent", "ago", "previous") ||
		holdsAny(strings.ToLower(desc), "the last", "the past", " ago", "recent", "since", "newer than", "previous")
}

// meterWord is the instrument a key's words say its number is read off
// ("hours meter", "odometer km"): its value is a reading, said "with
// 1803 hours on the meter", not a span "1803 hours long"; "" for any
// other key (a "reading" alone may be a thermometer's).
func meterWord(hl string) string {
	for w := range strings.FieldsSeq(hl) {
		switch w {
		case "meter", "odometer", "hourmeter", "tachograph":
			return w
		}
	}
	return ""
}

// quantityUnit is the number n and its unit as quantityPhrase says
// them: bytes in the size people give ("2 MB", never "2097152 bytes"),
// and a unit the key's words end in when the value has none
// (width_inches: "35 inches wide", never "35 px wide").
func quantityUnit(hl, n, unit string) (string, string) {
	if unit == "bytes" {
		if sz, ok := byteSize(textscan.UngroupDigits(n)); ok {
			n, unit = sz[:strings.IndexByte(sz, ' ')], sz[strings.IndexByte(sz, ' ')+1:]
		}
	}
	if _, u, ok := tailUnit(strings.Fields(hl)); ok && unit == "" {
		unit = u
	}
	return n, unit
}

// quantityPhrase says a number with its unit ("1280 pixels wide", "at
// most 2000000 bytes").
func (st *funcState) quantityPhrase(hl, n, unit string) string {
	n, unit = quantityUnit(hl, n, unit)
	if w := strings.Fields(hl); len(w) == 2 && w[1] == "than" {
		// larger_than=240: "larger than 240 KB", never "a than of 240"
		return strings.TrimSpace(hl + " " + n + " " + unit)
	}
	switch {
	case strings.Contains(hl, "width"):
		return n + " " + or(unit, "px") + " wide"
	case strings.Contains(hl, "height"):
		return n + " " + or(unit, "px") + " tall"
	case strings.Contains(hl, "limit") || strings.HasPrefix(hl, "max"):
		return st.turn("at most "+n+" "+unit, "capped at "+n+" "+unit, "no more than "+n+" "+unit)
	case strings.Contains(hl, "timeout"):
		return st.turn("with a "+n+"-"+strings.TrimSuffix(or(unit, "seconds"), "s")+" timeout", "timing out after "+n+" "+or(unit, "seconds"))
	case meterWord(hl) != "":
		// hours_meter=1803: a reading, "with 1803 hours on the meter",
		// never "1803 hours long"
		m := meterWord(hl)
		return st.turn("with "+strings.TrimSpace(n+" "+unit)+" on the "+m, "with the "+m+" reading "+strings.TrimSpace(n+" "+unit))
	case (unit == "days" || unit == "hours" || unit == "weeks") && pastWindow(hl, ""):
		return st.turn("over the last "+n+" "+unit, "from the past "+n+" "+unit, "for the last "+n+" "+unit)
	case unit == "days" || unit == "hours" || unit == "weeks":
		// a span that is no window back from now: how long
		return st.turn("for "+n+" "+unit, n+" "+unit+" long")
	case unit == "minutes" || unit == "seconds":
		return st.turn("for "+n+" "+unit, n+" "+unit+" long")
	case strings.Contains(hl, "radius") && (unit == "" || unit == "meters") && fractionText(n):
		// a radius of at most 1 with no unit of its own (meters are
		// the role's guess) is a share of the whole (a donut's inner
		// radius 0.6), never "in a 1 meter radius"
		return "with " + fixArticle("a "+hl) + " of " + n
	case strings.Contains(hl, "radius"):
		return st.turn("within "+n+" "+or(unit, "meters"), "in a "+n+" "+strings.TrimSuffix(or(unit, "meter"), "s")+" radius")
	case strings.Contains(hl, "depth") && unit != "":
		return n + " " + unit + " deep" // depth_meters: "7 meters deep"
	case strings.Contains(hl, "depth"):
		if n == "1" {
			return st.turn("1 level deep", "depth 1")
		}
		return st.turn(n+" levels deep", "depth "+n)
	}
	if l := lastWord(hl); l == "percent" || l == "pct" || l == "percentage" || unit == "percent" || unit == "%" {
		// volumePercent=45: "volume at 45%", never "a percent of 45"
		what := strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(hl, l), " "), "in"))
		if what == "" || what == l {
			return st.turn("at "+n+"%", "to "+n+"%")
		}
		if f := strings.Fields(what); len(f) > 1 && relationWords[f[len(f)-1]] {
			// utilization_below_pct=75: the name says the bound's side,
			// so no "at" ("utilization below 75%", was "utilization below at 75%")
			return st.turn(what+" "+n+"%", "with the "+what+" "+n+"%")
		}
		return st.turn(what+" at "+n+"%", "with the "+what+" at "+n+"%")
	}
	if w := strings.Fields(hl); len(w) > 1 && unitWords[w[len(w)-1]] != "" {
		// min_distance_km: the unit is said after the number, never as
		// the noun too ("km 34 km")
		hl = strings.Join(w[:len(w)-1], " ")
	}
	if what, ok := lowBoundOf(strings.Fields(hl)); ok {
		return st.turn("at least "+n+" "+unit, "with a "+what+" of at least "+n+" "+unit)
	}
	if unit != "" {
		if sym, ok := role.UnitSymbol(lastWord(hl)); ok && (sym == unit || lastWord(hl) == unit) {
			unit = sym
			// reading_m3=20: "a reading of 20 m³", never "m3 20 m³"
			what := strings.TrimSpace(strings.TrimSuffix(hl, lastWord(hl)))
			if f := strings.Fields(what); len(f) > 1 && (f[0] == "min" || f[0] == "minimum") {
				return st.turn("at least "+n+" "+unit, "no less than "+n+" "+unit)
			}
			if what == "" {
				return n + " " + unit
			}
			if per, ok := periodAdjectives[what]; ok {
				// annualKwh=4200: "4200 kWh a year", never "an annual of"
				return st.turn(n+" "+unit+" "+per, "using "+n+" "+unit+" "+per)
			}
			return st.turn(fixArticle("a "+what)+" of "+n+" "+unit, "with the "+what+" at "+n+" "+unit)
		}
		if unit == "celsius" || unit == "fahrenheit" {
			unit = unitShort[unit] // "39 °C", never "39 celsius"
		}
		if w := strings.Fields(hl); len(w) == 1 && namesUnit(w[0], unit) {
			// litres=46.5: "for 46.5 litres", never "litres 46.5 litres"
			return st.turn("for "+n+" "+unit, n+" "+unit)
		}
		if w := strings.Fields(hl); len(w) > 1 {
			// heart_rate_bpm=72: "a heart rate of 72 bpm", never "bpm 72
			// bpm" or "rate 72 bpm"
			if namesUnit(w[len(w)-1], unit) {
				w = w[:len(w)-1]
			}
			if l := len(w); l > 1 && w[l-1] == "in" {
				w = w[:l-1] // sizeInBytes: "a size of 2 KB", never "a size in of 2 KB"
			}
			return st.namedQuantity(w, n, unit)
		}
		if len(lastWord(hl)) <= 2 {
			// n=5 in players: a key too short to be a word is not said
			// ("for 5 players", never "n 5 players")
			return "for " + n + " " + unit
		}
		return lastWord(hl) + " " + n + " " + unit
	}
	if l := lastWord(hl); countsPlural(l) && wholeText(n) {
		// children=2: "2 children", never "a children of 2"
		return n + " " + l
	}
	if labelNouns[lastWord(hl)] {
		// "local port 1800", "target port 1024": the whole key when it
		// tells two of a kind apart, never "a port of 1024"
		if w := strings.Fields(hl); len(w) == 2 && isWord(w[0]) {
			return hl + " " + n
		}
		return lastWord(hl) + " " + n
	}
	return st.turn(lastWord(hl)+" "+n, "a "+lastWord(hl)+" of "+n)
}

// periodAdjectives are the adjectives of a period a measure's key may be
// made of alone ("annual kwh"), with how the period is said after it.
var periodAdjectives = map[string]string{"annual": "a year", "yearly": "a year", "monthly": "a month",
	"weekly": "a week", "daily": "a day", "hourly": "an hour"}

// unitWords are units written at the end of a key ("radius_km",
// "timeout_seconds"), with how they are said.
var unitWords = map[string]string{"km": "km", "m": "meters", "meters": "meters", "metres": "meters", "mi": "miles",
	"miles": "miles", "seconds": "seconds", "secs": "seconds", "sec": "seconds", "s": "seconds", "ms": "ms",
	"minutes": "minutes", "mins": "minutes", "hours": "hours", "days": "days", "weeks": "weeks", "mb": "MB",
	"gb": "GB", "kb": "KB", "bytes": "bytes", "px": "px", "pixels": "pixels", "percent": "percent", "pct": "percent"}

// measuredSpans are the words before "in <unit>" in a key that name a
// span or a size measured in that unit ("duration_in_days",
// "age_in_years"): said "a duration of 10 days", never "duration in 10
// days". Other words say when something happens (regrade_in_days:
// "regrade in 10 days"; see durationPhrase).
var measuredSpans = map[string]bool{"duration": true, "length": true, "period": true, "age": true, "time": true,
	"lifetime": true, "retention": true, "interval": true, "window": true, "term": true, "delay": true,
	"timeout": true, "ttl": true, "span": true, "wait": true, "size": true}

// namesUnit tells whether l, a word of a number's key, names the unit
// the number is said in: the unit itself, a unit word of unitWords, or
// another spelling of it (role.WrittenUnit): volume_litres said in
// liters is "a volume of 180 liters", never "volume litres 180 liters".
func namesUnit(l, unit string) bool {
	if l == strings.ToLower(unit) || unitWords[l] != "" {
		return true
	}
	w, ok := role.WrittenUnit(l)
	return ok && strings.EqualFold(w, unit)
}

func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// objectNoun is the head noun of the intent's object ("a new issue" →
// "issue"), "result" when there is none.
func objectNoun(in intent) string {
	// the last word lower-cased before an "of" after the first, read
	// without splitting the object
	n, words := "", 0
	for x := range strings.FieldsSeq(in.Object) {
		x = strings.ToLower(x)
		if x == "of" && words > 0 {
			break
		}
		n = x
		words++
	}
	if words == 0 {
		return "result"
	}
	if strings.HasSuffix(n, "s") && !strings.HasSuffix(n, "ss") {
		n = strings.TrimSuffix(n, "s")
		if strings.HasSuffix(n, "ie") {
			n = strings.TrimSuffix(n, "ie") + "y"
		}
	}
	return n
}

// listPhrase phrases a list: scalars joined ("bug, docs and ui"), simple
// objects one by one in words, anything deeper as a JSON block.
func (st *funcState) listPhrase(p Param, x []any) argWords {
	if a, ok := st.urlListSaid(p, x); ok {
		return a
	}
	word := speakable(p.Human)
	if len(x) == 0 {
		return argWords{} // nobody asks for "no labels"
	}
	if len(x) == 2 && allScalars(x) {
		if a, ok := geoWords(p, x); ok {
			return a // [-99.13, 19.43] as geometry: "for the point 19.43, -99.13"
		}
	}
	if allScalars(x) {
		return st.scalarListPhrase(p, x, word)
	}
	if pts := coordinates(x); pts != "" {
		return argWords{text: "for " + pts, lead: true, noun: strings.ToLower(p.Human), ref: pts}
	}
	if a, ok := geoWords(p, x); ok {
		return a // "for the polygon with corners (37.78, -122.41), …", never [[[-122.41, 37.78], …]]
	}
	if leafCount(x) == 0 {
		return argWords{} // [{}]: nothing a person would say
	}
	if a, ok := st.dataRowsWords(p, x); ok {
		return a // "Retail at 91, Online at 902", never "- category Retail, value 91"
	}
	if a, ok := st.tableWords(p, x); ok {
		return a // a sheet's rows one a line ("- Lisbon, Portugal"), never a 2D JSON array
	}
	if a, ok := st.batchItems(p, x); ok {
		return a // "Close the tasks "Fix login" (id 45cl…) and …", never "with items …"
	}
	if a, ok := st.shapedWords(p, x); ok {
		return a
	}
	if s, ok := flatConditions(x); ok {
		return argWords{text: s} // [{"propertyName":…,"operator":"GT","value":100}]: "where amount is over 100"
	}
	if s, ok := patchOpsWords(x); ok {
		return argWords{text: s} // [{"op":"replace","path":"/price","value":12.5}]: "setting the price to 12.5"
	}
	if s, ok := st.formWords(x); ok {
		return argWords{text: s, lead: true}
	}
	if lines := formFields(x); lines != "" {
		return argWords{block: lines, intro: word}
	}
	if lines := textBlocks(x); lines != "" {
		return argWords{block: lines, intro: st.contentIntro()}
	}
	declared := declaredRecord(p, x) // "documents" of declared fields are records, not pasted JSON
	if !jsonish(p) || declared {
		if a, ok := st.objectItems(p, x); ok {
			return a // "with two stops: a pickup stop at …", "with 3 of SKU 635477", never a JSON block
		}
	} else if idRecords(x) {
		if a, ok := st.recordItems(p, x); ok {
			return a // "update": [{"id": 89409, "quantity": 46}] is "order 89409 (quantity 46)"
		}
	}
	if list, ok := namedItems(x); ok && !jsonish(p) {
		// [{"name":"docs","versionLabel":"1.1"},{"name":"blog"}]: "docs
		// (version 1.1) and blog", not "name docs and version label 1.1;
		// name blog"
		if st.data != nil && st.data.Tool.intent.Read {
			return argWords{text: st.turn("in "+list, "across "+list, "only in "+list, "using "+list)}
		}
		return argWords{text: st.turn("with "+list, "with the "+word+" "+list)}
	}
	if !pastedOnly(p) || declared {
		if a, ok := st.itemsWords(p, x); ok {
			return a // never "overrides: end …, start …" nor a JSON block
		}
	}
	if simpleObjects(x) && !jsonish(p) {
		parts := make([]string, len(x))
		n := 0
		for i, e := range x {
			parts[i] = flatWords(e)
			n += len(parts[i])
		}
		if n <= 100 {
			return argWords{text: word + ": " + strings.Join(parts, "; ")}
		}
	}
	if lines, ok := itemLines(x); ok && (!jsonish(p) || declared) {
		return argWords{block: lines, intro: word} // "Here are the items:" and a line each
	}
	if a, ok := st.attrWords(p, x); ok {
		return a // "with the lines A; B and C", never a pasted JSON array of records
	}
	if batchWords[strings.ToLower(word)] {
		word = "records" // records pasted from a file: "I've pasted the records below:", never "the inputs"
	}
	return argWords{block: "```json\n" + jsonText(x) + "\n```", intro: word}
}

// snakeOrWord is a value of lower-case words joined by underscores
// ("battery_charge"), or one such word.
var snakeOrWord = regexp.MustCompile(`^[a-z]+(?:_[a-z]+)*$`)

// snakeListWords says a list of choices written in snake case as words
// ("battery charge, self consumption and export", never
// "battery_charge, self_consumption and export"); any other list stays
// as list.
func snakeListWords(items []string, list string) string {
	snake := false
	for _, it := range items {
		if !snakeOrWord.MatchString(it) {
			return list
		}
		snake = snake || strings.Contains(it, "_")
	}
	if !snake {
		return list
	}
	said := make([]string, len(items))
	for i, it := range items {
		said[i] = spokenEnum(it)
	}
	return joinWords(said, "and")
}

// scalarListPhrase is listPhrase for a list of strings, numbers or
// booleans: said by the role of what they are ("assigned to ana and li",
// "with labels a, b and c", "pressing Meta").
func (st *funcState) scalarListPhrase(p Param, x []any, word string) argWords {
	k := roleKind(p)
	items := make([]string, len(x))
	for i, e := range x {
		if s, ok := e.(string); ok {
			items[i] = s
			if strings.ContainsAny(s, " ,") && k != role.Address && k != role.City {
				items[i] = quoteStr(s)
			}
		} else {
			items[i] = words(e)
		}
	}
	if w, ok := languageList(lastWord(strings.ToLower(p.Human)), items); ok {
		if strings.Contains(strings.ToLower(p.Description), " into") {
			w = "to be translated into" + strings.TrimPrefix(w, "in") // targetLanguages=[fr, ja]: "to be translated into French and Japanese"
		}
		return argWords{text: w}
	}
	list := joinWords(items, "and")
	if a, ok := st.namedIDList(p, k, list, len(x)); ok {
		return a
	}
	switch k {
	case role.Username, role.Person:
		if strings.Contains(strings.ToLower(p.Human), "assign") && st.data != nil && !st.data.Tool.intent.Read {
			return argWords{text: st.turn("and assign it to "+list, "assigning it to "+list)}
		}
		return argWords{text: st.turn("assigned to "+list, "for "+list)}
	case role.Email:
		switch {
		case word == "to" || strings.Contains(word, "recipient"):
			return argWords{text: "to " + list, lead: true}
		case word == "cc" || word == "bcc":
			return argWords{text: st.turn(word+" "+list, "copying "+list)}
		}
		return argWords{text: st.turn("with "+list, "inviting "+list, "for "+list)}
	case role.Tag:
		return argWords{text: st.tagPhrase(list, len(x))}
	case role.FilePath:
		return argWords{text: list, lead: true, noun: "file", ref: list}
	case role.Address, role.City:
		return st.placePhrase(p, list)
	}
	if a, ok := st.polarWords(p, items); ok {
		return a // blocked_categories: "blocking coffee bar", never "with the coffee bar category"
	}
	if st.data != nil && len(x) > 1 && relationNouns[objectNoun(st.data.Tool.intent)] && !strings.Contains(st.data.Tool.intent.Object, " between ") {
		// "check interactions between warfarin, aspirin and ibuprofen":
		// a relation holds between the things listed, never "check
		// interactions, with drugs warfarin, …"
		return argWords{text: "between " + list, lead: true, ref: list}
	}
	if a, ok := st.idsPhrase(p, k, list, len(x)); ok {
		return a
	}
	if a, ok := st.unitListSaid(p, x, list); ok {
		return a
	}
	if a, ok := st.measureListSaid(p, x, list); ok {
		return a
	}
	if len(x) > 1 && !strings.HasSuffix(word, "s") {
		word = Plural(word)
	}
	if a, ok := st.heldKeys(p, items); ok {
		return a
	}
	if v := purposeVerb(p.Description); v != "" && st.data != nil {
		// "Modifier keys to press" → "pressing Meta"; "values to select"
		// on a select tool names what is selected ("select Japan").
		if itemChoices(p) {
			list = snakeListWords(items, list)
		}
		if v == strings.Fields(st.data.Tool.intent.Verb + " x")[0] {
			return argWords{text: gerund(v) + " " + list, noun: objectNoun(st.data.Tool.intent), ref: list}
		}
		return argWords{text: gerund(v) + " " + list}
	}
	if a, ok := st.enumListWords(p, items, word); ok {
		return a
	}
	// "Remove keys from Redis" + key list → "Remove keys a, b and c from
	// Redis". Never "modifiers: Meta": the parameter's name is not said.
	if a, ok := postModList(p, list, st.data); ok {
		return a
	}
	word = listHead(p.Human, word, len(x))
	return argWords{text: "with " + word + " " + list, noun: singular(word), ref: word + " " + list}
}

// idsPhrase says a list of ids by what they name ("for teams 7eb2… and
// 4d29…", "with labels …"), never by the key's last word ("with ids
// 7eb2…"); ok is false when the key names nothing but ids.
func (st *funcState) idsPhrase(p Param, k role.Kind, list string, n int) (argWords, bool) {
	if k != role.ID && !p.takesIDs() {
		return argWords{}, false
	}
	noun := strings.ToLower(nounOf(p))
	hw := strings.Fields(strings.ToLower(p.Human))
	if noun == "" || noun == strings.Join(hw, " ") || noun == "item" {
		return argWords{}, false
	}
	if f := strings.Fields(noun); len(f) > 2 {
		return argWords{}, false
	}
	noun = singular(noun)
	nouns := noun
	if n > 1 {
		nouns = Plural(noun)
	}
	if a, ok := changeIDs(nouns, list); ok {
		return a, true // addLabelIds: "adding labels 5 and 7", never "with add labels 5 and 7"
	}
	switch {
	case strings.Contains(noun, "assignee"):
		return argWords{text: st.turn("assigned to "+list, "and assign it to "+list)}, true
	case (noun == "label" || noun == "tag") && st.data != nil && singular(strings.ToLower(bareObject(st.data.Tool.intent.Object))) == noun:
		// the labels are what the act is done to: "delete tags 5 and 7",
		// never "delete tags, labeled 5 and 7"
		return argWords{text: "for " + nouns + " " + list, noun: noun, ref: nouns + " " + list}, true
	case noun == "label" || noun == "tag":
		return argWords{text: st.turn("with "+nouns+" "+list, "labeled "+list)}, true
	case st.data != nil && st.data.Tool.intent.Read:
		return argWords{text: st.turn("for "+nouns+" "+list, "in "+nouns+" "+list), lead: true, noun: noun, ref: nouns + " " + list}, true
	}
	return argWords{text: st.turn("for "+nouns+" "+list, "with "+nouns+" "+list), noun: noun, ref: nouns + " " + list}, true
}

// coordinates says a list of {latitude, longitude} objects as "37.2,
// -75.1 and 51.3, 46.8"; "" for other lists.
func coordinates(x []any) string {
	var pts []string
	for _, e := range x {
		m, ok := e.(map[string]any)
		if !ok || len(m) != 2 {
			return ""
		}
		lat, ok1 := m["latitude"]
		lng, ok2 := m["longitude"]
		if !ok1 || !ok2 {
			lat, ok1 = m["lat"]
			lng, ok2 = m["lng"]
		}
		if !ok1 || !ok2 {
			return ""
		}
		pts = append(pts, words(lat)+", "+words(lng))
	}
	if len(pts) > 1 {
		// "(45.47, -73.58), (45.48, -73.55) and (45.47, -73.57)": each
		// point in its parentheses, not "45.47, -73.58; 45.48, …"
		for i := range pts {
			pts[i] = "(" + pts[i] + ")"
		}
		return joinWords(pts, "and")
	}
	return strings.Join(pts, "")
}

// objectPhrase phrases an object: a few members in words ("with status
// open and label bug"), a query or document as a JSON block.
func (st *funcState) objectPhrase(p Param, x map[string]any) argWords {
	word := speakable(p.Human)
	if len(x) == 0 {
		return argWords{text: "with no " + word}
	}
	if leafCount(x) == 0 && !jsonish(p) {
		// {"text":{}}: nothing a person would say (Unsaid leaves it out of
		// the call). A pasted structure keeps its keys, which are its
		// meaning: {"Due date":{"date":{}}} is a property schema.
		return argWords{}
	}
	if !jsonish(p) && leafCount(x) <= 4 && len(flatWords(x)) <= 100 && strings.ToLower(p.Human) == "parent" {
		if t, ok := x["type"].(string); ok && len(x) == 1 && isWord(t) {
			if st.data != nil && firstWord(st.data.Tool.intent.Verb) == "move" {
				return argWords{text: "into the " + t, lead: true} // "move page 5 into the workspace", never "move … in the workspace"
			}
			return argWords{text: "in the " + t, lead: true} // {"type":"workspace"}: "in the workspace"
		}
		fw := flatWords(x)
		if st.data != nil && strings.HasPrefix(strings.ToLower(fw), objectNoun(st.data.Tool.intent)+" ") {
			// "create a page in page 5c…" says the noun twice as if it
			// were one place: a page goes under another page
			return argWords{text: st.turn("under ", "under ", "as a subpage of ") + fw, lead: true}
		}
		if st.data != nil && commentHeads[objectNoun(st.data.Tool.intent)] {
			return argWords{text: "on " + fw, lead: true} // a comment goes on a page, not "in page 5c…"
		}
		return argWords{text: st.turn("under ", "under ", "in ", "as a child of ") + fw, lead: true}
	}
	if a, ok := st.shapedWords(p, x); ok {
		return a
	}
	if a, ok := addressWords(p, x); ok {
		return st.deliveryTo(p, a) // "to Ana Costa, 12 Rue Oberkampf, 75011 Paris, FR", never pasted JSON
	}
	if a, ok := endObject(strings.ToLower(p.Human), x); ok {
		return a // "from Corso Buenos Aires 33, Milan (ITMIL)", never "with un locode set to ITMIL"
	}
	if pts := coordinates([]any{x}); pts != "" {
		// {"latitude": 43.6, "longitude": -79.3}: a point, said as one
		return argWords{text: st.turn("around "+pts, "centered on "+pts)}
	}
	if l := lastWord(strings.ToLower(p.Human)); l == "update" || l == "changes" {
		if t, ok := st.changesSaid(x); ok {
			return argWords{text: t} // "and mark them verified", not "setting verified to true"
		}
	}
	if a, ok := documentWords(p, x); ok {
		return a // "where paid is true", "setting status to "shipped""
	}
	if old, repl, ok := editPair(x); ok {
		// {"content_updates":[{"old_str":"## Setup","new_str":"## Getting
		// started"}]}: a find-and-replace, said as one.
		o, n := quoteStr(old), quoteStr(repl)
		return argWords{text: st.turn("replacing "+o+" with "+n, "changing "+o+" to "+n, "swapping "+o+" for "+n)}
	}
	if a, ok := st.memberWords(p, x); ok {
		return a
	}
	if a, ok := st.pictureWords(word, x); ok {
		return a
	}
	if !jsonish(p) || declaredRecord(p, x) {
		if a, ok := st.objectSaid(p, x); ok {
			return a // "with Minjun Nguyen (…) as the dispatch contact", not "setting email …, name …"
		}
	}
	if jsonish(p) {
		if a, ok := st.declaredChanges(p, x); ok {
			return a // an update of declared fields: "setting status to reviewed and clearing notes"
		}
	}
	if !jsonish(p) && leafCount(x) <= 4 && len(flatWords(x)) <= 100 {
		if a, ok := codeKeyedWords(x); ok {
			return a // "for RF: nails 0 and work "trim"", never the codes dropped
		}
		if fw := flatWords(x); strings.HasPrefix(fw, "with ") {
			return argWords{text: fw} // "with a wheelchair lift", never "setting with …"
		}
		if st.makesNew() {
			if fw := flatWords(x); participleLed(fw) {
				return argWords{text: fw} // "examined on May 2, examiner …", never "with examined on May 2"
			}
			return argWords{text: "with " + flatWords(x)} // a new field "with user 58", not "setting user 58"
		}
		return argWords{text: st.turn("with ", "setting ", "with ") + flatWords(x)}
	}
	if a, ok := st.membersWords(p, x); ok {
		return a // {"city":"Tokyo","description":"…"}: "setting city to Tokyo and description to "…""
	}
	if a, ok := idListsWords(x); ok {
		return a // "with contacts 29034 and 80678, and ticket 69574"
	}
	if a, ok := st.attrWords(p, x); ok {
		return a // "with the property at 12 Elm St, Springfield (2400 square feet)", never pasted JSON
	}
	return argWords{block: "```json\n" + jsonText(x) + "\n```", intro: word}
}

// pictureWords says a cover or an icon given as one nested value
// ({"external": {"url": "…"}}, {"emoji": "🎉"}) by what it is: "setting
// the cover image to https://…", "with the 🎉 icon", not "setting url …".
func (st *funcState) pictureWords(word string, x map[string]any) (argWords, bool) {
	what, s, ok := pictureValue(word, x)
	switch {
	case !ok:
	case what != "icon":
		return argWords{text: st.turn("setting the "+what+" to "+s, "with "+s+" as the "+what, "using "+s+" as its "+what)}, true
	default:
		return argWords{text: st.turn("with the "+s+" icon", "setting its icon to "+s, "giving it the "+s+" icon")}, true
	}
	return argWords{}, false
}

// pictureValue finds the picture a cover or an icon value sets
// ({"external": {"url": "…"}}, {"emoji": "🎉"}): what it is in words
// ("cover image", "icon") and the address or emoji; ok is false for any
// other value.
func pictureValue(word string, x map[string]any) (what, s string, ok bool) {
	if word != "cover" && word != "icon" && word != "banner" && word != "logo" {
		return "", "", false
	}
	var k string
	var v any = x
	for depth := 0; depth < 3; depth++ {
		m, ok := v.(map[string]any)
		if !ok || len(m) != 1 {
			break
		}
		for mk, mv := range m {
			k, v = mk, mv
		}
	}
	s, _ = v.(string)
	switch {
	case k == "url" && strings.HasPrefix(s, "http"):
		if word == "cover" || word == "banner" {
			word += " image"
		}
		return word, s, true
	case k == "emoji" && word == "icon" && s != "":
		return word, s, true
	}
	return "", "", false
}

// editPair finds, in v or in a single member or item it wraps, an object
// of just two short texts that a find-and-replace takes: the text to find
// ("old_str", "find", "search", a range) and the text it becomes
// ("new_str", "replace", "content").
func editPair(v any) (old, repl string, ok bool) {
	for depth := 0; depth < 4; depth++ {
		switch x := v.(type) {
		case []any:
			if len(x) != 1 {
				return "", "", false
			}
			v = x[0]
			continue
		case map[string]any:
			if len(x) == 1 {
				for _, e := range x {
					v = e
				}
				continue
			}
			if len(x) != 2 {
				return "", "", false
			}
			for k, e := range x {
				str, isStr := e.(string)
				if !isStr || str == "" || len(str) > 200 || strings.ContainsRune(str, '\n') {
					return "", "", false
				}
				switch kw := strings.Fields(strings.ToLower(Humanize(k))); {
				case hasWord(kw, "old", "find", "search", "range", "original", "selection"):
					if old != "" {
						return "", "", false // two texts to find: no pair (and no map order)
					}
					old = str
				case hasWord(kw, "new", "replace", "replacement", "content", "text"):
					if repl != "" {
						return "", "", false
					}
					repl = str
				}
			}
			return old, repl, old != "" && repl != ""
		default:
			return "", "", false
		}
	}
	return "", "", false
}

// hasWord tells whether w holds one of the words.
func hasWord(w []string, words ...string) bool {
	for _, x := range w {
		for _, y := range words {
			if x == y {
				return true
			}
		}
	}
	return false
}

// howMany says a "number of …" parameter as how many of the things
// there are: NumberOfEmployees=40 is "with 40 employees", never
// "employees 40" or "max 40"; false for other names.
func (st *funcState) howMany(hl, n string, x any) (argWords, bool) {
	rest, ok := strings.CutPrefix(hl, "number of ")
	if !ok || rest == "" {
		return argWords{}, false
	}
	if isOne(x) {
		rest = singular(rest)
	}
	return argWords{text: st.turn("with "+n+" "+rest, n+" "+rest)}, true
}

// jsonish tells whether a parameter's value is a query, filter or
// document a person would paste as JSON: what pastedOnly names, and a
// list of settings ("options", "args") too.
func jsonish(p Param) bool {
	if pastedOnly(p) {
		return true
	}
	for _, w := range p.lowerHumanWords() {
		switch w {
		case "options", "args", "arguments":
			return true
		}
	}
	return false
}

// leafCount counts the scalar values inside v.
func leafCount(v any) int {
	switch x := v.(type) {
	case []any:
		n := 0
		for _, e := range x {
			n += leafCount(e)
		}
		return n
	case map[string]any:
		n := 0
		for _, e := range x {
			n += leafCount(e)
		}
		return n
	}
	return 1
}

// flatWords says an object's scalar leaves as "key value" pairs, keys
// humanized, nested keys by their last name ("text content \"hi\"" for
// {"text":{"content":"hi"}}), members in key order.
func flatWords(v any) string {
	var parts []string
	var walk func(key string, v any)
	walk = func(key string, v any) {
		switch x := v.(type) {
		case map[string]any:
			keys := make([]string, 0, len(x))
			for k := range x {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				if t, ok := x[k].(string); ok && k == "type" {
					// {"type":"page_id","page_id":…}: the discriminator names
					// the member beside it, and says nothing more.
					if _, named := x[t]; named {
						continue
					}
					if len(x) == 1 {
						parts = append(parts, t)
						continue
					}
				}
				walk(k, x[k])
			}
		case []any:
			if key != "" && len(x) > 1 && allScalars(x) {
				// {"contactIds":[75250,40012]}: "contact ids 75250 and
				// 40012", the key said once, never once per value
				vals := make([]string, len(x))
				for i, e := range x {
					vals[i] = words(e)
				}
				h := strings.ToLower(Humanize(key))
				if t, ok := strings.CutSuffix(h, " ids"); ok && t != "" {
					h = Plural(t) // contact ids: "contacts 75250 and 40012"
				}
				parts = append(parts, h+" "+joinWords(vals, "and"))
				return
			}
			for _, e := range x {
				walk(key, e)
			}
		default:
			if n, ok := x.(json.Number); ok && key != "" {
				if t, ok := memberUnitTail(keyWords(key), "", string(n)); ok {
					parts = append(parts, t) // "a cash price of 5.6 per bushel", never "cash price per bu 5.6"
					return
				}
			}
			w := words(x)
			h := strings.ToLower(Humanize(key))
			if b, ok := x.(bool); ok && key != "" && (hasFlag(h) || ingCompound(h)) {
				f := boolMemberWords(h, b)
				if !b {
					f = "with " + f
				}
				parts = append(parts, f) // "with an elevator", never "has elevator yes"
				return
			}
			switch {
			case strings.HasSuffix(h, " id") && len(h) > 3 && !idAdjectives[lastWord(strings.TrimSuffix(h, " id"))]:
				// {"page_id": "x"} → page x; {"external_id": "x"} stays
				// "external id x", an adjective names no thing
				if s, ok := x.(string); ok {
					w = strings.TrimSuffix(h, " id") + " " + s
				} else {
					w = strings.TrimSuffix(h, " id") + " " + w
				}
			case key != "":
				w = h + " " + w
			}
			parts = append(parts, w)
		}
	}
	walk("", v)
	if len(parts) == 0 {
		return "nothing"
	}
	return joinWords(parts, "and")
}

var _ = json.Number("")

// idAdjectives qualify an id without naming what it is the id of:
// "external id X" keeps its "id", where "page_id" is said "page X".
var idAdjectives = map[string]bool{"external": true, "internal": true, "foreign": true, "unique": true, "custom": true,
	"global": true, "local": true, "remote": true, "public": true, "private": true, "primary": true, "secondary": true,
	"alternate": true, "alt": true, "legacy": true, "old": true, "new": true, "original": true}

// currencyNames are what people call common currencies; a request may name
// the currency instead of its code (the code is then an inference the
// tool documents: "euros" → EUR).
var currencyNames = map[string]string{"USD": "US dollars", "EUR": "euros", "GBP": "British pounds", "JPY": "yen",
	"CHF": "Swiss francs", "CAD": "Canadian dollars", "AUD": "Australian dollars", "BRL": "Brazilian reais",
	"INR": "rupees", "CNY": "yuan", "MXN": "Mexican pesos", "SEK": "Swedish kronor"}

// currencyPhrase says a currency code, sometimes by its name: source and
// target currencies as "from"/"to".
func (st *funcState) currencyPhrase(p Param, x string) argWords {
	hl := strings.ToLower(p.Human)
	say := x
	if name, ok := currencyNames[strings.ToUpper(x)]; ok && st.intn(4) == 0 {
		say = name
	}
	switch {
	case strings.HasPrefix(hl, "from") || strings.HasPrefix(hl, "source") || strings.HasPrefix(hl, "base"):
		return argWords{text: "from " + say, lead: true}
	case strings.HasPrefix(hl, "to") || strings.HasPrefix(hl, "target") || strings.HasPrefix(hl, "quote"):
		return argWords{text: "to " + say, lead: true}
	}
	return argWords{text: st.turn("in "+say, "in "+say), lead: true, noun: "currency", ref: say}
}

// adjective tells whether a one-word flag key reads as an adjective
// ("archived", "private", "static") by its ending.
func adjective(w string) bool {
	for _, suf := range []string{"ate", "ive", "al", "ic", "ed", "ous", "ble", "ful", "ent", "ant", "ary"} {
		if strings.HasSuffix(w, suf) {
			return true
		}
	}
	return false
}

// indexNoun is what an index parameter's description says it numbers
// ("1-based index of the request, as printed …" → "request"); "" when it
// does not say.
func indexNoun(desc string) string {
	l := strings.ToLower(desc)
	i := strings.Index(l, "index of the ")
	if i < 0 {
		return ""
	}
	w := strings.Fields(l[i+len("index of the "):])
	if len(w) == 0 {
		return ""
	}
	n := strings.Trim(w[0], ".,;:()")
	if n == "" || !isWord(n) {
		return ""
	}
	return n
}

// isWord tells whether s is a lower-case word of letters.
func isWord(s string) bool {
	for _, r := range s {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return true
}

// languageNames are what people call common language codes; a request
// may name the language instead of its code (an inference the tool
// documents: "into Italian" → it).
var languageNames = map[string]string{"en": "English", "fr": "French", "de": "German", "es": "Spanish", "it": "Italian",
	"pt": "Portuguese", "pt-BR": "Brazilian Portuguese", "nl": "Dutch", "ja": "Japanese", "zh": "Chinese",
	"ko": "Korean", "ru": "Russian", "ar": "Arabic", "sv": "Swedish", "pl": "Polish", "tr": "Turkish"}

// formFields says a list of form fields ({"name", "target", "type",
// "value"}, an "element" description) the way a person lists what to
// fill in, one field a line ("- Newsletter checkbox \"Subscribe\"
// (checkbox, e2): true"); "" for other lists.
func formFields(x []any) string {
	var b strings.Builder
	for _, e := range x {
		m, ok := e.(map[string]any)
		if !ok {
			return ""
		}
		val, ok := m["value"]
		if !ok || !allScalars([]any{val}) {
			return ""
		}
		role := map[string]int{"name": 0, "label": 0, "field": 0, "target": 1, "ref": 1, "selector": 1, "id": 1,
			"type": 2, "kind": 2, "element": 3, "description": 3}
		for k, v := range m {
			if _, ok := v.(string); !ok && k != "value" {
				return "" // nested or numeric members: not a plain field
			}
			if _, ok := role[k]; !ok && k != "value" {
				return ""
			}
		}
		// The first key of each part, in a fixed order.
		first := func(keys ...string) string {
			for _, k := range keys {
				if s, ok := m[k].(string); ok {
					return s
				}
			}
			return ""
		}
		label, ref := first("name", "label", "field"), first("target", "ref", "selector", "id")
		kind, el := first("type", "kind"), first("element", "description")
		if label == "" && el == "" {
			return ""
		}
		b.WriteString("- ")
		if el != "" {
			b.WriteString(el)
			if label != "" {
				b.WriteString(" ")
			}
		}
		if label != "" {
			b.WriteString(quoteStr(label))
		}
		var in []string
		if kind != "" {
			in = append(in, kind)
		}
		if ref != "" {
			in = append(in, ref)
		}
		if len(in) > 0 {
			b.WriteString(" (" + strings.Join(in, ", ") + ")")
		}
		v := words(val)
		if s, ok := val.(string); ok {
			v = s // a list line needs no quotes
		}
		b.WriteString(": " + v + "\n")
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// lowBoundOf reads a key's words that mark a lower bound, first or last
// ("min bedrooms", "salary min", "minimum age"), and returns what is
// bounded ("bedrooms", "salary"); ok is false for other keys.
func lowBoundOf(hw []string) (string, bool) {
	return boundOf(hw, "min", "minimum")
}

// highBoundOf is lowBoundOf for an upper bound ("salary max").
func highBoundOf(hw []string) (string, bool) {
	return boundOf(hw, "max", "maximum")
}

func boundOf(hw []string, a, b string) (string, bool) {
	if len(hw) < 2 {
		return "", false
	}
	if f := hw[0]; f == a || f == b {
		return strings.Join(hw[1:], " "), true
	}
	if l := hw[len(hw)-1]; l == a || l == b {
		return strings.Join(hw[:len(hw)-1], " "), true
	}
	return "", false
}

// moneyNoun is what a bounded amount's key names beside its bound when
// that is more than a plain price ("salary" in salary_min); ok is false
// for a plain one and for keys that mark no bound at either end.
func moneyNoun(hl string) (string, bool) {
	hw := strings.Fields(hl)
	what, ok := lowBoundOf(hw)
	if !ok {
		what, ok = highBoundOf(hw)
	}
	if !ok || len(strings.Fields(what)) != 1 || plainMoney[what] || !isWord(what) {
		return "", false
	}
	return what, true
}

// countPhrase says a count ("up to 20 results", "20 per page", "a sample
// size of 31") of thing, the object's plural, unless the key names what
// it counts.
func (st *funcState) countPhrase(hl, n, thing string, x any) argWords {
	hw := strings.Fields(hl)
	switch {
	case len(hw) > 1 && numberClips[hw[len(hw)-1]]:
		// context_no=1800: "on context 1800", never "using a context no
		// of 1800" nor "as context #1800"; the thing and its number are
		// the object when the tool acts on that thing ("release cycle
		// 10", never "release a cycle in cycle 10")
		noun := strings.Join(hw[:len(hw)-1], " ")
		return argWords{text: st.turn("on "+noun+" "+n, "in "+noun+" "+n, "for "+noun+" "+n), lead: true, noun: noun, ref: noun + " " + n}
	case len(hw) > 1 && (hw[len(hw)-1] == "number" || hw[len(hw)-1] == "index"):
		noun := strings.Join(hw[:len(hw)-1], " ")
		return argWords{text: st.turn("on "+noun+" "+n, "as "+noun+" #"+n, "for "+noun+" "+n), lead: true, noun: noun, ref: noun + " " + n}
	case len(hw) > 1 && hw[0] == "total":
		what := strings.Join(hw[1:], " ")
		if isOne(x) {
			what = singular(what) // "1 thought in total"
		}
		return argWords{text: st.turn("out of "+n+" "+what, n+" "+what+" in total")}
	}
	if strings.Contains(hl, "page") {
		// "20 per page" is the API's paging; a person says how many they
		// want to see at once.
		return argWords{text: st.turn(n+" at a time", n+" "+thing+" at a time", "up to "+n+" at a time", "just "+n+" at a time")}
	}
	if what, ok := lowBoundOf(hw); ok && pluralNoun(lastWord(what)) {
		// min_bedrooms=2: what each result must have at least, never a
		// cap on the results ("cap it at 2", "up to 2 min bedrooms")
		return argWords{text: st.turn("with at least "+n+" "+what, n+" or more "+what, "at least "+n+" "+what)}
	}
	// "sampleSize" counts something else than the object ("the first
	// 31 schemas" would be wrong); "maxDocuments" names what it counts.
	var rest []string
	for _, w := range hw {
		if !countWords[w] {
			rest = append(rest, w)
		}
	}
	if len(rest) > 0 {
		if l := rest[len(rest)-1]; strings.HasSuffix(l, "s") && !strings.HasSuffix(l, "ss") {
			thing = strings.Join(rest, " ")
			if isOne(x) {
				thing = singular(thing)
			}
		} else if len(hw) > 1 && (hw[0] == "max" || hw[0] == "maximum") {
			// max_length=500: "with the length capped at 500", never
			// "using a max length of 500"
			what := strings.Join(hw[1:], " ")
			return argWords{text: st.turn("with the "+what+" capped at "+n, "capping the "+what+" at "+n)}
		} else if len(hw) > 1 && (hw[0] == "min" || hw[0] == "minimum") {
			what := strings.Join(hw[1:], " ")
			return argWords{text: st.turn("with the "+what+" at least "+n, "with a "+what+" of at least "+n)}
		} else if what, per, ok := strings.Cut(hl, " per "); ok && pluralLooking(lastWord(what)) && per != "" {
			// seats_per_table=4: a count of things per thing, "with 4 seats
			// per table", never "using a seats per table of 4"
			if isOne(x) {
				what = singular(what)
			}
			return argWords{text: "with " + n + " " + what + " per " + per}
		} else {
			return argWords{text: st.turn("with a "+hl+" of "+n, "using a "+hl+" of "+n)}
		}
	}
	if isOne(x) && thing != "" {
		// "the first 1 place", "up to 1 place": nobody counts to one so.
		return argWords{text: st.turn("only 1 "+singular(thing), "just 1 "+singular(thing), "1 "+singular(thing)+" max")}
	}
	return argWords{text: st.turn("up to "+n+" "+thing, "at most "+n+" "+thing, "just the first "+n, "no more than "+n, "limit it to "+n,
		"only "+n+" "+thing, "the first "+n+" "+thing, "cap it at "+n, "max "+n)}
}

// gerund is the -ing form of a verb: "replace" → "replacing", "set" →
// "setting", "request" → "requesting".
func gerund(v string) string {
	n := len(v)
	switch {
	case n > 2 && strings.HasSuffix(v, "e") && !strings.HasSuffix(v, "ee"):
		return v[:n-1] + "ing"
	case n >= 3 && !isVowel(v[n-3]) && isVowel(v[n-2]) && !isVowel(v[n-1]) && !strings.ContainsRune("wxy", rune(v[n-1])) &&
		(vowelGroups(v) == 1 || stressedLast[v]):
		// one-syllable CVC ("flag" → "flagging", "stop" → "stopping")
		// and verbs stressed on a last CVC ("submit" → "submitting")
		return v + v[n-1:] + "ing"
	}
	return v + "ing"
}

// stressedLast are two-syllable verbs stressed on their last syllable,
// whose final consonant doubles before -ing.
var stressedLast = map[string]bool{"submit": true, "commit": true, "admit": true, "permit": true, "omit": true,
	"refer": true, "prefer": true, "occur": true, "begin": true, "forget": true, "regret": true, "control": true,
	"patrol": true, "compel": true, "upset": true, "unpin": true, "unzip": true, "transfer": true}

// vowelGroups counts the runs of vowels in v, about its syllables.
func vowelGroups(v string) int {
	n, in := 0, false
	for i := 0; i < len(v); i++ {
		if isVowel(v[i]) {
			if !in {
				n++
			}
			in = true
		} else {
			in = false
		}
	}
	return n
}

func isVowel(c byte) bool { return strings.IndexByte("aeiou", c) >= 0 }

// purposeVerb is the verb a list parameter's description gives its items
// ("Modifier keys to press" → "press", "Array of values to select in the
// dropdown" → "select"); "" when it gives none.
func purposeVerb(desc string) string {
	d := strings.ToLower(desc)
	if i := strings.IndexAny(d, ".;("); i > 0 {
		d = d[:i]
	}
	w := strings.Fields(d)
	for i := 1; i+1 < len(w) && i < 6; i++ {
		if w[i] == "to" && verbs[w[i+1]] && !nounVerbs[w[i+1]] {
			return w[i+1]
		}
	}
	return ""
}

// memberWords says an object argument member by member when the schema
// describes every member set: each by its own role and description
// ("and permit deletion of existing child pages", "saying …"), as the
// tool's own arguments are said. ok is false for members without a
// description, nested values, or more than one long value.
func (st *funcState) memberWords(p Param, x map[string]any) (argWords, bool) {
	if st.data == nil || len(x) == 0 || len(x) > 4 || jsonish(p) {
		return argWords{}, false
	}
	raw := objectBranch(p.schema)
	if raw == nil {
		return argWords{}, false
	}
	ms, err := toolParams(raw)
	if err != nil {
		return argWords{}, false
	}
	byName := map[string]*Param{}
	for i := range ms {
		byName[ms[i].Name] = &ms[i]
	}
	names := sortedKeys(x)
	// What the object is for (its required members) first, options after.
	sort.SliceStable(names, func(i, j int) bool {
		ri := byName[names[i]] != nil && byName[names[i]].Required
		rj := byName[names[j]] != nil && byName[names[j]].Required
		return ri && !rj
	})
	t := st.data.Tool
	tc := role.ToolContext{Name: t.Name, Title: t.Title, Description: t.Description, Server: t.peers}
	var out argWords
	var texts []string
	said := false // one member is the text; two ("content", "content range") need their names
	for _, k := range names {
		m := byName[k]
		if m == nil || m.Description == "" {
			return argWords{}, false
		}
		switch x[k].(type) {
		case map[string]any, []any:
			return argWords{}, false
		}
		m.Value, m.Set = x[k], true
		m.Role = role.Classify(tc, role.ParamContext{Name: k, Path: "/" + p.Name + "/" + k, Schema: m.schema, Siblings: without(names, k)})
		if d := strings.ToLower(m.Description); m.Role.Kind == role.Unknown && (strings.Contains(d, "content") || strings.Contains(d, "text")) {
			// "new_str": "The complete new page content as Markdown" is the
			// text itself, not a new name nor a "new str".
			m.Role.Kind, m.Human = role.Text, "content"
		}
		if m.Role.Kind == role.Text {
			if said {
				return argWords{}, false
			}
			said = true
		}
		var a argWords
		if sv, ok := x[k].(string); ok && m.Role.Kind == role.Text && utf8.RuneCountInString(sv) <= 120 && !strings.Contains(sv, "\n") {
			a.text = "with the text " + quoteOnce(sv) // the object says what the text does
		} else {
			a = st.argPhrase(*m, t.intent)
		}
		if a.block != "" {
			if out.block != "" {
				return argWords{}, false
			}
			out.block, out.intro = a.block, a.intro
		}
		if a.text == "" && a.block == "" {
			if _, isBool := x[k].(bool); !isBool {
				return argWords{}, false // a value said by nothing would go unsaid
			}
		}
		if sv, ok := x[k].(string); ok && !strings.Contains(strings.ToLower(a.text+a.block), strings.ToLower(sv)) {
			return argWords{}, false // "newest first" for "descending": the flat words say the value
		}
		if a.text != "" {
			texts = append(texts, a.text)
		}
	}
	out.text = strings.Join(texts, ", ")
	return out, true
}

// objectBranch is the object schema of a parameter: the schema itself
// when it has properties, else its first anyOf/oneOf branch that has.
func objectBranch(raw json.RawMessage) json.RawMessage {
	var s struct {
		Properties json.RawMessage   `json:"properties"`
		AnyOf      []json.RawMessage `json:"anyOf"`
		OneOf      []json.RawMessage `json:"oneOf"`
	}
	if json.Unmarshal(raw, &s) != nil {
		return nil
	}
	if len(s.Properties) > 0 {
		return raw
	}
	for _, b := range append(s.AnyOf, s.OneOf...) {
		var o struct {
			Properties json.RawMessage `json:"properties"`
		}
		if json.Unmarshal(b, &o) == nil && len(o.Properties) > 0 {
			return b
		}
	}
	return nil
}

// without is names less name.
func without(names []string, name string) []string {
	out := make([]string, 0, len(names))
	for _, n := range names {
		if n != name {
			out = append(out, n)
		}
	}
	return out
}

// textBlocks says a list of content blocks that each hold plain text
// ({"paragraph":{"rich_text":[…]}}, {"type":"bulleted_list_item",…}) one
// block a line, by kind and text ("- bulleted list item: \"…\""), the
// way a person lists what to add; "" for any other list.
func textBlocks(x []any) string {
	var lines []string
	raw := false
	for _, e := range x {
		if m, ok := e.(map[string]any); ok {
			if t, ok := m["type"].(string); ok && strings.Contains(t, "_") {
				raw = true
			}
		}
	}
	numbered, lastMD := 0, "-"
	for _, e := range x {
		m, ok := e.(map[string]any)
		blockObj := false // {"object": "block", …}: said as "a paragraph block"
		if o, _ := m["object"].(string); ok && o == "block" {
			m = maps.Clone(m)
			delete(m, "object")
			blockObj = true
		}
		if !ok || len(m) == 0 || len(m) > 2 {
			return ""
		}
		kind, _ := m["type"].(string)
		text, body, typed := "", "", false
		for k, v := range m {
			if k == "type" {
				continue
			}
			inner, ok := v.(map[string]any)
			if !ok || len(inner) != 1 || body != "" || kind != "" && kind != k {
				return ""
			}
			for _, rv := range inner {
				t, ty, ok := richRuns(rv)
				if !ok {
					return ""
				}
				text, typed = t, ty
			}
			body = k
		}
		if body == "" && kind == "" || !isWord(strings.ReplaceAll(or(body, kind), "_", "")) {
			return ""
		}
		name := strings.ToLower(Humanize(or(body, kind)))
		if raw && strings.Contains(or(body, kind), "_") {
			// A "type" value is said as it is written, and then every
			// kind the same way.
			name = "`" + or(body, kind) + "`"
		}
		if text == "" {
			if kind != "" && name != kind {
				lines = append(lines, "- an empty "+name+" block")
				continue
			}
			lines = append(lines, "- "+fixArticle("an empty "+name))
			continue
		}
		if blockObj && !strings.HasSuffix(name, "block") {
			name += " block"
		}
		if typed {
			lines = append(lines, "- "+name+" with the text "+quoteOnce(text)) // "type":"text" runs
			continue
		}
		if md, ok := markdownBlock[body]; ok && kind == "" && !blockObj && !strings.Contains(text, "\n") {
			// A block whose kind is only a key is written the way people
			// write it, in Markdown ("- Node 16 is outdated" for a
			// bulleted item, a paragraph as a line of its own), not named
			// ("- bulleted list item: …").
			if md == "1. " {
				numbered++
				md = strconv.Itoa(numbered) + ". "
			}
			if len(lines) > 0 && (md == "" || lastMD == "") {
				// a paragraph is set off by a blank line, as Markdown
				// writes it: two lines in a row would read as one
				// paragraph, a line after a list item as more of the item
				lines = append(lines, "")
			}
			lines = append(lines, md+text)
			lastMD = md
			continue
		}
		lines = append(lines, "- "+name+": "+quoteOnce(text))
	}
	return strings.Join(lines, "\n")
}

// markdownBlock is how Markdown writes a block of each kind that holds a
// line of text: what a person types to mean a bulleted item, a heading or
// a to-do.
var markdownBlock = map[string]string{"paragraph": "", "bulleted_list_item": "- ", "numbered_list_item": "1. ",
	"to_do": "- [ ] ", "heading_1": "# ", "heading_2": "## ", "heading_3": "### ", "quote": "> "}

// byteSize says a byte count in the unit people size things in: "2 MB"
// for 2097152 (2 MiB) or 2000000, "512 KB" for 524288, "1 GB"; ok is false
// for a count that is no whole number of kilobytes, megabytes or
// gigabytes (said in bytes, as it is).
func byteSize(n string) (string, bool) {
	v, err := strconv.ParseInt(n, 10, 64)
	if err != nil || v < 1000 {
		return "", false
	}
	for _, u := range []struct {
		name     string
		bin, dec int64
	}{{"GB", 1 << 30, 1e9}, {"MB", 1 << 20, 1e6}, {"KB", 1 << 10, 1e3}} {
		switch {
		case v%u.bin == 0:
			return strconv.FormatInt(v/u.bin, 10) + " " + u.name, true
		case v%u.dec == 0:
			return strconv.FormatInt(v/u.dec, 10) + " " + u.name, true
		}
	}
	return "", false
}

// meaningVerb matches where a description says what a quoted value does:
// `"device" produces a high-resolution screenshot using device pixels`.
var meaningVerb = regexp.MustCompile(`^\s+(?:produces|gives|returns|uses|means|renders|creates|makes)\s+([^.;(]+)`)

// meaningPrep matches the prepositional phrase of such a clause that
// carries the value ("using device pixels", "in CSS pixels").
var meaningPrep = regexp.MustCompile(`(?i)\b(?:using|in|with|at)\s+[^,]+$`)

// valueMeaning is how a person asks for enum value x when the
// description says what it does: the phrase of that clause that holds
// the value ("using device pixels" for "device", "in CSS pixels" for
// "css"); "" when the description says nothing of it.
func valueMeaning(desc, x string) string {
	if x == "" {
		return ""
	}
	for _, q := range []string{`"` + x + `"`, "`" + x + "`", "'" + x + "'"} {
		i := strings.Index(desc, q)
		if i < 0 {
			continue
		}
		m := meaningVerb.FindStringSubmatch(desc[i+len(q):])
		if m == nil {
			continue
		}
		pp := strings.TrimSpace(meaningPrep.FindString(strings.TrimSpace(m[1])))
		if pp != "" && strings.Contains(strings.ToLower(pp), strings.ToLower(x)) && len(strings.Fields(pp)) <= 5 {
			return pp
		}
	}
	return ""
}

// permission tells whether flag p permits something the call would not
// do otherwise ("allow_deleting_content", "permitOverwrite"): its key
// starts with allow or permit and names the act permitted ("allow
// unsafe" names none: its description says what it is).
func permission(p Param) bool {
	hw := p.lowerHumanWords()
	return len(hw) > 1 && (hw[0] == "allow" || hw[0] == "permit") && (verbs[hw[1]] || overwrites[hw[1]] || strings.HasSuffix(hw[1], "ing"))
}

// contentIntro leads in blocks of content (paragraphs, list items) the
// way people do, by what to do with them ("Here's what to add:"), never
// by the parameter's name ("Here's the list of children:").
func (st *funcState) contentIntro() string {
	if st.data == nil {
		return "Here's the content:"
	}
	switch in := st.data.Tool.intent; {
	case firstWord(in.Verb) == "append" || firstWord(in.Verb) == "add" || firstWord(in.Verb) == "insert":
		return st.turn("Here's what to add:", "Here it is:", "This is what should go in:", "Here's the text:")
	case !in.Read:
		return st.turn("Here's what goes in it:", "Put this in it:", "It should say:", "Here's the content:")
	}
	return "Here's the content:"
}

// flagExample matches the examples a description lists after "like" or
// "such as" ("like images, fonts, scripts, etc.").
var flagExample = regexp.MustCompile(`(?i)\b(?:like|such as|e\.g\.,?) ((?:[a-z][a-z -]{1,20}, )+(?:and |or )?[a-z][a-z -]{1,20}?)(?:,? etc\.?|[.;)]|$)`)

// flagExamples returns the two to four short examples a flag's
// description lists ("images", "fonts", "scripts"); nil when it lists
// none.
func flagExamples(desc string) []string {
	m := flagExample.FindStringSubmatch(desc)
	if m == nil {
		return nil
	}
	var out []string
	for _, e := range strings.Split(m[1], ",") {
		e = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(strings.TrimSpace(e), "and "), "or "))
		if e == "etc" || e == "etc." {
			continue
		}
		if e == "" || len(strings.Fields(e)) > 3 {
			return nil
		}
		out = append(out, e)
	}
	if len(out) < 2 || len(out) > 4 {
		return nil
	}
	return out
}

// textNouns name a text by what it is ("commit message", "release
// notes", "pull request body").
var textNouns = map[string]bool{"message": true, "description": true, "body": true, "notes": true, "note": true,
	"summary": true, "comment": true}

// namedItems says a short list of objects that each have a name as the
// names, each with its other short members in brackets ("docs (version
// 1.1), blog"); ok is false for any other list.
func namedItems(x []any) (string, bool) {
	if len(x) == 0 || len(x) > 5 {
		return "", false
	}
	items := make([]string, 0, len(x))
	total := 0
	for _, e := range x {
		m, ok := e.(map[string]any)
		if !ok || len(m) > 3 {
			return "", false
		}
		name, ok := m["name"].(string)
		if !ok || name == "" || strings.ContainsAny(name, "\n\"`") || utf8.RuneCountInString(name) > 40 {
			return "", false
		}
		var more []string
		for _, k := range sortedKeys(m) {
			if k == "name" {
				continue
			}
			v, ok := scalarWords(m[k])
			if !ok || v == "" || utf8.RuneCountInString(v) > 30 || strings.ContainsAny(v, "\n\"`") {
				return "", false
			}
			w := strings.Fields(strings.ToLower(Humanize(k)))
			if len(w) > 1 && (w[len(w)-1] == "label" || w[len(w)-1] == "name" || w[len(w)-1] == "id" || w[len(w)-1] == "value") {
				w = w[:len(w)-1] // "version label" is the version
			}
			more = append(more, strings.Join(w, " ")+" "+v)
		}
		item := name
		if len(more) > 0 {
			item += " (" + strings.Join(more, ", ") + ")"
		}
		items = append(items, item)
		total += len(item)
	}
	if total > 160 {
		return "", false
	}
	return joinWords(items, "and"), true
}

// travelModes say how a person travels the way they say it, the mode's
// own word kept ("if I'm walking", "by transit").
var travelModes = map[string][]string{
	"driving":   {"if I'm driving", "for driving"},
	"walking":   {"if I'm walking", "walking"},
	"bicycling": {"if I'm bicycling", "for bicycling"},
	"cycling":   {"if I'm cycling", "for cycling"},
	"transit":   {"by transit", "on public transit"},
}

// commentHeads are the objects a person puts on a thing, not in it.
var commentHeads = map[string]bool{"comment": true, "reply": true, "note": true, "reaction": true}

// boundEnded says a number whose key ends on the preposition of a bound
// (year_to, date_from, price_since) as that bound of the thing: "with a
// date from 2023", "the year up to 2005", never "a date from of 2023" or
// "the year to at 2005"; ok is false for other keys.
func boundEnded(hl, n string) (argWords, bool) {
	f := strings.Fields(hl)
	if len(f) < 2 {
		return argWords{}, false
	}
	what := strings.Join(f[:len(f)-1], " ")
	switch f[len(f)-1] {
	case "from", "since", "after":
		return argWords{text: "with " + fixArticle("a "+what) + " " + f[len(f)-1] + " " + n}, true
	case "to", "until", "before":
		return argWords{text: "with " + fixArticle("a "+what) + " up to " + n}, true
	}
	return argWords{}, false
}

// numberByName says a number no role of numberPhrase said, by its key's
// words: a unit or a measure ("a radius of 500 m"), a bound ("at most 20
// results", "at least 2 rooms"), a count of things, a range end, else
// plainly.
func (st *funcState) numberByName(p Param, x any, hl, n, unit string) argWords {
	last := lastWord(hl)
	if unitWords[last] != "" || strings.Contains(hl, "radius") || strings.Contains(hl, "width") || strings.Contains(hl, "height") {
		u := unitWords[last]
		if u == "" {
			u = unit
		}
		return argWords{text: st.quantityPhrase(hl, n, u)}
	}
	if f := strings.Fields(hl); len(f) > 1 && (f[0] == "max" || f[0] == "maximum" || last == "limit") {
		rest := strings.Join(f[1:], " ")
		if last == "limit" {
			rest = strings.Join(f[:len(f)-1], " ")
		}
		return argWords{text: st.turn("at most "+n+" "+rest, "no more than "+n+" "+rest, "up to "+n+" "+rest)}
	}
	if f := strings.Fields(hl); len(f) > 1 && (f[0] == "min" || f[0] == "minimum") {
		return argWords{text: st.turn("at least "+n+" "+strings.Join(f[1:], " "), "a minimum of "+n+" "+strings.Join(f[1:], " "))}
	}
	if w, ok := st.howMany(hl, n, x); ok {
		return w
	}
	if a, ok := st.doneCountSaid(x, hl, n, roleKind(p)); ok {
		return a // hints_used: "with 2 hints used"
	}
	if hw := strings.Fields(hl); len(hw) > 2 && rangeEnds[last] {
		// target_temp_high=24: "the high target temp at 24", never "high 24"
		// nor "the target temp high set to 24"
		what := last + " " + strings.Join(hw[:len(hw)-1], " ")
		return argWords{text: st.turn("with the "+what+" at "+n, "the "+what+" at "+n)}
	}
	if a, ok := st.perOrUnit(hl, n); ok {
		return a
	}
	if a, ok := st.unitTailed(hl, n); ok {
		return a
	}
	if a, ok := boundEnded(hl, n); ok {
		return a
	}
	if strings.Contains(hl, " ") {
		// "a linehaul rate of 75", never "rate 75" (the key's other words
		// lost) nor "the linehaul rate set to 75"
		if prepositions[strings.Fields(hl)[0]] {
			return argWords{text: hl + " " + n} // to_revision: "to revision 22"
		}
		if a, ok := st.labelledNumber(hl, n); ok {
			return a // proof_version=3: "version 3 of the proof", never "a proof version of 3"
		}
		return argWords{text: st.turn("with "+fixArticle("a "+hl)+" of "+n, fixArticle("a "+hl)+" of "+n, "the "+hl+" at "+n)}
	}
	if strings.HasSuffix(hl, "s") && !strings.HasSuffix(hl, "ss") {
		// "passengers": a count of things.
		if isOne(x) {
			hl = singular(hl)
		}
		return argWords{text: st.turn(n+" "+hl, "for "+n+" "+hl, "with "+n+" "+hl)}
	}
	return st.plainNumber(p, hl, n)
}

// countsPlural tells whether a key's last word is a plural noun of
// people or things counted ("children", "adults", "bags"): its number
// is said before it, "2 children".
func countsPlural(w string) bool {
	if !isWord(w) || len(w) < 4 {
		return false
	}
	one := singular(w)
	// "vols", "qtys": a clipped word is no noun said after a number
	return one != w && len(one) >= 4 && Plural(one) == w
}

// wholeText tells whether n, a number said in digits, is a whole number
// of more than one ("2", "15"): "1 children" is not said.
func wholeText(n string) bool {
	if n == "" || n == "0" || n == "1" {
		return false
	}
	for _, r := range n {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// stateFilter says a state that narrows a list (status=open) after the
// list's noun: a state shaped as an adjective or participle before
// "ones" ("only the open ones") or in a relative clause ("that are
// open", its comma dropped right after the noun: uncommaThat), one led
// by a preposition or "not" after "the ones" ("only the ones on hold",
// "only the ones not started"), and any other word as the status it is
// ("only the ones with status heifer"). Was "the cows, only the heifer
// ones", "the plow routes, only the not started ones".
func (st *funcState) stateFilter(x string) string {
	f := strings.Fields(strings.ToLower(x))
	switch {
	case len(f) == 1 && (stateWord(f[0]) || participle(f[0]) || adjectiveShaped(f[0]) || plainStates[f[0]]),
		len(f) == 2 && strings.HasSuffix(f[0], "ly") && stateWord(f[1]): // "partially filled"
		return st.turn("only "+x+" ones", "that are "+x, "only the "+x+" ones")
	case len(f) > 1 && (prepositions[f[0]] || f[0] == "not" || f[0] == "out" || f[0] == "off" || strings.HasSuffix(f[0], "ing")):
		return st.turn("only the ones "+x, "just the ones "+x, "only those "+x)
	}
	return st.turn("only the ones with status "+x, "just those with status "+x, "only the ones with the "+x+" status")
}

// plainStates are short adjectives a status often is ("open", "idle",
// "overdue") that no ending marks as one.
var plainStates = map[string]bool{"open": true, "idle": true, "spare": true, "overdue": true, "active": true,
	"inactive": true, "live": true, "due": true, "late": true, "new": true, "paid": true, "unpaid": true,
	"free": true, "busy": true, "ready": true, "full": true, "empty": true, "valid": true, "invalid": true,
	"final": true, "void": true, "online": true, "offline": true, "public": true, "private": true, "draft": true,
	"current": true, "past": true, "upcoming": true, "dry": true, "wet": true, "vacant": true}

// postModList says a list under a key whose last word is no noun but a
// preposition or a participle after its noun, which the list's noun
// would otherwise be taken from ("with froms sesame and gluten",
// "with affecteds kitchen and hall", "with bies …"): a key ending in a
// preposition leads its values as it reads ("free from sesame and
// gluten", "counted by "Ann Bell" and "Bo Li""), a noun and its
// participle become the participle before the noun ("with affected
// rooms kitchen and hall"); a key that opens on the tool's own verb says
// only its preposition ("match to": "to INV-1"). ok is false for any
// other key.
func postModList(p Param, list string, d *Data) (argWords, bool) {
	hw := strings.Fields(strings.ToLower(p.Human))
	if len(hw) < 2 || len(hw) > 3 {
		return argWords{}, false
	}
	last, before := hw[len(hw)-1], hw[len(hw)-2]
	switch {
	case prepositions[last] && last != "of" && last != "as" && !prepositions[before]:
		sameVerb := d != nil && strings.EqualFold(firstWord(d.Tool.intent.Verb), hw[0])
		if verbs[hw[0]] && !sameVerb {
			return argWords{}, false // alert_on: an act of its own, said by its verb elsewhere
		}
		if d != nil && len(hw) == 2 && strings.EqualFold(firstWord(d.Tool.intent.Verb), hw[0]) {
			// match_to on a match tool: "match the line to INV-1", never
			// "match the line, match to INV-1"
			return argWords{text: last + " " + list, lead: true}, true
		}
		return argWords{text: strings.Join(hw, " ") + " " + list}, true
	case len(hw) == 2 && participle(last) && singular(before) != before:
		return argWords{text: "with " + last + " " + before + " " + list}, true
	}
	return argWords{}, false
}

// clauseMark is the index of the first mark of d that ends its clause
// (".,;(:["), -1 for none: a colon, point or comma between digits is part
// of a number or a time ("after the 14:00 cut-off", "2.5 kg"), never an
// end ("accept the order after the 14").
func clauseMark(d string) int {
	for i := 0; i < len(d); i++ {
		if !strings.ContainsRune(".,;(:[", rune(d[i])) {
			continue
		}
		if (d[i] == ':' || d[i] == '.' || d[i] == ',') && i > 0 && i+1 < len(d) && isDigit(d[i-1]) && isDigit(d[i+1]) {
			continue
		}
		return i
	}
	return -1
}

// isDigit tells whether b is an ASCII digit.
func isDigit(b byte) bool { return b >= '0' && b <= '9' }
