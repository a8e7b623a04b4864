// Command mcpgen manages MCP servers and turns their tools into fine-tuning
// datasets for tool calling. See README.md for usage.
package main

import (
	"context"
	"os"
)

// main runs the command; run watches SIGINT and SIGTERM (signalContext).
func main() {
	os.Exit(run(context.Background(), os.Args, StdIO()))
}
