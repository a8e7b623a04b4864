package main

import (
	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/urfave/cli/v2"
)

// exampleServerCommand runs internal/exampleserver on stdio: `mcpgen
// example-server [fault flags]`. Every fault flag also reads an
// MCPGEN_EXAMPLE_* environment variable, so a registry entry's env can turn
// faults on.
func exampleServerCommand(e *env) *cli.Command {
	ev := func(s string) []string { return []string{"MCPGEN_EXAMPLE_" + s} }
	return &cli.Command{
		Name:  "example-server",
		Usage: "run the built-in example MCP server on stdio (for tests and demos)",
		Description: `A small, real MCP server (an office assistant: forecast, rooms, calendar, notes,
e-mail) with deterministic outputs. Register it with:

   mcpgen server add ex -- mcpgen example-server

Fault flags make it misbehave on purpose, to test clients.`,
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "crash-after", Usage: "exit with status 3 when tools/call number `K`+1 arrives", DefaultText: "0: never", EnvVars: ev("CRASH_AFTER")},
			&cli.StringFlag{Name: "hang-tool", Usage: "never answer calls of `TOOL`", EnvVars: ev("HANG_TOOL")},
			&cli.IntFlag{Name: "hang-call", Usage: "never answer tools/call number `K` of the process", DefaultText: "0: none", EnvVars: ev("HANG_CALL")},
			&cli.StringFlag{Name: "banner", Usage: "print `TEXT` as a line on stdout before the handshake", EnvVars: ev("BANNER")},
			&cli.IntFlag{Name: "invalid-json-after", Usage: "write a line of invalid JSON to stdout after `K` tools/call answers", DefaultText: "0: never", EnvVars: ev("INVALID_JSON_AFTER")},
			&cli.IntFlag{Name: "corrupt-after", Usage: "cut the answer to tools/call number `K`+1 in half", DefaultText: "0: never", EnvVars: ev("CORRUPT_AFTER")},
			&cli.StringFlag{Name: "huge-result-tool", Usage: "make `TOOL` return a huge text result", EnvVars: ev("HUGE_RESULT_TOOL")},
			&cli.IntFlag{Name: "huge-result-bytes", Usage: "size of the huge result in `BYTES`", Value: 20_000_000, EnvVars: ev("HUGE_RESULT_BYTES")},
			&cli.StringFlag{Name: "text-differs-tool", Usage: "make `TOOL` answer a status text that says nothing of its structuredContent", EnvVars: ev("TEXT_DIFFERS_TOOL")},
			&cli.IntFlag{Name: "stderr-flood", Usage: "write `BYTES` of log lines to stderr at start and on every call", DefaultText: "0: none", EnvVars: ev("STDERR_FLOOD")},
			&cli.DurationFlag{Name: "slow-start", Usage: "wait `DURATION` before reading the first message", DefaultText: "0s: no wait", EnvVars: ev("SLOW_START")},
			&cli.BoolFlag{Name: "exit-during-init", Usage: "exit with status 1 when initialize arrives", EnvVars: ev("EXIT_DURING_INIT")},
			&cli.IntFlag{Name: "page-size", Usage: "list tools in pages of `N`", DefaultText: "0: one page", EnvVars: ev("PAGE_SIZE")},
			&cli.BoolFlag{Name: "repeat-cursor", Usage: "answer the same nextCursor on every tools/list page (with --page-size)", EnvVars: ev("REPEAT_CURSOR")},
			&cli.BoolFlag{Name: "ignore-cursor", Usage: "answer the first tools/list page whatever the cursor (with --page-size)", EnvVars: ev("IGNORE_CURSOR")},
			&cli.StringFlag{Name: "duplicate-tool", Usage: "list `TOOL` a second time, with another definition, on the last tools/list page", EnvVars: ev("DUPLICATE_TOOL")},
			&cli.StringSliceFlag{Name: "protocol-version", Usage: "accept only this MCP `VERSION` (repeatable), e.g. 2024-11-05", EnvVars: ev("PROTOCOL_VERSION")},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usageErrorf("example-server takes no arguments, got %q", c.Args().First())
			}
			return exampleserver.Run(c.Context, exampleserver.Config{
				Faults: exampleserver.Faults{
					CrashAfter:       c.Int("crash-after"),
					HangTool:         c.String("hang-tool"),
					HangCall:         c.Int("hang-call"),
					Banner:           c.String("banner"),
					InvalidJSONAfter: c.Int("invalid-json-after"),
					CorruptAfter:     c.Int("corrupt-after"),
					HugeResultTool:   c.String("huge-result-tool"),
					HugeResultBytes:  c.Int("huge-result-bytes"),
					TextDiffersTool:  c.String("text-differs-tool"),
					StderrFloodBytes: c.Int("stderr-flood"),
					SlowStart:        c.Duration("slow-start"),
					ExitDuringInit:   c.Bool("exit-during-init"),
					PageSize:         c.Int("page-size"),
					RepeatCursor:     c.Bool("repeat-cursor"),
					IgnoreCursor:     c.Bool("ignore-cursor"),
					DuplicateTool:    c.String("duplicate-tool"),
					ProtocolVersions: c.StringSlice("protocol-version"),
				},
				In:  e.io.In,
				Out: e.io.Out,
				Err: e.io.Err,
			})
		},
	}
}
