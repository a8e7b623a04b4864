package prompt

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Bounds of the result helpers, so that a final answer stays an answer and
// never becomes a dump of the tool output.
const (
	// describeMembers is the number of object members describe names
	// before "and N more"; describeItems the number of list items.
	describeMembers = 6
	describeItems   = 5
	// describeChars bounds describe's text (runes, "…" added when cut).
	describeChars = 240
	// excerptLines is excerpt's default number of lines, excerptLineChars
	// the runes kept of each line and excerptChars of the whole excerpt.
	excerptLines     = 4
	excerptLineChars = 160
	excerptChars     = 600
)

// decodeResult returns the JSON value of a tool message when it is a JSON
// object or array (numbers as json.Number), else nil.
func decodeResult(s string) any {
	t := strings.TrimSpace(s)
	if t == "" || (t[0] != '{' && t[0] != '[') {
		return nil
	}
	return decodeJSON(t)
}

func decodeJSON(s string) any {
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil || dec.More() {
		return nil
	}
	return v
}

// resultText returns the text of a tool message: the only string member of
// a one-member structured object ({"content": "..."}, as the filesystem
// server sends), else the message itself.
func resultText(result string, structured any) string {
	if m, ok := structured.(map[string]any); ok && len(m) == 1 {
		for _, v := range m {
			if s, ok := v.(string); ok {
				return s
			}
		}
	}
	return result
}

// getPath looks a path of object keys and list indexes up in v; nil when a
// step is missing.
func getPath(v any, path ...any) any {
	for _, p := range path {
		switch x := v.(type) {
		case map[string]any:
			k, ok := p.(string)
			if !ok {
				return nil
			}
			v = x[k]
		case []any:
			i, ok := toInt(p)
			if !ok || i < 0 || i >= len(x) {
				return nil
			}
			v = x[i]
		default:
			return nil
		}
	}
	return v
}

func toInt(v any) (int, bool) {
	switch x := v.(type) {
	case int:
		return x, true
	case int64:
		return int(x), true
	case string:
		n, err := strconv.Atoi(x)
		return n, err == nil
	}
	if f, ok := toFloat(v); ok && f == float64(int(f)) {
		return int(f), true
	}
	return 0, false
}

// count returns the length of a list, object or string; 0 for anything
// else (nil included).
func count(v any) int {
	switch x := v.(type) {
	case []any:
		return len(x)
	case []string:
		return len(x)
	case map[string]any:
		return len(x)
	case string:
		return utf8.RuneCountInString(x)
	}
	return 0
}

// firstN returns the first n items of a list (nil for a non-list).
func firstN(n int, v any) []any {
	l := toAnySlice(v)
	if n < len(l) {
		return l[:max(n, 0)]
	}
	return l
}

// moreThan returns how many items of a list come after the first n.
func moreThan(n int, v any) int { return max(len(toAnySlice(v))-max(n, 0), 0) }

// pluck collects member key of each object of a list, skipping items
// without it.
func pluck(key string, v any) []any {
	var out []any
	for _, e := range toAnySlice(v) {
		if m, ok := e.(map[string]any); ok {
			if x, ok := m[key]; ok && x != nil {
				out = append(out, x)
			}
		}
	}
	return out
}

// numWords formats a number the way people write it: integers with
// thousands separators ("1,234,567"), other numbers with at most two
// decimals ("3.14", "25"). A value that is not a number is given in words.
func numWords(v any) string {
	f, ok := toFloat(v)
	if !ok {
		switch x := v.(type) {
		case json.Number:
			return x.String()
		case float64, int, int64:
			return fmt.Sprint(x)
		}
		return plainWords(v)
	}
	if f == float64(int64(f)) && f < 1e15 && f > -1e15 {
		s := strconv.FormatInt(int64(f), 10)
		neg := strings.HasPrefix(s, "-")
		s = strings.TrimPrefix(s, "-")
		if len(s) > 4 {
			var b strings.Builder
			for i, c := range s {
				if i > 0 && (len(s)-i)%3 == 0 {
					b.WriteByte(',')
				}
				b.WriteRune(c)
			}
			s = b.String()
		}
		if neg {
			s = "-" + s
		}
		return s
	}
	return trimFloat(strconv.FormatFloat(f, 'f', 2, 64))
}

// plainWords renders a value in words without quoting strings: numbers by
// numWords, booleans yes/no, lists of scalars joined ("a, b and c", at most
// describeItems then "and N more"), lists of objects counted with their
// names when they have one, objects counted.
func plainWords(v any) string {
	switch x := v.(type) {
	case nil:
		return "none"
	case string:
		return oneLine(x, 80)
	case bool:
		if x {
			return "yes"
		}
		return "no"
	case json.Number, float64, int, int64:
		return numWords(x)
	case []any:
		if len(x) == 0 {
			return "none"
		}
		if names := itemNames(x); names != nil {
			return listWords(names, len(x))
		}
		if allScalars(x) {
			parts := make([]string, 0, len(x))
			for _, e := range x {
				parts = append(parts, plainWords(e))
			}
			return listWords(parts, len(x))
		}
		return pluralCount(len(x), "item")
	case map[string]any:
		if len(x) == 0 {
			return "nothing"
		}
		if n := nameOf(x); n != "" {
			return n
		}
		return pluralCount(len(x), "field")
	}
	return oneLine(jsonText(v), 80)
}

func pluralCount(n int, w string) string {
	if n == 1 {
		return "1 " + w
	}
	return strconv.Itoa(n) + " " + Plural(w)
}

// listWords joins at most describeItems parts, then "and N more".
func listWords(parts []string, total int) string {
	if len(parts) > describeItems {
		parts = parts[:describeItems]
	}
	if total > len(parts) {
		return strings.Join(parts, ", ") + " and " + strconv.Itoa(total-len(parts)) + " more"
	}
	return joinWords(parts, "and")
}

// nameKeys are the members that name an object, in order of preference.
var nameKeys = []string{"name", "title", "label", "id", "key", "path", "uri", "email"}

func nameOf(m map[string]any) string {
	for _, k := range nameKeys {
		if s, ok := m[k].(string); ok && s != "" {
			return oneLine(s, 60)
		}
	}
	return ""
}

// itemNames returns the names of a list of objects that all have one, else
// nil.
func itemNames(l []any) []string {
	out := make([]string, 0, len(l))
	for _, e := range l {
		m, ok := e.(map[string]any)
		if !ok {
			return nil
		}
		n := nameOf(m)
		if n == "" {
			return nil
		}
		out = append(out, n)
	}
	return out
}

// describe turns a JSON value into a short phrase: an object's members as
// "key value" pairs sorted by key (humanized keys, values by plainWords,
// empty members left out), at most describeMembers of them then "N more
// fields"; a list as its count and items; a string as its first line. The
// text is at most describeChars runes ("…" when cut).
func describe(v any) string {
	var s string
	switch x := v.(type) {
	case map[string]any:
		if len(x) == 0 {
			return "nothing"
		}
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		// Members that are nil or empty say nothing.
		parts := make([]string, 0, len(keys))
		paging := pagingOnly(x)
		for _, k := range keys {
			e := x[k]
			if e == nil || count(e) == 0 && isContainer(e) || paging[k] {
				continue
			}
			parts = append(parts, memberWords(k, e))
		}
		if len(parts) == 0 {
			return "nothing"
		}
		if len(parts) > describeMembers {
			rest := len(parts) - describeMembers
			parts = append(parts[:describeMembers], pluralCount(rest, "more field"))
		}
		s = joinWords(parts, "and")
	case []any:
		if len(x) == 0 {
			return "nothing"
		}
		s = pluralCount(len(x), "item") + ": " + plainWords(x)
	case string:
		s = oneLine(x, describeChars)
	default:
		s = plainWords(v)
	}
	return cutRunes(s, describeChars)
}

func isContainer(v any) bool {
	switch v.(type) {
	case []any, map[string]any, string:
		return true
	}
	return false
}

// cutRunes cuts s to at most n runes, at a word boundary when one is near,
// adding "…".
func cutRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)[:n]
	cut := string(r)
	if i := strings.LastIndexByte(cut, ' '); i > len(cut)/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,;:") + "…"
}

// oneLine returns the first non-empty line of s, at most n runes ("…" when
// the line was cut or more lines follow).
func oneLine(s string, n int) string {
	ls := lines(s)
	if len(ls) == 0 {
		return ""
	}
	l := cutRunes(ls[0], n)
	if len(ls) > 1 && !strings.HasSuffix(l, "…") {
		l += " …"
	}
	return l
}

// lines returns the non-blank lines of s, right-trimmed.
func lines(s string) []string {
	var out []string
	for _, l := range strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n") {
		if l = strings.TrimRight(l, " \t"); strings.TrimSpace(l) != "" {
			out = append(out, l)
		}
	}
	return out
}

// excerpt returns the first n lines of s (excerptLines when n is absent),
// each at most excerptLineChars runes and all at most excerptChars, with a
// last line "…" when text was left out. Blank lines inside are kept
// (collapsed to one).
func excerpt(s string, n ...int) string {
	max := excerptLines
	if len(n) > 0 && n[0] > 0 {
		max = n[0]
	}
	all := strings.Split(strings.TrimSpace(strings.ReplaceAll(s, "\r\n", "\n")), "\n")
	var out []string
	size, cut := 0, false
	blank := false
	kept := 0
	for i, l := range all {
		l = strings.TrimRight(l, " \t")
		if l == "" {
			if !blank && len(out) > 0 {
				out = append(out, "")
			}
			blank = true
			continue
		}
		blank = false
		if kept == max || size >= excerptChars {
			cut = i < len(all)
			break
		}
		c := cutRunes(l, excerptLineChars)
		if c != l {
			cut = true
		}
		out = append(out, c)
		size += utf8.RuneCountInString(c)
		kept++
	}
	for len(out) > 0 && out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	if cut && (len(out) == 0 || !strings.HasSuffix(out[len(out)-1], "…")) {
		out = append(out, "…")
	}
	return strings.Join(out, "\n")
}

// blockQuote prefixes each line of s with "> ".
func blockQuote(s string) string {
	ls := strings.Split(s, "\n")
	for i, l := range ls {
		if l == "" {
			ls[i] = ">"
		} else {
			ls[i] = "> " + l
		}
	}
	return strings.Join(ls, "\n")
}

// dateWords writes an ISO 8601 date ("2019-05-26" → "26 May 2019") or
// RFC 3339 date-time ("2021-06-15T10:41:23Z" → "15 June 2021 at 10:41
// UTC"); any other text is returned as it is.
func dateWords(v any) string {
	if v == nil {
		// A date left out (a request that asks for it later) is missing
		// as a plain {{.Args.x}} is, not "none": the request's checks
		// see the hole.
		return "<no value>"
	}
	s, ok := v.(string)
	if !ok {
		return plainWords(v)
	}
	if d, err := time.Parse("2006-01-02", s); err == nil {
		return d.Format("2 January 2006")
	}
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		zone := t.Format("-07:00")
		if zone == "+00:00" {
			zone = "UTC"
		}
		return t.Format("2 January 2006 at 15:04 ") + zone
	}
	return s
}

// timeWords writes the clock time of an RFC 3339 date-time ("10:41");
// other text is returned as it is.
func timeWords(v any) string {
	s, _ := v.(string)
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t.Format("15:04")
	}
	return plainWords(v)
}

// errPrefixes are stripped from error texts by reason.
var errPrefixes = regexp.MustCompile(`^(?i)(?:(?:mcp error -?\d+|error(?: executing tool [\w.-]+)?|tool error|invalid arguments?(?: for tool [\w.-]+)?)\s*:\s*)+`)

// reason tidies a tool's error text into a clause: the first line, without
// "Error:" or "MCP error -32603:" prefixes, without a final ".", first
// letter lower-cased unless it starts an acronym or a code (ENOENT).
func reason(s string) string {
	l := strings.TrimSpace(s)
	if ls := lines(l); len(ls) > 0 {
		l = strings.TrimSpace(ls[0])
	}
	l = errPrefixes.ReplaceAllString(l, "")
	l = strings.TrimRight(cutRunes(l, 200), ".")
	return lcFirst(l)
}

// optionList finds a list of choices in an error text: "covered cities
// are Amsterdam, Berlin and Toronto", "expected one of: a, b, c", "must be
// one of a | b". It returns the items (at least two, each at most five
// words), or nil.
var optionIntro = regexp.MustCompile(`(?i)(?:\bare|\bis one of|\bone of|\bexpected|\bvalid (?:values|options|choices)(?: are)?|\boptions|\bchoices|\bsupported|\bavailable|\ballowed|\binclude|:)\s*:?\s*`)

func optionList(s string) []string {
	s = strings.TrimSpace(s)
	locs := optionIntro.FindAllStringIndex(s, -1)
	for i := len(locs) - 1; i >= 0; i-- {
		colon := strings.TrimSpace(s[locs[i][0]:locs[i][1]]) == ":"
		rest := s[locs[i][1]:]
		if j := strings.IndexAny(rest, ".;\n"); j >= 0 && (j+1 == len(rest) || rest[j+1] == ' ' || rest[j+1] == '\n' || rest[j] != '.') {
			rest = rest[:j]
		}
		// After a bare ":" only a longer list of short items counts
		// ("ENOTDIR: not a directory, scandir '/a'" is no list).
		if items := splitOptions(rest); len(items) >= 2 && (!colon || len(items) >= 3 && shortItems(items, 2)) {
			return items
		}
	}
	return nil
}

func splitOptions(s string) []string {
	s = strings.Trim(strings.TrimSpace(s), "[]()")
	if s == "" {
		return nil
	}
	var parts []string
	switch {
	case strings.Contains(s, "|"):
		parts = strings.Split(s, "|")
	case strings.Contains(s, ","):
		parts = strings.Split(s, ",")
		last := parts[len(parts)-1]
		for _, conj := range []string{" and ", " or "} {
			if a, b, ok := strings.Cut(last, conj); ok {
				parts = append(parts[:len(parts)-1], a, b)
				break
			}
		}
	default:
		for _, conj := range []string{" and ", " or "} {
			if a, b, ok := strings.Cut(s, conj); ok {
				parts = []string{a, b}
				break
			}
		}
	}
	out := make([]string, 0, len(parts))
	for _, p := range parts {
		p = strings.TrimSpace(p)
		p = strings.TrimPrefix(strings.TrimPrefix(p, "and "), "or ")
		p = strings.Trim(p, `"'`+"`")
		if p == "" || len(strings.Fields(p)) > 4 || strings.ContainsAny(p, `/\'"(){}[]=`) {
			return nil
		}
		out = append(out, p)
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// parseJSON decodes a JSON text (numbers as json.Number); nil when s is not
// JSON.
func parseJSON(s string) any {
	t := strings.TrimSpace(s)
	if t == "" {
		return nil
	}
	return decodeJSON(t)
}

// compactJSON returns v as compact JSON, bounded to n runes ("…" when
// cut).
func compactJSON(v any, n int) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return plainWords(v)
	}
	return cutRunes(strings.TrimSpace(b.String()), n)
}

func shortItems(items []string, words int) bool {
	for _, it := range items {
		if len(strings.Fields(it)) > words {
			return false
		}
	}
	return true
}

// isEmpty reports whether a value holds nothing: nil, "", an empty list or
// object, or an object whose members are all empty ({"entities": [],
// "relations": []}).
func isEmpty(v any) bool {
	switch x := v.(type) {
	case nil:
		return true
	case string:
		return strings.TrimSpace(x) == ""
	case []any:
		return len(x) == 0
	case map[string]any:
		for _, e := range x {
			if !isEmpty(e) {
				return false
			}
		}
		return true
	}
	return false
}

// A Culprit is the argument an error text points at (see the culprit
// helper): Human is its name in words, Match the value of it the text
// quotes ("" when the text names the argument rather than its value).
type Culprit struct {
	Name, Human, Match string
}

// culprit returns the set argument an error text points at: the first
// (required ones first) one of whose string values appears in the text,
// else the first whose name does ("from (2026-03-05) is after to"); nil
// when none does. Numbers are not matched: they hide in dates and times.
func (st *funcState) culprit(text string) *Culprit {
	if st.data == nil {
		return nil
	}
	lt := strings.ToLower(text)
	for _, p := range st.data.Set {
		var vals []string
		scalarText(p.Value, &vals)
		for _, v := range vals {
			if len(v) >= 3 && strings.Contains(lt, strings.ToLower(v)) {
				return &Culprit{Name: p.Name, Human: p.Human, Match: v}
			}
		}
	}
	for _, p := range st.data.Set {
		for _, n := range []string{p.Name, p.Human} {
			if len(n) >= 2 && regexp.MustCompile(`(?i)\b`+regexp.QuoteMeta(n)+`\b`).MatchString(text) {
				return &Culprit{Name: p.Name, Human: p.Human}
			}
		}
	}
	return nil
}

func scalarText(v any, out *[]string) {
	switch x := v.(type) {
	case string:
		*out = append(*out, x)
	case []any:
		for _, e := range x {
			scalarText(e, out)
		}
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			scalarText(x[k], out)
		}
	}
}

// findRE returns the first capture group of pattern's first match in s
// (the whole match when the pattern has no group), "" when it does not
// match. Compiled patterns are cached; a bad pattern is an error.
func (st *funcState) findRE(pattern, s string) (string, error) {
	re, err := st.regexp(pattern)
	if err != nil {
		return "", err
	}
	m := re.FindStringSubmatch(s)
	switch {
	case m == nil:
		return "", nil
	case len(m) > 1:
		return m[1], nil
	}
	return m[0], nil
}

func (st *funcState) regexp(pattern string) (*regexp.Regexp, error) {
	if re := st.res[pattern]; re != nil {
		return re, nil
	}
	re, err := regexp.Compile(pattern)
	if err != nil {
		return nil, err
	}
	if st.res == nil {
		st.res = map[string]*regexp.Regexp{}
	}
	st.res[pattern] = re
	return re, nil
}

// prefixed returns the lines of s that start with prefix, without it and
// trimmed ("[FILE] a.txt" → "a.txt" for prefix "[FILE]").
func prefixed(prefix, s string) []string {
	var out []string
	for _, l := range lines(s) {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(l), prefix); ok {
			out = append(out, strings.TrimSpace(rest))
		}
	}
	return out
}

// only returns the members keys of an object that it has (nil when it has
// none of them or v is not an object).
func only(v any, keys ...string) map[string]any {
	m, ok := v.(map[string]any)
	if !ok {
		return nil
	}
	var out map[string]any
	for _, k := range keys {
		if x, ok := m[k]; ok {
			if out == nil {
				out = map[string]any{}
			}
			out[k] = x
		}
	}
	return out
}
