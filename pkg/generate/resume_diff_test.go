package generate

import (
	"strings"
	"testing"
)

// TestOptionsDiff: a --resume refused for other options names each option
// that differs, nested ones with a dotted path, instead of dumping the
// manifest's whole options.
func TestOptionsDiff(t *testing.T) {
	t.Parallel()
	was := []byte(`{"n":5,"seed":1,"format":"openai","execute":{"execute":true,"probe":true,"maxOutput":100},"include":["a"]}`)
	now := []byte(`{"n":8,"seed":1,"format":"openai","execute":{"execute":true,"maxOutput":100},"include":["a","b"]}`)
	got := strings.Join(optionsDiff(was, now), "; ")
	want := `execute.probe: was true, now unset; include: was ["a"], now ["a","b"]; n: was 5, now 8`
	if got != want {
		t.Errorf("optionsDiff =\n%s\nwant\n%s", got, want)
	}
}
