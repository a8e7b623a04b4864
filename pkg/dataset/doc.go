// Package dataset holds mcpgen's neutral fine-tuning record model ([Record])
// and everything between a record and a file on disk:
//
//   - [Format]s render a record as one JSONL line for a fine-tuning framework
//     (openai, openai-functions, mlx, hf, sharegpt, hermes, xlam, mistral);
//     [Lookup] and [Names] give the registry, [Register] adds more (the
//     pre-rendered "text" format of chat-template checks).
//   - [Writer] streams lines to "<path>.partial" and renames on
//     [Writer.Commit], so a crash never leaves a half-written dataset; an
//     interrupted run resumes with [Resume].
//   - [Manifest] records how a dataset was made and the sha256 of each file.
//   - [AssignSplit] puts groups of records into train/valid/test
//     deterministically; [Deduper] drops exact duplicates in bounded memory.
//   - [Check] reads an existing JSONL file and reports, per line, every way it
//     breaks its framework's rules ([CheckFormats] lists what it accepts,
//     including pre-rendered "text" lines).
//   - [ExpandAssistantTurns] shapes records for trainers that learn only the
//     last message; [WriteDatasetInfo] adds sharegpt files to
//     LLaMA-Factory's dataset_info.json, keeping its other datasets.
//
// Format defaults (docs/formats.md; [Format.Defaults]):
//
//	format            arguments  content beside tool calls
//	openai            string     omitted
//	openai-functions  string     omitted
//	mistral           string     omitted (9-character ids, ends on assistant)
//	hf, mlx           object     ""  (null breaks Qwen3/gpt-oss templates)
//	sharegpt          object     n/a (function_call turn text)
//	hermes            object     n/a (<tool_call> text)
//	xlam              object     n/a (answers list; no results)
//
// Every format holds records with several calls in a turn and several
// user/assistant/tool turns (parallel, chain, follow-up, clarify), except
// where its container cannot: openai-functions writes parallel calls one
// per message ([SequentialCalls], also [FormatOptions.OneCallPerTurn] for
// one-call chat templates) and xlam holds one turn of calls. [Check]
// validates every kind: calls paired with results, role order, chained
// steps taking their values from earlier results, clarifying questions
// naming what is missing (docs/formats.md, "Record kinds per format").
//
// The exact rules per framework are those of the project's research notes
// (docs/formats.md: the traps and the per-format rules); each format's
// doc comment names the section it follows.
//
// Typical use:
//
//	f, _ := dataset.Lookup("openai")
//	w, _ := dataset.Create("out.jsonl")
//	defer w.Abort()
//	line, err := f.Encode(&rec, dataset.FormatOptions{})
//	if err == nil { err = w.Write(line) }
//	sum, err := w.Commit() // out.jsonl now exists, sum.SHA256 is its hash
package dataset
