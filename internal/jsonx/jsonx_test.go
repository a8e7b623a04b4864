package jsonx

import (
	"encoding/json"
	"strings"
	"testing"
)

// AppendString must produce a JSON string that decodes to s (invalid UTF-8
// byte by byte as U+FFFD, as encoding/json writes it) and keeps <, > and & unescaped.
func TestAppendStringDecodesBack(t *testing.T) {
	cases := []string{
		"", "plain", `quote " and \ backslash`, "tab\tnl\ncr\r", "\x00\x01\x08\x0c\x1f",
		"<b>&amp;</b>", "é 😀 \u2028 \u2029", "bad \xff utf8 \xe2\x82", strings.Repeat("x", 1000),
	}
	for _, s := range cases {
		got := AppendString(nil, s)
		if string(AppendString(nil, []byte(s))) != string(got) {
			t.Errorf("%q: string and []byte forms differ", s)
		}
		var back string
		if err := json.Unmarshal(got, &back); err != nil {
			t.Fatalf("%q: %s does not decode: %v", s, got, err)
		}
		// encoding/json replaces each invalid byte by U+FFFD; so must we.
		ref, _ := json.Marshal(s)
		var want string
		if err := json.Unmarshal(ref, &want); err != nil {
			t.Fatal(err)
		}
		if back != want {
			t.Errorf("%q: decodes to %q, want %q", s, back, want)
		}
		if strings.ContainsAny(s, "<>&") && strings.Contains(string(got), `\u003c`) {
			t.Errorf("%q: escaped HTML: %s", s, got)
		}
		if strings.ContainsRune(s, '\u2028') && !strings.Contains(string(got), `\u2028`) {
			t.Errorf("%q: U+2028 not escaped: %s", s, got)
		}
	}
}
