// Package hints reads `--hints FILE` (YAML or JSON) and holds per-parameter
// value pools for argument synthesis: values drawn from them are
// meaningful to the real server (existing paths, known ids), and pkg/synth
// still validates every instance against the tool's inputSchema.
//
// # File format
//
// A mapping from a parameter key to a source. A key is "param" (every
// tool's parameter of that name, at any depth), "tool.param" (one tool's
// parameter), or either form with an instance JSON pointer instead of a
// name: "/filters/*/city" for every tool, "search./filters/*/city" for one
// ("*" matches any array index). A source is a list of values, or a
// mapping with exactly one of:
//
//	values: [Lisbon, Berlin]        # a pool of JSON values
//	file: cities.txt                # one value per non-empty line
//	glob: samples/*.txt             # the real paths matching a glob, sorted
//	fake: email                     # a gofakeit function name
//	count: 50                       # how many fake values (default 64)
//
// A mapping may also (or only) set the parameter's semantic role, which
// decides what kind of value is synthesized and how requests mention it
// (`mcpgen templates roles` lists the kinds and what was decided):
//
//	get_forecast.city: {role: city}
//	ticket: {role: id}
//
// Relative file and glob paths are read from the hints file's folder; glob
// values are absolute paths. Fake values are drawn once, from a source
// seeded by the run's seed and the key, so a run stays reproducible.
package hints

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/brianvoe/gofakeit/v6"
	"gopkg.in/yaml.v3"

	"github.com/mcpgen/mcpgen/internal/suggest"
	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// DefaultFakeCount is the number of values drawn for a "fake" source.
const DefaultFakeCount = 64

// A Source is one key's entry of a hints file.
type Source struct {
	Values []any  `yaml:"values" json:"values"`
	File   string `yaml:"file" json:"file"`
	Glob   string `yaml:"glob" json:"glob"`
	Fake   string `yaml:"fake" json:"fake"`
	Count  int    `yaml:"count" json:"count"`
	// Role sets the parameter's semantic role (a pkg/role kind name).
	Role string `yaml:"role" json:"role"`
}

// A Set holds value pools per tool ("" for every tool) and key. The zero
// value is not usable: make one with New, Load or Parse. A Set is safe for
// concurrent use once built (after the last Add).
type Set struct {
	pools map[string]map[string][]any
	roles map[string]map[string]role.Kind // tool ("" for every tool) → parameter name → kind
	// origin names where each pool came from, for reports.
	origin map[string]string
	cache  sync.Map // tool name → synth.Hints
}

// New returns an empty Set.
func New() *Set {
	return &Set{pools: map[string]map[string][]any{}, origin: map[string]string{}}
}

// Load reads a hints file (YAML, which includes JSON). seed seeds "fake"
// sources. Errors name the file and the key.
func Load(path string, seed int64) (*Set, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("hints: %w", err)
	}
	s, err := Parse(data, filepath.Dir(path), seed)
	if err != nil {
		// A file written as JSON is named with the line and column where
		// its JSON breaks (FILE:LINE:COL), not YAML's reading of it.
		var se *tool.SyntaxError
		if t := bytes.TrimSpace(data); len(t) > 0 && (t[0] == '{' || t[0] == '[') && errors.As(tool.CheckJSON(data), &se) {
			return nil, fmt.Errorf("hints %s:%d:%d: invalid JSON: %w", path, se.Line, se.Col, se.Err)
		}
		return nil, fmt.Errorf("hints %s: %w", path, err)
	}
	return s, nil
}

// Parse reads hints from data; dir resolves relative file and glob paths.
func Parse(data []byte, dir string, seed int64) (*Set, error) {
	return parse(data, dir, seed, true)
}

// ErrReadsFiles is returned by ParseNoFiles for a file or glob source.
var ErrReadsFiles = errors.New("reads local files")

// rolesNear says which roles an unknown role name may have meant: those
// near it by spelling or sharing a word with it ("did you mean …"), else
// every role.
func rolesNear(name string) string {
	all := role.Kinds()
	names := make([]string, len(all))
	for i, k := range all {
		names[i] = string(k)
	}
	var near []string
	closest := suggest.Closest(name, names)
	words := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == '_' || r == '-' || r == ' ' })
	for _, n := range names {
		share := false
		for _, w := range strings.Split(n, "_") {
			share = share || len(w) >= 3 && slices.Contains(words, w)
		}
		if n == closest || share {
			near = append(near, n)
		}
	}
	if len(near) > 0 {
		return "did you mean " + strings.Join(near, ", ") + "?"
	}
	return "the roles are " + strings.Join(names, ", ")
}

// ErrUnknownRole is wrapped by the error of a hint whose role is not one of
// role.Kinds.
var ErrUnknownRole = errors.New("unknown role")

// ParseNoFiles reads hints from data as Parse does, but refuses "file" and
// "glob" sources (ErrReadsFiles), for hints sent by someone who must not
// read the local file system (the HTTP API). The check is made on each
// source as decoded, the one that would be resolved, for every key of the
// document (a key written twice included), before anything is read.
func ParseNoFiles(data []byte, seed int64) (*Set, error) {
	return parse(data, "", seed, false)
}

func parse(data []byte, dir string, seed int64, files bool) (*Set, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, err
	}
	s := New()
	if len(doc.Content) == 0 {
		return s, nil
	}
	keepTimestampsAsWritten(&doc)
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return nil, fmt.Errorf("line %d: want a mapping from parameter keys to value sources", root.Line)
	}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		key := k.Value
		var src Source
		switch v.Kind {
		case yaml.SequenceNode:
			if err := v.Decode(&src.Values); err != nil {
				return nil, fmt.Errorf("%s (line %d): %w", key, v.Line, err)
			}
		case yaml.MappingNode:
			for j := 0; j+1 < len(v.Content); j += 2 {
				switch f := v.Content[j].Value; f {
				case "values", "file", "glob", "fake", "count", "role":
				default:
					return nil, fmt.Errorf("%s (line %d): unknown field %q (want values, file, glob, fake, count or role)", key, v.Content[j].Line, f)
				}
			}
			if err := v.Decode(&src); err != nil {
				return nil, fmt.Errorf("%s (line %d): %w", key, v.Line, err)
			}
			if !files && (src.File != "" || src.Glob != "") {
				f := "file"
				if src.Glob != "" {
					f = "glob"
				}
				return nil, fmt.Errorf("%s (line %d): %q %w", key, v.Line, f, ErrReadsFiles)
			}
		default:
			return nil, fmt.Errorf("%s (line %d): want a list of values or a mapping with values, file, glob or fake", key, v.Line)
		}
		tl, param := SplitKey(key)
		if src.Role != "" {
			k := role.Kind(src.Role)
			if !k.Valid() {
				return nil, fmt.Errorf("%s (line %d): %w %q; %s", key, v.Line, ErrUnknownRole, src.Role, rolesNear(src.Role))
			}
			if strings.HasPrefix(param, "/") {
				return nil, fmt.Errorf("%s (line %d): a role is set by parameter name, not by pointer", key, v.Line)
			}
			s.SetRole(tl, param, k)
			if src.Values == nil && src.File == "" && src.Glob == "" && src.Fake == "" {
				continue
			}
		}
		vals, err := src.resolve(dir, seed, key)
		if err != nil {
			return nil, fmt.Errorf("%s (line %d): %w", key, v.Line, err)
		}
		if len(vals) == 0 {
			return nil, fmt.Errorf("%s (line %d): no values", key, v.Line)
		}
		if i := blankValue(vals); i >= 0 {
			return nil, fmt.Errorf("%s (line %d): value %d is an empty string, which no request can say: remove it or write the value", key, v.Line, i+1)
		}
		s.Add(tl, param, vals, "hints file")
	}
	return s, nil
}

// blankValue returns the index of the first value of vals that is a
// string of nothing but white space ("" in a hints file is a slip, and a
// request naming it would say nothing), or -1.
func blankValue(vals []any) int {
	for i, v := range vals {
		if str, ok := v.(string); ok && strings.TrimSpace(str) == "" {
			return i
		}
	}
	return -1
}

// keepTimestampsAsWritten retags every plain scalar that YAML 1.1 resolves
// as a timestamp (2025-11-01, 2025-11-01T09:00:00Z) as a string, so a date
// written in a hints file reaches a `format: date` parameter as written
// rather than as time.Time's "2025-11-01T00:00:00Z", which is not a date.
// No JSON Schema type holds a YAML timestamp; strings are what tools take.
//
// Likewise a plain scalar of digits with a leading zero (0012, which YAML
// 1.1 reads as the octal number 10) stays a string as written: a code or
// a zip code "0012" is meant, and no JSON number has a leading zero.
func keepTimestampsAsWritten(n *yaml.Node) {
	if n.Kind == yaml.ScalarNode && n.Style == 0 {
		switch n.Tag {
		case "!!timestamp":
			n.Tag = "!!str"
		case "!!int":
			if leadingZero.MatchString(n.Value) {
				n.Tag = "!!str"
			}
		}
	}
	for _, c := range n.Content {
		keepTimestampsAsWritten(c)
	}
}

// leadingZero matches an integer written with a leading zero (0012, -007).
var leadingZero = regexp.MustCompile(`^[-+]?0[0-9_]+$`)

// SplitKey splits "tool.param" into tool and param; "param" and "/pointer"
// give tool "". A pointer after the tool is written "tool./a/b".
func SplitKey(key string) (toolName, param string) {
	if strings.HasPrefix(key, "/") {
		return "", key
	}
	if i := strings.Index(key, "./"); i > 0 {
		return key[:i], key[i+1:]
	}
	if i := strings.LastIndexByte(key, '.'); i > 0 && i < len(key)-1 {
		return key[:i], key[i+1:]
	}
	return "", key
}

func (src Source) resolve(dir string, seed int64, key string) ([]any, error) {
	n := 0
	for _, set := range []bool{src.Values != nil, src.File != "", src.Glob != "", src.Fake != ""} {
		if set {
			n++
		}
	}
	if n != 1 {
		return nil, fmt.Errorf("want exactly one of values, file, glob or fake")
	}
	abs := func(p string) string {
		if filepath.IsAbs(p) || dir == "" {
			return p
		}
		return filepath.Join(dir, p)
	}
	switch {
	case src.Values != nil:
		out := make([]any, len(src.Values))
		for i, v := range src.Values {
			out[i] = jsonValue(v)
		}
		return out, nil
	case src.File != "":
		f, err := os.Open(abs(src.File))
		if err != nil {
			return nil, err
		}
		defer f.Close()
		var out []any
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			if line := strings.TrimSpace(sc.Text()); line != "" {
				out = append(out, line)
			}
		}
		if err := sc.Err(); err != nil {
			return nil, fmt.Errorf("%s: %w", src.File, err)
		}
		return out, nil
	case src.Glob != "":
		matches, err := filepath.Glob(abs(src.Glob))
		if err != nil {
			return nil, fmt.Errorf("glob %q: %w", src.Glob, err)
		}
		sort.Strings(matches)
		out := make([]any, 0, len(matches))
		for _, m := range matches {
			if a, err := filepath.Abs(m); err == nil {
				m = a
			}
			out = append(out, m)
		}
		if len(out) == 0 {
			return nil, fmt.Errorf("glob %q matches no path", src.Glob)
		}
		return out, nil
	default:
		return Fake(src.Fake, src.Count, seed, key)
	}
}

// Fake draws count (DefaultFakeCount when 0) distinct-as-possible values
// from the gofakeit function name (case-insensitive, e.g. "email", "city",
// "uuid"), seeded by seed and key. An unknown name is an error.
func Fake(name string, count int, seed int64, key string) ([]any, error) {
	info := gofakeit.GetFuncLookup(strings.ToLower(name))
	if info == nil {
		info = gofakeit.GetFuncLookup(name)
	}
	if info == nil {
		return nil, fmt.Errorf("fake %q: not a gofakeit function (see https://github.com/brianvoe/gofakeit#functions)", name)
	}
	if count <= 0 {
		count = DefaultFakeCount
	}
	h := fnv.New64a()
	fmt.Fprintf(h, "%d\x00%s", seed, key)
	r := rand.New(rand.NewSource(int64(h.Sum64() >> 1)))
	seen := map[string]bool{}
	var out []any
	for tries := 0; len(out) < count && tries < 4*count; tries++ {
		v, err := info.Generate(r, gofakeit.NewMapParams(), info)
		if err != nil {
			return nil, fmt.Errorf("fake %q: %w", name, err)
		}
		v = jsonValue(v)
		b, _ := json.Marshal(v)
		if seen[string(b)] {
			continue
		}
		seen[string(b)] = true
		out = append(out, v)
	}
	return out, nil
}

// jsonValue converts a decoded YAML or Go value to the decoded-JSON shapes
// pkg/synth compares (string, json.Number, bool, nil, []any, map[string]any).
func jsonValue(v any) any {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var out any
	if dec.Decode(&out) != nil {
		return fmt.Sprint(v)
	}
	return out
}

// Add appends values to the pool of param (a name or "/pointer") for
// toolName ("" for every tool), dropping values already there. origin says
// where they came from ("hints file", "probe list_allowed_directories").
func (s *Set) Add(toolName, param string, values []any, origin string) {
	m := s.pools[toolName]
	if m == nil {
		m = map[string][]any{}
		s.pools[toolName] = m
	}
	have := map[string]bool{}
	for _, v := range m[param] {
		b, _ := json.Marshal(v)
		have[string(b)] = true
	}
	for _, v := range values {
		b, _ := json.Marshal(v)
		if !have[string(b)] {
			have[string(b)] = true
			m[param] = append(m[param], v)
		}
	}
	k := joinKey(toolName, param)
	if _, ok := s.origin[k]; !ok {
		s.origin[k] = origin
	}
	s.cache = sync.Map{}
}

// SetRole sets the role of param (a property name) for toolName ("" for
// every tool).
func (s *Set) SetRole(toolName, param string, k role.Kind) {
	if s.roles == nil {
		s.roles = map[string]map[string]role.Kind{}
	}
	if s.roles[toolName] == nil {
		s.roles[toolName] = map[string]role.Kind{}
	}
	s.roles[toolName][param] = k
	s.cache = sync.Map{}
}

// Roles returns the roles set for tool toolName: the ones for every tool,
// overridden by the tool's own; nil when none.
func (s *Set) Roles(toolName string) map[string]role.Kind {
	if s == nil || len(s.roles[""])+len(s.roles[toolName]) == 0 {
		return nil
	}
	out := map[string]role.Kind{}
	for k, v := range s.roles[""] {
		out[k] = v
	}
	for k, v := range s.roles[toolName] {
		out[k] = v
	}
	return out
}

// Digest returns the hex SHA-256 of every pool (tool, key, values in
// order, each value as JSON): two Sets with the same Digest give the same
// synthesized arguments for the same seed. It covers what a hints file
// resolves to (its values, the lines of its files, the paths its globs
// match), so `generate --resume` can tell that the pools changed since the
// interrupted run.
func (s *Set) Digest() string {
	h := sha256.New()
	tools := make([]string, 0, len(s.pools))
	for tl := range s.pools {
		tools = append(tools, tl)
	}
	sort.Strings(tools)
	for _, tl := range tools {
		keys := make([]string, 0, len(s.pools[tl]))
		for k := range s.pools[tl] {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			b, _ := json.Marshal(s.pools[tl][k])
			line, _ := json.Marshal([]any{tl, k, json.RawMessage(b)})
			h.Write(append(line, '\n'))
		}
	}
	if len(s.roles) > 0 {
		b, _ := json.Marshal(s.roles) // maps marshal with sorted keys
		h.Write(append([]byte("roles "), b...))
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Has reports whether toolName ("" for every tool) has a pool for param.
func (s *Set) Has(toolName, param string) bool {
	return len(s.pools[toolName][param]) > 0
}

// Merge adds o's pools to s where s has none for the same tool and key:
// s wins (hints from a file take precedence over probed values).
func (s *Set) Merge(o *Set) {
	if o == nil {
		return
	}
	for tl, m := range o.pools {
		for k, vals := range m {
			if !s.Has(tl, k) {
				s.Add(tl, k, vals, o.origin[joinKey(tl, k)])
			}
		}
	}
	for tl, m := range o.roles {
		for k, r := range m {
			if _, ok := s.roles[tl][k]; !ok {
				s.SetRole(tl, k, r)
			}
		}
	}
}

func joinKey(toolName, param string) string {
	if toolName == "" {
		return param
	}
	return toolName + "." + param
}

// For returns the synth hints of tool t: the pools for every tool,
// overridden key by key by t's own ("tool.param").
func (s *Set) For(t *tool.Tool) synth.Hints {
	if s == nil {
		return synth.Hints{}
	}
	if h, ok := s.cache.Load(t.Name); ok {
		return h.(synth.Hints)
	}
	p := map[string][]any{}
	for k, v := range s.pools[""] {
		p[k] = v
	}
	for k, v := range s.pools[t.Name] {
		p[k] = v
	}
	h := synth.Hints{Pools: p, Roles: s.Roles(t.Name)}
	if len(p) == 0 {
		h.Pools = nil
	}
	s.cache.Store(t.Name, h)
	return h
}

// Unused returns the keys ("param" or "tool.param", sorted) that apply to
// none of tools: a tool name no tool has, or a parameter name that is no
// property name (at any depth) of the inputSchema of a tool the key applies
// to. Such a key is most likely a typo; it changes nothing. Keys written
// as JSON pointers are not checked.
func (s *Set) Unused(tools []tool.Tool) []string {
	props := map[string]map[string]bool{} // tool name → property names
	all := map[string]bool{}
	for _, t := range tools {
		m := props[t.Name]
		if m == nil {
			m = map[string]bool{}
			props[t.Name] = m
		}
		var v any
		if json.Unmarshal(t.InputSchema, &v) == nil {
			propertyNames(v, m)
		}
		for k := range m {
			all[k] = true
		}
	}
	seen := map[string]bool{}
	check := func(tl, k string) {
		if strings.HasPrefix(k, "/") {
			return
		}
		names := all
		if tl != "" {
			names = props[tl]
		}
		if key := joinKey(tl, k); !names[k] && !seen[key] {
			seen[key] = true
		}
	}
	for tl, m := range s.pools {
		for k := range m {
			check(tl, k)
		}
	}
	for tl, m := range s.roles {
		for k := range m {
			check(tl, k)
		}
	}
	out := make([]string, 0, len(seen))
	for k := range seen {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// propertyNames adds the names under every "properties" keyword of the
// schema v (decoded JSON) to names.
func propertyNames(v any, names map[string]bool) {
	switch x := v.(type) {
	case map[string]any:
		for k, c := range x {
			if ps, ok := c.(map[string]any); ok && k == "properties" {
				for name := range ps {
					names[name] = true
				}
			}
			propertyNames(c, names)
		}
	case []any:
		for _, c := range x {
			propertyNames(c, names)
		}
	}
}

// A Pool is one entry of a Set, for reports.
type Pool struct {
	Key    string // "param" or "tool.param"
	Origin string
	Values []any
}

// Pools lists the set's pools sorted by key.
func (s *Set) Pools() []Pool {
	var out []Pool
	for tl, m := range s.pools {
		for k, v := range m {
			key := joinKey(tl, k)
			out = append(out, Pool{Key: key, Origin: s.origin[key], Values: v})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	return out
}
