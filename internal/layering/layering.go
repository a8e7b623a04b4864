// Package layering writes down mcpgen's allowed package graph; its test
// fails when a package imports one it should not (as restic checks with
// depguard).
//
// Every package of the module has a layer, and a package imports only
// packages of lower layers:
//
//	0  pkg/tool, internal/jsonx, internal/textscan, internal/redact,
//	   internal/atomicfile, internal/termsafe, internal/bytesize,
//	   internal/suggest, internal/memo,
//	   templates                            leaves: no mcpgen imports
//	1  pkg/schema, pkg/role                   compile, validate, lint, normalize;
//	                                          parameter roles (memo of words)
//	2  pkg/synth, pkg/mcp,                    synthesis; the MCP client;
//	   internal/exampleserver                 the bundled test server
//	3  pkg/hints, pkg/prompt, pkg/dataset,    value pools; prompt templates;
//	   pkg/pool, pkg/registry,                records and formats; warm
//	   internal/testenv                       sessions; server config; test helpers
//	4  pkg/generate, internal/chattemplate    the pipeline; chat-template glue
//	5  pkg/execute                            real calls (implements generate.Starter)
//	6  internal/serve                         the HTTP app
//	7  cmd/mcpgen, examples/..., bench/...    programs
//
// Three rules more: a package under pkg/ (what other Go programs import)
// never imports internal/serve, internal/chattemplate, internal/exampleserver
// or internal/testenv outside its tests; examples/ import only pkg/ (they
// show the public API); and a test may also import internal/testenv and
// internal/exampleserver (real servers for tests), and external tests
// (package x_test) are programs that may import any package. A new package must be
// given a layer in Layers.
package layering

// Module is the module path.
const Module = "github.com/mcpgen/mcpgen"

// Layers maps each package (relative to Module) to its layer. A path ending
// in "/..." covers every package under it.
var Layers = map[string]int{
	"pkg/tool": 0, "internal/jsonx": 0, "internal/textscan": 0, "internal/redact": 0, "internal/atomicfile": 0,
	"internal/termsafe": 0, "internal/suggest": 0, "templates": 0, "internal/layering": 0, "internal/bytesize": 0, "internal/memo": 0,
	"pkg/schema": 1, "pkg/role": 1,
	"pkg/synth": 2, "pkg/mcp": 2, "internal/exampleserver": 2,
	"pkg/hints": 3, "pkg/prompt": 3, "pkg/dataset": 3, "pkg/pool": 3, "pkg/registry": 3, "internal/testenv": 3,
	"pkg/generate": 4, "internal/chattemplate": 4,
	"pkg/execute":    5,
	"internal/serve": 6,
	"cmd/mcpgen":     7, "examples/...": 7, "bench/...": 7,
}

// TestOnly are packages any test may import whatever its layer.
var TestOnly = []string{"internal/testenv", "internal/exampleserver"}

// NotFromPkg are packages no package under pkg/ imports outside its tests.
var NotFromPkg = []string{"internal/serve", "internal/chattemplate", "internal/exampleserver", "internal/testenv"}
