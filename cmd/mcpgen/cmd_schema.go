package main

import (
	"errors"

	"github.com/urfave/cli/v2"
)

// PLACEHOLDER: replaced by the owner of this command.
func schemaCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "schema",
		Usage: "(not built yet)",
		Action: func(c *cli.Context) error {
			return errors.New("schema: not built yet")
		},
	}
}
