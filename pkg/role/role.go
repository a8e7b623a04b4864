package role

import (
	"encoding/json"
	"sort"
	"strings"
)

// IDConvention says what an identifier looks like.
type IDConvention string

// The identifier conventions.
const (
	IDOpaque   IDConvention = "opaque"   // an opaque token: "b55c9c91", "C04ABCD123"
	IDInteger  IDConvention = "integer"  // a database row number: 48213
	IDIID      IDConvention = "iid"      // a small per-project number: issue 39, PR 112, milestone 3
	IDUUID     IDConvention = "uuid"     // 8-4-4-4-12 hex
	IDSlug     IDConvention = "slug"     // lower-case words joined by "-": "q3-planning"
	IDSHA      IDConvention = "sha"      // a 40-hex commit or blob SHA
	IDPrefixed IDConvention = "prefixed" // a typed prefix and a code: "evt_1a2b3c4d", "HQ-101"
	// IDSnowflake is a time-ordered 64-bit id written in 17–19 digits
	// (Discord, Twitter): "1098765432109876543".
	IDSnowflake IDConvention = "snowflake"
	IDObjectID  IDConvention = "objectid" // a MongoDB ObjectId: 24 hex digits
	IDKey       IDConvention = "key"      // a project key and a number: "ENG-123"
	// IDSlack is a Slack-style id: "C04ABCD123" for a channel, "U0…" for
	// a user (and a message's "1712345678.123456" for MessageTS). Only a
	// server that names Slack, or examples of that shape, get it.
	IDSlack IDConvention = "slack"
)

// A Range is a numeric interval, both ends inclusive.
type Range struct {
	Lo, Hi   float64
	Decimals int // digits after the point a person would give (0 for whole numbers)
}

// A Role is what a parameter is in the user's world, with what its
// description says about the values.
type Role struct {
	// Kind is the semantic role.
	Kind Kind `json:"kind"`
	// ID is the identifier convention when Kind is ID (or a Kind such as
	// Channel whose values are ids); "" otherwise.
	ID IDConvention `json:"id,omitempty"`
	// Unit is the unit a number is in: "seconds", "milliseconds",
	// "minutes", "hours", "days", "meters", "kilometers", "pixels", "cm",
	// "kg", "bytes", "percent", "degrees", or a currency code.
	Unit string `json:"unit,omitempty"`
	// Min and Max are bounds the description states ("between 1 and 100",
	// "max 50", "(1-20, default 10)"); nil when it states none. They are
	// prose: the schema's own bounds still win.
	Min *float64 `json:"min,omitempty"`
	Max *float64 `json:"max,omitempty"`
	// Typical is the range a value of this role usually takes when nothing
	// is stated (a person's height in cm: 150–200, a page: 1–20); nil when
	// the role implies none.
	Typical *Range `json:"typical,omitempty"`
	// Step is the step a number's description states its values come in
	// ("in 5 dB steps", "a multiple of 4", "in 0.5 increments"); 0 when
	// none. Like Min and Max it is prose: the schema's multipleOf wins.
	Step float64 `json:"step,omitempty"`
	// MaxLen is a length limit the description states for a string ("max
	// 400 chars"); 0 when none.
	MaxLen int `json:"max_len,omitempty"`
	// Default is the default the description states ("default 10"), as
	// written; "" when none.
	Default string `json:"default,omitempty"`
	// Examples are values the description gives ("e.g. 'pizza near
	// Central Park'", "such as `ArrowLeft` or `a`") or the schema's
	// examples, as strings.
	Examples []string `json:"examples,omitempty"`
	// Format is a value format the description or schema states:
	// "YYYY-MM-DD", "RFC 3339", "owner/repo", "1234567890.123456".
	Format string `json:"format,omitempty"`
	// Names is what a name-like value names, as a singular noun read from
	// the parameter's name, its enclosing object, its description or the
	// tool's object ("folder", "project", "thread", "deployment"); "" when
	// nothing says. An Ident with ID IDSlug is a machine name ("checkout-api");
	// an Ident without one is a name a person gives the thing ("Q3 Reports").
	Names string `json:"names,omitempty"`
	// Pattern is the pattern an id follows when its convention is
	// IDPrefixed and the schema states none: its namesake's elsewhere on
	// the server (ToolContext.Server), or the shape its platform's ids
	// have (a Figma file key, a Stripe customer); "" otherwise (the
	// schema's own pattern is the schema's to enforce).
	Pattern string `json:"pattern,omitempty"`
	// Short says a text is short: typed into a form field, waited for or
	// searched for on a page ("Order confirmed"), not a message body.
	Short bool `json:"short,omitempty"`
	// Values are the allowed values: the schema's enum, or an enumeration
	// stated in prose ("one of a, b or c", "(driving, walking, transit)").
	Values []string `json:"values,omitempty"`
	// ValuesFromProse says Values were read from the description, not the
	// schema's enum: a value outside them still validates.
	ValuesFromProse bool `json:"values_from_prose,omitempty"`
	// AppliesTo lists the words the description says the parameter is for
	// ("used for close/select" → [close select]); a caller matches them
	// against the values of the tool's action/operation parameter and
	// leaves the parameter out for other actions.
	AppliesTo []string `json:"applies_to,omitempty"`
	// Why explains the decision in one line: which name token, schema
	// keyword or description words decided the kind, and what was read
	// from the prose.
	Why string `json:"why"`
}

// ToolContext is what Classify reads about the tool a parameter belongs to.
type ToolContext struct {
	Name        string
	Title       string
	Description string
	// Server is what the tool's server states across its tools (nil:
	// the tool is read alone).
	Server *Server
}

// Facts is a parsed view of a parameter's schema: the keywords Classify
// reads. Callers that hold a compiled schema fill it directly instead of
// passing raw JSON.
type Facts struct {
	Types       []string // "string", "integer", ... (empty: untyped)
	Format      string
	Pattern     string
	Title       string
	Description string
	Enum        []any
	Default     any
	Examples    []any
	// Minimum is the schema's minimum keyword, nil when it has none: a
	// lower bound in the span of epoch seconds (1577836800, 2020-01-01)
	// says an undescribed "timestamp" is one.
	Minimum *float64
	// ItemOf says the value is an item of an array parameter: Name is the
	// array's name and Description the array's description.
	ItemOf bool
}

// ParamContext is what Classify reads about one parameter.
type ParamContext struct {
	// Name is the property name ("owner", "issue_number"); for array
	// items, the array's name.
	Name string
	// Words, when set, is the name in words with its clipped words spelled
	// out ("arrival city" for "arrcity"): its words stand for the name's
	// tokens, so a clipped name gets the role its full words say.
	Words string
	// Path is the instance JSON pointer ("/attendees/0/name"); its
	// enclosing property name steers generic names.
	Path string
	// Schema is the parameter's JSON Schema; read only when Facts is nil.
	Schema json.RawMessage
	// Facts is the parsed view of Schema; it wins over Schema.
	Facts *Facts
	// Siblings are the names of the other properties of the same object
	// ("owner" beside "repo" is a repository owner).
	Siblings []string
	// Item says the value is one item of the array Name names: a plural
	// name then says which things, not how many ("documents": [12, 40]).
	Item bool
}

// facts returns p's Facts, parsing Schema when needed.
func (p ParamContext) facts() Facts {
	if p.Facts != nil {
		return *p.Facts
	}
	var f Facts
	if len(p.Schema) == 0 {
		return f
	}
	var raw struct {
		Type        any      `json:"type"`
		Format      string   `json:"format"`
		Pattern     string   `json:"pattern"`
		Title       string   `json:"title"`
		Description string   `json:"description"`
		Enum        []any    `json:"enum"`
		Default     any      `json:"default"`
		Examples    any      `json:"examples"`
		Example     any      `json:"example"`
		Minimum     *float64 `json:"minimum"`
	}
	if json.Unmarshal(p.Schema, &raw) != nil {
		return f
	}
	if raw.Type == nil && raw.Enum == nil {
		nullableBranch(p.Schema, &raw.Type, &raw.Format, &raw.Pattern, &raw.Enum)
	}
	switch t := raw.Type.(type) {
	case string:
		f.Types = []string{t}
	case []any:
		for _, x := range t {
			if s, ok := x.(string); ok {
				f.Types = append(f.Types, s)
			}
		}
	}
	f.Format, f.Pattern, f.Title, f.Description = raw.Format, raw.Pattern, raw.Title, raw.Description
	f.Enum, f.Default, f.Minimum = raw.Enum, raw.Default, raw.Minimum
	switch e := raw.Examples.(type) {
	case []any:
		f.Examples = e
	case nil:
	default:
		f.Examples = []any{e}
	}
	if raw.Example != nil {
		f.Examples = append(f.Examples, raw.Example)
	}
	return f
}

// String renders r on one line: kind, convention, unit, bounds, values.
func (r Role) String() string {
	var b strings.Builder
	b.WriteString(string(r.Kind))
	if r.Kind == Unknown {
		b.WriteString("unknown")
	}
	if r.ID != "" {
		b.WriteString("(" + string(r.ID) + ")")
	}
	if r.Unit != "" {
		b.WriteString(" in " + r.Unit)
	}
	if r.Min != nil || r.Max != nil {
		b.WriteString(" [")
		if r.Min != nil {
			b.WriteString(fmtNum(*r.Min))
		}
		b.WriteString("..")
		if r.Max != nil {
			b.WriteString(fmtNum(*r.Max))
		}
		b.WriteString("]")
	}
	if r.Format != "" {
		b.WriteString(" format " + r.Format)
	}
	if len(r.Values) > 0 {
		b.WriteString(" one of " + strings.Join(r.Values, "|"))
	}
	if len(r.Examples) > 0 {
		b.WriteString(" e.g. " + strings.Join(r.Examples, ", "))
	}
	return b.String()
}

func sortKinds(ks []Kind) {
	sort.Slice(ks, func(i, j int) bool { return ks[i] < ks[j] })
}

// unionBranch is the part of a union's branch that nullableBranch reads.
type unionBranch struct {
	Type    any    `json:"type"`
	Format  string `json:"format"`
	Pattern string `json:"pattern"`
	Enum    []any  `json:"enum"`
}

// nullableBranch fills the type, format, pattern and enum of a nullable
// value written as a union with null ({"anyOf": [{"enum": ["heat",
// "cool"]}, {"type": "null"}]}, as pydantic writes Optional): the value is
// the one other branch's, an enum is still an enum. Nothing is filled when
// the union has another shape.
func nullableBranch(schema json.RawMessage, typ *any, format, pattern *string, enum *[]any) {
	var u struct {
		AnyOf []unionBranch `json:"anyOf"`
		OneOf []unionBranch `json:"oneOf"`
	}
	if json.Unmarshal(schema, &u) != nil {
		return
	}
	branches := u.AnyOf
	if len(branches) == 0 {
		branches = u.OneOf
	}
	if len(branches) != 2 {
		return
	}
	v := branches[0]
	if v.Type == "null" {
		v = branches[1]
	} else if branches[1].Type != "null" {
		return
	}
	if v.Type == "null" {
		return
	}
	*typ, *format, *pattern, *enum = v.Type, v.Format, v.Pattern, v.Enum
}
