package main

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/mcpgen/mcpgen/internal/termsafe"
	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/generate"
)

// generateOutput is where `mcpgen generate` writes: -o, with the files the
// run reads (which the output must not overwrite) and a notice printer.
func generateOutput(c *cli.Context, o *generateRun, io *IO) generate.Output {
	out := generate.Output{Path: o.Output, Stdout: io.Out, Notice: func(msg string) {
		fmt.Fprintf(io.Err, "mcpgen: %s\n", msg)
	}}
	// The notes on the inputs come before the run, not after its summary.
	files := map[string]string{}
	for _, f := range o.Tools {
		files[fileStem(f)] = f
	}
	out.Notes = func(notes []dataset.Note) { writeNotes(termsafe.Writer(io.Err), notes, files) }
	for _, f := range o.Tools {
		if f == "-" {
			continue // standard input: no file to overwrite
		}
		out.Inputs = append(out.Inputs, generate.InputFile{Path: f, Role: "tools file"})
	}
	if loc, err := registryLocations(c); err == nil {
		for _, f := range loc.Files() {
			out.Inputs = append(out.Inputs, generate.InputFile{Path: f, Role: "registry"})
		}
		if loc.Trust != "" {
			out.Inputs = append(out.Inputs, generate.InputFile{Path: loc.Trust, Role: "trust store"})
		}
	}
	for _, f := range serveTokenFiles() {
		out.Inputs = append(out.Inputs, generate.InputFile{Path: f, Role: "serve token file"})
	}
	if o.Hints != "" {
		out.Inputs = append(out.Inputs, generate.InputFile{Path: o.Hints, Role: "hints file"})
	}
	if o.ChatTemplate != "" {
		out.Inputs = append(out.Inputs, generate.InputFile{Path: o.ChatTemplate, Role: "chat template"})
	}
	return out
}
