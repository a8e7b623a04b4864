package generate

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/dataset"
)

// sink writes lines to one file per split (or to a stream).
type sink struct {
	writers map[string]*dataset.Writer
	order   []string
}

func openSink(out Output, split dataset.SplitRatios) (*sink, error) {
	return openSinkWith(out, split, dataset.Create)
}

// openSinkWith opens the files of out with open (dataset.Create, or
// dataset.Resume to continue partial files).
func openSinkWith(out Output, split dataset.SplitRatios, open func(string) (*dataset.Writer, error)) (*sink, error) {
	s := &sink{writers: map[string]*dataset.Writer{}}
	if out.Path == "" || out.Path == "-" {
		if !split.IsZero() {
			return nil, errors.New("split needs an output file or folder, not standard output")
		}
		if out.Stdout == nil {
			return nil, errors.New("output: Path is standard output but Output.Stdout is nil")
		}
		s.writers[""] = dataset.NewStreamWriter(out.Stdout)
		s.order = []string{""}
		return s, nil
	}
	names := []string{""}
	if !split.IsZero() {
		names = split.Names()
	}
	if strings.HasSuffix(out.Path, "/") || strings.HasSuffix(out.Path, string(filepath.Separator)) {
		if err := os.MkdirAll(out.Path, 0o755); err != nil {
			return nil, fmt.Errorf("output %s: %w", out.Path, err)
		}
		if split.IsZero() {
			names = []string{dataset.SplitTrain} // dir output: train.jsonl
		}
	} else if dir := filepath.Dir(out.Path); dir != "" {
		if st, err := os.Stat(out.Path); err == nil && st.IsDir() {
			if split.IsZero() {
				names = []string{dataset.SplitTrain}
			}
		} else if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return nil, fmt.Errorf("output %s: %w", out.Path, err)
			}
			if out.Created != nil {
				out.Created(dir)
			}
		}
	}
	for _, n := range names {
		w, err := open(dataset.SplitPath(out.Path, n))
		if err != nil {
			s.abort()
			return nil, err
		}
		s.writers[n] = w
		s.order = append(s.order, n)
	}
	return s, nil
}

func (s *sink) write(split string, line []byte) error {
	w := s.writers[split]
	if w == nil {
		if len(s.order) == 1 {
			w = s.writers[s.order[0]]
		} else {
			return fmt.Errorf("no output for split %q", split)
		}
	}
	return w.Write(line)
}

func (s *sink) abort() {
	for _, n := range s.order {
		_ = s.writers[n].Abort()
	}
}

// discard aborts and removes the partial files: nothing of the run is
// kept.
func (s *sink) discard() {
	s.abort()
	for _, n := range s.order {
		if p := s.writers[n].Path(); p != "-" {
			_ = os.Remove(p + dataset.PartialSuffix)
		}
	}
}

// flush writes the buffered lines of every file to disk (for a
// checkpoint).
func (s *sink) flush() error {
	for _, n := range s.order {
		if err := s.writers[n].Flush(); err != nil {
			return err
		}
	}
	return nil
}

func (s *sink) commit() ([]dataset.FileSum, error) {
	var out []dataset.FileSum
	for _, n := range s.order {
		sum, err := s.writers[n].Commit()
		if err != nil {
			return out, err
		}
		if len(s.order) > 1 || n != "" {
			sum.Split = n
		}
		out = append(out, sum)
	}
	return out, nil
}

// writeDatasetInfo adds LLaMA-Factory's dataset_info.json entries for
// files beside the output (docs/formats.md, sharegpt), one per file, named
// after the file; the folder's other datasets are kept.
func writeDatasetInfo(output string, files []dataset.FileSum) error {
	dir := filepath.Dir(dataset.SplitPath(output, dataset.SplitTrain))
	var entries []dataset.DatasetInfoEntry
	for _, f := range files {
		entries = append(entries, datasetInfoEntry(f.Path))
	}
	return dataset.WriteDatasetInfo(dir, entries)
}

// datasetInfoEntry is the dataset_info.json entry of the split file at
// path: named like the file without its extension ("out.train").
func datasetInfoEntry(path string) dataset.DatasetInfoEntry {
	base := filepath.Base(path)
	return dataset.DatasetInfoEntry{Name: strings.TrimSuffix(base, filepath.Ext(base)), File: base}
}

// datasetInfoEntries are the entries a sharegpt run writing to output
// with split adds to dataset_info.json (writeDatasetInfo).
func datasetInfoEntries(output string, split dataset.SplitRatios) []dataset.DatasetInfoEntry {
	var entries []dataset.DatasetInfoEntry
	for _, n := range splitNames(output, split) {
		entries = append(entries, datasetInfoEntry(dataset.SplitPath(output, n)))
	}
	return entries
}

// dropDatasetInfo removes the dataset_info.json entries beside the output
// that a sharegpt run wrote for files this run (of another format) just
// replaced, so LLaMA-Factory does not read them as sharegpt.
func dropDatasetInfo(output string, files []dataset.FileSum) error {
	dir := filepath.Dir(dataset.SplitPath(output, dataset.SplitTrain))
	names := make([]string, 0, len(files))
	for _, f := range files {
		names = append(names, filepath.Base(f.Path))
	}
	return dataset.DropDatasetInfo(dir, names)
}

// makeOutputDir creates the folder of out: a Path ending in "/" itself, or
// the missing parent folder of a file Path (reported to out.Created).
func makeOutputDir(out Output) error {
	if out.Path == "" || out.Path == "-" {
		return nil
	}
	if strings.HasSuffix(out.Path, "/") || strings.HasSuffix(out.Path, string(filepath.Separator)) {
		if st, err := os.Stat(filepath.Clean(out.Path)); err == nil && !st.IsDir() {
			return badOutput(fmt.Sprintf("output %s: %s is a file, not a folder: drop the trailing / to write that file, or name a folder", out.Path, filepath.Clean(out.Path)))
		}
		if err := os.MkdirAll(out.Path, 0o755); err != nil {
			return fmt.Errorf("output %s: %w", out.Path, err)
		}
		return nil
	}
	dir := filepath.Dir(out.Path)
	if f := fileAmongFolders(dir); f != "" {
		return badOutput(fmt.Sprintf("output %s: %s is a file, not a folder: name a file in a folder, or remove %s", out.Path, f, f))
	}
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return fmt.Errorf("output %s: %w", out.Path, err)
		}
		if out.Created != nil {
			out.Created(dir)
		}
	}
	return nil
}

// fileAmongFolders returns the nearest existing part of dir that is a
// file, not a folder ("out.jsonl" of "out.jsonl/x"), so an output under it
// is refused with its name instead of "mkdir: not a directory"; "" when
// every existing part of dir is a folder.
func fileAmongFolders(dir string) string {
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		if st, err := os.Stat(d); err == nil {
			if st.IsDir() {
				return ""
			}
			return d
		}
		if p := filepath.Dir(d); p == d {
			return ""
		}
	}
}
