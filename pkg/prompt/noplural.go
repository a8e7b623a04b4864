package prompt

import "strings"

// noPlural are nouns English does not put in the plural: uncounted ones
// ("data", "feedback", "equipment"), ones already plural ("criteria",
// "people") and ones alike in both numbers ("series", "species"). A
// chart's "data" list is "the data", never "the datas".
var noPlural = map[string]bool{"data": true, "metadata": true, "information": true, "info": true, "feedback": true,
	"equipment": true, "furniture": true, "luggage": true, "baggage": true, "advice": true, "evidence": true,
	"software": true, "hardware": true, "firmware": true, "homework": true, "research": true, "knowledge": true,
	"news": true, "media": true, "criteria": true, "people": true, "children": true, "staff": true, "personnel": true,
	"series": true, "species": true, "means": true, "corps": true, "chassis": true, "aircraft": true, "sheep": true,
	"cattle": true, "livestock": true, "wildlife": true, "clothing": true, "machinery": true, "jewellery": true,
	"jewelry": true, "merchandise": true, "stuff": true, "garbage": true, "rubbish": true, "spam": true,
	"work": true, "paperwork": true, "labour": true, "labor": true, "maintenance": true, "training": true,
	"guidance": true, "signage": true, "traffic": true, "music": true, "mail": true}

// keepsNumber tells whether the last word of w has no plural of its own
// (noPlural): Plural leaves w as it is.
// The last word is read after a space, "_" or "-" ("time_series").
func keepsNumber(w string) bool {
	lw := strings.ToLower(strings.TrimSpace(w))
	if i := strings.LastIndexAny(lw, " _-"); i >= 0 {
		lw = lw[i+1:]
	}
	return noPlural[lw]
}

// singulars are the singulars of the irregular plurals of noPlural.
var singulars = map[string]string{"people": "person", "children": "child", "criteria": "criterion"}
