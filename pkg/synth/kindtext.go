package synth

import "strings"

// kindText is a text filed under the words of the kinds it tells of: a
// sibling enum value holding one of them ("pest_control", "late_rent")
// picks it.
type kindText struct {
	kinds []string
	text  string
}

// textSet holds every text of texts.
func textSet(texts []kindText) map[string]bool {
	m := make(map[string]bool, len(texts))
	for _, t := range texts {
		m[t.text] = true
	}
	return m
}

// fitKindText makes the member of obj holding one of texts (set holds
// them) agree with the kind a sibling enum chose: the first enum value,
// in plan order, with a word (or its singular) that files a text keep
// allows (nil: any) gives that text. obj is left alone when it holds
// none of texts. It serves the home faults, lease notices and civic
// problems alike.
func fitKindText(p *objPlan, obj map[string]any, texts []kindText, set map[string]bool, keep func(text string) bool) {
	if len(obj) < 2 {
		return
	}
	key := ""
	for _, k := range p.names {
		if s, ok := obj[k].(string); ok && set[s] {
			key = k
			break
		}
	}
	if key == "" {
		return
	}
	for i, k := range p.names {
		s, ok := obj[k].(string)
		if !ok || len(p.schemas[i]) == 0 || p.schemas[i][0].Enum == nil {
			continue
		}
		for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == '_' || r == '-' || r == ' ' }) {
			for _, t := range texts {
				for _, kw := range t.kinds {
					if (w == kw || singular(w) == kw) && (keep == nil || keep(t.text)) {
						obj[key] = t.text
						return
					}
				}
			}
		}
	}
}
