package main

import (
	"strings"
	"testing"

	"github.com/urfave/cli/v2"
)

// walkCommands calls fn for every command of the tree with its path
// ("mcpgen server add").
func walkCommands(cmds []*cli.Command, path string, fn func(path string, c *cli.Command)) {
	for _, c := range cmds {
		p := path + " " + c.Name
		fn(p, c)
		walkCommands(c.Subcommands, p, fn)
	}
}

// TestShortFlagsOneMeaning: a one-letter flag means the same long flag in
// every command (-f was --force in one command and --format in another,
// -n a count and --dry-run).
func TestShortFlagsOneMeaning(t *testing.T) {
	tio, _, _, _ := TestIO()
	app := newApp(tio)
	meaning := map[string]string{} // short name → long name
	where := map[string]string{}
	check := func(path string, flags []cli.Flag) {
		for _, f := range flags {
			names := f.Names()
			long := names[0]
			for _, n := range names {
				if len(n) > len(long) {
					long = n
				}
			}
			for _, n := range names {
				if len(n) != 1 {
					continue
				}
				if prev, ok := meaning[n]; ok && prev != long {
					t.Errorf("-%s is --%s in %s but --%s in %s", n, prev, where[n], long, path)
					continue
				}
				meaning[n], where[n] = long, path
			}
		}
	}
	check("mcpgen", app.Flags)
	walkCommands(app.Commands, "mcpgen", func(path string, c *cli.Command) { check(path, c.Flags) })
	if len(meaning) < 4 {
		t.Fatalf("found only %d short flags: %v", len(meaning), meaning)
	}
	t.Logf("short flags: %v", meaning)
}

// TestDurationFlagsSayHow: a bad duration names the flag and shows an
// example, in every command.
func TestDurationFlagsSayHow(t *testing.T) {
	tio, _, _, _ := TestIO()
	app := newApp(tio)
	var cases [][]string
	walkCommands(app.Commands, "", func(path string, c *cli.Command) {
		for _, f := range c.Flags {
			if _, ok := f.(*cli.DurationFlag); ok {
				cases = append(cases, append(strings.Fields(path), "--"+f.Names()[0], "10"))
			}
		}
	})
	for _, f := range app.Flags {
		if _, ok := f.(*cli.DurationFlag); ok {
			cases = append(cases, []string{"--" + f.Names()[0], "10", "tools", "x"})
		}
	}
	if len(cases) < 3 {
		t.Fatalf("found %d duration flags", len(cases))
	}
	for _, args := range cases {
		tio, _, _, errb := TestIO()
		code := run(t.Context(), append([]string{"mcpgen"}, args...), tio)
		if code != exitUsage || !strings.Contains(errb.String(), "want a duration such as 30s") {
			t.Errorf("%v: exit %d, stderr %q", args, code, errb.String())
		}
	}
}
