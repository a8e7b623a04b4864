package prompt

import "strings"

// labelNouns are things a number names rather than measures ("port
// 1024", "zoom 3", "level 4", "floor 2"): said as the noun and the
// number, never "a port of 1024", which reads as an amount of ports.
var labelNouns = map[string]bool{"port": true, "zoom": true, "level": true, "floor": true, "room": true, "step": true,
	"version": true, "row": true, "column": true, "line": true, "seat": true, "gate": true, "platform": true,
	"slot": true, "tier": true, "stage": true, "round": true, "channel": true, "track": true, "lane": true,
	"zone": true, "revision": true, "release": true, "chapter": true, "section": true, "verse": true, "episode": true,
	"season": true, "grade": true, "rank": true, "priority": true, "shard": true, "partition": true, "replica": true,
	"node": true, "terminal": true, "station": true, "bay": true, "pin": true, "frame": true, "tab": true,
	"year": true, "algorithm": true, "account": true, "path": true, "option": true, "layout": true, "scope": true,
	"type": true, "mode": true, "category": true, "class": true, "template": true, "profile": true, "edition": true}

// labelNumber says number n of a key whose noun names a thing by its
// number ("with port 1024"); ok is false for a noun that measures.
func labelNumber(noun, n string) (string, bool) {
	if !labelNouns[noun] {
		return "", false
	}
	return "with " + noun + " " + n, true
}

// labelledNumber says number n of a key of several words whose last word
// is a noun a number names ("proof version", "matching algorithm",
// "storage path"): "version 3 of the proof" when the words before it are
// the tool's own object, else the key's words and the number ("storage
// path 14"), never "a proof version of 3", which reads as an amount.
func (st *funcState) labelledNumber(hl, n string) (argWords, bool) {
	hw := strings.Fields(hl)
	last := hw[len(hw)-1]
	if len(hw) < 2 || !labelNouns[last] || rangeEnds[hw[0]] || hw[0] == "max" || hw[0] == "min" {
		return argWords{}, false
	}
	if st.data != nil {
		obj := strings.ToLower(st.data.Tool.intent.Object)
		if h := lastWord(obj); len(hw) == 2 && h != "" && singular(h) == hw[0] {
			return argWords{text: st.turn(last+" "+n+" of the "+hw[0], hl+" "+n)}, true
		}
	}
	return argWords{text: st.turn(hl+" "+n, "with "+hl+" "+n)}, true
}

// numberClips are the clipped forms of "number" a key ends with
// ("context_no", "bay_nr"): the key's other words name the thing the
// number picks out, said as that thing and its number ("context 1800"),
// never read out as "a context no of 1800".
var numberClips = map[string]bool{"no": true, "nr": true, "num": true}

// sinceThing is the event a span key counts from ("days since session"
// → "session", "hours after surgery" → "surgery"): a key of a time unit,
// "since" or "after", and the event; "" for other keys.
func sinceThing(hl string) string {
	hw := strings.Fields(hl)
	if len(hw) < 3 || hw[1] != "since" && hw[1] != "after" || !timeUnits[hw[0]] {
		return ""
	}
	if hw[2] == "last" || hw[2] == "the" || hw[2] == "now" {
		return "" // "days since last login" reads as a window, said so elsewhere
	}
	return strings.Join(hw[2:], " ")
}
