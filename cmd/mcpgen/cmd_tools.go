package main

import (
	"errors"

	"github.com/urfave/cli/v2"
)

// PLACEHOLDER: replaced by the owner of this command.
func toolsCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "tools",
		Usage: "(not built yet)",
		Action: func(c *cli.Context) error {
			return errors.New("tools: not built yet")
		},
	}
}
