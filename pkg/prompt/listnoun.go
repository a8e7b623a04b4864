package prompt

import "strings"

// listWrappers are the singular nouns a result wraps its list in that say
// nothing of what the list holds ("items", "results", "data"): a summary
// counts such a list by what the tool lists instead ("I found 3
// integrations", was "I found 3 items").
var listWrappers = map[string]bool{"item": true, "result": true, "entry": true, "record": true,
	"row": true, "data": true, "element": true, "object": true, "hit": true, "match": true,
	"node": true, "value": true, "detail": true, "info": true, "information": true}

// listedNoun is the plural noun a tool lists, the head of its intent's
// object when that head is a plain plural noun ("get active integrations"
// → "integrations", "list issue labels" → "labels"); "" when the tool has
// no object, only reads nothing (an act's result lists what it did, not
// its object: "3 results" after assigning, never "3 operations"), or
// the head is singular or is itself a wrapper noun.
func listedNoun(in intent) string {
	if !in.Read {
		return ""
	}
	head := ""
	for i, x := range strings.Fields(in.Object) {
		x = strings.ToLower(x)
		if x == "of" && i > 0 {
			break
		}
		head = x
	}
	if head == "" || strings.IndexFunc(head, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 {
		return ""
	}
	one := singular(head)
	if one == head || listWrappers[one] || listWrappers[head] {
		return ""
	}
	return head
}

// listNounFor is the noun a summary counts a list under key noun by:
// what the tool lists (listed) when the key is a wrapper noun or no
// plural noun at all ("unsectioned", which listSay would count as
// "items"), else the key itself, without a wrapper after a plural ("days
// items" → "days").
func listNounFor(noun, listed string) string {
	if w := strings.Fields(noun); len(w) > 1 && listWrappers[singular(w[len(w)-1])] && singular(w[len(w)-2]) != w[len(w)-2] {
		// "daysItems": a wrapper after a plural says nothing more than
		// the plural ("4 days", never "4 days items")
		noun = strings.Join(w[:len(w)-1], " ")
	}
	if listed == "" {
		return noun
	}
	if listWrappers[singular(noun)] || singular(noun) == noun || strings.IndexFunc(noun, func(r rune) bool { return !(r >= 'a' && r <= 'z') && r != ' ' }) >= 0 {
		return listed
	}
	return noun
}

// summaryOf is the template's summaryOf: summaryOf of the result, a list
// under a wrapper key counted by what the rendered tool lists.
func (st *funcState) summaryOf(v any, args map[string]any) string {
	listed := ""
	if st.data != nil {
		listed = listedNoun(st.data.Tool.intent)
	}
	return summaryListing(v, args, listed)
}
