package generate

import (
	"encoding/json"
	"testing"
)

// candidateTools: one tool that adds a person by first name, last name
// and email, the shape of a recruiting server's add_candidate.
const candidateTools = `[
 {"name":"add_candidate","description":"Create a candidate and optionally apply them to a job.",
  "inputSchema":{"type":"object","properties":{
   "first_name":{"type":"string"},"last_name":{"type":"string"},
   "email":{"type":"string","format":"email"},
   "phone":{"type":"string"}},
   "required":["first_name","last_name","email"]}}
]`

// TestParallelPeopleWhole: parallel calls of a tool that takes a person
// in parts never list other values of one part beside the same other
// parts ("for Ravi Nguyen, Reyes and Tanaka", one email for all four):
// two calls with the same email have the same name.
func TestParallelPeopleWhole(t *testing.T) {
	for _, seed := range []int64{1, 2, 3, 4} {
		for _, r := range kindRecords(t, []Source{toolsFor(t, "hr", candidateTools)}, "parallel", 10, seed) {
			_, args := r.calls()
			names := map[string]string{}
			for _, a := range args {
				var m map[string]any
				if json.Unmarshal([]byte(a), &m) != nil {
					t.Fatal("bad arguments")
				}
				email, _ := m["email"].(string)
				name := m["first_name"].(string) + " " + m["last_name"].(string)
				if n, ok := names[email]; ok && n != name {
					t.Errorf("%s is both %s and %s: %q", email, n, name, r.request())
				}
				names[email] = name
			}
		}
	}
}
