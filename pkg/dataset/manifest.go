package dataset

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/mcpgen/mcpgen/internal/atomicfile"
)

// ManifestVersion is the version of the manifest's JSON layout.
const ManifestVersion = 1

// A Manifest describes how a dataset was made. It is written as indented
// JSON beside the output ([ManifestPath]) and never holds wall-clock times,
// so the same run gives the same manifest bytes.
type Manifest struct {
	// ManifestVersion is [ManifestVersion].
	ManifestVersion int `json:"manifestVersion"`
	// MCPGenVersion is the version of the mcpgen binary that wrote it.
	MCPGenVersion string `json:"mcpgenVersion"`
	// Complete is false while the run is in progress or after it was
	// interrupted (such a manifest is kept at [PartialManifestPath], beside
	// the ".partial" files); --resume continues only incomplete runs.
	Complete bool `json:"complete"`
	// Seed is the effective --seed.
	Seed int64 `json:"seed"`
	// Format is the --format name and FormatOptions the resolved options.
	Format        string        `json:"format"`
	FormatOptions FormatOptions `json:"formatOptions"`
	// Options holds the generating command's other options, as JSON (owned
	// by that command; resume compares it to refuse mismatched runs).
	Options json.RawMessage `json:"options,omitempty"`
	// Split is the --split ratios (nil when not split).
	Split *SplitRatios `json:"split,omitempty"`
	// Shard is this run's --shard (nil when not sharded).
	Shard *Shard `json:"shard,omitempty"`
	// Tools counts records per tool, in output order of first appearance.
	Tools []ToolCount `json:"tools"`
	// Skipped lists servers and tools left out, with the reason.
	Skipped []Skipped `json:"skipped,omitempty"`
	// Names maps the tool names the model sees back to MCP names.
	Names []NameMapping `json:"names,omitempty"`
	// Notes lists what was noticed about the tools as loaded: schemas
	// normalized, tools declaring no parameters while describing inputs.
	Notes []Note `json:"notes,omitempty"`
	// Records is the number of records written over all files;
	// Duplicates the number of exact duplicates dropped; Unrepresentable
	// the number of records the format could not hold.
	Records         int `json:"records"`
	Duplicates      int `json:"duplicates"`
	Unrepresentable int `json:"unrepresentable,omitempty"`
	// Kinds counts the records written per record kind (single, parallel,
	// chain, followup, clarify) when the run was given a mix of kinds;
	// KindsSkipped the slots whose kind could not be made (written as a
	// single call instead), per kind.
	Kinds        map[string]int `json:"kinds,omitempty"`
	KindsSkipped map[string]int `json:"kindsSkipped,omitempty"`
	// KindsSkippedWhy counts the skipped slots by kind and reason, keyed
	// "kind: reason" ("chain: offline: no finder of its server has an
	// outputSchema to take a value from").
	KindsSkippedWhy map[string]int `json:"kindsSkippedWhy,omitempty"`
	// KindsUnrepresentable counts, per kind, the records made but not
	// written because the format cannot hold them (xlam holds no
	// follow-up turns), part of Unrepresentable.
	KindsUnrepresentable map[string]int `json:"kindsUnrepresentable,omitempty"`
	// Files lists the dataset files with their sha256.
	Files []FileSum `json:"files"`
	// State is opaque resume state owned by the generating command (for
	// example the next record index per tool).
	State json.RawMessage `json:"state,omitempty"`
}

// A Shard is one slice "I/N" of a run: this run writes the records whose
// position falls in its share.
type Shard struct {
	Index int `json:"index"` // 0-based
	Count int `json:"count"`
}

// ParseShard parses "I/N" with 0 <= I < N.
func ParseShard(s string) (Shard, error) {
	var sh Shard
	i, n, ok := strings.Cut(strings.TrimSpace(s), "/")
	if !ok {
		return sh, fmt.Errorf("shard %q: want I/N, e.g. 0/4", s)
	}
	if _, err := fmt.Sscanf(i+" "+n, "%d %d", &sh.Index, &sh.Count); err != nil {
		return sh, fmt.Errorf("shard %q: want I/N, e.g. 0/4", s)
	}
	if sh.Count < 1 || sh.Index < 0 || sh.Index >= sh.Count {
		return sh, fmt.Errorf("shard %q: want 0 <= I < N", s)
	}
	return sh, nil
}

// Range returns the half-open range [lo, hi) of positions 0..total-1 that
// shard s owns: contiguous blocks, so the shards' files concatenated in
// index order equal the single run's file.
func (s Shard) Range(total int64) (lo, hi int64) {
	n := int64(s.Count)
	return total * int64(s.Index) / n, total * int64(s.Index+1) / n
}

// ToolCount counts one tool's records.
type ToolCount struct {
	Server string `json:"server,omitempty"`
	Tool   string `json:"tool"` // MCP tool name
	Name   string `json:"name"` // name the model sees
	// Records is the number of records written for this tool (the tool a
	// record's slot was made for; a record may call others too); of them Calls
	// are those with no error result and Errors those with one (Records =
	// Calls + Errors). A record counts once however many calls it holds, so
	// Calls is not the number of calls in the file. Negatives are counted
	// under the tool "" instead.
	Records int `json:"records"`
	Calls   int `json:"calls,omitempty"`
	Errors  int `json:"errors,omitempty"`
	// DistinctPrompts counts distinct user requests among the records.
	DistinctPrompts int `json:"distinctPrompts,omitempty"`
	// Splits counts records per split name.
	Splits map[string]int `json:"splits,omitempty"`
	// Scrubbed counts the secrets replaced with "[REDACTED:…]" in the tool
	// results of the written records, by kind ("server entry",
	// "environment", or a token kind such as "github-token").
	Scrubbed map[string]int `json:"scrubbed,omitempty"`
	// Kinds and KindsSkipped are the tool's records per kind and its slots
	// whose kind could not be made, per kind (see Manifest.Kinds).
	Kinds        map[string]int `json:"kinds,omitempty"`
	KindsSkipped map[string]int `json:"kindsSkipped,omitempty"`
	// KindsSkippedWhy counts the skipped slots by kind and reason, keyed
	// "kind: reason" ("chain: offline: no finder of its server has an
	// outputSchema to take a value from").
	KindsSkippedWhy map[string]int `json:"kindsSkippedWhy,omitempty"`
	// KindsUnrepresentable counts the tool's records per kind that the
	// format could not hold (see Manifest.KindsUnrepresentable).
	KindsUnrepresentable map[string]int `json:"kindsUnrepresentable,omitempty"`
	// Definition is the sha256 of the tool's definition (name,
	// description, inputSchema, outputSchema, annotations as canonical
	// JSON), "sha256:HEX": --resume refuses to continue a run whose tools
	// changed.
	Definition string `json:"definition,omitempty"`
}

// Skipped is a server or tool left out of the run.
type Skipped struct {
	Server string `json:"server,omitempty"`
	Tool   string `json:"tool,omitempty"`
	Reason string `json:"reason"`
}

// String returns "server/tool: reason" ("server: reason" for a server).
func (s Skipped) String() string {
	name := s.Server
	if s.Tool != "" {
		name += "/" + s.Tool
	}
	return name + ": " + s.Reason
}

// A Note is something noticed about one tool's input, kept in the manifest.
type Note struct {
	Server  string `json:"server,omitempty"`
	Tool    string `json:"tool"`
	Kind    string `json:"kind"`
	Message string `json:"message"`
}

// NameMapping maps a tool name shown to the model to its MCP server and tool.
type NameMapping struct {
	Name    string `json:"name"`
	Server  string `json:"server,omitempty"`
	MCPName string `json:"mcpName"`
}

// ManifestPath returns where the manifest of output goes: "out.jsonl" →
// "out.manifest.json"; for a directory output (MLX layout), "dir/manifest.json".
func ManifestPath(output string) string {
	if output == "" || output == "-" {
		return ""
	}
	if isDirOutput(output) {
		return filepath.Join(output, "manifest.json")
	}
	return strings.TrimSuffix(output, filepath.Ext(output)) + ".manifest.json"
}

// SplitPath returns the file for one split of output: "out.jsonl" + "valid"
// → "out.valid.jsonl"; a directory output gives "dir/valid.jsonl" (the
// layout mlx_lm.lora expects, docs/formats.md, hf and mlx). split "" returns output.
func SplitPath(output, split string) string {
	if split == "" {
		return output
	}
	if isDirOutput(output) {
		return filepath.Join(output, split+".jsonl")
	}
	ext := filepath.Ext(output)
	if ext == "" {
		ext = ".jsonl"
	}
	return strings.TrimSuffix(output, filepath.Ext(output)) + "." + split + ext
}

func isDirOutput(p string) bool {
	if strings.HasSuffix(p, "/") || strings.HasSuffix(p, string(filepath.Separator)) {
		return true
	}
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

// WriteFile writes m as indented JSON to path atomically (temp file, fsync,
// rename).
func (m *Manifest) WriteFile(path string) error {
	if m.ManifestVersion == 0 {
		m.ManifestVersion = ManifestVersion
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(m); err != nil {
		return fmt.Errorf("manifest %s: %w", path, err)
	}
	return atomicfile.WriteFile(path, buf.Bytes(), 0o644)
}

// ReadManifest reads a manifest written by WriteFile. It returns an error
// naming path if the file is missing, not JSON, or of a newer layout.
func ReadManifest(path string) (*Manifest, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("manifest: %w", err)
	}
	var m Manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("manifest %s: %w", path, err)
	}
	if m.ManifestVersion > ManifestVersion {
		return nil, fmt.Errorf("manifest %s: layout version %d is newer than this mcpgen understands (%d)", path, m.ManifestVersion, ManifestVersion)
	}
	return &m, nil
}
