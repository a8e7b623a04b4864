package main

import (
	"errors"

	"github.com/urfave/cli/v2"
)

// PLACEHOLDER: replaced by the owner of this command.
func synthCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "synth",
		Usage: "(not built yet)",
		Action: func(c *cli.Context) error {
			return errors.New("synth: not built yet")
		},
	}
}
