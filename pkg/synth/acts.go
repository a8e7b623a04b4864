package synth

import (
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

// asideTokens are name tokens of parameters that go with a change without
// being one: why it was made (an audit-log reason), the credential it is
// made with, how the reply is shaped, whom to tell. An edit call carrying
// only these ("edit webhook W, reason: superseded") changes nothing.
var asideTokens = map[string]bool{
	"reason": true, "token": true, "secret": true, "password": true, "output": true, "verbose": true,
	"notify": true, "expand": true, "validate": true, "pretty": true, "async": true,
}

// aside says the parameter n accompanies a change rather than being one
// (see asideTokens).
func aside(n string) bool {
	for _, t := range role.Tokens(n) {
		if asideTokens[t] {
			return true
		}
	}
	return false
}

// createVerb matches a tool name or the first clause of its description
// that makes a new thing: create_x, createX, add-x, "Creates a new …".
var createVerb = regexp.MustCompile(`(?i)(?:^|[^a-z])(?:create|creates|add|adds|new|register|onboard)(?:[^a-z]|$)|^(?:create|add|new|register)[A-Z_-]`)

// nameWords are the names of the parameter that says which new thing a
// call makes: a person creating something names it.
var nameWords = map[string]bool{"name": true, "title": true, "summary": true, "subject": true}

// sourceNames are the names of the parameters that make a thing from a
// whole definition (a manifest, a file): such a call names the thing
// inside the definition. (A configmap "fromFile" takes data, not a name.)
var sourceNames = map[string]bool{"manifest": true, "filename": true, "file": true, "yaml": true, "definition": true, "spec": true}

// namesWhatItMakes includes the optional name (or title) of a tool that
// creates a thing: "create a secret of type tls" with no name makes
// nothing anyone could find again. A call that creates from a manifest or
// file leaves it out (the definition names it).
func (g *Generator) namesWhatItMakes(names []string, optional []*jsonschema.Schema, include []bool) {
	if !g.makesThing() {
		return
	}
	at := -1
	for i, n := range names {
		if optional[i] == nil {
			continue
		}
		if nameWords[strings.ToLower(n)] && at < 0 {
			at = i
		}
		if sourceNames[strings.ToLower(n)] && include[i] {
			return
		}
	}
	if at >= 0 {
		include[at] = true
	}
}

// partyNumber says the number is a party's count or a child's age (see
// role.WhyParty): drawn from its typical range, never at the bounds.
func (g *Generator) partyNumber(c conj, h hint) bool {
	if len(h.name) == 0 {
		return false
	}
	r := g.roleOf(c, h)
	return r.Kind == role.Number && (strings.HasSuffix(r.Why, role.WhyParty) || strings.HasSuffix(r.Why, role.WhyChildAge))
}
