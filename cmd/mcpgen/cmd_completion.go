package main

import (
	"fmt"

	"github.com/urfave/cli/v2"
)

// completionCommand builds `mcpgen completion bash|zsh|fish`: a script that
// completes commands, flags and registry server names by asking mcpgen
// itself (urfave/cli's --generate-bash-completion).
func completionCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "completion",
		Usage:     "print a shell completion script (bash, zsh or fish)",
		ArgsUsage: "SHELL",
		Description: `Prints a script that completes mcpgen's commands, flags and server names.

   bash: source <(mcpgen completion bash)      (or save it in /etc/bash_completion.d/mcpgen)
   zsh:  source <(mcpgen completion zsh)       (after compinit)
   fish: mcpgen completion fish > ~/.config/fish/completions/mcpgen.fish`,
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usageErrorf("completion takes one SHELL argument (bash, zsh or fish), got %d", c.NArg())
			}
			switch sh := c.Args().First(); sh {
			case "bash":
				_, err := fmt.Fprint(e.io.Out, bashCompletion)
				return err
			case "zsh":
				_, err := fmt.Fprint(e.io.Out, zshCompletion)
				return err
			case "fish":
				s, err := c.App.ToFishCompletion()
				if err != nil {
					return err
				}
				_, err = fmt.Fprint(e.io.Out, s)
				return err
			default:
				return usageErrorf("completion: unknown shell %q (want bash, zsh or fish)", sh)
			}
		},
	}
}

// bashCompletion asks mcpgen for the candidates of the words typed so far
// (run as an argument list, not through eval).
const bashCompletion = `# mcpgen completion for bash: source <(mcpgen completion bash)
_mcpgen_complete() {
  local cur="${COMP_WORDS[COMP_CWORD]}"
  local words=("${COMP_WORDS[@]:0:COMP_CWORD}")
  local opts
  if [[ "$cur" == -* ]]; then
    opts=$("${words[@]}" "$cur" --generate-bash-completion 2>/dev/null)
  else
    opts=$("${words[@]}" --generate-bash-completion 2>/dev/null)
  fi
  COMPREPLY=($(compgen -W "$opts" -- "$cur"))
}
complete -o bashdefault -o default -F _mcpgen_complete mcpgen
`

// zshCompletion is the zsh form of bashCompletion.
const zshCompletion = `#compdef mcpgen
# mcpgen completion for zsh: source <(mcpgen completion zsh)
_mcpgen() {
  local -a opts
  local cur=${words[-1]}
  if [[ "$cur" == -* ]]; then
    opts=("${(@f)$(${words[@]:0:#words[@]-1} ${cur} --generate-bash-completion 2>/dev/null)}")
  else
    opts=("${(@f)$(${words[@]:0:#words[@]-1} --generate-bash-completion 2>/dev/null)}")
  fi
  if [[ "${opts[1]}" != "" ]]; then
    _describe 'values' opts
  else
    _files
  fi
}
compdef _mcpgen mcpgen
`
