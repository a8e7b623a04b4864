package role

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// Terse keys are parameter names of one to three letters that clip a word
// ("j", "sig", "pf", "lvl"): said as they are they read as noise ("with j
// general", "the pf default"). What such a key stands for is found once,
// by KeyMeaning, and read by the value's role (Classify), the request's
// words and the clarification questions alike.

// A Meaning is what a terse key stands for: Words is a noun phrase ("wall
// code" for "w", "paper format" for "pf"), Desc a description to read the
// value from when the key has none of its own ("wall code (N1..N4,
// S1..S3)"), "" when no tool gives one.
type Meaning struct {
	Words, Desc string
}

// commonClips are clipped words keys use for one word wherever they
// appear: "lvl" is a level, "rsn" a reason, whatever the server ("ph",
// a phone or a pH, is not one of them). A question word a key asks by
// is the noun it asks for: "why" is the reason (was 'The why is "Same
// as last time."', now 'The reason is …').
var commonClips = map[string]string{"qty": "quantity", "amt": "amount", "addr": "address", "desc": "description",
	"dept": "department", "dob": "date of birth", "lvl": "level", "rsn": "reason", "nt": "note", "em": "email",
	"sz": "size", "nm": "name", "dmg": "damage", "tel": "telephone", "yr": "year", "mo": "month",
	"wk": "week", "hr": "hour", "cmt": "comment", "pwd": "password", "pct": "percent", "wt": "weight",
	"ht": "height", "len": "length", "ver": "version", "cnt": "count", "img": "image", "grp": "group",
	"msg": "message", "txn": "transaction", "src": "source", "dst": "destination", "dest": "destination",
	"pmt": "payment", "tkt": "ticket", "lang": "language", "loc": "location", "cat": "category",
	"why": "reason", "cust": "customer", "acct": "account", "stn": "station", "ref": "reference", "hrs": "hours", "mins": "minutes", "typ": "type", "no": "number", "nr": "number"}

// terseWords are keys of one to three letters that are words of their
// own, never clippings ("by" is who did it, "to" where it goes), or
// conventions every server keeps ("n" a count, "q" a query).
var terseWords = map[string]bool{"id": true, "no": true, "to": true, "at": true, "by": true, "on": true,
	"in": true, "ok": true, "up": true, "of": true, "is": true, "as": true, "if": true, "or": true, "and": true,
	"for": true, "the": true, "url": true, "uri": true, "ip": true, "os": true, "tag": true, "key": true,
	"ref": true, "new": true, "old": true, "top": true, "max": true, "min": true, "all": true, "any": true,
	"x": true, "y": true, "z": true, "n": true, "q": true, "it": true, "lat": true, "lon": true, "me": true, "we": true, "us": true, "go": true, "do": true}

// CommonClip is the word a clipped word stands for wherever it appears
// (commonClips: "cust" is "customer"), "" for any other word.
func CommonClip(w string) string { return commonClips[w] }

// TerseKey tells whether key is a terse key: one of commonClips, or one
// to three lower-case letters, with no vowel after the first when it has
// three ("lvl"; "sig" is a word of its own), and no word of its own
// (terseWords).
func TerseKey(key string) bool {
	if commonClips[key] != "" && !terseWords[key] {
		return true
	}
	if len(key) == 0 || len(key) > 3 || terseWords[key] {
		return false
	}
	for _, r := range key {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return len(key) < 3 || !strings.ContainsAny(key[1:], "aeiou")
}

// reKeyGloss matches a tool description glossing a key: "w = wall code
// (N1..N4, S1..S3)" says what its "w" takes, "warr_m = guarantee months"
// what its "warr_m" takes (it was read as a gloss of no key).
var reKeyGloss = regexp.MustCompile(`(?:^|[\s(;,.])([a-z]{1,4}(?:_[a-z]{1,4})?)\s*=\s*[A-Za-z]`)

// noteGlosses files the keys description d glosses ("w = wall code
// (N1..N4)"), each with the text up to the end of its clause, keeping the
// longest.
func (s *Server) noteGlosses(d string) {
	locs := reKeyGloss.FindAllStringSubmatchIndex(d, -1)
	for i, l := range locs {
		end := len(d)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		text := glossClause(d[l[1]-1 : end])
		if text == "" {
			continue
		}
		if s.glosses == nil {
			s.glosses = map[string]string{}
		}
		k := d[l[2]:l[3]]
		if g := s.glosses[k]; len(text) > len(g) || len(text) == len(g) && text < g {
			s.glosses[k] = text
		}
	}
}

// reListGloss matches a sentence of a tool description that opens on two
// or more keys joined by slashes and says what they take: "d0/d1
// yyyymmdd", "Takeoff/landing are unix epoch seconds".
var reListGloss = regexp.MustCompile(`(?:^|[.;]\s+)([A-Za-z][A-Za-z0-9_]*(?:/[A-Za-z][A-Za-z0-9_]*)+)\s+(?:(?:are|is)\s+|=\s*)?[A-Za-z]`)

// noteListGlosses files the keys a sentence of tool description d glosses
// together ("d0/d1 yyyymmdd": both take a yyyymmdd date), when every key
// it joins is a property of the tool's input schema root: "read/write
// access" names no keys. Before, a bare "takeoff" of a tool described
// "Takeoff/landing are unix epoch seconds" was drawn 1500000091; now it
// reads "unix epoch seconds" and takes an instant near the reference date.
func (s *Server) noteListGlosses(d string, root map[string]any) {
	props, _ := root["properties"].(map[string]any)
	if len(props) < 2 || !strings.Contains(d, "/") {
		return
	}
	for _, l := range reListGloss.FindAllStringSubmatchIndex(d, -1) {
		keys := strings.Split(d[l[2]:l[3]], "/")
		ok := true
		for i, k := range keys {
			keys[i] = strings.ToLower(k)
			if props[k] == nil && props[keys[i]] == nil {
				ok = false
			}
		}
		text := glossClause(d[l[1]-1:])
		if !ok || text == "" {
			continue
		}
		if s.glosses == nil {
			s.glosses = map[string]string{}
		}
		for _, k := range keys {
			if g := s.glosses[k]; len(text) > len(g) || len(text) == len(g) && text < g {
				s.glosses[k] = text
			}
		}
	}
}

// Gloss is what a tool description of the server says key takes ("dep =
// epoch s", "d0/d1 yyyymmdd"), "" when none does; s may be nil. A
// parameter with no description of its own reads it as its description:
// a bare "dep" of a tool described "Open a fishing trip. dep = epoch s."
// was drawn 61, and is now an epoch time.
func (s *Server) Gloss(key string) string {
	if s == nil {
		return ""
	}
	return s.glosses[strings.ToLower(key)]
}

// glossClause is the gloss t up to the end of its clause: a ";", a new
// line or a sentence's full stop outside parentheses.
func glossClause(t string) string {
	depth := 0
	for i, r := range t {
		switch {
		case r == '(':
			depth++
		case r == ')':
			depth--
		case depth <= 0 && (r == ';' || r == '\n' || r == ',' || r == '.' && (i+1 == len(t) || t[i+1] == ' ')):
			return strings.TrimSpace(t[:i])
		}
	}
	return strings.TrimSpace(t)
}

// KeyMeaning returns what the terse key of tool toolName (described
// toolDesc) stands for, desc being the key's own description. It reads,
// in order: the key's own description ("hold color" for "c"), a gloss a
// tool description gives it ("w = wall code"), the description another
// tool gives the same key ("setter id" for "st"), a word of the tool's name
// or description the key clips ("Reprint job J with paper format PF":
// "j" is the job, "pf" the paper format), the word the key clips on the
// server's other tools, then commonClips. The zero Meaning when none
// says; s may be nil. listed says the key takes an enum, an array or an
// object: its own values say what it is, and another tool's same key
// ("c" a delay code there, a hold's compartment here) is not read.
func (s *Server) KeyMeaning(toolName, toolDesc, key, desc string, listed bool) Meaning {
	if w := letterNamed(key, desc); w != "" {
		return Meaning{Words: w}
	}
	if !TerseKey(key) {
		if w := s.idKeyMeaning(toolName, toolDesc, key, desc); w != "" && !listed {
			return Meaning{Words: w} // ("jid" of "Get one job": "job id")
		}
		if s != nil && desc == "" && !listed && s.numberNouns[key] != "" {
			return Meaning{Words: s.numberNouns[key] + " number"} // ("no": "member number")
		}
		if s != nil && desc == "" && !listed && len(key) == 3 {
			return Meaning{Words: s.wordClips[key]} // ("lib": "liberation")
		}
		return Meaning{}
	}
	if w := describedWords(key, desc); w != "" {
		return Meaning{Words: w}
	}
	own := desc != ""
	if own {
		// its own words say what it is, in words no clipping matches
		// ("head of hh"): only a common clipping is read
		if w := commonClips[key]; w != "" {
			return Meaning{Words: w}
		}
		return Meaning{Words: clippedDesc(desc)}
	}
	if s != nil && !listed {
		if g := s.glosses[key]; g != "" {
			if w := describedWords(key, g); w != "" {
				return Meaning{Words: w, Desc: ownless(own, g)}
			}
		}
		if d := s.Described(key); d != "" {
			if w := describedWords(key, d); w != "" {
				return Meaning{Words: w, Desc: ownless(own, d)}
			}
		}
	}
	if w := toolClip(key, toolName, toolDesc); w != "" {
		return Meaning{Words: w}
	}
	if s != nil && !listed && s.keyClips[key] != "" {
		return Meaning{Words: s.keyClips[key]}
	}
	if w := commonClips[key]; w != "" || s == nil || listed {
		return Meaning{Words: w} // (an enum's "st" of "liberated" is no "stop")
	}
	return Meaning{Words: s.wordClips[key]}
}

// clippedDesc is a description of one to three words that is itself
// clipped, spelled out as descHead reads it: "ap" described "stn" is the
// "station", "elr" described "line ref" the "line reference", so neither
// is asked as "Which stn should I use?"; "" when d is longer, no word
// of it is a clipping, or it opens on a word of its own ("no fault found").
func clippedDesc(d string) string {
	f := strings.Fields(strings.ToLower(d))
	if len(f) == 0 || len(f) > 3 {
		return ""
	}
	head, _ := descHead(d)
	if len(head) != len(f) || strings.Join(head, " ") == strings.Join(f, " ") || head[0] != f[0] && terseWords[f[0]] {
		return "" // ("no fault found" opens on a word, not the number)
	}
	return strings.Join(head, " ")
}

// ownless is d when the key has no description of its own (own false),
// else "": a key's own words are never replaced.
func ownless(own bool, d string) string {
	if own {
		return ""
	}
	return d
}

// glossStops end a description's head: the words after them say more
// than what the value is ("strip whole wall instead of ids").
var glossStops = map[string]bool{"of": true, "for": true, "to": true, "in": true, "instead": true, "with": true,
	"by": true, "on": true, "or": true, "and": true, "from": true, "as": true, "if": true, "when": true, "e": true}

// describedWords is the head of description d (its first words, up to
// three, before any punctuation or glossStops word) when key clips a word
// of it: "hold color" for "c", "waiver number" for "wv" ("waiver no."),
// "grade" for "g" ("grade, V-scale or YDS"); "" otherwise.
func describedWords(key, d string) string {
	head, plain := descHead(d)
	if n := len(key); n >= 2 && n <= 3 && len(head) >= n && initialsOf(key, head[:n]) && writtenAs(d, head[:n]) {
		return strings.Join(head[:n], " ") // "lt" described "launch time"
	}
	for i, w := range head {
		if !keyClips(key, w) {
			continue
		}
		j := i
		for j > 0 && plain[j-1] && !toolVerbs[head[j-1]] {
			j-- // "hold color", not "IATA dly code"
		}
		return strings.Join(head[j:], " ")
	}
	return ""
}

// descHead is the lower-case words description d opens on, up to three,
// before punctuation or a glossStops word, without a leading article,
// with commonClips spelled out ("cust acct": "customer account");
// plain says, per word, that d writes it in lower case with a vowel (a
// word, not an initialism or a clipping: "IATA", "dly").
func descHead(d string) (head []string, plain []bool) {
	for f := range strings.FieldsSeq(d) {
		w := strings.TrimRightFunc(f, func(r rune) bool { return !unicode.IsLetter(r) })
		l := strings.ToLower(w)
		if w == "" || strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 || glossStops[l] {
			break
		}
		if len(head) == 0 && (l == "the" || l == "a" || l == "an" || hedgeClips[l] && w != f) {
			continue // "est. head" is the head count, estimated
		}
		if full := commonClips[l]; full != "" && l == w {
			l = full // "cust acct" is the customer account, "run hrs" the run hours
		}
		head = append(head, l)
		plain = append(plain, strings.ToLower(w) == w && strings.ContainsAny(l, "aeiou"))
		if len(head) == 3 || w != f {
			break // punctuation ends the head
		}
	}
	return head, plain
}

// keyClips tells whether key clips word w: w is longer, opens with key's
// first letter and keeps key's letters in order; a key with a vowel
// after its first letter must open w ("pos" of "position").
func keyClips(key, w string) bool {
	if len(w) <= len(key) || w[0] != key[0] || !strings.ContainsAny(w, "aeiouy") {
		return false
	}
	if strings.ContainsAny(key[1:], "aeiou") && !strings.HasPrefix(w, key) {
		return false
	}
	if len(key) == 2 && !strings.HasPrefix(w, key) {
		return twoLetterClip(key, w)
	}
	return lettersInOrder(key, w)
}

// twoLetterClip tells whether a two-letter key that does not open w
// clips it: its second letter is w's first consonant ("nt" of "note",
// "sz" of "size", "dt" of "date") or opens a later part of a compound
// ("hh" of "household", "lb" of "leaderboard"); never a letter deep in
// the word ("sp" of "swap": a species code was said as a swap).
func twoLetterClip(key, w string) bool {
	i := 1
	for i < len(w) && strings.IndexByte("aeiouy", w[i]) >= 0 {
		i++
	}
	if i < len(w) && w[i] == key[1] {
		return true
	}
	for k := 2; k+3 < len(w); k++ {
		if w[k] == key[1] && strings.IndexByte("aeiouy", w[k+1]) >= 0 {
			return true // (a syllable of at least three letters: "house|hold", "leader|board")
		}
	}
	return false
}

// toolClip is the word of the tool's name or description key clips: the
// words a key of two or three letters opens, in order ("pf" of "paper
// format"), else the one word it clips, the only one of the tool's words
// that a one-letter key opens ("m" of "get member by number"); "" when
// none or several fit.
func toolClip(key, toolName, toolDesc string) string {
	words := toolNouns(toolName, toolDesc)
	if len(key) >= 2 {
		for i := 0; i+len(key) <= len(words); i++ {
			if initialsOf(key, words[i:i+len(key)]) {
				return strings.Join(words[i:i+len(key)], " ")
			}
		}
	}
	found := ""
	for _, w := range words {
		switch w = singular(w); {
		case !keyClips(key, w) || strings.HasPrefix(found, w):
		case found == "" || strings.HasPrefix(w, found):
			found = w // "sub" beside "submission" is the submission
		default:
			return ""
		}
	}
	return found
}

// initialsOf tells whether key is the initials of words, each a word of
// three letters or more.
func initialsOf(key string, words []string) bool {
	for i, w := range words {
		if len(w) < 3 || w[0] != key[i] {
			return false
		}
	}
	return true
}

// toolNouns are the lower-case words of a tool's description then of its
// name, without the verbs of tool names and function words, the words
// written in capitals and the name's words of three letters or fewer,
// themselves clipped.
func toolNouns(toolName, toolDesc string) []string {
	var out []string
	add := func(ws []string, least int) {
		for _, w := range ws {
			l := strings.ToLower(w)
			if len(w) < least || len(w) > 1 && w == strings.ToUpper(w) {
				continue // ("AWS", "PF": initialisms, or the keys themselves)
			}
			if !toolVerbs[l] && !glossStops[l] && l != "the" && l != "a" && l != "an" && !slices.Contains(out, l) {
				out = append(out, l)
			}
		}
	}
	add(strings.FieldsFunc(toolDesc, func(r rune) bool { return !unicode.IsLetter(r) }), 1)
	add(Tokens(toolName), 4) // "sub" of "sub.dq" is itself a clipping
	return out
}

// noteKeyClips tallies, for each terse key of a tool, the word of the
// tool's name or description it clips (toolClip), into tally.
func noteKeyClips(tally map[string]map[string]int, key, toolName, toolDesc string) {
	clip := key
	if h := idKeyHead(key); h != "" && !inToolWords(key, toolName, toolDesc) {
		clip = h // an id key's head ("j" of "jid") clips what it identifies
	} else if !TerseKey(key) {
		return
	}
	if w := toolClip(clip, toolName, toolDesc); w != "" {
		if tally[key] == nil {
			tally[key] = map[string]int{}
		}
		tally[key][w]++
	}
}

// agreedClip is the word all of words (sorted) open on, the shortest
// ("member" of "member" and "membership"), "" when two of them do not
// share it ("submission" and "score") or words is empty.
func agreedClip(words []string) string {
	best := ""
	for _, w := range words {
		switch {
		case best == "" || strings.HasPrefix(best, w):
			best = w
		case !strings.HasPrefix(w, best):
			return ""
		}
	}
	return best
}

// fileKeyClips keeps, per key, the word its tools clip when they agree:
// "m" clipping "member" on one tool and "membership" on another is the
// member (the shorter), "s" clipping "submission" on one and "score" on
// another is neither.
func (s *Server) fileKeyClips(tally map[string]map[string]int) {
	for k, ws := range tally {
		best := agreedClip(slices.Sorted(maps.Keys(ws)))
		if best == "" {
			continue
		}
		if s.keyClips == nil {
			s.keyClips = map[string]string{}
		}
		s.keyClips[k] = best
	}
}

// hedgeClips are clipped hedges a description may open on before the noun
// it names ("est. head", "approx. weight"): descHead passes over them, so
// "hd" described "est. head" is the "head", never "est".
var hedgeClips = map[string]bool{"est": true, "approx": true, "ca": true, "avg": true}

// letterNamed is what a one-letter key of terseWords ("n", "q", "x")
// names when its own description gives a noun phrase of two words or more
// the letter clips ("n" described "shout no e.g. 2024/037" is the "shout
// number"): such a key is no count or query, and is said by those words
// ("shout number 2025/136", never "with n 2025/136"). "" otherwise: "n"
// described "ringers wanted" stays the count it is.
func letterNamed(key, desc string) string {
	if len(key) != 1 || !terseWords[key] || desc == "" {
		return ""
	}
	if w := describedWords(key, desc); strings.Contains(w, " ") {
		return w
	}
	return ""
}

// writtenAs tells whether description d opens on words, as written (no
// clipping spelled out): "no fault found" is not the "number fault found"
// descHead reads, so "nff" is not said by it.
func writtenAs(d string, words []string) bool {
	f := strings.Fields(strings.ToLower(d))
	if len(f) < len(words) {
		return false
	}
	for i, w := range words {
		if strings.TrimRightFunc(f[i], func(r rune) bool { return !unicode.IsLetter(r) }) != w {
			return false
		}
	}
	return true
}
