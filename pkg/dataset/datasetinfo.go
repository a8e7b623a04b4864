package dataset

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"sort"

	"github.com/mcpgen/mcpgen/internal/atomicfile"
)

// A DatasetInfoEntry is one dataset of LLaMA-Factory's dataset_info.json
// (hiyouga/LlamaFactory data/README.md; FORMATS.md §2.6).
type DatasetInfoEntry struct {
	// Name is the key users pass as `dataset:` in their LLaMA-Factory config,
	// e.g. "mcpgen_train".
	Name string
	// File is the JSONL file, relative to the dataset_info.json folder.
	File string
}

// DatasetInfo returns the dataset_info.json document for sharegpt files
// written by mcpgen: each entry maps the columns conversations, system and
// tools, with the default sharegpt tags (from/value, human, gpt,
// function_call, observation). Keys are sorted, so the bytes are stable.
func DatasetInfo(entries []DatasetInfoEntry) ([]byte, error) {
	type columns struct {
		Messages string `json:"messages"`
		System   string `json:"system"`
		Tools    string `json:"tools"`
	}
	type entry struct {
		FileName   string  `json:"file_name"`
		Formatting string  `json:"formatting"`
		Columns    columns `json:"columns"`
	}
	doc := map[string]entry{}
	for _, e := range entries {
		if e.Name == "" || e.File == "" {
			return nil, fmt.Errorf("dataset_info.json: entry %+v needs a name and a file", e)
		}
		if _, dup := doc[e.Name]; dup {
			return nil, fmt.Errorf("dataset_info.json: dataset %q listed twice", e.Name)
		}
		doc[e.Name] = entry{FileName: filepath.ToSlash(e.File), Formatting: "sharegpt",
			Columns: columns{Messages: "conversations", System: "system", Tools: "tools"}}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(doc); err != nil { // map keys are sorted by encoding/json
		return nil, err
	}
	return buf.Bytes(), nil
}

// WriteDatasetInfo writes dataset_info.json into dir atomically, for the
// sharegpt files in entries (File relative to dir).
func WriteDatasetInfo(dir string, entries []DatasetInfoEntry) error {
	sort.Slice(entries, func(i, j int) bool { return entries[i].Name < entries[j].Name })
	data, err := DatasetInfo(entries)
	if err != nil {
		return err
	}
	return atomicfile.WriteFile(filepath.Join(dir, "dataset_info.json"), data, 0o644)
}
