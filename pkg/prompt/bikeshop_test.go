package prompt

import (
	"regexp"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestBikeShopRequests renders requests for an invented bike shop
// (testdata/bikeshop-tools.json) and checks what a new user's own server
// showed: a type value that already ends on the key's noun is said alone
// ("an e-bike", was "an e-bike bike"); an owner keeps no second article
// ("a customer's road bike", was "a customer's the road bike"); a tool
// named by a phrasal verb keeps its particle ("check in", "pick up",
// "hand over", was "check for …" or "help me with pick up bike"); a tool
// with no arguments named or described as a yes/no question is asked as
// one ("Is the shop open right now?", was "tell whether the shop is open
// right" or "help me with is shop open").
func TestBikeShopRequests(t *testing.T) {
	particle := map[string]*regexp.Regexp{
		"check_in_trailer": regexp.MustCompile(`(?i)\bcheck(ing)? in\b`),
		"pick_up_bike":     regexp.MustCompile(`(?i)\bpick(ing)? up\b`),
		"hand_over_keys":   regexp.MustCompile(`(?i)\bhand(ing)? over\b`),
	}
	question := map[string]string{"is_shop_open": "shop", "is_till_open": "till"}
	ebikes := 0
	drawFile(t, "bikeshop-tools.json", synth.Options{Seed: 7, RootObject: true}, 16, func(tl tool.Tool, _ int, text string, args map[string]any) {
		lt := strings.ToLower(text)
		if args["bike_type"] == "e-bike" {
			ebikes++
			if !strings.Contains(lt, "e-bike") || strings.Contains(lt, "e-bike bike") {
				t.Errorf("%s: bike_type=e-bike said %q", tl.Name, text)
			}
		}
		if strings.Contains(lt, "'s the ") || strings.Contains(lt, "'s a ") {
			t.Errorf("%s: owner and article: %q", tl.Name, text)
		}
		if re, ok := particle[tl.Name]; ok && (!re.MatchString(text) || strings.Contains(lt, "with "+strings.ReplaceAll(tl.Name, "_", " "))) {
			t.Errorf("%s: phrasal verb lost its particle: %q", tl.Name, text)
		}
		if noun, ok := question[tl.Name]; ok {
			if !strings.HasSuffix(text, "?") || !strings.Contains(lt, "the "+noun+" is open") && !strings.Contains(lt, "is the "+noun+" open") {
				t.Errorf("%s: not asked as a yes/no question: %q", tl.Name, text)
			}
		}
	})
	if ebikes == 0 {
		t.Error("no request drew bike_type=e-bike")
	}
}
