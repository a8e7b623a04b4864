package role

import (
	"regexp"
	"strings"
)

// httpVerbs are the methods of an HTTP request.
var httpVerbs = map[string]bool{"GET": true, "POST": true, "PUT": true, "PATCH": true, "DELETE": true, "HEAD": true,
	"OPTIONS": true, "TRACE": true, "CONNECT": true}

// notHTTPMethod undoes an HTTP method read from the name "method" when
// the description's examples are no HTTP verbs: a lab's analytical
// method ("EPA 200.8", "SM 9223B") or a survey method is what its
// examples show, never "PUT". With no examples, a method is an HTTP one
// only where the tool speaks of requests, APIs or URLs or its server is
// about software: a cull's "schedule 1 method" on a fish facility's
// server is never "PATCH".
func (c *ctx) notHTTPMethod(r *Role) {
	if r.Kind != Method {
		return
	}
	if len(r.Examples) == 0 {
		t := strings.ToLower(c.tool.Name + " " + c.tool.Description + " " + c.d)
		if c.tool.Server.AboutSoftware() || reHTTPWords.MatchString(t) {
			return
		}
		r.Kind, r.Why = Unknown, r.Why+"; no tool of requests or URLs on a server not about software"
		return
	}
	for _, e := range r.Examples {
		if httpVerbs[strings.ToUpper(strings.TrimSpace(e))] {
			return
		}
	}
	r.Kind, r.Why = Unknown, r.Why+"; its examples are no HTTP methods"
}

// reHTTPWords matches the words of a tool or a parameter that say its
// method is one of an HTTP request.
var reHTTPWords = regexp.MustCompile(`\b(https?|apis?|urls?|uris?|endpoints?|rest|webhooks?|curl|fetch|verbs?)\b`)
