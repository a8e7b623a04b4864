package chattemplate

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ardanlabs/jinja"
)

// A PieceKind names what a marker stands for.
type PieceKind string

// Piece kinds.
const (
	PieceName       PieceKind = "name"   // a tool call's function.name
	PieceKey        PieceKind = "key"    // a top-level key of a call's arguments
	PieceValue      PieceKind = "value"  // the value of a top-level argument
	PieceToolResult PieceKind = "result" // the content of a role "tool" message
)

// A Piece is one part of a record that the template must write.
type Piece struct {
	Kind PieceKind
	// Path is a JSON pointer into the record, e.g.
	// /messages/2/tool_calls/0/function/arguments/path for a key or value.
	Path string
	// Message is the index in messages; Call the index in its tool_calls
	// (-1 for a tool result).
	Message, Call int
	// Marker is the unique text that replaced the piece in the marked copy.
	Marker string
}

// A PieceState tells how a piece's marker appeared in the rendered text.
type PieceState string

// Piece states.
const (
	// PieceRendered: the marker appears unescaped at least once.
	PieceRendered PieceState = "rendered"
	// PieceDoubleEncoded: the marker appears only after an escaped quote
	// (\"MARKER), inside a JSON string that was itself quoted.
	PieceDoubleEncoded PieceState = "double-encoded"
	// PiecePythonRepr: the marker appears only in single quotes, a dict
	// printed as a Python repr ({'key': 'value'}) instead of JSON.
	PiecePythonRepr PieceState = "python-repr"
	// PieceDropped: the marker does not appear at all.
	PieceDropped PieceState = "dropped"
)

// A PieceResult is a piece with its state.
type PieceResult struct {
	Piece
	State PieceState
}

// A Status is the verdict for one record through one template.
type Status string

// Statuses, from best to worst. Only StatusRendered and StatusLimit are
// not failures of the record.
const (
	StatusRendered      Status = "rendered"
	StatusLimit         Status = "known limit"
	StatusDropped       Status = "dropped"
	StatusDoubleEncoded Status = "double-encoded"
	StatusRenderError   Status = "render error"
)

// ErrPythonRepr is the error of a StatusRenderError result whose template
// ran but printed the arguments dict as a Python repr (markers in single
// quotes), which no model reads as JSON. The `str + dict` of DeepSeek-V3.1
// and Functionary v3.1 raises ErrDictPlus first, as under Python; this
// catches the other ways a template can print a dict.
var ErrPythonRepr = errors.New("arguments printed as a Python dict repr, not JSON (Python's Jinja raises TypeError on str + dict here)")

// A Result is the outcome of Check for one record and one template.
type Result struct {
	// Template is the template's Name.
	Template string
	Status   Status
	// Err is the render error for StatusRenderError, and the template's
	// own exception for a StatusLimit it raised; nil otherwise.
	Err error
	// Limit describes the documented template limit for StatusLimit.
	Limit string
	// Pieces are the record's pieces and how each was rendered; empty when
	// the record did not render.
	Pieces []PieceResult
}

// OK reports whether the record renders correctly through the template,
// allowing documented template limits.
func (r Result) OK() bool { return r.Status == StatusRendered || r.Status == StatusLimit }

// Detail is a one-line explanation of a result that is not
// StatusRendered: the error, the limit, or the affected pieces' paths.
func (r Result) Detail() string {
	switch r.Status {
	case StatusRendered:
		return ""
	case StatusRenderError:
		if errors.Is(r.Err, ErrPythonRepr) {
			return r.Err.Error() + ": " + r.paths(PiecePythonRepr)
		}
		return r.Err.Error()
	case StatusLimit:
		return r.Limit
	case StatusDoubleEncoded:
		return "double-encoded: " + r.paths(PieceDoubleEncoded)
	case StatusDropped:
		return "dropped: " + r.paths(PieceDropped)
	}
	return string(r.Status)
}

func (r Result) paths(s PieceState) string {
	var ps []string
	for _, p := range r.Pieces {
		if p.State == s {
			ps = append(ps, string(p.Kind)+" "+p.Path)
		}
	}
	const max = 4
	if len(ps) > max {
		ps = append(ps[:max], fmt.Sprintf("and %d more", len(ps)-max))
	}
	return strings.Join(ps, ", ")
}

// Documented template limits (docs/formats.md, chat templates).
const (
	limitOneCall   = "the template allows one tool call per assistant turn (Llama 3.x)"
	limitFirstCall = "the template renders only the first tool call of a turn (gpt-oss)"
)

// Check renders the record through the template as it is and again with
// every call name, argument key and value and tool result replaced by a
// unique marker, and classifies the result (see the package doc). It never
// returns an error: render errors are part of the Result.
func Check(r *Record, t *Template) Result {
	res := Result{Template: t.Name}
	if _, err := t.Render(r); err != nil {
		res.Status, res.Err = StatusRenderError, err
		if strings.Contains(err.Error(), "single tool-call") && maxCallsPerTurn(r) > 1 {
			res.Status, res.Limit = StatusLimit, limitOneCall
		}
		return res
	}
	marked, pieces := markRecord(r)
	text, err := t.Render(marked)
	if err != nil {
		res.Status, res.Err = StatusRenderError, fmt.Errorf("with markers in place of names, arguments and results: %w", err)
		return res
	}
	count := map[PieceState]int{}
	for _, p := range pieces {
		s := locate(text, p)
		count[s]++
		res.Pieces = append(res.Pieces, PieceResult{Piece: p, State: s})
	}
	switch {
	case count[PiecePythonRepr] > 0:
		res.Status, res.Err = StatusRenderError, fmt.Errorf("chat template %s: %w", t.Name, ErrPythonRepr)
	case count[PieceDoubleEncoded] > 0:
		res.Status = StatusDoubleEncoded
	case count[PieceDropped] > 0:
		res.Status = StatusDropped
		if onlyLaterCallsDropped(res.Pieces) && strings.Contains(t.Source, "tool_calls[0]") {
			res.Status, res.Limit = StatusLimit, limitFirstCall
		}
	default:
		res.Status = StatusRendered
	}
	return res
}

func onlyLaterCallsDropped(ps []PieceResult) bool {
	for _, p := range ps {
		if p.State == PieceDropped && p.Call < 1 {
			return false
		}
	}
	return true
}

func maxCallsPerTurn(r *Record) int {
	n := 0
	for _, m := range r.messages.AsList().Items {
		if tc := get(m, "tool_calls"); tc.IsList() && tc.AsList().Len() > n {
			n = tc.AsList().Len()
		}
	}
	return n
}

// escapedQuotes are the ways a quote before a marker shows that the marker
// sits in a JSON string inside another quoted string.
var escapedQuotes = []string{`\"`, `\u0022`, `&#34;`, `&quot;`}

// locate classifies the occurrences of p's marker in text.
func locate(text string, p Piece) PieceState {
	state := PieceDropped
	for off := 0; ; {
		i := strings.Index(text[off:], p.Marker)
		if i < 0 {
			return state
		}
		i += off
		before, after := text[:i], text[i+len(p.Marker):]
		off = i + len(p.Marker)
		escaped := false
		for _, q := range escapedQuotes {
			if strings.HasSuffix(before, q) {
				escaped = true
			}
		}
		switch {
		case escaped:
			if state == PieceDropped || state == PiecePythonRepr {
				state = PieceDoubleEncoded
			}
		case (p.Kind == PieceKey || p.Kind == PieceValue) && strings.HasSuffix(before, "'") && strings.HasPrefix(after, "'"):
			if state == PieceDropped {
				state = PiecePythonRepr
			}
		default:
			return PieceRendered
		}
	}
}

// markRecord returns a copy of r with its pieces replaced by markers
// (QQN0QQ for names, QQK1QQ/QQV1QQ for an argument's key and value, QQR2QQ
// for results: letters and digits only, so JSON escaping never changes
// them, and never a prefix of one another) and the list of pieces.
// Arguments given as a JSON string stay a JSON string.
func markRecord(r *Record) (*Record, []Piece) {
	c := r.clone()
	var pieces []Piece
	n := 0
	next := func(kind PieceKind, letter string, path string, msg, call int) Piece {
		p := Piece{Kind: kind, Path: path, Message: msg, Call: call, Marker: fmt.Sprintf("QQ%s%dQQ", letter, n)}
		pieces = append(pieces, p)
		return p
	}
	for i, m := range c.messages.AsList().Items {
		md := m.AsDict()
		if tc := get(m, "tool_calls"); tc.IsList() {
			for j, call := range tc.AsList().Items {
				if !call.IsDict() {
					continue
				}
				base := fmt.Sprintf("/messages/%d/tool_calls/%d", i, j)
				fn, fnPath := call, base
				if f := get(call, "function"); f.IsDict() {
					fn, fnPath = f, base+"/function"
				}
				if get(fn, "name").IsString() {
					p := next(PieceName, "N", fnPath+"/name", i, j)
					n++
					fn.AsDict().Set("name", jinja.NewString(p.Marker))
				}
				args := get(fn, "arguments")
				isString := args.IsString()
				if isString {
					v, err := decodeJSON([]byte(args.AsString()))
					if err != nil || !v.IsDict() {
						continue
					}
					args = v
				}
				if !args.IsDict() {
					continue
				}
				md2 := jinja.NewDict()
				for _, k := range args.AsDict().Keys {
					path := fnPath + "/arguments/" + pointerEscape(k)
					pk := next(PieceKey, "K", path, i, j)
					pv := next(PieceValue, "V", path, i, j)
					n++
					md2.AsDict().Set(pk.Marker, jinja.NewString(pv.Marker))
				}
				if isString {
					var sb strings.Builder
					encodeJSON(&sb, md2)
					fn.AsDict().Set("arguments", jinja.NewString(sb.String()))
				} else {
					fn.AsDict().Set("arguments", md2)
				}
			}
		}
		if role := get(m, "role"); role.IsString() && role.AsString() == "tool" && get(m, "content").IsString() {
			p := next(PieceToolResult, "R", fmt.Sprintf("/messages/%d/content", i), i, -1)
			n++
			md.Set("content", jinja.NewString(p.Marker))
		}
	}
	return c, pieces
}

// pointerEscape escapes a key for a JSON pointer (RFC 6901 §3).
func pointerEscape(s string) string {
	return strings.NewReplacer("~", "~0", "/", "~1").Replace(s)
}
