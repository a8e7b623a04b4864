package registry

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/mcpgen/mcpgen/internal/jsonx"
)

// serverMapKeys are the top-level members that hold (or lead to) a server
// map in the files mcpgen reads: its own and the MCP clients' (see
// [ParseClientConfig]).
var serverMapKeys = []string{keyServers, keyMCPServers, keyVSCodeSettings, "context_servers"}

// checkRepeated refuses a file (clean: its bytes after stripJSONC) in which
// a server-map member appears twice at the top level, or any member name
// repeats within one object inside the server map. encoding/json keeps the
// last of two members of one name while a person reading the file, or
// another client reading it, may take the first: a file whose entry says
// "command": "echo" and then "command": "rm" would be trusted for one and
// run as the other. The error names the file and the JSON pointer of the
// second occurrence.
func checkRepeated(path string, clean []byte) error {
	dec := json.NewDecoder(bytes.NewReader(clean))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil // not an object: the decoder reports it
	}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil
		}
		name, _ := tok.(string)
		var value json.RawMessage
		if err := dec.Decode(&value); err != nil {
			return nil
		}
		if !isServerMapKey(name) {
			continue
		}
		ptr := "/" + jsonx.EscapePointer(name)
		if seen[name] {
			return repeatedError(path, ptr)
		}
		seen[name] = true
		var dup *jsonx.DuplicateError
		if errors.As(jsonx.CheckDuplicates(value, false), &dup) {
			return repeatedError(path, ptr+dup.Pointer)
		}
	}
	return nil
}

func isServerMapKey(name string) bool {
	for _, k := range serverMapKeys {
		if name == k {
			return true
		}
	}
	return false
}

func repeatedError(path, ptr string) error {
	return fmt.Errorf("%s: member %s appears twice (readers disagree on which one counts, so mcpgen reads neither); keep one", path, ptr)
}
