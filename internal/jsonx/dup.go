package jsonx

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// A DuplicateError names a member that appears twice in one object of a
// JSON text.
type DuplicateError struct {
	Pointer string // JSON pointer (RFC 6901) of the second occurrence
	Name    string // the member name as written the first time
	Folded  bool   // the names differ only in case
}

func (e *DuplicateError) Error() string {
	if e.Folded {
		return fmt.Sprintf("member %s repeats %q in another case (both set the same field)", e.Pointer, e.Name)
	}
	return fmt.Sprintf("duplicate member %s", e.Pointer)
}

// ErrInvalid is CheckDuplicates' answer for a text that is not one valid
// JSON value; the caller's decoder then says what is wrong with it.
var ErrInvalid = errors.New("not one valid JSON value")

// CheckDuplicates returns a *DuplicateError for the first member name that
// repeats within one object of data, at any depth. A JSON decoder keeps the
// last of two members of the same name, while a check made on another
// reading of the bytes may see the first: a body with
// {"hints":{"city":{"file":...}},"city":[...]} would pass one and reach
// the other. With foldTop, the members of the top-level object are also
// compared without regard to case, for callers that decode it into a struct
// (encoding/json fills a struct field from any case of its name). Names are compared as decoded ("\u0063ity" is "city").
//
// data is first checked with json.Valid (which also bounds the nesting),
// so the walk that follows only has to track strings, brackets and commas:
// it runs at about the speed of json.Unmarshal, where a json.Decoder.Token
// walk was 5 to 30 times slower on a 1 MiB body. The standard library's own
// duplicate-name check (encoding/json/jsontext) is behind
// GOEXPERIMENT=jsonv2 in Go 1.26.
func CheckDuplicates(data []byte, foldTop bool) error {
	if !json.Valid(data) {
		return ErrInvalid
	}
	// One frame per open object or array; the JSON pointer of a member is
	// built from the frames only when a duplicate is found.
	type frame struct {
		object   bool
		wantName bool   // object: the next string is a member name
		member   string // object: the member whose value is read now
		index    int    // array: index of the element read now (-1 before the first)
		seen     map[string]bool
		folded   map[string]string // case-folded name (foldName) → name (top level only)
	}
	var stack []*frame
	pointer := func(last string) string {
		var b strings.Builder
		for _, f := range stack[:len(stack)-1] {
			b.WriteByte('/')
			if f.object {
				b.WriteString(EscapePointer(f.member))
			} else {
				b.WriteString(strconv.Itoa(f.index))
			}
		}
		return b.String() + "/" + EscapePointer(last)
	}
	// startValue moves the innermost array on to the element that starts.
	startValue := func() {
		if n := len(stack); n > 0 && !stack[n-1].object {
			stack[n-1].index++
		}
	}
	for i := 0; i < len(data); {
		switch c := data[i]; c {
		case '{', '[':
			startValue()
			f := &frame{object: c == '{', index: -1}
			if f.object {
				f.wantName, f.seen = true, map[string]bool{}
				if len(stack) == 0 && foldTop {
					f.folded = map[string]string{}
				}
			}
			stack = append(stack, f)
			i++
		case '}', ']':
			stack = stack[:len(stack)-1]
			i++
		case ',':
			if n := len(stack); n > 0 && stack[n-1].object {
				stack[n-1].wantName = true
			}
			i++
		case '"':
			j := i + 1
			hasEscape := false
			for data[j] != '"' {
				if data[j] == '\\' {
					hasEscape = true
					j++
				}
				j++
			}
			if n := len(stack); n > 0 && stack[n-1].object && stack[n-1].wantName {
				f := stack[n-1]
				name := string(data[i+1 : j])
				if hasEscape {
					if err := json.Unmarshal(data[i:j+1], &name); err != nil {
						return err
					}
				}
				if f.seen[name] {
					return &DuplicateError{Pointer: pointer(name), Name: name}
				}
				f.seen[name] = true
				if f.folded != nil {
					low := FoldName(name)
					if first, ok := f.folded[low]; ok {
						return &DuplicateError{Pointer: pointer(name), Name: first, Folded: true}
					}
					f.folded[low] = name
				}
				f.member, f.wantName = name, false
			} else {
				startValue()
			}
			i = j + 1
		case ' ', '\t', '\n', '\r', ':':
			i++
		default: // a number, true, false or null
			startValue()
			for i < len(data) && !strings.ContainsRune(",]} \t\n\r", rune(data[i])) {
				i++
			}
		}
	}
	return nil
}

// EscapePointer escapes a member name for a JSON pointer (RFC 6901: "~"
// as "~0", "/" as "~1").
func EscapePointer(name string) string { return pointerEscaper.Replace(name) }

var pointerEscaper = strings.NewReplacer("~", "~0", "/", "~1")

// FoldName is name under Unicode simple case folding, each rune replaced by
// the smallest of its folding orbit: the names encoding/json takes for one
// (it matches members case-insensitively, "ſ" U+017F and "K" U+212A
// included), so "toolArgſ" and "toolArgs" fold alike.
func FoldName(name string) string {
	var b strings.Builder
	for _, r := range name {
		m := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			m = min(m, f)
		}
		b.WriteRune(m)
	}
	return b.String()
}
