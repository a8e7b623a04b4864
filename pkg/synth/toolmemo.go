package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// toolMemo keeps what a generator reads of its tool's own words (its
// options' Topic and About, fixed for the generator's life) on values it
// draws: read once, not once per value.
type toolMemo struct {
	herd, animal int8 // aboutHerd's and aboutAnimals' answers: 1 yes, -1 no, 0 not read yet
	actRead      bool
	act          byte   // toolAct's act
	actObject    string // toolAct's object
	examplesRead bool
	examples     []string           // descExamples of the tool's description
	keyWords     map[string]string  // keyWordsOf's results
	orgKinds     map[[2]string]int8 // orgKindOf's results by name and description
	thingRead    bool
	thingWords   []string // thingWordsOfTool's words
}

// toolMemoOf returns g's tool memo, made on first use.
func (g *Generator) toolMemoOf() *toolMemo {
	m := g.memoOf()
	if m.tool == nil {
		m.tool = &toolMemo{}
	}
	return m.tool
}

// aboutHerd is role.AboutHerd of the tool's name and description.
func (g *Generator) aboutHerd() bool {
	return g.toolWordsSay(&g.toolMemoOf().herd, role.AboutHerd)
}

// aboutAnimals is role.AboutAnimals of the tool's name and description.
func (g *Generator) aboutAnimals() bool {
	return g.toolWordsSay(&g.toolMemoOf().animal, role.AboutAnimals)
}

// toolWordsSay is about(the tool's name and description), read once into
// *memo (1 yes, -1 no, 0 not read yet).
func (g *Generator) toolWordsSay(memo *int8, about func(string) bool) bool {
	if *memo == 0 {
		*memo = -1
		if about(g.opts.Topic + " " + g.opts.About) {
			*memo = 1
		}
	}
	return *memo == 1
}

// toolActOf is toolAct(g.opts.Topic, g.opts.About), read once.
func (g *Generator) toolActOf() (act byte, object string) {
	m := g.toolMemoOf()
	if !m.actRead {
		m.act, m.actObject = toolAct(g.opts.Topic, g.opts.About)
		m.actObject = g.opts.Server.ClipsSaid(m.actObject)
		m.actRead = true
	}
	return m.act, m.actObject
}

// descExamplesOf is descExamples(g.opts.About), read once. The list is
// shared: callers must not change it.
func (g *Generator) descExamplesOf() []string {
	m := g.toolMemoOf()
	if !m.examplesRead {
		m.examples = descExamples(g.opts.About)
		m.examplesRead = true
	}
	return m.examples
}

// keyWordsOf is the words of an object's key, lower-cased and joined by
// a space ("firstName": "first name"), read once per key: the fit-ups of
// every object drawn read each of its keys.
func (g *Generator) keyWordsOf(k string) string {
	m := g.toolMemoOf()
	if w, ok := m.keyWords[k]; ok {
		return w
	}
	w := strings.ToLower(strings.Join(role.Tokens(k), " "))
	if m.keyWords == nil {
		m.keyWords = map[string]string{}
	}
	if len(m.keyWords) < memoEntries {
		m.keyWords[k] = w
	}
	return w
}
