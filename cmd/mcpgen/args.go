package main

import (
	"strings"

	"github.com/urfave/cli/v2"
)

// reorderArgs lets flags stand before or after positional arguments.
// urfave/cli v2 stops parsing flags at the first positional argument, so
// this rewrites "mcpgen CMD SUB pos --flag v pos2 -- rest" into
// "mcpgen --global... CMD SUB --flag v -- pos pos2 rest": flags of the leaf
// command first, then "--", then the positional arguments in their order,
// including everything that followed the user's own "--" (which is never
// reinterpreted). Global flags found after the command move before it.
func reorderArgs(app *cli.App, args []string) []string {
	if len(args) < 2 {
		return args
	}
	prog := args[0]
	rest := args[1:]

	var global, path, flags, pos []string
	takesValue := flagTable(app.Flags)
	var leafTakes map[string]bool
	cmds := app.Commands

	// Leading global flags and the command path.
	i := 0
	for i < len(rest) {
		a := rest[i]
		if a == "--" {
			break
		}
		if isFlag(a) && len(path) == 0 {
			n := consumeFlag(rest, i, takesValue)
			global = append(global, rest[i:i+n]...)
			i += n
			continue
		}
		if cmd := findCommand(cmds, a); cmd != nil && !isFlag(a) {
			path = append(path, a)
			leafTakes = flagTable(cmd.Flags)
			cmds = cmd.Subcommands
			i++
			continue
		}
		break
	}
	if len(path) == 0 {
		return args
	}
	for i < len(rest) {
		a := rest[i]
		if a == "--" {
			pos = append(pos, rest[i+1:]...)
			break
		}
		if isFlag(a) {
			name := flagName(a)
			if _, ok := leafTakes[name]; ok || name == "h" || name == "help" {
				n := consumeFlag(rest, i, leafTakes)
				flags = append(flags, rest[i:i+n]...)
				i += n
				continue
			}
			if _, ok := takesValue[name]; ok {
				n := consumeFlag(rest, i, takesValue)
				global = append(global, rest[i:i+n]...)
				i += n
				continue
			}
			// Unknown flag: leave it among the flags so urfave/cli reports it.
			flags = append(flags, a)
			i++
			continue
		}
		pos = append(pos, a)
		i++
	}
	out := []string{prog}
	out = append(out, global...)
	out = append(out, path...)
	out = append(out, flags...)
	if len(pos) > 0 {
		out = append(out, "--")
		out = append(out, pos...)
	}
	return out
}

func isFlag(a string) bool {
	return len(a) > 1 && a[0] == '-' && a != "-"
}

func flagName(a string) string {
	name := strings.TrimLeft(a, "-")
	if k := strings.IndexByte(name, '='); k >= 0 {
		name = name[:k]
	}
	return name
}

// consumeFlag returns how many tokens the flag at args[i] uses: 1, or 2 when
// it takes a value given as the next token.
func consumeFlag(args []string, i int, table map[string]bool) int {
	a := args[i]
	if strings.Contains(a, "=") {
		return 1
	}
	if table[flagName(a)] && i+1 < len(args) {
		return 2
	}
	return 1
}

// flagTable maps every name and alias of flags to whether it takes a value.
func flagTable(fs []cli.Flag) map[string]bool {
	t := map[string]bool{}
	for _, f := range fs {
		takes := true
		if df, ok := f.(cli.DocGenerationFlag); ok {
			takes = df.TakesValue()
		}
		for _, n := range f.Names() {
			t[n] = takes
		}
	}
	return t
}

func findCommand(cmds []*cli.Command, name string) *cli.Command {
	for _, c := range cmds {
		if c.HasName(name) {
			return c
		}
	}
	return nil
}
