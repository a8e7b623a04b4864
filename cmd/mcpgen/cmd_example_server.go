package main

import (
	"errors"

	"github.com/urfave/cli/v2"
)

// PLACEHOLDER: replaced by the owner of this command.
func exampleServerCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "example-server",
		Usage: "(not built yet)",
		Action: func(c *cli.Context) error {
			return errors.New("example-server: not built yet")
		},
	}
}
