package role

import "strings"

// httpVerbs are the methods of an HTTP request.
var httpVerbs = map[string]bool{"GET": true, "POST": true, "PUT": true, "PATCH": true, "DELETE": true, "HEAD": true,
	"OPTIONS": true, "TRACE": true, "CONNECT": true}

// notHTTPMethod undoes an HTTP method read from the name "method" when
// the description's examples are no HTTP verbs: a lab's analytical
// method ("EPA 200.8", "SM 9223B") or a survey method is what its
// examples show, never "PUT".
func (c *ctx) notHTTPMethod(r *Role) {
	if r.Kind != Method || len(r.Examples) == 0 {
		return
	}
	for _, e := range r.Examples {
		if httpVerbs[strings.ToUpper(strings.TrimSpace(e))] {
			return
		}
	}
	r.Kind, r.Why = Unknown, r.Why+"; its examples are no HTTP methods"
}
