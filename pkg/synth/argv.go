package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

// argvItems returns the schema of the items of c when c is an argv: an
// array of plain strings whose items are a shell command's words
// ("cmd": ["npm", "run", "dev"]); nil otherwise.
func (g *Generator) argvItems(c conj, f frame) *jsonschema.Schema {
	if len(c.pos) != 1 {
		return nil
	}
	s := c.pos[0]
	it, ok := s.Items.(*jsonschema.Schema)
	if !ok {
		it = s.Items2020
	}
	if it == nil || len(s.PrefixItems) > 0 || s.Contains != nil || it.Enum != nil || len(it.Constant) > 0 ||
		len(it.Types) != 1 || it.Types[0] != "string" || it.Pattern != nil {
		return nil
	}
	ic := conj{pos: []*jsonschema.Schema{it}}
	h := g.hintOf(ic, frame{ptr: f.ptr + "/0", name: f.name, desc: f.desc, sibs: f.sibs})
	if h.desc == "" {
		h.desc = s.Description
	}
	if g.roleOf(ic, h).Kind != role.Command && !argvName(f.name) {
		return nil
	}
	return it
}

// argvValue returns a command split into its words, one per item, the
// way an exec call takes it: ["go", "build", "./..."], or ["sh", "-c",
// "npm test"] when the description's example runs a shell; never one item
// holding the whole line (["make lint"]) nor lines as items. ok is false
// when the split command does not fit the schema.
func (g *Generator) argvValue(c conj, f frame) (any, bool) {
	if g.argvItems(c, f) == nil {
		return nil, false
	}
	line := commands[g.rng.Intn(len(commands))]
	var words []any
	d := strings.ToLower(c.first().Description)
	if (strings.Contains(d, `"sh", "-c"`) || strings.Contains(d, `"bash", "-c"`)) && g.rng.Intn(2) == 0 {
		shell := "sh"
		if strings.Contains(d, `"bash"`) {
			shell = "bash"
		}
		words = []any{shell, "-c", line}
	} else {
		for w := range strings.FieldsSeq(line) {
			words = append(words, w)
		}
	}
	if !c.accepts(words) {
		return nil, false
	}
	return words, true
}
