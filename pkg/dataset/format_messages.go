package dataset

// messagesFormat renders the OpenAI-style chat shape shared by openai, mlx,
// hf and mistral: {"messages":[...],"tools":[...]} with assistant
// "tool_calls" and role "tool" results.
type messagesFormat struct {
	name, desc string
	defaults   FormatOptions
	// parallelFlag writes "parallel_tool_calls" (openai, §2.1).
	parallelFlag bool
	// toolName writes "name" on tool messages (mlx, hf: templates that key
	// results by name need it, §2.3/§2.4).
	toolName bool
	// mistral applies mistral-finetune's rules (§2.7): 9-character ids and a
	// last message from the assistant.
	mistral bool
	// toolsString is allowed (hf, mlx).
	toolsString bool
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
		name:     "mistral",
		desc:     "mistral-finetune: messages + tools, 9-character ids, string arguments, last message the assistant's",
		defaults: FormatOptions{ArgsEncoding: EncodingString, CallContent: CallContentOmit},
		mistral:  true,
	})
}

// Encode implements Format.
func (f *messagesFormat) Encode(r *Record, opts FormatOptions) ([]byte, error) {
	o := resolve(opts, f.defaults)
	args, err := validateRecord(r)
	if err != nil {
		return nil, shapeErr(f.name, err)
	}
	if o.ToolsAsString && !f.toolsString {
		return nil, errShape(f.name, "tools as a JSON string is not allowed")
	}
	if f.mistral {
		if last := r.Turns[len(r.Turns)-1]; last.Role != RoleAssistant {
			return nil, errShape(f.name, "last message must be the assistant's, got %s", last.Role)
		}
	}
	b := make([]byte, 0, 512)
	b = append(b, `{"messages":[`...)
	first := true
	if r.System != "" {
		b = append(b, `{"role":"system","content":`...)
		b = appendString(b, r.System)
		b = append(b, '}')
		first = false
	}
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
			b = append(b, `{"role":"user","content":`...)
			b = appendString(b, t.Content)
			b = append(b, '}')
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
			b = append(b, `,"tool_calls":[`...)
			for j := range t.Calls {
				c := &t.Calls[j]
				if j > 0 {
					b = append(b, ',')
				}
				b = append(b, '{')
				if c.ID != "" {
					if f.mistral && !isID9(c.ID) {
						return nil, errShape(f.name, "call id %q is not 9 characters of [A-Za-z0-9]", c.ID)
					}
					b = append(b, `"id":`...)
					b = appendString(b, c.ID)
					b = append(b, ',')
				} else if f.mistral || f.name == "openai" {
					return nil, errShape(f.name, "call %s has no id", c.Name)
				}
				b = append(b, `"type":"function","function":{"name":`...)
				b = appendString(b, c.Name)
				b = append(b, `,"arguments":`...)
				if o.ArgsEncoding == EncodingString {
					b = appendStringBytes(b, args[ai])
				} else {
					b = append(b, args[ai]...)
				}
				ai++
				b = append(b, `}}`...)
			}
			b = append(b, `]}`...)
		case RoleTool:
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
			b = append(b, '}')
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
// always present (mistral-finetune requires the key, §2.7).
func appendToolBare(b []byte, t *ToolDef) ([]byte, error) {
	p, err := normParams(t.Parameters, t.Name)
	if err != nil {
		return nil, err
	}
	b = append(b, `{"name":`...)
	b = appendString(b, t.Name)
	b = append(b, `,"description":`...)
	b = appendString(b, t.Description)
	b = append(b, `,"parameters":`...)
	b = append(b, p...)
	return append(b, '}'), nil
}
