package role

import "strings"

// senses corrects a kind the name suggested where the description or
// the tool means another sense of the word, and keeps a date's examples
// to dates: a project's "state" is a
// lifecycle status ("e.g. 'planned', 'started'"), an OAuth "state" an
// opaque token, never a region; a bare "name" beside an email or a phone
// a person's; a Kubernetes "label selector" is
// "app=nginx" and a "field selector" "metadata.name=my-pod", never a CSS
// selector.
func (c *ctx) senses(r *Role) {
	if c.numeric {
		return
	}
	tool := strings.ToLower(c.tool.Name + " " + c.tool.Description)
	if r.Kind == Date || r.Kind == DateTime {
		// a date's examples are dates: "flights" and "+05:00" in an
		// event start's description illustrate something else
		var keep []string
		for _, e := range r.Examples {
			if reDateExample.MatchString(strings.TrimSpace(e)) {
				keep = append(keep, e)
			}
		}
		r.Examples = keep
	}
	switch {
	case r.Kind == Region && c.hasToken("state", "states"):
		switch {
		case len(r.Examples) > 0 && !containsAny(c.d, "province", "county", "us state", "u.s. state", "address", "state code",
			"two-letter", "2-letter", "abbreviation", "postal"):
			// ("2-letter state code, e.g. OH" names a region by an example:
			// the code of the call's city, never OH beside Austin)
			r.Kind, r.Values, r.ValuesFromProse = Enum, r.Examples, true
			r.Why += "; the examples name a state of a thing, not a region"
		case containsAny(tool+" "+c.d, "oauth", "authorization url", "csrf"):
			r.Kind, r.ID = ID, IDOpaque
			r.Why += "; an OAuth state is an opaque token"
		case (containsAny(c.d, "status", "lifecycle", "workflow") || containsAny(tool, "issue", "ticket", "task", "project", "cycle", "workflow")) &&
			!containsAny(c.d, "province", "u.s. state", "us state", "state code", "two-letter", "2-letter", "abbreviation", "postal"):
			r.Kind = Status
			r.Why += "; the state of a piece of work, not a region"
		}
	case r.Kind == Ident && len(c.ts) == 1 && c.last == "name" && r.Names == "" && c.besidePerson():
		// a bare name beside an email or a phone is the person's a form
		// asks for (a viewing request's name), not the listing's title
		r.Kind = Person
		r.Why += "; beside an email or phone: a person's name"
	case r.Kind == Selector && c.hasToken("selector") && c.hasToken("label", "labels", "field", "fields"):
		if c.hasToken("field", "fields") {
			r.Values = []string{"metadata.name=web-0", "status.phase=Running", "spec.nodeName=node-1", "metadata.namespace=default"}
		} else {
			r.Values = []string{"app=nginx", "app=api,tier=backend", "env=production", "app.kubernetes.io/name=web"}
		}
		r.Kind, r.ValuesFromProse = Enum, true
		r.Why += "; a " + strings.Join(c.ts, " ") + " matches key=value pairs, not page elements"
	}
}

// besidePerson reports whether the parameter sits beside a person's
// email or phone number.
func (c *ctx) besidePerson() bool {
	for _, sb := range c.p.Siblings {
		switch strings.ToLower(sb) {
		case "email", "email_address", "emailaddress", "phone", "phone_number", "phonenumber", "mobile", "telephone":
			return true
		}
	}
	return false
}
