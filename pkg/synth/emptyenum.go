package synth

import "strings"

// saidValues is ok without its blank string values ("" in ["road",
// "mountain", ""]) when another value is left: a blank is the value a
// person never names (they leave the choice out, or the schema's default
// stands for it), so a call that sets it has nothing in the request to
// ground it. ok comes back unchanged when only blanks are accepted.
func saidValues(ok []any) []any {
	var out []any
	for _, v := range ok {
		if s, isStr := v.(string); isStr && strings.TrimSpace(s) == "" {
			continue
		}
		out = append(out, v)
	}
	if len(out) == 0 || len(out) == len(ok) {
		return ok
	}
	return out
}

// choiceSaid is an enum value as a note writes it, lower case with its
// separators as spaces ("lost_baggage": "lost baggage"), except a word
// hyphened to a single letter, which is written so ("e-bike", "x-ray",
// never "e bike").
func choiceSaid(x string) string {
	l := strings.ToLower(x)
	parts := strings.Split(l, "-")
	for _, p := range parts {
		if len(p) == 1 && !strings.ContainsAny(l, " _") {
			return l
		}
	}
	return strings.NewReplacer("_", " ", "-", " ").Replace(l)
}
