package role

import (
	"maps"
	"slices"
	"strings"
	"unicode"
)

// Terse tool names ("ord_ls", "sub.dq", "gse.ls", "wo_new") clip words
// their server writes in full elsewhere: said as they are, the request
// reads "help with ord ls". NameSaid spells such a name's tokens out by
// the same clip machinery KeyMeaning reads for keys (keyClips, toolClip,
// commonClips), so the request's act is read from "order list".

// nameClips are clipped verbs and nouns tool names keep on any server:
// "ls" and "lst" are a listing, "rm" a removal, "cxl" a cancellation.
var nameClips = map[string]string{"ls": "list", "lst": "list", "mk": "create", "rm": "remove", "del": "delete", "cxl": "cancel",
	"cx": "cancel", "asg": "assign", "dq": "disqualify", "upd": "update", "tk": "ticket", "chk": "check",
	"srch": "search", "mv": "move", "cp": "copy"}

// clippedVerbs are the verbs among nameClips' words: a name that ends on
// one ("ord_ls") is said verb first ("list_order").
var clippedVerbs = map[string]bool{"list": true, "assign": true, "disqualify": true, "check": true}

// A vocab is the words a server's descriptions write, read once for
// NameSaid: each lower-case word, and the runs of two and three words of
// three letters or more by their initials ("wo": "work order" of "New
// work order").
type vocab struct {
	words   map[string]bool
	phrases map[string]map[string]int
	// titled is the words a description opens a sentence on ("Arrival
	// from ETS"), keys the server's parameter names: both read by
	// wordClips only.
	titled, keys map[string]bool
	// headed counts the words written before a number head ("member
	// no"): read by fileNumberNouns only.
	headed map[string]int
}

// note files the words of description d.
func (v *vocab) note(d string) {
	if v.words == nil {
		v.words, v.phrases = map[string]bool{}, map[string]map[string]int{}
	}
	v.noteHeaded(d)
	var run []string
	for _, f := range strings.FieldsFunc(d, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }) {
		l := strings.ToLower(f)
		if l == f {
			v.words[l] = true // ("GSE" is no word of the server's)
		} else if len(f) > 3 && f[1:] == l[1:] {
			if v.titled == nil {
				v.titled = map[string]bool{}
			}
			v.titled[l] = true
		}
		if len(l) < 3 || l != f || glossStops[l] || l == "the" || toolVerbs[l] {
			run = run[:0]
			continue
		}
		run = append(run, l)
		for n := 2; n <= 3 && n <= len(run); n++ {
			ws := run[len(run)-n:]
			ini := ""
			for _, w := range ws {
				ini += w[:1]
			}
			if v.phrases[ini] == nil {
				v.phrases[ini] = map[string]int{}
			}
			v.phrases[ini][strings.Join(ws, " ")]++
		}
	}
}

// clipCandidate tells whether name token k may be a clipping: two
// letters ("wo"), or three or four with no vowel after the first ("ord",
// "srch") that the server never writes as a word ("gym"); a token of
// three letters with a vowel ("sub", "log") only when its server's names
// repeat it (shared, "sub.ls", "sub.get": a thing clipped, not the word
// "log" of getTemperatureLog), and then read only from its own tools'
// descriptions (ownClip); never a word of its own (terseWords, a tool
// verb). A known clipping (commonClips: "cust") is one at any length,
// and so is a token of five letters with no vowel after the first
// ("instr"), which no word is: "upd_cust" is "update a customer", never
// "update a cust". wide says a clipping may also be read from words it
// does not open (keyClips) on the server's other tools.
func (v *vocab) clipCandidate(k string, shared bool) (ok, wide bool) {
	if terseWords[k] || toolVerbs[k] {
		return false, false
	}
	if commonClips[k] != "" {
		return true, shared
	}
	if len(k) == 5 && !strings.ContainsAny(k[1:], "aeiouy") && !v.words[k] && strings.Trim(k, "abcdefghijklmnopqrstuvwxyz") == "" {
		return true, shared
	}
	if len(k) < 2 || len(k) > 4 {
		return false, false
	}
	for _, r := range k {
		if r < 'a' || r > 'z' {
			return false, false
		}
	}
	if len(k) == 2 {
		return true, shared
	}
	if !strings.ContainsAny(k[1:], "aeiou") {
		return !v.words[k], shared
	}
	return len(k) == 3 && shared, false
}

// clipped is the word of the server's descriptions token k clips: the
// words it opens when there are any, else those whose letters it keeps
// in order (keyClips), agreeing as fileKeyClips has it ("order" of
// "order", "orders", "ordered"); else the one phrase it is the initials
// of; "" when none or several fit.
func (v *vocab) clipped(k string, wide bool) string {
	var opened, kept []string
	for w := range v.words {
		switch w = singular(w); {
		case len(w) <= len(k) || !strings.ContainsAny(w, "aeiouy"):
		case strings.HasPrefix(w, k):
			opened = append(opened, w)
		case wide && keyClips(k, w):
			kept = append(kept, w)
		}
	}
	if len(opened) == 0 {
		opened = kept
	}
	if best := agreedClip(slices.Sorted(slices.Values(opened))); best != "" {
		return best
	}
	if ps := v.phrases[k]; len(ps) == 1 {
		for p := range ps {
			return p
		}
	}
	return ""
}

// fileNameClips reads, once per server, what each clipped token of its
// tools' names stands for (see NameSaid) into s.nameWords: nameClips,
// commonClips, a token the server writes in capitals ("GSE"), the word
// its own tools' descriptions clip (ownClip), else a word of the server's
// descriptions (vocab.clipped).
func (s *Server) fileNameClips(tools []ServerTool, v *vocab) {
	uses := map[string]int{}
	for _, t := range tools {
		for _, k := range SharedTokens(t.Name) {
			uses[k]++
		}
	}
	for _, t := range tools {
		for _, k := range SharedTokens(t.Name) {
			ok, wide := v.clipCandidate(k, uses[k] > 1)
			if _, done := s.nameWords[k]; done || !ok {
				continue
			}
			w := nameClips[k]
			switch {
			case w != "":
			case commonClips[k] != "":
				w = commonClips[k]
			case s.initialisms[k]:
				w = strings.ToUpper(k)
			default:
				if w = ownClip(k, tools); w == "" && (len(k) == 2 || !strings.ContainsAny(k[1:], "aeiou")) {
					w = v.clipped(k, wide)
				}
			}
			if s.nameWords == nil {
				s.nameWords = map[string]string{}
			}
			s.nameWords[k] = w
		}
	}
}

// ownClip is the word the descriptions of the tools whose names carry
// token k clip (toolClip), when they agree as fileKeyClips has it:
// "submission" for "sub" of "sub.get" ("submission detail") and
// "sub.ls" ("submissions"); "" when none does. It is read once per
// token, over the tools of one server.
func ownClip(k string, tools []ServerTool) string {
	best := ""
	for _, t := range tools {
		if !slices.Contains(SharedTokens(t.Name), k) {
			continue
		}
		switch w := toolClip(k, "", t.Description); {
		case w == "":
		case best == "" || strings.HasPrefix(best, w):
			best = w
		case !strings.HasPrefix(w, best):
			return ""
		}
	}
	return best
}

// NameSaid is tool name spelled out in words, "_" between them, each
// clipped token said by what it stands for: the word of the tool's own
// description it clips (toolClip), else nameClips, commonClips, a token
// the server writes in capitals, a word or phrase of the server's
// descriptions (fileNameClips). "ord_ls" with "order" said elsewhere is
// "order_list", "sub.dq" is "submission_disqualify", "gse.ls" with "GSE"
// written is "GSE_list", "wo_new" beside "New work order" is
// "work_order_new". It is name itself when no token is spelled out; s may
// be nil.
func (s *Server) NameSaid(name, desc string) string {
	if s == nil || len(s.nameWords) == 0 {
		return name
	}
	toks := SharedTokens(name)
	out := make([]string, 0, len(toks))
	changed := false
	for _, k := range toks {
		w, ok := s.nameWords[k]
		if !ok {
			out = append(out, k)
			continue
		}
		if own := toolClip(k, "", desc); own != "" && nameClips[k] == "" {
			w = own // "ld" of "Submit load figures" is the load
		}
		if w == "" {
			out = append(out, k)
			continue
		}
		out = append(out, strings.ReplaceAll(w, " ", "_"))
		changed = true
	}
	if !changed {
		return name
	}
	if n := len(out); n > 1 && (toolVerbs[out[n-1]] || clippedVerbs[out[n-1]]) {
		out = append(out[n-1:], out[:n-1]...) // "list_order", not "order_list": "order" reads as the verb
		if out[0] == "new" {
			out[0] = "create" // "order_new": "create_order", not "new order" read as the verb "order"
		}
	}
	return strings.Join(out, "_")
}

// noteKey files parameter name n among the server's keys (see wordClips).
func (v *vocab) noteKey(n string) {
	if v.keys == nil {
		v.keys = map[string]bool{}
	}
	v.keys[n] = true
}

// wordClips files, once per server, the word of its descriptions each
// short key opens when nothing nearer says what it stands for
// (KeyMeaning's last reading): "arr" of a pigeon race's velocity tool is
// the "arrival" another tool's description writes ("Arrival from ETS"),
// "lib" the "liberation" ("Set liberation"), so a request reads "an
// arrival of …", not "arr 9,800,000". A key of two or three letters
// qualifies when the server never writes it as a word and all the
// longer words it opens agree (agreedClip). Only keys of three letters
// qualify: two letters open too many words ("st" a "stop" of a race's
// status), and a word is no clipping ("addr") nor a function word;
// a three-letter key with a vowel ("lib") is read too, unless it is a
// word of its own or a convention (terseWords: "lat" is no "later").
func (s *Server) fileWordClips(v *vocab) {
	for _, k := range slices.Sorted(maps.Keys(v.keys)) {
		if len(k) != 3 || terseWords[k] || v.words[k] || v.titled[k] || commonClips[k] != "" {
			continue
		}
		if strings.IndexFunc(k, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 {
			continue
		}
		var opened []string
		for _, m := range []map[string]bool{v.words, v.titled} {
			for w := range m {
				w = singular(w)
				if len(w) > len(k)+1 && strings.HasPrefix(w, k) && !glossStops[w] && !toolVerbs[w] && commonClips[w] == "" && !slices.Contains(opened, w) {
					opened = append(opened, w)
				}
			}
		}
		if best := agreedClip(slices.Sorted(slices.Values(opened))); best != "" {
			if s.wordClips == nil {
				s.wordClips = map[string]string{}
			}
			s.wordClips[k] = best
		}
	}
}

// ClipSaid is the word a clipped token of the server's tool names stands
// for, as NameSaid spells it ("cust" of upd_cust is "customer", "instr"
// of add_instr beside "Add instrument" is "instrument"), so a key or a
// note built from the same token says the word too ("instrument code",
// "Follow up on the customer next week."); "" when w is no such token or
// stands for a verb ("upd"). s may be nil.
func (s *Server) ClipSaid(w string) string {
	if s == nil {
		return ""
	}
	said := s.nameWords[w]
	if said == "" || said == w || nameClips[w] != "" || strings.Contains(said, " ") || strings.ToUpper(w) == said {
		return ""
	}
	return said
}

// ClipsSaid is words, a phrase of space-separated words, with each word
// ClipSaid spells out replaced by its spelling ("instr code" beside
// add_instr is "instrument code", "cust" of upd_cust is "customer"):
// a key or a note built from a tool name's clipped token says the word.
// words itself when none is clipped; s may be nil.
func (s *Server) ClipsSaid(words string) string {
	f := strings.Fields(words)
	changed := false
	for i, w := range f {
		if full := s.ClipSaid(w); full != "" {
			f[i], changed = full, true
		}
	}
	if !changed {
		return words
	}
	return strings.Join(f, " ")
}
