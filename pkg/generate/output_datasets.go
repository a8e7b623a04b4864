package generate

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/dataset"
)

// checkDatasets refuses an output that would break a dataset already on
// disk: a records file that another dataset's manifest lists (-o
// out.valid.jsonl beside out.manifest.json, which a later check of that
// dataset would find changed), and a run whose own manifest, which it
// replaces, lists files this run does not write (out.train.jsonl … of a
// run with --split, rerun without it), which would be left without a
// manifest. Files a manifest lists that are gone do not count.
func checkDatasets(out Output, opts config) error {
	if out.Path == "" || out.Path == "-" {
		return nil
	}
	own := dataset.ManifestPath(out.Path)
	var writes []string
	for _, n := range splitNames(out.Path, opts.Split) {
		writes = append(writes, dataset.SplitPath(out.Path, n))
	}
	for _, f := range writes {
		if err := checkListedElsewhere(out.Path, f, own); err != nil {
			return err
		}
	}
	return checkOrphans(out.Path, own, writes, opts.Split)
}

// checkListedElsewhere refuses writing f when the manifest of another
// dataset lists f as one of its files: one whose name makes f its split
// file (dir/out.manifest.json for dir/out.valid.jsonl, dir/manifest.json
// for dir/valid.jsonl), other than own. A manifest copied elsewhere under
// another name does not count.
func checkListedElsewhere(output, f, own string) error {
	dir := filepath.Dir(f)
	var manifests []string
	stem := strings.TrimSuffix(filepath.Base(f), filepath.Ext(f))
	for _, split := range []string{dataset.SplitTrain, dataset.SplitValid, dataset.SplitTest} {
		if stem == split {
			manifests = append(manifests, filepath.Join(dir, "manifest.json"))
		}
		if b, ok := strings.CutSuffix(stem, "."+split); ok && b != "" {
			manifests = append(manifests, filepath.Join(dir, b+".manifest.json"))
		}
	}
	for _, mp := range manifests {
		if dataset.SameFile(mp, own) {
			continue
		}
		m, err := dataset.ReadManifest(mp)
		if err != nil {
			continue // none, or not a manifest mcpgen can read
		}
		for _, fs := range m.Files {
			if fs.Path == "" || fs.Path == "-" || !dataset.SameFile(filepath.Join(dir, fs.Path), f) {
				continue
			}
			what := "a file"
			if fs.Split != "" {
				what = "the " + fs.Split + " split"
			}
			is := fmt.Sprintf("output %s is", output)
			if !dataset.SameFile(f, output) {
				is = fmt.Sprintf("output %s would write %s, which is", output, f)
			}
			return badOutput(fmt.Sprintf("%s %s of the dataset of %s (listed there with its sha256), which this run would replace and leave that dataset inconsistent: write the output elsewhere, or remake that dataset with its own -o %s", is, what, mp, datasetOutput(mp, fs.Path)))
		}
	}
	return nil
}

// datasetOutput returns the -o that writes the dataset of manifest mp,
// one of whose files is named file: "dir/" for dir/manifest.json, else
// "dir/out.jsonl" for dir/out.manifest.json.
func datasetOutput(mp, file string) string {
	dir := filepath.Dir(mp)
	base := filepath.Base(mp)
	if base == "manifest.json" {
		return dir + string(filepath.Separator)
	}
	ext := filepath.Ext(file)
	if ext == "" {
		ext = ".jsonl"
	}
	return filepath.Join(dir, strings.TrimSuffix(base, ".manifest.json")+ext)
}

// checkOrphans refuses a run whose manifest own, which the run replaces
// when it completes, lists files that still exist and that the run does
// not write (writes): they would be left without a manifest.
func checkOrphans(output, own string, writes []string, split dataset.SplitRatios) error {
	m, err := dataset.ReadManifest(own)
	if err != nil {
		return nil
	}
	dir := filepath.Dir(own)
	var left []string
	for _, fs := range m.Files {
		if fs.Path == "" || fs.Path == "-" {
			continue
		}
		p := filepath.Join(dir, fs.Path)
		if _, err := os.Stat(p); err != nil || writesFile(writes, p) {
			continue
		}
		left = append(left, p)
	}
	if len(left) == 0 {
		return nil
	}
	sort.Strings(left)
	was := "without --split"
	redo := "run without --split"
	if m.Split != nil && !m.Split.IsZero() {
		was = "with --split " + m.Split.String()
		redo = "pass --split " + m.Split.String()
	}
	now := "without --split"
	if !split.IsZero() {
		now = "with --split " + split.String()
	}
	if now == was {
		// the split is the same: the files differ by name (-o data.json
		// wrote what -o data.jsonl would not)
		redo = "run with -o " + datasetOutput(own, left[0])
		if !split.IsZero() {
			redo += " --split " + split.String()
		}
	}
	them := "them"
	if len(left) == 1 {
		them = "it"
	}
	return badOutput(fmt.Sprintf("output %s: its manifest %s lists %s (written %s), which this run (%s) would not write and would leave without a manifest: %s to remake %s, or delete %s and %s first", output, own, strings.Join(left, ", "), was, now, redo, them, them, own))
}

// writesFile reports whether p is one of the files in writes.
func writesFile(writes []string, p string) bool {
	for _, w := range writes {
		if dataset.SameFile(w, p) {
			return true
		}
	}
	return false
}
