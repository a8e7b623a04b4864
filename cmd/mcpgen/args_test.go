package main

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urfave/cli/v2"
)

func testApp(got *[]string, gotFlag *string) *cli.App {
	return &cli.App{
		Name:  "mcpgen",
		Flags: globalFlags(),
		Commands: []*cli.Command{{
			Name: "server",
			Subcommands: []*cli.Command{{
				Name:  "add",
				Flags: []cli.Flag{&cli.StringSliceFlag{Name: "env"}, &cli.BoolFlag{Name: "project"}},
				Action: func(c *cli.Context) error {
					*got = c.Args().Slice()
					*gotFlag = c.String(flagConfig) + "|" + c.StringSlice("env")[0]
					return nil
				},
			}},
		}},
	}
}

func TestReorderArgs(t *testing.T) {
	var got []string
	var flag string
	app := testApp(&got, &flag)
	args := []string{"mcpgen", "server", "add", "fs", "--env", "A=1", "--config", "c.json", "--project", "--", "node", "-x", "--env", "B"}
	if err := app.RunContext(context.Background(), reorderArgs(app, args)); err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([]string{"fs", "node", "-x", "--env", "B"}, got); d != "" {
		t.Errorf("args (-want +got):\n%s", d)
	}
	if flag != "c.json|A=1" {
		t.Errorf("flags = %q", flag)
	}
}

func TestUnknownCommandIsUsage(t *testing.T) {
	tio, _, _, errb := TestIO()
	if code := run(context.Background(), []string{"mcpgen", "nope"}, tio); code != exitUsage {
		t.Fatalf("exit %d, stderr %s", code, errb)
	}
}
