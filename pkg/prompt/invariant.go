package prompt

import "strings"

// samePluralNouns are nouns whose plural is the word itself: a list of
// data points is "the data", never "the datas"; two series are "the
// series", and one of them is a series, never a "sery".
var samePluralNouns = map[string]bool{"data": true, "metadata": true, "series": true, "species": true,
	"information": true, "feedback": true, "equipment": true, "software": true, "hardware": true,
	"news": true, "media": true, "staff": true, "aircraft": true, "sheep": true, "deer": true}

// sameInPlural tells whether lw, a lower-case noun or phrase, ends on a
// noun said the same in the singular and the plural.
func sameInPlural(lw string) bool {
	if i := strings.LastIndexAny(lw, " _-"); i >= 0 {
		lw = lw[i+1:]
	}
	return samePluralNouns[lw]
}
