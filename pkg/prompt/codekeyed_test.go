package prompt

import (
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestCodeKeyedMembersSaid: a farrier's shoeing log takes "feet" keyed
// by codes (LF, RF, LH, RH); every code set is said, so the request says
// which foot got which work (the codes were dropped: "with nails 0 and
// work "trim"" named no foot).
func TestCodeKeyedMembersSaid(t *testing.T) {
	n := 0
	drawFile(t, "dev39/farrier_hoof_care.json", synth.Options{Seed: 7}, 8, func(tl tool.Tool, i int, text string, args map[string]any) {
		feet, ok := args["feet"].(map[string]any)
		if !ok {
			return
		}
		n++
		for code := range feet {
			if !strings.Contains(text, "for "+code+":") {
				t.Errorf("%s #%d: %q does not say foot %s of %v", tl.Name, i, text, code, feet)
			}
		}
	})
	if n == 0 {
		t.Fatal("no request drew feet")
	}
}

// TestCodeKey: codes are short capitals and digits with a letter.
func TestCodeKey(t *testing.T) {
	for k, want := range map[string]bool{"LF": true, "A1": true, "T2": true, "RH": true, "12": false, "lf": false, "LEFT5": false, "": false, "L-F": false} {
		if got := codeKey(k); got != want {
			t.Errorf("codeKey(%q) = %v, want %v", k, got, want)
		}
	}
}
