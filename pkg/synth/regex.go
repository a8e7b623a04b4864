package synth

import (
	"errors"
	"fmt"
	"regexp"
	"regexp/syntax"
	"strings"
	"unicode"
	"unicode/utf8"
)

// errNotRE2 is wrapped by regexString when Go's regexp/syntax cannot parse
// a pattern (lookaround, backreferences): genString then falls back to
// generate-and-check.
var errNotRE2 = errors.New("pattern is not RE2")

// rx is a parsed pattern ready for generation.
type rx struct {
	re          *syntax.Regexp
	match       *regexp.Regexp
	startAnchor bool
	endAnchor   bool
}

// ecmaToRE2 translates the ECMA-262 escapes RE2 spells differently
// (\uXXXX, \u{X...}, \cX, \d \w \s are the same in RE2 for ASCII) so that
// patterns written for JavaScript parse. Lookaround and backreferences are
// not RE2 and make the caller fall back to generate-and-check.
func ecmaToRE2(p string) string {
	if !strings.Contains(p, `\u`) && !strings.Contains(p, `\c`) {
		return p
	}
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		if p[i] == '\\' && i+1 < len(p) {
			switch p[i+1] {
			case 'u':
				if i+2 < len(p) && p[i+2] == '{' {
					if j := strings.IndexByte(p[i:], '}'); j > 0 {
						b.WriteString(`\x{` + p[i+3:i+j] + `}`)
						i += j
						continue
					}
				}
				if i+6 <= len(p) {
					b.WriteString(`\x{` + p[i+2:i+6] + `}`)
					i += 5
					continue
				}
			case 'c':
				if i+2 < len(p) {
					fmt.Fprintf(&b, `\x{%x}`, p[i+2]%32)
					i += 2
					continue
				}
			}
			b.WriteByte(p[i])
			b.WriteByte(p[i+1])
			i++
			continue
		}
		b.WriteByte(p[i])
	}
	return b.String()
}

func (g *Generator) parsed(pattern string) (*rx, error) {
	if g.rxCache == nil {
		g.rxCache = map[string]*rx{}
	}
	if r, ok := g.rxCache[pattern]; ok {
		if r == nil {
			return nil, fmt.Errorf("%w: %q", errNotRE2, pattern)
		}
		return r, nil
	}
	p := ecmaToRE2(pattern)
	re, err := syntax.Parse(p, syntax.Perl)
	if err != nil {
		g.rxCache[pattern] = nil
		return nil, fmt.Errorf("%w: %q: %w", errNotRE2, pattern, err)
	}
	m, err := regexp.Compile(p)
	if err != nil {
		g.rxCache[pattern] = nil
		return nil, fmt.Errorf("%w: %q: %w", errNotRE2, pattern, err)
	}
	r := &rx{re: re.Simplify(), match: m}
	top := re
	for top.Op == syntax.OpCapture && len(top.Sub) == 1 {
		top = top.Sub[0]
	}
	switch top.Op {
	case syntax.OpConcat:
		if len(top.Sub) > 0 {
			r.startAnchor = isBegin(top.Sub[0])
			r.endAnchor = isEnd(top.Sub[len(top.Sub)-1])
		}
	case syntax.OpAlternate:
		r.startAnchor, r.endAnchor = true, true // be conservative
	default:
		r.startAnchor, r.endAnchor = isBegin(top), isEnd(top)
	}
	g.rxCache[pattern] = r
	return r, nil
}

func isBegin(r *syntax.Regexp) bool {
	return r.Op == syntax.OpBeginText || r.Op == syntax.OpBeginLine
}

func isEnd(r *syntax.Regexp) bool {
	return r.Op == syntax.OpEndText || r.Op == syntax.OpEndLine
}

// regexString generates a string matching pattern (search semantics, as
// JSON Schema's "pattern" is unanchored) with a length in [lo, hi] (hi < 0:
// unbounded), walking the pattern's syntax tree.
func (g *Generator) regexString(pattern string, lo, hi int) (string, error) {
	r, err := g.parsed(pattern)
	if err != nil {
		return "", err
	}
	var last string
	for try := 0; try < 24; try++ {
		mode := 0
		if try >= 4 {
			if utf8.RuneCountInString(last) < lo {
				mode = 1
			} else if hi >= 0 && utf8.RuneCountInString(last) > hi {
				mode = 2
			}
		}
		var b strings.Builder
		g.walkRx(&b, r.re, mode, 0)
		s := b.String()
		n := utf8.RuneCountInString(s)
		if n < lo && (!r.endAnchor || !r.startAnchor) {
			pad := g.fake.LetterN(uint(lo - n))
			if !r.endAnchor {
				s += strings.ToLower(pad)
			} else {
				s = strings.ToLower(pad) + s
			}
			n = lo
		}
		last = s
		if n >= lo && (hi < 0 || n <= hi) && r.match.MatchString(s) {
			return g.tidyCode(s, r.match), nil
		}
	}
	return "", fmt.Errorf("no string of length %d..%d found", lo, hi)
}

func (g *Generator) reps(min, max, mode int) int {
	if max < 0 {
		max = min + 3
		if mode == 1 {
			max = min + 12
		} else if g.rng.Intn(3) == 0 {
			max = min + 10
		}
	}
	if max > min+40 {
		max = min + 40
	}
	switch mode {
	case 1:
		return max
	case 2:
		return min
	}
	if max == min {
		return min
	}
	return min + g.rng.Intn(max-min+1)
}

func (g *Generator) walkRx(b *strings.Builder, re *syntax.Regexp, mode, depth int) {
	if depth > 200 || b.Len() > maxStringLen {
		return
	}
	switch re.Op {
	case syntax.OpLiteral:
		for _, c := range re.Rune {
			if re.Flags&syntax.FoldCase != 0 && g.rng.Intn(2) == 0 {
				c = unicode.SimpleFold(c)
			}
			b.WriteRune(c)
		}
	case syntax.OpCharClass:
		b.WriteRune(g.classRune(re.Rune))
	case syntax.OpAnyCharNotNL, syntax.OpAnyChar:
		b.WriteRune(rune('a' + g.rng.Intn(26)))
	case syntax.OpCapture:
		g.walkRx(b, re.Sub[0], mode, depth+1)
	case syntax.OpStar:
		for i, n := 0, g.reps(0, -1, mode); i < n; i++ {
			g.walkRx(b, re.Sub[0], mode, depth+1)
		}
	case syntax.OpPlus:
		for i, n := 0, g.reps(1, -1, mode); i < n; i++ {
			g.walkRx(b, re.Sub[0], mode, depth+1)
		}
	case syntax.OpQuest:
		if g.reps(0, 1, mode) == 1 {
			g.walkRx(b, re.Sub[0], mode, depth+1)
		}
	case syntax.OpRepeat:
		for i, n := 0, g.reps(re.Min, re.Max, mode); i < n; i++ {
			g.walkRx(b, re.Sub[0], mode, depth+1)
		}
	case syntax.OpConcat:
		for _, s := range re.Sub {
			g.walkRx(b, s, mode, depth+1)
		}
	case syntax.OpAlternate:
		g.walkRx(b, re.Sub[g.rng.Intn(len(re.Sub))], mode, depth+1)
	}
}

// classRune picks a rune from a character class (pairs of inclusive
// ranges), preferring letters and digits, then printable ASCII, and never a
// surrogate.
func (g *Generator) classRune(ranges []rune) rune {
	pick := func(lo, hi rune) rune {
		var cand [][2]rune
		total := 0
		for i := 0; i+1 < len(ranges); i += 2 {
			a, z := ranges[i], ranges[i+1]
			if a < lo {
				a = lo
			}
			if z > hi {
				z = hi
			}
			if a <= z {
				cand = append(cand, [2]rune{a, z})
				total += int(z - a + 1)
			}
		}
		if total == 0 {
			return -1
		}
		k := g.rng.Intn(total)
		for _, c := range cand {
			n := int(c[1] - c[0] + 1)
			if k < n {
				return c[0] + rune(k)
			}
			k -= n
		}
		return -1
	}
	if g.rng.Intn(5) != 0 {
		for _, w := range [][2]rune{{'a', 'z'}, {'0', '9'}, {'A', 'Z'}} {
			if g.rng.Intn(2) == 0 {
				if r := pick(w[0], w[1]); r >= 0 {
					return r
				}
			}
		}
	}
	if r := pick(0x21, 0x7e); r >= 0 {
		return r
	}
	if r := pick(0x20, 0x20); r >= 0 {
		return r
	}
	if r := pick(0xa0, 0xd7ff); r >= 0 {
		return r
	}
	if r := pick(0xe000, unicode.MaxRune); r >= 0 {
		return r
	}
	if r := pick(0, 0x1f); r >= 0 {
		return r
	}
	return 'a'
}
