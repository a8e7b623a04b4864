package prompt

import "strings"

// polarVerbs map a key's word that says its values are kept out or
// turned off (blocked_categories, exclude_allergens, avoid, muted_users)
// to the verb a person says that with. "block" itself is no such word: a
// block_id names a block.
var polarVerbs = map[string]string{"blocked": "block", "excluded": "exclude", "exclude": "exclude",
	"excluding": "exclude", "ignored": "ignore", "ignore": "ignore", "skip": "skip", "skipped": "skip", "avoid": "avoid",
	"avoided": "avoid", "banned": "ban", "ban": "ban", "omit": "omit", "omitted": "omit", "disallowed": "disallow",
	"disallow": "disallow", "forbidden": "disallow", "denied": "deny", "deny": "deny", "muted": "mute", "mute": "mute"}

// leaveOutVerbs are polarVerbs' verbs that, on a read, narrow what comes
// back: said "without X" as well as by the verb.
var leaveOutVerbs = map[string]bool{"exclude": true, "omit": true, "skip": true, "avoid": true, "ignore": true}

// polarWords says the values of a key that keeps them out (see
// polarVerbs) by what the call does with them: blocked_categories=
// [coffee_bar] is "blocking coffee bar", exclude_allergens=[wheat] on a
// read "without wheat", avoid=[tolls] "avoiding tolls", never "with the
// coffee bar category" nor "with the wheat allergen", which say the
// opposite. items are the values as the request says them; ok is false
// for other keys.
func (st *funcState) polarWords(p Param, items []string) (argWords, bool) {
	hw := p.lowerHumanWords()
	if len(hw) == 0 || len(items) == 0 {
		return argWords{}, false
	}
	v, ok := polarVerbs[hw[0]]
	head := strings.Join(hw[1:], " ")
	if !ok && len(hw) == 2 {
		v, ok, head = polarVerbs[hw[1]], polarVerbs[hw[1]] != "", hw[0] // categories_blocked, words_muted
	}
	if !ok || len(hw) > 3 || bareListNouns[lastWord(head)] || bareListNouns[Plural(lastWord(head))] {
		return argWords{}, false // skip_ids, mute_key: what the key names, not what it keeps out
	}
	said := make([]string, len(items))
	for i, it := range items {
		said[i] = it
		if !strings.ContainsAny(it, " \"") {
			said[i] = spokenEnum(it) // coffee_bar: "coffee bar"
		}
	}
	list := joinWords(said, "and")
	if head != "" && isWord(lastWord(head)) {
		// what the values are, when the key says: "the standard and
		// general rooms", "suppliers "Vandelay Imports""
		if len(items) == 1 {
			head = singular(head)
		} else {
			head = Plural(singular(head))
		}
		named := "the " + list + " " + head
		if strings.ContainsRune(list, '"') {
			named = head + " " + list
		}
		list = st.turn(list, named)
	}
	read := st.data != nil && st.data.Tool.intent.Read
	if read && leaveOutVerbs[v] {
		return argWords{text: st.turn("without "+list, gerund(v)+" "+list)}, true
	}
	return argWords{text: st.turn(gerund(v)+" "+list, "and "+v+" "+list)}, true
}
