package prompt

import (
	"encoding/json"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// makesNew tells whether the tool's act makes a new thing (create a
// state, file an issue, log a worklog): the fields of its record are
// what the new thing is made with, not changes to an existing one.
func (st *funcState) makesNew() bool {
	if st.data == nil {
		return false
	}
	in := st.data.Tool.intent
	v := firstWord(in.Verb)
	return in.OK && !in.Read && len(in.Verbs) <= 1 && (madeVerbs[v] || addVerbs[v])
}

// addVerbs add a new thing to another ("add a condition report to
// accession A", "attach a note") or put one on record ("report a
// disruption", "raise a defect", "lodge a complaint"): the fields they
// are given are the new thing's ("with examiner …", "with category
// ILLNESS"), never "setting examiner to …".
var addVerbs = map[string]bool{"add": true, "attach": true, "submit": true, "report": true, "raise": true, "lodge": true}

// newFieldsWords says the fields of a record a create act makes as what
// the new thing has: `named "In Review", with color silver and group
// standard`, never "setting color to silver" or "changing name to …",
// which speak of a thing that already exists. keys are the record's
// keys in order, said its words for each value (as scalarWords or a
// joined list gives them); a true or false field says the key with "on"
// or "off", never "default yes".
func newFieldsWords(keys []string, x map[string]any, said map[string]string) string {
	var name string
	var rest, own []string
	spans := fieldSpans(keys, x, said)
	for _, k := range keys {
		h, _, _ := recordFieldWords(k, x[k])
		s := said[k]
		if sp, ok := spans[k]; ok {
			switch {
			case sp == "": // said with its start
			case strings.HasPrefix(sp, "the "):
				rest = append(rest, sp) // "with the arrival window from 10:15 to 16:15"
			default:
				own = append(own, sp) // "valid from … to …", never "with valid from …"
			}
			continue
		}
		if v, ok := x[k].(string); ok {
			if c, ok := clockSaid(v); ok {
				s = c // "16:15", never "16:15:00Z"
			}
		}
		if n, ok := x[k].(json.Number); ok {
			if m, ok := memberUnitTail(keyWords(k), "", words(n)); ok && s != words(n) {
				rest = append(rest, m) // gross_kg 33274: "a gross of 33274 kg", never "gross kg 33274"
				continue
			}
		}
		if participleLed(h) {
			own = append(own, h+" "+s) // examined_on: "examined on 2026-01-01", never "with examined on …"
			continue
		}
		switch v := x[k].(type) {
		case bool:
			s = h + " off"
			if v {
				s = h + " on"
			}
		default:
			if name == "" && (h == "name" || h == "title") {
				if _, ok := v.(string); ok {
					name = s
					continue
				}
			}
			s = h + " " + s
		}
		rest = append(rest, s)
	}
	var parts []string
	if name != "" {
		parts = append(parts, "named "+name)
	}
	parts = append(parts, own...)
	if len(rest) > 0 {
		parts = append(parts, "with "+joinWords(rest, "and"))
	}
	return strings.Join(parts, ", ")
}

// participleLed tells whether words open on a past participle and a
// preposition ("examined on 2026-01-01", "created at …"): what was done
// to a thing and when, said as itself, never after "with" ("with
// examined on …") nor as a setting ("setting examined on to …").
func participleLed(words string) bool {
	f := strings.Fields(words)
	return len(f) > 1 && role.Participle(f[0]) && prepositions[f[1]]
}

// fieldSpans finds the two ends of one span among a record's fields
// (arrivalWindowStart "10:15:00Z", arrivalWindowEnd "16:15:00Z") and
// says it once, start first: "the arrival window from 10:15 to 16:15", never
// each end by its key in key order ("arrival window end 16:15:00Z,
// arrival window start 10:15:00Z"). The span is keyed by its start's
// key; its end's key maps to "" (said with the start).
func fieldSpans(keys []string, x map[string]any, said map[string]string) map[string]string {
	out := map[string]string{}
	for _, k := range keys {
		stem, low, ok := boundStem(strings.ToLower(Humanize(k)))
		if !ok || !low || stem == "" {
			continue
		}
		for _, j := range keys {
			s2, low2, ok2 := boundStem(strings.ToLower(Humanize(j)))
			if !ok2 || low2 || s2 != stem {
				continue
			}
			if text, ok := fieldSpanEnds(x[k], x[j], said[k], said[j]); ok {
				if _, taken := out[k]; !taken {
					out[k], out[j] = "the "+stem+" "+text, ""
					if predicateStem(stem) {
						out[k] = stem + " " + text // valid_from, valid_to: "valid from … to …"
					}
				}
			}
		}
	}
	return out
}

// fieldSpanEnds says two ends of a span: two times of day as a person writes
// them ("from 10:15 to 16:15"), two dates as said; ok is false for any
// other values or an end before its start.
func fieldSpanEnds(a, b any, sa, sb string) (string, bool) {
	x, okA := a.(string)
	y, okB := b.(string)
	if !okA || !okB {
		return "", false
	}
	if cx, ok := clockSaid(x); ok {
		cy, ok := clockSaid(y)
		if !ok || cy < cx {
			return "", false
		}
		return "from " + cx + " to " + cy, true
	}
	ta, _, _, okA := parseDate(x)
	tb, _, _, okB := parseDate(y)
	if !okA || !okB || tb.Before(ta) || sa == "" || sb == "" {
		return "", false
	}
	return "from " + sa + " to " + sb, true
}

// predicateStem tells whether the words a span's keys share say what a
// thing is over the span ("valid", "available", "closed"), not a thing
// of its own: said bare before the span, never "the valid from …".
func predicateStem(stem string) bool {
	if strings.Contains(stem, " ") {
		return false
	}
	return role.Participle(stem) || strings.HasSuffix(stem, "able") || strings.HasSuffix(stem, "ible") ||
		stem == "valid" || stem == "open" || stem == "active" || stem == "effective" || stem == "live"
}
