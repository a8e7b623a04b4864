package synth

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

// actList is a list of action values in a parameter description: "add",
// "add/move", "'create' and 'remove'", "cordon, drain, uncordon".
const actList = "[\"'`]?([\\w-]+(?:[\"'`]?\\s*(?:,\\s*(?:and\\s+|or\\s+)?|/|\\bor\\b|\\band\\b)\\s*[\"'`]?[\\w-]+){0,8})[\"'`]?"

// actWord names the action parameter in prose ("when method is 'delete'").
const actWord = `(?:action|operation|mode|method|command|op|cmd)`

var (
	// actNeedRe: the parameter must be given for the listed actions
	// ("required for 'add' and 'remove'", "required for start mode",
	// "Must be true when method is 'delete'").
	actNeedRe = regexp.MustCompile(`(?i)\b(?:required|needed|mandatory|must be (?:true|set|provided|given|specified))\s+(?:for|when|with|in|if)\s+(?:the\s+|an?\s+)?(?:` + actWord + `\s+)?(?:is\s+|=\s*|==\s*)?` + actList)
	// actForRe: the parameter belongs to the listed actions ("for add/move
	// operations", "For list mode:", "(action=update)", "when the
	// operation is 'delete'", "create mode only").
	actForRe = regexp.MustCompile(`(?i)(?:\b(?:for|in|with|during)\s+(?:the\s+)?` + actList + `\s+` + actWord + `s?\b|^\s*for\s+` + actList + `\s*:|\(\s*` + actWord + `\s*(?:=|==|:)\s*` + actList + `\s*\)|\bwhen\s+(?:the\s+)?` + actWord + `\s+is\s+` + actList + `|\b` + actList + `\s+` + actWord + `s?\s+only\b)`)
)

// actionValues returns the values of the action enum named in words (an
// actList match): the words that are values, in order, once each.
func actionValues(words string, values []any) []string {
	var out []string
	for _, w := range strings.FieldsFunc(words, func(r rune) bool {
		return r == ',' || r == '/' || r == ' ' || r == '"' || r == '\'' || r == '`'
	}) {
		for _, v := range values {
			vs, ok := v.(string)
			if ok && strings.EqualFold(vs, w) && !containsStr(out, vs) {
				out = append(out, vs)
			}
		}
	}
	return out
}

func containsStr(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// actMatches returns the action values every match of re in desc names.
func actMatches(re *regexp.Regexp, desc string, values []any) []string {
	var out []string
	for _, m := range re.FindAllStringSubmatch(desc, -1) {
		for _, g := range m[1:] {
			for _, v := range actionValues(g, values) {
				if !containsStr(out, v) {
					out = append(out, v)
				}
			}
		}
	}
	return out
}

// planNeeds reads, for a plan with an action property, which optional
// properties each action value needs and which ones belong to some
// actions only (see actionNeeds).
func (g *Generator) planNeeds(p *objPlan) {
	if p.act.action == "" {
		return
	}
	n := len(p.names)
	descs, flags, defs, skip := make([]string, n), make([]bool, n), make([]bool, n), make([]bool, n)
	for i, k := range p.names {
		s := p.schemas[i][0]
		descs[i], flags[i], defs[i] = s.Description, flagSchema(s), s.Default != nil
		skip[i] = k == p.act.action || p.required[i]
	}
	needs, only := actionNeeds(p.names, descs, flags, defs, skip, p.actValues)
	for i, for_ := range only {
		if _, ok := p.act.only[p.names[i]]; !ok {
			if p.act.only == nil {
				p.act.only = map[string][]string{}
			}
			p.act.only[p.names[i]] = for_
		}
	}
	p.needs = needs
	p.newEnds()
}

// actionNeeds reads the descriptions of a tool's optional parameters
// (skip[i] for the action parameter and required ones; flags[i] for a
// true/false one, defs[i] for one with a default) for which of the action
// values they are needed in, and which they belong to ("for add/move
// operations", "(action=update)", "For list mode:"). A parameter is needed
// in a call of action a when its description says it is required for a,
// or when it belongs to a (and not to every action), is no flag, has no
// default, and names what the action works on (a name, path, id, url or
// reference, or a new name or path) or is the one such value of a: "move"
// takes the worktree and its new path, "rename" the old and the new name.
// A call of "move" without them moves nothing.
func actionNeeds(names, descs []string, flags, defs, skip []bool, values []any) (needs map[string][]int, only map[int][]string) {
	needs = map[string][]int{}
	add := func(a string, i int) {
		if !slices.Contains(needs[a], i) {
			needs[a] = append(needs[a], i)
		}
	}
	sole := map[string][]int{} // action → its own non-flag properties without a default
	for i, k := range names {
		if skip[i] {
			continue
		}
		for _, a := range actMatches(actNeedRe, descs[i], values) {
			add(a, i)
		}
		for_ := actMatches(actForRe, descs[i], values)
		if len(for_) == 0 || len(for_) == len(values) {
			continue
		}
		if only == nil {
			only = map[int][]string{}
		}
		only[i] = for_
		if flags[i] || defs[i] || optionalProse(descs[i]) {
			continue
		}
		for _, a := range for_ {
			if subjectName(k) {
				add(a, i)
			}
			sole[a] = append(sole[a], i)
		}
	}
	for _, a := range values {
		if as, ok := a.(string); ok && len(sole[as]) == 1 && len(needs[as]) == 0 {
			add(as, sole[as][0])
		}
	}
	return needs, only
}

// ActionNeeds returns, for a tool whose inputSchema has an action
// parameter (a string enum named action, operation, mode, …), its name
// and, per action value, the optional parameters a call of that action
// carries (see actionNeeds): a step that leaves unsaid arguments out keeps
// them. "" when the tool has no action parameter.
func ActionNeeds(inputSchema []byte) (action string, needs map[string][]string) {
	var s struct {
		Properties map[string]struct {
			Description string `json:"description"`
			Type        any    `json:"type"`
			Enum        []any  `json:"enum"`
			Default     any    `json:"default"`
		} `json:"properties"`
		Required []string `json:"required"`
	}
	if json.Unmarshal(inputSchema, &s) != nil || len(s.Properties) < 2 {
		return "", nil
	}
	names := sortedKeys(s.Properties)
	for _, k := range names {
		ts := role.Tokens(k)
		if len(ts) == 1 && actionWords[ts[0]] && len(s.Properties[k].Enum) > 1 {
			action = k
			break
		}
	}
	if action == "" {
		return "", nil
	}
	n := len(names)
	descs, flags, defs, skip := make([]string, n), make([]bool, n), make([]bool, n), make([]bool, n)
	for i, k := range names {
		p := s.Properties[k]
		descs[i], flags[i], defs[i] = p.Description, p.Type == "boolean", p.Default != nil
		skip[i] = k == action || slices.Contains(s.Required, k)
	}
	idx, _ := actionNeeds(names, descs, flags, defs, skip, s.Properties[action].Enum)
	if len(idx) == 0 {
		return "", nil
	}
	needs = make(map[string][]string, len(idx))
	for a, is := range idx {
		for _, i := range is {
			needs[a] = append(needs[a], names[i])
		}
	}
	return action, needs
}

// flagSchema reports whether s takes only true or false.
func flagSchema(s *jsonschema.Schema) bool {
	return len(s.Types) == 1 && s.Types[0] == "boolean"
}

// optionalProse reports whether a description says the value may be left
// out ("optional", "defaults to", "omit to").
func optionalProse(d string) bool {
	l := strings.ToLower(d)
	return strings.Contains(l, "optional") || strings.Contains(l, "default") || strings.Contains(l, "omit")
}

// subjectName reports whether a parameter name names the thing an action
// works on or its new name or place: branchName, worktreePath, optionId,
// stashRef, newPath, url.
func subjectName(k string) bool {
	ts := role.Tokens(k)
	if len(ts) == 0 {
		return false
	}
	if ts[0] == "new" && len(ts) > 1 {
		return true
	}
	switch ts[len(ts)-1] {
	case "id", "ids", "name", "path", "url", "uri", "ref", "key", "slug", "number":
		return true
	}
	return false
}

// fillNeeds adds to obj the properties its action value needs (planNeeds)
// that the draw of optional properties left out. A flag that must be set
// for the action ("Must be true when method is 'delete'") is true.
func (g *Generator) fillNeeds(p *objPlan, obj map[string]any, f frame, depth int) {
	a, ok := obj[p.act.action].(string)
	if !ok {
		if a = p.impliedAction(obj); a == "" {
			return
		}
		obj[p.act.action] = a
	}
	if len(p.needs[a]) == 0 {
		return
	}
	for _, i := range p.needs[a] {
		k := p.names[i]
		if s := p.schemas[i][0]; flagSchema(s) {
			if len(s.Enum) == 0 && len(s.Constant) == 0 {
				obj[k] = true
			}
			continue
		}
		if _, present := obj[k]; present {
			continue
		}
		g.fillerAt = ""
		v, err := g.gen(p.schemas[i], frame{ptr: f.ptr + p.segs[i], name: k, sibs: p.sibs, presence: presOptional}, depth+1)
		if err == nil {
			obj[k] = v
		}
	}
}

// impliedAction returns the action value a call without one is about when
// it carries a property of some actions only ({"newPath": …} is a move,
// not the default listing): the first value every such property is for,
// else the first value of the first one. "" when the call carries none,
// or the action property's default is one of them.
func (p *objPlan) impliedAction(obj map[string]any) string {
	var def string
	for i, k := range p.names {
		if k == p.act.action {
			def, _ = p.schemas[i][0].Default.(string)
		}
	}
	var lists [][]string
	for _, k := range p.names {
		if for_, ok := p.act.only[k]; ok {
			if _, present := obj[k]; present {
				if containsStr(for_, def) {
					return ""
				}
				lists = append(lists, for_)
			}
		}
	}
	if len(lists) == 0 {
		return ""
	}
	for _, v := range lists[0] {
		all := true
		for _, l := range lists[1:] {
			all = all && containsStr(l, v)
		}
		if all {
			return v
		}
	}
	return lists[0][0]
}

// objectRefs returns the optional parameters that name the one thing a
// tool acts on in different ways, when none is required: issueId and
// issueUrl of analyze_issue ("Analyze issue under sable-media." analyzes
// no issue). A call carries one of them. The thing is a word of the tool
// name after its verb; a required parameter of that thing
// (issue_number) already names it.
func objectRefs(topic string, names []string, opt []bool, required []string) []int {
	tt := role.Tokens(topic)
	if len(tt) < 2 {
		return nil
	}
	for _, r := range required {
		if rt := role.Tokens(r); len(rt) > 0 && containsStr(tt[1:], rt[0]) {
			return nil
		}
	}
	var group []int
	noun := ""
	for i, n := range names {
		ts := role.Tokens(n)
		if !opt[i] || len(ts) != 2 || !containsStr(tt[1:], ts[0]) || (noun != "" && ts[0] != noun) {
			continue
		}
		switch ts[1] {
		case "id", "url", "uri", "key", "number", "slug", "ref":
			noun = ts[0]
			group = append(group, i)
		}
	}
	if len(group) < 2 {
		return nil
	}
	return group
}

// refKinds are the last words of parameter names that each name one
// thing on their own: its id, its URL, its key.
var refKinds = map[string]bool{"id": true, "url": true, "uri": true, "key": true, "slug": true, "ref": true}

// refWays reports whether two names of one thing's two words name it two
// ways (issue id, issue url) rather than two of its parts.
func refWays(a, b []string) bool {
	return len(a) == 2 && len(b) == 2 && a[0] == b[0] && a[1] != b[1] && refKinds[a[1]] && refKinds[b[1]]
}

// newEnds adds to the plan's pairs that must differ a new name or place
// and the one it replaces among the properties an action needs: the
// branchName and newBranchName of a rename, the worktreePath and newPath
// of a move ("rename main to main" renames nothing).
func (p *objPlan) newEnds() {
	for _, a := range p.actValues {
		as, _ := a.(string)
		for _, j := range p.needs[as] {
			tj := role.Tokens(p.names[j])
			if len(tj) < 2 || tj[0] != "new" {
				continue
			}
			for _, i := range p.needs[as] {
				ti := role.Tokens(p.names[i])
				if i != j && len(ti) > 0 && ti[len(ti)-1] == tj[len(tj)-1] && !hasEnds(p.ends, i, j) {
					p.ends = append(p.ends, [2]int{i, j})
				}
			}
		}
	}
}

func hasEnds(ends [][2]int, i, j int) bool {
	for _, e := range ends {
		if e[0] == i && e[1] == j || e[0] == j && e[1] == i {
			return true
		}
	}
	return false
}
