package dataset

import (
	"encoding/json"
	"slices"
	"strings"
)

// messagesFormat renders the OpenAI-style chat shape shared by openai, mlx,
// hf and mistral: {"messages":[...],"tools":[...]} with assistant
// "tool_calls" and role "tool" results.
type messagesFormat struct {
	name, desc string
	defaults   FormatOptions
	// parallelFlag writes "parallel_tool_calls" (docs/formats.md, openai).
	parallelFlag bool
	// toolName writes "name" on tool messages (mlx, hf: templates that key
	// results by name need it, docs/formats.md, hf and mlx).
	toolName bool
	// mistral applies mistral-finetune's rules (docs/formats.md, mistral): 9-character ids and a
	// last message from the assistant.
	mistral bool
	// toolsString is allowed (hf, mlx).
	toolsString bool
	// encodingWhy, when set, says why the format's trainer reads only the
	// default argument encoding (RequiredEncoding).
	encodingWhy string
}

func (f *messagesFormat) Name() string            { return f.name }
func (f *messagesFormat) Description() string     { return f.desc }
func (f *messagesFormat) Defaults() FormatOptions { return f.defaults }

func init() {
	mustRegister(&messagesFormat{
		name:         "openai",
		desc:         "OpenAI chat fine-tuning format: messages + tools, arguments as a JSON string, tool_call_id",
		defaults:     FormatOptions{ArgsEncoding: EncodingString, CallContent: CallContentOmit},
		parallelFlag: true,
		encodingWhy:  "OpenAI's fine-tuning upload rejects object arguments",
	})
	mustRegister(&messagesFormat{
		name:     "mlx",
		desc:     "MLX-LM (mlx_lm.lora) chat data: messages + tools, arguments as objects",
		defaults: FormatOptions{ArgsEncoding: EncodingObject, CallContent: CallContentEmpty},
		toolName: true, toolsString: true,
	})
	mustRegister(&messagesFormat{
		name:     "hf",
		desc:     "Hugging Face transformers chat templates / TRL / Axolotl: messages + tools, arguments as objects",
		defaults: FormatOptions{ArgsEncoding: EncodingObject, CallContent: CallContentEmpty},
		toolName: true, toolsString: true,
	})
	mustRegister(&messagesFormat{
		name:        "mistral",
		desc:        "mistral-finetune: messages + tools, 9-character ids, string arguments, last message the assistant's",
		defaults:    FormatOptions{ArgsEncoding: EncodingString, CallContent: CallContentOmit},
		mistral:     true,
		encodingWhy: "mistral-finetune raises ToolCallFormatError on object arguments",
	})
}

// Encode implements Format.
func (f *messagesFormat) Encode(r *Record, opts FormatOptions) ([]byte, error) {
	return f.AppendEncode(nil, r, opts)
}

// AppendEncode implements Appender.
func (f *messagesFormat) AppendEncode(dst []byte, r *Record, opts FormatOptions) ([]byte, error) {
	o, args, err := begin(f.name, r, opts, f.defaults)
	if err != nil {
		return nil, err
	}
	if o.OneCallPerTurn {
		// Calls keep their order, so args still lines up with them.
		if r, err = SequentialCalls(f.name, r); err != nil {
			return nil, err
		}
	}
	if o.ToolsAsString && !f.toolsString {
		return nil, errShape(f.name, "tools as a JSON string is not allowed")
	}
	if f.mistral {
		if last := r.Turns[len(r.Turns)-1]; last.Role != RoleAssistant {
			return nil, errShape(f.name, "last message must be the assistant's, got %s", last.Role)
		}
	}
	b, first := startMessages(slices.Grow(dst[:0], lineSize(r)), r.System)
	ai := 0
	parallel := false
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
			if len(t.Calls) == 0 {
				b = append(b, `,"content":`...)
				b = appendString(b, t.Content)
				b = append(b, '}')
				continue
			}
			if len(t.Calls) > 1 {
				parallel = true
			}
			b = appendCallContent(b, t.Content, o.CallContent)
			if b, ai, err = f.appendToolCalls(b, t.Calls, args, ai, o.ArgsEncoding); err != nil {
				return nil, err
			}
		case RoleTool:
			if b, err = f.appendToolMessage(b, r, t); err != nil {
				return nil, err
			}
		}
	}
	b = append(b, ']')
	if len(r.Tools) > 0 {
		b = append(b, `,"tools":`...)
		if o.ToolsAsString {
			tb, err := appendToolsOpenAI(nil, r.Tools)
			if err != nil {
				return nil, shapeErr(f.name, err)
			}
			b = appendStringBytes(b, tb)
		} else {
			b, err = appendToolsOpenAI(b, r.Tools)
			if err != nil {
				return nil, shapeErr(f.name, err)
			}
		}
	}
	if f.parallelFlag && len(r.Tools) > 0 {
		if parallel {
			b = append(b, `,"parallel_tool_calls":true`...)
		} else {
			b = append(b, `,"parallel_tool_calls":false`...)
		}
	}
	b = append(b, '}')
	return b, nil
}

// appendToolCalls appends `,"tool_calls":[...]}` for calls, whose
// arguments are args[ai:] (compact JSON), and returns the next index.
func (f *messagesFormat) appendToolCalls(b []byte, calls []Call, args [][]byte, ai int, enc Encoding) ([]byte, int, error) {
	b = append(b, `,"tool_calls":[`...)
	for j := range calls {
		c := &calls[j]
		if j > 0 {
			b = append(b, ',')
		}
		b = append(b, '{')
		if c.ID != "" {
			if f.mistral && !isID9(c.ID) {
				return nil, ai, errShape(f.name, "call id %q is not 9 characters of [A-Za-z0-9]", c.ID)
			}
			b = append(b, `"id":`...)
			b = appendString(b, c.ID)
			b = append(b, ',')
		} else if f.mistral || f.name == "openai" {
			return nil, ai, errShape(f.name, "call %s has no id", c.Name)
		}
		b = append(b, `"type":"function","function":{"name":`...)
		b = appendString(b, c.Name)
		b = append(b, `,"arguments":`...)
		if enc == EncodingString {
			b = appendStringBytes(b, args[ai])
		} else {
			b = append(b, args[ai]...)
		}
		ai++
		b = append(b, `}}`...)
	}
	return append(b, `]}`...), ai, nil
}

// appendToolMessage appends the tool message of result t.
func (f *messagesFormat) appendToolMessage(b []byte, r *Record, t *Turn) ([]byte, error) {
	b = append(b, `{"role":"tool"`...)
	if t.CallID != "" {
		b = append(b, `,"tool_call_id":`...)
		b = appendString(b, t.CallID)
	} else if f.mistral || f.name == "openai" {
		return nil, errShape(f.name, "tool result has no tool_call_id")
	}
	if f.toolName {
		n := t.Name
		if n == "" {
			n = callName(r, t.CallID)
		}
		if n != "" {
			b = append(b, `,"name":`...)
			b = appendString(b, n)
		}
	}
	b = append(b, `,"content":`...)
	b = appendString(b, t.Content)
	return append(b, '}'), nil
}

// appendToolsOpenAI appends [{"type":"function","function":{"name",
// "description","parameters"}}...].
func appendToolsOpenAI(b []byte, tools []ToolDef) ([]byte, error) {
	b = append(b, '[')
	for i := range tools {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"type":"function","function":`...)
		var err error
		b, err = appendToolBare(b, &tools[i])
		if err != nil {
			return nil, err
		}
		b = append(b, '}')
	}
	return append(b, ']'), nil
}

// appendToolBare appends {"name","description","parameters"}; description is
// always present (mistral-finetune requires the key, docs/formats.md, mistral).
func appendToolBare(b []byte, t *ToolDef) ([]byte, error) {
	if e := t.enc; e != nil {
		e.once.Do(func() { e.bare, e.err = encodeToolBareTo(nil, t) })
		if e.err != nil {
			return nil, e.err
		}
		return append(b, e.bare...), nil
	}
	return encodeToolBareTo(b, t)
}

// encodeToolBareTo is appendToolBare through the cache shared by
// definitions that are not Cached.
func encodeToolBareTo(b []byte, t *ToolDef) ([]byte, error) {
	if v, ok := bareToolCache.get(t); ok {
		return append(b, v...), nil
	}
	p, err := normParams(t.Parameters, t.Name)
	if err != nil {
		return nil, err
	}
	v := make([]byte, 0, len(t.Name)+len(t.Description)+len(p)+48)
	v = append(v, `{"name":`...)
	v = appendString(v, t.Name)
	v = append(v, `,"description":`...)
	v = appendString(v, t.Description)
	v = append(v, `,"parameters":`...)
	v = append(v, p...)
	v = append(v, '}')
	bareToolCache.put(t, v)
	return append(b, v...), nil
}

// bareToolCache holds appendToolBare's entries: a run offers the same few
// tools in every record.
var bareToolCache = newToolCache()

// checkText requires a non-empty string content on a text message: an
// assistant's without calls, and a user's (blank text asks nothing; the
// model would learn to call a tool unasked).
func checkText(c *LineContext, path string, msg map[string]any, role string) {
	switch cv := msg["content"].(type) {
	case string:
		if cv == "" && role == "assistant" {
			c.Errorf(path, "assistant message without tool calls has empty content")
		}
		if strings.TrimSpace(cv) == "" && role == "user" {
			c.Errorf(path, "user message has empty content")
		}
	case nil:
		c.Errorf(path, "%s message has no content", role)
	default:
		c.Errorf(path, "%s content must be a string, got %s", role, typeName(cv))
	}
}

// CheckLine implements LineChecker for openai, mlx, hf and mistral.
func (f *messagesFormat) CheckLine(line []byte, c *LineContext) {
	m, ok := decodeObject(line, c)
	if !ok {
		return
	}
	k := &messagesCheck{f: f, c: c, want: c.wantEncoding(f.defaults.ArgsEncoding), seenIDs: map[string]bool{}, idNames: map[string]string{}}
	if f.name == "mlx" && c.Opts.ArgsEncoding == EncodingDefault {
		k.want = EncodingDefault // template-dependent (docs/formats.md, hf and mlx)
	}
	k.ts = f.checkToolsField(m, c)
	msgs, ok := m["messages"].([]any)
	if !ok {
		c.Errorf("/messages", "messages must be a non-empty list, got %s", typeName(m["messages"]))
		return
	}
	if len(msgs) == 0 {
		c.Errorf("/messages", "messages is empty")
		return
	}
	for i, e := range msgs {
		msg, ok := e.(map[string]any)
		if !ok {
			c.Errorf(ptr("/messages", i), "message must be an object, got %s", typeName(e))
			return
		}
		k.message(i, msg)
	}
	k.finish(m, len(msgs))
}

// checkToolsField checks the record's tools (and the keys that must not
// stand beside them) and returns the tools offered.
func (f *messagesFormat) checkToolsField(m map[string]any, c *LineContext) toolSet {
	ts := toolSet{}
	switch tv := m["tools"].(type) {
	case nil:
		if _, has := m["tools"]; has {
			c.Errorf("/tools", "tools is null; omit it or give a list")
		}
	case []any:
		if len(tv) == 0 && f.toolsString {
			c.Warnf("/tools", "empty tools list; omit it (TRL passes None because Llama templates print tool boilerplate for [])")
		}
		ts = checkTools(c, "/tools", tv, toolRules{wrapped: true, nameRegex: f.name == "openai", needDesc: f.mistral, needParams: f.mistral})
	case string:
		if !f.toolsString {
			c.Errorf("/tools", "tools is a JSON string; %s needs a list", f.name)
			break
		}
		if l, ok := toolsFromString(c, tv, ""); ok {
			ts = checkTools(c, "/tools", l, toolRules{wrapped: true})
		}
	default:
		c.Errorf("/tools", "tools must be a list, got %s", typeName(tv))
	}
	if _, ok := m["functions"]; ok && f.name == "openai" {
		c.Warnf("/functions", "deprecated functions list beside the tools format; use tools")
	}
	if f.mistral {
		if _, ok := m["available_tools"]; ok && m["tools"] != nil {
			c.Errorf("/available_tools", "both tools and available_tools are set")
		}
	}
	return ts
}

// messagesCheck is the state of checking one record's messages in order.
type messagesCheck struct {
	f    *messagesFormat
	c    *LineContext
	want Encoding
	ts   toolSet
	// pending are the call ids of the last assistant turn not yet
	// answered; pendingCalls counts its calls not yet answered (with or
	// without ids).
	pending      []string
	pendingCalls int
	prev         string // the previous message's role
	assistants   int
	multi        bool // some assistant turn has several calls
	seenIDs      map[string]bool
	conv         []convTurn        // the turns, for checkKinds
	idNames      map[string]string // call id → tool name
}

// message checks message i: its keys, then the rules of its role.
func (k *messagesCheck) message(i int, msg map[string]any) {
	c, p := k.c, ptr("/messages", i)
	role, _ := msg["role"].(string)
	if k.f.name == "openai" {
		for key := range msg {
			switch key {
			case "role", "content", "tool_calls", "tool_call_id", "name", "weight", "function_call", "refusal":
			default:
				c.Warnf(ptr(p, key), "unknown message key %q (OpenAI's checker flags it)", key)
			}
		}
	}
	if w, ok := msg["weight"]; ok {
		if role != "assistant" {
			c.Errorf(ptr(p, "weight"), "weight is only allowed on assistant messages")
		} else if n, ok := w.(json.Number); !ok || (n.String() != "0" && n.String() != "1") {
			c.Errorf(ptr(p, "weight"), "weight must be 0 or 1")
		}
	}
	switch role {
	case "system", "developer":
		k.system(i, p, role, msg)
	case "user":
		if k.pendingCalls > 0 {
			c.Errorf(ptr(p, "role"), "user message before the results of %d tool call(s) (roles out of order)", k.pendingCalls)
		}
		if k.prev == "user" {
			c.Warnf(ptr(p, "role"), "two user messages in a row")
		}
		checkText(c, ptr(p, "content"), msg, "user")
		k.pending, k.pendingCalls = nil, 0
		k.conv = append(k.conv, convTurn{role: RoleUser, text: stringOf(msg["content"]), path: p})
	case "assistant":
		k.assistant(p, msg)
	case "tool":
		k.tool(p, msg)
	default:
		c.Errorf(ptr(p, "role"), "unknown role %q", role)
	}
	k.prev = role
}

func (k *messagesCheck) system(i int, p, role string, msg map[string]any) {
	c := k.c
	if role == "developer" && k.f.name != "openai" {
		c.Errorf(ptr(p, "role"), "unknown role %q", role)
	}
	if k.prev != "" && k.prev != "system" && k.prev != "developer" {
		c.Errorf(ptr(p, "role"), "%s message after the conversation started (roles out of order)", role)
	}
	if _, ok := msg["content"].(string); !ok {
		c.Errorf(ptr(p, "content"), "%s content must be a string", role)
	}
	if k.f.mistral && i > 0 {
		c.Errorf(ptr(p, "role"), "second system message (mistral-finetune: Only one is allowed)")
	}
}

func (k *messagesCheck) assistant(p string, msg map[string]any) {
	c := k.c
	k.assistants++
	switch {
	case k.prev == "" || k.prev == "system" || k.prev == "developer":
		c.Errorf(ptr(p, "role"), "assistant message before any user message (roles out of order)")
	case k.pendingCalls > 0:
		c.Errorf(ptr(p, "role"), "assistant message before the results of %d tool call(s) (roles out of order)", k.pendingCalls)
	case k.prev == "assistant":
		c.Errorf(ptr(p, "role"), "two assistant messages in a row (roles out of order)")
	}
	if _, ok := msg["function_call"]; ok {
		c.Errorf(ptr(p, "function_call"), "legacy function_call in the %s format; use tool_calls", k.f.name)
	}
	k.conv = append(k.conv, convTurn{role: RoleAssistant, text: stringOf(msg["content"]), path: p})
	calls, hasCalls := msg["tool_calls"]
	if !hasCalls || calls == nil {
		checkText(c, ptr(p, "content"), msg, "assistant")
		k.pending, k.pendingCalls = nil, 0
		return
	}
	list, ok := calls.([]any)
	if !ok || len(list) == 0 {
		c.Errorf(ptr(p, "tool_calls"), "tool_calls must be a non-empty list")
		return
	}
	if len(list) > 1 {
		k.multi = true
	}
	switch cv := msg["content"].(type) {
	case nil:
		if _, has := msg["content"]; has && (k.f.name == "hf" || k.f.name == "mlx") {
			c.Warnf(ptr(p, "content"), `content null beside tool_calls breaks Qwen3 and gpt-oss templates; use ""`)
		}
	case string:
	default:
		c.Errorf(ptr(p, "content"), "content must be a string or null, got %s", typeName(cv))
	}
	k.pending, k.pendingCalls = nil, len(list)
	for j, ce := range list {
		cp := ptr(p, "tool_calls", j)
		if call, ok := ce.(map[string]any); ok {
			k.toolCall(cp, call)
		} else {
			c.Errorf(cp, "tool call must be an object")
		}
	}
}

// toolCall checks one entry of tool_calls: its id, type, name and
// arguments.
func (k *messagesCheck) toolCall(cp string, call map[string]any) {
	c := k.c
	id, hasID := call["id"]
	ids, _ := id.(string)
	switch {
	case !hasID || id == nil:
		if k.f.name == "openai" || k.f.mistral {
			c.Errorf(ptr(cp, "id"), "tool call has no id")
		}
	case ids == "":
		c.Errorf(ptr(cp, "id"), "tool call id must be a non-empty string")
	default:
		if k.f.mistral && !isID9(ids) {
			c.Errorf(ptr(cp, "id"), "tool call id %q must be exactly 9 characters of [A-Za-z0-9]", ids)
		}
		if k.seenIDs[ids] {
			c.Errorf(ptr(cp, "id"), "tool call id %q used twice", ids)
		}
		k.seenIDs[ids] = true
		k.pending = append(k.pending, ids)
	}

	if t, ok := call["type"]; ok && t != "function" {
		c.Errorf(ptr(cp, "type"), `tool call type must be "function"`)
	} else if !ok && k.f.name == "openai" {
		c.Errorf(ptr(cp, "type"), `tool call has no type "function"`)
	}
	fn, ok := call["function"].(map[string]any)
	if !ok {
		c.Errorf(ptr(cp, "function"), "tool call has no function object")
		return
	}
	name, _ := fn["name"].(string)
	checkCallName(c, ptr(cp, "function", "name"), name, k.ts)
	if ids != "" {
		k.idNames[ids] = name
	}
	av, has := fn["arguments"]
	if !has {
		c.Errorf(ptr(cp, "function", "arguments"), "tool call has no arguments")
		return
	}
	checkArgs(c, ptr(cp, "function", "arguments"), k.f.name, k.want, name, k.ts, av)
	last := &k.conv[len(k.conv)-1]
	last.calls = append(last.calls, convCall{name: name, args: decodedArgs(av), path: cp})
}

func (k *messagesCheck) tool(p string, msg map[string]any) {
	c := k.c
	if k.prev != "assistant" && k.prev != "tool" {
		c.Errorf(ptr(p, "role"), "tool message does not follow an assistant tool call (roles out of order)")
	} else if k.pendingCalls == 0 {
		c.Errorf(ptr(p, "role"), "more tool messages than tool calls")
	}
	idv, hasID := msg["tool_call_id"]
	id, _ := idv.(string)
	switch {
	case !hasID:
		if k.f.name == "openai" || k.f.mistral {
			c.Errorf(ptr(p, "tool_call_id"), "tool message has no tool_call_id")
		}
	case id == "":
		c.Errorf(ptr(p, "tool_call_id"), "tool_call_id must be a non-empty string")
	default:
		if i := slices.Index(k.pending, id); i >= 0 {
			k.pending = slices.Delete(k.pending, i, i+1)
		} else {
			c.Errorf(ptr(p, "tool_call_id"), "tool_call_id %q answers no pending call of the previous assistant message", id)
		}
	}
	if k.pendingCalls > 0 {
		k.pendingCalls--
	}
	if n, ok := msg["name"].(string); ok && id != "" && k.idNames[id] != "" && n != k.idNames[id] {
		c.Errorf(ptr(p, "name"), "tool message names %q but call %s was to %q", n, id, k.idNames[id])
	}
	if _, ok := msg["content"].(string); !ok {
		c.Errorf(ptr(p, "content"), "tool content must be a plain string, got %s", typeName(msg["content"]))
	}
	k.conv = append(k.conv, convTurn{role: RoleTool, text: stringOf(msg["content"]), path: p})
}

// finish checks what holds for the whole record: an assistant message,
// the last role, parallel_tool_calls against the calls made.
func (k *messagesCheck) finish(m map[string]any, n int) {
	c := k.c
	if k.assistants == 0 {
		c.Errorf("/messages", "no assistant message")
	}
	checkKinds(c, k.conv)
	if k.prev != "assistant" {
		if k.f.mistral {
			c.Errorf(ptr("/messages", n-1, "role"), "last message must be the assistant's (mistral-finetune: Expected last role to be one of: [assistant])")
		} else {
			c.Warnf(ptr("/messages", n-1, "role"), "record does not end on an assistant message")
		}
	}
	if k.f.name == "openai" {
		if pv, ok := m["parallel_tool_calls"]; ok {
			if b, ok := pv.(bool); !ok {
				c.Errorf("/parallel_tool_calls", "parallel_tool_calls must be a boolean")
			} else if !b && k.multi {
				c.Errorf("/parallel_tool_calls", "parallel_tool_calls is false but an assistant message has several tool calls")
			}
		}
	}
}
