package generate

import (
	"fmt"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// listedTogether words calls, two or more calls of one tool that differ
// in the value of one parameter alone, as one request listing those
// values where first (the first call's request) says its own ("Search
// the stock for "malts" and "hops".", "Cancel bookings 757 and 250."),
// as a person asks for the same thing for a few values, rather than
// asking the whole request again for the second. The parameter takes
// values a person lists (listable), or each value is a short quoted one
// (a search term); false when first does not say the value once,
// verbatim, or the calls differ otherwise.
func listedTogether(calls []spec, first string) (string, bool) {
	if len(calls) < 2 || strings.ContainsRune(first, '\n') {
		return "", false
	}
	pt := calls[0].pt
	params := pt.bind.Params()
	if hasBlock(params, calls[0].args) || makesOne(params, calls[0].args) || pageAction(pt.spoken().Name) {
		return "", false
	}
	var diff []prompt.Param
	for _, p := range params {
		v0, set := calls[0].args[p.Name]
		for _, c := range calls[1:] {
			if c.pt != pt {
				return "", false
			}
			v, ok := c.args[p.Name]
			if ok != set {
				return "", false
			}
			if ok && fmt.Sprint(v) != fmt.Sprint(v0) {
				diff = append(diff, p)
				break
			}
		}
	}
	if len(diff) != 1 {
		return "", false
	}
	p := diff[0]
	var vals []any
	for _, c := range calls {
		v := c.args[p.Name]
		if !scalar(v) || len(fmt.Sprint(v)) > 60 {
			return "", false
		}
		vals = append(vals, v)
	}
	if takesList(pt, p.Name) || !listable(p) && !quotedShort(p, first, fmt.Sprint(vals[0])) {
		return "", false
	}
	return prompt.ListValue(first, p, vals)
}

// quotedShort tells whether first says v, a short value of p that is no
// block (a search term, a key pattern), in quotes or backticks: quoted
// values read as a list when joined ("for "malts" and "hops""), where
// unquoted free text runs together ("pizza near the park and cafes in
// Soho").
func quotedShort(p prompt.Param, first, v string) bool {
	switch p.Role.Kind {
	case role.Text, role.Code, role.JSON, role.Thought, role.CommitMessage, role.SQL, role.Secret:
		return false
	}
	if len(strings.Fields(v)) > 5 {
		return false
	}
	for _, q := range []string{"\"", "`"} {
		if strings.Contains(first, q+v+q) {
			return true
		}
	}
	return false
}
