package role

import (
	"regexp"
	"strconv"
	"strings"
)

// reNumberList finds the numbers a count or size is listed as taking:
// "Length of stay in nights: 3, 4, 7, 10 or 14", "Pack size (6, 12 or
// 24)". Three numbers or more, joined by ", " and a closing "or"; "1,000"
// is one number, not two.
var reNumberList = regexp.MustCompile(`(?:^|[\s(:])(` + num + `(?:\s*,\s+` + num + `)+,?\s+or\s+` + num + `)(?:$|[\s).,;])`)

// readNumberList reads a list of the numbers a numeric parameter takes
// ("3, 4, 7, 10 or 14") into p.values, when no other reading found values
// or examples there. Numbers after "e.g." or "such as" illustrate and are
// read as examples elsewhere; a list of years or a range is no choice.
func (p *prose) readNumberList(d string) {
	if p.values != nil || len(p.examples) > 0 || !strings.Contains(d, " or ") {
		return
	}
	m := reNumberList.FindStringSubmatchIndex(d)
	if m == nil || reExMarker.MatchString(d[:m[2]]) {
		return
	}
	list := d[m[2]:m[3]]
	var vals []string
	for _, part := range strings.Split(strings.ReplaceAll(list, " or ", ","), ",") {
		v := strings.TrimSpace(part)
		if v == "" {
			continue
		}
		if _, err := strconv.ParseFloat(v, 64); err != nil {
			return
		}
		vals = append(vals, v)
	}
	if len(vals) < 3 {
		return
	}
	p.values = vals
	p.notes = append(p.notes, "numbers "+strings.Join(vals, "|")+" listed in prose")
}

// numbersOnly tells whether every value is a number, and an integer when
// integer is set: the values a numeric parameter can take from prose.
func numbersOnly(vals []string, integer bool) bool {
	for _, v := range vals {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || integer && f != float64(int64(f)) {
			return false
		}
	}
	return len(vals) > 0
}
