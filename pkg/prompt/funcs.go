package prompt

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"text/template"
	"unicode"
	"unicode/utf8"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// FuncNames returns the names of the helper functions available in
// templates (a new slice each call); they are documented below.
// Besides text/template's built-ins (and, or, not, len, index, printf, eq,
// ...) a template may call:
//
//	join LIST           "a, b and c" (items as text; strings unquoted)
//	joinOr LIST         "a, b or c"
//	quote V             "\"v\"" for a string; each item quoted for a list
//	cite V              tool output in a sentence: "v" for prose, `v` (code span) when v holds
//	                    a double quote or is JSON, so quotes never nest
//	humanize KEY        "maxResults", "max_results" → "max results"
//	value NAME          the argument NAME's value in words (strings quoted,
//	                    booleans yes/no, lists joined with "and")
//	words V             any value in words, as value does for an argument
//	phrase NAME         the argument NAME as a phrase ("the path \"/tmp/a\"",
//	                    "sort by size", "don't include hidden files")
//	arg NAME            the argument's value (nil when not set)
//	has NAME            whether the argument is set
//	pick A B ...        one of the arguments, chosen by the seeded source
//	rand LO HI          a seeded integer in [LO, HI]
//	plural N WORD [PL]  "1 file", "3 files" (PL overrides the plural)
//	plural0 N WORD [PL] "file"/"files" without the number
//	sentence S          S with its first letter upper-cased
//	lcfirst S           S with its first letter lower-cased (not acronyms)
//	lower S, upper S, trimdot S (drops a final "."), split S SEP, base PATH
//	article WORD        "a file", "an image"
//	mul A B, add A B, sub A B   arithmetic on numbers (for negative answers)
//	round N X           X with at most N decimals
//	last I LIST         whether I is the last index of LIST (for "a, b and c" in range)
//	nl                  a line break (text outside actions is collapsed)
//
// For final messages (the answer after a tool result; see Data.Structured
// and Data.Text):
//
//	describe V          a short phrase of a JSON value: an object's members
//	                    as "key value" pairs (keys humanized, sorted, at most
//	                    6, then "N more fields"), a list as "3 items: a, b and
//	                    c"; at most 240 characters ("…" when cut)
//	text V              a value in words without quotes ("Osaka", "25",
//	                    "a, b and 3 more", a list of objects by their names)
//	num V               a number as people write it ("1,234", "3.14")
//	get V KEY...        a member or list item by path; nil when missing
//	count V             the length of a list, object or string; 0 for nil
//	first N LIST        the first N items; more N LIST: how many follow them
//	pluck KEY LIST      member KEY of each object of LIST
//	lines S             the non-blank lines of S
//	firstline S         the first non-blank line (at most 120 characters,
//	                    " …" when more follows)
//	excerpt S [N]       the first N lines of S (default 4; at most 600
//	                    characters), "…" on a last line when text was left out
//	quoteblock S        S with each line prefixed by "> "
//	date V, time V      "2019-05-26" → "26 May 2019"; RFC 3339 date-times →
//	                    "15 June 2021 at 10:41 UTC" / "10:41"
//	reason S            an error text as a clause (first line, "Error:" and
//	                    "MCP error -32603:" prefixes and the final "." dropped)
//	options S           the choices an error text lists ("covered cities are
//	                    A, B and C" → [A B C]); nil when it lists none
//	json S              S decoded as JSON (nil when it is not JSON)
//	compact V           V as compact JSON, at most 200 characters
//	empty V             whether V holds nothing (nil, "", [], {}, or an
//	                    object of empty members)
//	contains S SUB      whether S contains SUB
//	int V               a number as an int (for eq, lt, ...; 0 if not one)
//	find RE S           the first group of regular expression RE's first
//	                    match in S (the whole match without a group; "" if none)
//	only OBJ KEY...     the members KEY... that OBJ has (nil if none)
//	prefixed P S        the lines of S starting with P, without P, trimmed
//	culprit S           the set argument (a Param) an error text points at:
//	                    whose value, else whose name, it mentions; nil if none
//
// NAME must be an argument of the tool: a tool-specific template naming
// another is rejected by [Set.For] with the file and line.
func FuncNames() []string { return slices.Clone(funcNames) }

var funcNames = []string{"join", "joinOr", "quote", "humanize", "value", "words", "phrase", "arg", "has",
	"cite", "pick", "rand", "plural", "plural0", "sentence", "lcfirst", "lower", "upper", "trimdot", "split",
	"base", "article", "mul", "add", "sub", "round", "last", "nl",
	"describe", "summary", "summaryOf", "text", "num", "get", "count", "first", "more", "pluck", "lines", "firstline", "excerpt",
	"quoteblock", "date", "time", "reason", "options", "json", "compact", "empty", "culprit",
	"contains", "find", "prefixed", "int", "only"}

// funcState is what the helper functions of one Renderer see: the seeded
// source and the data of the current render.
type funcState struct {
	rng  *rand.Rand
	data *Data
	// noAttrs keeps attrWords out of a dry run that asks whether a value
	// would otherwise be pasted (wrapsole lifts such a value's members).
	noAttrs bool
	res     map[string]*regexp.Regexp // find's compiled patterns
	// words is a buffer for the words of a request (ToolData.pastedBuf).
	words []string
	// extras remembers extraOf's results.
	extras map[string]string
	// chosen is the verb an argument picked for the request being
	// phrased (choiceVerb: "remove" of "add or remove"); "" when none.
	chosen string
	// dateForm is the form ("spoken" or "raw") the request being phrased
	// says its dates in; "" until the first date (dateFormOf).
	dateForm string
}

func stubFuncs() template.FuncMap { return (&funcState{}).funcMap() }

func (st *funcState) funcMap() template.FuncMap {
	return template.FuncMap{
		"join":     func(v any) string { return joinWords(toStrings(v), "and") },
		"joinOr":   func(v any) string { return joinWords(toStrings(v), "or") },
		"quote":    quoteAny,
		"cite":     cite,
		"humanize": Humanize,
		"value":    func(name string) (string, error) { p, err := st.param(name); return words(p.Value), err },
		"words":    words,
		"phrase":   func(name string) (string, error) { p, err := st.param(name); return st.phrase(p), err },
		"arg":      func(name string) (any, error) { p, err := st.param(name); return p.Value, err },
		"has":      func(name string) (bool, error) { p, err := st.param(name); return p.Set, err },
		"pick":     st.pick,
		"rand":     st.randInt,
		"plural":   func(n any, w string, pl ...string) string { return numText(n) + " " + pluralWord(n, w, pl) },
		"plural0":  func(n any, w string, pl ...string) string { return pluralWord(n, w, pl) },
		"sentence": Sentence,
		"lcfirst":  lcFirst,
		"lower":    strings.ToLower,
		"upper":    strings.ToUpper,
		"trimdot":  func(s string) string { return strings.TrimRight(strings.TrimSpace(s), ".") },
		"split":    func(s, sep string) []string { return strings.Split(s, sep) },
		"base":     baseName,
		"article":  article,
		"mul":      func(a, b any) string { return arith(a, b, '*') },
		"add":      func(a, b any) string { return arith(a, b, '+') },
		"sub":      func(a, b any) string { return arith(a, b, '-') },
		"nl":       func() string { return "\n" },
		"round":    roundText,
		"last":     func(i int, list any) bool { return i == len(toAnySlice(list))-1 },
		// final messages
		"describe":   describe,
		"summary":    summary,
		"summaryOf":  st.summaryOf,
		"text":       plainWords,
		"num":        numWords,
		"get":        getPath,
		"count":      count,
		"first":      firstN,
		"more":       moreThan,
		"pluck":      pluck,
		"lines":      lines,
		"firstline":  func(s string) string { return oneLine(s, 120) },
		"excerpt":    excerpt,
		"quoteblock": blockQuote,
		"date":       dateWords,
		"time":       timeWords,
		"reason":     reason,
		"options":    func(s string) []string { return optionList(s) },
		"json":       parseJSON,
		"compact":    func(v any) string { return compactJSON(v, 200) },
		"empty":      isEmpty,
		"contains":   strings.Contains,
		"int":        func(v any) int { n, _ := toInt(v); return n },
		"find":       st.findRE,
		"prefixed":   prefixed,
		"only":       only,
		"culprit":    st.culprit,
	}
}

func (st *funcState) param(name string) (Param, error) {
	if st.data == nil {
		return Param{}, fmt.Errorf("argument %q: no tool in this template", name)
	}
	for _, p := range st.data.Params {
		if p.Name == name {
			return p, nil
		}
	}
	return Param{}, fmt.Errorf("tool %q has no argument %q", st.data.Tool.Name, name)
}

func (st *funcState) intn(n int) int {
	if st.rng == nil || n <= 1 {
		return 0
	}
	return st.rng.IntN(n)
}

func (st *funcState) pick(items ...any) (any, error) {
	if len(items) == 1 {
		if l := toAnySlice(items[0]); l != nil {
			items = l
		}
	}
	if len(items) == 0 {
		return nil, fmt.Errorf("pick: nothing to pick from")
	}
	return items[st.intn(len(items))], nil
}

func (st *funcState) randInt(lo, hi int) (int, error) {
	if hi < lo {
		return 0, fmt.Errorf("rand %d %d: high below low", lo, hi)
	}
	return lo + st.intn(hi-lo+1), nil
}

func toAnySlice(v any) []any {
	switch x := v.(type) {
	case []any:
		return x
	case []string:
		out := make([]any, len(x))
		for i, s := range x {
			out[i] = s
		}
		return out
	}
	return nil
}

func toStrings(v any) []string {
	switch x := v.(type) {
	case nil:
		return nil
	case []string:
		return x
	case []any:
		out := make([]string, len(x))
		for i, e := range x {
			if s, ok := e.(string); ok {
				out[i] = s
			} else {
				out[i] = words(e)
			}
		}
		return out
	case string:
		return []string{x}
	}
	return []string{words(v)}
}

// joinWords joins items the way people list things: "a", "a and b",
// "a, b and c"; "a; b; and c" when an item holds a comma itself.
func joinWords(items []string, conj string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	case 2:
		return items[0] + " " + conj + " " + items[1]
	}
	for _, it := range items {
		if listComma(bareText(it)) {
			// "A 19, Vienna; B 88, Vienna; and C, Vienna": commas inside
			// the items would run them together.
			return strings.Join(items[:len(items)-1], "; ") + "; " + conj + " " + items[len(items)-1]
		}
	}
	return strings.Join(items[:len(items)-1], ", ") + " " + conj + " " + items[len(items)-1]
}

// bareText is s without its quoted and parenthesised parts: a comma in
// `typing "Great service, thanks!" into …` does not run list items
// together.
func bareText(s string) string {
	if !strings.ContainsAny(s, "\"`(") {
		return s
	}
	var b strings.Builder
	var close rune
	for _, r := range s {
		switch {
		case close != 0:
			if r == close {
				close = 0
			}
		case r == '"' || r == '`':
			close = r
		case r == '(':
			close = ')'
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func quoteStr(s string) string { return `"` + s + `"` }

// cite renders a piece of tool output inside a sentence: in double quotes
// when it is prose, as a Markdown code span when it holds a double quote or
// looks like JSON ({"a":1} → `{"a":1}`), so quotes never nest; text holding
// a backtick as well is returned bare. Lists are cited item by item.
func cite(v any) any {
	switch x := v.(type) {
	case string:
		t := strings.TrimSpace(x)
		code := strings.ContainsRune(t, '"') || strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[")
		switch {
		case !code:
			return quoteStr(x)
		case strings.ContainsRune(x, '`'):
			return x
		default:
			return "`" + x + "`"
		}
	case []string:
		out := make([]string, len(x))
		for i, s := range x {
			out[i] = cite(s).(string)
		}
		return out
	}
	return quoteAny(v)
}

func quoteAny(v any) any {
	switch x := v.(type) {
	case string:
		return quoteStr(x)
	case []string:
		out := make([]string, len(x))
		for i, s := range x {
			out[i] = quoteStr(s)
		}
		return out
	case []any:
		out := make([]string, len(x))
		for i, e := range x {
			if s, ok := e.(string); ok {
				out[i] = quoteStr(s)
			} else {
				out[i] = words(e)
			}
		}
		return out
	}
	return words(v)
}

// words renders a JSON value (as decoded with UseNumber) in words: strings
// quoted, booleans yes/no, numbers as written, lists joined with "and",
// objects as "key value" pairs.
func words(v any) string {
	switch x := v.(type) {
	case nil:
		return "nothing"
	case string:
		if d, ok := plainDay(x); ok {
			return d // "March 24, 2026", as people write a day, never "2026-03-24"
		}
		return quoteStr(x)
	case bool:
		if x {
			return "yes"
		}
		return "no"
	case json.Number:
		return x.String()
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case int:
		return strconv.Itoa(x)
	case int64:
		return strconv.FormatInt(x, 10)
	case []any:
		if len(x) == 0 {
			return "none"
		}
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = words(e)
		}
		return joinWords(parts, "and")
	case map[string]any:
		if len(x) == 0 {
			return "nothing"
		}
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = Humanize(k) + " " + words(x[k])
		}
		return joinWords(parts, "and")
	}
	return fmt.Sprint(v)
}

func numText(n any) string {
	switch x := n.(type) {
	case string:
		return x
	}
	return words(n)
}

func isOne(n any) bool {
	switch x := n.(type) {
	case int:
		return x == 1
	case int64:
		return x == 1
	case float64:
		return x == 1
	case json.Number:
		return x.String() == "1"
	case string:
		return x == "1"
	}
	return false
}

func pluralWord(n any, w string, pl []string) string {
	if isOne(n) {
		return w
	}
	if len(pl) > 0 {
		return pl[0]
	}
	return Plural(w)
}

// Plural returns the English plural of a noun by the common spelling rules
// (file → files, directory → directories, match → matches); a noun with
// no plural of its own stays ("data", "series": see noPlural).
func Plural(w string) string {
	if w == "" || keepsNumber(w) {
		return w
	}
	return role.PluralNoun(w)
}

// Humanize turns an argument key into words: "maxResults", "max_results"
// and "max-results" become "max results"; acronyms stay ("fileURL" → "file
// URL").
func Humanize(key string) string {
	var b strings.Builder
	rs := []rune(key)
	for i, r := range rs {
		switch {
		case r == '.' && i > 0 && i+1 < len(rs) && unicode.IsDigit(rs[i-1]) && unicode.IsDigit(rs[i+1]):
			b.WriteRune(r) // a decimal point stays: "27.5in", "v1.2"
			continue
		case r == '_' || r == '-' || r == '.' || r == '/' || unicode.IsSpace(r) || unicode.IsControl(r) || unicode.Is(unicode.Cf, r):
			// control and format characters (ESC, a bidi override) are no
			// part of what a person types: a break between words
			if b.Len() > 0 && !strings.HasSuffix(b.String(), " ") {
				b.WriteByte(' ')
			}
			continue
		case unicode.IsUpper(r):
			prevLower := i > 0 && (unicode.IsLower(rs[i-1]) || unicode.IsDigit(rs[i-1]))
			nextLower := i+1 < len(rs) && unicode.IsLower(rs[i+1])
			prevUpper := i > 0 && unicode.IsUpper(rs[i-1])
			joined := splitUnitAt(rs, i)
			if b.Len() > 0 && !strings.HasSuffix(b.String(), " ") && (prevLower || (prevUpper && nextLower)) && !joined {
				b.WriteByte(' ')
			}
			// Lower-case a single capital starting a word; keep acronyms.
			acronym := (i+1 < len(rs) && unicode.IsUpper(rs[i+1])) || (prevUpper && !nextLower)
			if joined {
				acronym = false
			}
			if !acronym {
				r = unicode.ToLower(r)
			}
		}
		b.WriteRune(r)
	}
	return strings.TrimSpace(b.String())
}

// splitUnitAt tells whether the capital at rs[i] continues a unit symbol
// that mixes cases rather than starting a word: "mmHg", "kWh", "kPa",
// "MHz", "mAh" stay one word, so "diastolic_mmHg" humanizes to
// "diastolic mmhg" (a unit every reader of a key's last word knows),
// never "diastolic mm hg", which a request said as "with diastolic mm hg
// 91". The letters before the capital (back to a separator, or to and
// including an earlier capital) and the capital with the lower-case
// letters after it must spell a symbol of splitUnitSymbols.
func splitUnitAt(rs []rune, i int) bool {
	s := i
	for s > 0 && unicode.IsLetter(rs[s-1]) && i-s < 2 {
		s--
		if unicode.IsUpper(rs[s]) {
			break
		}
	}
	if s == i || (s > 0 && unicode.IsLower(rs[s]) && unicode.IsLetter(rs[s-1])) {
		return false // no prefix, or the prefix is the end of a longer word ("systemHz")
	}
	e := i + 1
	for e < len(rs) && unicode.IsLower(rs[e]) {
		e++
	}
	return splitUnitSymbols[strings.ToLower(string(rs[s:e]))]
}

// splitUnitSymbols are the unit symbols that mix cases, as the one
// lower-case word Humanize makes of each; spokenUnits writes them after
// a number ("mmhg" is said "91 mmHg").
var splitUnitSymbols = map[string]bool{"mmhg": true, "kwh": true, "mwh": true, "kpa": true, "mah": true,
	"khz": true, "mhz": true, "ghz": true, "dbm": true, "mbps": true}

// Sentence upper-cases the first letter of s.
func Sentence(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	u := unicode.ToUpper(r)
	if u == r && (r != utf8.RuneError || n > 1) {
		return s // already capitalized (or no letter): no copy
	}
	return string(u) + s[n:]
}

// lcFirst lower-cases the first letter of s unless it starts an acronym
// ("MCP", "URL").
func lcFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	r2, _ := utf8.DecodeRuneInString(s[n:])
	if unicode.IsUpper(r2) {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}

func article(w string) string {
	if w == "" {
		return w
	}
	if vowelSound(w) {
		return "an " + w
	}
	return "a " + w
}

// vowelSound tells whether w is said opening with a vowel, which takes
// "an": a vowel letter, but not the "you" of "user", "unit" or "uuid",
// nor the "w" of "one", nor the "you" of "ewe".
func vowelSound(w string) bool {
	l := strings.ToLower(w)
	if l == "" || !strings.ContainsRune("aeiou", rune(l[0])) {
		return false
	}
	for _, p := range []string{"us", "uni", "uu", "ur", "eu", "one", "once", "ewe"} {
		if strings.HasPrefix(l, p) {
			return false
		}
	}
	return true
}

func baseName(p string) string {
	p = strings.TrimRight(p, "/\\")
	if i := strings.LastIndexAny(p, "/\\"); i >= 0 {
		return p[i+1:]
	}
	return p
}

func toFloat(v any) (float64, bool) {
	switch x := v.(type) {
	case int:
		return float64(x), true
	case int64:
		return float64(x), true
	case float64:
		return x, true
	case json.Number:
		f, err := x.Float64()
		return f, err == nil
	case string:
		f, err := strconv.ParseFloat(x, 64)
		return f, err == nil
	}
	return 0, false
}

func arith(a, b any, op byte) string {
	x, ok1 := toFloat(a)
	y, ok2 := toFloat(b)
	if !ok1 || !ok2 {
		return "?"
	}
	var r float64
	switch op {
	case '*':
		r = x * y
	case '+':
		r = x + y
	case '-':
		r = x - y
	}
	return trimFloat(strconv.FormatFloat(r, 'f', 6, 64))
}

// trimFloat drops trailing zeros (and a trailing point) of a decimal.
func trimFloat(s string) string {
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return s
}

// roundText formats x with at most places decimals, trailing zeros dropped.
func roundText(places int, x any) string {
	f, ok := toFloat(x)
	if !ok {
		return "?"
	}
	return trimFloat(strconv.FormatFloat(f, 'f', places, 64))
}

// prepositions that let "<key> <value>" read naturally ("sort by size"):
// role's list, shared with its plural rule.
var prepositions = role.KeyPrepositions

// flagVerbs start boolean keys that read as an instruction ("include
// hidden", "follow symlinks").
var flagVerbs = map[string]bool{"include": true, "show": true, "use": true, "allow": true, "enable": true,
	"ignore": true, "skip": true, "force": true, "follow": true, "keep": true, "return": true,
	"overwrite": true, "preserve": true, "create": true, "delete": true, "append": true, "list": true,
	"sort": true, "exclude": true, "strip": true, "add": true, "open": true, "wait": true, "fetch": true,
	"simulate": true, "save": true, "print": true, "match": true}

// phrase renders a set argument as words a person would say. Choices
// between equivalent wordings come from the seeded source.
func (st *funcState) phrase(p Param) string {
	h := p.Human
	v := p.Value
	if v == nil {
		return "no " + h
	}
	hw := strings.Fields(strings.ToLower(h))
	last := ""
	if len(hw) > 0 {
		last = hw[len(hw)-1]
	}
	switch x := v.(type) {
	case bool:
		if len(hw) > 1 && (hw[0] == "is" || hw[0] == "has") {
			rest := strings.Join(strings.Fields(h)[1:], " ")
			if x {
				return rest
			}
			return "not " + rest
		}
		if len(hw) > 0 && flagVerbs[hw[0]] {
			if x {
				return h
			}
			return "don't " + h
		}
		if x {
			return [...]string{h + " turned on", h + " enabled", h + " set to true"}[st.intn(3)]
		}
		return [...]string{h + " turned off", h + " disabled", "no " + h}[st.intn(3)]
	case string:
		if p.Enum {
			if prepositions[last] {
				return h + " " + x
			}
			return [...]string{h + " " + x, x + " as the " + h, "the " + h + " set to " + x}[st.intn(3)]
		}
		if isLong(x) {
			return h + ":" + "\n\n" + x
		}
		if prepositions[last] {
			return h + " " + quoteStr(x)
		}
		return [...]string{h + " " + quoteStr(x), "the " + h + " " + quoteStr(x), quoteStr(x) + " as the " + h}[st.intn(3)]
	case json.Number, float64, int, int64:
		n := words(x)
		if prepositions[last] {
			return h + " " + n
		}
		return [...]string{h + " " + n, h + " set to " + n, "the " + h + " " + n}[st.intn(3)]
	case []any:
		if len(x) == 0 {
			return "no " + h
		}
		if allScalars(x) {
			return h + " " + joinWords(quoteAny(x).([]string), "and")
		}
		if simpleObjects(x) {
			parts := make([]string, len(x))
			for i, e := range x {
				parts[i] = words(e)
			}
			return h + ": " + strings.Join(parts, "; ")
		}
		return h + " " + jsonText(x)
	case map[string]any:
		if len(x) == 0 {
			return "an empty " + h
		}
		if simpleObject(x) {
			return h + " with " + words(x)
		}
		return h + " " + jsonText(x)
	}
	return h + " " + words(v)
}

// simpleObject reports whether an object reads well in words: at most
// four members, all scalars.
func simpleObject(m map[string]any) bool {
	if len(m) > 4 {
		return false
	}
	for _, v := range m {
		switch v.(type) {
		case []any, map[string]any:
			return false
		}
	}
	return true
}

// simpleObjects reports whether a list holds only simple objects (at most
// four of them).
func simpleObjects(l []any) bool {
	if len(l) > 4 {
		return false
	}
	for _, e := range l {
		m, ok := e.(map[string]any)
		if !ok || !simpleObject(m) {
			return false
		}
	}
	return true
}

// jsonText renders a nested value as compact JSON, the way a person pastes
// a query or a document.
func jsonText(v any) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return words(v)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

func allScalars(l []any) bool {
	for _, e := range l {
		switch e.(type) {
		case []any, map[string]any:
			return false
		}
	}
	return true
}

// isLong reports whether a string value is better given as a block after
// the request than inline (several lines, or long).
func isLong(s string) bool { return strings.ContainsRune(s, '\n') || utf8.RuneCountInString(s) > 80 }

// condOps are the operators of a property filter condition in words,
// before a number and before a date or a name.
var condOps = map[string][2]string{"equals": {"", ""}, "does_not_equal": {"not ", "not "},
	"greater_than": {"over ", "after "}, "less_than": {"under ", "before "},
	"greater_than_or_equal_to": {"at least ", "on or after "}, "less_than_or_equal_to": {"at most ", "on or before "},
	"on_or_before": {"on or before ", "on or before "}, "on_or_after": {"on or after ", "on or after "},
	"before": {"before ", "before "}, "after": {"after ", "after "}, "contains": {"containing ", "containing "}}

// propCondition says a filter condition on one property ({"property":
// "Status", "status": {"equals": "Done"}}) as a clause: `where Status is
// "Done"`, "where Done is checked", "where Estimate is over 3". ok is false
// for any other shape.
func propCondition(x map[string]any) (string, bool) {
	prop, ok := x["property"].(string)
	if !ok || prop == "" || len(x) != 2 || len(prop) > 40 {
		return "", false
	}
	for typ, c := range x {
		if typ == "property" {
			continue
		}
		m, ok := c.(map[string]any)
		if !ok || len(m) != 1 {
			return "", false
		}
		for op, v := range m {
			w, known := condOps[op]
			if !known {
				return "", false
			}
			if b, ok := v.(bool); ok && typ == "checkbox" && (op == "equals" || op == "does_not_equal") {
				if b == (op == "equals") {
					return "where " + prop + " is checked", true
				}
				return "where " + prop + " isn't checked", true
			}
			s, ok := fieldValue(v)
			if !ok {
				return "", false
			}
			when := 0
			if _, str := v.(string); str {
				when = 1
			}
			return "where " + prop + " is " + w[when] + s, true
		}
	}
	return "", false
}

// centreKeys name the point a search radius is drawn around.
var centreKeys = map[string]bool{"location": true, "center": true, "centre": true, "latlng": true, "lat_lng": true,
	"coordinates": true, "point": true, "near": true, "position": true}

// radiusWithoutCentre adds to the arguments left out (out) a radius whose
// centre is left out: "within 1000 meters" of nothing said means nothing,
// and the call would search around no point.
func radiusWithoutCentre(args map[string]any, out []string) []string {
	centre := ""
	for k := range args {
		if centreKeys[strings.ToLower(k)] {
			centre = k
		}
	}
	if centre == "" || !slices.Contains(out, centre) {
		return out
	}
	for k := range args {
		if strings.Contains(strings.ToLower(k), "radius") && !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}
