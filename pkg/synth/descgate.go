package synth

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A descGate is an optional property whose description ties it to
// values of a sibling (its governor): "Only for after_tuning." beside a
// stage enum holding after_tuning, "Required when override_rest is
// true." beside the flag override_rest. Given with another value of
// the governor it says nothing a person would ("metal removed 17.1 kg"
// on a bell still as_cast), so fitGates keeps the two in step.
type descGate struct {
	dep, gov int   // indexes of the gated property and its governor
	vals     []any // the governor's values the gated property goes with
}

// gateLead finds the words that open such a tie: "only for", "only
// when", "required if", "used when", "ignored unless"; not "used for",
// which says what a value serves ("used for invoices").
var gateLead = regexp.MustCompile(`(?i)\b(?:only (?:when|if|for|with)|(?:required|needed) (?:when|if|for|with)|used (?:when|with|only)|ignored unless)\b`)

// descGates finds the gates of an object plan (gatesOf); the action
// property (planApplies) and the kind switches keep their own rules.
func descGates(p *objPlan) []descGate {
	n := len(p.names)
	descs, enums, flags, skip := make([]string, n), make([][]any, n), make([]bool, n), make([]bool, n)
	for i, k := range p.names {
		s := p.schemas[i][0]
		descs[i], enums[i], flags[i] = s.Description, s.Enum, flagSchema(s)
		skip[i] = k == p.act.action || p.required[i] || p.act.only[k] != nil || switchNames(p, i)
	}
	return gatesOf(p.names, descs, enums, flags, skip)
}

// gatesOf finds the gates among properties (names, their descriptions,
// enums and whether each is a flag; skip[i] for one that is neither
// gated nor a governor): a property whose description, after gateLead
// and within its sentence, names values of exactly one sibling: some
// (not all) of a string enum's values ("Only when reason is sold",
// "only with urgency `scheduled`"), or a flag's name with true or false
// ("required if all_ok is false").
func gatesOf(names, descs []string, enums [][]any, flags, skip []bool) []descGate {
	var out []descGate
	for j := range names {
		loc := gateLead.FindStringIndex(descs[j])
		if skip[j] || loc == nil {
			continue
		}
		d := descs[j]
		clause := d[loc[1]:min(len(d), loc[1]+90)]
		if k := strings.Index(clause, ". "); k >= 0 {
			clause = clause[:k]
		}
		gate := descGate{dep: j, gov: -1}
		for i, k := range names {
			if i == j || skip[i] && !flags[i] && len(enums[i]) == 0 {
				continue
			}
			vals := gatedValues(clause, k, enums[i], flags[i])
			if len(vals) == 0 {
				continue
			}
			if gate.gov >= 0 {
				gate.gov = -1 // two siblings named: which one is meant is not said
				break
			}
			gate.gov, gate.vals = i, vals
		}
		if gate.gov >= 0 {
			out = append(out, gate)
		}
	}
	return out
}

// GatedBy returns, for a tool's inputSchema, each optional parameter its
// description ties to a sibling's values (gatesOf) and that sibling: a
// step that leaves the governor unsaid leaves the gated one out too, so
// no call gives "override_justification" without "override_rest". nil
// when there is none.
func GatedBy(inputSchema []byte) map[string]string {
	var s struct {
		Properties map[string]struct {
			Description string `json:"description"`
			Type        any    `json:"type"`
			Enum        []any  `json:"enum"`
		} `json:"properties"`
		Required []string `json:"required"`
	}
	if json.Unmarshal(inputSchema, &s) != nil || len(s.Properties) < 2 {
		return nil
	}
	names := sortedKeys(s.Properties)
	n := len(names)
	descs, enums, flags, skip := make([]string, n), make([][]any, n), make([]bool, n), make([]bool, n)
	for i, k := range names {
		p := s.Properties[k]
		descs[i], enums[i], flags[i] = p.Description, p.Enum, p.Type == "boolean"
		skip[i] = slices.Contains(s.Required, k)
	}
	var out map[string]string
	for _, gt := range gatesOf(names, descs, enums, flags, skip) {
		if out == nil {
			out = map[string]string{}
		}
		out[names[gt.dep]] = names[gt.gov]
	}
	return out
}

// switchNames reports whether a kind switch of p names property j.
func switchNames(p *objPlan, j int) bool {
	for _, sw := range p.switches {
		for _, i := range sw.byName {
			if i == j {
				return true
			}
		}
	}
	return false
}

// gatedValues returns the values of the sibling k (its enum, or flag
// for a true/false one) that clause names: the enum's values written
// there as whole words (a code of two letters only in its own case),
// when not all of them are; for a flag, true or false right after its
// name ("override_rest is true", "commit=true"). nil when none.
func gatedValues(clause, k string, enum []any, flag bool) []any {
	if flag {
		at := wordIndex(clause, k, false)
		if at < 0 {
			return nil
		}
		rest := strings.TrimLeft(strings.ToLower(clause[at+len(k):]), " `'\"")
		rest = strings.TrimLeft(strings.TrimPrefix(strings.TrimPrefix(rest, "is"), "="), " `'\"")
		switch {
		case strings.HasPrefix(rest, "true"):
			return []any{true}
		case strings.HasPrefix(rest, "false"):
			return []any{false}
		}
		return nil
	}
	var out []any
	for _, e := range enum {
		v, ok := e.(string)
		if !ok || len(v) < 2 {
			continue
		}
		if wordIndex(clause, v, len(v) < 3) >= 0 {
			out = append(out, v)
		}
	}
	if len(out) == len(enum) {
		return nil
	}
	return out
}

// wordIndex returns where w stands in s as a whole word (letters,
// digits and underscores on neither side), in any case unless exact;
// -1 when it does not.
func wordIndex(s, w string, exact bool) int {
	hay, needle := s, w
	if !exact {
		hay, needle = strings.ToLower(s), strings.ToLower(w)
	}
	for from := 0; ; {
		i := strings.Index(hay[from:], needle)
		if i < 0 {
			return -1
		}
		i += from
		end := i + len(needle)
		if (i == 0 || !wordByte(hay[i-1])) && (end == len(hay) || !wordByte(hay[end])) {
			return i
		}
		from = i + 1
	}
}

// wordByte reports whether c is part of a word: a letter, a digit or an
// underscore.
func wordByte(c byte) bool {
	return c == '_' || role.RunClass(c) == 'a' || role.RunClass(c) == '9'
}

// fitGates keeps each gated property of obj (descGates) in step with its
// governor: given with another value of it, the property is dropped;
// given without it, the governor is set to a value it goes with. Before:
// {"stage": "as_cast", "metalRemovedKg": 17.1}, {"pilot": "P-04",
// "override_justification": "…"}; after: {"stage": "as_cast"},
// {"pilot": "P-04", "override_rest": true, "override_justification": "…"}.
func (g *Generator) fitGates(p *objPlan, obj map[string]any) {
	for _, gt := range p.gates {
		if _, ok := obj[p.names[gt.dep]]; !ok {
			continue
		}
		v, present := obj[p.names[gt.gov]]
		switch {
		case present && slices.Contains(gt.vals, v):
		case present:
			delete(obj, p.names[gt.dep])
		default:
			obj[p.names[gt.gov]] = gt.vals[g.rng.Intn(len(gt.vals))]
		}
	}
}
