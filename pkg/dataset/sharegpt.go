package dataset

import (
	"strings"
)

func init() { mustRegister(sharegptFormat{}) }

// sharegptFormat is LLaMA-Factory's sharegpt shape with function_call and
// observation turns and a JSON-string tools column (docs/formats.md, sharegpt).
type sharegptFormat struct{}

func (sharegptFormat) Name() string { return "sharegpt" }

func (sharegptFormat) Description() string {
	return "LLaMA-Factory sharegpt (data/README.md): conversations human/function_call/observation/gpt, tools as a JSON string"
}

func (sharegptFormat) Defaults() FormatOptions { return FormatOptions{ArgsEncoding: EncodingObject} }

// Encode implements Format.
func (f sharegptFormat) Encode(r *Record, opts FormatOptions) ([]byte, error) {
	const name = "sharegpt"
	o, args, err := begin(name, r, opts, f.Defaults())
	if err != nil {
		return nil, err
	}
	w := newTurnWriter(512)
	emit := w.turn
	ai := 0
	var obs []string
	flush := func() {
		if len(obs) > 0 {
			emit("observation", strings.Join(obs, ObservationJoin))
			obs = obs[:0]
		}
	}
	var fc []byte
	for i := range r.Turns {
		t := &r.Turns[i]
		if t.Role != RoleTool {
			flush()
		}
		switch t.Role {
		case RoleUser:
			emit("human", t.Content)
		case RoleAssistant:
			if len(t.Calls) == 0 {
				emit("gpt", t.Content)
				continue
			}
			if t.Content != "" {
				return nil, errShape(name, "assistant text beside tool calls cannot be held by a function_call turn")
			}
			fc = fc[:0]
			if len(t.Calls) > 1 {
				fc = append(fc, '[')
			}
			for j := range t.Calls {
				if j > 0 {
					fc = append(fc, ", "...)
				}
				fc = appendCallPy(fc, t.Calls[j].Name, args[ai], o.ArgsEncoding)
				ai++
			}
			if len(t.Calls) > 1 {
				fc = append(fc, ']')
			}
			emit("function_call", string(fc))
		case RoleTool:
			obs = append(obs, t.Content)
		}
	}
	flush()
	b := w.b
	if w.last == "observation" {
		return nil, errShape(name, "record ends on a tool result; LLaMA-Factory needs it to end on gpt or function_call")
	}
	b = append(b, `],"system":`...)
	b = appendString(b, r.System)
	b = append(b, `,"tools":`...)
	if len(r.Tools) == 0 {
		b = append(b, `""`...)
	} else {
		var tb []byte
		tb = append(tb, '[')
		for i := range r.Tools {
			if i > 0 {
				tb = append(tb, ',')
			}
			if tb, err = appendToolBare(tb, &r.Tools[i]); err != nil {
				return nil, shapeErr(name, err)
			}
		}
		tb = append(tb, ']')
		b = appendStringBytes(b, pySpaced(nil, tb))
	}
	return append(b, '}'), nil
}

// ObservationJoin joins parallel tool results merged into one sharegpt
// observation turn, as LLaMA-Factory's own openai converter does
// (src/llamafactory/data/converter.py): templates wrap the whole value in
// <tool_response> tags.
const ObservationJoin = "\n</tool_response>\n<tool_response>\n"

// CheckLine implements LineChecker for LLaMA-Factory sharegpt (docs/formats.md,
// sharegpt; hiyouga/LlamaFactory src/llamafactory/data/converter.py).
func (f sharegptFormat) CheckLine(line []byte, c *LineContext) {
	m, ok := decodeObject(line, c)
	if !ok {
		return
	}
	want := c.wantEncoding(EncodingObject)
	ts := toolSet{}
	switch tv := m["tools"].(type) {
	case nil:
	case string:
		if tv != "" {
			l, ok := toolsFromString(c, tv, " (LLaMA-Factory raises)")
			if !ok {
				break
			}
			ts = checkTools(c, "/tools", l, toolRules{allowBare: true, needProps: true})
		}
	default:
		c.Errorf("/tools", "tools must be a JSON string, got %s", typeName(tv))
	}
	if sv, ok := m["system"]; ok {
		if _, ok := sv.(string); !ok {
			c.Errorf("/system", "system must be a string, got %s", typeName(sv))
		}
	}
	turns, ok := turnsOf(c, m)
	if !ok {
		return
	}
	start := 0
	if from, _ := turns[0]["from"].(string); from == "system" {
		start = 1
	}
	n := 0
	calls := 0 // calls of the last function_call turn
	var conv []convTurn
	for i := start; i < len(turns); i++ {
		p := ptr("/conversations", i)
		from, _ := turns[i]["from"].(string)
		val, _ := turns[i]["value"].(string)
		even := n%2 == 0
		switch from {
		case "human", "observation":
			if !even {
				c.Errorf(ptr(p, "from"), "%s at position %d: human/observation must be at odd positions (LLaMA-Factory: Invalid role tag)", from, n+1)
			}
			if from == "observation" && calls == 0 {
				c.Errorf(ptr(p, "from"), "observation does not follow a function_call")
			}
			if from == "human" && strings.TrimSpace(val) == "" {
				c.Errorf(ptr(p, "value"), "empty human turn")
			}
			if n := strings.Count(val, ObservationJoin) + 1; from == "observation" && n > 1 && n != calls {
				c.Errorf(ptr(p, "value"), "observation joins %d results for %d call(s): each call needs exactly one result", n, calls)
			}
			calls = 0
			role := RoleUser
			if from == "observation" {
				role = RoleTool
			}
			conv = append(conv, convTurn{role: role, text: val, path: p})
		case "gpt", "function_call":
			if even {
				c.Errorf(ptr(p, "from"), "%s at position %d: gpt/function_call must be at even positions (LLaMA-Factory: Invalid role tag)", from, n+1)
			}
			calls = 0
			if from == "gpt" && val == "" {
				c.Errorf(ptr(p, "value"), "empty gpt turn")
			}
			if from == "gpt" {
				conv = append(conv, convTurn{role: RoleAssistant, text: val, path: p})
			}
			if from == "function_call" {
				htmlEscaped(c, ptr(p, "value"), val)
				v, err := decodeValue([]byte(val))
				if err != nil {
					c.Errorf(ptr(p, "value"), "function_call value is not JSON (LLaMA-Factory raises RuntimeError): %v", err)
					break
				}
				conv = append(conv, convTurn{role: RoleAssistant, path: p, calls: textCalls(v, ptr(p, "value"))})
				if list, ok := v.([]any); ok {
					if len(list) == 0 {
						c.Errorf(ptr(p, "value"), "function_call holds an empty list")
					}
					for j, e := range list {
						checkCallObject(c, ptr(p, "value")+" call "+itoa(j), f.Name(), want, e, ts)
					}
					calls = len(list)
				} else {
					checkCallObject(c, ptr(p, "value"), f.Name(), want, v, ts)
					calls = 1
				}
			}
		case "system":
			c.Errorf(ptr(p, "from"), "system turn after the conversation started")
		default:
			c.Errorf(ptr(p, "from"), "unknown role tag %q (want human, gpt, function_call, observation)", from)
		}
		n++
	}
	if n%2 != 0 {
		c.Errorf("/conversations", "odd number of turns (%d): the record must end on gpt or function_call (LLaMA-Factory: Invalid message count)", n)
	}
	checkKinds(c, conv)
}
