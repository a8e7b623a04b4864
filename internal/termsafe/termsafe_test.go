package termsafe

import "testing"

func TestString(t *testing.T) {
	for in, want := range map[string]string{
		"read_file":            "read_file",
		"获取天气":                 "获取天气",
		"evil\x1b]0;pwned\x07": `evil\x1b]0;pwned\x07`,
		"\x1b[2J\x1b[Hclear":   `\x1b[2J\x1b[Hclear`,
		"csi\u009b31m":         `csi\x9b31m`,
		"rlo\u202eexe.txt":     `rlo\u202eexe.txt`,
		"isolate\u2066x\u2069": `isolate\u2066x\u2069`,
		"two\nlines\ttab\rcr":  `two\nlines\ttab\rcr`,
		"bad\xffutf8":          `bad\xffutf8`,
		"del\x7f":              `del\x7f`,
		"line\u2028sep":        `line\u2028sep`,
	} {
		if got := String(in); got != want {
			t.Errorf("String(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestText(t *testing.T) {
	in := "error: tool \"x\x1b[31m\"\n  stderr:\tline\u202e"
	want := "error: tool \"x\\x1b[31m\"\n  stderr:\tline\\u202e"
	if got := Text(in); got != want {
		t.Errorf("Text(%q) = %q, want %q", in, got, want)
	}
}
