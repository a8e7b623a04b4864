package synth

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"math/rand"
	"sort"
	"strings"
	"time"

	"github.com/brianvoe/gofakeit/v6"
	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/mcpgen/mcpgen/pkg/schema"
)

// DefaultBudget is the effort one [Generator.Next] call may spend searching
// for a valid instance when [Options.Budget] is zero.
const DefaultBudget = 2 * time.Second

// DefaultMaxDepth bounds the nesting of objects and arrays generated for
// recursive schemas when [Options.MaxDepth] is zero.
const DefaultMaxDepth = 6

// Options tune a [Generator]. The zero value is usable: seed 0, no key,
// a 2 s budget, no hints.
type Options struct {
	// Seed is the run's seed (mcpgen synth --seed). Together with Key it
	// derives the generator's own random source.
	Seed int64
	// Key names what is being synthesized, conventionally server+"/"+tool.
	// Generators with different keys draw from independent sources, so
	// adding a tool never changes another tool's values.
	Key string
	// Budget bounds the wall-clock effort of one Next call (generation
	// attempts plus validation), checked between attempts: an attempt
	// runs to its end (or its step bound), so a Next that succeeds gives
	// the same instance however loaded the machine is, and one that runs
	// out of budget fails with an error. Zero means DefaultBudget.
	Budget time.Duration
	// MaxDepth bounds object/array nesting for recursive schemas. Zero means
	// DefaultMaxDepth.
	MaxDepth int
	// Hints are per-parameter value pools.
	Hints Hints
	// RootObject says the instance is a tool's arguments (MCP tools/call
	// "arguments" is a JSON object): an untyped root schema generates
	// objects, and no property names are invented at the root (a tool
	// without declared parameters gets {}).
	RootObject bool
	// Paranoid validates every instance whole even when it was proven
	// valid while it was built (tests use it to check that proof).
	Paranoid bool
	// Topic names what the arguments are for, normally the tool's name
	// ("create_directory"); its words steer generic properties (a "path"
	// of create_directory is a directory, not a file).
	Topic string
	// About is what the tool does, normally its description: its words
	// pick the domain of free text and searches (a knowledge base of a
	// database product is searched for that product's topics, a calendar
	// tool's titles are meetings).
	About string
	// Server is what the tool's server states across its tools (see
	// role.NewServer): an id one tool leaves unsaid follows what the
	// server's other tools say about it. Nil reads the tool alone.
	Server *role.Server
	// Context, when set, stops a Next call once it ends (SIGINT): the
	// search loops check it, and Next returns an error wrapping its error.
	Context context.Context
	// Result says the instance is what a tool returns, not its
	// arguments: null beside a type is then a value results hold (no
	// error, no next page), drawn as often as the others; in arguments it
	// is drawn only where the tool says null clears a value.
	Result bool
}

// Hints steer values with caller-supplied pools. A pool's values are drawn
// (cycling, least used first) in place of synthesized ones; a drawn value
// that does not validate against the property's schema is skipped, so hints
// never make an instance invalid.
type Hints struct {
	// Pools maps a key to candidate values (decoded JSON: string,
	// json.Number or float64, bool, nil, []any, map[string]any). A key is
	// either an instance JSON pointer (RFC 6901) starting with "/", where
	// "*" matches any array index (for example "/filters/*/city"), or a bare
	// property name ("city") that applies at any depth. Pointer keys win
	// over name keys.
	Pools map[string][]any
	// Roles sets the semantic role (pkg/role) of properties by name,
	// overriding the classifier: values are then drawn for that role,
	// still validated against the schema.
	Roles map[string]role.Kind
}

// Seed derives the non-zero 63-bit seed of a generator from the run's seed
// and a key (server+"/"+tool) with FNV-1a, so the same pair gives the same
// source on every machine.
func Seed(seed int64, key string) int64 {
	h := fnv.New64a()
	var b [8]byte
	for i := 0; i < 8; i++ {
		b[i] = byte(uint64(seed) >> (8 * i))
	}
	h.Write(b[:])
	h.Write([]byte(key))
	s := int64(h.Sum64() &^ (1 << 63))
	if s == 0 {
		s = 1
	}
	return s
}

// A Generator produces instances of one compiled schema. It is not safe for
// concurrent use; make one generator per schema and goroutine.
type Generator struct {
	// apexTool is onApex's reading of the tool's own words (0 unread,
	// 1 off the platform, 2 on it); apexDescs its reading of parameter
	// descriptions, by description.
	apexTool   uint8
	apexDescs  map[string]bool
	aboutNull  uint8  // whether Options.About says null clears a value: 0 unread, 1 yes, 2 no (nullClears)
	oneThing   uint8  // whether the tool looks up one thing: 0 unread, 1 yes, 2 no (findsOne)
	narrowRead bool   // whether narrowArg is read (keepsNarrowing)
	narrowArg  string // the property whose absence widens the tool's act (narrowingArg)
	inPlace    uint8  // whether the tool changes a thing in place: 0 unread, 1 yes, 2 no (updatesInPlace)
	s          *schema.Schema
	root       *jsonschema.Schema
	opts       Options
	topicL     string // opts.Topic lower-cased, once (the value kinds read it on every call)
	toolL      string // opts.Topic and About lower-cased and joined by a space, once
	ground     byte   // 1 when the tool's own words name no software area, 2 when they do, 0 unread (see grounded)
	fake       *gofakeit.Faker
	rng        *rand.Rand
	choices    map[choiceKey]*choice
	order      []*choice
	picked     []pick // choices made during the current attempt
	lastPicked []pick
	n          int // instances returned
	// used counts the draws of each named pool (spread) over the
	// generator's instances
	used       map[string][]uint16
	attempts   int // attempts during the current Next
	inf        infCache
	pathRoot   string // project root shared by the paths of the current attempt
	lastPath   string // last file path generated in the current attempt
	lastDir    string // the project folder (dirFiles) of the last directory generated in the current attempt
	deadline   time.Time
	steps      int
	nodes      int // values generated in the current attempt
	dups       int // duplicates discarded in the current Next
	dupStreak  int // consecutive Next calls that could not avoid a duplicate
	dupBackoff int // Next calls left that skip the duplicate check
	recent     dedup
	buf        []byte
	rxCache    map[string]*rx
	// stateCoded says whether the arguments hold a two-letter state
	// code (wantsStateCode): 0 unread, 1 a state, 2 none, 3 a state
	// or province
	stateCoded int8
	// postalRead says postalPlaces was read: the places whose postal
	// codes the tool's postal code pattern takes (postalFits)
	postalRead   bool
	postalPlaces []int
	simple       map[*jsonschema.Schema]bool
	roles        map[hint]*role.Role
	roleCache    map[kindKey]*role.Role
	scalarNames  map[string][]int
	sc           scene // the person, place and project the current attempt's values share
	// unsure is set during an attempt when some value was not proven valid
	// by construction or by a local check (an untrusted root, a value kept
	// after failed retries, a value rewritten after it was checked): the
	// instance is then validated whole.
	unsure bool
	// momentBack holds, while orderMoments runs, the keys whose coded
	// moments (epoch numbers, yyyymmdd strings) it reads as ISO text, each
	// with the function that writes one back (see codedMoment)
	momentBack map[string]func(string) any
	// rows is the include choice the rows of the data series being
	// drawn share (followRow), nil outside one
	rows       *rowMemo
	valCache   map[any][]any
	plans      map[*jsonschema.Schema]*objPlan
	ones       map[*jsonschema.Schema][]*jsonschema.Schema
	typeCache  map[*jsonschema.Schema][]int
	ranges     map[plausibleKey]plausibleVal
	patterns   map[*jsonschema.Schema][]patternProp
	docKinds   map[kindKey]docKind               // what each open object is (filter, projection, ...)
	repoTool   bool                              // the tool is about a repository: paths are repo-relative
	code       int8                              // whether the tool is about code (aboutCode): 1 yes, -1 no, 0 unread
	anyOfModes map[*jsonschema.Schema]choiceMode // how each anyOf's branch is chosen
	senses     map[*jsonschema.Schema]uint8      // what each property is to its siblings (senseOf)
	ranks      map[*jsonschema.Schema]uint8      // how often a person sets each optional property (optionalRank)
	bulk       int8                              // the tool writes every record a filter matches: 1, not: -1, unknown: 0
	singles    map[*jsonschema.Schema]bool       // whether an array schema is a singular list (singularList)
	aboutEx    []string                          // the example queries the tool's description gives (queryExamples), nil until read
	product    *string                           // the product a documentation search is about (docsProduct), nil until read
	flatPtr    string                            // the instance pointer of the value being flattened (stageBranch reads it)
	flatDesc   string                            // for an array item being flattened, the array's description (stringBranch reads it)
	rounds     map[kindKey][]int64               // the round numbers a number parameter takes (roundNumber)
	textDom    byte                              // the domain of free text (see textDomain), 0 until read
	lex        *areaLex                          // the words of the tool's area (areaLex), nil for none
	memo       *genMemo                          // what is read of a property once per generator (genmemo.go), nil until used
	lexRead    bool                              // whether lex was read
	stems      *[]string                         // the content stems of the tool's name and description (toolStems), nil until read
	sure       int8                              // whether the tool's area is surely its own (areaSure): 1 yes, -1 no, 0 unread
	once       toolOnce                          // what the value kinds read of the tool's words, once (toolonce.go)
	terms      *[]string                         // the area's short searches (areaTerms), nil until read
	office     int8                              // whether dates fall on working days (officeDays): 1 yes, -1 no, 0 unread
	past       int8                              // whether the tool works on history (pastTool): 1 yes, -1 no, 0 unread
	table      int8                              // whether the tool makes or changes a table-like container (tableTopic): 1 yes, -1 no, 0 unread
	people     int8                              // whether the tool searches records of people (searchesPeople): 1 yes, -1 no, 0 unread
	titleDescs map[*jsonschema.Schema]string     // an array schema's title and description joined (titleDesc)
	optIdx     []int                             // pickOptional's scratch
	optChoices []*choice                         // pickOptional's scratch
	optScores  []int                             // pickOptional's scratch
	filler     bool                              // the last string value was a filler word nothing told (see neutralWord)
	fillerAt   string                            // the pointer of the optional parameter last given a filler word (dropFiller)
}

// New prepares a generator for s. It returns an error, naming the JSON
// pointer and the reason, when s is detectably unsatisfiable (for example
// "minimum 5 > maximum 3 at /properties/days" or "false schema at /").
func New(s *schema.Schema, opts Options) (*Generator, error) {
	if s == nil || s.Lib() == nil {
		return nil, errors.New("synth: nil schema")
	}
	if opts.Budget <= 0 {
		opts.Budget = DefaultBudget
	}
	if opts.MaxDepth <= 0 {
		opts.MaxDepth = DefaultMaxDepth
	}
	if err := checkSatisfiable(s.Lib()); err != nil {
		return nil, fmt.Errorf("synth: unsatisfiable schema: %w", err)
	}
	f := gofakeit.NewUnlocked(Seed(opts.Seed, opts.Key))
	if dynamicScope(s.Lib()) {
		opts.Paranoid = true
	}
	return &Generator{
		s:        s,
		repoTool: opts.RootObject && isRepoTool(s.Lib()),
		root:     s.Lib(),
		opts:     opts,
		topicL:   strings.ToLower(opts.Topic),
		toolL:    strings.ToLower(opts.Topic + " " + opts.About),
		fake:     f,
		rng:      f.Rand,
		choices:  map[choiceKey]*choice{},
		inf:      infCache{},
	}, nil
}

// maxAttempts bounds the attempts of one Next call besides the time budget.
const maxAttempts = 2000

// Next returns the next instance as compact JSON. The instance has been
// validated against the compiled schema as the value decoding its JSON
// gives (numbers exact, see [Generator.NextValue]). When no valid instance
// is found within the budget, Next returns an error naming the JSON pointer
// and the reason of the last failure; the generator stays usable.
func (g *Generator) Next() (json.RawMessage, error) {
	raw, _, err := g.next(false, nil)
	return raw, err
}

// AppendNext is [Generator.Next] appending the instance's JSON to dst (and
// returning the extended slice) instead of returning a copy of its own;
// on error dst is returned unchanged. Batch writers use it to build their
// output without a copy per instance.
func (g *Generator) AppendNext(dst []byte) ([]byte, error) {
	out, _, err := g.next(false, dst)
	if err != nil {
		return dst, err
	}
	return out, nil
}

// NextValue is [Generator.Next] that also returns the instance as the
// value decoding its JSON text with UseNumber gives (map[string]any, []any,
// string, json.Number, bool or nil; schema.DecodeJSON's types), which is
// the value validated against the compiled schema. Callers that need the
// decoded arguments (prompt rendering) use it instead of decoding again.
// The value may share containers with the generator and the schema (enum,
// const, default, examples): treat it as read-only.
func (g *Generator) NextValue() (json.RawMessage, any, error) {
	return g.next(true, nil)
}

// next implements Next, AppendNext and NextValue: the instance is
// appended to dst. Without wantValue the decoded value is built only when
// the instance must be validated whole, and nil is returned in its place.
func (g *Generator) next(wantValue bool, dst []byte) (json.RawMessage, any, error) {
	start := time.Now()
	g.deadline = start.Add(g.opts.Budget)
	var last error
	g.dups = 0
	for g.attempts = 0; g.attempts < maxAttempts; g.attempts++ {
		if err := g.ctxErr(); err != nil {
			return nil, nil, fmt.Errorf("synth: stopped: %w", err)
		}
		if g.attempts > 0 && g.attempts%4 == 0 && time.Now().After(g.deadline) {
			if last == nil {
				last = errors.New("every attempt repeated a recent instance")
			}
			last = fmt.Errorf("time budget of %s exhausted; the last attempt: %w", g.opts.Budget, last)
			break
		}
		g.steps, g.nodes = 0, 0
		v, err := g.attempt()
		if err != nil {
			last = err
			g.rollback(false)
			continue
		}
		out, canonOK, err := appendJSONCanon(g.buf[:0], v, 0)
		g.buf = out[:0]
		if err != nil {
			last = fmt.Errorf("encode: %w", err)
			g.rollback(false)
			continue
		}
		// A repeat of a recent instance (same bytes, so valid: only valid
		// instances are remembered) is retried a few times before it is
		// validated: a discarded repeat costs no validation.
		h := hashBytes(out)
		dup := g.dupBackoff == 0 && g.recent.has(h)
		if dup && g.dups < maxDupRetries && g.attempts < maxAttempts/2 {
			g.dups++
			g.rollback(true)
			g.uncommit()
			continue
		}
		// The value validated is the decoded JSON text: the generated tree
		// in decoded types when that is exactly equivalent (canonical),
		// else the text decoded.
		var dv any
		var ok bool
		if wantValue || g.unsure || g.opts.Paranoid {
			dv, ok = canonical(v)
		} else {
			ok = canonOK // canonicalOK(v, 0), found while encoding
		}
		if !ok {
			if dv, err = decodeJSON(out); err != nil {
				last = err
				g.rollback(false)
				continue
			}
		}
		// An instance proven valid while it was built (every value trusted
		// by construction or checked against its schemas, none changed
		// since, its JSON decoding to the very tree checked) skips the
		// whole-instance check, which would repeat those checks.
		if !ok || g.unsure || g.opts.Paranoid {
			// fastValid decides most instances without the library's
			// bookkeeping; the library judges the rest, gives the
			// reason of a failure, and judges every instance of a
			// paranoid generator
			if good, known := fastValid(g.root, dv, 0); known && good && ok && !g.opts.Paranoid {
				// valid
			} else if vs := g.s.Validate(dv); len(vs) > 0 {
				last = violationError(vs[0])
				g.rollback(false)
				continue
			}
		}
		if g.dupBackoff > 0 {
			g.dupBackoff--
		}
		if dup {
			// few distinct instances left: stop paying for retries a while
			g.dupStreak++
			g.dupBackoff = 1<<min(g.dupStreak, 7) - 1
		} else {
			g.dupStreak = 0
		}
		g.recent.add(h)
		g.rollback(true)
		g.n++
		return append(dst, out...), dv, nil
	}
	if last == nil {
		last = errors.New("no attempt finished")
	}
	return nil, nil, fmt.Errorf("synth: no valid instance after %d attempts in %s: %w",
		g.attempts, time.Since(start).Round(time.Millisecond), last)
}

// ctxErr returns the error of Options.Context, nil when there is none.
func (g *Generator) ctxErr() error {
	if g.opts.Context == nil {
		return nil
	}
	return g.opts.Context.Err()
}

func violationError(v schema.Violation) error {
	ip := v.InstancePointer
	if ip == "" {
		ip = "/"
	}
	sp := v.SchemaPointer
	if sp == "" {
		sp = "/"
	}
	return fmt.Errorf("%s at %s (schema %s)", v.Message, ip, sp)
}

func (g *Generator) attempt() (v any, err error) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(genAbort); ok {
				err = e.err
				return
			}
			panic(r)
		}
	}()
	g.pathRoot, g.lastPath, g.lastDir = "", "", ""
	g.sc = scene{}
	g.unsure = false
	return g.gen([]*jsonschema.Schema{g.root}, frame{ptr: ""}, 0)
}

// genAbort is thrown (panic) to abandon an attempt when the effort budget
// runs out deep in a recursion.
type genAbort struct{ err error }

// Coverage reports which choices the instances returned so far covered.
type Coverage struct {
	// Instances is the number of instances returned by Next.
	Instances int `json:"instances"`
	// Options and Covered total the choice points' options and the options
	// taken by at least one returned instance.
	Options int `json:"options"`
	Covered int `json:"covered"`
	// Choices lists the choice points in the order first met.
	Choices []Choice `json:"choices"`
}

// A Choice is one choice point of the schema.
type Choice struct {
	// Pointer is the schema JSON pointer of the keyword making the choice
	// (for example "/properties/mode/enum"); an optional property's pointer
	// is its subschema's ("/properties/limit").
	Pointer string `json:"pointer"`
	// Kind is one of "enum", "const", "boolean", "type", "anyOf", "oneOf",
	// "if", "optional", "number", "length", "items".
	Kind string `json:"kind"`
	// Options is the number of options; Covered how many were taken; Counts
	// how often each option was taken.
	Options int   `json:"options"`
	Covered int   `json:"covered"`
	Counts  []int `json:"counts"`
}

// Coverage returns a snapshot of the choices covered by the instances
// returned so far.
func (g *Generator) Coverage() Coverage {
	c := Coverage{Instances: g.n}
	for _, ch := range g.order {
		x := Choice{Pointer: ch.ptr, Kind: ch.kind, Options: len(ch.counts), Counts: append([]int(nil), ch.counts...)}
		for _, n := range ch.counts {
			if n > 0 {
				x.Covered++
			}
		}
		if g.n == 0 && x.Covered == 0 {
			continue
		}
		c.Options += x.Options
		c.Covered += x.Covered
		c.Choices = append(c.Choices, x)
	}
	return c
}

// choice is a choice point's running state.
type choice struct {
	ptr, kind string
	counts    []int // committed (returned instances)
	pending   []int // this attempt
	fails     []int
}

type pick struct {
	c *choice
	i int
}

// choiceMode selects how choose picks an option.
type choiceMode int

const (
	// cycle takes the least-used option (ties at random): enum values,
	// booleans, branches.
	cycle choiceMode = iota
	// coverOnce takes each option once (in random order), then option 0
	// mostly: boundaries, optional properties.
	coverOnce
	// preferFirst takes option 0 unless it failed: an anyOf whose first
	// branch is the structure and whose others are escape hatches (a bare
	// string, any object) a client should not be taught to send.
	preferFirst
	// stageFirst is an anyOf of a pipeline stage that must come first
	// ({"required":["$vectorSearch"]}) and any other stage: the stage
	// branch only for the first item of the pipeline, sometimes.
	stageFirst
	// stringFirst is an anyOf of a string and escape hatches (any string,
	// any object): the string, unless the list it is an item of holds
	// objects by its description (stringBranch).
	stringFirst
	// noVector is an anyOf with a branch that requires an embedding and
	// one that does not: the one that does not (vectorlessBranch).
	noVector
	// byDefault is an anyOf beside a default of one branch's type: that
	// branch (defaultBranch).
	byDefault
)

// A choice kind names a choice point's keyword; kinds index choiceKinds.
type choiceKind uint8

const (
	chAnyOf choiceKind = iota
	chOneOf
	chIf
	chHint
	chEnum
	chType
	chBoolean
	chOptional
	chExtra
	chItems
	chNumber
	chLength
)

// choiceKinds gives each kind its reported name and the suffix of its
// pointer after the schema's.
var choiceKinds = [...]struct{ name, sub string }{
	chAnyOf: {"anyOf", "/anyOf"}, chOneOf: {"oneOf", "/oneOf"}, chIf: {"if", "/if"}, chHint: {"hint", ""},
	chEnum: {"enum", "/enum"}, chType: {"type", "/type"}, chBoolean: {"boolean", "/type"},
	chOptional: {"optional", ""}, chExtra: {"extra", ""}, chItems: {"length", "/items"},
	chNumber: {"number", ""}, chLength: {"length", ""},
}

// choiceKey identifies a choice point: a schema (nil for hint pools, whose
// point is the instance pointer in at) and a kind.
type choiceKey struct {
	s    *jsonschema.Schema
	kind choiceKind
	at   string
}

// choose returns an option index in [0,n) for the choice point (s, kind).
func (g *Generator) choose(s *jsonschema.Schema, kind choiceKind, n int, mode choiceMode) int {
	return g.chooseAt(s, kind, "", n, mode)
}

// chooseAt is choose with an extra discriminator (the instance pointer of
// a hint pool).
func (g *Generator) chooseAt(s *jsonschema.Schema, kind choiceKind, at string, n int, mode choiceMode) int {
	if n <= 1 {
		return 0
	}
	c := g.choiceAt(s, kind, at, n)
	if c == nil { // same pointer met with a different arity
		return g.rng.Intn(n)
	}
	var i int
	if mode == preferFirst && c.fails[0] == 0 && g.attempts < 6 {
		g.record(c, 0)
		return 0
	}
	if g.attempts >= 6 && g.rng.Intn(2) == 0 || g.attempts >= 30 || g.dups > 0 && g.rng.Intn(2) == 0 {
		i = g.rng.Intn(n)
	} else {
		best, ties := -1, 0
		for j := 0; j < n; j++ {
			used := c.counts[j] + c.pending[j]
			score := used + 2*c.fails[j]
			if mode == coverOnce && used > 0 {
				score = 1 << 20
			}
			if best < 0 || score < best {
				best, ties, i = score, 1, j
			} else if score == best {
				ties++
				if g.rng.Intn(ties) == 0 {
					i = j
				}
			}
		}
		if mode == coverOnce && best >= 1<<20 {
			i = 0
			if g.rng.Intn(4) == 0 {
				i = g.rng.Intn(n)
			}
		}
	}
	g.record(c, i)
	return i
}

// choiceAt returns the choice point (s, kind, at) with n options, creating
// it on first use; nil when the point was met before with another arity.
func (g *Generator) choiceAt(s *jsonschema.Schema, kind choiceKind, at string, n int) *choice {
	key := choiceKey{s, kind, at}
	c := g.choices[key]
	if c == nil {
		k := choiceKinds[kind]
		ptr := k.sub + at
		if s != nil {
			ptr = strings.TrimSuffix(schemaPtr(s), "/") + k.sub
		}
		if ptr == "" {
			ptr = "/"
		}
		c = &choice{ptr: ptr, kind: k.name, counts: make([]int, n), pending: make([]int, n), fails: make([]int, n)}
		g.choices[key] = c
		g.order = append(g.order, c)
	}
	if len(c.counts) != n {
		return nil
	}
	return c
}

// record notes option i of c as taken by the current attempt.
func (g *Generator) record(c *choice, i int) {
	c.pending[i]++
	g.picked = append(g.picked, pick{c, i})
}

// maxDupRetries bounds the extra attempts Next makes to avoid repeating one
// of the last dedupWindow instances.
const (
	maxDupRetries = 4
	dedupWindow   = 512
)

// dedup remembers the hashes of the last dedupWindow instances (bounded
// memory however many instances are generated).
type dedup struct {
	ring [dedupWindow]uint64
	n    int
	set  map[uint64]int
}

func (d *dedup) has(h uint64) bool { return d.set[h] > 0 }

func (d *dedup) add(h uint64) {
	if d.set == nil {
		d.set = make(map[uint64]int, dedupWindow)
	}
	if d.n >= dedupWindow {
		old := d.ring[d.n%dedupWindow]
		if d.set[old]--; d.set[old] <= 0 {
			delete(d.set, old)
		}
	}
	d.ring[d.n%dedupWindow] = h
	d.set[h]++
	d.n++
}

func hashBytes(b []byte) uint64 {
	h := fnv.New64a()
	h.Write(b)
	return h.Sum64()
}

// uncommit undoes the last committed attempt's coverage counts (used when
// a duplicate instance is discarded, so its choices count once).
func (g *Generator) uncommit() {
	for _, p := range g.lastPicked {
		if p.c.counts[p.i] > 0 {
			p.c.counts[p.i]--
		}
	}
}

// rollback ends an attempt: commit its choices on success, else count them
// as failures.
func (g *Generator) rollback(ok bool) {
	g.lastPicked = append(g.lastPicked[:0], g.picked...)
	for _, p := range g.picked {
		p.c.pending[p.i] = 0
		if ok {
			p.c.counts[p.i]++
		} else if p.c.fails[p.i] < 8 {
			p.c.fails[p.i]++
		}
	}
	g.picked = g.picked[:0]
}

// schemaPtr returns the JSON pointer of a compiled schema within its
// document ("/properties/days"), "/" for the root.
func schemaPtr(s *jsonschema.Schema) string {
	loc := s.Location
	if i := strings.IndexByte(loc, '#'); i >= 0 {
		loc = loc[i+1:]
	} else {
		loc = ""
	}
	if loc == "" {
		return "/"
	}
	return loc
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// optionalCounts is the distribution of how many optional properties one
// object sets (index = count, value = weight out of 40): real tool calls
// set few optional parameters, so pairs of them co-occur rarely.
var optionalCounts = [...]int{16, 20, 3, 1}

// absentFirst is the pickOptional score of a property present before but
// never absent yet: it stays absent until that is covered.
const absentFirst = 1 << 20

// rareLast is the pickOptional score added to a rare optional (see
// rankRare): after every other optional, before those covered first by
// their absence.
const rareLast = 1 << 10

// pickOptional decides which optional properties (one schema each, nil for
// a name that must stay absent) an object sets, writing in[i]. The count
// follows optionalCounts; properties never present yet come first, so N
// instances show each one present and absent. atLeastOne asks for one
// property when any is available (a nested object of optional properties
// only, which would otherwise often be {}). On retries (an attempt failed
// or repeated an instance) each property is present with probability 1/2.
func (g *Generator) pickOptional(ss []*jsonschema.Schema, ranks []uint8, atLeastOne bool, in []bool) {
	// scratch slices of the generator: pickOptional does not recurse
	idx := g.optIdx[:0]
	for i, s := range ss {
		in[i] = false
		if s != nil {
			idx = append(idx, i)
		}
	}
	g.optIdx = idx
	if len(idx) == 0 {
		return
	}
	cs := g.optChoices[:0]
	for range ss {
		cs = append(cs, nil)
	}
	g.optChoices = cs
	defer clear(cs) // drop the references until the next call
	for _, i := range idx {
		cs[i] = g.choiceAt(ss[i], chOptional, "", 2)
	}
	if g.attempts >= 6 && g.rng.Intn(2) == 0 || g.attempts >= 30 || g.dups > 0 && g.rng.Intn(2) == 0 {
		for _, i := range idx {
			in[i] = g.rng.Intn(2) == 0 && (ranks[i] != rankRare || g.attempts >= 30 || g.rng.Intn(rareKeep) == 0)
		}
	} else {
		r, k := g.rng.Intn(40), 0
		for k < len(optionalCounts)-1 && r >= optionalCounts[k] {
			r -= optionalCounts[k]
			k++
		}
		rare := g.rng.Intn(rareCover) != 0 // rare optionals wait this time
		score := func(i int) int {
			c := cs[i]
			if c == nil {
				return 1
			}
			sc := 2 * c.fails[0]
			switch {
			case ranks[i] == rankMain:
				sc -= 2 // what the call is about comes before its refinements
			case ranks[i] == rankRare && rare:
				sc += rareLast
			case c.counts[0]+c.pending[0] == 0:
				if k == 0 {
					k = 1 // cover presence first
				}
			case c.counts[1]+c.pending[1] == 0:
				sc += absentFirst // cover absence next
			default:
				sc++
			}
			return sc
		}
		for j := len(idx) - 1; j > 0; j-- { // random order among equals
			r := g.rng.Intn(j + 1)
			idx[j], idx[r] = idx[r], idx[j]
		}
		scores := g.optScores[:0]
		for range ss {
			scores = append(scores, 0)
		}
		g.optScores = scores
		for _, i := range idx {
			scores[i] = score(i)
		}
		// a stable insertion sort by score (few options; sort.SliceStable's
		// order, without its allocations)
		for j := 1; j < len(idx); j++ {
			x := idx[j]
			k := j - 1
			for ; k >= 0 && scores[idx[k]] > scores[x]; k-- {
				idx[k+1] = idx[k]
			}
			idx[k+1] = x
		}
		if k == 0 && atLeastOne {
			k = 1
		}
		set := false
		for j := 0; j < k && j < len(idx); j++ {
			if scores[idx[j]] >= absentFirst && (j > 0 || !atLeastOne) {
				break
			}
			if ranks[idx[j]] == rankRare && rare && (j > 0 || !atLeastOne) {
				continue // a technical switch, left out but now and then
			}
			in[idx[j]] = true
			set = true
		}
		if !set {
			for _, i := range idx {
				if ranks[i] == rankMain && g.rng.Intn(5) != 0 {
					in[i] = true // a search without its text is rare
					break
				}
			}
		}
	}
	for i, c := range cs {
		if c == nil {
			continue
		}
		if in[i] {
			g.record(c, 0)
		} else {
			g.record(c, 1)
		}
	}
}
