package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/internal/termsafe"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/tool"
	"github.com/urfave/cli/v2"
)

// schemaCommand builds `mcpgen schema` and its subcommands.
func schemaCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "schema",
		UsageText: "mcpgen schema command [command options]",
		Usage:     "rewrite tool schemas for a consumer, list lint rules",
		Subcommands: []*cli.Command{
			schemaNormalizeCommand(e),
			schemaRulesCommand(e),
		},
	}
}

// schemaNormalizeOptions are the parsed flags of `schema normalize`.
type schemaNormalizeOptions struct {
	File        string
	InputFormat string
	Profile     schema.Profile
}

func schemaNormalizeCommand(e *env) *cli.Command {
	profiles := make([]string, len(schema.Profiles))
	for i, p := range schema.Profiles {
		profiles[i] = string(p)
	}
	return &cli.Command{
		Name:      "normalize",
		Usage:     "rewrite tool schemas so a consumer accepts them",
		ArgsUsage: "FILE",
		Description: `Reads tools from FILE ("-" for stdin; the shapes ` + "`mcpgen validate`" + ` reads, kind
detected or forced with --input-format) and rewrites them for --profile:
inlines local $refs (recursion expanded twice, then truncated), maps
non-standard type names (dict, float, any, ...) and draft-03's boolean
"required" on a property (into the object's required list), turns type arrays and null
unions into what the profile takes (Gemini: one type plus "nullable": true),
drops or rewrites keywords the profile does not support, and sanitizes tool
names to [A-Za-z0-9_-]{1,64}.

Output on stdout: for a bare JSON Schema, the normalized schema; otherwise
{"tools":[...]} with each tool's name, description and inputSchema, plus
"nameMap" (safe name -> original name) when a name changed. Every change is
reported on stderr as "TOOL POINTER KIND: what changed".`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "profile", Value: string(schema.ProfileAll), Usage: "consumer `PROFILE` to normalize for: " + strings.Join(profiles, ", ")},
			&cli.StringFlag{Name: "input-format", Usage: "`KIND` of FILE: mcp, schema or openai", DefaultText: "detected"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usageErrorf("schema normalize takes one FILE argument, got %d", c.NArg())
			}
			p, err := schema.ParseProfile(c.String("profile"))
			if err != nil {
				return &UsageError{Err: flagValueError("profile", c.String("profile"), err)}
			}
			in := c.String("input-format")
			if in != "" && !slices.Contains(tool.Kinds, in) {
				return usageErrorf("unknown --input-format %q (want %s)", in, strings.Join(tool.Kinds, ", "))
			}
			return runSchemaNormalize(c.Context, schemaNormalizeOptions{File: c.Args().First(), InputFormat: in, Profile: p}, e.io)
		},
	}
}

// normalizedTool is one tool in the output of `schema normalize`.
type normalizedTool struct {
	Name        string          `json:"name"`
	Description string          `json:"description,omitempty"`
	InputSchema json.RawMessage `json:"inputSchema"`
}

func runSchemaNormalize(ctx context.Context, opts schemaNormalizeOptions, io *IO) error {
	var (
		tools   []tool.Tool
		skipped []tool.Skipped // malformed elements, reported and left out
		err     error
		bare    bool
	)
	if opts.File == "-" {
		data, err := untilDone(ctx, func() ([]byte, error) { return readAllLimited(io.In) })
		if err != nil {
			return fmt.Errorf("read stdin: %w", err)
		}
		tools, skipped, err = tool.ParseNamedSkipping("stdin", data, opts.InputFormat)
		if err != nil {
			return fmt.Errorf("stdin: %w", err)
		}
		bare = opts.InputFormat == tool.KindSchema || (opts.InputFormat == "" && tool.IsBareSchema(data))
	} else {
		tools, err = untilDone(ctx, func() ([]tool.Tool, error) {
			ts, sk, err := tool.LoadFileSkipping(opts.File, opts.InputFormat)
			skipped = sk
			return ts, err
		})
		if err != nil {
			return err
		}
		if opts.InputFormat == "" {
			data, err := os.ReadFile(opts.File)
			if err != nil {
				return fmt.Errorf("read %s: %w", opts.File, err)
			}
			bare = tool.IsBareSchema(data)
		}
		bare = bare || opts.InputFormat == tool.KindSchema
	}
	// A malformed tool, or one the profile cannot say, is reported with
	// the file and its place and left out; the others are normalized and
	// written, and the command fails at the end.
	var failed []string
	for _, sk := range skipped {
		fmt.Fprintf(io.Err, "mcpgen: %s: %s: left out: %s\n", termsafe.Text(opts.File), termsafe.Text(sk.Where), termsafe.Text(skipDetail(sk)))
		failed = append(failed, sk.Where)
	}
	names := &schema.NameMap{}
	out := make([]normalizedTool, 0, len(tools))
	// lost are "TOOL POINTER" of the required parameters the profile made
	// the normalizer remove: the output is written, the command fails.
	var lost []string
	for _, t := range tools {
		if err := ctx.Err(); err != nil {
			return err
		}
		orig := t.Name
		nt, changes, err := schema.NormalizeTool(t, opts.Profile, names)
		if err != nil {
			fmt.Fprintf(io.Err, "mcpgen: %s: left out: %s\n", termsafe.Text(opts.File), termsafe.Text(err.Error()))
			failed = append(failed, "tool "+t.Name)
			continue
		}
		for _, ch := range changes {
			p := ch.Pointer
			if ch.Kind != "name-sanitized" {
				p = "/inputSchema" + p
			}
			if p == "" {
				p = "/"
			}
			// names and pointers come from the tools file: escaped for the terminal
			fmt.Fprintf(io.Err, "%s %s %s: %s\n", termsafe.String(orig), termsafe.String(p), ch.Kind, termsafe.Text(ch.Message))
			if ch.RemovedRequired {
				lost = append(lost, orig+" "+p)
			}
		}
		out = append(out, normalizedTool{Name: nt.Name, Description: nt.Description, InputSchema: nt.InputSchema})
	}
	notAll := func() error {
		var msgs []string
		if len(failed) > 0 {
			msgs = append(msgs, fmt.Sprintf("%d of %d tool(s) left out (%s)", len(failed), len(failed)+len(out), strings.Join(failed, ", ")))
		}
		if len(lost) > 0 {
			msgs = append(msgs, fmt.Sprintf("removed %d required parameter(s), so calls made from the output may leave out what the server requires: %s", len(lost), strings.Join(lost, ", ")))
		}
		if len(msgs) == 0 {
			return nil
		}
		return fmt.Errorf("%s: %s: see above", opts.File, strings.Join(msgs, "; "))
	}
	if bare {
		if len(out) == 0 {
			return notAll()
		}
		if _, err := fmt.Fprintf(io.Out, "%s\n", indentJSON(out[0].InputSchema)); err != nil {
			return err
		}
		return notAll()
	}
	doc := struct {
		Tools   []normalizedTool  `json:"tools"`
		NameMap map[string]string `json:"nameMap,omitempty"`
	}{Tools: out}
	for safe, orig := range names.ToOriginal {
		if safe != orig {
			if doc.NameMap == nil {
				doc.NameMap = map[string]string{}
			}
			doc.NameMap[safe] = orig
		}
	}
	enc := json.NewEncoder(io.Out)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(doc); err != nil {
		return err
	}
	return notAll()
}

func indentJSON(raw json.RawMessage) string {
	var b bytes.Buffer
	if err := json.Indent(&b, raw, "", "  "); err != nil {
		return string(raw)
	}
	return b.String()
}

func schemaRulesCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "rules",
		Usage: "list the lint rules of `mcpgen validate`",
		Flags: []cli.Flag{&cli.BoolFlag{Name: "json", Usage: "print the rules as JSON"}},
		Action: func(c *cli.Context) error {
			if c.Bool("json") {
				enc := json.NewEncoder(e.io.Out)
				enc.SetIndent("", "  ")
				return enc.Encode(schema.Rules)
			}
			for _, r := range schema.Rules {
				kind := "breaks: " + joinConsumers(r.Breaks)
				if r.Advisory {
					kind = "advice"
				}
				fmt.Fprintf(e.io.Out, "%-30s %s (%s)\n", r.ID, r.Summary, kind)
			}
			return nil
		},
	}
}
