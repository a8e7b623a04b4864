package dataset

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Apache Arrow, which Hugging Face datasets.load_dataset("json") reads
// JSONL with, infers one type per column, a column being a field path
// through objects and lists (messages[].tool_calls[].function.arguments.time).
// Objects whose keys differ between rows merge (missing fields become
// null), integers and floats merge into floats, null goes with anything;
// any other pair of types in one column fails the load ("changed from
// string to number in row N"). docs/formats.md, trap 2.

// An ArrowConflict is a column that holds values of two Arrow types.
type ArrowConflict struct {
	// Column is the field path, lists written as "[]":
	// "messages[].tool_calls[].function.arguments.time".
	Column string
	// FirstType and Type are the two types ("string", "number",
	// "boolean", "list", "object"); FirstRow and Row the 1-based rows
	// (lines) where each was seen, FirstPointer and Pointer the JSON
	// pointers of the two values in their rows.
	FirstType, Type       string
	FirstRow, Row         int
	FirstPointer, Pointer string
}

// String words the conflict: "column C is a string on line 1 (P1) and a
// number on line 7 (P2)".
func (c ArrowConflict) String() string {
	return fmt.Sprintf("Arrow column %s is %s on line %d (%s) and %s on line %d (%s)",
		c.Column, article(c.FirstType), c.FirstRow, c.FirstPointer, article(c.Type), c.Row, c.Pointer)
}

func article(t string) string {
	switch t {
	case "object", "":
		return "an " + t
	}
	return "a " + t
}

// ArrowColumns tracks the Arrow type of every column over the rows it is
// shown, and reports each column whose type conflicts, once. The zero
// value is ready to use.
type ArrowColumns struct {
	cols map[string]arrowSeen
}

type arrowSeen struct {
	kind     string
	row      int
	pointer  string
	reported bool
}

// maxArrowColumns bounds the columns tracked; past it, new columns are
// not followed (a file with that many distinct field paths is not
// loadable as a table anyway).
const maxArrowColumns = 100000

// Observe adds one row, a decoded JSON value (numbers as float64 or
// json.Number), and returns the conflicts it is the first to show.
func (a *ArrowColumns) Observe(row int, v any) []ArrowConflict {
	if a.cols == nil {
		a.cols = map[string]arrowSeen{}
	}
	var out []ArrowConflict
	a.walk(row, "", "", v, &out)
	return out
}

func arrowKind(v any) string {
	switch v.(type) {
	case string:
		return "string"
	case float64, json.Number, int, int64:
		return "number"
	case bool:
		return "boolean"
	case []any:
		return "list"
	case map[string]any:
		return "object"
	}
	return ""
}

func (a *ArrowColumns) walk(row int, col, pointer string, v any, out *[]ArrowConflict) {
	k := arrowKind(v)
	if k == "" {
		return
	}
	if col != "" {
		s, ok := a.cols[col]
		switch {
		case !ok:
			if len(a.cols) >= maxArrowColumns {
				return
			}
			a.cols[col] = arrowSeen{kind: k, row: row, pointer: pointer}
		case s.kind != k:
			if !s.reported {
				s.reported = true
				a.cols[col] = s
				*out = append(*out, ArrowConflict{Column: col, FirstType: s.kind, Type: k,
					FirstRow: s.row, Row: row, FirstPointer: s.pointer, Pointer: pointer})
			}
			return
		}
	}
	switch x := v.(type) {
	case []any:
		for i, e := range x {
			a.walk(row, col+"[]", ptr(pointer, i), e, out)
		}
	case map[string]any:
		keys := make([]string, 0, len(x))
		for key := range x {
			keys = append(keys, key)
		}
		sort.Strings(keys)
		for _, key := range keys {
			c := key
			if col != "" {
				c = col + "." + key
			}
			a.walk(row, c, ptr(pointer, key), x[key], out)
		}
	}
}

// arrowLoaded are the formats whose trainers load files through
// datasets.load_dataset("json") (TRL and Axolotl for hf; LLaMA-Factory for
// sharegpt and hermes; APIGen's xlam is published on the Hub): a column
// type conflict is an error there. The others' main consumers (the OpenAI
// and Mistral fine-tuning services, mistral-finetune, MLX-LM) read each
// line with a JSON parser, so it is a warning.
var arrowLoaded = map[string]bool{"hf": true, "sharegpt": true, "hermes": true, "xlam": true}

// observeArrow reports the Arrow column conflicts line m shows.
func (c *LineContext) observeArrow(m map[string]any) {
	if c.arrow == nil {
		c.arrow = &ArrowColumns{}
	}
	for _, x := range c.arrow.Observe(c.Line, m) {
		fix := "store that field as a JSON string"
		switch {
		case strings.HasPrefix(x.Column, "tools[]"):
			fix = "write tools as a JSON string (generating hf does so when the run's tool definitions disagree)"
		case strings.Contains(x.Column, ".arguments."):
			fix = "write arguments as JSON strings (the string argument encoding; generating hf uses it when the run's tools disagree)"
		}
		msg := fmt.Sprintf("%s: datasets.load_dataset(\"json\") needs one type per column across all rows and fails on this file; %s (docs/formats.md, trap 2)", x, fix)
		// Arguments meant as objects (--args-encoding object, or what a
		// chat template needs, as the manifest of generate --chat-template
		// records) are a choice generate already warned about: the file is
		// for readers that parse each line, and the finding a warning.
		chosen := strings.Contains(x.Column, ".arguments.") && c.Opts.ArgsEncoding == EncodingObject
		if chosen {
			msg += "; the file holds object arguments on purpose, so load it with a reader that parses each line"
		}
		if !arrowLoaded[c.rep.Format] && !chosen {
			// Said as what would happen, as generate's note says: this
			// format's trainers parse each line and load the file fine.
			msg = fmt.Sprintf("%s: datasets.load_dataset(\"json\") would fail on this file (one type per column across all rows); the %s format's usual readers parse each line and are not affected; to load it with datasets too, %s (docs/formats.md, trap 2)", x, c.rep.Format, fix)
		}
		if arrowLoaded[c.rep.Format] && !chosen {
			c.Errorf(x.Pointer, "%s", msg)
		} else {
			c.Warnf(x.Pointer, "%s", msg)
		}
	}
}
