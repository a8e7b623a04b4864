package synth

import (
	"encoding/json"
	"math/big"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// How often a person sets an optional property. Requests set the
// properties people ask for (a filter, a limit, a sort, a title) and
// rarely the switches of the protocol underneath (a pagination cursor, a
// response size in bytes, an encoding, a file to save the output to
// instead of seeing it) or the bookkeeping of a multi-step process (which
// earlier step a reasoning step revises): those are not covered first and
// are mostly dropped when drawn, so N requests of a tool differ in what a
// person would ask rather than run through every switch.
const (
	rankNormal uint8 = iota
	// rankRare is a technical switch or bookkeeping: rarely set.
	rankRare
	// rankMain is what a call without required parameters is about (a
	// search's text): mostly set.
	rankMain
)

// rareCover is one in how many calls rare optionals compete as normal
// ones (so large runs still cover them); in the others they are left out,
// but for one a nested object needs, and kept one in rareKeep times when
// optionals are drawn at random (retrying a repeated instance).
const (
	rareCover = 10
	rareKeep  = 6
)

// technicalWords match a property's name or description that is about the
// transport rather than the user's request.
var technicalWords = regexp.MustCompile(`(?i)\b(?:sha|limit the response|bytes|base64|encoded|encoding|verbosity|verbose|debug|timeout|bounding box(?:es)?|launch ?options|dangerous|sandbox|headless|depth of the \w+ tree|format to be used|output format|response format|export format)\b`)

// savedOutput matches the description of a file a read's output is
// written to instead of shown ("Save results to a file instead of
// returning them", "File name to save the console messages to").
var savedOutput = regexp.MustCompile(`(?i)\binstead of returning\b|\breturned as text\b|\bsave (?:the )?(?:results?|response|output|console messages|network requests|requests|messages|snapshot)\b`)

// optionalRank returns how often a person sets the optional property
// named name with schema s among siblings sibs (comma-separated); noReq
// says its object has no required property. Cached per schema.
func (g *Generator) optionalRank(name string, s *jsonschema.Schema, sibs string, noReq bool) uint8 {
	if r, ok := g.ranks[s]; ok {
		return r
	}
	r := rankNormal
	c := conj{pos: []*jsonschema.Schema{s}}
	// classified apart from roleOf's cache, which a value's own frame fills
	ro := g.classifyRole(c, g.hintOf(c, frame{ptr: "/" + escapePtr(name), name: name, sibs: sibs}))
	desc := s.Description
	if desc == "" {
		desc = s.Title
	}
	words := strings.Join(role.Tokens(name), " ")
	switch {
	case noReq && (ro.Kind == role.Query || ro.Kind == role.Question):
		r = rankMain
	case ro.Kind == role.Cursor, ro.Kind == role.CommitSHA, ro.Kind == role.Version, ro.Kind == role.Secret,
		ro.Kind == role.Page:
		r = rankRare
	case ro.Kind == role.Offset && (strings.Contains(words, "offset") || strings.Contains(strings.ToLower(desc), "pagination")):
		r = rankRare
	case ro.Kind == role.ID && (hasTypeName(s.Types, "integer") || hasTypeName(s.Types, "number")) && !g.aboutTopic(name):
		// another object's number a person rarely has at hand (a milestone
		// beside an issue's fields)
		r = rankRare
	case technicalWords.MatchString(words) || technicalWords.MatchString(desc) || savedOutput.MatchString(desc):
		r = rankRare
	}
	if g.ranks == nil {
		g.ranks = map[*jsonschema.Schema]uint8{}
	}
	g.ranks[s] = r
	return r
}

// pickOptionalNamed is pickOptional for an object built on the general
// path: optional are the optional names, schemas their schemas (nil where
// a name may not be present), sibs all property names; noReq says none
// is required. It returns which are chosen.
func (g *Generator) pickOptionalNamed(optional []string, schemas []*jsonschema.Schema, sibs string, noReq bool, depth int) []bool {
	in := make([]bool, len(optional))
	ranks := make([]uint8, len(optional))
	for i, k := range optional {
		if schemas[i] != nil {
			ranks[i] = g.optionalRank(k, schemas[i], sibs, noReq)
		}
	}
	g.pickOptional(schemas, ranks, noReq && (depth > 0 || len(optional) == 1), in)
	return in
}

// planRanks returns the ranks of p's properties (rankNormal for required
// ones), computed once per plan: optionalRank's, a link on a run of text,
// and the bookkeeping of a counter group (a step that revises or branches from an earlier one, and
// the flags and names that come with it) is rare.
func (g *Generator) planRanks(p *objPlan) []uint8 {
	if p.ranks != nil {
		return p.ranks
	}
	noReq := true
	for _, r := range p.required {
		if r {
			noReq = false
		}
	}
	ranks := make([]uint8, len(p.names))
	for i, k := range p.names {
		if i&15 == 15 {
			g.poll() // classifying thousands of parameters takes seconds
		}
		if !p.required[i] {
			ranks[i] = g.optionalRank(k, p.schemas[i][0], p.sibs, noReq)
		}
	}
	// a link on a run of text (rich text's {content, link}): a title or a
	// comment is written, rarely hyperlinked
	if i, j := slices.Index(p.names, "content"), slices.Index(p.names, "link"); i >= 0 && j >= 0 && p.required[i] && !p.required[j] {
		ranks[j] = rankRare
	}
	for _, grp := range p.counters {
		stem := strings.TrimSuffix(role.Tokens(grp.total)[1], "s")
		for i, k := range p.names {
			if p.required[i] || k == grp.total || k == grp.cur {
				continue
			}
			for _, t := range role.Tokens(k) {
				if strings.HasPrefix(t, stem) {
					ranks[i] = rankRare
				}
			}
		}
	}
	for _, pr := range append(append([][2]int(nil), p.isFlags...), p.pairs...) {
		if ranks[pr[0]] == rankRare || ranks[pr[1]] == rankRare {
			if !p.required[pr[0]] && !p.required[pr[1]] {
				ranks[pr[0]], ranks[pr[1]] = rankRare, rankRare
			}
		}
	}
	p.ranks = ranks
	return ranks
}

// enumValue picks one of ok, the enum values c accepts, for the value of
// frame f. A required parameter of a tool (Options.RootObject) with a
// default mostly keeps it: the call
// must send something, and what a person leaves alone is the default
// (a screenshot at the usual scale, not "using CSS pixels").
func (g *Generator) enumValue(c conj, ok []any, f frame) any {
	d, hasDef := enumDefault(c, ok)
	if hasDef && f.presence == presRequired && g.opts.RootObject && g.rng.Intn(4) != 0 {
		return d
	}
	ok = saidValues(ok)
	if g.opts.RootObject {
		ok = toldValues(ok, g.lowerDesc(g.opts.About))
	}
	v := ok[g.choose(c.first(), chEnum, len(ok), cycle)]
	if base, sub := subOption(v, ok); sub && g.opts.RootObject && g.rng.Intn(4) != 0 {
		// "reactions-smile" beside "reactions": a refinement few people
		// ask for ("sorted by reactions-smile, fewest first"); mostly the
		// plain option is meant
		return base
	}
	return v
}

// subOption reports whether v, a string enum value, refines another value
// of ok by a suffix ("reactions-smile", "reactions-+1" of "reactions"),
// and returns that plainer value.
func subOption(v any, ok []any) (any, bool) {
	s, isStr := v.(string)
	if !isStr {
		return nil, false
	}
	for _, u := range ok {
		if b, _ := u.(string); b != "" && len(s) > len(b)+1 && strings.HasPrefix(s, b) && (s[len(b)] == '-' || s[len(b)] == '_') {
			return u, true
		}
	}
	return nil, false
}

// enumDefault returns c's default when it is one of ok.
func enumDefault(c conj, ok []any) (any, bool) {
	for _, s := range c.pos {
		if s.Default == nil {
			continue
		}
		for _, v := range ok {
			if jsonEqual(v, s.Default) {
				return v, true
			}
		}
	}
	return nil, false
}

// mustBeTrueRe is a flag's description saying the tool refuses any other
// value ("Must be true to confirm this destructive operation", "Must be
// set to true."), not one that is true only for some calls ("Must be true
// when method is 'delete'", which fillNeeds sets).
var mustBeTrueRe = newDescRe(`(?i)\bmust\s+be\s+(?:set\s+to\s+)?true\b(?:\s+to\b|\s*[.;,)]|\s*$)|\bset\s+(?:it\s+|this\s+)?to\s+true\s+to\s+confirm\b`)

// confirmNames are the normalized keys of a flag that confirms the act
// its tool makes ("confirm", "are_you_sure"). Required, the flag is
// drawn true: false asks the tool to refuse, so a request "Cancel repair
// R-16296; don't treat it as confirmed yet" ends in a call that does
// nothing and a report that it was done.
var confirmNames = map[string]bool{"confirm": true, "confirmed": true, "confirmation": true, "areyousure": true,
	"iamsure": true, "imsure": true, "sure": true, "confirmdelete": true, "confirmdeletion": true}

// previewFlag matches a flag's description that gives false a use of its
// own ("false to preview", "dry run"): such a flag keeps both values.
var previewFlag = newDescRe(`(?i)\b(?:preview|dry[\s-]?run|simulat|only\s+(?:show|list|check))`)

// confirmsAct tells whether f, a required flag with no default, confirms
// its tool's act by its key alone (confirmNames) and its description
// gives false no use of its own (previewFlag).
func confirmsAct(c conj, f frame) bool {
	if f.presence != presRequired || !confirmNames[nameJoins.Replace(strings.ToLower(f.name))] {
		return false
	}
	for _, s := range c.pos {
		if previewFlag.MatchString(s.Description) {
			return false
		}
	}
	return true
}

// mustBeTrue tells whether a flag's description says it must be true: a
// confirming flag ("confirm") a destructive tool refuses to run without.
func mustBeTrue(c conj) bool {
	for _, s := range c.pos {
		if mustBeTrueRe.MatchString(s.Description) {
			return true
		}
	}
	return false
}

// flagOf returns a boolean for the value of frame f. Of a tool's
// arguments (Options.RootObject): a required flag with a default mostly
// keeps it (what a person does not ask about); an optional flag the call
// sets takes the other value (set to its default it says nothing: "change
// block X"), and one without a default is mostly set true: a request
// turns an option on ("make it private"), it rarely spells out an option
// left off ("don't initialize with a README"). Other schemas cover both
// values.
func (g *Generator) flagOf(c conj, f frame) bool {
	d, ok := boolDefault(c)
	switch {
	case mustBeTrue(c) || !ok && confirmsAct(c, f):
		return true // false is refused: "Delete field 8811; don't treat it as confirmed" asks for nothing
	case ok && f.presence == presRequired && g.opts.RootObject:
		if g.rng.Intn(4) != 0 {
			return d
		}
		return !d
	case ok && f.presence == presOptional && g.opts.RootObject:
		return !d // set to what it is anyway, it says nothing ("change block X")
	case ok && f.name != "" && g.rng.Intn(6) != 0:
		return !d // a flag the request sets is mostly set to its non-default
	case !ok && f.presence == presOptional && g.opts.RootObject && g.rng.Intn(6) != 0:
		return true
	}
	return g.choose(c.first(), chBoolean, 2, cycle) == 0
}

// aboutTopic reports whether a word of name names what the tool is about
// (resourceId of get-resource-reference): the call's own subject.
func (g *Generator) aboutTopic(name string) bool {
	topic := role.Tokens(g.opts.Topic)
	for _, t := range role.Tokens(name) {
		if len(t) < 3 || t == "id" {
			continue
		}
		for _, w := range topic {
			if strings.TrimSuffix(w, "s") == strings.TrimSuffix(t, "s") {
				return true
			}
		}
	}
	return false
}

// stepsTypical is the most steps a person plans for a multi-step process
// ("this is my second thought of about five"): a larger total drawn for a
// counter group is drawn again from 3 to stepsTypical.
const stepsTypical = 8

// fewSteps keeps the totals of p's counter groups in obj to what a person
// plans, the current step within it (a step past the total is drawn
// again, not swapped with it), where the total's schema allows it
// (bounds, no multipleOf). The instance is then validated whole.
func (g *Generator) fewSteps(p *objPlan, obj map[string]any) {
	for _, grp := range p.counters {
		total, ok := intOf(obj[grp.total])
		cur, ok2 := intOf(obj[grp.cur])
		if !ok || !ok2 || max(total, cur) <= stepsTypical {
			continue
		}
		i := slices.Index(p.names, grp.total)
		if i < 0 || !allowsInt(p.schemas[i][0], 3) || !allowsInt(p.schemas[i][0], stepsTypical) {
			continue
		}
		n := 3 + g.rng.Int63n(stepsTypical-2)
		obj[grp.total] = json.Number(strconv.FormatInt(n, 10))
		if cur > n {
			obj[grp.cur] = json.Number(strconv.FormatInt(1+g.rng.Int63n(n), 10))
		}
		g.unsure = true
	}
}

// allowsInt reports whether s's numeric bounds admit v (and s has no
// multipleOf to check).
func allowsInt(s *jsonschema.Schema, v int64) bool {
	x := new(big.Rat).SetInt64(v)
	return s.MultipleOf == nil && (s.Minimum == nil || ratCmp(x, s.Minimum) >= 0) &&
		(s.ExclusiveMinimum == nil || ratCmp(x, s.ExclusiveMinimum) > 0) &&
		(s.Maximum == nil || ratCmp(x, s.Maximum) <= 0) && (s.ExclusiveMaximum == nil || ratCmp(x, s.ExclusiveMaximum) < 0)
}
