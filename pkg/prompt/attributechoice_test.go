package prompt

import (
	"strings"
	"testing"
)

// A choice naming a property the thing has is said by that property,
// never as what the request is for: was 'return tool NVFX-4594 for a
// dirty condition', 'for a salted condition', 'for a front position',
// 'for a juvenile age'; now 'in dirty condition', 'in salted condition',
// 'in the front position', 'of juvenile age'.
func TestAttributeChoice(t *testing.T) {
	checkSaid(t, fileRequests(t, "dev45/city_tool_library.json", "toollib_checkin", `{"tool_id":"NVFX-4594","condition":"dirty"}`, 4),
		[]string{"in dirty condition"}, "for a dirty")
	checkSaid(t, fileRequests(t, "dev45/taxidermy_studio.json", "specimenIntake", `{"condition":"salted","species":"wood duck"}`, 4),
		[]string{"in salted condition"}, "for a salted")
	checkSaid(t, fileRequests(t, "dev45/mobile_wheel_truing_ebike_battery.json", "recordTruingResult",
		`{"jobId":"WT-25-0184","position":"front","radialRunoutMm":3.9}`, 4), []string{"in the front position"}, "for a front")
	checkSaid(t, fileRequests(t, "dev45/wildlife_rescue_centre.json", "casualtyAdmit",
		`{"species":"tawny owl","ageClass":"juvenile","initialTriage":"amber"}`, 4), []string{"of juvenile age"}, "for a juvenile")
	for _, c := range []struct{ v, label, want string }{
		{"scaffolder", "role", "as a scaffolder"}, {"prep", "role", "in the prep role"},
		{"black foil", "finish", "with a black foil finish"}, {"warp", "use", "for warp use"},
		{"missing pages", "condition", ""}, {"both", "position", ""}, {"front", "treatment", ""},
		{"male", "sex", "of male sex"}, {"female", "gender", "of female gender"}, {"unknown", "sex", "of unknown sex"},
	} {
		if got := attributeWords(strings.Fields(c.v), c.label); got != c.want {
			t.Errorf("attributeWords(%q, %q) = %q, want %q", c.v, c.label, got, c.want)
		}
	}
}
