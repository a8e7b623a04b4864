package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/internal/jsonx"
	"github.com/mcpgen/mcpgen/internal/suggest"

	"github.com/mcpgen/mcpgen/internal/termsafe"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/tool"
	"github.com/urfave/cli/v2"
)

// execOptions are the parsed flags of `mcpgen exec`.
type execOptions struct {
	Server, Tool string
	Args         string   // --args: JSON, @FILE or -
	Arg          []string // --arg KEY=VALUE, in order
	JSON         bool
	Yes          bool
}

// execMultiFlag is a repeatable flag that never splits values on commas.
// It must have no alias: urfave/cli copies a set value to the other names
// through String() and Set(), which would append the joined list again.
type execMultiFlag []string

func (l *execMultiFlag) Set(v string) error { *l = append(*l, v); return nil }
func (l *execMultiFlag) String() string     { return strings.Join(*l, " ") }

// execCommand builds `mcpgen exec SERVER TOOL`.
func execCommand(e *env) *cli.Command {
	var args execMultiFlag
	return &cli.Command{
		Name:         "exec",
		BashComplete: completeServerNames,
		Usage:        "call one tool of a server",
		ArgsUsage:    "SERVER TOOL",
		Description: `Calls TOOL on SERVER with arguments from --args (a JSON object, @FILE, or - for
stdin) and --arg KEY=VALUE (repeatable, applied after --args). --arg values are
typed by the tool's inputSchema: for integer, number, boolean, array, object and
null parameters VALUE is parsed as JSON; for strings it is taken literally.
Dotted keys set nested fields (--arg agenda.doc_url=https://...), unless the schema declares a
property named with the dots (--arg user.name=alice then sets "user.name").

The arguments are validated against the inputSchema before anything is sent;
an invalid argument exits 2 and names its JSON pointer. Tools that may be
destructive (destructiveHint true, or no hints) need --yes when stdin is not a
terminal, and ask for confirmation when it is.

Prints the text content and the structuredContent; --json prints the whole
tools/call result. A result with isError exits 5.`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "args", Usage: "tool arguments as `JSON|@FILE|-`: a JSON object, a file holding one, or - for stdin"},
			&cli.GenericFlag{Name: "arg", Usage: "set argument `KEY=VALUE` (repeatable; dotted keys nest)", Value: &args},
			&cli.BoolFlag{Name: "json", Usage: "print the whole result as JSON"},
			&cli.BoolFlag{Name: "yes", Aliases: []string{"y"}, Usage: "run a destructive tool without asking"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 2 {
				return usageErrorf("exec takes SERVER and TOOL arguments, got %d", c.NArg())
			}
			o := execOptions{
				Server: c.Args().Get(0), Tool: c.Args().Get(1),
				Args: c.String("args"), Arg: args, JSON: c.Bool("json"), Yes: c.Bool("yes"),
			}
			spec, err := resolveServer(c, o.Server)
			if err != nil {
				return err
			}
			return runExec(c.Context, spec, o, e.io)
		},
	}
}

func runExec(ctx context.Context, spec mcp.ServerSpec, o execOptions, io *IO) (err error) {
	defer func() {
		// Once ctx ended (SIGINT, SIGTERM) whatever failed failed because of
		// it: say so once, wrapping context.Canceled for exit code 130,
		// instead of the server's "context canceled" chain.
		var ue *UsageError
		if err != nil && ctx.Err() != nil && !errors.As(err, &ue) {
			err = fmt.Errorf("exec %s on server %q interrupted: %w", o.Tool, spec.Name, ctx.Err())
		}
	}()
	base, err := untilDone(ctx, func() (map[string]any, error) { return readArgsFlag(o.Args, io) })
	if err != nil {
		return err
	}
	seen := map[string]bool{}
	for _, kv := range o.Arg {
		k, _, ok := strings.Cut(kv, "=")
		if !ok || k == "" {
			return usageErrorf("--arg %q: want KEY=VALUE", kv)
		}
		if seen[k] {
			// The last one would win silently; an array is one JSON value.
			return usageErrorf("--arg %s given more than once; set each key once (an array is one value: --arg '%s=[...]')", k, k)
		}
		seen[k] = true
	}

	s, err := connectSession(ctx, spec, io)
	if err != nil {
		return err
	}
	defer closeSession(s, io)
	tools, err := s.ListTools(ctx)
	i := slices.IndexFunc(tools, func(t tool.Tool) bool { return t.Name == o.Tool })
	switch {
	case err != nil && errors.Is(err, mcp.ErrPagination) && i >= 0:
		fmt.Fprintf(io.Err, "mcpgen: warning: %s\n", termsafe.Text(err.Error())) // the tool was on a good page
	case err != nil:
		return err
	}
	if i < 0 {
		names := make([]string, len(tools))
		for i, t := range tools {
			names[i] = t.Name
		}
		for i, n := range names {
			names[i] = termsafe.String(n) // a newline in a name must not break the line
		}
		return usageErrorf("server %q has no tool %q%s; its tools: %s", spec.Name, o.Tool, suggest.Hint(o.Tool, names), strings.Join(names, ", "))
	}
	t := tools[i]

	args, err := buildArgs(t, base, o.Arg)
	if err != nil {
		return err
	}
	if err := validateArgs(t, args, io); err != nil {
		return err
	}
	if t.IsDestructive() && !o.Yes {
		if err := confirmDestructive(t, spec.Name, o.Args == "-", io); err != nil {
			return err
		}
	}
	raw, err := json.Marshal(args)
	if err != nil {
		return fmt.Errorf("encode arguments: %w", err)
	}
	res, err := s.CallTool(ctx, t.Name, json.RawMessage(raw))
	if err != nil {
		return err
	}
	if err := printResult(io, res, o.JSON); err != nil {
		return err
	}
	if res.IsError {
		return fmt.Errorf("tool %q on server %q: %w", t.Name, spec.Name, errToolError)
	}
	return nil
}

// readArgsFlag decodes --args (a JSON object, @FILE or - for stdin) with
// exact numbers; "" gives an empty object.
func readArgsFlag(v string, io *IO) (map[string]any, error) {
	var data []byte
	src := "--args"
	switch {
	case v == "":
		return map[string]any{}, nil
	case v == "-":
		b, err := readAllIO(io.In)
		if err != nil {
			return nil, fmt.Errorf("read --args from stdin: %w", err)
		}
		data, src = b, "--args from stdin"
	case strings.HasPrefix(v, "@"):
		b, err := os.ReadFile(v[1:])
		if err != nil {
			return nil, usageErrorf("--args: %v", err)
		}
		data, src = b, "--args file "+v[1:]
	default:
		data = []byte(v)
	}
	val, err := schema.DecodeJSON(data)
	if err != nil {
		var se *tool.SyntaxError
		if errors.As(tool.CheckJSON(data), &se) {
			// FILE:LINE:COL (for a file; line and column of the value
			// given inline or on stdin), as the other JSON inputs say it.
			where := fmt.Sprintf("%s, line %d, column %d", src, se.Line, se.Col)
			if strings.HasPrefix(v, "@") {
				where = fmt.Sprintf("--args %s:%d:%d", v[1:], se.Line, se.Col)
			}
			return nil, usageErrorf("%s: invalid JSON: %v", where, se.Err)
		}
		return nil, usageErrorf("%s: %v", src, err)
	}
	m, ok := val.(map[string]any)
	if !ok {
		return nil, usageErrorf("%s: want a JSON object, got %s", src, jsonKind(val))
	}
	var de *jsonx.DuplicateError
	if errors.As(jsonx.CheckDuplicates(data, false), &de) {
		// the decoder keeps the last, silently: the call would not be the
		// one the user read (serve refuses such bodies too)
		return nil, usageErrorf("%s: %v: give each argument once", src, de)
	}
	return m, nil
}

func readAllIO(r io.Reader) ([]byte, error) { return io.ReadAll(r) }

func jsonKind(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case map[string]any:
		return "an object"
	case []any:
		return "an array"
	case string:
		return "a string"
	case bool:
		return "a boolean"
	}
	return "a number"
}

// buildArgs applies --arg KEY=VALUE pairs to base, typing each VALUE by the
// inputSchema of t (see execCommand's description). A dotted KEY nests
// ("user.name" sets {"user": {"name": ...}}) unless the schema declares a
// property named with the dots at that level: the longest declared name
// wins, so a property "user.name" is set as it is.
func buildArgs(t tool.Tool, base map[string]any, pairs []string) (map[string]any, error) {
	var root map[string]any
	_ = json.Unmarshal(t.InputSchema, &root)
	r := sigRenderer{root: root}
	for _, kv := range pairs {
		key, val, _ := strings.Cut(kv, "=")
		node, obj, rest := root, base, key
		for {
			var props map[string]any
			if node != nil {
				props, _ = r.deref(node)["properties"].(map[string]any)
			}
			part, more := nextKeySegment(rest, props)
			if part == "" {
				return nil, usageErrorf("--arg %q: empty key segment", kv)
			}
			prop, _ := props[part].(map[string]any)
			if more == "" {
				v, err := typedValue(r, prop, val)
				if err != nil {
					return nil, usageErrorf("--arg %s: %v%s", key, err, argForm(r, prop, key))
				}
				obj[part] = v
				break
			}
			next, ok := obj[part].(map[string]any)
			if !ok {
				if _, exists := obj[part]; exists {
					return nil, usageErrorf("--arg %s: %q is already set to a non-object value", key, part)
				}
				next = map[string]any{}
				obj[part] = next
			}
			obj, node, rest = next, prop, more
		}
	}
	return base, nil
}

// nextKeySegment splits the dotted key rest into the property name it sets
// at this level and the rest below it: the longest dot-bounded prefix that
// props declares, else the text before the first dot.
func nextKeySegment(rest string, props map[string]any) (part, more string) {
	for end := len(rest); end > 0; end = strings.LastIndexByte(rest[:end], '.') {
		if _, ok := props[rest[:end]]; ok {
			return rest[:end], strings.TrimPrefix(rest[end:], ".")
		}
	}
	part, more, found := strings.Cut(rest, ".")
	if found && more == "" {
		return part, "." // "a." has an empty last segment
	}
	return part, more
}

// typedValue converts a --arg VALUE for the property schema prop: strings
// literally, other declared types parsed as JSON; without a declared type,
// JSON when VALUE parses as JSON, else the string.
func typedValue(r sigRenderer, prop map[string]any, val string) (any, error) {
	types := schemaTypes(r, prop)
	if len(types) == 0 {
		if v, err := schema.DecodeJSON([]byte(val)); err == nil {
			return v, nil
		}
		return val, nil
	}
	if slices.Contains(types, "string") {
		return val, nil
	}
	v, err := schema.DecodeJSON([]byte(val))
	if err != nil {
		return nil, fmt.Errorf("%q is not valid JSON for type %s", val, strings.Join(types, "|"))
	}
	return v, nil
}

// argForm says how to give a --arg value the schema prop types as JSON:
// "; tags is an array, given as JSON: --arg tags='[\"a\",\"b\"]'" with an
// example built from the schema (item types, enum values, required
// members), and the --args JSON alternative for an object.
func argForm(r sigRenderer, prop map[string]any, key string) string {
	types := schemaTypes(r, prop)
	if len(types) != 1 {
		return ""
	}
	ex, err := json.Marshal(argExample(r, prop, 0))
	if err != nil {
		return ""
	}
	var what string
	switch types[0] {
	case "array":
		what = "an array"
	case "object":
		what = "an object"
	default:
		return fmt.Sprintf(" (e.g. --arg %s=%s)", key, ex)
	}
	return fmt.Sprintf("; %s is %s, given as JSON: --arg %s='%s' (or in --args JSON)", key, what, key, ex)
}

// argExample is an example value of schema s for argForm: its first enum
// value or example, else by type (arrays of two items, objects with their
// required members, else their first).
func argExample(r sigRenderer, s map[string]any, depth int) any {
	s = r.deref(s)
	if e, ok := s["enum"].([]any); ok && len(e) > 0 {
		return e[0]
	}
	if e, ok := s["examples"].([]any); ok && len(e) > 0 {
		return e[0]
	}
	types := schemaTypes(r, s)
	t := ""
	if len(types) > 0 {
		t = types[0]
	}
	switch t {
	case "array":
		if depth > 2 {
			return []any{}
		}
		items, _ := s["items"].(map[string]any)
		if items == nil {
			return []any{"a", "b"}
		}
		a := argExample(r, items, depth+1)
		if it := r.deref(items); len(schemaTypes(r, it)) == 1 && schemaTypes(r, it)[0] == "string" && it["enum"] == nil && it["examples"] == nil {
			return []any{"a", "b"}
		}
		if e, ok := r.deref(items)["enum"].([]any); ok && len(e) > 1 {
			return []any{e[0], e[1]}
		}
		return []any{a}
	case "object":
		out := map[string]any{}
		if depth > 2 {
			return out
		}
		props, _ := s["properties"].(map[string]any)
		var names []string
		if req, ok := s["required"].([]any); ok {
			for _, n := range req {
				if ns, ok := n.(string); ok && props[ns] != nil {
					names = append(names, ns)
				}
			}
		}
		if len(names) == 0 {
			for n := range props {
				names = append(names, n)
			}
			slices.Sort(names)
			names = names[:min(1, len(names))]
		}
		for _, n := range names {
			ps, _ := props[n].(map[string]any)
			out[n] = argExample(r, ps, depth+1)
		}
		return out
	case "integer", "number":
		return 1
	case "boolean":
		return true
	case "string":
		if f, _ := s["format"].(string); f == "email" {
			return "name@example.com"
		}
		return "..."
	}
	return "..."
}

// schemaTypes lists the JSON types a property schema declares ("type",
// or the types of enum values, or of anyOf/oneOf branches); nil when unknown.
func schemaTypes(r sigRenderer, s map[string]any) []string {
	if s == nil {
		return nil
	}
	s = r.deref(s)
	var out []string
	add := func(t string) {
		if !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	switch v := s["type"].(type) {
	case string:
		add(v)
	case []any:
		for _, x := range v {
			if t, ok := x.(string); ok {
				add(t)
			}
		}
	}
	if len(out) == 0 {
		if enum, ok := s["enum"].([]any); ok {
			for _, e := range enum {
				switch e.(type) {
				case string:
					add("string")
				default:
					add("json")
				}
			}
		}
		for _, k := range []string{"anyOf", "oneOf"} {
			alts, _ := s[k].([]any)
			for _, a := range alts {
				m, _ := a.(map[string]any)
				for _, t := range schemaTypes(r, m) {
					add(t)
				}
			}
		}
	}
	return out
}

// validateArgs checks args against t's inputSchema. Violations are a usage
// error listing each failing JSON pointer; a missing required property is
// reported at its own pointer (/path), not at its parent's.
func validateArgs(t tool.Tool, args map[string]any, io *IO) error {
	if len(bytes.TrimSpace(t.InputSchema)) == 0 {
		return nil
	}
	sch, err := schema.Compile(t.InputSchema, schema.CompileOptions{})
	if err != nil {
		fmt.Fprintf(io.Err, "mcpgen: warning: the inputSchema of tool %q does not compile, arguments are sent unchecked: %s\n", t.Name, termsafe.Text(err.Error()))
		return nil
	}
	raw, err := json.Marshal(args)
	if err != nil {
		return fmt.Errorf("encode arguments: %w", err)
	}
	vs, err := sch.ValidateJSON(raw)
	if err != nil {
		return fmt.Errorf("re-read arguments: %w", err)
	}
	if len(vs) == 0 {
		return nil
	}
	lines := make([]string, 0, len(vs))
	for _, v := range vs {
		lines = append(lines, violationLines(v)...)
	}
	lines = append(lines, unknownArgLines(t.InputSchema, args)...)
	return usageErrorf("invalid arguments for tool %q (nothing was sent):\n  %s", t.Name, strings.Join(lines, "\n  "))
}

func violationLines(v schema.Violation) []string {
	if strings.HasSuffix(v.SchemaPointer, "/required") {
		var names []string
		for _, part := range strings.Split(v.Message, "'")[1:] {
			if part != "" && !strings.HasPrefix(part, ",") && !strings.HasPrefix(part, " ") {
				names = append(names, part)
			}
		}
		if len(names) > 0 {
			out := make([]string, len(names))
			for i, n := range names {
				p := v.InstancePointer + "/" + strings.NewReplacer("~", "~0", "/", "~1").Replace(n)
				out[i] = p + ": required property is missing"
			}
			return out
		}
	}
	return []string{v.String()}
}

// errNotConfirmed is returned when a destructive call was not confirmed.
var errNotConfirmed = errors.New("not confirmed")

// confirmDestructive asks on a terminal, and refuses without one.
func confirmDestructive(t tool.Tool, server string, stdinUsed bool, io *IO) error {
	why := "destructiveHint is true"
	if !t.HasDestructiveHint() {
		why = "it sends no readOnlyHint/destructiveHint, so MCP treats it as destructive"
	}
	if !io.InIsTTY || stdinUsed {
		return usageErrorf("tool %q on server %q may be destructive (%s); pass --yes to run it", t.Name, server, why)
	}
	fmt.Fprintf(io.Err, "Tool %q on server %q may be destructive (%s). Run it? [y/N] ", t.Name, server, why)
	line, err := bufio.NewReader(io.In).ReadString('\n')
	if err != nil && line == "" {
		return usageErrorf("tool %q not run: %w", t.Name, errNotConfirmed)
	}
	switch strings.ToLower(strings.TrimSpace(line)) {
	case "y", "yes":
		return nil
	}
	return usageErrorf("tool %q not run: %w", t.Name, errNotConfirmed)
}

// printResult prints a tools/call result: the whole result as indented JSON
// with asJSON, else the content (non-text items as typed placeholders) and
// then the structuredContent.
func printResult(io *IO, res *mcp.CallResult, asJSON bool) error {
	var b bytes.Buffer
	if asJSON {
		if err := json.Indent(&b, res.Raw, "", "  "); err != nil {
			b.Write(res.Raw)
		}
		b.WriteByte('\n')
		_, err := io.Out.Write(b.Bytes())
		return err
	}
	if text := res.Text(); text != "" {
		b.WriteString(text)
		if !strings.HasSuffix(text, "\n") {
			b.WriteByte('\n')
		}
	}
	if res.StructuredContent != nil {
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		b.WriteString("structuredContent:\n")
		if err := json.Indent(&b, res.StructuredContent, "", "  "); err != nil {
			b.Write(res.StructuredContent)
		}
		b.WriteByte('\n')
	}
	out := b.String()
	if io.OutIsTTY {
		// A tool's text is the server's: escape sequences in it must not
		// drive the terminal. Piped output stays as the tool sent it.
		out = termsafe.Text(out)
	}
	_, err := io.Out.Write([]byte(out))
	return err
}
