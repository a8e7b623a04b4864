package prompt

import (
	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/mcpgen/mcpgen/pkg/tool"
	"slices"
	"strings"
	"unicode"
)

// clippedWords are clipped words keys use for a word a person says in
// full ("arr_city", "dep", "desc", "cust_addr"). A key's word is spelled
// out only when its own description writes the full word ("Arrival city
// IATA code"), so "arr" stays annual revenue where that is what it is;
// safeClipped are the few spelled out without one.
var clippedWords = map[string]string{"arr": "arrival", "dep": "departure", "orig": "origin", "dest": "destination",
	"dst": "destination", "desc": "description", "addr": "address", "qty": "quantity", "amt": "amount",
	"num": "number", "cust": "customer", "acct": "account", "dept": "department", "loc": "location",
	"lang": "language", "msg": "message", "tel": "telephone", "org": "organization",
	"emp": "employee", "veh": "vehicle", "pmt": "payment", "inv": "invoice", "prod": "product", "cat": "category",
	"tkt": "ticket", "dt": "date", "st": "status", "wk": "week", "yr": "year"}

// safeClipped are clipped words that mean one thing in any key.
var safeClipped = map[string]bool{"addr": true, "qty": true, "amt": true, "acct": true, "cust": true,
	"cat": true, "tkt": true, "dt": true, "wk": true, "yr": true, "dept": true}

// spokenKey is a key in words with clipped words spelled out the way its
// description writes them: arrcity ("Arrival city IATA code") → "arrival
// city", fnum ("Flight number including airline code") → "flight
// number", dep ("Departure airport code") → "departure", cust_addr →
// "customer address". Words the description does not confirm stay as
// Humanize gives them.
func spokenKey(key, desc string) string {
	if tool.OpaqueName.MatchString(key) {
		if d := opaqueKeyWords(desc); d != "" {
			return d // arg0 "the street address (…)": "street address"
		}
	}
	h := Humanize(key)
	dw := keyDescWords(desc)
	hw := strings.Fields(h)
	changed := false
	for i, w := range hw {
		if s := spelledOut(w, i == len(hw)-1, dw); s != "" {
			hw[i], changed = s, true
		}
	}
	if !changed {
		if len(hw) == 1 {
			if s := headClip(hw[0], dw); s != "" {
				return s
			}
		}
		return h
	}
	return strings.Join(hw, " ")
}

// opaqueKeyWords are the words a parameter with an opaque name ("arg1")
// is said by: the head of its description ("the maximum number of permits
// to return" gives "maximum number of permits"), up to four words, without
// its article; "" when the description has none.
func opaqueKeyWords(desc string) string {
	d := strings.ToLower(strings.TrimSpace(desc))
	if i := strings.IndexAny(d, "(,;:."); i >= 0 {
		d = d[:i]
	}
	var out []string
	for i, w := range strings.Fields(d) {
		if i == 0 && (w == "the" || w == "a" || w == "an") {
			continue
		}
		if w == "to" || w == "that" || w == "which" || w == "for" || w == "in" || w == "with" || w == "as" || len(out) == 4 {
			break
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}

// spelledOut is one lower-case word of a key spelled out, or "" when it
// stays: a clipped word whose full form the description writes (or one
// of safeClipped), or run-together clipped words that spell, in order,
// the description's opening words ("arrcity", "fnum"). last tells the
// word ends the key: "num" leading a key is a count ("num results") and
// stays.
func spelledOut(w string, last bool, dw []string) string {
	if w == "" || !isLowerWord(w) || strings.Contains(w, "-") || wordIn(strings.Join(dw, " "), w) {
		return "" // a word the description itself uses is a word
	}
	if full, ok := clippedWords[w]; ok {
		if w == "num" && !last {
			return ""
		}
		for _, d := range dw {
			if d == full || strings.HasPrefix(d, full) && len(d) <= len(full)+1 {
				return full
			}
		}
		if safeClipped[w] {
			return full
		}
		return ""
	}
	if len(w) < 3 {
		return ""
	}
	r := runTogether(w, dw)
	if len(w) == 3 && !strings.HasSuffix(w, lastWord(r)) {
		// a three-letter key is spelled out only when its last piece is a
		// whole word ("cid" of "customer id"): "ttl" of "time to live" is
		// a word of its own
		return ""
	}
	return r
}

// runTogether splits w into pieces that clip consecutive words of the
// description's first few words (each piece opens like its word and
// keeps its letters in order: "dst" of "destination"), two pieces or
// more: "arrcity" of "Arrival city IATA 3-letter code" → "arrival city".
// "" when no split spells them.
func runTogether(w string, dw []string) string {
	for start := 0; start < len(dw) && start < 3; start++ {
		if out := clipRun(w, dw[start:min(len(dw), start+4)]); len(out) >= 2 {
			return strings.Join(out, " ")
		}
	}
	return ""
}

// clipRun matches w against words in order, each word taking a piece of
// one letter or more, the last piece its whole word or a known clipping
// of it; the words matched, or nil.
func clipRun(w string, words []string) []string {
	if w == "" {
		return []string{}
	}
	if len(words) == 0 || w[0] != words[0][0] {
		return nil
	}
	for n := len(w); n >= 1; n-- {
		piece := w[:n]
		if !clipOf(piece, words[0]) || n == len(w) && piece != words[0] && clippedWords[piece] != words[0] {
			// the last piece is its word or a known clipping of it
			// ("city", "num"): "regex" is no "reg" "ex"
			continue
		}
		if rest := clipRun(w[n:], words[1:]); rest != nil {
			return append([]string{words[0]}, rest...)
		}
	}
	return nil
}

// clipOf tells whether piece is a clipping of word: it opens with the
// word's first letter and keeps the rest of its letters in order ("arr"
// of "arrival", "dst" of "destination", "f" of "flight").
func clipOf(piece, word string) bool {
	if piece == "" || word == "" || piece[0] != word[0] || len(piece) > len(word) {
		return false
	}
	j := 1
	for i := 1; i < len(word) && j < len(piece); i++ {
		if word[i] == piece[j] {
			j++
		}
	}
	return j == len(piece)
}

// keyDescWords are the lower-case words of a description, letters only.
func keyDescWords(desc string) []string {
	f := strings.FieldsFunc(strings.ToLower(desc), func(r rune) bool { return !unicode.IsLetter(r) })
	if len(f) > 12 {
		f = f[:12]
	}
	return f
}

// toolClipped respells the keys of params still said as their clipped
// words ("st") when the tool's own description writes the full word
// ("update ticket status"): "status", not "st". Only the known clippings
// of clippedWords are spelled so; a parameter's own description, when it
// has one, decided first (spokenKey).
func toolClipped(params []Param, toolDesc string) {
	dw := strings.FieldsFunc(strings.ToLower(toolDesc), func(r rune) bool { return !unicode.IsLetter(r) })
	for i, p := range params {
		full, ok := clippedWords[p.Name]
		if !ok || p.Human != p.Name || slices.Contains(dw, p.Name) || !slices.Contains(dw, full) {
			continue
		}
		params[i].Human = full
	}
}

// realShortWords are keys of two or three letters that are words or
// names of their own, never clippings to spell out: "id" is no
// "identifier", "no" no "number".
var realShortWords = map[string]bool{"id": true, "no": true, "to": true, "at": true, "by": true, "on": true,
	"in": true, "ok": true, "up": true, "of": true, "is": true, "as": true, "if": true, "or": true, "and": true,
	"for": true, "the": true, "url": true, "uri": true, "ip": true, "os": true, "tag": true, "key": true,
	"ref": true, "new": true, "old": true, "top": true, "max": true, "min": true, "all": true, "any": true}

// headClip spells out a one-word key of two to four letters that clips
// one of its description's first three words: "bk" ("booking no. e.g.
// 24117") → "booking", "rm" ("room code e.g. PHAR") → "room", "wk" ("ISO
// week e.g. 2025-W23") → "week", "puz" ("puzzle #") → "puzzle", so a
// request says "booking 24117", not "BK 24117". The key must be all
// consonants after its first letter, or the word's first three letters
// or more ("puz"); "" when none fits.
func headClip(w string, dw []string) string {
	if _, known := clippedWords[w]; known || len(w) < 2 || len(w) > 4 || !isLowerWord(w) || realShortWords[w] {
		return "" // a known clipping is spelled its own way (spelledOut)
	}
	for i, d := range dw {
		if i == 3 {
			break
		}
		if len(d) <= len(w)+1 || !clipOf(w, d) {
			continue
		}
		if strings.ContainsAny(w[1:], "aeiouy") && (len(w) < 3 || !strings.HasPrefix(d, w)) {
			continue
		}
		return d
	}
	return ""
}

// peerDescribed respells the one-word keys of params their own schema
// leaves undescribed ("bk" of a cancel tool) by the description another
// tool of the server gives the same key ("booking no. e.g. 24117"), as
// headClip reads it: "booking". A terse key still said as itself is then
// said by what it stands for (role.Server.KeyMeaning, the meaning its
// value is drawn by): "w" glossed "w = wall code" is "wall code", "pf" of
// "Reprint job J with paper format PF" is "paper format".
func peerDescribed(params []Param, t ToolInfo) {
	caps := strings.FieldsFunc(t.Description, func(r rune) bool { return !unicode.IsLetter(r) })
	for i, p := range params {
		params[i].toolSays = slices.Contains(caps, strings.ToUpper(p.Name))
		if p.Human != p.Name {
			params[i].Human = t.Peers.ClipsSaid(p.Human) // "instr code" beside add_instr: "instrument code"
			continue
		}
		if p.Description == "" {
			if s := headClip(p.Name, keyDescWords(t.Peers.Described(p.Name))); s != "" {
				params[i].Human = s
				continue
			}
		}
		if m := t.Peers.KeyMeaning(t.Name, t.Description, p.Name, p.Description, p.Enum || p.Type == "array" || p.Type == "object"); m.Words != "" {
			params[i].Human = m.Words
		}
	}
}

// BareKey tells whether p is still said as its terse key, nothing on the
// server saying what it stands for (role.Server.KeyMeaning) and no
// description of its own, nor written in capitals by its tool's ("sql" of
// "Run a read-only SQL query"): "s", "by" (a described "a", "First
// number", is asked by its words). No question asks for it ("What's the s?", "Which
// by is it?") and no correction names it ("Sorry, wrong ed."); once a
// meaning is found ("w" glossed "wall code") its words do.
func BareKey(p Param) bool {
	return p.Human == p.Name && p.Description == "" && !p.toolSays && (role.TerseKey(p.Name) || p.Name == "by")
}

// terseKindNouns are the nouns a terse key is said by when nothing says what
// it clips but its siblings make its kind plain (role's terseContact).
var terseKindNouns = map[role.Kind]string{role.Phone: "phone", role.Email: "email", role.Date: "date", role.Time: "time"}

// terseKindSaid tells whether p, a terse key still said as itself, is
// said by its kind's noun (terseKindNouns): a bare phone or email key, or
// a date or time key of one or two letters ("d", "t", "tm"), bare or
// described by its form alone (formatOnly). A key of three letters that
// is a word ("end") stays.
func terseKindSaid(p Param) bool {
	if roleKind(p) != role.Date && roleKind(p) != role.Time {
		return BareKey(p)
	}
	return len(p.Name) <= 2 && (BareKey(p) || p.Human == p.Name && role.TerseKey(p.Name) && formatOnly(p.Description))
}

// formatOnly tells whether description d only writes the form its value
// takes ("HH:MM", "yyyymmdd", "YYYY-MM-DD"): letters of a date or clock
// pattern, digits and punctuation, no word. A key of one or two letters
// so described says no more than a bare one ("t" described "HH:MM" is a
// time: "on March 13, 2026 at 09:15", never 'Make the t "09:15"').
func formatOnly(d string) bool {
	if strings.TrimSpace(d) == "" {
		return false
	}
	for _, r := range d {
		if unicode.IsLetter(r) && !strings.ContainsRune("yYmMdDhHsS", r) {
			return false
		}
	}
	return true
}

// kindSaid respells a terse key still said as itself ("ph") by its kind,
// when its role found one a noun says: "ph" beside "nm" is a phone, said
// "with the phone number +54 11 4377-5058", not "with the ph's number".
func kindSaid(params []Param) {
	for i, p := range params {
		if n := terseKindNouns[p.Role.Kind]; n != "" && terseKindSaid(p) {
			params[i].Human = n
		}
		if h, ok := minorTailless(p); ok {
			params[i].Human = h
		}
		if h, ok := rateTailless(p); ok {
			params[i].Human = h
		}
	}
}

// rateTailless is the words a rate whose key ends in its units ("<num>
// per <den>") is said by, without them, when its role reads them as the
// rate's unit (a Quantity in "L/ha"): the request says "at 25 L/ha", so
// rate_l_per_ha is the "rate", water_l_per_ha the "water"; never "Set
// the rate l per to 25 ha" nor "The rate l per ha is 25 L/ha". ok is
// false for other parameters and for a key that is its units alone.
func rateTailless(p Param) (string, bool) {
	w := strings.Fields(strings.ToLower(p.Human))
	if what, unit, ok := pairRate(w); ok && strings.EqualFold(unit, p.Role.Unit) {
		return what, true // test_weight_lb_bu in lb/bu: "a test weight of 54.5 lb/bu"
	}
	if roleKind(p) != role.Quantity || !strings.Contains(p.Role.Unit, "/") {
		return "", false
	}
	if n := len(w); n >= 4 && w[n-2] == "per" {
		return strings.Join(w[:n-3], " "), true
	}
	// ppv_mm_s read in "mm/s": the two units with no "per" between them
	// ("the PPV at 1.6 mm/s", never "a PPV mm s of 1.6")
	num, den, _ := strings.Cut(strings.ToLower(p.Role.Unit), "/")
	if n := len(w); n >= 3 && w[n-2] == num && w[n-1] == den {
		return strings.Join(w[:n-2], " "), true
	}
	return "", false
}

// minorClips are the clipped words a money key ends on to say its amount
// is in the currency's smallest unit ("paid_p" in pence, "fee_c" in
// cents): read only when the role says cents. A key ending on a whole
// word (minorUnitWords: "daily_limit_cents") is said by the words before
// it where it is phrased (centsNoun).
var minorClips = map[string]bool{"p": true, "c": true, "ct": true}

// minorTailless is the words a money key in minor units is said by,
// without the unit its amount is said in: the request says "£173.99",
// so paid_p is the "amount paid" (a deed's participle alone names no
// thing), fee_c the "fee"; never "a £173.99 paid p". A bound's "p"
// (maxP) is the price it bounds and stays. ok is false for other
// parameters.
func minorTailless(p Param) (string, bool) {
	if !centsMoney(p) {
		return "", false
	}
	w := strings.Fields(strings.ToLower(p.Human))
	if len(w) < 2 || !minorClips[w[len(w)-1]] {
		return "", false
	}
	w = w[:len(w)-1]
	if len(w) == 1 && (w[0] == "max" || w[0] == "min" || w[0] == "maximum" || w[0] == "minimum") {
		return "", false // maxP ("cents"): the "p" is what is bounded, the price
	}
	if len(w) == 1 && (strings.HasSuffix(w[0], "ed") || w[0] == "paid" || w[0] == "owed" || w[0] == "due" || w[0] == "spent") {
		return "amount " + w[0], true
	}
	return strings.Join(w, " "), true
}
