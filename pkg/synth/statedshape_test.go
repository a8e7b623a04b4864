package synth

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestStatedShapeValues: a value has the shape and kind its parameter's
// name or description states. Schemas from testdata/nu13, tools a new
// user wrote: a bike number stated as 6 digits was 5 ("90908"), a dose
// 877.55 mg, drugs "cardiology" and "lab-results", the MP3 file's URL a
// GitHub issues page, a show's slug "51h", and an insurance member id
// "95709 covey".
func TestStatedShapeValues(t *testing.T) {
	drug := func(v any) bool {
		s, _ := v.(string)
		return s == "amoxicillin" || s == "Advil" || slices.Contains(role.Lexicon["drug"], s)
	}
	for _, c := range []struct {
		tool, about, schema, prop string
		ok                        func(v any) bool
	}{
		{"report_damage", "Report a damaged bike so maintenance can collect it.",
			`{"type":"object","properties":{"bike_id":{"type":"string","description":"The 6-digit number on the bike frame"}},"required":["bike_id"]}`, "bike_id",
			func(v any) bool { return regexp.MustCompile(`^[1-9][0-9]{5}$`).MatchString(v.(string)) }},
		{"check_stock", "Check whether a medication is in stock at a pharmacy branch.",
			`{"type":"object","properties":{"strength_mg":{"type":"number","exclusiveMinimum":0,"description":"Dose strength in milligrams, e.g. 500"}},"required":["strength_mg"]}`, "strength_mg",
			func(v any) bool {
				return slices.Contains([]string{"5", "10", "20", "25", "40", "50", "100", "200", "250", "400", "500", "750", "1000"}, fmt.Sprint(v))
			}},
		{"check_stock", "Check whether a medication is in stock at a pharmacy branch.",
			`{"type":"object","properties":{"drug_name":{"type":"string","description":"Generic or brand name, e.g. 'amoxicillin' or 'Advil'"}},"required":["drug_name"]}`, "drug_name",
			drug},
		{"drug_interactions", "check interactions",
			`{"type":"object","properties":{"drugs":{"type":"array","items":{"type":"string"},"minItems":2,"maxItems":10}},"required":["drugs"]}`, "drugs",
			func(v any) bool {
				for _, d := range v.([]any) {
					if !drug(d) {
						return false
					}
				}
				return true
			}},
		{"publish_episode", "Publish a podcast episode to the feed.",
			`{"type":"object","properties":{"audio_url":{"type":"string","format":"uri","description":"Public URL of the MP3 file"}},"required":["audio_url"]}`, "audio_url",
			func(v any) bool {
				return strings.HasPrefix(v.(string), "https://") && strings.HasSuffix(v.(string), ".mp3")
			}},
		{"publish_episode", "Publish a podcast episode to the feed.",
			`{"type":"object","properties":{"show_slug":{"type":"string","pattern":"^[a-z0-9-]{3,40}$","description":"URL slug of the show, e.g. 'tech-talk-daily'"}},"required":["show_slug"]}`, "show_slug",
			func(v any) bool { return regexp.MustCompile(`^[a-z]+(-[a-z]+){2}$`).MatchString(v.(string)) }},
		{"schedule_vaccination", "Book a vaccination appointment at a branch.",
			`{"type":"object","properties":{"insurance_member_id":{"type":"string","minLength":6,"maxLength":20}},"required":["insurance_member_id"]}`, "insurance_member_id",
			func(v any) bool { return !strings.Contains(v.(string), " ") }},
	} {
		for _, m := range decodeAll(t, c.schema, 40, Options{Seed: 11, RootObject: true, Topic: c.tool, About: c.about}) {
			if v, ok := m[c.prop]; ok && !c.ok(v) {
				t.Errorf("%s.%s = %v", c.tool, c.prop, v)
			}
		}
	}
}

// TestEpisodeTitleAgrees: an area's titles name no episode number, which
// would disagree with the call's episode_number (testdata/nu13/podcast.json
// gave episode_number 15 with "Episode 112: Building in public").
func TestEpisodeTitleAgrees(t *testing.T) {
	re := regexp.MustCompile(`(?i)\b(episode|ep\.?) ?#?\d+`)
	for a, lx := range areaLexicon {
		for _, it := range lx.items {
			if re.MatchString(it.title) {
				t.Errorf("area %s: title %q names an episode number", a, it.title)
			}
		}
	}
}
