package prompt

import (
	"encoding/json"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// summaryFacts is the number of an object's plain members a summary says;
// the rest are left out, as a person reporting back would: the key facts
// in a sentence, not every field with its name ("the total projects are
// 30, the total sections are 10, the total tasks are 25 and the type is
// account overview").
const summaryFacts = 2

// summary says a structured tool result the way a person reports it back,
// as one or two whole sentences: the lists it holds counted by their own
// noun with their first few names ("I found 3 patients: Arjun Kowalski,
// Daniel Chen and Kenji Ibrahim."), its plain members as "the balance is
// 188.99", a yes/no member as "it's not accepted", a nested object by its
// name or its own members ("the charge is per 100"). It never counts an
// object's fields ("1 field") or lists bare "key value" pairs.
func summary(v any) string {
	return summaryOf(v, nil)
}

// summaryOf is summary of the result of a call made with args: an
// object's plain members that only repeat a value of the request ("the
// batch id is B-24175" after "show me batch B-24175") are left out, as a
// person answering would, unless nothing else is left to say.
func summaryOf(v any, args map[string]any) string {
	return summaryListing(v, args, "")
}

// summaryListing is summaryOf for a tool that lists the plural noun
// listed (listedNoun; "" when unknown): a list under a wrapper key
// ("items") is counted by that noun ("I found 3 integrations").
func summaryListing(v any, args map[string]any, listed string) string {
	switch x := v.(type) {
	case []any:
		if len(x) == 0 {
			return "Nothing came back."
		}
		return "I found " + listSay(x, listNounFor("results", listed)) + "."
	case map[string]any:
		return objectSay(x, askedValues(args), listed)
	}
	return upperFirst(describe(v)) + "."
}

// objectSay is summary of an object: its lists first, then its plain
// members, name-like members before the rest; a list under a wrapper key
// is counted by listed, the noun the tool lists (listNounFor).
func objectSay(m map[string]any, asked map[string]bool, listed string) string {
	if s, ok := batchSay(m); ok {
		return s
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.SliceStable(keys, func(i, j int) bool {
		ri, rj := factRankOf(keys[i], m[keys[i]]), factRankOf(keys[j], m[keys[j]])
		return ri < rj || ri == rj && keys[i] < keys[j]
	})
	paging := pagingOnly(m)
	var lists, facts, trail, echoed, ids, spare []string
	for _, k := range keys {
		e := m[k]
		if e == nil || count(e) == 0 && isContainer(e) || paging[k] {
			continue
		}
		if a := askedKey(e); a != "" && asked[a] {
			echoed = append(echoed, factSay(k, e))
			continue
		}
		if l, ok := e.([]any); ok {
			lists = append(lists, listSay(l, listNounFor(strings.ToLower(Humanize(k)), listed)))
			continue
		}
		if idKey(k) {
			ids = append(ids, factSay(k, e))
			continue
		}
		if spareFact(k, e) {
			spare = append(spare, factSay(k, e))
			continue
		}
		if zeroCount(e) {
			spare = append(spare, factSay(k, e)) // "the early terminated is 0": said only when nothing else is
			continue
		}
		if _, yes := e.(bool); !yes && particleEnd.MatchString(keySay(k)) {
			trail = append(trail, factSay(k, e))
			continue
		}
		facts = append(facts, factSay(k, e))
	}
	switch {
	case len(lists)+len(facts)+len(trail) == 0:
		facts = append(append(ids, spare...), echoed...)
	case len(lists) == 0:
		// a new thing's id ("the finding id is 530273, created at …")
		// when it leaves room
		facts = append(facts, ids...)
	}
	var b strings.Builder
	if len(lists) > 0 {
		b.WriteString("I found " + joinWords(lists, "and") + ".")
	}
	if len(facts)+len(trail) > 0 {
		if len(facts) > summaryFacts {
			facts = facts[:summaryFacts]
		}
		if b.Len() > 0 {
			b.WriteString(" ")
		}
		// Phrases ("as of …") trail the sentence after a comma.
		s := joinWords(facts, "and")
		if len(trail) > 0 {
			s = strings.TrimPrefix(s+", "+strings.Join(trail, ", "), ", ")
		}
		b.WriteString(upperFirst(s) + ".")
	}
	if b.Len() == 0 {
		return "Nothing came back."
	}
	return b.String()
}

// spareFact tells whether an object's member is said only when nothing
// else is: a nested object with no name of its own and more than a few
// members ("the address has 5 details"), or a breakdown ("the by payment
// type is priority 22").
func spareFact(k string, e any) bool {
	kw := strings.ToLower(Humanize(k))
	if sub, ok := e.(map[string]any); ok {
		return nameOf(sub) == "" && (len(sub) > 3 || strings.HasPrefix(kw, "by ") || strings.HasPrefix(kw, "per "))
	}
	return false
}

// idKey tells whether an object's member is its id ("id", "finding_id"):
// said after the other facts when they leave room, and not beside a list
// (a person asked about the thing, not its number; a new thing's id is
// what a create reports).
func idKey(k string) bool {
	kw := strings.ToLower(Humanize(k))
	return kw == "id" || strings.HasSuffix(kw, " id")
}

// batchSay says a batch tool's report that every item went through
// ({"completed": ["A", "B"], "failures": [], "successCount": 2,
// "failureCount": 0, "totalRequested": 2}) as a person would: "Done:
// both are completed (A and B).", never the counts read out one by one.
// ok is false unless m holds one list named by a past participle
// ("completed", "deleted") or "succeeded" with items, and besides it only
// empty lists and counts, none of failures above zero.
func batchSay(m map[string]any) (string, bool) {
	done := ""
	var items []any
	for k, e := range m {
		kw := strings.ToLower(Humanize(k))
		switch x := e.(type) {
		case []any:
			if len(x) == 0 {
				continue
			}
			if done != "" || strings.Contains(kw, " ") || !strings.HasSuffix(kw, "ed") || !allScalars(x) {
				return "", false
			}
			done, items = kw, x
		case bool:
			if !x {
				return "", false // "success": false
			}
		case json.Number:
			if f, err := x.Float64(); err != nil || f != 0 && (strings.Contains(kw, "fail") || strings.Contains(kw, "error") || strings.Contains(kw, "skip") || strings.Contains(kw, "reject")) {
				return "", false
			}
		default:
			return "", false
		}
	}
	if done == "" {
		return "", false
	}
	names := make([]string, len(items))
	for i, e := range items {
		names[i] = valueSay(e)
	}
	switch len(items) {
	case 1:
		return "Done: " + names[0] + " is " + done + ".", true
	case 2:
		return "Done: both are " + done + " (" + joinWords(names, "and") + ").", true
	}
	return "Done: all " + strconv.Itoa(len(items)) + " are " + done + " (" + joinWords(names, "and") + ").", true
}

// factRank orders an object's members: what names it first, then its
// ids, then the rest.
func factRank(k string) int {
	kw := strings.ToLower(Humanize(k))
	switch {
	case kw == "name" || kw == "title" || strings.HasSuffix(kw, " name") || strings.HasSuffix(kw, " title"):
		return 0
	case kw == "status" || strings.HasSuffix(kw, " status"):
		return 1
	case kw == "id" || strings.HasSuffix(kw, " id") || strings.HasSuffix(kw, " number") || amountWord.MatchString(kw):
		return 2
	}
	return 3
}

// listSay counts a list by noun (the plural key it came under: "3
// patients", "one level") and names its first few items when they have
// names, or their own ids, or are plain values.
func listSay(l []any, noun string) string {
	one := singular(noun)
	if one == noun || strings.IndexFunc(noun, func(r rune) bool { return !(r >= 'a' && r <= 'z') && r != ' ' }) >= 0 {
		one, noun = "item", "items"
	}
	head := countSay(len(l), one)
	names := itemNames(l)
	if names == nil {
		names = ownIDs(l, one)
	}
	if names == nil && allScalars(l) {
		for _, e := range l {
			names = append(names, valueSay(e))
		}
	}
	if names == nil {
		return head
	}
	names = withDetail(l, names)
	if len(l) == 1 {
		return head + ", " + names[0]
	}
	return head + ": " + listWords(names, len(l))
}

// countSay is "one level" or "4 deferrals".
func countSay(n int, one string) string {
	if n == 1 {
		return "one " + one
	}
	return pluralCount(n, one)
}

// yesNoWord matches a yes/no member said as "it's (not) accepted": one
// word that reads as a state.
var yesNoWord = regexp.MustCompile(`^(?:[a-z]+(?:ed|ble|ive|ent|ant|ing)|active|open|valid|ready|available|compliant|due|paid|free|eligible|permanent|final|public|private|overdue|online|empty|full|enabled|locked)$`)

// amountWord matches a member that says what something costs or holds.
var amountWord = regexp.MustCompile(`(?:^| )(?:total|amount|price|balance|cost|fee|count)$`)

// particleEnd matches a member name that ends in a particle ("as of",
// "recorded at", "ignition on"): it reads as a phrase before its value,
// not as a noun.
var particleEnd = regexp.MustCompile(`^\w+(?: \w+)* (?:of|on|off|at|since|by|to|from|in|until|last)$`)

// snakeWord matches a lowercase value with underscores ("at_berth").
var snakeWord = regexp.MustCompile(`^[a-z]+(?:_[a-z]+)+$`)

// factSay says one plain member of an object: "the balance is 188.99",
// "it's not accepted", "ignition on is yes".
func factSay(k string, e any) string {
	kw := keySay(k)
	if b, ok := e.(bool); ok {
		w := strings.TrimPrefix(kw, "is ")
		if x, ok := strings.CutSuffix(w, " on"); ok && !strings.Contains(x, " ") {
			if b {
				return "the " + x + " is on"
			}
			return "the " + x + " is off"
		}
		if yesNoWord.MatchString(w) {
			if b {
				return "it's " + w
			}
			return "it's not " + w
		}
		if f := boolFact(w, b); f != "" {
			return f
		}
		if w != kw && strings.Contains(w, " ") {
			// is_annual_berth: "it's not an annual berth", never "the is
			// annual berth is no"
			a := "a "
			if strings.ContainsRune("aeiou", rune(w[0])) {
				a = "an "
			}
			if b {
				return "it's " + a + w
			}
			return "it's not " + a + w
		}
	}
	if sub, ok := e.(map[string]any); ok && nameOf(sub) == "" {
		var inner []string
		for _, ik := range sortedKeys(sub) {
			if ie := sub[ik]; ie != nil && !isContainer(ie) || isString(ie) {
				if noun, said, ok := unitFact(ik, ie); ok {
					// "the totals are hammer £407.02 and net payable
					// £364.12", never "hammer gbp 407.02"
					inner = append(inner, noun+" "+said)
					continue
				}
				inner = append(inner, strings.ToLower(Humanize(ik))+" "+valueSay(ie))
			}
		}
		if len(inner) > 0 && len(inner) <= 3 {
			if by, ok := strings.CutPrefix(kw, "by "); ok {
				// a breakdown ("by_colour"): "teal 3 by colour", never
				// "the by colour is teal 3"
				return joinWords(inner, "and") + " by " + by
			}
			return "the " + kw + " " + beFor(kw) + " " + joinWords(inner, "and")
		}
		return "the " + kw + " has " + countSay(len(sub), "detail")
	}
	if n, ok := doneCount(k, e); ok {
		return n + " " + oneCounted(n, kw) // "99 screened", not "the screened is 99"
	}
	if noun, said, ok := unitFact(k, e); ok {
		return "the " + noun + " is " + said
	}
	if particleEnd.MatchString(kw) {
		return kw + " " + valueSay(e)
	}
	return "the " + kw + " " + beFor(kw) + " " + valueSay(e)
}

func isString(v any) bool {
	_, ok := v.(string)
	return ok
}

// keySay is a member's name in words, lowercase but for its acronyms
// ("vehicle ID").
func keySay(k string) string {
	f := strings.Fields(Humanize(k))
	for i, w := range f {
		if w != strings.ToUpper(w) || len(w) == 1 {
			f[i] = strings.ToLower(w)
		}
	}
	return strings.Join(f, " ")
}

// stampForm matches an ISO timestamp in UTC ("2026-02-11T15:00:00Z").
var stampForm = regexp.MustCompile(`^(\d{4}-\d\d-\d\d)T(\d\d:\d\d)(?::\d\d(?:\.\d+)?)?Z$`)

// valueSay is plainWords, with a UTC timestamp said as date and time
// ("2026-02-11 15:00 UTC") and a lowercase value with underscores in
// words ("at berth").
func valueSay(v any) string {
	if s, ok := v.(string); ok {
		if g := stampForm.FindStringSubmatch(s); g != nil {
			return g[1] + " " + g[2] + " UTC"
		}
		if snakeWord.MatchString(s) {
			return strings.ReplaceAll(s, "_", " ")
		}
	}
	return plainWords(v)
}

// oneCounted is the words kw of a count of a past act said after the
// number n: with n 1 the noun before the act is singular ("1 nest
// removed", never "1 nests removed"); kw is unchanged for other counts
// and for an act alone ("1 screened").
func oneCounted(n, kw string) string {
	ws := strings.Fields(kw)
	if n != "1" || len(ws) < 2 {
		return kw
	}
	return singular(strings.Join(ws[:len(ws)-1], " ")) + " " + ws[len(ws)-1]
}
