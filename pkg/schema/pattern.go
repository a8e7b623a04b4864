package schema

import (
	"errors"
	"fmt"
	"regexp"
	"regexp/syntax"
	"strings"
)

// A patternIssue is one dialect problem in a JSON Schema "pattern".
type patternIssue struct {
	rule string // pattern-invalid, pattern-re2-unsupported, pattern-u-flag-invalid, pattern-unicode-property
	msg  string
}

// checkPattern compares a pattern against the dialects its consumers use:
// ECMA-262 (JSON Schema's dialect, §6.4 of the 2020-12 validation spec;
// JavaScript clients and Ajv, with or without the u flag) and Go's RE2
// (Go validators, including santhosh-tekuri/jsonschema and the go-sdk).
// It scans for the constructs that differ (lookaround, backreferences,
// Python named groups, inline flags, possessive quantifiers, \p{...},
// identity escapes) and then compiles with Go's regexp. It is a targeted
// scanner, not a full ECMA-262 parser: unbalanced groups are caught by the
// RE2 compile.
func checkPattern(p string) []patternIssue {
	var out []patternIssue
	add := func(rule, format string, args ...any) {
		for _, o := range out {
			if o.rule == rule {
				return // one issue per rule and pattern
			}
		}
		out = append(out, patternIssue{rule, fmt.Sprintf(format, args...)})
	}
	rs := []rune(p)
	inClass := false
	for i := 0; i < len(rs); i++ {
		c := rs[i]
		switch {
		case c == '\\' && i+1 < len(rs):
			n := rs[i+1]
			i++
			switch {
			case (n == 'p' || n == 'P') && i+1 < len(rs) && rs[i+1] == '{':
				add("pattern-unicode-property", `\%c{...} is a Unicode property escape: ECMA-262 reads it only with the u flag (without it, \%c is the letter %c) and OpenAI rejects the pattern; use explicit ranges such as [A-Za-z0-9]`, n, n, n)
				if j := strings.IndexRune(string(rs[i:]), '}'); j >= 0 {
					i += len([]rune(string(rs[i:])[:j]))
				}
			case n >= '1' && n <= '9' && !inClass:
				add("pattern-re2-unsupported", `backreference \%c: Go's RE2 (Go validators, the go-sdk) cannot compile it; remove it`, n)
			case n == 'k' && i+1 < len(rs) && rs[i+1] == '<':
				add("pattern-re2-unsupported", `named backreference \k<...>: Go's RE2 cannot compile it; remove it`)
			case n == 'A' || n == 'Z' || n == 'z':
				add("pattern-invalid", `\%c is an anchor in Python/PCRE/RE2 but not in ECMA-262 (there it is the letter %c, and an error with the u flag); use ^ or $`, n, n)
			case strings.ContainsRune(`^$\.*+?()[]{}|/`, n), strings.ContainsRune("dDwWsSbBfnrtv0cxuk", n), n >= '1' && n <= '9':
			case n == '-' && inClass:
			default:
				add("pattern-u-flag-invalid", `identity escape \%c is an error under the ECMA-262 u flag (Ajv with unicodeRegExp, @cfworker/json-schema); write %c unescaped`, n, n)
			}
		case inClass:
			if c == ']' {
				inClass = false
			}
		case c == '[':
			inClass = true
		case c == '(' && i+1 < len(rs) && rs[i+1] == '?':
			rest := string(rs[i+2:])
			switch {
			case strings.HasPrefix(rest, "="), strings.HasPrefix(rest, "!"):
				add("pattern-re2-unsupported", `lookahead (?%c...): Go's RE2 (Go validators, the go-sdk) cannot compile it; express the rule without lookaround or check it in the tool`, rs[i+2])
			case strings.HasPrefix(rest, "<="), strings.HasPrefix(rest, "<!"):
				add("pattern-re2-unsupported", `lookbehind (?<%c...): Go's RE2 cannot compile it`, rs[i+3])
			case strings.HasPrefix(rest, "P<"), strings.HasPrefix(rest, "P="), strings.HasPrefix(rest, "P>"):
				add("pattern-invalid", `(?P<name>...) is Python syntax, invalid in ECMA-262; write (?<name>...)`)
			case strings.HasPrefix(rest, ">"):
				add("pattern-invalid", `atomic group (?>...) is invalid in ECMA-262 and RE2`)
			case strings.HasPrefix(rest, "#"):
				add("pattern-invalid", `comment group (?#...) is invalid in ECMA-262`)
			case strings.HasPrefix(rest, ":"), strings.HasPrefix(rest, "<"):
			default:
				add("pattern-invalid", `inline flags (?%s are invalid in ECMA-262; JSON Schema patterns have no flags`, flagPrefix(rest))
			}
		case (c == '+' || c == '*' || c == '?' || c == '}') && i+1 < len(rs) && rs[i+1] == '+':
			add("pattern-invalid", `possessive quantifier %c+ is invalid in ECMA-262 ("nothing to repeat")`, c)
		}
	}
	if _, err := regexp.Compile(p); err != nil {
		re2 := false
		for _, o := range out {
			if o.rule == "pattern-re2-unsupported" || o.rule == "pattern-invalid" {
				re2 = true
			}
		}
		var se *syntax.Error
		switch {
		case re2:
		case errors.As(err, &se) && invalidEverywhere[se.Code]:
			add("pattern-invalid", "the pattern does not parse in ECMA-262 or RE2: %v", err)
		default:
			add("pattern-re2-unsupported", "Go's regexp cannot compile the pattern: %v", err)
		}
	}
	return out
}

// invalidEverywhere are RE2 parse errors that ECMA-262 shares.
var invalidEverywhere = map[syntax.ErrorCode]bool{
	syntax.ErrMissingBracket: true, syntax.ErrMissingParen: true, syntax.ErrUnexpectedParen: true,
	syntax.ErrTrailingBackslash: true, syntax.ErrMissingRepeatArgument: true, syntax.ErrInvalidCharRange: true,
}

func flagPrefix(s string) string {
	if i := strings.IndexAny(s, ":)"); i >= 0 {
		return s[:i+1]
	}
	return s
}
