package schema

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// MaxNameLen is the longest tool name OpenAI, Anthropic, Gemini and Mistral
// accept.
const MaxNameLen = 64

// SanitizeName returns name rewritten to match ^[A-Za-z0-9_-]{1,64}$ (the
// rule of OpenAI, Anthropic and Mistral), character by character (never
// byte by byte):
//   - accented Latin letters lose their accents ("café" → "cafe", "straße"
//     → "strasse");
//   - every other ASCII character becomes '_' ("a.b/c" → "a_b_c");
//   - a run of characters that have no ASCII spelling (Chinese, Cyrillic,
//     emoji ...) becomes one '_', and the name then ends in '_' and 8 hex
//     digits of the SHA-256 of the original name, so "获取天气" and
//     "查询航班" get distinct, stable names ("tool_…" when nothing ASCII is
//     left);
//   - a name longer than 64 is cut to 55 characters plus '_' and the same 8
//     hex digits, so distinct long names stay distinct.
//
// It is not reversible on its own; use a NameMap for that.
func SanitizeName(name string) string {
	var b strings.Builder
	lost := false
	for _, r := range name {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '_', r == '-':
			b.WriteRune(r)
		case r < utf8.RuneSelf:
			b.WriteByte('_')
		default:
			if f := foldLatin(r); f != "" {
				b.WriteString(f)
				continue
			}
			lost = true
			if !strings.HasSuffix(b.String(), "_") {
				b.WriteByte('_')
			}
		}
	}
	s := b.String()
	sum := sha256.Sum256([]byte(name))
	tag := "_" + hex.EncodeToString(sum[:4])
	switch {
	case lost:
		s = strings.TrimRight(s, "_")
		if s == "" {
			s = "tool"
		}
		return strings.TrimRight(s[:min(len(s), MaxNameLen-len(tag))], "_") + tag
	case s == "":
		return "tool"
	case len(s) > MaxNameLen:
		return s[:MaxNameLen-len(tag)] + tag
	}
	return s
}

// latinFold spells the Latin letters that Unicode decomposition leaves
// whole in ASCII.
var latinFold = map[rune]string{
	'ß': "ss", 'æ': "ae", 'Æ': "AE", 'œ': "oe", 'Œ': "OE", 'ø': "o", 'Ø': "O",
	'đ': "d", 'Đ': "D", 'ł': "l", 'Ł': "L", 'þ': "th", 'Þ': "Th", 'ð': "d", 'Ð': "D", 'ı': "i",
}

// foldLatin returns the ASCII spelling of a Latin letter with diacritics
// (its canonical decomposition less the combining marks, or latinFold),
// or "" when r has none.
func foldLatin(r rune) string {
	if f, ok := latinFold[r]; ok {
		return f
	}
	if !unicode.Is(unicode.Latin, r) {
		return ""
	}
	var out []byte
	for _, d := range norm.NFKD.String(string(r)) {
		switch {
		case d < utf8.RuneSelf && (unicode.IsLetter(d) || unicode.IsDigit(d)):
			out = append(out, byte(d))
		case unicode.Is(unicode.Mn, d):
		default:
			return ""
		}
	}
	return string(out)
}

// A NameMap records how tool names were sanitized, so a tool call made
// under the safe name can be routed back to the original. The zero value
// is ready to use; it is not safe for concurrent use.
type NameMap struct {
	// ToOriginal maps each safe name to the original name.
	ToOriginal map[string]string `json:"toOriginal"`
	// ToSafe maps each original name to its safe name.
	ToSafe map[string]string `json:"toSafe"`
}

// Safe returns the safe name for original, allocating one on first use.
// Two originals that sanitize alike get distinct safe names ("a_b",
// "a_b_2", ...), so the mapping is reversible.
func (m *NameMap) Safe(original string) string {
	if m.ToSafe == nil {
		m.ToSafe, m.ToOriginal = map[string]string{}, map[string]string{}
	}
	if s, ok := m.ToSafe[original]; ok {
		return s
	}
	base := SanitizeName(original)
	s := base
	for i := 2; ; i++ {
		if _, taken := m.ToOriginal[s]; !taken {
			break
		}
		suffix := "_" + strconv.Itoa(i)
		if len(base)+len(suffix) > MaxNameLen {
			s = base[:MaxNameLen-len(suffix)] + suffix
		} else {
			s = base + suffix
		}
	}
	m.ToSafe[original], m.ToOriginal[s] = s, original
	return s
}

// Original returns the original name for a safe name, and false when the
// map has never produced it.
func (m *NameMap) Original(safe string) (string, bool) {
	o, ok := m.ToOriginal[safe]
	return o, ok
}
