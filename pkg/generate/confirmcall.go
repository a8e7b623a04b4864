package generate

import (
	"maps"
	"slices"

	"github.com/mcpgen/mcpgen/pkg/synth"
)

// repeatConfirms gives a call's confirmation fields the value of the
// sibling each repeats (synth.ConfirmTarget), as a copy of args: a
// parallel record's second call for another permit confirms that
// permit (was confirm_permit_number "FP-25-07166" beside permit_number
// "FP-25-02390", the first call's). ok is false when nothing changed or
// the changed call would not validate.
func repeatConfirms(pt *prepTool, args map[string]any) (map[string]any, bool) {
	if pt == nil || pt.bind == nil || len(args) < 2 {
		return args, false
	}
	var out map[string]any
	keys := slices.Sorted(maps.Keys(args))
	for _, p := range pt.bind.Params() {
		c, ok := args[p.Name].(string)
		if !ok {
			continue
		}
		t := synth.ConfirmTarget(p.Name, synth.ConfirmDesc(p.Name, p.Description, pt.spoken().Description), keys)
		v, ok := args[t].(string)
		if t == "" || !ok || v == c {
			continue
		}
		if out == nil {
			out = maps.Clone(args)
		}
		out[p.Name] = v
	}
	if out == nil || pt.schema == nil {
		return args, false
	}
	if r, err := pt.schema.ValidateJSON(mustJSON(out)); err != nil || len(r) > 0 {
		return args, false
	}
	return out, true
}

// heldTwice tells whether another argument of args holds v, the value of
// name: a confirmation repeating an id says that id, so a request
// holding either back to ask for it still gives it away ("cancel a
// permit, confirming PTW-VUJ-4384" then "Which permit?").
func heldTwice(args map[string]any, name string, v any) bool {
	s, ok := v.(string)
	if !ok || s == "" {
		return false
	}
	for k, o := range args {
		if k != name && o == any(s) {
			return true
		}
	}
	return false
}
