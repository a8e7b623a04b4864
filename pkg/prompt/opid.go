package prompt

import (
	"regexp"
	"strings"
)

// routeLead is an HTTP method and path opening a description ("GET
// /reports/clashes - Students timetabled …", "PATCH /exam-sessions/{id}"):
// servers generated from an OpenAPI document put the route first. It says
// how the tool is called, never what it does, and a request read from it
// was "send the /students/{studentId}/adjustments".
var routeLead = regexp.MustCompile(`^\s*(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+/\S*\s*(?:[-–—:|]\s*)?`)

// WithoutRoute returns desc without the HTTP route opening it (routeLead):
// the prose after it, or "" when the route was all it said (the tool's name
// then says the act).
func WithoutRoute(desc string) string {
	if m := routeLead.FindStringIndex(desc); m != nil {
		return strings.TrimSpace(desc[m[1]:])
	}
	return desc
}

// routeMethods are the HTTP methods an operation id ends on.
var routeMethods = map[string]bool{"get": true, "post": true, "put": true, "patch": true, "delete": true,
	"head": true, "options": true}

// operationName is the part of a generated operation id that names the
// act. FastAPI makes an operation id of the endpoint's function name, its
// path and its method ("book_appointment" + "/repairs/{repair_id}/
// appointments" + "post": "book_appointment_repairs__repair_id__
// appointments_post") and its summary of the function name in title case
// ("Book Appointment"): when the title or the description's first line is
// the words opening such a name, ended by a method, the name is those
// words; the path and method are not part of the act (the request was
// "book the appointment repairs repair id appointments post"). Other
// names are returned as they are.
func operationName(name, title, desc string) string {
	words := strings.Split(name, "_")
	n := len(words)
	if n < 3 || !routeMethods[words[n-1]] {
		return name
	}
	first, _, _ := strings.Cut(strings.TrimSpace(desc), "\n")
	for _, lead := range []string{title, first} {
		lw := strings.Fields(strings.ToLower(lead))
		if len(lw) == 0 || len(lw) > n-2 {
			continue
		}
		same := true
		for i, w := range lw {
			same = same && w == words[i]
		}
		if same {
			return strings.Join(words[:len(lw)], "_")
		}
	}
	return name
}

// spokenTool is t as its requests read it: its name without a generated
// operation id's path and method (operationName) and its description
// without an HTTP route opening it (WithoutRoute). The tool's own name
// still selects its template files and its records' calls.
func spokenTool(t ToolInfo) ToolInfo {
	t.Name = operationName(t.Name, t.Title, t.Description)
	t.Description = WithoutRoute(t.Description)
	return t
}
