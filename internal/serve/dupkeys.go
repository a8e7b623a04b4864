package serve

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// maxNesting bounds the nesting of arrays and objects in a request body, as
// encoding/json bounds its own decoding (10000 levels).
const maxNesting = 10000

// A duplicateError names a member that appears twice in one object of a
// request body.
type duplicateError struct {
	Pointer string // JSON pointer (RFC 6901) of the second occurrence
	Name    string // the member name as written the first time
	Folded  bool   // the names differ only in case
}

func (e *duplicateError) Error() string {
	if e.Folded {
		return fmt.Sprintf("member %s repeats %q in another case (both set the same field)", e.Pointer, e.Name)
	}
	return fmt.Sprintf("duplicate member %s", e.Pointer)
}

// checkDuplicates walks data (one JSON value) token by token and returns a
// *duplicateError for the first member name that repeats within its
// object. A JSON decoder keeps the last of two members of the same name,
// while a check made on another reading of the bytes may see the first: a
// body with {"hints":{"city":{"file":...}},"city":[...]} would pass one and
// reach the other. The members of the top-level object are also compared
// without regard to case, since encoding/json fills a struct field from
// any case of its name. Syntax errors are returned as the decoder reports
// them. The standard library's duplicate-name check (encoding/json/jsontext)
// is behind GOEXPERIMENT=jsonv2 in Go 1.26, hence this walk.
func checkDuplicates(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	type frame struct {
		base     string // pointer of this object or array
		object   bool
		wantName bool   // object: the next token is a member name (or '}')
		member   string // object: pointer of the member whose value comes next
		index    int    // array: index of the next element
		seen     map[string]bool
		folded   map[string]string // lower-cased name → name (top level only)
	}
	var stack []*frame
	// valuePtr returns the pointer of the value that starts now.
	valuePtr := func() string {
		if len(stack) == 0 {
			return ""
		}
		f := stack[len(stack)-1]
		if f.object {
			f.wantName = true
			return f.member
		}
		p := f.base + "/" + strconv.Itoa(f.index)
		f.index++
		return p
	}
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) && len(stack) > 0 {
			return io.ErrUnexpectedEOF
		}
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if n := len(stack); n > 0 && stack[n-1].object && stack[n-1].wantName {
			f := stack[n-1]
			name, ok := tok.(string)
			if !ok { // '}'
				stack = stack[:n-1]
				continue
			}
			p := f.base + "/" + escapePointer(name)
			if f.seen[name] {
				return &duplicateError{Pointer: p, Name: name}
			}
			f.seen[name] = true
			if f.folded != nil {
				low := strings.ToLower(name)
				if first, ok := f.folded[low]; ok {
					return &duplicateError{Pointer: p, Name: first, Folded: true}
				}
				f.folded[low] = name
			}
			f.member, f.wantName = p, false
			continue
		}
		switch tok {
		case json.Delim('{'), json.Delim('['):
			p := valuePtr()
			if len(stack) >= maxNesting {
				return fmt.Errorf("nested more than %d levels deep at %q", maxNesting, p)
			}
			f := &frame{base: p, object: tok == json.Delim('{')}
			if f.object {
				f.wantName, f.seen = true, map[string]bool{}
				if len(stack) == 0 {
					f.folded = map[string]string{}
				}
			}
			stack = append(stack, f)
		case json.Delim(']'):
			stack = stack[:len(stack)-1]
		default: // a scalar
			valuePtr()
		}
	}
}

// escapePointer escapes a member name for a JSON pointer (RFC 6901: "~"
// as "~0", "/" as "~1").
func escapePointer(name string) string {
	return strings.NewReplacer("~", "~0", "/", "~1").Replace(name)
}
