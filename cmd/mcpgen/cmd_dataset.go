package main

import (
	"errors"

	"github.com/urfave/cli/v2"
)

// PLACEHOLDER: replaced by the owner of this command.
func datasetCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "dataset",
		Usage: "(not built yet)",
		Action: func(c *cli.Context) error {
			return errors.New("dataset: not built yet")
		},
	}
}
