package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/mcpgen/mcpgen/internal/termsafe"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/generate"
	"github.com/mcpgen/mcpgen/pkg/schema"
)

// writeSummary writes the run's summary table to w: per tool the records
// written, the distinct user requests and their share of the records
// (variety), the exact duplicates dropped, slots that failed (synthesis,
// execution), records skipped as the format cannot hold them, and the
// request template used;
// then skipped servers and tools with their reasons, the totals and the
// files written.
func writeSummary(w io.Writer, r *generate.Result) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "SERVER\tTOOL\tRECORDS\tDISTINCT\tVARIETY\tDUPS\tFAILED\tSKIPPED\tTEMPLATE")
	row := func(t generate.ToolStats, server, name string) {
		// Records the format cannot hold are skipped by design, not failed.
		failed := t.SynthFailures + t.ExecFailures + t.ExecSkipped
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%s\t%d\t%d\t%d\t%s\n", termsafe.String(dash(server)), termsafe.String(name), t.Records, t.Distinct,
			variety(t.Distinct, t.Records), t.Duplicates, failed, t.Unrepresentable, dash(t.Template))
	}
	for _, t := range r.Tools {
		name := t.Tool
		if t.Name != t.Tool {
			name += " (" + t.Name + ")"
		}
		row(t, t.Server, name)
	}
	if r.Negatives.Slots > 0 {
		row(r.Negatives, "", "(negatives)")
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	writeFirstFailures(w, r.Tools)
	writeFinalErrors(w, r)
	for _, s := range r.Skipped {
		what := fmt.Sprintf("server %q", s.Server)
		if s.Tool != "" {
			what = fmt.Sprintf("tool %s/%s", s.Server, s.Tool)
		}
		fmt.Fprintf(w, "skipped %s: %s\n", what, s.Reason)
	}
	var files []string
	for _, f := range r.Files {
		files = append(files, fmt.Sprintf("%s (%s)", f.Path, count(int(f.Lines), "line")))
	}
	rate := ""
	if s := r.Elapsed.Seconds(); s > 0 {
		rate = fmt.Sprintf(", %.0f records/s", float64(r.Records)/s)
	}
	fmt.Fprintf(w, "%s from %s (%s dropped) in %s%s\n",
		count(int(r.Records), "record"), count(len(r.Tools), "tool"), count(int(r.Duplicates), "duplicate"), r.Elapsed.Round(1e6), rate)
	if r.Unrepresentable > 0 {
		// Said here too, not only in the SKIPPED column: with --mix a format
		// that holds one call per message (openai-functions, xlam) can drop
		// most of a run, and the exit status is still 0.
		holder := "the output format"
		if r.Manifest != nil && manifestChatTemplate(r.Manifest) != "" {
			holder = "the chat template"
		}
		fmt.Fprintf(w, "%s skipped, by design, not failed: %s cannot hold them (see docs/formats.md, \"Record kinds per format\"; the manifest counts them per tool)\n", count(int(r.Unrepresentable), "record"), holder)
	}
	if m := r.Manifest; m != nil && len(m.Kinds) > 0 {
		fmt.Fprintf(w, "kinds: %s", kindCounts(m.Kinds))
		if skipped := kindCounts(m.KindsSkipped); skipped != "" {
			fmt.Fprintf(w, " (slots written as single calls, their kind not possible: %s)", skipped)
		}
		fmt.Fprintln(w)
		writeKindsSkipped(w, m)
	}
	writeSplitShares(w, r)
	if len(files) > 0 {
		fmt.Fprintf(w, "wrote %s\n", strings.Join(files, ", "))
	}
	if r.ManifestPath != "" {
		fmt.Fprintf(w, "manifest %s\n", r.ManifestPath)
	}
	return nil
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func variety(distinct, records int) string {
	if records == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", float64(distinct)/float64(records))
}

// writeFinalErrors writes one line per tool whose final-answer template
// failed on some results: "server/tool: final template errors: N (M
// written without a final answer), first: file:line: message". Commands
// print it even when the summary table is silenced.
func writeFinalErrors(w io.Writer, r *generate.Result) {
	for _, t := range r.Tools {
		if t.FinalErrors == 0 {
			continue
		}
		dropped := ""
		if t.FinalDropped > 0 {
			dropped = fmt.Sprintf(" (%d written without a final answer)", t.FinalDropped)
		}
		fmt.Fprintf(w, "%s/%s: final template errors: %d%s, first: %s\n", t.Server, t.Tool, t.FinalErrors, dropped, t.FirstFinalError)
	}
}

// writeNotes writes the run's notes to w, once per kind: the tools whose
// schemas were normalized on one line, a warning per tool that declares no
// parameters while its description names inputs. Nothing when there are
// none; --quiet runs print them too. files maps the server name of a
// --tools file (its stem) to the file, so a warning names the file.
func writeNotes(w io.Writer, notes []dataset.Note, files map[string]string) {
	var normalized, shortened []string
	// dups lists, per server name, the tools a later source repeated.
	dups := map[string][]string{}
	var dupOrder []string
	for _, n := range notes {
		switch n.Kind {
		case generate.NoteDuplicate:
			if _, ok := dups[n.Server]; !ok {
				dupOrder = append(dupOrder, n.Server)
			}
			dups[n.Server] = append(dups[n.Server], n.Tool)
		case generate.NoteDescriptionShortened:
			shortened = append(shortened, fmt.Sprintf("%s/%s (%s)", n.Server, n.Tool, strings.TrimSuffix(strings.TrimPrefix(n.Message, "description cut "), fmt.Sprintf(" (limit %d)", schema.MaxDescriptionRunes))))
		case generate.NoteNormalized:
			// Each tool with what was replaced: an unknown type name is
			// dropped (any value), not renamed, and the user needs to see
			// which one.
			normalized = append(normalized, fmt.Sprintf("%s/%s (%s)", n.Server, n.Tool, strings.TrimPrefix(n.Message, "inputSchema normalized: ")))
		case generate.NoteNoParameters, generate.NoteDescriptionCut, generate.NoteParamDescriptionLong:
			fmt.Fprintf(w, "mcpgen: warning: %s/%s: %s\n", n.Server, n.Tool, n.Message)
		case generate.NoteRenamed:
			where := fmt.Sprintf("server %q", n.Server)
			if f, ok := files[n.Server]; ok {
				where = "--tools " + f
			}
			fmt.Fprintf(w, "mcpgen: warning: %s: %s\n", where, n.Message)
		case generate.NoteDistractors:
			fmt.Fprintf(w, "mcpgen: warning: --distractors: %s\n", n.Message)
		case generate.NoteArrowArguments, generate.NoteArrowTools:
			msg := strings.Replace(n.Message, generate.ArgsKeptWhy, "--args-encoding object, or what --chat-template chose", 1)
			fmt.Fprintf(w, "mcpgen: hf: %s\n", msg)
		}
	}
	for _, srv := range dupOrder {
		where := fmt.Sprintf("server %q", srv)
		if f, ok := files[srv]; ok {
			where = fmt.Sprintf("server %q and --tools %s", srv, f)
		}
		fmt.Fprintf(w, "mcpgen: warning: %s gave the same %d tool(s) twice (name, description and schemas alike): each is offered once: %s\n",
			where, len(dups[srv]), strings.Join(dups[srv], ", "))
	}
	if len(normalized) > 0 {
		sort.Strings(normalized)
		fmt.Fprintf(w, "mcpgen: normalized the inputSchema of %d tool(s) with non-standard type names or draft-03 boolean required, as 'mcpgen schema normalize' does: %s\n",
			len(normalized), strings.Join(normalized, "; "))
	}
	if len(shortened) > 0 {
		sort.Strings(shortened)
		fmt.Fprintf(w, "mcpgen: cut the description of %d tool(s) to the %d characters OpenAI accepts in the records' tool definitions, as 'mcpgen schema normalize' does (--profile mcp or none keeps them whole): %s\n",
			len(shortened), schema.MaxDescriptionRunes, strings.Join(shortened, "; "))
	}
}

// kindCounts words per-kind counts in the --mix order: "single 120,
// parallel 30". Kinds counted 0 (a kind of the mix that got no slot,
// which the manifest lists with its reason) are left out.
func kindCounts(m map[string]int) string {
	var out []string
	for _, k := range []string{"single", "parallel", "chain", "followup", "clarify"} {
		if n, ok := m[k]; ok && n > 0 {
			out = append(out, fmt.Sprintf("%s %d", k, n))
		}
	}
	return strings.Join(out, ", ")
}

// kindWords says what a record kind holds, for "the FORMAT format holds
// no ...".
var kindWords = map[string]string{
	"single":   "single calls",
	"parallel": "parallel calls",
	"chain":    "chained calls (a call on an earlier call's result)",
	"followup": "follow-up turns",
	"clarify":  "clarifying questions",
}

// writeKindsUnrepresentable says, per kind of --mix, how many records were
// made and then not written because the format cannot hold them, and
// what to do: with xlam, which holds one query and its calls, follow-ups
// are all dropped, and the kind's count alone would read as if no slot
// had been planned for it.
func writeKindsUnrepresentable(w io.Writer, m *dataset.Manifest) {
	kinds := make([]string, 0, len(m.KindsUnrepresentable))
	for k := range m.KindsUnrepresentable {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		what := kindWords[k]
		if what == "" {
			what = k + " records"
		}
		how := "no"
		if m.Kinds[k] > 0 {
			how = "not all"
		}
		if tmpl := manifestChatTemplate(m); tmpl != "" {
			// The template, not the format, holds one call per turn
			// (Llama 3.x, gpt-oss): the hf format itself holds every kind.
			fmt.Fprintf(w, "  %s: %s not written: the chat template %s holds %s %s; choose another --chat-template or drop %s from --mix\n",
				k, count(m.KindsUnrepresentable[k], "record"), termsafe.String(tmpl), how, what, k)
			continue
		}
		fmt.Fprintf(w, "  %s: %s not written: the %s format holds %s %s; choose another --format (docs/formats.md, \"Record kinds per format\") or drop %s from --mix\n",
			k, count(m.KindsUnrepresentable[k], "record"), m.Format, how, what, k)
	}
}

// writeKindsSkipped lists the manifest's reasons why slots were written
// as single calls ("parallel not possible 2 times: …"), then the records
// the format could not hold, then the kinds of --mix that got no slot at
// all (kindsSkippedWhy entries "KIND: no slot: …" counting 0 slots: a
// small share of a small -n rounds to none on every tool, which the counts
// alone do not explain).
func writeKindsSkipped(w io.Writer, m *dataset.Manifest) {
	whys := make([]string, 0, len(m.KindsSkippedWhy))
	for k := range m.KindsSkippedWhy {
		whys = append(whys, k)
	}
	sort.Strings(whys)
	var noSlot []string
	for _, k := range whys {
		kind, why, _ := strings.Cut(k, ": ")
		if m.KindsSkippedWhy[k] == 0 && strings.HasPrefix(why, generate.NoSlotWhy+":") {
			noSlot = append(noSlot, fmt.Sprintf("  %s: %s\n", kind, termsafe.String(why)))
			continue
		}
		fmt.Fprintf(w, "  %s not possible %s: %s\n", kind, count(m.KindsSkippedWhy[k], "time"), termsafe.String(why))
	}
	writeKindsUnrepresentable(w, m)
	for _, l := range noSlot {
		fmt.Fprint(w, l)
	}
}

// splitWarnPoints is how far (in percentage points) a split's share of the
// written records may fall from the --split share asked before the summary
// says so.
const splitWarnPoints = 5

// writeSplitShares warns when a split's share of the records written is
// more than splitWarnPoints from the share --split asked. Records are
// assigned to splits by group (a request and its near-identical variations
// stay on one side, so no near-duplicate crosses from train to valid), and
// with few groups one big group can move a split far from its share; the
// records stay where the seed put them, the summary only says what was
// written (the manifest's files list the lines per split).
func writeSplitShares(w io.Writer, r *generate.Result) {
	m := r.Manifest
	if m == nil || m.Split == nil || m.Split.IsZero() {
		return
	}
	lines := map[string]int{}
	total := 0
	for _, f := range r.Files {
		lines[f.Split] += f.Lines
		total += f.Lines
	}
	if total == 0 {
		return
	}
	asked := map[string]float64{
		dataset.SplitTrain: 1 - m.Split.Valid - m.Split.Test,
		dataset.SplitValid: m.Split.Valid,
		dataset.SplitTest:  m.Split.Test,
	}
	off := false
	var got, want []string
	for _, name := range m.Split.Names() {
		share := float64(lines[name]) / float64(total)
		if math.Abs(share-asked[name])*100 > splitWarnPoints {
			off = true
		}
		got = append(got, fmt.Sprintf("%s %d (%.0f%%)", name, lines[name], share*100))
		want = append(want, fmt.Sprintf("%s %.0f%%", name, asked[name]*100))
	}
	if !off {
		return
	}
	fmt.Fprintf(w, "warning: --split wrote %s, asked %s: records are split by group (a request and its variations stay on one side), and with few groups a large one moves a split far from its share; more records (-n) or another --seed bring it closer\n",
		strings.Join(got, ", "), strings.Join(want, ", "))
}

// writeEmptySplits warns, --quiet too, of each --split file the run left
// with no record: trainers and 'mcpgen dataset check' refuse an empty file,
// so a pipeline that reads it would fail later and further away.
func writeEmptySplits(w io.Writer, r *generate.Result) {
	if r.Records == 0 || r.Manifest == nil || r.Manifest.Split == nil || r.Manifest.Split.IsZero() {
		return
	}
	for _, f := range r.Files {
		if f.Lines == 0 && f.Path != "-" {
			fmt.Fprintf(w, "mcpgen: warning: --split wrote no record to %s (the %s split of %s): trainers and 'mcpgen dataset check' refuse an empty file; make more records (-n) or give %s a larger share\n",
				f.Path, f.Split, count(r.Records, "record"), f.Split)
		}
	}
}

// manifestChatTemplate returns the --chat-template the manifest's options
// record, or "".
func manifestChatTemplate(m *dataset.Manifest) string {
	var o struct {
		ChatTemplate string `json:"chatTemplate"`
	}
	if len(m.Options) == 0 || json.Unmarshal(m.Options, &o) != nil {
		return ""
	}
	return o.ChatTemplate
}

// writeFirstFailures prints each tool's first failure, one line per
// distinct reason in the order first met: tools that failed for the same
// reason (a format that cannot hold a record kind stops every tool alike)
// share a line that names the first two and counts the rest. A tool whose
// only missing records are ones the format cannot hold says "skipped:":
// they are left out by design, nothing failed.
func writeFirstFailures(w io.Writer, tools []generate.ToolStats) {
	var order []string
	who := map[string][]string{}
	for _, t := range tools {
		if t.FirstFailure == "" {
			continue
		}
		reason := t.FirstFailure
		if t.Unrepresentable > 0 && t.SynthFailures+t.ExecFailures+t.ExecSkipped == 0 {
			reason = "skipped: " + reason // the format cannot hold them: nothing failed
		}
		if _, ok := who[reason]; !ok {
			order = append(order, reason)
		}
		who[reason] = append(who[reason], t.Server+"/"+t.Tool)
	}
	for _, reason := range order {
		names := who[reason]
		switch {
		case len(names) == 1:
			fmt.Fprintf(w, "%s: %s\n", names[0], reason)
		case len(names) == 2:
			fmt.Fprintf(w, "%s and %s: %s\n", names[0], names[1], reason)
		default:
			fmt.Fprintf(w, "%s, %s and %s: %s\n", names[0], names[1], count(len(names)-2, "more tool"), reason)
		}
	}
}
