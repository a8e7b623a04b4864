package dataset

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
)

// A Record is one training example in mcpgen's neutral model. Formats render
// it; nothing in Meta is written into training lines.
type Record struct {
	// System is the optional system prompt; "" means none.
	System string `json:"system,omitempty"`
	// Tools are the tool definitions offered to the model in this record:
	// the called tool plus any distractors, in a seeded order.
	Tools []ToolDef `json:"tools"`
	// Turns are the conversation after the system prompt, in order.
	Turns []Turn `json:"turns"`
	// Meta describes how the record was made. It goes to the manifest or a
	// sidecar file, never into a training line.
	Meta Meta `json:"meta"`
}

// A ToolDef is a tool definition as offered to the model.
type ToolDef struct {
	// Name is the name the model sees (sanitized to ^[A-Za-z0-9_-]{1,64}$).
	Name        string `json:"name"`
	Description string `json:"description"`
	// Parameters is the JSON Schema of the arguments (an object schema),
	// normalized for the target profile.
	Parameters json.RawMessage `json:"parameters"`
	// Server and MCPName map Name back to the MCP server and tool name.
	Server  string `json:"server,omitempty"`
	MCPName string `json:"mcpName,omitempty"`

	// enc, set by Cached, keeps the definition's encoding for every
	// record that offers it.
	enc *toolEnc
}

// toolEnc is a cached tool definition's {"name","description",
// "parameters"} object (appendToolBare), encoded on first use.
type toolEnc struct {
	once sync.Once
	bare []byte
	err  error
}

// Cached returns t marked so that encoders encode its definition once:
// the records of a run offer the same few tools over and over, and every
// copy of the returned value shares the encoding. Its fields must not
// change afterwards.
func (t ToolDef) Cached() ToolDef {
	t.enc = &toolEnc{}
	return t
}

// Role names of turns.
const (
	RoleUser      = "user"
	RoleAssistant = "assistant"
	RoleTool      = "tool"
)

// A Turn is one message after the system prompt.
type Turn struct {
	// Role is RoleUser, RoleAssistant or RoleTool.
	Role string `json:"role"`
	// Content is the message text: the user's request, the assistant's
	// answer, or the tool result as a string (MCP text content joined, or
	// the JSON of structuredContent; an error result's text when IsError).
	// For an assistant turn with Calls it is usually "" ([CallContent]
	// decides what formats write then); text beside calls is kept where the
	// format can hold it and is ErrNotRepresentable in sharegpt.
	Content string `json:"content,omitempty"`
	// Calls are the assistant's tool calls (assistant turns only).
	Calls []Call `json:"calls,omitempty"`
	// CallID and Name identify the call a tool turn answers. Formats with
	// ids link by CallID; openai-functions, hermes and mlx/hf use Name (taken
	// from the call with CallID when empty). Consecutive tool turns answer
	// the calls of the assistant turn before them, in call order.
	CallID string `json:"callId,omitempty"`
	Name   string `json:"name,omitempty"`
	// IsError marks a tool turn whose result had isError set. No format has
	// a field for it (Anthropic's is_error is not a fine-tuning target), so
	// the error shows only through Content; it counts in the manifest.
	IsError bool `json:"isError,omitempty"`
}

// A Call is one tool call made by the assistant.
type Call struct {
	// ID is 9 characters of [A-Za-z0-9], seeded (valid for Mistral and all
	// other formats).
	ID   string `json:"id"`
	Name string `json:"name"`
	// Arguments is the arguments object as JSON (always an object, never a
	// string); formats encode it as a string or an object.
	Arguments json.RawMessage `json:"arguments"`
}

// Meta describes how a record was made.
type Meta struct {
	Server string `json:"server,omitempty"`
	Tool   string `json:"tool,omitempty"` // MCP tool name; "" for negatives
	// Index is the record's index among the tool's records (0-based).
	Index int `json:"index"`
	// Seq is the record's position in the whole run (0-based, the same
	// whatever the sharding or worker count). The xlam format writes it as
	// the row "id"; other formats ignore it.
	Seq int64 `json:"seq"`
	// Kind is "call" (a tool call), "negative" (no tool fits) or "error"
	// (a tool call whose result was an error).
	Kind string `json:"kind"`
	// Template names the prompt template (file and variant) used.
	Template string `json:"template,omitempty"`
	// GroupKey groups near-identical records so a split never puts them on
	// both sides.
	GroupKey string `json:"groupKey,omitempty"`
	// Executed tells whether the tool was really called.
	Executed bool `json:"executed,omitempty"`
}

// errShape wraps ErrNotRepresentable with a reason.
func errShape(format, reason string, args ...any) error {
	return fmt.Errorf("%s: %s: %w", format, fmt.Sprintf(reason, args...), ErrNotRepresentable)
}

// validateRecord checks the invariants every format relies on: at least one
// user turn, known roles, calls with a name and object arguments, tool turns
// answering a call of the turn before. It returns the compacted arguments of
// every call, in order.
func validateRecord(r *Record) ([][]byte, error) {
	if r == nil {
		return nil, errors.New("nil record")
	}
	if len(r.Turns) == 0 {
		return nil, errors.New("record has no turns")
	}
	var args [][]byte
	// the ids of the last assistant turn's calls (a few: a slice, not a
	// map, on every record)
	var pending []string
	users := 0
	for i := range r.Turns {
		t := &r.Turns[i]
		switch t.Role {
		case RoleUser:
			users++
			pending = pending[:0]
		case RoleAssistant:
			if i == 0 {
				return nil, fmt.Errorf("turn %d: record starts with an assistant turn", i)
			}
			pending = pending[:0]
			for j := range t.Calls {
				c := &t.Calls[j]
				if c.Name == "" {
					return nil, fmt.Errorf("turn %d call %d: empty tool name", i, j)
				}
				a, err := compactArgs(c.Arguments)
				if err != nil {
					return nil, fmt.Errorf("turn %d call %d (%s): %w", i, j, c.Name, err)
				}
				args = append(args, a)
				if c.ID != "" {
					if slices.Contains(pending, c.ID) {
						return nil, fmt.Errorf("turn %d: duplicate call id %q", i, c.ID)
					}
					pending = append(pending, c.ID)
				}
			}
			if len(t.Calls) == 0 && t.Content == "" {
				return nil, fmt.Errorf("turn %d: assistant turn with neither text nor calls", i)
			}
		case RoleTool:
			if i == 0 || (r.Turns[i-1].Role != RoleAssistant && r.Turns[i-1].Role != RoleTool) {
				return nil, fmt.Errorf("turn %d: tool result does not follow an assistant call", i)
			}
			if t.CallID != "" && !slices.Contains(pending, t.CallID) {
				return nil, fmt.Errorf("turn %d: tool result answers unknown call id %q", i, t.CallID)
			}
		default:
			return nil, fmt.Errorf("turn %d: unknown role %q", i, t.Role)
		}
	}
	if users == 0 {
		return nil, errors.New("record has no user turn")
	}
	return args, nil
}

// isID9 reports whether id is exactly 9 characters of [A-Za-z0-9] (the
// Mistral rule, docs/formats.md, trap 4).
func isID9(id string) bool {
	if len(id) != 9 {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// isToolName reports whether n matches ^[A-Za-z0-9_-]{1,64}$ (OpenAI's
// function-name rule).
func isToolName(n string) bool {
	if len(n) == 0 || len(n) > 64 {
		return false
	}
	for i := 0; i < len(n); i++ {
		c := n[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// shapeErr prefixes a record-invariant error with the format name.
func shapeErr(format string, err error) error {
	return fmt.Errorf("%s: %w", format, err)
}
