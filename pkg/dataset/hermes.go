package dataset

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
)

func init() { mustRegister(hermesFormat{}) }

// DefaultHermesSystem is the hermes system text ({tools} is replaced by one
// tool signature per line). It follows NousResearch/Hermes-Function-Calling's
// prompt (docs/formats.md, hermes), with strict JSON in the call example.
const DefaultHermesSystem = "You are a function calling AI model. You are provided with function signatures within <tools></tools> XML tags. " +
	"You may call one or more functions to assist with the user query. Don't make assumptions about what values to plug into functions. " +
	"Here are the available tools:\n<tools>\n{tools}\n</tools>\n" +
	"For each function call return a JSON object with function name and arguments within <tool_call></tool_call> XML tags as follows:\n" +
	"<tool_call>\n{\"name\": <function-name>, \"arguments\": <args-dict>}\n</tool_call>"

// hermesFormat is NousResearch Hermes function calling (docs/formats.md, hermes):
// sharegpt container, tools in the system text, <tool_call> and
// <tool_response> blocks of strict JSON, no ids.
type hermesFormat struct{}

func (hermesFormat) Name() string { return "hermes" }

func (hermesFormat) Description() string {
	return "NousResearch Hermes function calling: conversations with <tools>, <tool_call>, <tool_response>"
}

func (hermesFormat) Defaults() FormatOptions {
	return FormatOptions{ArgsEncoding: EncodingObject, HermesSystem: DefaultHermesSystem}
}

// Encode implements Format.
func (f hermesFormat) Encode(r *Record, opts FormatOptions) ([]byte, error) {
	const name = "hermes"
	o, args, err := begin(name, r, opts, f.Defaults())
	if err != nil {
		return nil, err
	}
	w := newTurnWriter(1024)
	emit := w.turnBytes
	var sys []byte
	if r.System != "" {
		sys = append(sys, r.System...)
	}
	if len(r.Tools) > 0 {
		var tl []byte
		for i := range r.Tools {
			if i > 0 {
				tl = append(tl, '\n')
			}
			if tl, err = appendHermesTool(tl, &r.Tools[i]); err != nil {
				return nil, shapeErr(name, err)
			}
		}
		if len(sys) > 0 {
			sys = append(sys, "\n\n"...)
		}
		sys = append(sys, strings.ReplaceAll(o.HermesSystem, "{tools}", string(tl))...)
	}
	if len(sys) > 0 {
		emit("system", sys)
	}
	ai := 0
	var resp []byte
	flush := func() {
		if len(resp) > 0 {
			emit("tool", resp)
			resp = nil
		}
	}
	for i := range r.Turns {
		t := &r.Turns[i]
		if t.Role != RoleTool {
			flush()
		}
		switch t.Role {
		case RoleUser:
			emit("human", []byte(t.Content))
		case RoleAssistant:
			var v []byte
			v = append(v, t.Content...)
			for j := range t.Calls {
				if len(v) > 0 {
					v = append(v, '\n')
				}
				v = append(v, "<tool_call>\n"...)
				v = appendCallPy(v, t.Calls[j].Name, args[ai], o.ArgsEncoding)
				ai++
				v = append(v, "\n</tool_call>"...)
			}
			emit("gpt", v)
		case RoleTool:
			tn := t.Name
			if tn == "" {
				tn = callName(r, t.CallID)
			}
			if len(resp) > 0 {
				resp = append(resp, '\n')
			}
			resp = append(resp, "<tool_response>\n"...)
			var obj []byte
			obj = append(obj, `{"name":`...)
			obj = appendString(obj, tn)
			obj = append(obj, `,"content":`...)
			obj = appendContentValue(obj, t.Content)
			obj = append(obj, '}')
			resp = pySpaced(resp, obj)
			resp = append(resp, "\n</tool_response>"...)
		}
	}
	flush()
	return append(w.b, "]}"...), nil
}

// appendHermesTool appends one <tools> line: {"type": "function",
// "function": {...}} Python-spaced.
func appendHermesTool(b []byte, t *ToolDef) ([]byte, error) {
	key := make([]byte, 0, len(t.Name)+len(t.Description)+len(t.Parameters)+2)
	key = append(append(append(append(append(key, t.Name...), 0), t.Description...), 0), t.Parameters...)
	if v, ok := hermesToolCache.get(key); ok {
		return append(b, v...), nil
	}
	var tb []byte
	tb = append(tb, `{"type":"function","function":`...)
	tb, err := appendToolBare(tb, t)
	if err != nil {
		return nil, err
	}
	tb = append(tb, '}')
	v := pySpaced(nil, tb)
	hermesToolCache.put(key, v)
	return append(b, v...), nil
}

var hermesToolCache = newBytesCache()

// appendContentValue appends a tool result: the JSON value itself when the
// content is a JSON object or array, else the content as a JSON string.
func appendContentValue(b []byte, content string) []byte {
	t := strings.TrimSpace(content)
	if len(t) > 0 && (t[0] == '{' || t[0] == '[') && json.Valid([]byte(t)) {
		var buf bytes.Buffer
		if json.Compact(&buf, []byte(t)) == nil {
			return append(b, buf.Bytes()...)
		}
	}
	return appendString(b, content)
}

var (
	toolCallRe     = regexp.MustCompile(`(?s)<tool_call>\s*(.*?)\s*</tool_call>`)
	toolResponseRe = regexp.MustCompile(`(?s)<tool_response>\s*(.*?)\s*</tool_response>`)
	toolsBlockRe   = regexp.MustCompile(`(?s)<tools>\s*(.*?)\s*</tools>`)
)

// CheckLine implements LineChecker for Hermes function calling (docs/formats.md,
// hermes): strict JSON inside <tools>, <tool_call> and <tool_response>.
func (f hermesFormat) CheckLine(line []byte, c *LineContext) {
	m, ok := decodeObject(line, c)
	if !ok {
		return
	}
	want := c.wantEncoding(EncodingObject)
	turns, ok := turnsOf(c, m)
	if !ok {
		return
	}
	ts := toolSet{}
	prev := ""
	calls := 0
	var conv []convTurn
	for i, t := range turns {
		p := ptr("/conversations", i)
		from, _ := t["from"].(string)
		val, _ := t["value"].(string)
		switch from {
		case "system":
			if i != 0 {
				c.Errorf(ptr(p, "from"), "system turn after the conversation started")
			}
			// The prompt may mention "<tools></tools>" in prose before the
			// real block: take every block and read the non-empty ones.
			if mts := toolsBlockRe.FindAllStringSubmatch(val, -1); mts != nil {
				var lines []string
				for _, mt := range mts {
					lines = append(lines, strings.Split(mt[1], "\n")...)
				}
				var list []any
				for k, ln := range lines {
					if strings.TrimSpace(ln) == "" {
						continue
					}
					v, err := decodeValue([]byte(ln))
					if err != nil {
						c.Errorf(ptr(p, "value"), "<tools> line %d is not strict JSON: %v", k+1, err)
						continue
					}
					list = append(list, v)
				}
				ts = checkTools(c, ptr(p, "value"), list, toolRules{wrapped: true, allowBare: true})
			} else if strings.Contains(val, "<tools>") {
				c.Errorf(ptr(p, "value"), "<tools> without a closing </tools>")
			}
		case "human":
			if calls > 0 {
				c.Errorf(ptr(p, "from"), "human turn before the results of %d tool call(s) (roles out of order)", calls)
			}
			if prev == "human" {
				c.Warnf(ptr(p, "from"), "two human turns in a row")
			}
			if strings.TrimSpace(val) == "" {
				c.Errorf(ptr(p, "value"), "empty human turn")
			}
			calls = 0
			conv = append(conv, convTurn{role: RoleUser, text: val, path: p})
		case "gpt":
			if prev == "" || prev == "system" {
				c.Errorf(ptr(p, "from"), "gpt turn before any human turn (roles out of order)")
			} else if prev == "gpt" {
				c.Errorf(ptr(p, "from"), "two gpt turns in a row (roles out of order)")
			} else if calls > 0 {
				c.Errorf(ptr(p, "from"), "gpt turn before the results of %d tool call(s)", calls)
			}
			var turn convTurn
			calls, turn = hermesCalls(c, p, val, want, ts)
			conv = append(conv, turn)
		case "tool":
			if prev != "gpt" || calls == 0 {
				c.Errorf(ptr(p, "from"), "tool turn does not follow a gpt turn with <tool_call> (roles out of order)")
			}
			var names []string
			if len(conv) > 0 {
				for _, cl := range conv[len(conv)-1].calls {
					names = append(names, cl.name)
				}
			}
			conv = append(conv, hermesResponses(c, p, val, names))
			calls = 0
		default:
			c.Errorf(ptr(p, "from"), "unknown role tag %q (want system, human, gpt, tool)", from)
		}
		prev = from
	}
	if prev != "gpt" {
		c.Warnf(ptr("/conversations", len(turns)-1, "from"), "record does not end on a gpt turn")
	}
	checkKinds(c, conv)
}

// hermesCalls checks the <tool_call> blocks of the gpt turn at p and
// returns their number and the turn for checkKinds (its text is what stands
// outside the blocks).
func hermesCalls(c *LineContext, p, val string, want Encoding, ts toolSet) (int, convTurn) {
	turn := convTurn{role: RoleAssistant, text: strings.TrimSpace(toolCallRe.ReplaceAllString(val, "")), path: p}
	blocks := toolCallRe.FindAllStringSubmatch(val, -1)
	if strings.Count(val, "<tool_call>") != len(blocks) || strings.Count(val, "</tool_call>") != len(blocks) {
		c.Errorf(ptr(p, "value"), "unbalanced <tool_call> tags")
	}
	for j, b := range blocks {
		bp := ptr(p, "value") + " <tool_call> " + itoa(j)
		htmlEscaped(c, bp, b[1])
		v, err := decodeValue([]byte(b[1]))
		if err != nil {
			c.Errorf(bp, "tool call is not strict JSON (Python-repr payloads break parsers): %v", err)
			continue
		}
		checkCallObject(c, bp, hermesFormat{}.Name(), want, v, ts)
		turn.calls = append(turn.calls, textCalls(v, bp)...)
	}
	if len(blocks) == 0 && strings.TrimSpace(val) == "" {
		c.Errorf(ptr(p, "value"), "empty gpt turn")
	}
	return len(blocks), turn
}

// hermesResponses checks the <tool_response> blocks of the tool turn at p
// (one per call of the gpt turn before, whose tool names are calls, in
// order: hermes links results to calls by position and name) and returns
// the turn for checkKinds: the text of each response's "content" (a string
// as it is, other JSON as written), one per line.
func hermesResponses(c *LineContext, p, val string, calls []string) convTurn {
	blocks := toolResponseRe.FindAllStringSubmatch(val, -1)
	if len(blocks) == 0 {
		c.Errorf(ptr(p, "value"), "tool turn without <tool_response>")
	} else if len(calls) > 0 && len(blocks) != len(calls) {
		c.Errorf(ptr(p, "value"), "%d <tool_response> block(s) for %d call(s)", len(blocks), len(calls))
	}
	var texts []string
	for j, b := range blocks {
		v, err := decodeValue([]byte(b[1]))
		if err != nil {
			c.Errorf(ptr(p, "value")+" <tool_response> "+itoa(j), "tool response is not strict JSON: %v", err)
			continue
		}
		m, _ := v.(map[string]any)
		if n, ok := m["name"].(string); ok && j < len(calls) && calls[j] != "" && n != calls[j] {
			c.Errorf(ptr(p, "value")+" <tool_response> "+itoa(j), "tool response %d names %q but call %d was to %q (results follow their calls in order)", j, n, j, calls[j])
		}
		if s, ok := m["content"].(string); ok {
			texts = append(texts, s)
		} else {
			texts = append(texts, b[1])
		}
	}
	return convTurn{role: RoleTool, text: strings.Join(texts, "\n"), path: p}
}
