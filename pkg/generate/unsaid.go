package generate

import (
	"bytes"
	"encoding/json"
	"maps"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/internal/jsonx"
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
	if a, ok := args[pt.action].(string); ok && len(drop) > 0 {
		for _, k := range pt.actNeeds[a] {
			drop = without(drop, k) // a move keeps where from and where to
		}
		if len(pt.actNeeds[a]) > 0 {
			drop = without(drop, pt.action) // and says it is a move
		}
	}
	drop = dropGated(pt.gated, args, drop)
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
	if out, ok := dropCompactMembers(raw, drop); ok {
		return out, nil
	}
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

// dropCompactMembers is dropMembers for a compact JSON object whose keys
// have no escapes (what synth writes), read without a decoder; ok is
// false for anything else, which dropMembers then decodes.
func dropCompactMembers(raw json.RawMessage, drop []string) (_ json.RawMessage, ok bool) {
	if !jsonx.CompactObject(raw) {
		return nil, false
	}
	out := make([]byte, 0, len(raw))
	out = append(out, '{')
	n := 0
	for i := 1; i < len(raw) && raw[i] != '}'; {
		if raw[i] != '"' {
			return nil, false // white space or an unexpected byte
		}
		start := i
		end := bytes.IndexByte(raw[i+1:], '"')
		if end < 0 {
			return nil, false
		}
		key := raw[i+1 : i+1+end]
		if bytes.IndexByte(key, '\\') >= 0 {
			return nil, false
		}
		i += end + 2
		if i >= len(raw) || raw[i] != ':' {
			return nil, false
		}
		// the value: up to the ',' or '}' that closes it at depth 0
		depth, inStr := 0, false
	value:
		for i++; i < len(raw); i++ {
			c := raw[i]
			switch {
			case inStr:
				if c == '\\' {
					i++
				} else if c == '"' {
					inStr = false
				}
			case c == '"':
				inStr = true
			case c == '{' || c == '[':
				depth++
			case c == '}' || c == ']':
				if depth == 0 {
					break value
				}
				depth--
			case c == ',' && depth == 0:
				break value
			case c == ' ' || c == '\t' || c == '\n' || c == '\r':
				return nil, false
			}
		}
		if i >= len(raw) {
			return nil, false
		}
		dropped := false
		for _, d := range drop {
			dropped = dropped || d == string(key)
		}
		if !dropped {
			if n > 0 {
				out = append(out, ',')
			}
			out = append(out, raw[start:i]...)
			n++
		}
		if raw[i] == ',' {
			i++
		}
	}
	return append(out, '}'), true
}

// noFloor returns d with the optional minimums its instances set to 1 or
// less taken out ("rooms with at least 1 seat", a filter every thing
// passes, which no person says), each instance's JSON redrawn from its
// values; d itself when none is set or the call would not stay valid.
func noFloor(pt *prepTool, d *draw) *draw {
	out := *d
	out.more = slices.Clone(d.more)
	changed := false
	fix := func(e *draw) {
		a, ok := e.val.(map[string]any)
		if !ok {
			return
		}
		b := cloneArgs(a)
		for _, p := range pt.bind.Params() {
			if f, isNum := jsonx.Number(b[p.Name]); !p.Required && isNum && f <= 1 && strings.HasPrefix(norm(p.Name), "min") {
				delete(b, p.Name)
			}
		}
		if len(b) == len(a) {
			return
		}
		raw := mustJSON(b)
		if r, err := pt.schema.ValidateJSON(raw); err != nil || len(r) > 0 {
			return
		}
		e.val, e.raw, changed = b, raw, true
	}
	fix(&out)
	for i := range out.more {
		fix(&out.more[i])
	}
	if !changed {
		return d
	}
	return &out
}

// dropGated adds to drop, the arguments a call leaves unsaid, each
// argument of args tied to one of them (gated, synth.GatedBy): without
// its override_rest, an override_justification explains nothing. Keys
// are visited in sorted order.
func dropGated(gated map[string]string, args map[string]any, drop []string) []string {
	if len(gated) == 0 || len(drop) == 0 {
		return drop
	}
	for _, dep := range slices.Sorted(maps.Keys(gated)) {
		if _, ok := args[dep]; ok && slices.Contains(drop, gated[dep]) && !slices.Contains(drop, dep) {
			drop = append(drop, dep)
		}
	}
	return drop
}
