package schema

import (
	"regexp"
	"strings"
	"testing"
)

var validName = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)

// Names are rewritten per character: accents fold, other scripts become
// one '_' per run plus a stable hash of the original, so two names in
// another script never collide and never turn into runs of underscores.
func TestSanitizeNamePerCharacter(t *testing.T) {
	for in, want := range map[string]string{
		"a.b/c":         "a_b_c",
		"ok_name-1":     "ok_name-1",
		"":              "tool",
		"café_crème":    "cafe_creme",
		"straße.suchen": "strasse_suchen",
		"Łódź-wetter":   "Lodz-wetter",
	} {
		if got := SanitizeName(in); got != want {
			t.Errorf("SanitizeName(%q) = %q, want %q", in, got, want)
		}
	}
	seen := map[string]string{}
	for _, in := range []string{"获取天气", "查询航班", "погода", "get_天气", "get_航班", "📅", strings.Repeat("天", 100), "x" + strings.Repeat("é天", 40)} {
		got := SanitizeName(in)
		if !validName.MatchString(got) {
			t.Errorf("SanitizeName(%q) = %q: not a valid name", in, got)
		}
		if strings.Contains(got, "__") {
			t.Errorf("SanitizeName(%q) = %q: a run of underscores", in, got)
		}
		if other, dup := seen[got]; dup {
			t.Errorf("SanitizeName(%q) = SanitizeName(%q) = %q", in, other, got)
		}
		seen[got] = in
		if again := SanitizeName(in); again != got {
			t.Errorf("SanitizeName(%q) not stable: %q then %q", in, got, again)
		}
	}
	if got := SanitizeName("get_天气"); !strings.HasPrefix(got, "get_") || len(got) != len("get_")+8 {
		t.Errorf("SanitizeName(get_天气) = %q, want get_ and 8 hex digits", got)
	}
}

// A NameMap over names in another script maps each back to its own
// original, whatever the order they come in.
func TestNameMapOtherScripts(t *testing.T) {
	var a, b NameMap
	x, y := a.Safe("获取天气"), a.Safe("查询航班")
	y2, x2 := b.Safe("查询航班"), b.Safe("获取天气")
	if x != x2 || y != y2 {
		t.Errorf("names depend on order: %q %q vs %q %q", x, y, x2, y2)
	}
	if o, _ := a.Original(x); o != "获取天气" {
		t.Errorf("Original(%q) = %q", x, o)
	}
}
