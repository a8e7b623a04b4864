package main

import (
	"context"
	"fmt"
	"github.com/mcpgen/mcpgen/internal/suggest"
	"strings"
	"text/tabwriter"

	"github.com/mcpgen/mcpgen/internal/termsafe"

	"github.com/urfave/cli/v2"

	"github.com/mcpgen/mcpgen/pkg/generate"
	"github.com/mcpgen/mcpgen/pkg/hints"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// runTemplatesRoles prints the role of every parameter of the tools named
// by --server/--tools (only TOOL... when given), with hints applied.
func runTemplatesRoles(ctx context.Context, c *cli.Context, o *templatesOptions, io *IO) error {
	if c.Bool("kinds") {
		tw := tabwriter.NewWriter(io.Out, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "ROLE\tNOUN\tMENTIONED AS")
		for _, k := range role.Kinds() {
			fmt.Fprintf(tw, "%s\t%s\t%s\n", k, k.Noun(), strings.Join(k.Phrases(), " | "))
		}
		return tw.Flush()
	}
	if len(o.Servers) == 0 && len(o.ToolFiles) == 0 {
		if c.NArg() > 0 {
			// "templates roles ex": the arguments pick tools, the server
			// is a flag.
			return usageErrorf("templates roles wants --server NAME or --tools FILE (or --kinds); its arguments name tools: try --server %s", c.Args().First())
		}
		return usageErrorf("templates roles wants --server NAME or --tools FILE (or --kinds)")
	}
	var hs *hints.Set
	if p := c.String("hints"); p != "" {
		var err error
		if hs, err = hints.Load(cleanPath(p), 1); err != nil {
			return err
		}
	}
	sources, err := templateTools(ctx, c, o, io)
	if err != nil {
		return err
	}
	only := map[string]bool{}
	for _, a := range c.Args().Slice() {
		only[a] = true
	}
	if err := unknownTools(c.Args().Slice(), sources); err != nil {
		return err
	}
	tw := tabwriter.NewWriter(io.Out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "SERVER\tTOOL\tPARAMETER\tROLE\tDETAIL\tWHY")
	found := false
	for _, s := range sources {
		if s.Err != nil {
			fmt.Fprintf(io.Err, "mcpgen: server %s: %v\n", s.Server, s.Err)
			continue
		}
		srv := generate.ServerOf(s.Server, s.ServerInfo, s.Tools)
		if a := srv.Area(); a != "" {
			// what the server is about, which its searches, titles and
			// free text follow
			fmt.Fprintf(io.Err, "mcpgen: server %s: area %s (searches, titles and free text follow it)\n", termsafe.String(s.Server), a)
		}
		for _, t := range s.Tools {
			if len(only) > 0 && !only[t.Name] {
				continue
			}
			found = true
			set := hs.Roles(t.Name)
			for _, p := range role.ClassifyTool(role.ToolContext{Name: t.Name, Title: t.Title, Description: t.Description, Server: srv}, t.InputSchema) {
				r := p.Role
				if k, ok := set[p.Name]; ok {
					r.Kind, r.Why = k, "set by the hints file"
				}
				detail := strings.TrimSpace(strings.TrimPrefix(r.String(), kindName(r.Kind)))
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", termsafe.String(s.Server), termsafe.String(t.Name), termsafe.String(p.Path), kindName(r.Kind), termsafe.String(dash(detail)), termsafe.String(r.Why))
			}
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(only) > 0 && !found {
		return fmt.Errorf("no tool named %s", strings.Join(c.Args().Slice(), ", "))
	}
	return nil
}

// unknownTools is the usage error (exit 2, as `templates show` gives) of
// a tool named on the command line that none of sources has, naming the
// nearest one; nil when every name is a tool. Said before any table is
// printed (was: an empty table and exit 1).
func unknownTools(names []string, sources []generate.Source) error {
	var all []string
	have := map[string]bool{}
	for _, s := range sources {
		for _, t := range s.Tools {
			all = append(all, t.Name)
			have[t.Name] = true
		}
	}
	for _, n := range names {
		if !have[n] {
			return usageErrorf("no tool %q among %s%s", n, count(len(all), "tool"), suggest.Hint(n, all))
		}
	}
	return nil
}

func kindName(k role.Kind) string {
	if k == role.Unknown {
		return "unknown"
	}
	return string(k)
}
