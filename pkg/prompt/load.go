package prompt

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"text/template"
	"text/template/parse"

	"github.com/mcpgen/mcpgen/templates"
)

// Section names: the parts a template file can hold.
const (
	SectionRequest = "request" // the user's request for a tool call
	SectionSystem  = "system"  // a system prompt
	SectionFinal   = "final"   // the assistant's answer after the tool result
	SectionAnswer  = "answer"  // (negatives) rendered with the request, after ">>>"
)

// Special file names (at the top level or inside a server folder).
const (
	GenericFile  = "_generic.tmpl"  // request for tools without their own file
	SystemFile   = "_system.tmpl"   // optional system prompt
	FinalFile    = "_final.tmpl"    // final assistant message after a tool result
	NegativeFile = "_negative.tmpl" // requests no tool fits, with plain-text answers
)

// A Layer is one source of template files: the embedded templates or a
// directory given with --templates.
type Layer struct {
	// Name is shown in file paths of errors and listings: "templates" for the
	// embedded files, the directory path for --templates.
	Name string
	FS   fs.FS
}

// EmbeddedLayer is the built-in templates (package templates).
func EmbeddedLayer() Layer { return Layer{Name: "templates", FS: templates.FS} }

// A Set is a loaded collection of template files. It is read-only after
// Load and safe for concurrent use; render with a [Renderer].
type Set struct {
	files map[string]*File // by relative path, e.g. "fs/read_file.tmpl": the last layer's
	// layers holds each layer's files by relative path, highest precedence
	// (the last layer given) first.
	layers []map[string]*File
}

// A File is one parsed template file.
type File struct {
	// Rel is the slash-separated path relative to its layer, e.g.
	// "secure-filesystem-server/read_text_file.tmpl".
	Rel string
	// Path is Layer.Name joined with Rel: what errors and listings show.
	Path string
	// Layer is the name of the layer the file comes from.
	Layer string
	// Source is the file's text.
	Source []byte
	// Sections maps a section name (SectionRequest, SectionSystem,
	// SectionFinal) to its variants, in file order.
	Sections map[string][]Variant

	tmpl *template.Template
	refs []argRef
}

// A Variant is one phrasing in a file section.
type Variant struct {
	// Name is the template name: Path + "#" + section + "/" + number (1-based).
	Name string
	// Line is the 1-based line in the file where the variant starts.
	Line int
}

// argRef is an argument name a template refers to, with its position.
type argRef struct {
	name string
	line int
}

// Load reads the embedded templates, then each directory in dirs as a
// layer over them: a later layer's files take precedence over an earlier
// layer's at every level (see [Set.For]), and a file with the same relative
// path hides the earlier one. Every file of every layer is parsed; Load
// returns an error naming the file and line of the first file that does not
// parse.
//
// Layout: "<tool>.tmpl" holds the request phrasings of the tool of that name
// on any server; "<server>/<tool>.tmpl" only for one server, where <server>
// is the registry name or the MCP serverInfo name (tool names have "/"
// replaced by "_"). "_generic.tmpl", "_system.tmpl", "_final.tmpl" and
// "_negative.tmpl" (top level or in a server folder) are the fallbacks; see
// the package templates documentation for the file format.
func Load(dirs ...string) (*Set, error) {
	layers := []Layer{EmbeddedLayer()}
	for _, d := range dirs {
		if d == "" {
			continue
		}
		layers = append(layers, Layer{Name: d, FS: os.DirFS(d)})
	}
	return LoadLayers(layers...)
}

// LoadLayers is Load with explicit layers, later layers taking precedence
// over earlier ones.
func LoadLayers(layers ...Layer) (*Set, error) {
	s := &Set{files: map[string]*File{}}
	for _, l := range layers {
		lf := map[string]*File{}
		s.layers = append([]map[string]*File{lf}, s.layers...)
		err := fs.WalkDir(l.FS, ".", func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() || !strings.HasSuffix(p, ".tmpl") {
				return nil
			}
			src, err := fs.ReadFile(l.FS, p)
			if err != nil {
				return fmt.Errorf("templates: %s: %w", path.Join(l.Name, p), err)
			}
			f, err := ParseFile(l.Name, p, src)
			if err != nil {
				return err
			}
			s.files[p] = f
			lf[p] = f
			return nil
		})
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil, fmt.Errorf("templates: %s: %w", l.Name, err)
			}
			return nil, err
		}
	}
	return s, nil
}

// Files returns the files of every layer: the highest-precedence layer's
// first (a --templates directory before the built-in files), each layer's
// sorted by relative path. A file hidden by one of the same relative path in
// a later layer is included; [Set.File] tells which one is in effect.
func (s *Set) Files() []*File {
	var out []*File
	for _, lf := range s.layers {
		start := len(out)
		for _, f := range lf {
			out = append(out, f)
		}
		layer := out[start:]
		sort.Slice(layer, func(i, j int) bool { return layer[i].Rel < layer[j].Rel })
	}
	return out
}

// File returns the file in effect at relative path rel (the one of the
// highest-precedence layer holding rel), or else the file whose Path
// (layer name joined with rel, e.g. "templates/_generic.tmpl") is rel, or
// nil.
func (s *Set) File(rel string) *File {
	if f := s.files[rel]; f != nil {
		return f
	}
	for _, lf := range s.layers {
		for _, f := range lf {
			if f.Path == rel {
				return f
			}
		}
	}
	return nil
}

var (
	sepLine     = regexp.MustCompile(`^---\s*$`)
	sectionLine = regexp.MustCompile(`^===\s*(\w+)\s*$`)
	answerLine  = regexp.MustCompile(`^>>>\s*$`)
)

// answerMark replaces a ">>>" line in negative variants; rendering splits
// the output there into request and answer.
const answerMark = "\uE000"

// ParseFile parses one template file. layer and rel only name it (Path is
// layer/rel). The file is split into variants at lines "---" and into
// sections at lines "=== <section>" (request, system or final); in negative
// files a line ">>>" separates the request from the answer. Text outside
// actions has its runs of white space collapsed to one space; use {{nl}} for
// a line break. Chunks that produce no text (comments, {{define}} blocks)
// are not variants; {{define}} blocks are shared by the file's variants.
func ParseFile(layer, rel string, src []byte) (*File, error) {
	f := &File{Rel: rel, Path: path.Join(layer, rel), Layer: layer, Source: src, Sections: map[string][]Variant{}}
	base := path.Base(rel)
	section := SectionRequest
	switch base {
	case SystemFile:
		section = SectionSystem
	case FinalFile:
		section = SectionFinal
	}
	f.tmpl = template.New(f.Path).Funcs(stubFuncs())

	type chunk struct {
		section string
		line    int
		text    strings.Builder
	}
	var chunks []*chunk
	cur := &chunk{section: section, line: 1}
	lines := strings.Split(string(src), "\n")
	for i, ln := range lines {
		ln = strings.TrimSuffix(ln, "\r")
		switch {
		case sepLine.MatchString(ln):
			chunks = append(chunks, cur)
			cur = &chunk{section: section, line: i + 2}
			continue
		case sectionLine.MatchString(ln):
			name := sectionLine.FindStringSubmatch(ln)[1]
			switch name {
			case SectionRequest, SectionSystem, SectionFinal:
			default:
				return nil, fmt.Errorf("%s:%d: unknown section %q (want request, system or final)", f.Path, i+1, name)
			}
			chunks = append(chunks, cur)
			section = name
			cur = &chunk{section: section, line: i + 2}
			continue
		case base == NegativeFile && answerLine.MatchString(ln):
			cur.text.WriteString(answerMark + "\n")
			continue
		}
		cur.text.WriteString(ln)
		if i < len(lines)-1 {
			cur.text.WriteByte('\n')
		}
	}
	chunks = append(chunks, cur)

	counts := map[string]int{}
	for _, c := range chunks {
		name := fmt.Sprintf("%s#%s/%d", f.Path, c.section, counts[c.section]+1)
		// A leading comment holding line-1 newlines keeps the parser's line
		// numbers equal to the file's.
		text := "{{/*" + strings.Repeat("\n", c.line-1) + "*/}}" + c.text.String()
		t, err := f.tmpl.New(name).Parse(text)
		if err != nil {
			return nil, fileError(f, err)
		}
		if t.Tree == nil || emptyTree(t.Tree.Root) {
			continue
		}
		counts[c.section]++
		f.Sections[c.section] = append(f.Sections[c.section], Variant{Name: name, Line: c.line})
	}
	for _, t := range f.tmpl.Templates() {
		if t.Tree == nil {
			continue
		}
		collapseText(t.Tree.Root)
		f.refs = append(f.refs, findArgRefs(t.Tree, t.Tree.Root)...)
	}
	sort.Slice(f.refs, func(i, j int) bool { return f.refs[i].line < f.refs[j].line })
	if base == NegativeFile {
		for _, v := range f.Sections[SectionRequest] {
			if !strings.Contains(f.tmpl.Lookup(v.Name).Tree.Root.String(), answerMark) {
				return nil, fmt.Errorf("%s:%d: negative variant has no \">>>\" line before its answer", f.Path, v.Line)
			}
		}
	}
	return f, nil
}

// emptyTree reports whether a parsed body produces no text: only white
// space, comments and {{define}}s.
func emptyTree(n *parse.ListNode) bool {
	if n == nil {
		return true
	}
	for _, c := range n.Nodes {
		switch x := c.(type) {
		case *parse.TextNode:
			if strings.TrimSpace(string(x.Text)) != "" {
				return false
			}
		case *parse.CommentNode:
		default:
			return false
		}
	}
	return true
}

var wsRun = regexp.MustCompile(`[ \t\r\n]+`)

// collapseText rewrites every text node: runs of white space become one
// space, so templates may be laid out on several lines.
func collapseText(n parse.Node) {
	switch x := n.(type) {
	case *parse.ListNode:
		if x == nil {
			return
		}
		for _, c := range x.Nodes {
			collapseText(c)
		}
	case *parse.TextNode:
		x.Text = wsRun.ReplaceAll(x.Text, []byte(" "))
	case *parse.IfNode:
		collapseText(x.List)
		collapseText(x.ElseList)
	case *parse.RangeNode:
		collapseText(x.List)
		collapseText(x.ElseList)
	case *parse.WithNode:
		collapseText(x.List)
		collapseText(x.ElseList)
	}
}

// argFuncs are the helper functions whose first argument, a string
// constant, names a tool argument.
var argFuncs = map[string]bool{"arg": true, "has": true, "phrase": true, "value": true}

// findArgRefs lists the tool argument names a template mentions: fields
// .Args.NAME and $.Args.NAME, index .Args "NAME", and the helpers arg, has,
// phrase and value with a constant name.
func findArgRefs(tree *parse.Tree, root parse.Node) []argRef {
	var out []argRef
	add := func(n parse.Node, name string) {
		out = append(out, argRef{name: name, line: nodeLine(tree, n)})
	}
	var walk func(n parse.Node)
	walkPipe := func(p *parse.PipeNode) {
		if p == nil {
			return
		}
		for _, cmd := range p.Cmds {
			walk(cmd)
		}
	}
	walk = func(n parse.Node) {
		switch x := n.(type) {
		case *parse.ListNode:
			if x == nil {
				return
			}
			for _, c := range x.Nodes {
				walk(c)
			}
		case *parse.ActionNode:
			walkPipe(x.Pipe)
		case *parse.IfNode:
			walkPipe(x.Pipe)
			walk(x.List)
			walk(x.ElseList)
		case *parse.RangeNode:
			walkPipe(x.Pipe)
			walk(x.List)
			walk(x.ElseList)
		case *parse.WithNode:
			walkPipe(x.Pipe)
			walk(x.List)
			walk(x.ElseList)
		case *parse.TemplateNode:
			walkPipe(x.Pipe)
		case *parse.PipeNode:
			walkPipe(x)
		case *parse.CommandNode:
			if len(x.Args) >= 2 {
				if id, ok := x.Args[0].(*parse.IdentifierNode); ok {
					if argFuncs[id.Ident] {
						if s, ok := x.Args[1].(*parse.StringNode); ok {
							add(x, s.Text)
						}
					}
					if id.Ident == "index" && len(x.Args) >= 3 && isArgsNode(x.Args[1]) {
						if s, ok := x.Args[2].(*parse.StringNode); ok {
							add(x, s.Text)
						}
					}
				}
			}
			for _, a := range x.Args {
				walk(a)
			}
		case *parse.FieldNode:
			if len(x.Ident) >= 2 && x.Ident[0] == "Args" {
				add(x, x.Ident[1])
			}
		case *parse.VariableNode:
			if len(x.Ident) >= 3 && x.Ident[0] == "$" && x.Ident[1] == "Args" {
				add(x, x.Ident[2])
			}
		case *parse.ChainNode:
			walk(x.Node)
		}
	}
	walk(root)
	return out
}

func isArgsNode(n parse.Node) bool {
	switch x := n.(type) {
	case *parse.FieldNode:
		return len(x.Ident) == 1 && x.Ident[0] == "Args"
	case *parse.VariableNode:
		return len(x.Ident) == 2 && x.Ident[0] == "$" && x.Ident[1] == "Args"
	}
	return false
}

func nodeLine(tree *parse.Tree, n parse.Node) int {
	loc, _ := tree.ErrorContext(n)
	// loc is "name:line:col"; the name may itself contain colons.
	parts := strings.Split(loc, ":")
	if len(parts) >= 3 {
		if l, err := strconv.Atoi(parts[len(parts)-2]); err == nil {
			return l
		}
	}
	return 0
}

// tmplErr matches text/template's "template: NAME:LINE:COL: msg" and
// "template: NAME:LINE: msg" errors.
var tmplErr = regexp.MustCompile(`^template: (.+?#\w+/\d+|[^:]+):(\d+)(?::\d+)?: (?s)(.*)$`)

// fileError rewrites a text/template error to "PATH:LINE: message", as a
// *TemplateError.
func fileError(f *File, err error) error {
	msg := err.Error()
	if m := tmplErr.FindStringSubmatch(msg); m != nil {
		rest := m[3]
		// Drop the repeated template name inside executing messages.
		rest = strings.ReplaceAll(rest, f.Path+"#", "#")
		line, _ := strconv.Atoi(m[2])
		return &TemplateError{Path: f.Path, Line: line, msg: fmt.Sprintf("%s:%s: %s", f.Path, m[2], rest), err: err}
	}
	return &TemplateError{Path: f.Path, msg: fmt.Sprintf("%s: %s", f.Path, msg), err: err}
}

// TemplateError is the error of a template file that does not parse or
// fails as it runs (text/template's error, named by file and line). Only
// editing the file mends it: running again, or resuming, fails the same way.
type TemplateError struct {
	// Path is the template file; Line its line, 0 when unknown.
	Path string
	Line int
	msg  string
	err  error
}

// Error says "PATH:LINE: message".
func (e *TemplateError) Error() string { return e.msg }

// Unwrap returns text/template's error.
func (e *TemplateError) Unwrap() error { return e.err }
