package schema

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
)

// MaxNameLen is the longest tool name OpenAI, Anthropic, Gemini and Mistral
// accept.
const MaxNameLen = 64

// SanitizeName returns name rewritten to match ^[A-Za-z0-9_-]{1,64}$ (the
// rule of OpenAI, Anthropic and Mistral): every other character becomes
// '_', and a name longer than 64 is cut to 55 characters plus '_' and 8 hex
// digits of its SHA-256, so distinct long names stay distinct. It is not
// reversible on its own; use a NameMap for that.
func SanitizeName(name string) string {
	var b strings.Builder
	for _, r := range name {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '_', r == '-':
			b.WriteRune(r)
		default:
			b.WriteByte('_')
		}
	}
	s := b.String()
	if s == "" {
		s = "tool"
	}
	if len(s) > MaxNameLen {
		sum := sha256.Sum256([]byte(name))
		s = s[:MaxNameLen-9] + "_" + hex.EncodeToString(sum[:4])
	}
	return s
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
