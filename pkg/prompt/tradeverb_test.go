package prompt

import (
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestTradeVerbIsTheAct: cut_wheel ("Cut portions from a wheel for the
// counter or an order.") is asked as cutting, never as showing or
// pulling up the wheel ("Show me wheel W-2025-763 … Here are my
// portions:"), which it was while "cut" was no known verb.
func TestTradeVerbIsTheAct(t *testing.T) {
	n := 0
	drawFile(t, "dev39/cheesemonger.json", synth.Options{Seed: 7}, 12, func(tl tool.Tool, i int, text string, args map[string]any) {
		if tl.Name != "cut_wheel" {
			return
		}
		n++
		l := strings.ToLower(text)
		if !strings.Contains(l, "cut") {
			t.Errorf("#%d: %q does not ask to cut", i, text)
		}
		for _, look := range []string{"show me", "pull up", "pulling up", "bring up", "see wheel", "get wheel"} {
			if strings.Contains(l, look) {
				t.Errorf("#%d: %q asks to look the wheel up (%q)", i, text, look)
			}
		}
	})
	if n == 0 {
		t.Fatal("no cut_wheel request")
	}
}
