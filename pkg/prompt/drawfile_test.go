package prompt

import (
	"path/filepath"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// fileBindings binds every tool of the tools file testdata/name, the
// server's tools read whole as its peers; binds[i] is tools[i]'s.
func fileBindings(t *testing.T, name string) (set *Set, tools []tool.Tool, binds []*Binding) {
	t.Helper()
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	tf, tools := testenv.LoadTools(t, filepath.Join("testdata", name))
	st := make([]role.ServerTool, len(tools))
	for i, tl := range tools {
		st[i] = role.ServerTool{Name: tl.Name, Title: tl.Title, Description: tl.Description, InputSchema: tl.InputSchema}
	}
	peers := role.NewServer(tf.ServerInfo, st)
	for _, tl := range tools {
		b, err := set.For(ToolInfo{ServerInfo: tf.ServerInfo, Name: tl.Name, Title: tl.Title, Description: tl.Description,
			InputSchema: tl.InputSchema, Peers: peers, Effect: EffectOf(&tl)})
		if err != nil {
			t.Fatal(err)
		}
		binds = append(binds, b)
	}
	return set, tools, binds
}

// drawFile renders n requests for every tool of the tools file testdata/
// name, with the server's tools as peers and arguments drawn by the
// synthesizer with opts (Key set to each tool's name), and hands each to
// use with its tool.
func drawFile(t *testing.T, name string, opts synth.Options, n int, use func(tl tool.Tool, i int, text string, args map[string]any)) {
	t.Helper()
	set, tools, binds := fileBindings(t, name)
	r := set.NewRenderer()
	for i, tl := range tools {
		b := binds[i]
		sc, err := schema.Compile(tl.InputSchema, schema.CompileOptions{})
		if err != nil {
			t.Fatal(err)
		}
		o := opts
		o.Key = tl.Name
		g, err := synth.New(sc, o)
		if err != nil {
			t.Fatal(err)
		}
		renderDrawn(t, r, b, g, tl.Name, n, func(i int, text string, args map[string]any) { use(tl, i, text, args) })
	}
}
