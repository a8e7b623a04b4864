// Package generate is mcpgen's dataset pipeline as a library: tools (from
// MCP servers or files) → inputSchema normalization → argument synthesis
// (pkg/synth) → templated requests (pkg/prompt) → optional execution (an
// [Executor]) → records (pkg/dataset) → JSONL files with a manifest.
//
// [Run] is the one entry point: the command line (`mcpgen generate`) and
// the HTTP API (POST /api/mcp/generate) both call it with [Options], the one
// options type whose json names are the HTTP body's members and the
// manifest's options and whose flag tags name the command's flags. A run
// that executes its calls gets them run by an [Executor] a [Starter]
// starts (pkg/execute implements both); this package never imports it.
//
// # Stages
//
// A run is three stages: plan the slots (the units — one per tool, one for
// the negatives — in output order, and the slot range this run writes),
// produce the records (blocks of slots go to the workers; each block's unit
// has a producer that makes its records: a tool's calls, or negatives), and
// write and finish (blocks come back in slot order; duplicates are dropped;
// the files are committed with the manifest, or left partial beside an
// incomplete manifest holding the resume state, which is written before
// the files and brought up to date every few seconds, so even a killed
// run can be resumed). A new record kind is a new producer.
//
// # Record kinds
//
// Options.Mix shares each tool's slots among record kinds (default: single
// calls only, and then the output is what it always was): single;
// parallel (2–4 calls of the tool with different arguments in one turn,
// or with a sibling tool when the tool takes no arguments; one request
// asking for all, one final answer covering all); chain (a finder's call,
// then a call whose argument is taken verbatim from the finder's result —
// the real one with execution, offline one synthesized from the finder's
// outputSchema — matched to the parameter by role); followup (a finished
// exchange, then a second user turn changing one value, answered by
// another call); clarify (the request leaves out a required value, the
// assistant asks for it by name, the user gives it, the call follows).
// Each kind is made by the slot's producer (slot in kinds.go); a slot whose
// kind cannot be made for its tool holds a single call and is counted in
// the manifest's kindsSkipped. The kinds of a tool's slots are its shares
// of the slots laid out in an order seeded by (seed, tool), so they do not
// depend on --workers, --shard or --resume. With a mix, distractors come
// from the called tool's server first, and near-miss negatives offer the
// tools of the domain their refusal names.
//
// # Order, determinism and sharding
//
// A run is a fixed sequence of record slots: for each tool, in source order
// and then tool-name order, Options.N slots; then the negative slots. Every
// slot is generated from values derived from (Options.Seed, server, tool,
// slot index) alone — arguments come from one synthesizer per tool, seeded
// by (seed, server/tool), that makes the tool's instances in slot order (so
// its coverage of enum values, branches and optional properties runs across
// all of the tool's slots), the wording, call id and distractors from a
// source seeded per slot — so the bytes written never depend on
// Options.Workers. Workers generate blocks of [ChunkSize] slots in
// parallel; a tool's generator passes from each of its blocks to the next
// once the block's instances are drawn. The writer takes blocks back in
// slot order through a bounded window, so memory stays flat whatever the
// number of records.
//
// A shard I/N writes the contiguous slot range [dataset.Shard.Range]; the
// shards' files concatenated in order equal the single run's file. Exact
// duplicates (same system prompt, request, calls and results) are dropped,
// keeping the first: a shard that starts inside a tool regenerates that
// tool's earlier slots without writing them, so it drops exactly what the
// single run drops. Those earlier slots are never executed; with an
// Executor, the shards' files equal the single run's when each call's result
// depends on its arguments alone (read-only tools on unchanging data), as
// docs/sharding.md says.
//
// With the hf format, a run whose tools give one argument path two JSON
// types writes arguments as JSON strings, and one whose tool definitions
// disagree on a field's type writes tools as a JSON string, so that Arrow
// (datasets.load_dataset) can load the file; the manifest's format options
// and notes (NoteArrowArguments, NoteArrowTools) record it.
//
// # Extension points
//
// An [Executor] (Options.Execute, started through a [Starter]) runs each call for real and returns the tool result; with
// ShapeFull the record then carries the tool turn and a final assistant
// message from the templates. Records an executor rejects are counted and
// not written.
package generate
