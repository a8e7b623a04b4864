package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/generate"
)

// writeSanitized says once per server or --tools file which tools records
// call by another name than their own, because OpenAI and Anthropic refuse
// the name (generate.NoteSanitized): "get weather!" is offered and called
// as get_weather_, which a reader of the records would not recognize.
// files maps a --tools file's server name (its stem) to the file.
func writeSanitized(w io.Writer, res *generate.Result, files map[string]string) {
	shown := map[string]string{}
	for _, t := range res.Tools {
		shown[t.Server+"\x00"+t.Tool] = t.Name
	}
	var order []string
	maps := map[string][]string{}
	for _, n := range res.Notes {
		if n.Kind != generate.NoteSanitized {
			continue
		}
		name, ok := shown[n.Server+"\x00"+n.Tool]
		if !ok {
			continue // skipped later: no record offers it
		}
		if _, seen := maps[n.Server]; !seen {
			order = append(order, n.Server)
		}
		maps[n.Server] = append(maps[n.Server], fmt.Sprintf("%q → %s", n.Tool, name))
	}
	for _, srv := range order {
		where := fmt.Sprintf("server %q", srv)
		if f, ok := files[srv]; ok {
			where = "--tools " + f
		}
		fmt.Fprintf(w, "mcpgen: warning: %s: OpenAI and Anthropic accept tool names matching %s, so records offer and call %s by another name: %s (the manifest's names map them back; mcpgen validate reports these names)\n",
			where, generate.ProviderNamePattern, count(len(maps[srv]), "tool"), strings.Join(maps[srv], ", "))
	}
}
