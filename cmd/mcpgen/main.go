// Command mcpgen manages MCP servers and turns their tools into fine-tuning
// datasets for tool calling. See README.md for usage.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args, StdIO())
	stop() // os.Exit skips defers
	os.Exit(code)
}
