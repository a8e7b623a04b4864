package generate

import (
	"bytes"
	"encoding/json"
)

// unsaid leaves out of a synthesized call the optional arguments the
// generic request would not say (prompt.Binding.Unsaid: a flag at its
// default, a choice with no natural wording, a null): the call then only
// holds what its request says. raw keeps its bytes otherwise (same key
// order and number forms); a call with nothing to leave out is returned
// as it is.
func unsaid(pt *prepTool, raw json.RawMessage, val any) (json.RawMessage, any) {
	args, ok := val.(map[string]any)
	if !ok || pt == nil || pt.bind == nil || !pt.bind.Generic || len(args) == 0 {
		return raw, val
	}
	drop := keepNeeded(pt.needed, args, pt.bind.Unsaid(args, uint64(fnvWrite(newFNV(), raw))))
	if len(drop) == 0 {
		return raw, val
	}
	out, err := dropMembers(raw, drop)
	if err != nil {
		return raw, val
	}
	kept := make(map[string]any, len(args))
	for k, v := range args {
		kept[k] = v
	}
	for _, k := range drop {
		delete(kept, k)
	}
	return out, kept
}

// dropMembers returns the JSON object raw without the members named in
// drop, the other members' bytes as they were.
func dropMembers(raw json.RawMessage, drop []string) (json.RawMessage, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	out := make([]byte, 0, len(raw))
	out = append(out, '{')
	n := 0
	for dec.More() {
		start := dec.InputOffset()
		kt, err := dec.Token()
		if err != nil {
			return nil, err
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		k, _ := kt.(string)
		skip := false
		for _, d := range drop {
			skip = skip || d == k
		}
		if skip {
			continue
		}
		member := bytes.TrimLeft(raw[start:dec.InputOffset()], " \t\r\n,")
		if n > 0 {
			out = append(out, ',')
		}
		out = append(out, member...)
		n++
	}
	return append(out, '}'), nil
}

// keepNeeded returns drop without the arguments a call needs: one member
// of needed when dropping would leave args with none of them: a drop of files keeps its paths, an update
// keeps what it changes, even when the request says them stiffly.
func keepNeeded(needed []string, args map[string]any, drop []string) []string {
	if len(drop) == 0 {
		return drop
	}
	// an argument named by another's value is that kind of call's content
	// ({"type": "replace_content", "replace_content": {...}}): it stays
	for _, v := range args {
		if k, ok := v.(string); ok {
			if _, named := args[k]; named {
				drop = without(drop, k)
			}
		}
	}
	dropped := func(k string) bool {
		for _, d := range drop {
			if d == k {
				return true
			}
		}
		return false
	}
	for _, k := range needed {
		if _, ok := args[k]; ok && !dropped(k) {
			return drop
		}
	}
	for _, k := range needed {
		if _, ok := args[k]; ok {
			return without(drop, k)
		}
	}
	return drop
}

// without returns drop less k (a new slice when k is in it).
func without(drop []string, k string) []string {
	for i, d := range drop {
		if d == k {
			return append(append(make([]string, 0, len(drop)-1), drop[:i]...), drop[i+1:]...)
		}
	}
	return drop
}
