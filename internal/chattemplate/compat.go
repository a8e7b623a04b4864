package chattemplate

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/ardanlabs/jinja"
)

// tojsonFunc is transformers' tojson: json.dumps(x, ensure_ascii=False,
// indent=indent, separators=separators, sort_keys=sort_keys)
// (transformers/utils/chat_template_utils.py). The engine's own filter in
// v1.8.0 sorts keys and HTML-escapes <, > and & when indent is given
// (Llama 3.x prints tool schemas with tojson(indent=4)) and writes floats
// the Go way (1e+06 where Python writes 1000000.0). The engine offers no
// way to replace a filter (filters are looked up in its built-in scope
// only), so Parse rewrites `operand | tojson(…)` into a call of this
// function, passed in the render data as tojsonGlobal; see rewriteSource.
func tojsonFunc(args []jinja.Value, kwargs map[string]jinja.Value) (jinja.Value, error) {
	if len(args) == 0 {
		return jinja.NewString(""), nil
	}
	o := pyJSON{item: ", ", key: ": "}
	if v, ok := kwargs["ensure_ascii"]; ok {
		o.ascii = v.IsTruthy()
	}
	if v, ok := kwargs["sort_keys"]; ok {
		o.sortKeys = v.IsTruthy()
	}
	if v, ok := kwargs["indent"]; ok && !v.IsNone() && !v.IsUndefined() {
		switch {
		case v.IsInt():
			o.indent = strings.Repeat(" ", int(v.AsInt()))
		case v.IsString():
			o.indent = v.AsString()
		default:
			return jinja.Undefined(), fmt.Errorf("tojson: indent must be an integer or a string")
		}
		o.indented = true
		o.item = ","
	}
	if v, ok := kwargs["separators"]; ok && !v.IsNone() {
		if !v.IsList() || v.AsList().Len() != 2 || !v.AsList().Items[0].IsString() || !v.AsList().Items[1].IsString() {
			return jinja.Undefined(), fmt.Errorf("tojson: separators must be two strings")
		}
		o.item, o.key = v.AsList().Items[0].AsString(), v.AsList().Items[1].AsString()
	}
	var sb strings.Builder
	if err := o.encode(&sb, args[0], 0); err != nil {
		return jinja.Undefined(), err
	}
	return jinja.NewString(sb.String()), nil
}

// pyJSON writes JSON the way Python's json.dumps does.
type pyJSON struct {
	item, key string
	indent    string
	indented  bool
	ascii     bool
	sortKeys  bool
}

func (o pyJSON) newline(sb *strings.Builder, depth int) {
	if o.indented {
		sb.WriteByte('\n')
		for range depth {
			sb.WriteString(o.indent)
		}
	}
}

func (o pyJSON) encode(sb *strings.Builder, v jinja.Value, depth int) error {
	switch {
	case v.IsNone() || v.IsUndefined():
		sb.WriteString("null")
	case v.IsBool():
		sb.WriteString(strconv.FormatBool(v.AsBool()))
	case v.IsInt():
		sb.WriteString(strconv.FormatInt(v.AsInt(), 10))
	case v.IsFloat():
		f := v.AsFloat()
		switch {
		case math.IsNaN(f):
			sb.WriteString("NaN")
		case math.IsInf(f, 1):
			sb.WriteString("Infinity")
		case math.IsInf(f, -1):
			sb.WriteString("-Infinity")
		default:
			sb.WriteString(pyFloat(f))
		}
	case v.IsString():
		o.str(sb, v.AsString())
	case v.IsList():
		items := v.AsList().Items
		if len(items) == 0 {
			sb.WriteString("[]")
			return nil
		}
		sb.WriteByte('[')
		for i, it := range items {
			if i > 0 {
				sb.WriteString(o.item)
			}
			o.newline(sb, depth+1)
			if err := o.encode(sb, it, depth+1); err != nil {
				return err
			}
		}
		o.newline(sb, depth)
		sb.WriteByte(']')
	case v.IsDict():
		d := v.AsDict()
		if d.Len() == 0 {
			sb.WriteString("{}")
			return nil
		}
		keys := d.OrderedKeys()
		if o.sortKeys {
			slices.Sort(keys)
		}
		sb.WriteByte('{')
		for i, k := range keys {
			if i > 0 {
				sb.WriteString(o.item)
			}
			o.newline(sb, depth+1)
			o.str(sb, k)
			sb.WriteString(o.key)
			if err := o.encode(sb, d.Data[k], depth+1); err != nil {
				return err
			}
		}
		o.newline(sb, depth)
		sb.WriteByte('}')
	default:
		return fmt.Errorf("tojson: %s is not JSON serializable", v.String())
	}
	return nil
}

// str writes s as Python's json module does: \" \\ \n \r \t \b \f, other
// controls as \u00XX, and with ensure_ascii every non-ASCII rune as \uXXXX
// (UTF-16 surrogate pairs above U+FFFF).
func (o pyJSON) str(sb *strings.Builder, s string) {
	sb.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"':
			sb.WriteString(`\"`)
		case r == '\\':
			sb.WriteString(`\\`)
		case r == '\n':
			sb.WriteString(`\n`)
		case r == '\r':
			sb.WriteString(`\r`)
		case r == '\t':
			sb.WriteString(`\t`)
		case r == '\b':
			sb.WriteString(`\b`)
		case r == '\f':
			sb.WriteString(`\f`)
		case r < 0x20 || (o.ascii && r > 0x7e):
			if r > 0xffff {
				r -= 0x10000
				fmt.Fprintf(sb, `\u%04x\u%04x`, 0xd800+(r>>10), 0xdc00+(r&0x3ff))
			} else {
				fmt.Fprintf(sb, `\u%04x`, r)
			}
		default:
			sb.WriteRune(r)
		}
	}
	sb.WriteByte('"')
}

// pyFloat formats f as Python's float repr: the shortest round-trip digits,
// fixed notation for exponents -4 ≤ e < 16 with at least one decimal
// ("1000000.0"), else d.ddde±XX ("1e+16", "1.5e-05").
func pyFloat(f float64) string {
	e := strconv.FormatFloat(f, 'e', -1, 64) // e.g. -1.5e+06
	mant, expS, _ := strings.Cut(e, "e")
	exp, _ := strconv.Atoi(expS)
	if exp >= -4 && exp < 16 {
		s := strconv.FormatFloat(f, 'f', -1, 64)
		if !strings.ContainsAny(s, ".") {
			s += ".0"
		}
		return s
	}
	sign := "+"
	if exp < 0 {
		sign, exp = "-", -exp
	}
	return fmt.Sprintf("%se%s%02d", mant, sign, exp)
}

// tojsonGlobal is the name the rewritten templates call tojsonFunc by.
const tojsonGlobal = "mcpgen_tojson"

// tojsonPattern matches `operand | tojson` or `operand | tojson(args)`
// where operand is a name with .attr, ['key'] or [n] suffixes. Group 1 is
// the character before the operand, which must be a space, an opening
// bracket or an operator (so an operand is never matched from the middle
// of a longer expression such as f(x).y), 2 the operand, 3 the arguments.
var tojsonPattern = regexp.MustCompile(`(^|[\s(\[{,=+\-*/%~<>:])([A-Za-z_]\w*(?:\.[A-Za-z_]\w*|\[(?:'[^']*'|"[^"]*"|\d+)\])*)\s*\|\s*tojson\b(?:\(((?:[^()]|\([^()]*\))*)\))?`)

// itemsPattern matches `operand.items()` (groups as in tojsonPattern).
var itemsPattern = regexp.MustCompile(`(^|[\s(\[{,=+\-*/%~<>:])([A-Za-z_]\w*(?:\.[A-Za-z_]\w*|\[(?:'[^']*'|"[^"]*"|\d+)\])*)\.items\(\s*\)`)

// iterablePattern matches `operand is iterable` and `operand is not
// iterable` (group 3 holds "not "). Python's Jinja counts an undefined
// value as iterable (it iterates as empty), the engine does not; Hermes 3
// then writes list[Any] where transformers writes list[Union[]].
var iterablePattern = regexp.MustCompile(`(^|[\s(\[{,=+\-*/%~<>:])([A-Za-z_]\w*(?:\.[A-Za-z_]\w*|\[(?:'[^']*'|"[^"]*"|\d+)\])*)\s+is\s+(not\s+)?iterable\b`)

// rewriteSource adapts a chat template to the engine, so that it renders
// as under Python's Jinja. Inside {{ }} and {% %} tags only, it rewrites
// every `operand | tojson(args)` into `mcpgen_tojson(operand, args)` (see
// tojsonFunc) and every `operand.items()` into `(operand | items)`: for a
// dict that has a key "items" (a JSON Schema array property, or a tool
// argument named items), the engine resolves `.items` to that key where
// Python's Jinja takes the dict method, and Qwen3-Coder's template then
// fails on every tool with an array parameter. A filter binds tighter than
// any operator, so the rewrites keep the expression's meaning; operands of
// other shapes are left alone. It also rewrites loops with two names and a
// filter (see rewriteForIf), makes `is iterable` true for undefined
// values (see iterablePattern) and drops a "-" that has nothing to strip
// because the tag follows another tag directly. It returns the new source
// and the number of rewrites.
func rewriteSource(src string) (string, int) {
	var sb strings.Builder
	n := 0
	afterTag := false
	for {
		i := strings.IndexAny(src, "{")
		if i < 0 || i+1 >= len(src) {
			sb.WriteString(src)
			return sb.String(), n
		}
		var end string
		switch src[i+1] {
		case '{':
			end = "}}"
		case '%':
			end = "%}"
		case '#':
			end = "#}"
		default:
			sb.WriteString(src[:i+1])
			src = src[i+1:]
			afterTag = false
			continue
		}
		j := strings.Index(src[i+2:], end)
		if j < 0 {
			sb.WriteString(src)
			return sb.String(), n
		}
		tag := src[i : i+2+j+2]
		if i == 0 && afterTag && len(tag) > 3 && tag[2] == '-' && strings.ContainsRune(" \t\r\n", rune(tag[3])) {
			// Nothing to strip between two adjacent tags, but the engine
			// lets such a "-" strip the text before the previous tag
			// (testdata/engine/newline-before-endfor.jinja).
			tag = tag[:2] + tag[3:]
			n++
		}
		if end == "%}" {
			tag = rewriteForIf(tag, &n)
			tag = guardMacro(tag, &n)
			tag = guardBudget(tag, &n)
		}
		if end != "#}" {
			tag = rewriteTag(tag, &n)
			tag = replaceOperand(tag, itemsPattern, &n, func(g []string) string {
				return g[1] + "(" + g[2] + " | items)"
			})
			tag = replaceOperand(tag, iterablePattern, &n, func(g []string) string {
				if g[3] != "" {
					return g[1] + "(" + g[2] + " is not iterable and " + g[2] + " is not undefined)"
				}
				return g[1] + "(" + g[2] + " is iterable or " + g[2] + " is undefined)"
			})
			tag = plusRewrite(tag, &n)
		}
		sb.WriteString(src[:i])
		sb.WriteString(tag)
		src = src[i+2+j+2:]
		afterTag = true
	}
}

// rewriteTag rewrites the tojson filters of one tag, leaving a match alone
// when a parenthesis follows it (arguments nested deeper than the pattern
// reads).
func rewriteTag(tag string, n *int) string {
	var sb strings.Builder
	last := 0
	for _, m := range tojsonPattern.FindAllStringSubmatchIndex(tag, -1) {
		if rest := strings.TrimLeft(tag[m[1]:], " \t\n"); strings.HasPrefix(rest, "(") || !isValueOperand(tag[:m[4]]) {
			continue
		}
		sb.WriteString(tag[last:m[0]])
		sb.WriteString(tag[m[2]:m[3]])
		sb.WriteString(tojsonGlobal + "(" + tag[m[4]:m[5]])
		if m[6] >= 0 && strings.TrimSpace(tag[m[6]:m[7]]) != "" {
			sb.WriteString(", " + tag[m[6]:m[7]])
		}
		sb.WriteString(")")
		last = m[1]
		*n++
	}
	sb.WriteString(tag[last:])
	return sb.String()
}

// forIfPattern matches a whole `{% for a, b in iter if cond %}` tag.
var forIfPattern = regexp.MustCompile(`^\{%(-?)(\s*)for\s+([A-Za-z_]\w*)\s*,\s*([A-Za-z_]\w*)\s+in\s+(.+?)\s+if\s+(.+?)\s*(-?%\})$`)

// stringLiteral matches a quoted Jinja string.
var stringLiteral = regexp.MustCompile(`'[^']*'|"[^"]*"`)

// rewriteForIf rewrites `{% for a, b in iter if cond %}` into
// `{% for mcpgen_kv in iter if cond' %}{% set a = mcpgen_kv[0] %}{% set b
// = mcpgen_kv[1] %}` where cond' reads a and b from mcpgen_kv. The engine
// evaluates a loop filter with only the second name bound (to the whole
// pair), so `for k, v in d.items() if k` keeps nothing (Qwen3-Coder drops
// every extra schema keyword of its tool list) and `if key != "return"`
// keeps everything (Mistral-Nemo).
func rewriteForIf(tag string, n *int) string {
	m := forIfPattern.FindStringSubmatch(tag)
	if m == nil {
		return tag
	}
	a, b, cond := m[3], m[4], m[6]
	names := regexp.MustCompile(`(^|[^\w.])(` + regexp.QuoteMeta(a) + `|` + regexp.QuoteMeta(b) + `)\b`)
	var sb strings.Builder
	last := 0
	for _, lit := range stringLiteral.FindAllStringIndex(cond, -1) {
		sb.WriteString(replaceNames(names, cond[last:lit[0]], a))
		sb.WriteString(cond[lit[0]:lit[1]])
		last = lit[1]
	}
	sb.WriteString(replaceNames(names, cond[last:], a))
	*n++
	const kv = "mcpgen_kv"
	return "{%" + m[1] + m[2] + "for " + kv + " in " + m[5] + " if " + sb.String() + " " + m[7] +
		"{% set " + a + " = " + kv + "[0] %}{% set " + b + " = " + kv + "[1] " + m[7]
}

func replaceNames(re *regexp.Regexp, s, first string) string {
	return re.ReplaceAllStringFunc(s, func(x string) string {
		g := re.FindStringSubmatch(x)
		idx := "[1]"
		if g[2] == first {
			idx = "[0]"
		}
		return g[1] + "mcpgen_kv" + idx
	})
}

// replaceOperand replaces the matches of re in tag with build(groups),
// except where the operand (group 2) is not a value (see isValueOperand).
func replaceOperand(tag string, re *regexp.Regexp, n *int, build func(g []string) string) string {
	var sb strings.Builder
	last := 0
	for _, m := range re.FindAllStringSubmatchIndex(tag, -1) {
		if !isValueOperand(tag[:m[4]]) {
			continue
		}
		g := make([]string, len(m)/2)
		for i := range g {
			if m[2*i] >= 0 {
				g[i] = tag[m[2*i]:m[2*i+1]]
			}
		}
		sb.WriteString(tag[last:m[0]])
		sb.WriteString(build(g))
		last = m[1]
		*n++
	}
	sb.WriteString(tag[last:])
	return sb.String()
}

// lastWord returns the trailing run of letters and underscores of s.
func lastWord(s string) string {
	i := len(s)
	for i > 0 && (s[i-1] == '_' || s[i-1] >= 'a' && s[i-1] <= 'z' || s[i-1] >= 'A' && s[i-1] <= 'Z') {
		i--
	}
	return s[i:]
}

// isValueOperand reports whether a name that follows before is a value:
// not an attribute (`x . NAME`), the name of a filter (`x | NAME`) or a test (`x is NAME`, `x is not
// NAME`).
func isValueOperand(before string) bool {
	before = strings.TrimRight(before, " \t\r\n")
	if strings.HasSuffix(before, "|") || strings.HasSuffix(before, ".") {
		return false
	}
	if lastWord(before) == "not" {
		before = strings.TrimRight(strings.TrimSuffix(before, "not"), " \t\r\n")
	}
	return lastWord(before) != "is"
}

// plusGlobal is the name the rewritten templates call plusOperand by.
const plusGlobal = "mcpgen_plus"

// ErrDictPlus is the error a template raises when a dict is an operand of
// `+`: Python's Jinja raises TypeError there ("can only concatenate str
// (not "dict") to str"), ardanlabs/jinja v1.8.0 concatenates the dict's
// repr, which for an empty dict is "{}" and looks like JSON
// (testdata/engine/str-plus-empty-dict.jinja). DeepSeek-V3.1 and
// Functionary v3.1 do `'…' + tool['function']['arguments']`.
var ErrDictPlus = errors.New(`TypeError: can only concatenate str (not "dict") to str (Python's Jinja refuses a mapping as an operand of +)`)

// plusOperand returns its argument unless it is a dict, which Python
// cannot add to anything; see plusRewrite.
func plusOperand(args []jinja.Value, _ map[string]jinja.Value) (jinja.Value, error) {
	if len(args) == 0 {
		return jinja.Undefined(), nil
	}
	if args[0].IsDict() {
		return jinja.Undefined(), ErrDictPlus
	}
	return args[0], nil
}

// operandSrc is the operand shape the rewrites act on: a name with .attr,
// ['key'] or [n] suffixes.
const operandSrc = `[A-Za-z_]\w*(?:\.[A-Za-z_]\w*|\[(?:'[^']*'|"[^"]*"|\d+)\])*`

// plusLeftPattern matches an operand followed by `+` (group 1 is the
// character before, as in tojsonPattern); plusRightPattern an operand that
// follows `+`.
var (
	plusLeftPattern  = regexp.MustCompile(`(^|[\s(\[{,=+~:])(` + operandSrc + `)\s*\+`)
	plusRightPattern = regexp.MustCompile(`\+\s*(` + operandSrc + `)`)
)

// jinjaWords are keywords and literals never wrapped as operands.
var jinjaWords = map[string]bool{"and": true, "or": true, "not": true, "in": true, "is": true, "if": true, "else": true}

// plusRewrite wraps each name operand of a binary `+` in one tag into
// mcpgen_plus(operand) (plusOperand), so that a dict operand raises as
// under Python instead of printing its repr. An operand is wrapped only
// when it is the whole operand: not followed by a call, subscript,
// attribute, filter, test or a tighter operator (* / % **), not preceded
// by a tighter operator, and not inside a string literal.
func plusRewrite(tag string, n *int) string {
	lits := stringLiteral.FindAllStringIndex(tag, -1)
	inLit := func(i int) bool {
		for _, l := range lits {
			if i >= l[0] && i < l[1] {
				return true
			}
		}
		return false
	}
	wrap := map[int]int{} // operand start → end
	for _, m := range plusLeftPattern.FindAllStringSubmatchIndex(tag, -1) {
		s, e := m[4], m[5]
		before := strings.TrimRight(tag[:s], " \t\r\n")
		tighter := len(before) > 0 && strings.ContainsRune("*/%-", rune(before[len(before)-1])) && !strings.HasSuffix(before, "{{-") && !strings.HasSuffix(before, "{%-")
		if inLit(s) || inLit(m[1]-1) || !isValueOperand(tag[:s]) || tighter {
			continue
		}
		wrap[s] = e
	}
	for _, m := range plusRightPattern.FindAllStringSubmatchIndex(tag, -1) {
		s, e := m[2], m[3]
		rest := strings.TrimLeft(tag[e:], " \t\r\n")
		if inLit(m[0]) || strings.HasPrefix(rest, "is ") || strings.HasPrefix(rest, "is\t") || len(rest) > 0 && strings.ContainsRune("([.|*/%", rune(rest[0])) && !strings.HasPrefix(rest, "%}") {
			continue
		}
		wrap[s] = e
	}
	starts := make([]int, 0, len(wrap))
	for s, e := range wrap {
		if jinjaWords[tag[s:e]] {
			continue
		}
		starts = append(starts, s)
	}
	slices.Sort(starts)
	var sb strings.Builder
	last := 0
	for _, s := range starts {
		e := wrap[s]
		sb.WriteString(tag[last:s])
		sb.WriteString(plusGlobal + "(" + tag[s:e] + ")")
		last = e
		*n++
	}
	sb.WriteString(tag[last:])
	return sb.String()
}

// Names of the render-data functions the macro guard calls (see
// guardMacro and macroDepth).
const (
	macroEnterGlobal = "mcpgen_macro_enter"
	macroLeaveGlobal = "mcpgen_macro_leave"
)

// MaxMacroDepth is how deeply macro calls may nest in one render. Python
// raises RecursionError on a macro that calls itself without end (Hermes 3's
// json_to_python_type does for a type union such as ["string","null"]: the
// string "null" is iterable, so it recurses on "n" forever); the engine
// would instead overflow the Go stack, a fatal error no recover catches.
// Real templates nest a few levels.
const MaxMacroDepth = 200

// macroPattern matches a whole {% macro … %} or {% endmacro %} tag: group
// 1 is its left "-", group 2 the keyword, group 3 its right "-".
var macroPattern = regexp.MustCompile(`^\{%(-?)\s*(macro|endmacro)\b(?s:.*?)(-?)%\}$`)

// guardMacro adds the depth guard to a macro's tags: a call of
// macroEnterGlobal right after {% macro %} and of macroLeaveGlobal right
// before {% endmacro %}, each inside an empty {% if %} block so that no
// text is printed. The original tag's whitespace control moves to the
// outer side of the added tags (left "-" of endmacro, right "-" of macro),
// and trim_blocks and lstrip_blocks act on block tags as before, so the
// rendered text is unchanged.
func guardMacro(tag string, n *int) string {
	m := macroPattern.FindStringSubmatch(tag)
	if m == nil {
		return tag
	}
	*n++
	if m[2] == "macro" {
		body := strings.TrimSuffix(strings.TrimSuffix(tag, "%}"), "-")
		return body + "%}{% if " + macroEnterGlobal + "() %}{% endif " + m[3] + "%}"
	}
	rest := "{%" + strings.TrimPrefix(strings.TrimPrefix(tag, "{%"), "-")
	return "{%" + m[1] + " if " + macroLeaveGlobal + "() %}{% endif %}" + rest
}

// macroDepth returns the enter and leave functions of the macro guard for
// one render (the depth is the render's own).
func macroDepth(name string) (enter, leave jinja.Value) {
	depth := 0
	enter = jinja.NewCallable(macroEnterGlobal, func([]jinja.Value, map[string]jinja.Value) (jinja.Value, error) {
		depth++
		if depth > MaxMacroDepth {
			return jinja.Undefined(), fmt.Errorf("macro calls nested deeper than %d (Python's Jinja raises RecursionError): chat template %s recurses without end", MaxMacroDepth, name)
		}
		return jinja.NewBool(false), nil
	})
	leave = jinja.NewCallable(macroLeaveGlobal, func([]jinja.Value, map[string]jinja.Value) (jinja.Value, error) {
		depth--
		return jinja.NewBool(false), nil
	})
	return enter, leave
}
