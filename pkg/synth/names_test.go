package synth

import (
	"regexp"
	"strings"
	"testing"
)

// Tool schemas copied from hand-written tools files (a weather service, a
// chat server, an issue tracker, a file drive and a cluster manager): a
// name fits what it names, and a slug appears only where a machine name
// is asked for.
func TestNamesFitWhatTheyName(t *testing.T) {
	slugShape := regexp.MustCompile(`^[a-z0-9]+(?:[-_][a-z0-9]+)+$`)
	isCity := map[string]bool{}
	for _, c := range cityNames {
		isCity[c] = true
	}
	cases := []struct {
		tool, about, src string
		check            func(m map[string]any) string
	}{
		{"geocode", "Look up coordinates for a place name.",
			`{"type":"object","properties":{"name":{"type":"string","minLength":2},"country_code":{"type":"string","pattern":"^[A-Z]{2}$"}},"required":["name","country_code"]}`,
			func(m map[string]any) string {
				city, cc := m["name"].(string), m["country_code"].(string)
				for _, p := range places {
					if p.city == city && countryCodes[p.country][0] != cc {
						return "country code " + cc + " is not " + p.country + "'s"
					}
				}
				if !isCity[city] {
					return "name " + city + " is no place"
				}
				return ""
			}},
		{"get_alerts", "Get active weather alerts for a US state or marine zone.",
			`{"type":"object","properties":{"area":{"type":"string","pattern":"^([A-Z]{2}|[A-Z]{2}[CZ][0-9]{3})$","description":"Two-letter US state code or NWS zone code"},
			"event":{"type":"string","description":"Event name filter, e.g. \"Tornado Warning\", \"Flood Watch\""}},"required":["area","event"]}`,
			func(m map[string]any) string {
				if a := m["area"].(string); !strings.Contains(" "+strings.Join(usStates, " ")+" IL TX MA WA CA ", " "+a+" ") {
					return "area " + a + " is no US state"
				}
				if e := m["event"].(string); e != "Tornado Warning" && e != "Flood Watch" {
					return "event " + e + " is not of the kinds the description gives"
				}
				return ""
			}},
		{"create_thread", "Creates a new thread.", `{"type":"object","properties":{"name":{"type":"string","minLength":1,"maxLength":100}},"required":["name"]}`,
			func(m map[string]any) string {
				if n := m["name"].(string); slugShape.MatchString(n) || !strings.Contains(n, " ") {
					return "thread name " + n + " is no title"
				}
				return ""
			}},
		{"linear_update_issue_state", "Moves an issue to a different workflow state.",
			`{"type":"object","properties":{"stateName":{"type":"string","description":"e.g. \"In Review\""}},"required":["stateName"]}`,
			func(m map[string]any) string {
				if s := m["stateName"].(string); s != "In Review" && indexOf(workflowStates, s) < 0 {
					return "state " + s + " is no workflow state"
				}
				return ""
			}},
		{"create_folder", "Create a new folder.", `{"type":"object","properties":{"name":{"type":"string","minLength":1}},"required":["name"]}`,
			func(m map[string]any) string {
				if n := m["name"].(string); indexOf(displayNames["folder"], n) < 0 {
					return "folder name " + n + " is no folder's"
				}
				return ""
			}},
		{"deployment_scale", "Scale a deployment to the given number of replicas.",
			`{"type":"object","properties":{"name":{"type":"string"},"namespace":{"type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"}},"required":["name","namespace"]}`,
			func(m map[string]any) string {
				if n := m["name"].(string); indexOf(machineNames["workload"], n) < 0 {
					return "deployment name " + n + " is no workload's"
				}
				if n := m["namespace"].(string); indexOf(machineNames["env"], n) < 0 {
					return "namespace " + n + " is no namespace"
				}
				return ""
			}},
	}
	for _, c := range cases {
		for _, m := range decodeAll(t, c.src, 20, Options{Seed: 7, RootObject: true, Topic: c.tool, About: c.about}) {
			if msg := c.check(m); msg != "" {
				t.Errorf("%s %v: %s", c.tool, m, msg)
			}
		}
	}
}
