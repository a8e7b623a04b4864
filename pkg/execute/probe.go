package execute

import (
	"context"
	"encoding/json"
	"fmt"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/mcpgen/mcpgen/pkg/hints"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// Probe limits.
const (
	// ProbeCallTimeout bounds each probing call (or the call timeout when
	// shorter).
	ProbeCallTimeout = 15 * time.Second
	// probeDirs is the number of directories the second stage lists.
	probeDirs = 8
	// probeMaxValues caps one learned pool.
	probeMaxValues = 512
)

// A ProbeCall is one call Probe made.
type ProbeCall struct {
	Tool string
	Args map[string]any
	// Learned counts the values taken from the result; Err is set when the
	// call failed or returned isError.
	Learned int
	Err     string
}

// A ProbeReport says what Probe did and learned on one server.
type ProbeReport struct {
	Server string
	Calls  []ProbeCall
	// Dirs and Files are the paths learned; Values other values by key
	// ("id", "room_id", ...).
	Dirs, Files []string
	Values      map[string][]any
	// Pools lists the pools made, as "key: N values (kind)".
	Pools []string
	// Exclusive lists, per tool, pairs of optional parameters that each
	// work alone but fail together (for example read_text_file's head and
	// tail): see Exclude.
	Exclusive map[string][][2]string
}

// param is one top-level inputSchema property.
type param struct {
	name, typ, itemsTyp, desc, format string
	required                          bool
}

func params(t *tool.Tool) []param {
	var s struct {
		Properties map[string]struct {
			Type        any    `json:"type"`
			Description string `json:"description"`
			Format      string `json:"format"`
			Items       *struct {
				Type any `json:"type"`
			} `json:"items"`
		} `json:"properties"`
		Required []string `json:"required"`
	}
	if json.Unmarshal(t.InputSchema, &s) != nil {
		return nil
	}
	req := map[string]bool{}
	for _, r := range s.Required {
		req[r] = true
	}
	var out []param
	for n, p := range s.Properties {
		q := param{name: n, typ: typeName(p.Type), desc: strings.ToLower(p.Description), format: p.Format, required: req[n]}
		if p.Items != nil {
			q.itemsTyp = typeName(p.Items.Type)
		}
		out = append(out, q)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

func typeName(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case []any:
		for _, e := range x {
			if s, ok := e.(string); ok && s != "null" {
				return s
			}
		}
	}
	return ""
}

func requiredCount(ps []param) int {
	n := 0
	for _, p := range ps {
		if p.required {
			n++
		}
	}
	return n
}

var pathNames = regexp.MustCompile(`(?i)^(path|file|filepath|file_path|filename|file_name|dir|directory|dirpath|dir_path|folder|root|source|destination|src|dst)$`)
var pathListNames = regexp.MustCompile(`(?i)^(paths|files|filepaths|file_paths|filenames|dirs|directories|folders)$`)
var dirTool = regexp.MustCompile(`(?i)director|(^|_|-)dirs?($|_|-)|tree|folder|search|(^|_|-)list`)
var listingTool = regexp.MustCompile(`(?i)(^|[_.-])(list|get|read|show|find|search|describe|tree|allowed|info|all|ls)([_.-]|$)|^(list|get|read|show|describe)[A-Z]`)
var fileTool = regexp.MustCompile(`(?i)file|read|media|open|cat($|_)`)

// Probe calls the read-only, argument-free listing tools (names such as
// list_*, get_*, *_tree, *allowed*) of one server (through
// the executor's sessions, and only tools its Safety allows), then the
// read-only listing tools that take one path for up to 8 of the
// directories learned, and returns value pools for the parameters of
// tools with matching names: paths for path-like parameters (directories
// for directory and search tools, files for file tools, per tool as
// "tool.param"), and ids and names for parameters of the same name (a
// value "id" inside a "rooms" list also fills "room_id"). tools are the
// server's tools. It never fails: failed calls are reported.
func (e *Executor) Probe(ctx context.Context, server string, tools []tool.Tool) (*hints.Set, *ProbeReport) {
	p := &prober{e: e, ctx: ctx, rep: &ProbeReport{Server: server, Values: map[string][]any{}}, set: hints.New(),
		seen: map[string]bool{}, values: map[string][]any{}, vseen: map[string]bool{}}
	e.mu.Lock()
	p.srv = e.server(server)
	e.mu.Unlock()
	if p.srv == nil {
		return p.set, p.rep
	}
	p.sorted = append([]tool.Tool(nil), tools...)
	sort.Slice(p.sorted, func(i, j int) bool { return p.sorted[i].Name < p.sorted[j].Name })
	for i := range p.sorted {
		if p.sorted[i].Server == "" {
			p.sorted[i].Server = server
		}
	}
	p.listTools()
	p.listDirs()
	sort.Strings(p.dirs)
	sort.Strings(p.files)
	p.rep.Dirs, p.rep.Files, p.rep.Values = p.dirs, p.files, p.values
	p.pools()
	p.rep.Exclusive = map[string][][2]string{}
	for i := range p.sorted {
		t := &p.sorted[i]
		if !p.usable(t) || ctx.Err() != nil {
			continue
		}
		if pairs := e.exclusivePairs(t, p.set, p.call, p.rep); len(pairs) > 0 {
			p.rep.Exclusive[t.Name] = pairs
		}
	}
	return p.set, p.rep
}

// prober is the state of probing one server: what it learned so far.
type prober struct {
	e      *Executor
	ctx    context.Context
	srv    *serverState
	sorted []tool.Tool // the server's tools by name
	rep    *ProbeReport
	set    *hints.Set
	// dirs and files are the paths learned (seen dedupes them); values the
	// other values by key (vseen dedupes them).
	dirs, files []string
	seen        map[string]bool
	values      map[string][]any
	vseen       map[string]bool
}

// addPath records a learned path; it returns 1 when it is new.
func (p *prober) addPath(path string, dir bool) int {
	if path == "" || p.seen[path] {
		return 0
	}
	p.seen[path] = true
	if dir {
		p.dirs = append(p.dirs, path)
	} else {
		p.files = append(p.files, path)
	}
	return 1
}

// addValue records a learned value of key k; it returns 1 when it is new
// and the key's pool is not full.
func (p *prober) addValue(k string, v any) int {
	b, _ := json.Marshal(v)
	key := k + "\x00" + string(b)
	if p.vseen[key] || len(p.values[k]) >= probeMaxValues {
		return 0
	}
	p.vseen[key] = true
	p.values[k] = append(p.values[k], v)
	return 1
}

// call runs one probing call within ProbeCallTimeout (or the shorter call
// timeout); a result with isError is an error. Results are scrubbed:
// learned values become arguments in records.
func (p *prober) call(t *tool.Tool, args map[string]any) (*mcp.CallResult, error) {
	timeout := ProbeCallTimeout
	if ct := p.e.opts.CallTimeout; ct > 0 && ct < timeout {
		timeout = ct
	}
	cctx, cancel := context.WithTimeout(p.ctx, timeout)
	defer cancel()
	var res *mcp.CallResult
	a := any(args)
	if args == nil {
		a = map[string]any{}
	}
	err := p.srv.pool.Do(cctx, p.srv.spec, func(s *mcp.Session) error {
		var err error
		res, err = s.CallTool(cctx, t.Name, a)
		return err
	})
	if err == nil {
		res = p.srv.scrub.ScrubResult(res)
	}
	if err == nil && res.IsError {
		err = fmt.Errorf("isError: %s", firstLine(res.Text()))
	}
	return res, err
}

// usable reports whether t may be called while probing: read-only and
// allowed by the run's safety policy.
func (p *prober) usable(t *tool.Tool) bool {
	if !t.IsReadOnly() {
		return false
	}
	ok, _ := p.e.opts.Safety.Decide(t)
	return ok
}

// record calls t with args and notes what it learned in the report.
func (p *prober) record(t *tool.Tool, args map[string]any, base string, dirsTool bool) {
	pc := ProbeCall{Tool: t.Name, Args: args}
	res, err := p.call(t, args)
	if err != nil {
		pc.Err = firstLine(err.Error())
	} else {
		pc.Learned = learn(res, base, dirsTool, p.addPath, p.addValue)
	}
	p.rep.Calls = append(p.rep.Calls, pc)
}

// listTools is stage 1: read-only listing tools without required
// arguments, and those whose only required arguments are the two ends of
// a date range (search_events from/to), called over a wide window.
func (p *prober) listTools() {
	for i := range p.sorted {
		t := &p.sorted[i]
		if !p.usable(t) || !listingTool.MatchString(t.Name) || p.ctx.Err() != nil {
			continue
		}
		ps := params(t)
		if requiredCount(ps) == 0 {
			p.record(t, nil, "", dirTool.MatchString(t.Name))
			continue
		}
		if args := windowArgs(ps); args != nil {
			p.record(t, args, "", false)
		}
	}
}

// probeWindow is how far each side of synth.ReferenceDate a date range
// reaches when a listing tool requires one: wide enough to find what a
// server holds around the dates records use.
const probeWindow = 2 * 365 * 24 * time.Hour

// rangeEndName matches the names of a range's upper end ("to", "end_date",
// "until", "endTime"); other date parameters are its lower end.
var rangeEndName = regexp.MustCompile(`(?i)(^|_|-)(to|end|until|before|last)($|_|-)|^(end|until|to)[A-Z]|[a-z](To|End|Until|Before)($|[A-Z_])`)

// windowArgs returns the arguments of a probing call for a listing tool
// whose required parameters are exactly the two ends of a date range
// (strings of format date or date-time): the lower end probeWindow before
// synth.ReferenceDate, the upper end probeWindow after. nil for any other
// tool.
func windowArgs(ps []param) map[string]any {
	var lo, hi []param
	for _, q := range ps {
		if !q.required {
			continue
		}
		if q.typ != "string" || (q.format != "date" && q.format != "date-time") {
			return nil
		}
		if rangeEndName.MatchString(q.name) {
			hi = append(hi, q)
		} else {
			lo = append(lo, q)
		}
	}
	if len(lo) != 1 || len(hi) != 1 {
		return nil
	}
	ref := synth.ReferenceDate()
	at := func(q param, t time.Time) string {
		if q.format == "date" {
			return t.Format(time.DateOnly)
		}
		return t.Format(time.RFC3339)
	}
	return map[string]any{lo[0].name: at(lo[0], ref.Add(-probeWindow)), hi[0].name: at(hi[0], ref.Add(probeWindow))}
}

// listDirs is stage 2: listing tools that take one path, on the
// directories found so far (two rounds, at most probeDirs directories).
func (p *prober) listDirs() {
	listed := map[string]bool{}
	for round := 0; round < 2 && p.ctx.Err() == nil; round++ {
		var todo []string
		for _, d := range p.dirs {
			if !listed[d] && len(listed)+len(todo) < probeDirs {
				todo = append(todo, d)
			}
		}
		if len(todo) == 0 {
			return
		}
		for _, d := range todo {
			listed[d] = true
		}
		for i := range p.sorted {
			t := &p.sorted[i]
			pname := p.dirParam(t)
			if pname == "" {
				continue
			}
			for _, d := range todo {
				if p.ctx.Err() != nil {
					break
				}
				p.record(t, map[string]any{pname: d}, d, false)
			}
		}
	}
}

// dirParam returns the one required path parameter of a usable listing
// tool that lists a directory ("" for any other tool).
func (p *prober) dirParam(t *tool.Tool) string {
	ps := params(t)
	if !p.usable(t) || requiredCount(ps) != 1 || !dirTool.MatchString(t.Name) || strings.Contains(strings.ToLower(t.Name), "search") {
		return ""
	}
	var pname string
	for _, q := range ps {
		if q.required && q.typ == "string" && pathNames.MatchString(q.name) {
			pname = q.name
		}
	}
	return pname
}

// dirParamName matches parameter names that take a folder.
var dirParamName = regexp.MustCompile(`(?i)dir|folder|root`)

// pools makes value pools for the parameters of matching names: paths
// for path parameters (directories, files or both, as the tool and the
// parameter suggest), learned values for parameters of the same name (or
// its singular, for lists).
func (p *prober) pools() {
	for i := range p.sorted {
		t := &p.sorted[i]
		for _, q := range params(t) {
			if key := pathKey(q); key != "" {
				p.pathPool(t, q, key)
				continue
			}
			if globNames.MatchString(q.name) && q.typ == "string" {
				p.globPool(t, q.name)
				continue
			}
			if vals := p.values[q.name]; len(vals) > 0 && !p.set.Has("", q.name) {
				p.set.Add("", q.name, vals, "probe")
				p.rep.Pools = append(p.rep.Pools, fmt.Sprintf("%s: %d values", q.name, len(vals)))
			}
			// a list parameter ("names") takes values of its singular ("name")
			if key := "/" + q.name + "/*"; q.typ == "array" && q.itemsTyp != "" && singular(q.name) != q.name {
				if vals := p.values[singular(q.name)]; len(vals) > 0 && !p.set.Has("", key) {
					p.set.Add("", key, vals, "probe")
					p.rep.Pools = append(p.rep.Pools, fmt.Sprintf("%s: %d values", key, len(vals)))
				}
			}
		}
	}
}

// globNames matches parameter names that take a glob of file names.
var globNames = regexp.MustCompile(`(?i)^(pattern|glob|file_?pattern|name_?pattern|include)$`)

// globPool gives the glob parameter name of t patterns of the learned
// files' extensions ("**/*.md" for notes/monday.md): drawn from a generic
// list ("*.go", "src/**/*.py") a search of the server's folders found
// nothing, so it fed no chain and taught empty results only.
func (p *prober) globPool(t *tool.Tool, name string) {
	seen := map[string]bool{}
	var globs []string
	for _, f := range p.files {
		if ext := path.Ext(path.Base(filepath.ToSlash(f))); ext != "" && ext != "." && !seen[ext] {
			seen[ext] = true
			globs = append(globs, "**/*"+ext)
		}
	}
	if len(globs) > 0 && !p.set.Has(t.Name, name) {
		p.set.Add(t.Name, name, toAny(globs), "probe")
		p.rep.Pools = append(p.rep.Pools, fmt.Sprintf("%s.%s: %d globs", t.Name, name, len(globs)))
	}
}

// pathKey is the hints key of a path parameter (a path string, or a list
// of them), "" for other parameters.
func pathKey(q param) string {
	switch {
	case q.typ == "string" && pathNames.MatchString(q.name):
		return q.name
	case q.typ == "array" && q.itemsTyp == "string" && pathListNames.MatchString(q.name):
		return "/" + q.name + "/*"
	}
	return ""
}

// pathPool gives path parameter q of t the learned directories, files or
// both, as the tool's and the parameter's names suggest.
func (p *prober) pathPool(t *tool.Tool, q param, key string) {
	want, kind := p.files, "files"
	switch {
	case dirTool.MatchString(t.Name) || dirParamName.MatchString(q.name):
		want, kind = p.dirs, "directories"
	case tool.ReadsMedia(t.Name, q.desc):
		want, kind = tool.MediaFiles(p.files), "media files"
		if len(want) == 0 {
			// Text files would be read as images (and described as
			// such): the synthesized paths fail instead, as they should.
			p.rep.Pools = append(p.rep.Pools, fmt.Sprintf("%s.%s: no media files found", t.Name, key))
			return
		}
	case fileTool.MatchString(t.Name):
		if tool.ReadsText(t.Name, t.Description) {
			// Only text files: an image read as text shows its bytes.
			want = tool.TextFiles(p.files)
		}
	default:
		want, kind = append(append([]string(nil), p.dirs...), p.files...), "paths"
	}
	if len(want) == 0 && kind == "files" {
		want, kind = p.dirs, "directories"
	}
	if len(want) > 0 {
		p.set.Add(t.Name, key, toAny(want), "probe")
		p.rep.Pools = append(p.rep.Pools, fmt.Sprintf("%s.%s: %d %s", t.Name, key, len(want), kind))
	}
}

func toAny(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

// maxPairs bounds the parameter pairs tried per tool.
const maxPairs = 10

// exclusivePairs finds optional parameters of t that work alone but fail
// together. Only tools with required parameters, all filled from the
// learned pools, are tried (not, say, a slow argument-free operation): a
// call with each optional parameter alone must succeed and a call with
// both must return isError. Only optional numbers, integers and enums
// (whose values are certain to be valid) are tried.
func (e *Executor) exclusivePairs(t *tool.Tool, set *hints.Set, call func(*tool.Tool, map[string]any) (*mcp.CallResult, error), rep *ProbeReport) [][2]string {
	ps := params(t)
	var opt []string
	optVal := map[string]any{}
	base := map[string]any{}
	h := set.For(t)
	for _, p := range ps {
		if p.required {
			pool := h.Pools[p.name]
			if len(pool) == 0 {
				return nil
			}
			base[p.name] = pool[0]
			continue
		}
		if v, ok := sampleValue(t, p); ok {
			opt = append(opt, p.name)
			optVal[p.name] = v
		}
	}
	if len(opt) < 2 || len(base) == 0 {
		return nil // only tools whose required parameters the probe fills
	}
	try := func(extra ...string) bool {
		args := map[string]any{}
		for k, v := range base {
			args[k] = v
		}
		for _, k := range extra {
			args[k] = optVal[k]
		}
		_, err := call(t, args)
		pc := ProbeCall{Tool: t.Name, Args: args}
		if err != nil {
			pc.Err = firstLine(err.Error())
		}
		rep.Calls = append(rep.Calls, pc)
		return err == nil
	}
	if !try() {
		return nil
	}
	var alone []string
	for _, k := range opt {
		if try(k) {
			alone = append(alone, k)
		}
	}
	var out [][2]string
	n := 0
	for i := 0; i < len(alone); i++ {
		for j := i + 1; j < len(alone) && n < maxPairs; j++ {
			n++
			if !try(alone[i], alone[j]) {
				out = append(out, [2]string{alone[i], alone[j]})
			}
		}
	}
	return out
}

// sampleValue returns a value of an optional top-level parameter that is
// valid for its schema: 1 for numbers and integers (when allowed), the
// first enum value, or the default.
func sampleValue(t *tool.Tool, p param) (any, bool) {
	var s struct {
		Properties map[string]struct {
			Enum    []any           `json:"enum"`
			Default json.RawMessage `json:"default"`
			Minimum *float64        `json:"minimum"`
			Maximum *float64        `json:"maximum"`
		} `json:"properties"`
	}
	if json.Unmarshal(t.InputSchema, &s) != nil {
		return nil, false
	}
	ps := s.Properties[p.name]
	switch {
	case len(ps.Enum) > 0:
		return ps.Enum[0], true
	case p.typ == "number" || p.typ == "integer":
		v := 1.0
		if ps.Minimum != nil && *ps.Minimum > v {
			v = *ps.Minimum
		}
		if ps.Maximum != nil && *ps.Maximum < v {
			return nil, false
		}
		return v, true
	}
	return nil, false
}

// Exclude returns inputSchema with every pair of parameters made mutually
// exclusive ("not": {"anyOf": [{"required": [a, b]}, ...]}) and, when the
// schema had none, "additionalProperties": false (which pkg/generate would
// otherwise add for synthesis). It is meant for the schema arguments are
// synthesized from, not for the one shown in records. inputSchema is
// returned unchanged when pairs is empty, it is not a JSON object, or it
// already has "not".
func Exclude(inputSchema json.RawMessage, pairs [][2]string) json.RawMessage {
	if len(pairs) == 0 {
		return inputSchema
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(inputSchema, &m) != nil || m == nil {
		return inputSchema
	}
	if _, ok := m["not"]; ok {
		return inputSchema
	}
	var alts []map[string][]string
	for _, p := range pairs {
		alts = append(alts, map[string][]string{"required": {p[0], p[1]}})
	}
	not, _ := json.Marshal(map[string]any{"anyOf": alts})
	m["not"] = not
	open := false
	for _, k := range []string{"additionalProperties", "patternProperties", "unevaluatedProperties", "allOf", "anyOf",
		"oneOf", "if", "$ref", "$dynamicRef", "dependentSchemas", "dependencies", "propertyNames"} {
		if _, ok := m[k]; ok {
			open = true
		}
	}
	if !open {
		m["additionalProperties"] = json.RawMessage("false")
	}
	out, err := json.Marshal(m)
	if err != nil {
		return inputSchema
	}
	return out
}

var absPath = regexp.MustCompile(`^(/[^\x00]*|[A-Za-z]:\\[^\x00]*)$`)

// entryLine is a "[FILE] name" or "[DIR] name" line of the filesystem
// server (one space after the marker: a name's own leading spaces are kept;
// list_directory_with_sizes pads on the right and appends a size).
var entryLine = regexp.MustCompile(`^\[(FILE|DIR)\] (.+?)(\s+[0-9.]+\s*[KMGT]?B)?$`)

// learn takes values from one result: absolute paths on their own lines
// (directories when dirsTool), "[FILE] name" and "[DIR] name" entries under
// base, name/type/children trees under base, and from JSON (structured
// content or a JSON text) every scalar string or number under its key,
// also as "<singular of the list>_<key>". It returns how many new values
// it took.
func learn(res *mcp.CallResult, base string, dirsTool bool, addPath func(string, bool) int, addValue func(string, any) int) int {
	n := 0
	var docs []any
	if len(res.StructuredContent) > 0 {
		var v any
		if json.Unmarshal(res.StructuredContent, &v) == nil {
			docs = append(docs, v)
		}
	}
	for _, c := range res.Content {
		if c.Type != mcp.ContentText {
			continue
		}
		txt := strings.TrimSpace(c.Text)
		if strings.HasPrefix(txt, "{") || strings.HasPrefix(txt, "[") {
			var v any
			if json.Unmarshal([]byte(txt), &v) == nil {
				docs = append(docs, v)
				continue
			}
		}
		for _, line := range strings.Split(txt, "\n") {
			if m := entryLine.FindStringSubmatch(strings.TrimRight(line, " \t\r")); m != nil && base != "" {
				n += addPath(joinPath(base, m[2]), m[1] == "DIR")
				continue
			}
			line = strings.TrimSpace(line)
			if m := entryLine.FindStringSubmatch(line); m != nil && base != "" {
				n += addPath(joinPath(base, m[2]), m[1] == "DIR")
				continue
			}
			if absPath.MatchString(line) && !strings.ContainsAny(line, "\t") {
				n += addPath(line, dirsTool)
			}
		}
	}
	for _, d := range docs {
		if base != "" {
			n += walkTree(d, base, addPath)
		}
		n += walkJSON(d, "", addValue)
	}
	return n
}

func joinPath(base, name string) string {
	if strings.Contains(base, `\`) && !strings.Contains(base, "/") {
		return strings.TrimRight(base, `\`) + `\` + name
	}
	return path.Join(base, name)
}

// walkTree reads {name, type: file|directory, children} trees (the
// filesystem server's directory_tree) into paths under base.
func walkTree(v any, base string, addPath func(string, bool) int) int {
	n := 0
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			n += walkTree(e, base, addPath)
		}
	case map[string]any:
		name, _ := x["name"].(string)
		typ, _ := x["type"].(string)
		if name == "" || (typ != "file" && typ != "directory") {
			for _, c := range x {
				if _, ok := c.([]any); ok {
					n += walkTree(c, base, addPath)
				}
			}
			return n
		}
		p := joinPath(base, name)
		n += addPath(p, typ == "directory")
		if kids, ok := x["children"].([]any); ok {
			for _, k := range kids {
				n += walkTree(k, p, addPath)
			}
		}
	}
	return n
}

// walkJSON adds every scalar string or number value under its key (and,
// inside a list of objects, "<singular list key>_<key>" and the camelCase
// "<singular list key><Key>": "id" in "rooms" also fills room_id and
// roomId).
func walkJSON(v any, listKey string, addValue func(string, any) int) int {
	n := 0
	switch x := v.(type) {
	case map[string]any:
		for k, c := range x {
			switch c.(type) {
			case string, float64:
				// A learned value is an identifier or a short scalar,
				// never a body of text such as a listing returned as
				// structured "content" (a write tool would write it).
				if s, ok := c.(string); ok && (s == "" || len(s) > 200 || strings.ContainsAny(s, "\n\r")) {
					continue
				}
				n += addValue(k, c)
				if listKey != "" && k != "" {
					one := singular(listKey)
					n += addValue(one+"_"+k, c)
					n += addValue(one+strings.ToUpper(k[:1])+k[1:], c)
				}
			case []any:
				n += walkJSON(c, k, addValue)
			case map[string]any:
				n += walkJSON(c, "", addValue)
			}
		}
	case []any:
		for _, e := range x {
			n += walkJSON(e, listKey, addValue)
		}
	}
	return n
}

// singular is role.SingularNoun: a listing key's item ("entries": "entry").
func singular(s string) string { return role.SingularNoun(s) }
