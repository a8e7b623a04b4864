package registry

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/tailscale/hujson"
)

// bom is the UTF-8 byte order mark some Windows editors write first.
var bom = []byte{0xEF, 0xBB, 0xBF}

// encodeFresh writes the file from scratch: two-space indentation, members
// sorted by key. Values mcpgen wrote are indented; members it does not know
// are copied as they were read.
func (f *File) encodeFresh() ([]byte, error) {
	text, err := f.freshFrom(0, "  ", "  ")
	if err != nil {
		return nil, err
	}
	top := maps.Clone(f.top)
	if top == nil {
		top = map[string]json.RawMessage{}
	}
	top[f.key[0]] = text
	out := writeObject(top, "", "  ", map[string]bool{})
	return append(out, '\n'), nil
}

// entryText returns the JSON object text of entry e for a place whose
// indentation is indent: members mcpgen knows indented, others verbatim.
func (f *File) entryText(name string, e Entry, indent, unit string) ([]byte, error) {
	m, err := e.encode(f.dialect())
	if err != nil {
		return nil, fmt.Errorf("server %q: %w", name, err)
	}
	fresh := map[string]bool{}
	for k := range m {
		fresh[k] = knownKeys[k]
	}
	return writeObject(m, indent, unit, fresh), nil
}

// writeObject returns the JSON text of an object holding members (sorted by
// key) at indentation indent, one level being unit. The values of the keys
// in reindent are indented to fit (they are mcpgen's own, compact JSON);
// the others are copied verbatim. A nil reindent means every value.
func writeObject(members map[string]json.RawMessage, indent, unit string, reindent map[string]bool) []byte {
	if len(members) == 0 {
		return []byte("{}")
	}
	var b bytes.Buffer
	b.WriteString("{")
	for i, k := range slices.Sorted(maps.Keys(members)) {
		if i > 0 {
			b.WriteString(",")
		}
		name, _ := json.Marshal(k)
		b.WriteString("\n" + indent + unit)
		b.Write(name)
		b.WriteString(": ")
		v := members[k]
		if reindent == nil || reindent[k] {
			v = indentJSON(v, indent+unit, unit)
		}
		b.Write(v)
	}
	b.WriteString("\n" + indent + "}")
	return b.Bytes()
}

// indentJSON returns v indented for a place at indentation prefix; v itself
// when it is not valid JSON.
func indentJSON(v []byte, prefix, unit string) []byte {
	var b bytes.Buffer
	if err := json.Indent(&b, v, prefix, unit); err != nil {
		return v
	}
	return b.Bytes()
}

// encodeInPlace edits f.src: only members that changed are written, the
// rest of the text (comments, layout, unknown members) is kept byte for
// byte.
func (f *File) encodeInPlace() ([]byte, error) {
	src, hadBOM := bytes.CutPrefix(f.src, bom)
	root, err := hujson.Parse(src)
	if err != nil {
		return nil, fmt.Errorf("%s: cannot edit the file while keeping its comments and layout (%v); change it by hand", f.Path, err)
	}
	top, ok := root.Value.(*hujson.Object)
	if !ok {
		return nil, fmt.Errorf("%s: want a JSON object at the top level", f.Path)
	}
	unit := guessUnit(top)
	indent := ""
	obj := top
	for i, key := range f.key {
		mi := memberIndex(obj, key)
		var inner *hujson.Object
		if mi >= 0 {
			inner, _ = obj.Members[mi].Value.Value.(*hujson.Object)
		}
		if inner == nil {
			// No such member, or null: write the rest afresh.
			text, err := f.freshFrom(i, indent+unit, unit)
			if err != nil {
				return nil, err
			}
			if err := setMember(obj, key, text, indent, unit); err != nil {
				return nil, fmt.Errorf("%s: %w", f.Path, err)
			}
			return f.pack(root, hadBOM), nil
		}
		indent = memberIndent(obj, mi, indent, unit)
		obj = inner
	}
	if err := f.editServers(obj, indent, unit); err != nil {
		return nil, fmt.Errorf("%s: %w", f.Path, err)
	}
	return f.pack(root, hadBOM), nil
}

// pack returns root's text, with the byte order mark when the file had one.
func (f *File) pack(root hujson.Value, hadBOM bool) []byte {
	out := root.Pack()
	if hadBOM {
		out = append(slices.Clone(bom), out...)
	}
	return out
}

// freshFrom returns the text of the member f.key[i] (the servers object, or
// VS Code's "mcp" object holding it) written afresh at indentation indent.
func (f *File) freshFrom(i int, indent, unit string) ([]byte, error) {
	servers := make(map[string]json.RawMessage, len(f.entries))
	for name, e := range f.entries {
		b, err := f.entryText(name, e, indent+strings.Repeat(unit, len(f.key)-1-i)+unit, unit)
		if err != nil {
			return nil, err
		}
		servers[name] = b
	}
	text := writeObject(servers, indent+strings.Repeat(unit, len(f.key)-1-i), unit, map[string]bool{})
	for j := len(f.key) - 1; j > i; j-- {
		text = writeObject(map[string]json.RawMessage{f.key[j]: text}, indent+strings.Repeat(unit, j-1-i), unit, map[string]bool{})
	}
	return text, nil
}

// editServers brings the servers object obj (whose own indentation is
// indent) in line with f.entries: removed entries are deleted, new ones
// appended, and in changed ones only the changed members are rewritten.
func (f *File) editServers(obj *hujson.Object, indent, unit string) error {
	// Entries removed: delete them with their comments.
	for i := len(obj.Members) - 1; i >= 0; i-- {
		if _, ok := f.entries[memberName(obj.Members[i])]; !ok {
			removeMember(obj, i)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(f.entries)) {
		e := f.entries[name]
		mi := memberIndex(obj, name)
		if mi < 0 || e.raw == nil {
			text, err := f.entryText(name, e, indent+unit, unit)
			if err != nil {
				return err
			}
			if err := setMember(obj, name, text, indent, unit); err != nil {
				return err
			}
			continue
		}
		m, err := e.encode(f.dialect())
		if err != nil {
			return fmt.Errorf("server %q: %w", name, err)
		}
		eobj, ok := obj.Members[mi].Value.Value.(*hujson.Object)
		if !ok {
			return fmt.Errorf("server %q: want an object", name)
		}
		eindent := memberIndent(obj, mi, indent, unit)
		for i := len(eobj.Members) - 1; i >= 0; i-- {
			if _, keep := m[memberName(eobj.Members[i])]; !keep {
				removeMember(eobj, i)
			}
		}
		for _, k := range slices.Sorted(maps.Keys(m)) {
			if old, ok := e.raw[k]; ok && bytes.Equal(old, m[k]) {
				continue // unchanged: keep the text as written
			}
			v := m[k]
			if knownKeys[k] {
				v = indentJSON(v, eindent+unit, unit)
			}
			if err := setMember(eobj, k, v, eindent, unit); err != nil {
				return fmt.Errorf("server %q: %w", name, err)
			}
		}
	}
	return nil
}

// memberName returns the decoded name of an object member.
func memberName(m hujson.ObjectMember) string {
	lit, ok := m.Name.Value.(hujson.Literal)
	if !ok {
		return ""
	}
	return lit.String()
}

// memberIndex returns the index of the last member called name (the one a
// JSON decoder keeps), or -1.
func memberIndex(obj *hujson.Object, name string) int {
	for i := len(obj.Members) - 1; i >= 0; i-- {
		if memberName(obj.Members[i]) == name {
			return i
		}
	}
	return -1
}

// removeMember deletes member i of obj with the comments that belong to
// it: those on the lines right before it and the one after its value on
// the same line. A comment on the line of the previous member stays, and
// so does the trailing comma style of the object.
func removeMember(obj *hujson.Object, i int) {
	cur := obj.Members[i].Name.BeforeExtra
	keep := cur // text that belongs to the previous member's line
	if k := bytes.IndexByte(cur, '\n'); k >= 0 {
		keep = cur[:k]
	}
	last := i == len(obj.Members)-1
	// The extra that follows the member: the next member's, or the
	// object's closing extra. Its text up to the first newline is the
	// removed member's same-line comment.
	next := &obj.AfterExtra
	if !last {
		next = &obj.Members[i+1].Name.BeforeExtra
	}
	rest := *next
	if k := bytes.IndexByte(rest, '\n'); k >= 0 {
		rest = rest[k:]
	} else if bytes.Contains(cur, []byte("\n")) {
		rest = nil // one line with the closing brace: drop the spaces
	}
	*next = append(slices.Clone(keep), rest...)
	if last && i > 0 {
		prev := &obj.Members[i-1].Value
		if obj.Members[i].Value.AfterExtra != nil {
			if prev.AfterExtra == nil {
				prev.AfterExtra = hujson.Extra{} // keep the trailing comma
			}
		} else if prev.AfterExtra != nil {
			obj.AfterExtra = append(slices.Clone(prev.AfterExtra), obj.AfterExtra...)
			prev.AfterExtra = nil
		}
	}
	obj.Members = slices.Delete(obj.Members, i, i+1)
}

// setMember replaces the value of the member called name with text (valid
// JSON), keeping the comments around it, or adds the member on a line of
// its own when there is none: at its place in key order when the members
// are sorted (as mcpgen writes them), else at the end. indent is the
// indentation of obj itself.
func setMember(obj *hujson.Object, name string, text []byte, indent, unit string) error {
	val, err := hujson.Parse(text)
	if err != nil {
		return fmt.Errorf("encoding %q: %w", name, err)
	}
	if i := memberIndex(obj, name); i >= 0 {
		obj.Members[i].Value.Value = val.Value
		return nil
	}
	lit, _ := json.Marshal(name)
	n := len(obj.Members)
	at := n
	if slices.IsSortedFunc(obj.Members, func(a, b hujson.ObjectMember) int { return strings.Compare(memberName(a), memberName(b)) }) {
		at, _ = slices.BinarySearchFunc(obj.Members, name, func(m hujson.ObjectMember, k string) int { return strings.Compare(memberName(m), k) })
	}
	sep := "\n" + indent + unit
	// The white space of a neighbour: the member that will follow, else
	// the last one.
	if nb := min(at, n-1); nb >= 0 {
		before := obj.Members[nb].Name.BeforeExtra
		if !bytes.Contains(before, []byte("\n")) {
			sep = " " // a one-line object stays on one line
		} else if ind, ok := lineIndent(before); ok {
			sep = "\n" + ind
		}
	}
	m := hujson.ObjectMember{
		Name:  hujson.Value{BeforeExtra: hujson.Extra(sep), Value: hujson.Literal(lit)},
		Value: hujson.Value{BeforeExtra: hujson.Extra(" "), Value: val.Value},
	}
	if at < n {
		// Text up to the first newline before the next member is a
		// comment on the line of the previous one: it stays there.
		before := obj.Members[at].Name.BeforeExtra
		if k := bytes.IndexByte(before, '\n'); k >= 0 {
			m.Name.BeforeExtra = append(slices.Clone(before[:k]), sep...)
			obj.Members[at].Name.BeforeExtra = slices.Clone(before[k:])
		}
		obj.Members = slices.Insert(obj.Members, at, m)
		return nil
	}
	if n > 0 && obj.Members[n-1].Value.AfterExtra != nil {
		m.Value.AfterExtra = hujson.Extra{} // keep the trailing comma style
	}
	obj.Members = append(obj.Members, m)
	if n == 0 && len(bytes.TrimSpace(obj.AfterExtra)) == 0 && sep[0] == '\n' {
		obj.AfterExtra = hujson.Extra("\n" + indent)
	}
	return nil
}

// lineIndent returns the white space after the last newline of extra.
func lineIndent(extra hujson.Extra) (string, bool) {
	i := bytes.LastIndexByte(extra, '\n')
	if i < 0 {
		return "", false
	}
	ind := extra[i+1:]
	if len(bytes.Trim(ind, " \t")) != 0 {
		return "", false
	}
	return string(ind), true
}

// memberIndent returns the indentation of member i of obj (whose own
// indentation is parent): the white space before its name when it starts a
// line, else parent+unit.
func memberIndent(obj *hujson.Object, i int, parent, unit string) string {
	if ind, ok := lineIndent(obj.Members[i].Name.BeforeExtra); ok {
		return ind
	}
	return parent + unit
}

// guessUnit returns the indentation unit of a file: that of its first
// top-level member when it starts a line, else two spaces.
func guessUnit(top *hujson.Object) string {
	if len(top.Members) > 0 {
		if ind, ok := lineIndent(top.Members[0].Name.BeforeExtra); ok && ind != "" {
			return ind
		}
	}
	return "  "
}
