package generate

import (
	"errors"
	"io/fs"
	"strings"
)

// hintsWant words the error of loading the hints file at path for an
// OptionError that already names the option and the file: "no such file
// or directory" and what to give for a missing file (it said "open F: no
// such file or directory" after "--hints F:"), and the parse error without
// hints.Load's own "hints F: " (it said "--hints F: hints F: yaml: ...";
// a JSON file keeps its F:LINE:COL).
func hintsWant(path string, err error) string {
	if pe := (*fs.PathError)(nil); errors.As(err, &pe) && pe.Path == path && errors.Is(err, fs.ErrNotExist) {
		return "no such file or directory (give a YAML or JSON file of value hints)"
	}
	msg := err.Error()
	for _, p := range []string{"hints " + path + ": ", "hints: "} {
		if m, ok := strings.CutPrefix(msg, p); ok {
			return m
		}
	}
	return strings.TrimPrefix(msg, "hints ") // F:LINE:COL: invalid JSON
}
