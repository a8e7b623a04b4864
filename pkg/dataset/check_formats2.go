package dataset

import (
	"regexp"
	"strings"
)

// turnsOf returns conversations entries as (from, value) after checking the
// container shape.
func turnsOf(c *LineContext, m map[string]any) ([]map[string]any, bool) {
	conv, ok := m["conversations"].([]any)
	if !ok {
		c.Errorf("/conversations", "conversations must be a non-empty list, got %s", typeName(m["conversations"]))
		return nil, false
	}
	if len(conv) == 0 {
		c.Errorf("/conversations", "conversations is empty")
		return nil, false
	}
	out := make([]map[string]any, 0, len(conv))
	for i, e := range conv {
		t, ok := e.(map[string]any)
		if !ok {
			c.Errorf(ptr("/conversations", i), "turn must be an object, got %s", typeName(e))
			return nil, false
		}
		if _, ok := t["from"].(string); !ok {
			c.Errorf(ptr("/conversations", i, "from"), "turn has no from tag")
		}
		if _, ok := t["value"].(string); !ok {
			c.Errorf(ptr("/conversations", i, "value"), "value must be a string, got %s", typeName(t["value"]))
		}
		out = append(out, t)
	}
	return out, true
}

// checkCallObject checks one {"name", "arguments"} call decoded from text.
func checkCallObject(c *LineContext, path, format string, want Encoding, v any, ts toolSet) {
	call, ok := v.(map[string]any)
	if !ok {
		c.Errorf(path, "call must be a JSON object with name and arguments, got %s", typeName(v))
		return
	}
	name, _ := call["name"].(string)
	checkCallName(c, path+" name", name, ts)
	av, ok := call["arguments"]
	if !ok {
		c.Errorf(path, "call to %s has no arguments", name)
		return
	}
	checkArgs(c, path+" arguments", format, want, name, ts, av)
}

// CheckLine implements LineChecker for LLaMA-Factory sharegpt (FORMATS.md
// §2.6, hiyouga/LlamaFactory src/llamafactory/data/converter.py).
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
			calls = 0
		case "gpt", "function_call":
			if even {
				c.Errorf(ptr(p, "from"), "%s at position %d: gpt/function_call must be at even positions (LLaMA-Factory: Invalid role tag)", from, n+1)
			}
			calls = 0
			if from == "gpt" && val == "" {
				c.Errorf(ptr(p, "value"), "empty gpt turn")
			}
			if from == "function_call" {
				v, err := decodeValue([]byte(val))
				if err != nil {
					c.Errorf(ptr(p, "value"), "function_call value is not JSON (LLaMA-Factory raises RuntimeError): %v", err)
					break
				}
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
}

var (
	toolCallRe     = regexp.MustCompile(`(?s)<tool_call>\s*(.*?)\s*</tool_call>`)
	toolResponseRe = regexp.MustCompile(`(?s)<tool_response>\s*(.*?)\s*</tool_response>`)
	toolsBlockRe   = regexp.MustCompile(`(?s)<tools>\s*(.*?)\s*</tools>`)
)

func itoa(i int) string {
	const d = "0123456789"
	if i < 10 {
		return d[i : i+1]
	}
	return itoa(i/10) + d[i%10:i%10+1]
}

// CheckLine implements LineChecker for Hermes function calling (FORMATS.md
// §2.8): strict JSON inside <tools>, <tool_call> and <tool_response>.
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
			calls = 0
		case "gpt":
			if prev == "" || prev == "system" {
				c.Errorf(ptr(p, "from"), "gpt turn before any human turn (roles out of order)")
			} else if prev == "gpt" {
				c.Errorf(ptr(p, "from"), "two gpt turns in a row (roles out of order)")
			} else if calls > 0 {
				c.Errorf(ptr(p, "from"), "gpt turn before the results of %d tool call(s)", calls)
			}
			calls = 0
			blocks := toolCallRe.FindAllStringSubmatch(val, -1)
			if strings.Count(val, "<tool_call>") != len(blocks) || strings.Count(val, "</tool_call>") != len(blocks) {
				c.Errorf(ptr(p, "value"), "unbalanced <tool_call> tags")
			}
			for j, b := range blocks {
				bp := ptr(p, "value") + " <tool_call> " + itoa(j)
				v, err := decodeValue([]byte(b[1]))
				if err != nil {
					c.Errorf(bp, "tool call is not strict JSON (Python-repr payloads break parsers): %v", err)
					continue
				}
				checkCallObject(c, bp, f.Name(), want, v, ts)
			}
			calls = len(blocks)
			if len(blocks) == 0 && strings.TrimSpace(val) == "" {
				c.Errorf(ptr(p, "value"), "empty gpt turn")
			}
		case "tool":
			if prev != "gpt" || calls == 0 {
				c.Errorf(ptr(p, "from"), "tool turn does not follow a gpt turn with <tool_call> (roles out of order)")
			}
			blocks := toolResponseRe.FindAllStringSubmatch(val, -1)
			if len(blocks) == 0 {
				c.Errorf(ptr(p, "value"), "tool turn without <tool_response>")
			} else if calls > 0 && len(blocks) != calls {
				c.Errorf(ptr(p, "value"), "%d <tool_response> block(s) for %d call(s)", len(blocks), calls)
			}
			for j, b := range blocks {
				if _, err := decodeValue([]byte(b[1])); err != nil {
					c.Errorf(ptr(p, "value")+" <tool_response> "+itoa(j), "tool response is not strict JSON: %v", err)
				}
			}
			calls = 0
		default:
			c.Errorf(ptr(p, "from"), "unknown role tag %q (want system, human, gpt, tool)", from)
		}
		prev = from
	}
	if prev != "gpt" {
		c.Warnf(ptr("/conversations", len(turns)-1, "from"), "record does not end on a gpt turn")
	}
}

// CheckLine implements LineChecker for xLAM (FORMATS.md §2.10).
func (f xlamFormat) CheckLine(line []byte, c *LineContext) {
	m, ok := decodeObject(line, c)
	if !ok {
		return
	}
	if q, ok := m["query"].(string); !ok || strings.TrimSpace(q) == "" {
		c.Errorf("/query", "query must be a non-empty string")
	}
	ts := toolSet{}
	params := map[string]map[string]any{}
	switch tv := m["tools"].(type) {
	case string:
		l, ok := toolsFromString(c, tv, "")
		if !ok {
			break
		}
		ts = checkTools(c, "/tools", l, toolRules{flatParams: true, needParams: true})
		for _, e := range l {
			if tm, ok := e.(map[string]any); ok {
				n, _ := tm["name"].(string)
				pm, _ := tm["parameters"].(map[string]any)
				params[n] = pm
			}
		}
	default:
		c.Errorf("/tools", "tools must be a JSON string, got %s", typeName(tv))
	}
	av, ok := m["answers"].(string)
	if !ok {
		c.Errorf("/answers", "answers must be a JSON string, got %s", typeName(m["answers"]))
		return
	}
	v, err := decodeValue([]byte(av))
	if err != nil {
		c.Errorf("/answers", "answers string is not JSON: %v", err)
		return
	}
	list, ok := v.([]any)
	if !ok {
		c.Errorf("/answers", "answers must hold a list, got %s", typeName(v))
		return
	}
	for j, e := range list {
		p := "/answers call " + itoa(j)
		call, ok := e.(map[string]any)
		if !ok {
			c.Errorf(p, "call must be an object")
			continue
		}
		name, _ := call["name"].(string)
		checkCallName(c, p+" name", name, ts)
		args := call["arguments"]
		switch a := args.(type) {
		case map[string]any:
			if pm, ok := params[name]; ok {
				for k := range a {
					if _, ok := pm[k]; !ok {
						c.Errorf(p+" arguments/"+k, "argument %q is not a parameter of %s", k, name)
					}
				}
				for k, pv := range pm {
					pd, _ := pv.(map[string]any)
					ty, _ := pd["type"].(string)
					_, hasDefault := pd["default"]
					if _, set := a[k]; !set && !hasDefault && !strings.Contains(ty, "optional") {
						c.Errorf(p+" arguments", "required argument %q of %s is missing", k, name)
					}
				}
			}
			if s, ok := c.Opts.Tools[name]; ok {
				c.ValidateArgs(p+" arguments", name, s, a)
			}
		case string:
			checkArgs(c, p+" arguments", f.Name(), EncodingObject, name, toolSet{}, a)
		default:
			c.Errorf(p+" arguments", "arguments must be an object, got %s", typeName(args))
		}
	}
}
