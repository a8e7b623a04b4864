// Package termsafe makes text that mcpgen did not write itself (server,
// tool and file names, a server's name and version, error messages that
// quote them) safe to print for a person on a terminal: control characters
// are shown escaped instead of being sent raw, so a name cannot move the
// cursor, retitle the window, hide text or reverse its direction (escape
// sequence injection, "Trojan Source" bidi overrides).
//
// Only human output goes through it. JSON output is escaped by its encoder
// and must not be escaped twice.
package termsafe

import (
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"
)

// unsafeRune reports whether r must not reach a terminal raw: C0 controls
// and DEL (Cc, which includes ESC, BEL, CR, BS), C1 controls (U+0080 to
// U+009F, also Cc, where CSI U+009B starts a sequence on some terminals),
// the Unicode bidirectional controls (U+061C, U+200E, U+200F, U+202A to
// U+202E, U+2066 to U+2069) and the line and paragraph separators.
func unsafeRune(r rune) bool {
	return unicode.Is(unicode.Cc, r) || unicode.Is(unicode.Bidi_Control, r) || r == '\u2028' || r == '\u2029'
}

// String returns s fit to print as a single item (a name, a version): every
// unsafe character, newline and tab included, becomes a Go escape ("\x1b",
// "\n", "\u202e"), and each byte that is not valid UTF-8 becomes "\xNN". A
// string with nothing to escape is returned as is.
func String(s string) string { return escape(s, false) }

// Text returns s fit to print as free text of several lines (an error
// message, a server's stderr): like [String], but newlines and tabs are
// kept.
func Text(s string) string { return escape(s, true) }

func escape(s string, keepLines bool) string {
	if !needsEscape(s, keepLines) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case keepLines && (r == '\n' || r == '\t'):
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case unsafeRune(r) && r < 0x100:
			fmt.Fprintf(&b, `\x%02x`, r)
		case unsafeRune(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

func needsEscape(s string, keepLines bool) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c < 0x7f {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			return true
		}
		if unsafeRune(r) && !(keepLines && (r == '\n' || r == '\t')) {
			return true
		}
		i += n
	}
	return false
}

// A writer escapes what is written through it with [Text].
type writer struct{ w io.Writer }

// Writer returns a writer that passes everything written to it through
// [Text] before writing it to w: for reports of several lines made by code
// that prints names it did not check. Each Write should hold whole lines
// (as fmt.Fprintf calls do), so that no character is split between two.
func Writer(w io.Writer) io.Writer { return writer{w} }

func (t writer) Write(p []byte) (int, error) {
	if _, err := io.WriteString(t.w, Text(string(p))); err != nil {
		return 0, err
	}
	return len(p), nil
}
