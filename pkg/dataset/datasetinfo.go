package dataset

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"

	"github.com/mcpgen/mcpgen/internal/atomicfile"
)

// A DatasetInfoEntry is one dataset of LLaMA-Factory's dataset_info.json
// (hiyouga/LlamaFactory data/README.md; docs/formats.md, sharegpt).
type DatasetInfoEntry struct {
	// Name is the key users pass as `dataset:` in their LLaMA-Factory config,
	// e.g. "mcpgen_train".
	Name string
	// File is the JSONL file, relative to the dataset_info.json folder.
	File string
}

// datasetInfoEntry is the JSON of one sharegpt dataset mcpgen writes: the
// columns conversations, system and tools, with the sharegpt tags spelled
// out (from/value, human, gpt, function_call, observation, system).
type datasetInfoEntry struct {
	FileName   string            `json:"file_name"`
	Formatting string            `json:"formatting"`
	Columns    datasetInfoColumn `json:"columns"`
	Tags       datasetInfoTags   `json:"tags"`
}

type datasetInfoColumn struct {
	Messages string `json:"messages"`
	System   string `json:"system"`
	Tools    string `json:"tools"`
}

type datasetInfoTags struct {
	RoleTag        string `json:"role_tag"`
	ContentTag     string `json:"content_tag"`
	UserTag        string `json:"user_tag"`
	AssistantTag   string `json:"assistant_tag"`
	ObservationTag string `json:"observation_tag"`
	FunctionTag    string `json:"function_tag"`
	SystemTag      string `json:"system_tag"`
}

// DatasetInfo returns a new dataset_info.json document for sharegpt files
// written by mcpgen (MergeDatasetInfo into nothing): entries sorted by
// name, so the bytes are stable.
func DatasetInfo(entries []DatasetInfoEntry) ([]byte, error) {
	return MergeDatasetInfo(nil, entries)
}

// MergeDatasetInfo returns the dataset_info.json document existing (the
// file's bytes; nil or blank for none) with entries added: an entry whose
// name is already there for the same file replaces that member's value in
// place, the others are appended in name order. Every other member is kept
// as written, in its order, so a LLaMA-Factory data/ folder keeps its other
// datasets. An existing document that is not one JSON object is an error,
// and so is a member of an entry's name that lists another file (a
// *DatasetInfoConflict): the user's dataset is never replaced.
func MergeDatasetInfo(existing []byte, entries []DatasetInfoEntry) ([]byte, error) {
	mine := map[string][]byte{}
	var names []string
	for _, e := range entries {
		if e.Name == "" || e.File == "" {
			return nil, fmt.Errorf("dataset_info.json: entry %+v needs a name and a file", e)
		}
		if _, dup := mine[e.Name]; dup {
			return nil, fmt.Errorf("dataset_info.json: dataset %q listed twice", e.Name)
		}
		v, err := indentJSON(datasetInfoEntry{FileName: filepath.ToSlash(e.File), Formatting: "sharegpt",
			Columns: datasetInfoColumn{Messages: "conversations", System: "system", Tools: "tools"},
			Tags: datasetInfoTags{RoleTag: "from", ContentTag: "value", UserTag: "human", AssistantTag: "gpt",
				ObservationTag: "observation", FunctionTag: "function_call", SystemTag: "system"}})
		if err != nil {
			return nil, err
		}
		mine[e.Name] = v
		names = append(names, e.Name)
	}
	sort.Strings(names)
	members, err := objectMembers(existing)
	if err != nil {
		return nil, err
	}
	if err := otherFiles(members, entries); err != nil {
		return nil, err
	}
	placed := map[string]bool{}
	for i, m := range members {
		if v, ok := mine[m.key]; ok {
			members[i].value = v
			placed[m.key] = true
		}
	}
	for _, n := range names {
		if !placed[n] {
			members = append(members, member{key: n, value: mine[n]})
		}
	}
	return encodeMembers(members)
}

// A DatasetInfoConflict is a dataset_info.json member with the name of a
// dataset a sharegpt run would list, which lists another file (or is not
// an object with a file_name): replacing it would lose the user's dataset.
type DatasetInfoConflict struct {
	// Name is the member's key; File the file it lists ("" when none).
	Name, File string
}

func (e *DatasetInfoConflict) Error() string {
	if e.File == "" {
		return fmt.Sprintf("it already has a dataset %q that lists no file_name; it is kept: write the output under another name (-o), or rename or remove that entry", e.Name)
	}
	return fmt.Sprintf("it already lists dataset %q for the file %s; it is kept: write the output under another name (-o), or rename or remove that entry", e.Name, e.File)
}

// otherFiles returns a *DatasetInfoConflict for the first member of
// members named like one of entries that lists another file.
func otherFiles(members []member, entries []DatasetInfoEntry) error {
	want := map[string]string{}
	for _, e := range entries {
		want[e.Name] = filepath.ToSlash(e.File)
	}
	for _, m := range members {
		f, ok := want[m.key]
		if !ok {
			continue
		}
		var e struct {
			FileName string `json:"file_name"`
		}
		if json.Unmarshal(m.value, &e) != nil || e.FileName != f {
			return &DatasetInfoConflict{Name: m.key, File: e.FileName}
		}
	}
	return nil
}

// encodeMembers writes members as one JSON object, a member per line
// indented by two spaces, each value as written, ending in a newline.
func encodeMembers(members []member) ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteString("{")
	for i, m := range members {
		if i > 0 {
			buf.WriteByte(',')
		}
		k, err := marshalNoEscape(m.key)
		if err != nil {
			return nil, err
		}
		buf.WriteString("\n  ")
		buf.Write(k)
		buf.WriteString(": ")
		buf.Write(m.value)
	}
	if len(members) > 0 {
		buf.WriteByte('\n')
	}
	buf.WriteString("}\n")
	return buf.Bytes(), nil
}

// objectMembers splits a JSON object into its members, in order, each
// value as written; blank data is an empty object. Unlike orderedMembers
// it checks the whole document: an unterminated object or text after it
// is an error.
func objectMembers(data []byte) ([]member, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	tok, err := dec.Token()
	if err != nil {
		return nil, notJSON(data, err)
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, errors.New("not a JSON object")
	}
	var out []member
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, notJSON(data, err)
		}
		name, _ := tok.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, fmt.Errorf("member %q: %w", name, notJSON(data, err))
		}
		out = append(out, member{key: name, value: raw})
	}
	if _, err := dec.Token(); err != nil {
		return nil, notJSON(data, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("text after the JSON object")
	}
	return out, nil
}

// notJSON says why data (a dataset_info.json) is not JSON: err with the
// line and column it stops at when the decoder says where.
func notJSON(data []byte, err error) error {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return errors.New("not JSON: unexpected end of file")
	}
	var se *json.SyntaxError
	if errors.As(err, &se) && se.Offset > 0 && int(se.Offset) <= len(data) {
		before := data[:se.Offset]
		line := bytes.Count(before, []byte("\n")) + 1
		col := len(before) - bytes.LastIndexByte(before, '\n')
		return fmt.Errorf("not JSON at line %d, column %d: %w", line, col, err)
	}
	return fmt.Errorf("not JSON: %w", err)
}

// CheckDatasetInfo reports, as an error naming the file, a dataset_info.json
// in dir that WriteDatasetInfo could not add entries to: one that is not a
// JSON object, that cannot be read, or that lists another file under the
// name of one of entries (a *DatasetInfoConflict, which it wraps). A
// missing file is no error (it is created). generate checks it before a
// sharegpt run writes anything, so the run stops at its start rather than
// after it.
func CheckDatasetInfo(dir string, entries []DatasetInfoEntry) error {
	path := filepath.Join(dir, "dataset_info.json")
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	members, err := objectMembers(data)
	if err != nil {
		return fmt.Errorf("%s: %w (LLaMA-Factory's list of datasets, where a sharegpt run adds its files); fix it or remove it: it is left as it was", path, err)
	}
	if err := otherFiles(members, entries); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// indentJSON marshals v indented as a member value of a top-level object.
func indentJSON(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("  ", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}

func marshalNoEscape(s string) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(s); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}

// WriteDatasetInfo adds entries (File relative to dir) to dir's
// dataset_info.json (see MergeDatasetInfo), creating it if missing. The
// read-merge-write runs under a lock file (.dataset_info.json.lock, removed
// when done), so runs writing into one folder at once keep each other's
// entries, and the write is atomic. A dataset_info.json that is not a JSON object is an
// error naming it, and the file is left as it was.
func WriteDatasetInfo(dir string, entries []DatasetInfoEntry) error {
	path := filepath.Join(dir, "dataset_info.json")
	lk, err := lockDatasetInfo(dir)
	if err != nil {
		return fmt.Errorf("%s: lock: %w", path, err)
	}
	defer lk.unlock()
	existing, err := os.ReadFile(path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%s: %w", path, err)
	}
	perm := os.FileMode(0o644)
	if st, err := os.Stat(path); err == nil {
		perm = st.Mode().Perm()
	}
	if _, err := objectMembers(existing); err != nil {
		return fmt.Errorf("%s: %w (LLaMA-Factory's list of datasets, where a sharegpt run adds its files); fix it or remove it: it is left as it was", path, err)
	}
	data, err := MergeDatasetInfo(existing, entries)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return atomicfile.WriteFile(path, data, perm)
}

// DropDatasetInfo removes from dir's dataset_info.json the sharegpt
// entries that name one of files (relative to dir): a run of another
// format replaced those files, and LLaMA-Factory would read them as
// sharegpt. Other entries are kept as written; a file left with no entry
// is removed. A missing file, or one that is not a JSON object (which no
// run of mcpgen writes into), is left as it is. Under the same lock as
// WriteDatasetInfo, written atomically.
func DropDatasetInfo(dir string, files []string) error {
	path := filepath.Join(dir, "dataset_info.json")
	if _, err := os.Stat(path); err != nil {
		return nil
	}
	lk, err := lockDatasetInfo(dir)
	if err != nil {
		return fmt.Errorf("%s: lock: %w", path, err)
	}
	defer lk.unlock()
	existing, err := os.ReadFile(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		return fmt.Errorf("%s: %w", path, err)
	}
	members, err := objectMembers(existing)
	if err != nil {
		return nil
	}
	names := map[string]bool{}
	for _, f := range files {
		names[filepath.ToSlash(f)] = true
	}
	kept := members[:0:0]
	for _, m := range members {
		var e struct {
			FileName   string `json:"file_name"`
			Formatting string `json:"formatting"`
		}
		if json.Unmarshal(m.value, &e) == nil && e.Formatting == "sharegpt" && names[e.FileName] {
			continue
		}
		kept = append(kept, m)
	}
	if len(kept) == len(members) {
		return nil
	}
	if len(kept) == 0 {
		if err := os.Remove(path); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		return nil
	}
	perm := os.FileMode(0o644)
	if st, err := os.Stat(path); err == nil {
		perm = st.Mode().Perm()
	}
	data, err := encodeMembers(kept)
	if err != nil {
		return err
	}
	return atomicfile.WriteFile(path, data, perm)
}
