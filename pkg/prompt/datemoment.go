package prompt

import "strings"

// stateWords are the words of a date's name that say in what state a
// thing is on that day ("available_on"): said with their date
// ("available on March 3"), like a participle.
var stateWords = map[string]bool{"available": true, "open": true, "closed": true, "valid": true, "active": true}

// wishWords name a day someone asks for ("preferred_date",
// "requested_date"): the request is for that day, not made on it.
var wishWords = map[string]bool{"preferred": true, "requested": true, "desired": true, "proposed": true,
	"wanted": true}

// doneByVerb are the participles of the verbs a deadline's name
// opens with that do not take -ed ("pay_by": "paid by").
var doneByVerb = map[string]string{"pay": "paid", "send": "sent", "ship": "shipped", "make": "made", "do": "done",
	"submit": "submitted", "deliver": "delivered", "return": "returned", "finish": "finished", "complete": "completed"}

// momentPhrase says a lone date by the moment its name holds where a
// bare "on March 5, 2026" would read as when the act itself happens: a
// client deleted "on" the day the request was received ("request
// received on February 5, 2026"), an object deaccessioned "on" its board
// approval ("board approval on October 13, 2025"), stems ordered "on"
// their arrival ("arriving February 10, 2026"), a record changed "on" the
// date it is given ("changing its date to April 26, 2026"). day is the
// date in words. ok is false to keep "on": the name says only that it is
// a date, or names the tool's own act ("harvested_on" of a harvest
// record).
func (st *funcState) momentPhrase(p Param, day string) (string, bool) {
	if st.data == nil {
		return "", false
	}
	in := st.data.Tool.intent
	l := momentLabel(p.Human)
	if l == "" {
		if changes(in) && !makes(in) {
			return st.turn("changing its date to "+day, "with the date set to "+day), true
		}
		return "", false
	}
	w := strings.Fields(l)
	if len(w) > 3 || actsWord(w, st.data.Tool.Name) {
		return "", false
	}
	last := w[len(w)-1]
	switch {
	case wishWords[w[0]] && len(w) == 1:
		// preferredDate, requested_date: the day asked for
		return "for " + day, true
	case l == "arrival" || l == "arriving" || l == "arrive":
		return "arriving " + day, true
	case l == "delivery" || l == "pick-up" || l == "collection":
		return "for " + l + " on " + day, true
	case l == "effective":
		return "effective " + day, true
	case l == "report" || l == "as of" || l == "snapshot":
		return "as of " + day, true
	case len(w) == 2 && momentPreps[last] && !strings.HasSuffix(w[0], "ed"):
		// deliver_by: "delivered by September 18, 2025"
		done, ok := doneByVerb[w[0]]
		if !ok {
			return "", false
		}
		return done + " " + last + " " + day, true
	case momentPreps[last]:
		return l + " " + day, true // "received after …"
	case strings.HasSuffix(last, "al") && len(last) > 4:
		return "with " + l + " on " + day, true // "with board approval on …"
	case changes(in) && !makes(in) && strings.HasSuffix(last, "ed") && len(w) == 1:
		// a record's own date set by an edit: "created on …" would
		// read as which record
		return "changing its " + l + " date to " + day, true
	case stateWords[last] || strings.HasSuffix(last, "ed") && !strings.HasSuffix(last, "eed") || last == "taken" || last == "sent":
		return l + " on " + day, true // "request received on …", "available on …"
	}
	return "", false
}

// actsWord tells whether a word of a date's label names the tool's own
// act or object (its name's words share a stem of four letters or more:
// "inspected" of inspection_log, "signed" of sign_release): the date is
// when the act happens, said "on".
func actsWord(label []string, tool string) bool {
	names := keyWords(tool)
	for _, x := range label {
		s := labelStem(x)
		if len(s) < 4 {
			continue
		}
		for _, n := range names {
			if strings.HasPrefix(n, s) || strings.HasPrefix(s, labelStem(n)) && len(labelStem(n)) >= 4 {
				return true
			}
		}
	}
	return false
}

// labelStem cuts a word's ending of a participle or a noun of an act
// ("received" → "receiv", "approval" → "approv", "inspection" →
// "inspect").
func labelStem(w string) string {
	for _, suf := range []string{"ation", "ion", "ing", "ed", "al", "es", "e", "s"} {
		if len(w) > len(suf)+3 && strings.HasSuffix(w, suf) {
			return strings.TrimSuffix(w, suf)
		}
	}
	return w
}
