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
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/mcpgen/mcpgen/internal/suggest"

	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
	"github.com/urfave/cli/v2"
)

// synthOptions are the flags of `mcpgen synth`.
type synthOptions struct {
	Schema   string // FILE or "-": a JSON Schema, an MCP tool object or a tools/list result
	Server   string // registry server (with Tool)
	Tool     string // tool name (with Server, or to pick one of a tools list file)
	Corpus   string // JSONL batch file or "-"
	N        int
	Seed     int64
	Draft    string
	Budget   time.Duration
	Coverage bool
	Workers  int // batch mode; 0 means GOMAXPROCS
}

func synthCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "synth",
		Usage:     "synthesize valid, varied, realistic arguments from a JSON Schema",
		UsageText: "mcpgen synth --schema FILE|- [-n N] [--seed SEED] [--coverage]\nmcpgen synth --server NAME --tool TOOL [-n N] [--seed SEED]\nmcpgen synth --corpus FILE|- [-n N] [--seed SEED] [--workers W]",
		Description: "Prints N instances as JSONL on stdout. FILE is a JSON Schema, an MCP tool object\n" +
			"(its inputSchema is used) or a tools/list result (pick the tool with --tool).\n" +
			"Every instance has been validated against the compiled schema. With --corpus, each input\n" +
			`line {"id":...,"draft":...,"schema":{...}} gives one output line, in order, flushed:` + "\n" +
			`{"id":...,"instances":[...]} or {"id":...,"error":"..."}; an error never stops the batch.`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "schema", Usage: "read the schema from `FILE` (- for stdin)"},
			&cli.StringFlag{Name: "server", Usage: "take the schema from registry server `NAME` (with --tool)"},
			&cli.StringFlag{Name: "tool", Usage: "tool `NAME` on --server, or in a tools list given to --schema"},
			&cli.StringFlag{Name: "corpus", Usage: "batch mode: read JSONL schemas from `FILE` (- for stdin)"},
			&cli.IntFlag{Name: "n", Aliases: []string{"count"}, Value: 10, Usage: "`N` instances per schema"},
			&cli.Int64Flag{Name: "seed", Value: 1, Usage: "random `SEED`; the same seed gives the same output"},
			&cli.StringFlag{Name: "draft", Value: "2020-12", Usage: "JSON Schema `DIALECT` when the schema has no $schema (draft-04, draft-06, draft-07, 2019-09, 2020-12)"},
			&cli.DurationFlag{Name: "budget", Value: synth.DefaultBudget, Usage: "effort bound (`DURATION`) for finding one valid instance"},
			&cli.BoolFlag{Name: "coverage", Usage: "report the covered choices on stderr"},
			&cli.IntFlag{Name: "workers", Usage: "batch mode: `W` schemas synthesized at once; the output is the same for any W", DefaultText: "0: one per CPU"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usageErrorf("synth takes no arguments, got %q", c.Args().First())
			}
			o := synthOptions{
				Schema: c.String("schema"), Server: c.String("server"), Tool: c.String("tool"),
				Corpus: c.String("corpus"), N: c.Int("n"), Seed: c.Int64("seed"), Draft: c.String("draft"),
				Budget: c.Duration("budget"), Coverage: c.Bool("coverage"), Workers: c.Int("workers"),
			}
			// Synthesis allocates many short-lived values over a small live
			// heap: collect less often, under a soft memory limit (as
			// generate does).
			defer tuneGC()()
			modes := 0
			for _, s := range []string{o.Schema, o.Server, o.Corpus} {
				if s != "" {
					modes++
				}
			}
			if modes != 1 {
				return usageErrorf("give exactly one of --schema, --server or --corpus")
			}
			if o.Server != "" && o.Tool == "" {
				return usageErrorf("--server needs --tool")
			}
			if o.N < 1 {
				return usageErrorf("-n %d: want at least 1", o.N)
			}
			if o.Workers < 0 {
				// 0 is one per CPU, as in generate, which refuses a negative W too.
				return usageErrorf("--workers %d: want 1 or more (0: one per CPU)", o.Workers)
			}
			if o.Budget < 0 {
				// 0 is the default budget; a negative one was silently taken as it.
				return usageErrorf("--budget %s: want a positive duration such as %s", o.Budget, synth.DefaultBudget)
			}
			if _, err := schema.ParseDraft(o.Draft); err != nil {
				return usageErrorf("--draft %s: %v (want draft-04, draft-06, draft-07, 2019-09 or 2020-12)", o.Draft, err)
			}
			if o.Corpus != "" {
				return runSynthCorpus(c.Context, o, e.io)
			}
			var raw []byte
			key, label := "", synthName(o.Schema)
			if o.Server != "" {
				spec, err := resolveServer(c, o.Server)
				if err != nil {
					return err
				}
				t, err := synthServerTool(c.Context, spec.Name, o.Tool, func(ctx context.Context) ([]tool.Tool, error) {
					s, err := connectSession(ctx, spec, e.io)
					if err != nil {
						return nil, err
					}
					defer closeSession(s, e.io)
					return s.ListTools(ctx)
				})
				if err != nil {
					return err
				}
				raw, key = t.InputSchema, o.Server+"/"+t.Name
				label = fmt.Sprintf("server %q tool %q", o.Server, t.Name)
			} else {
				data, err := untilDone(c.Context, func() ([]byte, error) { return readSynthInput(o.Schema, e.io) })
				if err != nil {
					return err
				}
				var se *tool.SyntaxError
				if errors.As(tool.CheckJSON(data), &se) {
					return fmt.Errorf("%s:%d:%d: invalid JSON: %w", synthName(o.Schema), se.Line, se.Col, se.Err)
				}
				raw, key, err = synthSchemaOf(data, o.Tool)
				if err != nil {
					return fmt.Errorf("%s: %w", synthName(o.Schema), err)
				}
			}
			if err := runSynth(c.Context, o, raw, key, e.io); err != nil {
				return fmt.Errorf("%s: %w", label, err)
			}
			return nil
		},
	}
}

func synthName(file string) string {
	if file == "-" {
		return "stdin"
	}
	return file
}

func readSynthInput(file string, sio *IO) ([]byte, error) {
	if file == "-" {
		b, err := io.ReadAll(sio.In)
		if err != nil {
			return nil, fmt.Errorf("read stdin: %w", err)
		}
		return b, nil
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("--schema %s: %w (give a file holding a JSON Schema, or - for stdin)", file, pathCause(err))
	}
	return b, nil
}

// synthSchemaOf returns the schema in data: the document itself, the
// inputSchema of an MCP tool object, or that of tool toolName in a
// tools/list result ({"tools":[...]}) or a JSON array of tools. key names
// the tool for per-tool seeding.
func synthSchemaOf(data []byte, toolName string) (raw json.RawMessage, key string, err error) {
	var probe map[string]json.RawMessage
	if json.Unmarshal(data, &probe) == nil {
		if _, ok := probe["inputSchema"]; ok {
			t, err := tool.FromJSON(data)
			if err != nil {
				return nil, "", err
			}
			if toolName != "" && t.Name != toolName {
				return nil, "", usageErrorf("tool %q not found (the file holds %q)", toolName, t.Name)
			}
			return schemaOrEmpty(t.InputSchema), t.Name, nil
		}
		if list, ok := probe["tools"]; ok && bytes.HasPrefix(bytes.TrimSpace(list), []byte("[")) {
			return pickTool(list, toolName)
		}
	}
	if bytes.HasPrefix(bytes.TrimSpace(data), []byte("[")) {
		return pickTool(data, toolName)
	}
	if toolName != "" {
		return nil, "", fmt.Errorf("--tool %q given but the file is not a tool list", toolName)
	}
	return data, "", nil
}

// pickTool returns the inputSchema of tool name in a JSON array of tools;
// an empty name picks the only tool, and is a usage error when there are
// several.
func pickTool(list json.RawMessage, name string) (json.RawMessage, string, error) {
	var tools []json.RawMessage
	if err := json.Unmarshal(list, &tools); err != nil {
		return nil, "", fmt.Errorf("decode tools: %w", err)
	}
	var names []string
	var only tool.Tool
	for _, raw := range tools {
		t, err := tool.FromJSON(raw)
		if err != nil {
			continue
		}
		if t.Name == name {
			return schemaOrEmpty(t.InputSchema), t.Name, nil
		}
		names = append(names, t.Name)
		only = t
	}
	if name == "" && len(names) == 1 {
		return schemaOrEmpty(only.InputSchema), only.Name, nil
	}
	if name == "" {
		return nil, "", usageErrorf("the file lists %s; pick one with --tool (%s)", count(len(names), "tool"), strings.Join(names, ", "))
	}
	return nil, "", usageErrorf("tool %q not found%s (tools: %s)", name, suggest.Hint(name, names), strings.Join(names, ", "))
}

func schemaOrEmpty(raw json.RawMessage) json.RawMessage {
	if len(bytes.TrimSpace(raw)) == 0 {
		return json.RawMessage(`{"type":"object"}`)
	}
	return raw
}

// synthServerTool lists the tools of a server and returns the named one.
func synthServerTool(ctx context.Context, server, name string, list func(context.Context) ([]tool.Tool, error)) (tool.Tool, error) {
	tools, err := list(ctx)
	if err != nil {
		return tool.Tool{}, err
	}
	var names []string
	for _, t := range tools {
		if t.Name == name {
			t.InputSchema = schemaOrEmpty(t.InputSchema)
			return t, nil
		}
		names = append(names, t.Name)
	}
	return tool.Tool{}, usageErrorf("server %q has no tool %q%s (tools: %s)", server, name, suggest.Hint(name, names), strings.Join(names, ", "))
}

// runSynth prints o.N instances of raw as JSONL.
func runSynth(ctx context.Context, o synthOptions, raw json.RawMessage, key string, io *IO) error {
	d, _ := schema.ParseDraft(o.Draft)
	s, err := schema.Compile(raw, schema.CompileOptions{Draft: d, AssertFormat: true})
	if err != nil {
		return err
	}
	topic := key
	if i := strings.LastIndexByte(topic, '/'); i >= 0 {
		topic = topic[i+1:]
	}
	// a tool's inputSchema describes tools/call arguments: a JSON object
	g, err := synth.New(s, synth.Options{Seed: o.Seed, Key: key, Budget: o.Budget, Topic: topic, RootObject: key != "", Context: ctx})
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(io.Out, 64<<10)
	for i := 0; i < o.N; i++ {
		if ctx.Err() != nil {
			w.Flush()
			return ctx.Err()
		}
		inst, err := g.Next()
		if err != nil {
			w.Flush()
			if ctx.Err() != nil {
				return ctx.Err()
			}
			return fmt.Errorf("instance %d: %w", i+1, err)
		}
		w.Write(inst)
		if err := w.WriteByte('\n'); err != nil {
			return err
		}
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if o.Coverage {
		writeCoverage(io.Err, g.Coverage())
	}
	return nil
}

// writeCoverage prints a coverage report: a summary line, then one line per
// choice point.
func writeCoverage(w io.Writer, c synth.Coverage) {
	pct := 100.0
	if c.Options > 0 {
		pct = 100 * float64(c.Covered) / float64(c.Options)
	}
	fmt.Fprintf(w, "coverage: %d instances, %d of %d options covered (%.0f%%) at %d choice points\n",
		c.Instances, c.Covered, c.Options, pct, len(c.Choices))
	for _, ch := range c.Choices {
		fmt.Fprintf(w, "  %-8s %s: %d/%d %v\n", ch.Kind, ch.Pointer, ch.Covered, ch.Options, ch.Counts)
	}
}

// corpusLine is one input line of the batch contract.
type corpusLine struct {
	ID     json.RawMessage `json:"id"`
	Draft  string          `json:"draft"`
	Schema json.RawMessage `json:"schema"`
}

// corpusResult is one output line: Line (built while the instances were
// drawn), or Error when Error != "".
type corpusResult struct {
	ID    json.RawMessage
	Line  []byte
	Error string
}

// MarshalJSON renders {"id":...,"instances":[...]} or {"id":...,"error":"..."}.
func (r corpusResult) MarshalJSON() ([]byte, error) {
	if r.Error == "" && r.Line != nil {
		return r.Line, nil
	}
	var b bytes.Buffer
	b.WriteString(`{"id":`)
	if err := json.Compact(&b, r.ID); err != nil {
		b.WriteString("null")
	}
	if r.Error != "" {
		b.WriteString(`,"error":`)
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false) // keep "minimum 5 > maximum 3" readable
		_ = enc.Encode(r.Error)
		b.Truncate(b.Len() - 1) // Encode's newline
		b.WriteString("}")
		return b.Bytes(), nil
	}
	b.WriteString(`,"instances":[]}`)
	return b.Bytes(), nil
}

// runSynthCorpus implements the batch contract: one output line per input
// line, in input order, flushed after each; per-schema failures are
// reported in the line's "error" and never stop the batch. Lines are
// synthesized by o.Workers goroutines (each line has its own seeded
// generator, so the output does not depend on the worker count) with at
// most 4*Workers lines in flight (flat memory).
func runSynthCorpus(ctx context.Context, o synthOptions, sio *IO) error {
	var in io.Reader = sio.In
	if o.Corpus != "-" {
		f, err := os.Open(o.Corpus)
		if err != nil {
			return fmt.Errorf("--corpus %s: %w (give a JSONL file of {\"schema\": ...} lines, or - for stdin)", o.Corpus, pathCause(err))
		}
		defer f.Close()
		in = f
	}
	workers := o.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type job struct {
		idx  int
		line []byte
	}
	type result struct {
		idx int
		out []byte
	}
	jobs := make(chan job)
	results := make(chan result, workers)
	window := make(chan struct{}, 4*workers)
	var readErr error
	readDone := make(chan struct{})
	go func() { // reader
		defer close(readDone)
		defer close(jobs)
		r := bufio.NewReaderSize(in, 1<<20)
		for idx := 0; ; idx++ {
			line, err := r.ReadBytes('\n')
			if len(line) == 0 && err == io.EOF {
				return
			}
			if err != nil && err != io.EOF {
				readErr = fmt.Errorf("read corpus %s: %w", synthName(o.Corpus), err)
				return
			}
			select {
			case window <- struct{}{}:
			case <-ctx.Done():
				return
			}
			select {
			case jobs <- job{idx, line}:
			case <-ctx.Done():
				return
			}
		}
	}()
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				b, _ := synthCorpusLine(ctx, o, j.line, j.idx+1).MarshalJSON()
				results <- result{j.idx, b}
			}
		}()
	}
	go func() { wg.Wait(); close(results) }()
	w := bufio.NewWriterSize(sio.Out, 64<<10)
	pending := map[int][]byte{}
	next := 0
	var werr error
	for r := range results {
		if werr != nil {
			continue // drain
		}
		pending[r.idx] = r.out
		for {
			b, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			<-window
			w.Write(b)
			w.WriteByte('\n')
			if err := w.Flush(); err != nil {
				werr = err
				cancel()
				break
			}
		}
	}
	if werr != nil {
		return werr
	}
	select {
	case <-readDone:
	case <-ctx.Done():
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	return readErr
}

func synthCorpusLine(ctx context.Context, o synthOptions, line []byte, lineNo int) (res corpusResult) {
	res.ID = json.RawMessage("null")
	defer func() {
		if r := recover(); r != nil {
			res.Line = nil
			res.Error = fmt.Sprintf("line %d: internal error: %v", lineNo, r)
		}
	}()
	var cl corpusLine
	if err := json.Unmarshal(line, &cl); err != nil {
		res.Error = fmt.Sprintf("line %d: %v", lineNo, err)
		return res
	}
	if len(cl.ID) > 0 {
		res.ID = cl.ID
	}
	draftName := cl.Draft
	if draftName == "" {
		draftName = o.Draft
	}
	d, err := schema.ParseDraft(draftName)
	if err != nil {
		res.Error = err.Error()
		return res
	}
	if len(cl.Schema) == 0 {
		res.Error = `missing "schema"`
		return res
	}
	s, err := schema.Compile(cl.Schema, schema.CompileOptions{Draft: d, AssertFormat: true})
	if err != nil {
		res.Error = err.Error()
		return res
	}
	var topic string
	if json.Unmarshal(cl.ID, &topic) == nil {
		topic = topic[strings.LastIndexByte(topic, '/')+1:] // "server/tool" → "tool"
	}
	g, err := synth.New(s, synth.Options{Seed: o.Seed, Key: string(cl.ID), Budget: o.Budget, Topic: topic, Context: ctx})
	if err != nil {
		res.Error = err.Error()
		return res
	}
	// the line is written as the instances are drawn: no copy of each
	var head bytes.Buffer
	head.WriteString(`{"id":`)
	if err := json.Compact(&head, res.ID); err != nil {
		head.Truncate(len(`{"id":`))
		head.WriteString("null")
	}
	b := append(head.Bytes(), `,"instances":[`...)
	for i := 0; i < o.N; i++ {
		if i > 0 {
			b = append(b, ',')
		}
		if b, err = g.AppendNext(b); err != nil {
			res.Error = fmt.Sprintf("instance %d: %v", i+1, err)
			return res
		}
	}
	res.Line = append(b, "]}"...)
	return res
}
