package generate

import (
	"encoding/json"
	"fmt"
	"maps"
	"path"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/mcpgen/mcpgen/internal/textscan"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// nameKeys are the members of a listed item that hold what a person calls
// it (beside its id), most telling first.
var nameKeys = []string{"name", "title", "displayname", "label", "filename", "fullname", "realname", "login", "username", "subject"}

// itemName is what a person calls the item of a finder's result whose
// value v a chain's second call takes as p, so the request can name it
// ("the connection called prod", "the file notes.md") instead of taking
// whatever came first: the base name of a path; a name or title beside v
// in the object holding it; v itself when it is held as a name. "" when
// the result names it by nothing else, or the name is not one item's.
// of tells that v is not the named item's own but a thing it refers to
// (the room_id of an event: the room of "Quarterly review").
func itemName(result, v string, p prompt.Param) (name string, of bool) {
	switch p.Role.Kind {
	case role.FilePath, role.DirPath, role.FileName:
		base := path.Base(v)
		if base == v || base == "/" || base == "." || !sayableName(base) {
			return "", false
		}
		n := 0
		for _, o := range found(result, p) {
			if path.Base(o) == base {
				n++
			}
		}
		if n != 1 {
			return "", false // two files of that name: the name is no one's
		}
		return base, false
	case role.URL:
		return "", false
	}
	var doc any
	if json.Unmarshal([]byte(result), &doc) != nil {
		return "", false
	}
	type named struct {
		name string
		of   bool
	}
	var names []named
	counts := map[string]int{}
	var walk func(x any, parent string)
	walk = func(x any, parent string) {
		switch t := x.(type) {
		case []any:
			for _, e := range t {
				walk(e, parent)
			}
		case map[string]any:
			holds, held, key := false, "", ""
			for _, k := range slices.Sorted(maps.Keys(t)) {
				if s, ok := t[k].(string); ok && s == v {
					holds, key = true, k
					if isNameKey(k) {
						held = s
					}
				}
			}
			ref := holds && !ownsValue(t, key, parent)
			for _, k := range nameKeys {
				for mk, e := range t {
					if s, ok := e.(string); ok && norm(mk) == k {
						counts[s]++
						if holds && s != v && sayableName(s) {
							names = append(names, named{s, ref})
						}
					}
				}
			}
			if holds && held != "" && sayableName(held) && !idShaped(held) {
				names = append(names, named{held, false})
			}
			for _, k := range slices.Sorted(maps.Keys(t)) {
				walk(t[k], k)
			}
		}
	}
	walk(doc, "")
	for _, n := range names {
		if counts[n.name] <= 1 {
			return n.name, n.of
		}
	}
	return "", false
}

// itemHolder is the member of a finder's result whose list items refer
// to the value v (the "visits" of {"visits":[{"visit_id":…,
// "customer_id":v}]}): v is the item's reference to another thing, not
// its own id (see ownsValue). "" when no list holds v so, or two members
// do. A chain on such a value is made on the thing of the first item
// listed (prompt.ChainRequestOf).
func itemHolder(result, v string) string {
	var doc any
	if json.Unmarshal([]byte(result), &doc) != nil {
		return ""
	}
	holders := map[string]bool{}
	var walk func(x any, parent string, listed bool)
	walk = func(x any, parent string, listed bool) {
		switch t := x.(type) {
		case []any:
			for _, e := range t {
				walk(e, parent, true)
			}
		case map[string]any:
			for _, k := range slices.Sorted(maps.Keys(t)) {
				if s, ok := t[k].(string); ok && s == v && listed && parent != "" && isIDKey(k) && !ownsValue(t, k, parent) {
					holders[parent] = true
				}
				walk(t[k], k, false)
			}
		}
	}
	walk(doc, "", false)
	if len(holders) != 1 {
		return ""
	}
	for h := range holders {
		return h
	}
	return ""
}

// ownsValue tells whether the object o holds the value under key as its
// own id, not as a reference to another thing: key is "id", or o has no
// other id, or key names the kind of the list holding o ("event_id" in
// "events"). An event's "room_id" beside its "event_id" is its room's.
func ownsValue(o map[string]any, key, parent string) bool {
	if norm(key) == "id" {
		return true
	}
	if _, ok := o["id"]; ok && !isIDKey(key) && !isNameKey(key) && !ownWord(key) {
		// Beside the item's own "id", a member named as no id is an
		// attribute of it: a boat's "berth" is the berth it lies at
		// ("its berth"), not the boat.
		return false
	}
	ids := 0
	for k := range o {
		if isIDKey(k) {
			ids++
		}
	}
	if ids <= 1 || !isIDKey(key) {
		return true
	}
	return parent != "" && norm(key) == strings.TrimSuffix(norm(parent), "s")+"id"
}

// ownWord tells whether member key names another identifier of the item
// itself (a slug, handle or key beside its id), not an attribute.
func ownWord(key string) bool {
	w := nameWords(key)
	if len(w) == 0 {
		return false
	}
	switch last := w[len(w)-1]; last {
	case "slug", "handle", "key":
		return true
	default:
		return ownCodes[last] || numberWords[last]
	}
}

// isIDKey tells whether a member's name says it holds an id ("id",
// "event_id", "connectionId").
func isIDKey(k string) bool {
	return k == "id" || k == "ID" || strings.HasSuffix(k, "_id") || strings.HasSuffix(k, "-id") || strings.HasSuffix(k, "Id") || strings.HasSuffix(k, "ID")
}

func isNameKey(k string) bool {
	for _, n := range nameKeys {
		if norm(k) == n {
			return true
		}
	}
	return false
}

// sayableName tells whether s is a name a person types: a few words on
// one line, with a letter, not a sentence (an event's title of six words,
// "Customer demo: City Power & Light", is one: not naming it left "the
// first event in the results").
func sayableName(s string) bool {
	if s == "" || len(s) > 50 || strings.ContainsAny(s, "\n\"`") || len(strings.Fields(s)) > 6 || strings.HasSuffix(s, ".") {
		return false
	}
	return strings.IndexFunc(s, unicode.IsLetter) >= 0
}

// idShaped tells whether s reads as an id rather than a name (a UUID, a
// run of hex or digits): such a value is no name a person says.
func idShaped(s string) bool {
	digits := 0
	for _, r := range s {
		if unicode.IsDigit(r) {
			digits++
		}
	}
	return len(s) >= 16 && !strings.Contains(s, " ") || digits*2 > len(s)
}

// changeWords in a tool's name say it changes or ends something: a
// chain's second call of such a tool is asked of an item the person names,
// never of whatever a listing shows first.
var changeWords = []string{"delete", "drop", "remove", "close", "disconnect", "rename", "update", "create", "insert",
	"write", "edit", "move", "push", "merge", "post", "patch", "send", "set", "add", "cancel", "book", "fork", "reply",
	"destroy", "kill", "stop", "reset", "clear", "archive", "upload", "modify", "replace", "connect", "logout", "revoke"}

// changeWord tells whether w, a word of a tool's name, says a change:
// one of changeWords, or a clipping of a change's verb ("upd", "del",
// "rcv": role.ChangeClip) that terse names keep.
func changeWord(w string) bool {
	return slices.Contains(changeWords, w) || role.ChangeClip(w) != ""
}

// actWords are the words of pt's spoken name, each clipped verb of a
// change spelled out (role.ChangeClip): "update status" of upd_status,
// "wms move" of wms_mv, so the checks of what a tool does read a terse
// name as they read a plain one.
func actWords(pt *prepTool) []string {
	w := nameWords(pt.spoken().Name)
	for i, x := range w {
		if v := role.ChangeClip(x); v != "" {
			w[i] = v
		}
	}
	return w
}

// readWords in a tool's name say it looks something up.
var readWords = []string{"get", "read", "list", "search", "find", "describe", "show", "view", "fetch", "count", "explain",
	"stats", "schema", "indexes", "logs", "open", "size", "info", "query", "retrieve", "status", "history", "replies",
	"profile", "tree", "aggregate", "lookup", "check"}

// readsOnly tells whether pt only looks something up: its name says no
// change (changeWords), and it is marked read-only or its name says a
// read. An annotation alone is not trusted: a "disconnect" marked
// read-only still ends a connection.
func readsOnly(pt *prepTool) bool {
	if pt.facts != nil {
		return pt.facts.readOnly
	}
	words := nameWords(pt.spoken().Name)
	if slices.ContainsFunc(words, changeWord) {
		return false
	}
	if pt.t.IsReadOnly() {
		return true
	}
	for _, w := range words {
		for _, r := range readWords {
			if w == r {
				return true
			}
		}
	}
	return false
}

// nameWords splits a tool name into its lower-case words ("API-get-self",
// "list_directory", "getUserProfile").
func nameWords(name string) []string {
	var out []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			out = append(out, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	for i, r := range name {
		switch {
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
			flush()
		case unicode.IsUpper(r) && i > 0 && len(cur) > 0 && !unicode.IsUpper(cur[len(cur)-1]):
			flush()
			cur = append(cur, r)
		default:
			cur = append(cur, r)
		}
	}
	flush()
	return out
}

// maxSaidNames is how many names of a listing a final answer says before
// it counts the rest ("and 4 more").
const maxSaidNames = 8

// listedItems reads a finder's result (JSON) for the list of things it
// found and what each is called: the first list (members in name order,
// depth first) of two or more objects that each hold a name or title a
// person says (nameKeys), with the list's own key as its noun ("rooms",
// "events"). No names when the result has no such list or an item has no
// name, or when one name stands for two items.
func listedItems(result string) (noun string, names []string) {
	var doc any
	if json.Unmarshal([]byte(result), &doc) != nil {
		return "", nil
	}
	var walk func(x any, key string) bool
	walk = func(x any, key string) bool {
		switch t := x.(type) {
		case []any:
			if got := namesOf(t); got != nil {
				noun, names = strings.ToLower(strings.Join(nameWords(key), " ")), got
				return true
			}
			for _, e := range t {
				if walk(e, key) {
					return true
				}
			}
		case map[string]any:
			for _, k := range slices.Sorted(maps.Keys(t)) {
				if walk(t[k], k) {
					return true
				}
			}
		}
		return false
	}
	walk(doc, "")
	return noun, names
}

// namesOf gives the name of every object of list (a name twice when two
// items share it), nil unless there are two or more and each has a
// sayable name.
func namesOf(list []any) []string {
	if len(list) < 2 {
		return nil
	}
	var names []string
	for _, e := range list {
		o, ok := e.(map[string]any)
		if !ok {
			return nil
		}
		name := ""
		for _, k := range nameKeys {
			for _, mk := range slices.Sorted(maps.Keys(o)) {
				if s, ok := o[mk].(string); ok && name == "" && norm(mk) == k && titleLike(s) && !idShaped(s) {
					name = s
				}
			}
		}
		if name == "" {
			return nil
		}
		names = append(names, name)
	}
	return names
}

// sayNames lists names as an answer says them: each once, with how
// many items share it ("Platform standup (3 times)"); at most
// maxSaidNames, the rest counted; in quotes when one holds a colon or
// comma ("Customer call: Initech"), so the list still reads as a list.
func sayNames(names []string) string {
	quote := false
	counts := map[string]int{}
	var uniq []string
	for _, n := range names {
		quote = quote || strings.ContainsAny(n, ":,;")
		if counts[n]++; counts[n] == 1 {
			uniq = append(uniq, n)
		}
	}
	var out []string
	for i, n := range uniq {
		if i == maxSaidNames && len(uniq) > maxSaidNames+1 {
			out = append(out, fmt.Sprintf("%d more", len(uniq)-i))
			break
		}
		if quote {
			n = `"` + n + `"`
		}
		if c := counts[uniq[i]]; c > 1 {
			n += fmt.Sprintf(" (%d times)", c)
		}
		out = append(out, n)
	}
	if len(out) == 1 {
		return out[0]
	}
	return strings.Join(out[:len(out)-1], ", ") + " and " + out[len(out)-1]
}

// titleLike tells whether s can be said as an item's name in a list: one
// line with a letter, short, not a sentence (a title of a few words like
// "Design review: API rate limits" is one; a description is not).
func titleLike(s string) bool {
	if s == "" || len(s) > 60 || strings.ContainsAny(s, "\n\"`") || len(strings.Fields(s)) > 8 || strings.HasSuffix(s, ".") {
		return false
	}
	return strings.IndexFunc(s, unicode.IsLetter) >= 0
}

// oneDay says a span whose two ends are the same day as that day (see
// prompt.OneDay), in a chain's request and its answer alike.
func oneDay(s string) string { return prompt.OneDay(s) }

// haveRe matches a yes/no question about what a thing has: "does its
// room have a screen or video?", "Does the Harbor room have a
// whiteboard?".
var haveRe = regexp.MustCompile(`(?i)\b(?:does|do) (it|they|its [\w-]+|the [\w -]+?(?: (?:of|for) "[^"\n]+")?) have (an? |any )?([\w-]+)(?: or (an? |any )?([\w-]+))?\?`)

// answersHave opens the answer f to a request text that asks whether a
// thing has something ("does its room have a screen or video?") with
// the yes the answer shows ("Yes, its room has video."), when f names what was
// asked about: the question is answered, not left to be read out of a
// list of equipment. The thing is said by its name (name, when the
// question said "it"). f is returned as it is when text asks no such
// question or f names none of it (no "no" is said of what f leaves out).
func answersHave(text, f, name, result string) string {
	m := haveRe.FindStringSubmatch(text)
	if m == nil {
		return f
	}
	var has, asked []string
	lf, lr := strings.ToLower(f), strings.ToLower(result)
	for i := 2; i+1 < len(m); i += 2 {
		art, w := strings.ToLower(m[i]), strings.ToLower(m[i+1])
		if w == "" {
			continue
		}
		switch {
		case textscan.HasWord(lf, w):
			has = append(has, strings.TrimPrefix(art, "any ")+w) // "a screen", "video"
		case textscan.HasWord(lr, w):
			return f // the result says it in a way the answer does not: no yes or no said
		}
		asked = append(asked, strings.TrimPrefix(art, "any ")+w)
	}
	subj, verb := strings.ToLower(m[1][:1])+m[1][1:], " has "
	switch {
	case subj == "it" && name != "":
		subj = name // after a listing of several, "it" would not say which
	case subj == "they":
		verb = " have "
	case name != "" && strings.HasSuffix(subj, " called "+name):
		subj = name // "Yes, Borealis has a screen", not "the room called Borealis" again
	}
	var yes, what string
	switch {
	case len(has) > 0:
		yes, what = "yes", strings.Join(has, " and ")
	case len(asked) == 2:
		// Neither word is in the result: the thing has neither.
		yes, what = "no", "neither "+asked[0]+" nor "+asked[1]
	case len(asked) == 1:
		yes, what = "no", "no "+strings.TrimPrefix(strings.TrimPrefix(asked[0], "a "), "an ")
	default:
		return f
	}
	if head, _ := firstSentence(f); yes == "yes" && namesEach(strings.ToLower(head), has) {
		// The answer's first sentence says what was asked about already
		// ("Cascade (HQ-201) is a 12-seat room in HQ with video."): the
		// yes opens it, not a sentence saying the same before it ("Yes,
		// Cascade has video. Cascade … with video.").
		if strings.HasPrefix(f, "The ") {
			f = "the " + f[len("The "):]
		}
		return "Yes, " + f
	}
	if strings.HasPrefix(subj, "its ") || strings.Contains(subj, ` for "`) || strings.Contains(subj, ` of "`) {
		// The thing was asked about as another item's ("the room for
		// "Q1 review""): the answer first says which one it is, then
		// the yes or no of it ("… (video and stage). So yes, it has
		// video."), not "Yes, its room has video" before naming it.
		head, rest := firstSentence(f)
		return strings.TrimSpace(head + " So " + yes + ", it" + verb + what + ". " + rest)
	}
	return upperFirst(yes) + ", " + subj + verb + what + ". " + f
}

// namesEach tells whether the lower-cased text l says each of the things
// has ("a screen", "video") as a word of its own, article aside.
func namesEach(l string, has []string) bool {
	for _, h := range has {
		w := h[strings.LastIndex(h, " ")+1:]
		if !textscan.HasWord(l, w) {
			return false
		}
	}
	return true
}

// firstSentence splits f after its first sentence (a stop followed by a
// space and a capital letter).
func firstSentence(f string) (head, rest string) {
	for i := 0; i+2 < len(f); i++ {
		if f[i] == '.' && f[i+1] == ' ' && unicode.IsUpper(rune(f[i+2])) {
			return f[:i+1], f[i+2:]
		}
	}
	return f, ""
}

// valuedItemRe matches an item's details before the value it is listed
// with: " (AX-001, 6 seats): " in "Juniper (AX-001, 6 seats): 09:00-18:00".
var valuedItemRe = regexp.MustCompile(` \([^()\n]*\): `)

// valuedList is the list of a finder's answer, rest (what follows its
// head's colon), when its items are each listed with a value ("Juniper
// (AX-001, 6 seats): 09:00-18:00; Harbor (…): 09:00-10:00"), said with
// the items' names and values only ("Juniper: 09:00-18:00; Harbor:
// 09:00-10:00"): asked "which rooms are free?", the answer gives the free
// times, not the names alone. False when the items carry no values or
// the list is too long to open an answer with.
func valuedList(rest string) (string, bool) {
	if strings.ContainsRune(rest, '\n') || len(valuedItemRe.FindAllStringIndex(rest, -1)) < 1 {
		return "", false
	}
	l := valuedItemRe.ReplaceAllString(rest, ": ")
	if len(l) > 260 {
		return "", false
	}
	return l, true
}

// upperFirst upper-cases the first letter of s.
func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
