// Command generate makes a small dataset with real tool outputs through
// mcpgen's public API: it lists the tools of one MCP server (stdio), runs
// each synthesized call on it and writes hf records with a manifest.
//
//	go run ./examples/generate out.jsonl mcpgen example-server
package main

import (
	"context"
	"log"
	"os"

	"github.com/mcpgen/mcpgen/pkg/execute"
	"github.com/mcpgen/mcpgen/pkg/generate"
	"github.com/mcpgen/mcpgen/pkg/mcp"
)

func main() {
	ctx := context.Background()
	spec := mcp.ServerSpec{Name: "example", Command: os.Args[2], Args: os.Args[3:]}
	listed := mcp.Probe(ctx, spec, nil)
	if listed.Err != nil {
		log.Fatal(listed.Err)
	}
	opts := generate.DefaultOptions()
	opts.N, opts.Format, opts.Execute = 3, "hf", true
	env := generate.Env{Starter: execute.Starter{Servers: map[string]mcp.ServerSpec{"example": spec}}}
	sources := []generate.Source{{Server: "example", ServerInfo: listed.Info.Name, Tools: listed.Tools}}
	res, err := generate.Run(ctx, sources, opts, env, generate.Output{Path: os.Args[1]})
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("%d records in %s (partial: %v)", res.Records, os.Args[1], res.Partial())
}
