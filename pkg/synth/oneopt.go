package synth

import (
	"regexp"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

// optionSet is one way of calling a tool that its description offers as
// an alternative to others: its members go together, and a call carries
// the members of one set only. opt marks members the description calls
// optional within the set.
type optionSet struct {
	members []int
	opt     []bool
}

// optionHeading matches the heading of a numbered input option in a tool
// description ("Option 1 - Project Slug and branch:", "Option 2:").
var optionHeading = regexp.MustCompile(`(?im)^[ \t*#-]*option\s+[0-9]+\b`)

// blankLine ends the last option block of a description.
var blankLine = regexp.MustCompile(`\n[ \t]*\n`)

// oneOnlyWords are the phrasings that make the parameters a sentence names
// alternatives of which a call gives one.
var oneOnlyWords = []string{"exactly one", "only one of", "either", "mutually exclusive", "not both", "one or the other", "but not both"}

// optionSets reads the alternatives among an object's properties from the
// tool description and the properties' own descriptions: numbered option
// blocks ("Option 1 - Project Slug and branch: …", "Option 2 - Direct
// URL: …"), each naming the properties that go together, and sentences
// saying to give exactly one of several ("Must be specified either
// contours_minutes or contours_meters", "mutually exclusive"), each
// property they name its own set. Nil when fewer than two sets differ.
func optionSets(about string, names []string, descs []string, skip []bool) []optionSet {
	if sets := optionBlocks(about, names, skip); len(sets) >= 2 {
		return sets
	}
	texts := append([]string{about}, descs...)
	for _, t := range texts {
		if t == "" || !hasOneOnly(strings.ToLower(t)) {
			continue
		}
		for _, sen := range sentences(strings.ReplaceAll(t, "\n", " ")) {
			if !hasOneOnly(strings.ToLower(sen)) {
				continue
			}
			var sets []optionSet
			for i, n := range names {
				if !skip[i] && len(n) > 2 && mentions(sen, n) {
					if k := joinedSet(sen, names, sets, n); k >= 0 {
						sets[k].members, sets[k].opt = append(sets[k].members, i), append(sets[k].opt, false)
						continue
					}
					sets = append(sets, optionSet{members: []int{i}, opt: []bool{false}})
				}
			}
			if len(sets) >= 2 {
				return sets
			}
		}
	}
	return nil
}

// joinedSet returns the set among sets whose member sentence sen joins to
// the name n by a slash or a plus ("Give either loc or lat/lng": lat and
// lng are one way of calling, given together), -1 when none.
func joinedSet(sen string, names []string, sets []optionSet, n string) int {
	l := strings.ToLower(sen)
	for k, s := range sets {
		for _, m := range s.members {
			a, b := strings.ToLower(names[m]), strings.ToLower(n)
			for _, join := range []string{"/", " / ", " + ", "+"} {
				if strings.Contains(l, a+join+b) || strings.Contains(l, b+join+a) {
					return k
				}
			}
		}
	}
	return -1
}

// hasOneOnly says a lower-case text says to give one of several.
func hasOneOnly(l string) bool {
	for _, w := range oneOnlyWords {
		// a word of its own: "if neither a nor b is given" makes both optional
		for i := strings.Index(l, w); i >= 0; {
			if i == 0 || !isWordByte(l[i-1]) {
				return true
			}
			j := strings.Index(l[i+1:], w)
			if j < 0 {
				break
			}
			i += 1 + j
		}
	}
	return false
}

// optionBlocks returns the sets of the numbered option blocks of a tool
// description: the properties each block names, optional ones those whose
// line says "optional".
func optionBlocks(about string, names []string, skip []bool) []optionSet {
	heads := optionHeading.FindAllStringIndex(about, -1)
	if len(heads) < 2 {
		return nil
	}
	var sets []optionSet
	for h, at := range heads {
		end := len(about)
		if h+1 < len(heads) {
			end = heads[h+1][0]
		} else if m := blankLine.FindStringIndex(about[at[1]:]); m != nil {
			end = at[1] + m[0]
		}
		lines := strings.Split(about[at[0]:end], "\n")
		set := blockSet(lines, names, skip, true)
		if len(set.members) == 0 {
			set = blockSet(lines, names, skip, false)
		}
		if len(set.members) > 0 {
			sets = append(sets, set)
		}
	}
	if len(sets) < 2 {
		return nil
	}
	return sets
}

// blockSet returns the properties the lines of an option block name: with
// lead, only those a line begins with ("- workflowId: The ID …"), as a
// URL form on another line may name one in passing (".../:workflowId").
func blockSet(lines, names []string, skip []bool, lead bool) optionSet {
	var set optionSet
	for _, line := range lines {
		item := strings.TrimLeft(line, " \t-*•")
		for i, n := range names {
			if skip[i] || len(n) <= 2 || inSet(set.members, i) {
				continue
			}
			if lead && !(strings.HasPrefix(item, n) && (len(item) == len(n) || !isWordByte(item[len(n)]))) || !lead && !mentions(line, n) {
				continue
			}
			set.members = append(set.members, i)
			set.opt = append(set.opt, strings.Contains(strings.ToLower(line), "optional"))
		}
	}
	return set
}

// isWordByte says c is an ASCII letter, digit or underscore.
func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// inSet says i is in s.
func inSet(s []int, i int) bool {
	for _, j := range s {
		if j == i {
			return true
		}
	}
	return false
}

// planOptions computes (once) the option sets of an object plan's
// optional properties.
func (g *Generator) planOptions(p *objPlan, optional []*jsonschema.Schema) []optionSet {
	if p.optsDone {
		return p.options
	}
	p.optsDone = true
	descs := make([]string, len(p.names))
	skip := make([]bool, len(p.names))
	for i := range p.names {
		skip[i] = optional[i] == nil
		if !skip[i] {
			descs[i] = optional[i].Description
		}
	}
	p.options = optionSets(g.opts.About, p.names, descs, skip)
	return p.options
}

// oneOption makes include carry the members of one option set of the
// object (see optionSets) and none of the others' own members: the set
// already chosen when exactly one is, else one at random among those
// chosen, or among all. It returns the chosen set's index, -1 for none.
func (g *Generator) oneOption(p *objPlan, optional []*jsonschema.Schema, include []bool) int {
	sets := g.planOptions(p, optional)
	if len(sets) < 2 {
		return -1
	}
	var on []int
	for k, s := range sets {
		for _, i := range s.members {
			if include[i] && ownMember(sets, k, i) {
				on = append(on, k)
				break
			}
		}
	}
	var pick int
	if len(on) > 0 {
		pick = on[g.rng.Intn(len(on))]
	} else {
		pick = g.rng.Intn(len(sets))
	}
	for k, s := range sets {
		for j, i := range s.members {
			switch {
			case k == pick && !s.opt[j]:
				include[i] = true
			case k != pick && !inSet(sets[pick].members, i):
				include[i] = false
			}
		}
	}
	return pick
}

// ownMember says property i of set k belongs to no other set.
func ownMember(sets []optionSet, k, i int) bool {
	for j, s := range sets {
		if j != k && inSet(s.members, i) {
			return false
		}
	}
	return true
}

// dropOtherOptions removes from obj the properties of the option sets
// other than pick that the chosen set does not share, which later steps
// may have added.
func (p *objPlan) dropOtherOptions(pick int, obj map[string]any) {
	if pick < 0 {
		return
	}
	for k, s := range p.options {
		if k == pick {
			continue
		}
		for _, i := range s.members {
			if !inSet(p.options[pick].members, i) {
				delete(obj, p.names[i])
			}
		}
	}
}
