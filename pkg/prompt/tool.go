package prompt

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A ToolInfo is what prompt needs to know about a tool.
type ToolInfo struct {
	// Server is the registry name of the tool's server ("" for tools from a
	// file); ServerInfo is the server's MCP serverInfo name, if known. Both
	// select "<server>/<tool>.tmpl" files.
	Server     string
	ServerInfo string
	// Name, Title and Description are the MCP tool's fields.
	Name        string
	Title       string
	Description string
	// InputSchema is the tool's inputSchema (JSON); its "properties" (in
	// document order) and "required" list the arguments templates may use.
	InputSchema json.RawMessage
	// Peers is what the tool's server states across its tools (nil: the
	// tool is read alone); roles read it (role.ToolContext.Server).
	Peers *role.Server
	// Effect is what the tool's annotations say its call does
	// (EffectOf); the request's verb agrees with it.
	Effect Effect
}

// A Param is one argument of a tool, as templates see it.
type Param struct {
	// Name is the property name; Human the name in words ("max results").
	Name  string
	Human string
	// toolSays says the tool's description writes the key in capitals
	// ("Run a read-only SQL query" of "sql"): a person knows it by that
	// word, and it is no bare key (BareKey).
	toolSays bool
	// Description is the property's description; Type its first JSON type
	// ("" when the schema gives none).
	Description string
	Type        string
	// Required tells whether the inputSchema requires it; Enum whether the
	// value comes from an enum or const.
	Required bool
	Enum     bool
	// Value is the argument's value in this request (decoded JSON, numbers as
	// json.Number) and Set whether the arguments hold it.
	Value any
	Set   bool
	// Role is the argument's semantic role (a city, an issue number, a
	// search query; see package role), classified once per tool from its
	// name, schema, description and siblings. The generic request phrases
	// values by it.
	Role role.Role

	schema json.RawMessage
	// facts, shared by the copies of a parameter of a tool, holds what
	// its schema says, read once (nil: read it each time).
	facts *paramFacts
}

// paramFacts are what a parameter's schema and description state that
// every request reads: its default (schemaDefault), a flag's default
// (boolDefault) and a flag's words (flagWords). Read on first use; safe
// for concurrent use.
type paramFacts struct {
	once            sync.Once
	def             string
	boolDef, boolOK bool

	flagOnce sync.Once
	flagW    []string
	flagCond string

	// what is read of the name in words, for the Human it was read for
	// (a copy may say the parameter otherwise)
	humanOnce  sync.Once
	human      string
	noun       string
	humanWords []string

	// whether the parameter takes ids (takesIDs)
	idsOnce sync.Once
	ids     bool

	// the name and description lower-cased (lowerNameDesc)
	nameDescOnce sync.Once
	nameDesc     string

	// whether the enum's values are acts (actEnum)
	actsOnce sync.Once
	acts     bool

	// whether the parameter pages (paging, pageToken)
	page pageFacts

	// the words of the name that are initialisms (acronymWords)
	acrOnce sync.Once
	acr     []string

	// the member names the schema declares (declaredKeysOf)
	declOnce sync.Once
	decl     map[string]bool

	// the descriptions of members the schema declares (memberDescOf)
	members memberMemo

	// the enumerated, required and ordered members of its rows (rowShapeOf)
	rows rowShapeMemo
}

// actEnum tells whether p's enum values are all acts, each one word (or
// one leading a hyphenated or snake_case value: "get-url") that is a verb
// the package knows or that the tool's description (desc) names ("list",
// "push", "pop", "drop"), at least half of them known verbs:
// mode=list|create|delete picks what the call does, mode=soft|hard|merge
// does not. Read once per parameter.
func (p Param) actEnum(desc string) bool {
	f := p.facts
	if f == nil {
		return actValues(p.schema, desc)
	}
	f.actsOnce.Do(func() { f.acts = actValues(p.schema, desc) })
	return f.acts
}

// actValues is actEnum for a parameter's schema.
func actValues(schema json.RawMessage, desc string) bool {
	var s struct {
		Enum []any `json:"enum"`
	}
	if json.Unmarshal(schema, &s) != nil || len(s.Enum) < 2 {
		return false
	}
	dw := lowerWords(desc)
	known := 0
	for _, v := range s.Enum {
		x, ok := v.(string)
		x = strings.ToLower(x)
		if i := strings.IndexAny(x, "-_"); i > 0 {
			x = x[:i] // "get-url", "show_current": the verb leads
		}
		switch {
		case !ok || !lettersOnly(x):
			return false
		case verbs[x] && !nounVerbs[x]:
			known++
		case !slices.Contains(dw, x):
			return false
		}
	}
	return 2*known >= len(s.Enum)
}

// lowerNameDesc is strings.ToLower(p.Name + " " + p.Description), read
// once per parameter.
func (p Param) lowerNameDesc() string {
	f := p.facts
	if f == nil {
		return strings.ToLower(p.Name + " " + p.Description)
	}
	f.nameDescOnce.Do(func() { f.nameDesc = strings.ToLower(p.Name + " " + p.Description) })
	return f.nameDesc
}

// readHuman reads what is read of p's name in words, once.
func (f *paramFacts) readHuman(p Param) bool {
	f.humanOnce.Do(func() {
		f.human, f.noun, f.humanWords = p.Human, nounOfWords(p), strings.Fields(strings.ToLower(p.Human))
	})
	return f.human == p.Human
}

// cachedNoun is nounOf(p), read once per parameter.
func (p Param) cachedNoun() string {
	if f := p.facts; f != nil && f.readHuman(p) {
		return f.noun
	}
	return nounOfWords(p)
}

// lowerHumanWords is strings.Fields(strings.ToLower(p.Human)), read once
// per parameter. The words are shared: callers must not change them.
func (p Param) lowerHumanWords() []string {
	if f := p.facts; f != nil && f.readHuman(p) {
		return f.humanWords
	}
	return strings.Fields(strings.ToLower(p.Human))
}

// flagWords is flagWords(p.Description), read once per parameter. The
// words are shared: callers must not change them.
func (p Param) flagWords() ([]string, string) {
	f := p.facts
	if f == nil {
		return flagWords(p.Description)
	}
	f.flagOnce.Do(func() { f.flagW, f.flagCond = flagWords(p.Description) })
	return f.flagW, f.flagCond
}

func (f *paramFacts) read(p Param) *paramFacts {
	f.once.Do(func() {
		p.facts = nil
		f.def = schemaDefault(p)
		f.boolDef, f.boolOK = boolDefault(p)
	})
	return f
}

// Data is the value templates execute on.
type Data struct {
	Tool ToolData
	// Args maps every argument name of the tool to its value, nil when not
	// set. A template naming a key the tool does not have is rejected by
	// [Set.For].
	Args map[string]any
	// Params lists every argument in inputSchema order; Set only those set,
	// required ones first.
	Params []Param
	Set    []Param
	// Result is the tool's result text and IsError its isError flag (final
	// assistant messages only).
	Result  string
	IsError bool
	// Structured is the result as JSON (objects as map[string]any, lists as
	// []any, numbers as json.Number) when the tool message is a JSON object
	// or array — structuredContent, or a text block holding JSON — and nil
	// otherwise. Text is the result's text: the only string member of a
	// one-member object ({"content": "..."}, as the filesystem server
	// sends), else Result.
	Structured any
	Text       string
	// Request is the user's request the final answer follows (final
	// assistant messages of single calls; "" otherwise), so an answer can
	// answer what was asked.
	Request string
	// Index is the record's index among the tool's records.
	Index int

	st          *funcState
	phrased     bool
	short, long []string
	// replay is what Ask panicked with when called directly (see
	// Renderer.askOnly): the next Ask panics with it.
	replay any
}

// Short returns the phrases (see the phrase helper) of the set arguments
// that fit inline, required ones first ("the path \"/tmp/a\"", "sort by
// size"). Templates use it as .Short.
func (d *Data) Short() []string { d.phrase(); return d.short }

// Long returns the "name:\n\nvalue" blocks of the set long text values.
// Templates use it as .Long.
func (d *Data) Long() []string { d.phrase(); return d.long }

func (d *Data) phrase() {
	if d.phrased || d.st == nil {
		return
	}
	d.phrased = true
	for _, p := range d.Set {
		ph := d.st.phrase(p)
		if s, ok := p.Value.(string); ok && !p.Enum && isLong(s) {
			d.long = append(d.long, ph)
		} else if len(ph) > 160 && strings.ContainsAny(ph, "{[") {
			// A long JSON value goes below the request, as a block.
			d.long = append(d.long, p.Human+":\n\n"+strings.TrimPrefix(ph, p.Human+" "))
		} else {
			d.short = append(d.short, ph)
		}
	}
}

// ToolData describes the tool in Data.
type ToolData struct {
	Name, Title, Description, Server string
	// Label is the title, else the name in words ("read text file").
	Label string
	// Action is an imperative phrase made from the description, lower-case
	// first ("read the complete contents of a file as text").
	Action string

	intent intent
	// peers is ToolInfo.Peers: what the tool's server states.
	peers *role.Server
	// code says the tool works on code or the machines and documents
	// around it (role.ToolAboutCode): only then do its requests give
	// reasons about CI, merges, slow queries or a server restart.
	code bool
	// descWords are lowerWords(Description) and descAt the positions in
	// them where each word starts a run of echoLen words, read once per
	// tool.
	descWords []string
	descAt    map[string][]int
	// clause holds the words of the description's first clause, brand
	// lead dropped (clauseWords); set with descAt.
	clause []string
}

// echoLen is how many words in a row of the description make an echo
// (echoesWords).
const echoLen = 8

// readDesc sets descWords and descAt from the description.
func (t *ToolData) readDesc() {
	t.clause = descClauseWords(t.Description)
	t.descWords = lowerWords(t.Description)
	t.descAt = map[string][]int{}
	for j := 0; j+echoLen <= len(t.descWords); j++ {
		t.descAt[t.descWords[j]] = append(t.descAt[t.descWords[j]], j)
	}
}

// descClauseWords are the words of the first clause of desc, a leading
// brand dropped and its closing mark trimmed.
func descClauseWords(desc string) []string {
	return strings.Fields(strings.TrimRight(firstClause(unbrandedDesc(desc)), ".!?"))
}

// clauseWords is descClauseWords of the tool's description, read once per
// tool when the renderer has read it (readDesc).
func (t *ToolData) clauseWords() []string {
	if t.descAt == nil {
		return descClauseWords(t.Description)
	}
	return t.clause
}

// pasted is pasted(text, t.Description), with the description's words
// read once per tool and its runs looked up by their first word.
func (t *ToolData) pasted(text string) bool {
	var buf []string
	return t.pastedBuf(text, &buf)
}

// pastedBuf is pasted with the words of text read into *buf, a buffer
// the caller reuses across requests.
func (t *ToolData) pastedBuf(text string, buf *[]string) bool {
	if t.descAt == nil {
		return pasted(text, t.Description)
	}
	dw := t.descWords
	tw := appendLowerWords((*buf)[:0], text)
	*buf = tw
	for i := 0; i+echoLen <= len(tw); i++ {
		for _, j := range t.descAt[tw[i]] {
			if slices.Equal(tw[i:i+echoLen], dw[j:j+echoLen]) {
				return true
			}
		}
	}
	return gluedWords(tw, dw)
}

// toolParams lists the tool's arguments in inputSchema order.
func toolParams(schema json.RawMessage) ([]Param, error) {
	if len(bytes.TrimSpace(schema)) == 0 {
		return nil, nil
	}
	var s struct {
		Properties json.RawMessage `json:"properties"`
		Required   []string        `json:"required"`
	}
	if err := json.Unmarshal(schema, &s); err != nil {
		return nil, fmt.Errorf("inputSchema: %w", err)
	}
	req := map[string]bool{}
	for _, r := range s.Required {
		req[r] = true
	}
	keys, vals, err := orderedObject(s.Properties)
	if err != nil {
		return nil, fmt.Errorf("inputSchema /properties: %w", err)
	}
	out := make([]Param, 0, len(keys))
	for i, k := range keys {
		var ps struct {
			Description string          `json:"description"`
			Type        json.RawMessage `json:"type"`
			Enum        json.RawMessage `json:"enum"`
			Const       json.RawMessage `json:"const"`
		}
		_ = json.Unmarshal(vals[i], &ps) // boolean subschemas have none of these
		p := Param{Name: k, Human: spokenKey(k, ps.Description), Description: ps.Description, Required: req[k],
			Enum: len(ps.Enum) > 0 || len(ps.Const) > 0, schema: vals[i], facts: &paramFacts{}}
		var t any
		if json.Unmarshal(ps.Type, &t) == nil {
			switch x := t.(type) {
			case string:
				p.Type = x
			case []any:
				for _, e := range x {
					if s, ok := e.(string); ok && s != "null" {
						p.Type = s
						break
					}
				}
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// orderedObject returns the keys and raw values of a JSON object in
// document order.
func orderedObject(raw json.RawMessage) ([]string, []json.RawMessage, error) {
	if len(bytes.TrimSpace(raw)) == 0 {
		return nil, nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	tok, err := dec.Token()
	if err != nil {
		return nil, nil, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, nil, nil
	}
	var keys []string
	var vals []json.RawMessage
	for dec.More() {
		kt, err := dec.Token()
		if err != nil {
			return nil, nil, err
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, nil, err
		}
		keys = append(keys, kt.(string))
		vals = append(vals, v)
	}
	return keys, vals, nil
}

// imperative verbs recognised at the start of a description.
var verbs = map[string]bool{}

func init() {
	for _, v := range strings.Fields(`get list read write create delete remove search find fetch update move
	edit run execute send add set show query open close take navigate click fill select upload download
	compute calculate convert generate echo print check validate start stop make store save insert describe
	count sum translate summarize summarise analyze analyse evaluate look resolve post put load install build
	deploy toggle trigger simulate compress decompress extract parse format render draw plot schedule
	book cancel subscribe unsubscribe publish merge split sort filter rename copy replace append insert
	lock unlock enable disable refresh sync scan monitor inspect explain tell retrieve lookup play pause
	capture screenshot hover press scroll drag evaluate wait reply comment react invite assign
	close reopen approve reject review test lint debug notify ping call apply commit push pull clone
	checkout fork browse visit crawl scrape embed encode decode encrypt decrypt sign verify
	hash zip unzip archive restore backup import export share pin unpin mute archive
	provide demonstrate return gzip perform drop emulate type go connect handle resize rename remove
	reply post locate estimate predict recommend suggest identify detect classify transcribe reserve order
	purchase buy sell transfer pay refund charge submit request register log record track measure discover
	explore visualize rank score rate tag label annotate attach detach link unlink follow unfollow like star
	watch remind alert kick ban mention forward draft compose rollback restart scale provision terminate
	launch kill configure reset initialize mark flag complete finish reassign plan arrange organize group
	clean purge flush invalidate rotate renew revoke grant authorize login logout shorten expand transcode
	crop geocode route convert list describe append show find do use help produce accept dismiss confirm appear disappear modify revise branch
	turn switch resume skip transition upsert unarchive unmute view manage enumerate gather
	end shutdown cleanup setup suspend abort retry rerun void amend enrol enroll reimburse deactivate reactivate
	withdraw waive compare queue disqualify enter swap`) {
		verbs[v] = true
	}
}

var (
	sentenceEnd = regexp.MustCompile(`[.!?](\s|$)|\n`)
	asideComma  = regexp.MustCompile(`(?i),\s*(helpful|useful|ideal|great|perfect|handy|including|e\.g\.|such as|which|for example|so that|useful)\b`)
	// "Get a detailed listing of all files …" → "list all files …".
	listingOf  = regexp.MustCompile(`(?i)^(?:get|gets|return|returns|retrieve|retrieves|provide|provides|produce|produces|obtain|obtains|show|shows|give|gives|fetch|fetches)\s+(?:(?:a|an|the)\s+)?(?:(?:detailed|complete|full|comprehensive|brief|short|simple|quick|numbered|sorted|paginated)\s+)*(?:listing|list)\s+of\s+`)
	toolPrefix = regexp.MustCompile(`(?i)^(use this tool to|use this to |this tool (will )?|tool (that|to|for) |a tool (that|which|to|for) |allows (you|users|the user) to |lets (you|users) |used to |can be used to |helps (you )?(to )?)\s*`)
)

// actionPhrase makes an imperative phrase ("read the complete contents of
// a file as text") from a tool's description, else its title or name.
func actionPhrase(name, title, desc string) string {
	s := strings.TrimSpace(desc)
	if s == "" {
		s = strings.TrimSpace(title)
	}
	if s == "" {
		s = Humanize(name)
	}
	if loc := sentenceEnd.FindStringIndex(s); loc != nil && loc[0] > 0 {
		s = s[:loc[0]]
	}
	// "Notion | Retrieve a user": drop a leading "Product | " label.
	if i := strings.Index(s, " | "); i > 0 && i < 40 {
		s = s[i+3:]
	}
	s = strings.TrimSpace(toolPrefix.ReplaceAllString(s, ""))
	if loc := asideComma.FindStringIndex(s); loc != nil && loc[0] > 0 {
		s = s[:loc[0]]
	}
	// Cut at the first comma or semicolon: the first clause says what
	// the tool does; the rest is detail a person would not repeat.
	if i := strings.IndexAny(s, ",;"); i > 0 && len(strings.Fields(s[:i])) >= 2 {
		s = s[:i]
	}
	s = listingOf.ReplaceAllString(s, "list ")
	s = strings.TrimRight(s, ".:;, ")
	if w := strings.Fields(s); len(w) > 24 {
		cut := strings.Join(w[:24], " ")
		if i := strings.LastIndexAny(cut, ",;("); i > 20 {
			cut = cut[:i]
		}
		s = cut
	}
	fields := strings.Fields(s)
	if len(fields) == 0 {
		return Humanize(name)
	}
	// "Recursively search ..." → "search ... recursively".
	if len(fields) > 1 && strings.HasSuffix(strings.ToLower(fields[0]), "ly") && verbs[verbBase(strings.ToLower(fields[1]))] {
		fields = append(fields[1:], strings.ToLower(fields[0]))
		s = strings.Join(fields, " ")
	}
	first := strings.ToLower(fields[0])
	base := verbBase(first)
	switch base {
	case "return", "retrieve", "fetch":
		if first != base { // "Returns the sum" → "get the sum"
			base = "get"
		}
	}
	if verbs[base] {
		fields[0] = base
		return strings.Join(fields, " ")
	}
	rest := lcFirst(s)
	switch first {
	case "a", "an", "the":
		return "get " + rest
	}
	return "get the " + rest
}

// verbBase turns a third-person verb into its base form ("Returns" →
// "return", "Searches" → "search", "Copies" → "copy").
func verbBase(w string) string {
	if verbs[w] {
		return w
	}
	switch {
	case strings.HasSuffix(w, "ies") && verbs[strings.TrimSuffix(w, "ies")+"y"]:
		return strings.TrimSuffix(w, "ies") + "y"
	case strings.HasSuffix(w, "es") && verbs[strings.TrimSuffix(w, "es")]:
		return strings.TrimSuffix(w, "es")
	case strings.HasSuffix(w, "s") && verbs[strings.TrimSuffix(w, "s")]:
		return strings.TrimSuffix(w, "s")
	}
	return w
}

// setOrder sorts set params: required first, then schema order, into
// out's array (nil when none is set).
func setOrder(out, ps []Param) []Param {
	n := 0
	for i := range ps {
		if ps[i].Set {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	// required first, each group in ps's order (a stable sort's result)
	out = slices.Grow(out[:0], n)
	for i := range ps {
		if ps[i].Set && ps[i].Required {
			out = append(out, ps[i])
		}
	}
	for i := range ps {
		if ps[i].Set && !ps[i].Required {
			out = append(out, ps[i])
		}
	}
	return out
}

// classify sets the semantic role of each of a tool's parameters.
func classify(t ToolInfo, ps []Param) {
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = p.Name
	}
	tc := role.ToolContext{Name: t.Name, Title: t.Title, Description: t.Description, Server: t.Peers}
	for i := range ps {
		sib := make([]string, 0, len(names)-1)
		for _, n := range names {
			if n != ps[i].Name {
				sib = append(sib, n)
			}
		}
		pc := role.ParamContext{Name: ps[i].Name, Path: "/" + ps[i].Name, Schema: ps[i].schema, Siblings: sib}
		if ps[i].Human != Humanize(ps[i].Name) {
			pc.Words = ps[i].Human // arrcity is classified as the arrival city it spells
		}
		ps[i].Role = role.Classify(tc, pc)
	}
}
