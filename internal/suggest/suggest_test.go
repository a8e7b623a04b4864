package suggest

import "testing"

func TestClosest(t *testing.T) {
	cmds := []string{"server", "tools", "exec", "validate", "schema", "synth", "generate", "dataset", "templates", "serve"}
	for in, want := range map[string]string{
		"genrate":  "generate",
		"generat":  "generate",
		"Generate": "generate",
		"tool":     "tools",
		"servr":    "server",
		"valdate":  "validate",
		"sreve":    "serve", // two neighbouring letters swapped
		"tolos":    "tools",
		"xyz":      "",
		"":         "",
		"generate": "", // exact: nothing to suggest
		"complete": "",
	} {
		if got := Closest(in, cmds); got != want {
			t.Errorf("Closest(%q) = %q, want %q", in, got, want)
		}
	}
	if got := Hint("read_txt_file", []string{"read_text_file", "read_media_file", "write_file"}); got != ` (did you mean "read_text_file"?)` {
		t.Errorf("Hint = %q", got)
	}
	if got := Closest("cuont", []string{"count", "seed", "format"}); got != "count" {
		t.Errorf("Closest(cuont) = %q, want count", got)
	}
	if got := Hint("zzz", []string{"read_text_file"}); got != "" {
		t.Errorf("Hint(zzz) = %q", got)
	}
}
