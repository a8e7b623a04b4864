package generate

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mcpgen/mcpgen/internal/bytesize"
	"github.com/mcpgen/mcpgen/internal/jsonx"
	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// prepTool is a tool ready for generation.
type prepTool struct {
	t      tool.Tool
	def    dataset.ToolDef
	schema *schema.Schema
	bind   *prompt.Binding
	key    string // server + "/" + tool: the seed key
	index  int    // position in plan.Tools
	stats  *ToolStats
	// finals are the fallbacks tried, in order, when the final-answer
	// template fails to execute for a record: each other variant of the
	// chosen final file alone, then the generic _final.tmpl (when it is a
	// different file). Set only for executed runs.
	finals []*prompt.Binding
	// generic is the binding of the generic _final.tmpl (bind itself when
	// that is the tool's final file): what answers a result the tool's
	// own final template cannot read (see worker.finalBind). Set with
	// finals.
	generic *prompt.Binding
	// needed are optional parameters of which a call keeps at least one
	// when unsaid arguments are left out (synth.NeededArgs).
	needed []string
	// neededOne says a call carries only one of needed (alternatives:
	// a ticket code or a card number), not several.
	neededOne bool
	// action is the tool's action parameter and actNeeds, per action
	// value, the optional parameters a call of it keeps when unsaid
	// arguments are left out (synth.ActionNeeds).
	action   string
	actNeeds map[string][]string
	// gated holds, per optional parameter its description ties to a
	// sibling's values, that sibling (synth.GatedBy): leaving the
	// sibling unsaid leaves it out too.
	gated map[string]string
	// server is what the tool's server states across its tools: ids one
	// tool leaves unsaid follow it (role.NewServer).
	server *role.Server
	// facts caches what the record kinds read of the tool's name and
	// description for every sibling they weigh (gen.indexTools); nil in
	// tests that build a prepTool alone.
	facts *toolFacts
	// several is the list parameter severalParam finds, read once when
	// the tool is prepared (severalRead); severalOK says there is one.
	several                prompt.Param
	severalOK, severalRead bool
}

// spoken is the tool as its records word it: the binding's ToolInfo
// (prompt.Binding.Tool), whose name has no generated operation id's path
// and method and whose description has no HTTP route opening it
// ("list_repairs", not "list_repairs_repairs_get"). Every word a request,
// ask, ack or reply takes from the tool's name or description is read
// here; what identifies the tool as served (record meta, execution,
// annotations, schemas) stays pt.t. A prepTool built without a binding
// speaks as served.
func (pt *prepTool) spoken() prompt.ToolInfo {
	if pt.bind != nil {
		return pt.bind.Tool
	}
	return prompt.ToolInfo{Server: pt.t.Server, Name: pt.t.Name, Title: pt.t.Title, Description: pt.t.Description}
}

// toolFacts are a tool's word facts, computed once per run: whether it
// only reads (readsOnly), whether its name says a page action
// (pageAction) and its topic words (topicWords).
type toolFacts struct {
	readOnly, pageAct bool
	topic             map[string]bool
	at                int // position among its server's tools
	// superseded: the tool says it is deprecated in favour of another
	// tool its server offers (supersededBy).
	superseded bool
}

// plan is the checked, ordered set of tools a run generates from.
type plan struct {
	Tools   []*prepTool
	Skipped []dataset.Skipped
	// Names maps the names shown to the model back to MCP names.
	Names []dataset.NameMapping
	// Notes are what loading noticed about the tools' inputs.
	Notes []dataset.Note
}

// prepare filters, normalizes, compiles and names the tools of sources and
// binds their templates. A failed source, a tool whose inputSchema does not
// compile or cannot be synthesized, or whose normalization fails is skipped
// with its reason. A template error (a template naming an argument the tool
// does not have) is returned as an error naming the template file and line.
func prepare(ctx context.Context, sources []Source, opts config) (*plan, error) {
	set := opts.Templates
	if set == nil {
		var err error
		if set, err = prompt.Load(); err != nil {
			return nil, err
		}
	}
	if err := validGlobs(opts.Include, opts.Exclude); err != nil {
		return nil, err
	}
	p := &plan{}
	names := &naming{used: map[string]bool{}, reserved: validNames(sources, opts), owner: map[string]tool.Tool{}}
	same := map[string]bool{} // tools planned so far, for repeated
	for _, src := range sources {
		if src.Err != nil {
			p.Skipped = append(p.Skipped, dataset.Skipped{Server: src.Server, Reason: src.Err.Error()})
			continue
		}
		tools := append([]tool.Tool(nil), src.Tools...)
		sort.SliceStable(tools, func(i, j int) bool { return tools[i].Name < tools[j].Name })
		sib := siblingDocs(tools)
		data := make([]tool.Tool, len(tools))
		for i, t := range tools {
			data[i] = dataOnlyToolDoc(t, sib.complete(tool.ParseDoc(t.Description)))
		}
		srv, err := serverOf(ctx, src.Server, src.ServerInfo, data)
		if err != nil {
			return nil, err
		}
		for _, t := range tools {
			// Binding thousands of tools takes seconds: stop at once
			// when the run is interrupted.
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			if t.Server == "" {
				t.Server = src.Server
			}
			if !selected(t.Name, src.Server, opts.Include, opts.Exclude) {
				continue
			}
			if p.repeated(same, src.Server, t) {
				continue
			}
			skip := func(reason string) {
				p.Skipped = append(p.Skipped, dataset.Skipped{Server: src.Server, Tool: t.Name, Reason: reason})
			}
			// Arguments are synthesized from the inputSchema as served, so
			// they validate against it; records carry the normalized copy.
			orig, notes := inputNotes(src.Server, t, objectSchema(t.InputSchema))
			p.Notes = append(p.Notes, notes...)
			if d, cut := cutDescription(t.Description); cut {
				p.Notes = append(p.Notes, dataset.Note{Server: src.Server, Tool: t.Name, Kind: NoteDescriptionCut,
					Message: fmt.Sprintf("description is %s; records carry its first %s (every record offering the tool repeats it)", bytesize.Text(len(t.Description)), bytesize.Text(len(d)))})
				t.Description = d
			}
			// after inputNotes, which turns type names of other conventions
			// ("dict") into JSON Schema's
			if typ := nonObjectType(orig); typ != "" {
				skip(fmt.Sprintf("inputSchema has type %s: MCP tools take an object of named arguments (inputSchema \"type\": \"object\", tools/list in the MCP specification); fix the tool's definition", typ))
				continue
			}
			params := orig
			if opts.Normalize != nil {
				// A missing, null, true or {} inputSchema means no
				// arguments: the normalizer sees the object schema.
				nt := t
				nt.InputSchema = orig
				n, err := opts.Normalize(&nt)
				if err != nil {
					skip("normalize inputSchema: " + err.Error())
					continue
				}
				params = objectSchema(n)
			}
			// The synthesizer draws from a stricter copy that allows no
			// undeclared properties: a valid instance of it is valid for the
			// original, and records never teach invented arguments.
			key := src.Server + "/" + t.Name
			doc := sib.complete(tool.ParseDoc(t.Description))
			sc, err := synthSchema(opts, key, t.Name, orig, params, doc)
			if err != nil {
				skip(err.Error())
				continue
			}
			// The request phrasing sees the tool as data only (dataOnlyTool);
			// the records' definitions (def below) keep it as served.
			dt := dataOnlyToolDoc(t, doc)
			dataSchema := dataOnlyInput(refView(orig), doc) // phrased from what its $refs point at
			b, err := set.For(prompt.ToolInfo{Server: src.Server, ServerInfo: src.ServerInfo, Name: t.Name,
				Title: dt.Title, Description: dt.Description, InputSchema: dataSchema, Peers: srv, Effect: prompt.EffectOf(&t)})
			if err != nil {
				return nil, err
			}
			name := p.shownName(opts.NameStyle, src.Server, t, names)
			desc := p.limitDescription(src.Server, t.Name, defDescription(t), opts.DescriptionLimit)
			pt := &prepTool{t: t, schema: sc, bind: b, key: key, server: srv,
				def:   dataset.ToolDef{Name: name, Description: desc, Parameters: params, Server: src.Server, MCPName: t.Name}.Cached(),
				stats: &ToolStats{Server: src.Server, Tool: t.Name, Name: name, Template: b.Request.Path}}
			if opts.Executor != nil && opts.Shape == ShapeFull && b.Final != nil {
				pt.finals, pt.generic = finalFallbacks(set, b, prompt.ToolInfo{Server: src.Server, ServerInfo: src.ServerInfo,
					Name: strings.TrimSuffix(prompt.FinalFile, ".tmpl"), InputSchema: dataSchema})
			}
			pt.t = dt
			pt.needed, pt.neededOne = synth.NeededGroup(t.Name, dt.Description, dt.InputSchema)
			pt.action, pt.actNeeds = synth.ActionNeeds(dt.InputSchema)
			pt.gated = synth.GatedBy(dt.InputSchema)
			pt.several, pt.severalOK = readSeveralParam(pt)
			pt.severalRead = true
			pt.index = len(p.Tools)
			p.Tools = append(p.Tools, pt)
			p.Names = append(p.Names, dataset.NameMapping{Name: name, Server: src.Server, MCPName: t.Name})
		}
	}
	return p, nil
}

// validGlobs reports the first --include or --exclude glob path.Match
// cannot read, before any tool is bound.
func validGlobs(lists ...[]string) error {
	for _, l := range lists {
		for _, g := range l {
			if _, err := path.Match(g, ""); err != nil {
				return fmt.Errorf("tool glob %q: %w", g, err)
			}
		}
	}
	return nil
}

// naming is what prepare knows of the names shown so far.
type naming struct {
	// used are the names given; reserved the names valid as served, kept
	// for their tools (a name cleaned to one of them, "get weather!" to
	// "get_weather_", is the one that takes a suffix); owner the tool each
	// name went to first, for the note of a later tool renamed because its
	// name was taken.
	used, reserved map[string]bool
	owner          map[string]tool.Tool
}

// shownName returns the name records offer and call t by: its name in
// style, made unique among n's; a name made unique, or cleaned to what
// providers accept, is noted.
func (p *plan) shownName(style NameStyle, server string, t tool.Tool, n *naming) string {
	used, reserved, owner := n.used, n.reserved, n.owner
	wanted := toolName(style, server, t.Name)
	var name string
	if reserved[wanted] && wanted == rawToolName(style, server, t.Name) {
		// valid as served: the name is this tool's, whatever was cleaned
		// before it
		delete(reserved, wanted)
		used[wanted] = true
		name = wanted
	} else {
		name = uniqueName(wanted, used, reserved)
	}
	p.noteSanitized(server, t.Name, name)
	if first, ok := owner[wanted]; ok && name != wanted {
		p.Notes = append(p.Notes, dataset.Note{Server: server, Tool: t.Name, Kind: NoteRenamed, Message: renamedMessage(first, t, wanted, name)})
	} else if !ok {
		owner[wanted] = t
	}
	return name
}

// synthSchema compiles the schema a tool's arguments are drawn from: the
// inputSchema as served (orig), a run's replacement for key
// (config.SynthesisSchemas), or the normalized params
// (config.SynthesizeNormalized); as data only (with the parameters doc,
// the tool's description read as a docstring, documents) and with every
// object closed, and checked by building a synthesizer for it.
func synthSchema(opts config, key, toolName string, orig, params json.RawMessage, doc tool.Doc) (*schema.Schema, error) {
	synthFrom := orig
	if s, ok := opts.SynthesisSchemas[key]; ok {
		synthFrom = objectSchema(s)
	}
	if opts.SynthesizeNormalized {
		synthFrom = params
	}
	sc, err := schema.Compile(closeObjects(dataOnlyInput(synthFrom, doc)), schema.CompileOptions{})
	if err != nil {
		return nil, fmt.Errorf("inputSchema: %w", err)
	}
	if _, err := synth.New(sc, synth.Options{Seed: opts.Seed, Key: key, Topic: toolName, RootObject: true}); err != nil {
		return nil, err
	}
	return sc, nil
}

// defDescription is the description a tool's definition in a record
// carries: its own, else its title, else a sentence made of its name.
func defDescription(t tool.Tool) string {
	if t.Description != "" {
		return t.Description
	}
	if t.Title != "" {
		return t.Title
	}
	return prompt.Sentence(prompt.Humanize(t.Name))
}

// limitDescription returns the tool definition's description desc cut to
// limit characters (config.DescriptionLimit; 0: no limit) as `schema
// normalize` cuts it, noting a cut.
func (p *plan) limitDescription(server, toolName, desc string, limit int) string {
	if limit <= 0 {
		return desc
	}
	d := schema.ShortenDescription(desc, limit)
	if d != desc {
		p.Notes = append(p.Notes, dataset.Note{Server: server, Tool: toolName, Kind: NoteDescriptionShortened,
			Message: fmt.Sprintf("description cut from %d to %d characters (limit %d)", utf8.RuneCountInString(desc), utf8.RuneCountInString(d), limit)})
	}
	return d
}

// finalFallbacks returns the bindings to try after b's final template
// failed to execute: b with each variant of its final file alone (in file
// order), then b with the generic final file that generic (a ToolInfo naming
// "_final", so that file is found in the usual layer order and checked
// against the tool's arguments) resolves to, when it differs from b's.
func finalFallbacks(set *prompt.Set, b *prompt.Binding, generic prompt.ToolInfo) ([]*prompt.Binding, *prompt.Binding) {
	var out []*prompt.Binding
	if vs := b.Final.Sections[prompt.SectionFinal]; len(vs) > 1 {
		for _, v := range vs {
			f := *b.Final
			f.Sections = map[string][]prompt.Variant{prompt.SectionFinal: {v}}
			fb := *b
			fb.Final = &f
			out = append(out, &fb)
		}
	}
	gen := b
	if gb, err := set.For(generic); err == nil && gb.Final != nil && gb.Final != b.Final {
		fb := *b
		fb.Final = gb.Final
		out = append(out, &fb)
		gen = &fb
	}
	return out, gen
}

// selected applies the include/exclude globs to a tool.
func selected(name, server string, include, exclude []string) bool {
	match := func(globs []string) bool {
		for _, g := range globs {
			if ok, _ := path.Match(g, name); ok {
				return true
			}
			if ok, _ := path.Match(g, server+"/"+name); ok {
				return true
			}
		}
		return false
	}
	if len(include) > 0 && !match(include) {
		return false
	}
	return !match(exclude)
}

// objectSchema makes sure parameters are an object schema with
// "properties" (docs/formats.md, trap 5: LLaMA-Factory crashes without it,
// Mistral needs a dict): an empty or absent inputSchema becomes
// {"type":"object","properties":{}}, and an object schema without
// properties gets an empty one.
func objectSchema(raw json.RawMessage) json.RawMessage {
	t := bytes.TrimSpace(raw)
	if len(t) == 0 || string(t) == "null" || string(t) == "true" || string(t) == "{}" {
		return json.RawMessage(`{"type":"object","properties":{}}`)
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(t, &m) != nil {
		return raw
	}
	if _, ok := m["properties"]; ok {
		return raw
	}
	// Append "properties":{} without reordering the document.
	var b bytes.Buffer
	b.Write(t[:len(t)-1])
	if len(m) > 0 {
		b.WriteByte(',')
	}
	b.WriteString(`"properties":{}}`)
	return b.Bytes()
}

// nonObjectType returns the "type" keyword of an inputSchema, as JSON,
// when it declares types and none of them is "object" (say {"type":
// "string"}): no instance of it is a set of named arguments. It returns ""
// for an object schema, one that declares no type, and what is not JSON.
func nonObjectType(raw json.RawMessage) string {
	var top struct {
		Type json.RawMessage `json:"type"`
	}
	if json.Unmarshal(raw, &top) != nil || len(top.Type) == 0 {
		return ""
	}
	var one string
	if json.Unmarshal(top.Type, &one) == nil {
		if one == "object" {
			return ""
		}
		return string(top.Type)
	}
	var many []string
	if json.Unmarshal(top.Type, &many) != nil || slices.Contains(many, "object") {
		return ""
	}
	return string(top.Type)
}

// rawToolName is toolName before Sanitize: the name as served, prefixed
// in NamePrefixed style.
func rawToolName(style NameStyle, server, name string) string {
	if style == NamePrefixed {
		if server == "" {
			return "mcp_" + name
		}
		return "mcp_" + server + "_" + name
	}
	return name
}

// validNames returns the shown names of the selected tools of sources
// whose name is valid as served (Sanitize leaves it as it is).
func validNames(sources []Source, opts config) map[string]bool {
	out := map[string]bool{}
	for _, src := range sources {
		if src.Err != nil {
			continue
		}
		for _, t := range src.Tools {
			if !selected(t.Name, src.Server, opts.Include, opts.Exclude) {
				continue
			}
			if n := toolName(opts.NameStyle, src.Server, t.Name); n == rawToolName(opts.NameStyle, src.Server, t.Name) {
				out[n] = true
			}
		}
	}
	return out
}

// toolName makes the name shown to the model.
func toolName(style NameStyle, server, name string) string {
	if style == NamePrefixed {
		if server == "" {
			return Sanitize("mcp_" + name)
		}
		return Sanitize("mcp_" + server + "_" + name)
	}
	return Sanitize(name)
}

// Sanitize maps a tool name to ^[A-Za-z0-9_-]{1,64}$ as
// schema.SanitizeName does (docs in that function).
func Sanitize(name string) string { return schema.SanitizeName(name) }

// renamedMessage words NoteRenamed: the tool that has the name, the one
// renamed, each with the start of its description (two tools of one name
// in one file or tools/list differ there, or in their inputSchema), and
// the name the second is offered under.
func renamedMessage(first, t tool.Tool, wanted, name string) string {
	about := func(t tool.Tool) string {
		d := strings.Join(strings.Fields(t.Description), " ")
		if d == "" {
			return ""
		}
		if r := []rune(d); len(r) > 48 {
			d = string(r[:47]) + "…"
		}
		return fmt.Sprintf(" (%q)", d)
	}
	same := "another tool"
	if first.Server == t.Server {
		same = "another tool of the same server or file"
	}
	return fmt.Sprintf("tool name %q is taken by %s, %s/%s%s; this tool, %s/%s%s, is offered to the model as %q (the manifest's names map it back)",
		wanted, same, first.Server, first.Name, about(first), t.Server, t.Name, about(t), name)
}

// uniqueName returns name, or name with a "_2", "_3", ... suffix when it is
// used or reserved (two MCP names can sanitize to one), and marks it used.
func uniqueName(name string, used, reserved map[string]bool) string {
	out := name
	for i := 2; used[out] || reserved[out]; i++ {
		suf := "_" + strconv.Itoa(i)
		base := name
		if len(base)+len(suf) > 64 {
			base = base[:64-len(suf)]
		}
		out = base + suf
	}
	used[out] = true
	return out
}

// groupKey is the split group of a call: the tool plus its arguments with
// strings lower-cased and white space collapsed, so records that make the
// same call land on the same side. Digits are kept: ids, dates and times
// differ only in digits, and collapsing them made every call of an id-only
// tool one group, which sent whole tools and record kinds to one split
// (49/4/47 for valid=0.1,test=0.1).
func groupKey(tool string, args any) string {
	var b strings.Builder
	b.WriteString(tool)
	b.WriteByte(0)
	writeLoose(&b, args)
	return b.String()
}

func writeLoose(b *strings.Builder, v any) {
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		b.WriteByte('{')
		for _, k := range keys {
			b.WriteString(k)
			b.WriteByte(':')
			writeLoose(b, x[k])
			b.WriteByte(',')
		}
		b.WriteByte('}')
	case []any:
		b.WriteByte('[')
		for _, e := range x {
			writeLoose(b, e)
			b.WriteByte(',')
		}
		b.WriteByte(']')
	case string:
		b.WriteString(foldSpace(x))
	case json.Number:
		b.WriteString(x.String())
	case float64:
		b.WriteString(strconv.FormatFloat(x, 'g', -1, 64))
	case bool:
		if x {
			b.WriteString("T")
		} else {
			b.WriteString("F")
		}
	case nil:
		b.WriteString("null")
	}
}

// foldSpace lower-cases s and collapses white space, keeping digits.
func foldSpace(s string) string {
	return strings.Join(strings.Fields(strings.ToLower(s)), " ")
}

// looseText lower-cases s, collapses white space and replaces digit runs
// with "#".
func looseText(s string) string {
	var b strings.Builder
	digit, space := false, false
	for _, r := range strings.ToLower(strings.TrimSpace(s)) {
		switch {
		case r >= '0' && r <= '9':
			if !digit {
				b.WriteByte('#')
			}
			digit, space = true, false
		case r == ' ' || r == '\t' || r == '\n' || r == '\r':
			if !space {
				b.WriteByte(' ')
			}
			digit, space = false, true
		default:
			b.WriteRune(r)
			digit, space = false, false
		}
	}
	return b.String()
}

// closeObjects returns a copy of an object schema where every plain object
// schema (one with "properties" or type "object", and no keyword that could
// declare properties elsewhere: additionalProperties, patternProperties,
// unevaluatedProperties, allOf/anyOf/oneOf/not/if, $ref, dependentSchemas,
// dependencies) gets "additionalProperties": false, through properties and
// items. Any instance of the result is an instance of raw. raw is returned
// unchanged when it does not parse.
func closeObjects(raw json.RawMessage) json.RawMessage {
	var v any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if dec.Decode(&v) != nil {
		return raw
	}
	v = closeValue(v, 0)
	out, err := jsonx.Marshal(v)
	if err != nil {
		return raw
	}
	return out
}

var openKeywords = []string{"additionalProperties", "patternProperties", "unevaluatedProperties", "allOf", "anyOf",
	"oneOf", "not", "if", "$ref", "$dynamicRef", "dependentSchemas", "dependencies", "propertyNames"}

// declareRequired declares, as {} (any value), each name that required
// lists but properties does not (a common slip, which validate reports as
// required-missing-property), so closing the object does not forbid the
// very property the call must carry.
func declareRequired(m, props map[string]any, required map[string]bool) {
	for _, name := range slices.Sorted(maps.Keys(required)) {
		if _, ok := props[name]; ok {
			continue
		}
		if props == nil {
			props = map[string]any{}
			m["properties"] = props
		}
		props[name] = map[string]any{}
	}
}

func closeValue(v any, depth int) any {
	m, ok := v.(map[string]any)
	if !ok || depth > 32 {
		return v
	}
	for _, k := range []string{"items", "additionalItems"} {
		if it, ok := m[k]; ok {
			m[k] = closeValue(it, depth+1)
		}
	}
	if pi, ok := m["prefixItems"].([]any); ok {
		for i := range pi {
			pi[i] = closeValue(pi[i], depth+1)
		}
	}
	props, hasProps := m["properties"].(map[string]any)
	required := requiredNames(m)
	for k, p := range props {
		if required[k] && openMap(p) {
			continue // {"fields": {"type": "object"}} required: its members are what the call is for, never {}
		}
		props[k] = closeValue(p, depth+1)
	}
	isObject := hasProps || m["type"] == "object"
	if !isObject {
		return m
	}
	for _, k := range openKeywords {
		if _, ok := m[k]; ok {
			return m
		}
	}
	if synth.KeyedByType(props) {
		// its "type" property stands for a key named by the block's type
		// ({"paragraph": {…}}), which the synthesizer writes
		return m
	}
	declareRequired(m, props, required)
	m["additionalProperties"] = false
	return m
}

// ServerOf reads what a server's tools state across the server (the id
// conventions one tool gives and its siblings follow).
func ServerOf(server, info string, tools []tool.Tool) *role.Server {
	s, _ := serverOf(context.Background(), server, info, tools)
	return s
}

// serverOf is ServerOf stopping when ctx is done (role.NewServerContext).
func serverOf(ctx context.Context, server, info string, tools []tool.Tool) (*role.Server, error) {
	st := make([]role.ServerTool, len(tools))
	for i, t := range tools {
		st[i] = role.ServerTool{Name: t.Name, Title: t.Title, Description: t.Description, InputSchema: t.InputSchema}
	}
	return role.NewServerContext(ctx, server+" "+info, st)
}

// repeated reports whether t, of server, is the same as a tool an earlier
// source of that server name gave (same holds those seen), and notes it:
// a server and its own captured --tools file offer each tool once, not
// twice under a "_2" name.
func (p *plan) repeated(same map[string]bool, server string, t tool.Tool) bool {
	sig := duplicateKey(server, t)
	if !same[sig] {
		same[sig] = true
		return false
	}
	p.Notes = append(p.Notes, dataset.Note{Server: server, Tool: t.Name, Kind: NoteDuplicate,
		Message: "the same tool (name, description, inputSchema and outputSchema) came from an earlier source of this server name; offered once"})
	return true
}

// duplicateKey identifies t within its server name: the name, description
// and both schemas with insignificant white space removed.
func duplicateKey(server string, t tool.Tool) string {
	var b strings.Builder
	b.WriteString(server)
	for _, part := range []string{t.Name, t.Description} {
		b.WriteByte(0)
		b.WriteString(part)
	}
	for _, raw := range []json.RawMessage{t.InputSchema, t.OutputSchema} {
		b.WriteByte(0)
		var c bytes.Buffer
		if json.Compact(&c, raw) == nil {
			b.Write(c.Bytes())
		} else {
			b.Write(raw)
		}
	}
	return b.String()
}
