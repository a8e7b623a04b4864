package main

// Chat-template support shared by `dataset check --chat-template` and
// `generate --chat-template`: loading templates, checking an hf
// file through them, probing the convention a template renders correctly,
// and pre-rendering records for `--format text`.

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"text/tabwriter"

	"github.com/mcpgen/mcpgen/internal/chattemplate"
	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/generate"
)

// maxChatTemplateExamples is how many failing lines are listed per
// template and status before "… and N more".
const maxChatTemplateExamples = 5

// loadChatTemplates loads every --chat-template value (a .jinja file, a
// folder of them, or a tokenizer_config.json; see chattemplate.Load). A
// path that cannot be loaded is a usage error naming it. Renders of the
// templates stop when ctx ends (a template's loops are budgeted, see
// chattemplate.MaxSteps).
func loadChatTemplates(ctx context.Context, paths []string) ([]*chattemplate.Template, error) {
	var out []*chattemplate.Template
	for _, p := range paths {
		ts, err := chattemplate.Load(p)
		if errors.Is(err, fs.ErrNotExist) {
			return nil, usageErrorf("--chat-template %s: no such file or folder (give a .jinja file, a folder holding one, or a tokenizer_config.json)", p)
		}
		if err != nil {
			return nil, usageErrorf("--chat-template %s: %v", p, err)
		}
		for _, t := range ts {
			t.Context = ctx
		}
		out = append(out, ts...)
	}
	if len(out) == 0 {
		return nil, usageErrorf("--chat-template: no template given")
	}
	return out, nil
}

// chatTemplateTally counts the verdicts of one template over a file.
type chatTemplateTally struct {
	tmpl     *chattemplate.Template
	counts   map[chattemplate.Status]int
	examples map[chattemplate.Status][]string
	limits   map[string]bool
}

// checkChatTemplates reads the hf JSONL file and checks every record
// against every template (chattemplate.Check: rendered, render error,
// double-encoded arguments, dropped pieces, documented template limit). It
// writes one table row per template to e.io.Out, then the failing lines of
// each template (up to 5 per status) and the documented limits met. Lines
// that are not hf records are listed too. It returns errFindings (exit 1)
// when a record fails through any template for a reason other than a
// documented limit, or a line is not an hf record; a usage error when a
// template cannot be loaded; and an error naming the file when it cannot be
// read. Blank lines are skipped. The context is checked between lines.
func checkChatTemplates(ctx context.Context, file string, templates []string, e *env) error {
	tmpls, err := loadChatTemplates(ctx, templates)
	if err != nil {
		return err
	}
	f, err := os.Open(file)
	if err != nil {
		return fmt.Errorf("chat template check: %w", err)
	}
	defer f.Close()

	tallies := make([]*chatTemplateTally, len(tmpls))
	for i, t := range tmpls {
		tallies[i] = &chatTemplateTally{tmpl: t, counts: map[chattemplate.Status]int{},
			examples: map[chattemplate.Status][]string{}, limits: map[string]bool{}}
	}
	// Arguments written as JSON strings only so that Arrow loads the file
	// (the manifest's arrow-arguments note) are parsed back before
	// rendering, as the documented loader recipe does.
	parseBack := arrowStringArguments(file)
	var unreadable []string
	records, nullContent, parsed := 0, 0, 0
	br := bufio.NewReaderSize(f, 64*1024)
	for lineNo := 1; ; lineNo++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		line, rerr := br.ReadBytes('\n')
		if rerr != nil && !errors.Is(rerr, io.EOF) {
			return fmt.Errorf("chat template check: %s line %d: %w", file, lineNo, rerr)
		}
		if line = bytes.TrimSpace(line); len(line) > 0 {
			rec, err := chattemplate.ParseRecord(line)
			if err != nil {
				unreadable = append(unreadable, fmt.Sprintf("line %d: %v", lineNo, err))
			} else {
				records++
				if parseBack {
					var n int
					rec, n = rec.WithObjectArguments()
					parsed += n
				}
				if rec.NullCallContent() {
					nullContent++
				}
				for _, t := range tallies {
					res := chattemplate.Check(rec, t.tmpl)
					t.counts[res.Status]++
					switch {
					case res.Status == chattemplate.StatusLimit:
						t.limits[res.Limit] = true
					case !res.OK():
						t.examples[res.Status] = append(t.examples[res.Status], fmt.Sprintf("line %d: %s", lineNo, res.Detail()))
					}
				}
			}
		}
		if errors.Is(rerr, io.EOF) {
			break
		}
	}

	failed := len(unreadable) > 0
	out := e.io.Out
	fmt.Fprintf(out, "chat templates: %s, %s\n", file, count(records, "record"))
	if parsed > 0 {
		fmt.Fprintf(out, "note: the manifest says the arguments are JSON strings so that datasets.load_dataset loads the file; the %s were parsed back into objects before rendering, as the loader recipe of docs/formats.md (trap 2) does: do the same before applying a chat template\n", count(parsed, "call"))
	}
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "TEMPLATE\tRECORDS\tRENDERED\tERRORS\tDOUBLE-ENCODED\tDROPPED\tKNOWN LIMITS\tRESULT")
	for _, t := range tallies {
		c := t.counts
		result := "ok"
		if c[chattemplate.StatusRenderError]+c[chattemplate.StatusDoubleEncoded]+c[chattemplate.StatusDropped] > 0 {
			result, failed = "FAIL", true
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%d\t%d\t%s\n", t.tmpl.Name, records,
			c[chattemplate.StatusRendered], c[chattemplate.StatusRenderError],
			c[chattemplate.StatusDoubleEncoded], c[chattemplate.StatusDropped], c[chattemplate.StatusLimit], result)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, t := range tallies {
		for _, st := range []chattemplate.Status{chattemplate.StatusRenderError, chattemplate.StatusDoubleEncoded, chattemplate.StatusDropped} {
			writeExamples(out, t.tmpl.Name+": "+string(st), t.examples[st])
		}
		for _, l := range sortedKeys(t.limits) {
			fmt.Fprintf(out, "%s: known limit (not a defect of the records): %s\n", t.tmpl.Name, l)
		}
		if len(t.examples) > 0 {
			if enc, null, err := chattemplate.Probe(t.tmpl); err == nil {
				content := `""`
				if null {
					content = "null"
				}
				fmt.Fprintf(out, "%s: hint: it renders a sample record correctly with arguments as %ss and content %s beside tool_calls (mcpgen generate --chat-template picks that)\n", t.tmpl.Name, enc, content)
			}
		}
	}
	writeExamples(out, "not hf records", unreadable)
	if nullContent > 0 {
		have := "have"
		if nullContent == 1 {
			have = "has"
		}
		fmt.Fprintf(out, "note: %s %s content null beside tool_calls, which this check cannot judge (under Python's Jinja, Qwen3 and gpt-oss raise on it, GLM-4.6 and MiniMax print \"None\"); write content \"\" instead\n", count(nullContent, "record"), have)
	}
	if failed {
		return errFindings
	}
	return nil
}

// arrowStringArguments reports whether the manifest beside file says that
// generate wrote hf arguments as JSON strings for Arrow (its
// arrow-arguments note), not for a chat template that needs them so.
func arrowStringArguments(file string) bool {
	_, m := manifestFor(file)
	if m == nil || m.Format != "hf" || m.FormatOptions.ArgsEncoding != dataset.EncodingString {
		return false
	}
	for _, n := range m.Notes {
		if n.Kind == generate.NoteArrowArguments {
			return true
		}
	}
	return false
}

func writeExamples(w io.Writer, title string, lines []string) {
	if len(lines) == 0 {
		return
	}
	fmt.Fprintf(w, "%s (%d):\n", title, len(lines))
	for i, l := range lines {
		if i == maxChatTemplateExamples {
			fmt.Fprintf(w, "  … and %d more\n", len(lines)-i)
			break
		}
		fmt.Fprintf(w, "  %s\n", l)
	}
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// chatTemplateOptions probes tmpl (chattemplate.Probe) and returns opts
// with ArgsEncoding and CallContent set to the convention the template
// renders correctly, and OneCallPerTurn when it holds one call per
// assistant turn, for `generate --format hf --chat-template T`. It says
// which it chose on e.io.Err. The error (exit 1) lists every convention's
// verdict when none renders.
func chatTemplateOptions(tmpl *chattemplate.Template, opts dataset.FormatOptions, e *env) (dataset.FormatOptions, error) {
	enc, null, err := chattemplate.Probe(tmpl)
	if err != nil {
		return opts, err
	}
	opts.ArgsEncoding = dataset.EncodingObject
	if enc == chattemplate.ArgsString {
		opts.ArgsEncoding = dataset.EncodingString
	}
	opts.CallContent = dataset.CallContentEmpty
	content := `""`
	if null {
		opts.CallContent, content = dataset.CallContentNull, "null"
	}
	fmt.Fprintf(e.io.Err, "chat template %s: writing arguments as %ss and content %s beside tool_calls (the convention it renders correctly)\n", tmpl.Name, enc, content)
	if chattemplate.OneCallPerTurn(tmpl, enc) {
		// Parallel calls become consecutive single-call turns; those
		// without results cannot, and are counted as unrepresentable.
		opts.OneCallPerTurn = true
		fmt.Fprintf(e.io.Err, "chat template %s: one tool call per assistant turn: parallel calls are written one per turn, each followed by its result, so only records with results (--execute) can hold them; the others are counted as not written\n", tmpl.Name)
	}
	return opts, nil
}

// chatTemplateText renders one hf line (as dataset's hf format writes it)
// through tmpl and returns the `--format text` line {"text": …}, without a
// newline. Errors name the template and carry the engine's message.
func chatTemplateText(tmpl *chattemplate.Template, hfLine []byte) ([]byte, error) {
	rec, err := chattemplate.ParseRecord(hfLine)
	if err != nil {
		return nil, err
	}
	return tmpl.TextLine(rec)
}
