package generate

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// checkpointEvery is how often a running run brings its incomplete
// manifest up to date (flushing its files first), so that after a kill -9
// --resume repeats at most that much work.
var checkpointEvery = 2 * time.Second

// isDirPath reports whether an output path is a folder (MLX layout).
func isDirPath(p string) bool {
	if strings.HasSuffix(p, "/") || strings.HasSuffix(p, string(filepath.Separator)) {
		return true
	}
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

// splitNames returns the split file names a run writes to path (see
// openSinkWith).
func splitNames(path string, split dataset.SplitRatios) []string {
	switch {
	case !split.IsZero():
		return split.Names()
	case isDirPath(path):
		return []string{dataset.SplitTrain}
	}
	return []string{""}
}

// outputFiles returns every file a run writing to out may create or
// replace: the split files and their partial files, the manifest, the
// incomplete manifest, the lock, and LLaMA-Factory's dataset_info.json.
func outputFiles(out Output, opts config) []string {
	if out.Path == "" || out.Path == "-" {
		return nil
	}
	var files []string
	for _, n := range splitNames(out.Path, opts.Split) {
		p := dataset.SplitPath(out.Path, n)
		files = append(files, p, p+dataset.PartialSuffix)
	}
	files = append(files, dataset.ManifestPath(out.Path), dataset.PartialManifestPath(out.Path), dataset.LockPath(out.Path))
	if opts.Format == "sharegpt" {
		files = append(files, filepath.Join(filepath.Dir(dataset.SplitPath(out.Path, dataset.SplitTrain)), "dataset_info.json"))
	}
	return files
}

// checkInputs refuses an output that would write over one of the run's
// inputs (compared as files: links and other spellings of a path count),
// and an output named like a file that belongs to another dataset (see
// bookkeepingName) or that another dataset's manifest lists, or that
// would leave files of its own manifest behind (checkDatasets), and one
// that is not a regular file (checkRegular).
func checkInputs(out Output, opts config) error {
	if err := checkRegular(out, opts); err != nil {
		return err
	}
	if out.Path != "" && out.Path != "-" && !isDirPath(out.Path) {
		if kind := bookkeepingName(out.Path); kind != "" {
			return badOutput(fmt.Sprintf("output %s is named like %s of another dataset, which this run would replace and leave that dataset without: name the records file FILE.jsonl", out.Path, kind))
		}
	}
	if err := checkDatasets(out, opts); err != nil {
		return err
	}
	for _, f := range outputFiles(out, opts) {
		for _, in := range out.Inputs {
			if in.Path == "" || !dataset.SameFile(f, in.Path) {
				continue
			}
			role := in.Role
			if role == "" {
				role = "input"
			}
			if f == out.Path {
				return badOutput(fmt.Sprintf("output %s is the %s %s of this run: write the output elsewhere", out.Path, role, in.Path))
			}
			return badOutput(fmt.Sprintf("output %s would write %s, which is the %s %s of this run: write the output elsewhere", out.Path, f, role, in.Path))
		}
	}
	return nil
}

// bookkeepingName returns what a file of that name is to a dataset
// beside it ("the manifest", "an unfinished file", "the lock"), or "" for
// a name free for records: writing records to "out.manifest.json" would
// replace the manifest of out.jsonl.
func bookkeepingName(path string) string {
	base := filepath.Base(path)
	switch {
	case strings.HasSuffix(base, ".manifest.json") || base == "manifest.json":
		return "the manifest"
	case strings.HasSuffix(base, dataset.PartialSuffix):
		return "an unfinished file"
	case strings.HasPrefix(base, ".") && strings.HasSuffix(base, ".lock"):
		return "the lock"
	}
	return ""
}

// toolDigest is the sha256 of a tool's definition as the records use it:
// name, description, inputSchema, outputSchema and annotations, as
// canonical JSON (object keys sorted), so the same definition sent with
// other spacing or key order has the same digest.
func toolDigest(t *tool.Tool) string {
	canon := func(raw json.RawMessage) any {
		if len(bytes.TrimSpace(raw)) == 0 {
			return nil
		}
		var v any
		d := json.NewDecoder(bytes.NewReader(raw))
		d.UseNumber()
		if d.Decode(&v) != nil {
			return string(raw)
		}
		return v
	}
	doc := map[string]any{"name": t.Name, "description": t.Description, "inputSchema": canon(t.InputSchema),
		"outputSchema": canon(t.OutputSchema), "annotations": t.Annotations}
	b, _ := json.Marshal(doc) // map keys are sorted by encoding/json
	sum := sha256.Sum256(b)
	return "sha256:" + hex.EncodeToString(sum[:])
}

// toolDigests maps each planned tool (defKeys: "server/tool") to its
// toolDigest.
func toolDigests(p *plan) map[string]string {
	out := make(map[string]string, len(p.Tools))
	keys := defKeys{}
	for _, pt := range p.Tools {
		out[keys.next(pt.stats.Server, pt.stats.Tool, pt.stats.Name)] = toolDigest(&pt.t)
	}
	return out
}

// defKeys names the tools of a run, in the run's order, for their
// definition digests: "server/tool" (statsKey), and for a later tool of
// the same server and MCP name, offered under another name (two tools
// named get_job in one file, the second offered as get_job_2),
// "server/tool (name)". Each then has a digest of its own: --resume sees
// a change to either (was: both under one key, the second's digest
// recorded for both).
type defKeys map[string]bool

// next is the key of the tool server/tool offered as name.
func (k defKeys) next(server, tool, name string) string {
	key := statsKey(server, tool)
	if k[key] {
		key += " (" + name + ")"
	}
	k[key] = true
	return key
}

func statsKey(server, tool string) string { return server + "/" + tool }

// displayKey is how messages name a tool: "server/tool", or "tool" for a
// tool read from a file.
func displayKey(key string) string { return strings.TrimPrefix(key, "/") }

// checkToolDefs compares the tool definitions recorded in an interrupted
// run's manifest with defs (toolDigests of this run) and names the tools
// that changed, appeared or went away. A manifest written before
// definitions were recorded is not checked.
func checkToolDefs(mp string, m *dataset.Manifest, defs map[string]string) error {
	was := map[string]string{}
	recorded := false
	keys := defKeys{}
	for _, tc := range m.Tools {
		if tc.Tool == "" {
			continue // negatives
		}
		was[keys.next(tc.Server, tc.Tool, tc.Name)] = tc.Definition
		recorded = recorded || tc.Definition != ""
	}
	if !recorded {
		return nil
	}
	var diffs []string
	for k, d := range defs {
		w, ok := was[k]
		switch {
		case !ok:
			diffs = append(diffs, displayKey(k)+" (new)")
		case w != d:
			diffs = append(diffs, displayKey(k)+" (definition changed)")
		}
	}
	for k := range was {
		if _, ok := defs[k]; !ok {
			diffs = append(diffs, displayKey(k)+" (gone)")
		}
	}
	if len(diffs) == 0 {
		return nil
	}
	sort.Strings(diffs)
	return &ToolsChangedError{Manifest: mp, Changes: diffs}
}

// ToolsChangedError is the error of resuming a run whose tools changed
// since the interrupted run: the records it wrote follow the old
// definitions, so only a fresh run (not resuming) gives a consistent file.
type ToolsChangedError struct {
	// Manifest is the interrupted run's manifest path.
	Manifest string
	// Changes name each changed tool, sorted: "server/tool (new)",
	// "(definition changed)" or "(gone)".
	Changes []string
}

// Unwrap returns ErrResumeMismatch: resuming with changed tools is a
// mistake in the command line.
func (e *ToolsChangedError) Unwrap() error { return ErrResumeMismatch }

// Error names the manifest and the changed tools.
func (e *ToolsChangedError) Error() string {
	return fmt.Sprintf("resume: manifest %s: the tools changed since the interrupted run: %s; the records it wrote follow the old definitions (start a fresh run instead of resuming)", e.Manifest, strings.Join(e.Changes, ", "))
}
