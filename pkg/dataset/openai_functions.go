package dataset

func init() { mustRegister(functionsFormat{}) }

// functionsFormat is OpenAI's legacy functions/function_call shape
// (docs/formats.md, openai-functions): no ids, results linked by name on role "function", one
// call per assistant turn, arguments a JSON string. Parallel calls are
// written as sequential function_call/function pairs when every call has its
// result, and are not representable otherwise (see [SequentialCalls]);
// chains, follow-ups and clarifications fit as they are.
type functionsFormat struct{}

func (functionsFormat) Name() string { return "openai-functions" }

func (functionsFormat) Description() string {
	return "OpenAI legacy functions/function_call fine-tuning format: one call per turn, string arguments, role function results"
}

func (functionsFormat) Defaults() FormatOptions {
	return FormatOptions{ArgsEncoding: EncodingString, CallContent: CallContentOmit}
}

// Encode implements Format.
func (f functionsFormat) Encode(r *Record, opts FormatOptions) ([]byte, error) {
	const name = "openai-functions"
	o := resolve(opts, f.Defaults())
	if o.ArgsEncoding != EncodingString {
		return nil, errShape(name, "arguments must be a JSON string")
	}
	args, err := validateRecord(r)
	if err != nil {
		return nil, shapeErr(name, err)
	}
	// One call per message: a turn with several calls is written as the
	// same calls made one after the other, each followed by its result;
	// without results it cannot be written (SequentialCalls).
	if r, err = SequentialCalls(name, r); err != nil {
		return nil, err
	}
	if len(r.Tools) > 128 {
		return nil, errShape(name, "%d functions, at most 128 allowed", len(r.Tools))
	}
	b, first := startMessages(make([]byte, 0, 512), r.System)
	ai := 0
	for i := range r.Turns {
		t := &r.Turns[i]
		if !first {
			b = append(b, ',')
		}
		first = false
		switch t.Role {
		case RoleUser:
			b = appendTextMessage(b, "user", t.Content)
		case RoleAssistant:
			b = append(b, `{"role":"assistant"`...)
			switch {
			case len(t.Calls) == 0:
				b = append(b, `,"content":`...)
				b = appendString(b, t.Content)
			default:
				b = appendCallContent(b, t.Content, o.CallContent)
			}
			if len(t.Calls) == 1 {
				b = append(b, `,"function_call":{"name":`...)
				b = appendString(b, t.Calls[0].Name)
				b = append(b, `,"arguments":`...)
				b = appendStringBytes(b, args[ai])
				ai++
				b = append(b, '}')
			}
			b = append(b, '}')
		case RoleTool:
			n := t.Name
			if n == "" {
				n = callName(r, t.CallID)
			}
			if n == "" {
				return nil, errShape(name, "tool result turn %d has no function name", i)
			}
			b = append(b, `{"role":"function","name":`...)
			b = appendString(b, n)
			b = append(b, `,"content":`...)
			b = appendString(b, t.Content)
			b = append(b, '}')
		}
	}
	b = append(b, ']')
	if len(r.Tools) > 0 {
		b = append(b, `,"functions":[`...)
		for i := range r.Tools {
			if i > 0 {
				b = append(b, ',')
			}
			if b, err = appendToolBare(b, &r.Tools[i]); err != nil {
				return nil, shapeErr(name, err)
			}
		}
		b = append(b, ']')
	}
	return append(b, '}'), nil
}

// CheckLine implements LineChecker for openai-functions (docs/formats.md, openai-functions).
func (f functionsFormat) CheckLine(line []byte, c *LineContext) {
	m, ok := decodeObject(line, c)
	if !ok {
		return
	}
	want := c.wantEncoding(EncodingString)
	ts := toolSet{}
	switch fv := m["functions"].(type) {
	case []any:
		if len(fv) == 0 || len(fv) > 128 {
			c.Errorf("/functions", "functions must have 1 to 128 entries, has %d", len(fv))
		}
		ts = checkTools(c, "/functions", fv, toolRules{nameRegex: true})
	case nil:
	default:
		c.Errorf("/functions", "functions must be a list, got %s", typeName(fv))
	}
	if _, ok := m["tools"]; ok {
		c.Errorf("/tools", "tools list in the legacy functions format; use functions")
	}
	msgs, ok := m["messages"].([]any)
	if !ok || len(msgs) == 0 {
		c.Errorf("/messages", "messages must be a non-empty list")
		return
	}
	prev, lastCall := "", ""
	assistants := 0
	var conv []convTurn
	for i, e := range msgs {
		p := ptr("/messages", i)
		msg, ok := e.(map[string]any)
		if !ok {
			c.Errorf(p, "message must be an object")
			return
		}
		role, _ := msg["role"].(string)
		switch role {
		case "system":
			if prev != "" && prev != "system" {
				c.Errorf(ptr(p, "role"), "system message after the conversation started (roles out of order)")
			}
		case "user":
			if lastCall != "" {
				c.Errorf(ptr(p, "role"), "user message before the result of function %s (roles out of order)", lastCall)
			}
			checkText(c, ptr(p, "content"), msg, "user")
			lastCall = ""
			conv = append(conv, convTurn{role: RoleUser, text: stringOf(msg["content"]), path: p})
		case "assistant":
			assistants++
			if prev == "" || prev == "system" {
				c.Errorf(ptr(p, "role"), "assistant message before any user message (roles out of order)")
			} else if lastCall != "" || prev == "assistant" {
				c.Errorf(ptr(p, "role"), "assistant message where a function result or user message is due (roles out of order)")
			}
			if _, ok := msg["tool_calls"]; ok {
				c.Errorf(ptr(p, "tool_calls"), "tool_calls in the legacy functions format; use function_call (one call per message)")
			}
			conv = append(conv, convTurn{role: RoleAssistant, text: stringOf(msg["content"]), path: p})
			fc, has := msg["function_call"]
			if !has {
				checkText(c, ptr(p, "content"), msg, "assistant")
				lastCall = ""
				break
			}
			call, ok := fc.(map[string]any)
			if !ok {
				c.Errorf(ptr(p, "function_call"), "function_call must be an object")
				break
			}
			name, _ := call["name"].(string)
			checkCallName(c, ptr(p, "function_call", "name"), name, ts)
			if av, ok := call["arguments"]; ok {
				checkArgs(c, ptr(p, "function_call", "arguments"), f.Name(), want, name, ts, av)
				conv[len(conv)-1].calls = []convCall{{name: name, args: decodedArgs(av), path: ptr(p, "function_call")}}
			} else {
				c.Errorf(ptr(p, "function_call", "arguments"), "function_call has no arguments")
			}
			lastCall = name
			if lastCall == "" {
				lastCall = "?"
			}
		case "function":
			if lastCall == "" {
				c.Errorf(ptr(p, "role"), "function message does not follow an assistant function_call (roles out of order)")
			}
			name, _ := msg["name"].(string)
			if name == "" {
				c.Errorf(ptr(p, "name"), "function message has no name")
			} else if lastCall != "" && lastCall != "?" && name != lastCall {
				c.Errorf(ptr(p, "name"), "function result names %q but the call was %q", name, lastCall)
			}
			if _, ok := msg["content"].(string); !ok {
				c.Errorf(ptr(p, "content"), "function content must be a plain string")
			}
			conv = append(conv, convTurn{role: RoleTool, text: stringOf(msg["content"]), path: p})
			lastCall = ""
		default:
			c.Errorf(ptr(p, "role"), "unknown role %q", role)
		}
		prev = role
	}
	if assistants == 0 {
		c.Errorf("/messages", "no assistant message")
	}
	checkKinds(c, conv)
	if prev != "assistant" {
		c.Warnf(ptr("/messages", len(msgs)-1, "role"), "record does not end on an assistant message")
	}
}
