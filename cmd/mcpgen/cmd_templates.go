package main

import (
	"errors"

	"github.com/urfave/cli/v2"
)

// PLACEHOLDER: replaced by the owner of this command.
func templatesCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "templates",
		Usage: "(not built yet)",
		Action: func(c *cli.Context) error {
			return errors.New("templates: not built yet")
		},
	}
}
