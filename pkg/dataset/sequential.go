package dataset

// SequentialCalls returns r with every assistant turn that makes several
// calls rewritten as consecutive single-call turns, each followed by its own
// result: [assistant(A,B), tool(A), tool(B)] becomes [assistant(A),
// tool(A), assistant(B), tool(B)]. Text beside the calls stays on the first
// of them. This is how formats and chat templates that hold one call per
// assistant turn (openai-functions; Llama 3.x and gpt-oss templates) learn
// a parallel request: as the same calls made one after the other.
//
// The rewrite needs every call's result: a multi-call turn not followed by
// exactly one tool turn per call (a record written without --execute ends on
// the calls) returns an error wrapping ErrNotRepresentable, since
// consecutive assistant call turns without results are not a valid
// conversation. r itself is never modified; when no turn has several calls
// r is returned as is.
func SequentialCalls(format string, r *Record) (*Record, error) {
	multi := false
	for i := range r.Turns {
		if len(r.Turns[i].Calls) > 1 {
			multi = true
			break
		}
	}
	if !multi {
		return r, nil
	}
	out := *r
	out.Turns = make([]Turn, 0, len(r.Turns)+4)
	for i := 0; i < len(r.Turns); i++ {
		t := r.Turns[i]
		if t.Role != RoleAssistant || len(t.Calls) < 2 {
			out.Turns = append(out.Turns, t)
			continue
		}
		j := i + 1
		for j < len(r.Turns) && r.Turns[j].Role == RoleTool {
			j++
		}
		results, err := resultsByCall(format, t.Calls, r.Turns[i+1:j])
		if err != nil {
			return nil, err
		}
		for k, c := range t.Calls {
			a := Turn{Role: RoleAssistant, Calls: []Call{c}}
			if k == 0 {
				a.Content = t.Content
			}
			out.Turns = append(out.Turns, a, results[k])
		}
		i = j - 1
	}
	return &out, nil
}

// resultsByCall matches the tool turns that follow a multi-call turn to its
// calls: by CallID when the results carry ids, else by position. It returns
// the results in call order.
func resultsByCall(format string, calls []Call, tools []Turn) ([]Turn, error) {
	if len(tools) != len(calls) {
		return nil, errShape(format, "%d calls in one turn with %d results cannot be written one call per turn (each call needs its result)", len(calls), len(tools))
	}
	out := make([]Turn, len(calls))
	used := make([]bool, len(tools))
	for k, c := range calls {
		found := -1
		for j := range tools {
			if !used[j] && c.ID != "" && tools[j].CallID == c.ID {
				found = j
				break
			}
		}
		if found < 0 && !used[k] && tools[k].CallID == "" {
			found = k
		}
		if found < 0 {
			return nil, errShape(format, "call %s (%s) has no result to follow it", c.Name, c.ID)
		}
		used[found] = true
		out[k] = tools[found]
	}
	return out, nil
}
