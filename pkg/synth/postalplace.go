package synth

import (
	"regexp"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// postalFits returns the indexes of the scene places whose postal codes
// (cityPostals) all match the pattern the tool's postal code property
// states ("^[0-9]{5}$"), nil when it states none or no place fits: the
// scene is then a place whose code the pattern takes, so a five-digit
// postal code is Boston's 02114, never a "80720" beside Lisbon. Read once
// per generator.
func (g *Generator) postalFits() []int {
	if g.postalRead {
		return g.postalPlaces
	}
	g.postalRead = true
	pats := postalPatterns(g.root, 0, nil)
	if len(pats) == 0 {
		return nil
	}
	var res []*regexp.Regexp
	for _, p := range pats {
		re, err := regexp.Compile(p)
		if err != nil {
			return nil // (a pattern RE2 cannot read: no place is told apart)
		}
		res = append(res, re)
	}
	for i, p := range places {
		codes, ok := cityPostals[p.city]
		if ok && postalsMatch(codes, res) {
			g.postalPlaces = append(g.postalPlaces, i)
		}
	}
	return g.postalPlaces
}

// postalsMatch reports whether every code (X read as 0 and as 9) matches
// every pattern.
func postalsMatch(codes []string, res []*regexp.Regexp) bool {
	for _, c := range codes {
		for _, v := range []string{strings.ReplaceAll(c, "X", "0"), strings.ReplaceAll(c, "X", "9")} {
			for _, re := range res {
				if !re.MatchString(v) {
					return false
				}
			}
		}
	}
	return true
}

// postalPatterns returns the patterns of the postal code properties of s
// and its properties, items and $refs to depth 5 (named postal code, zip
// or postcode).
func postalPatterns(s *jsonschema.Schema, depth int, out []string) []string {
	if s == nil || depth > 5 {
		return out
	}
	subs := []*jsonschema.Schema{s.Items2020, s.Ref}
	if it, ok := s.Items.(*jsonschema.Schema); ok {
		subs = append(subs, it)
	}
	for _, name := range sortedKeys(s.Properties) {
		p := s.Properties[name]
		if p == nil {
			continue
		}
		ts := role.Tokens(name)
		if p.Pattern != nil && (hasWord(ts, "zip", "postcode", "zipcode", "postalcode") || hasWord(ts, "postal") && hasWord(ts, "code")) {
			out = append(out, p.Pattern.String())
		}
		subs = append(subs, p)
	}
	for _, sub := range subs {
		out = postalPatterns(sub, depth+1, out)
	}
	return out
}
