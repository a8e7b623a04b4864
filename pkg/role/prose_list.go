package role

import (
	"regexp"
	"strings"
)

var (
	// rePipeList finds "pdf|csv|xlsx", "(asc|desc)": alternatives joined
	// by pipes.
	rePipeList = regexp.MustCompile(`(?:^|[\s(\[:])([A-Za-z][\w.-]*(?:\s*\|\s*[A-Za-z][\w.-]*)+)(?:$|[\s)\],.;])`)
	// reQuotedOr finds quoted alternatives: "'asc' or 'desc'",
	// "\"draft\", \"sent\" or \"paid\"".
	reQuotedOr = regexp.MustCompile("([\"'`])[\\w][\\w .-]{0,24}[\"'`](?:\\s*,\\s*[\"'`][\\w][\\w .-]{0,24}[\"'`])*\\s*,?\\s+or\\s+[\"'`][\\w][\\w .-]{0,24}[\"'`]")
	// reSlashList finds three or more words joined by slashes:
	// "daily/weekly/monthly".
	reSlashList = regexp.MustCompile(`(?:^|[\s(:])([A-Za-z][A-Za-z-]*(?:/[A-Za-z][A-Za-z-]*){2,})(?:$|[\s),.;])`)
	// reBareOr matches a whole description that is the list itself,
	// after an optional label: "Accrual or Cash", "Basis: accrual, cash
	// or modified".
	reBareOr = regexp.MustCompile(`^(?:[\w ]{1,60}:\s*)?([A-Za-z][\w-]*(?:\s*,\s*[A-Za-z][\w-]*)*\s*,?\s+or\s+[A-Za-z][\w-]*)\.?$`)
	// reBareCommas matches a whole description that is a list of four or
	// more lower-case words joined by a comma and a space, after an
	// optional label (a format's fields, "lat,lng,lat,lng", are no list):
	// "pottery, bone, metal, other", "Filter by state: open, held, shut,
	// void".
	reBareCommas = regexp.MustCompile(`^(?:[\w ]{1,60}:\s*)?([a-z][a-z-]*(?:,\s+[a-z][a-z-]*){3,})\.?$`)
	// reTrailNote matches a remark in parentheses that ends a description
	// ("… active, paused or archived (query parameter)"): it says where
	// the value goes, it is no part of a list before it.
	reTrailNote = regexp.MustCompile(`\s*\([^()]{1,40}\)\.?$`)
)

// listValueWords are describing words that are values in a list of three
// or more ("country, app, device or none"): there they name a choice.
var listValueWords = map[string]bool{"none": true, "all": true, "both": true, "any": true}

// describingWords name what a value is rather than being a value: "Email
// or username", "Name or ID" describe one parameter that takes either.
var describingWords = map[string]bool{"name": true, "id": true, "ids": true, "key": true, "number": true, "slug": true, "handle": true,
	"code": true, "title": true, "identifier": true, "uuid": true, "text": true, "string": true, "value": true, "null": true, "none": true,
	"empty": true, "both": true, "all": true, "true": true, "false": true}

// readBareList reads an enumeration a description states without "one
// of": alternatives joined by pipes, quoted alternatives joined by "or",
// three or more words joined by slashes, or a description that is only
// "X or Y". Lists whose items describe the value ("Email or username")
// are no enumeration.
func (p *prose) readBareList(d, l string) {
	if p.values != nil || len(p.examples) > 0 {
		return
	}
	var vals []string
	quotedList := false // the alternatives are quoted: literal values
	switch {
	case strings.Contains(d, "|"):
		if m := rePipeList.FindStringSubmatch(d); m != nil {
			vals = splitList(m[1])
		}
	}
	if vals == nil && strings.Contains(l, " or ") {
		if m := reQuotedOr.FindString(d); m != "" {
			vals, quotedList = quotedValues(m), true
		} else if m := reBareOr.FindStringSubmatch(reTrailNote.ReplaceAllString(strings.TrimSpace(d), "")); m != nil {
			vals = splitList(m[1])
		}
	}
	if vals == nil && strings.Count(d, ",") >= 3 {
		vals = bareCommaList(d, l)
	}
	if vals == nil && strings.Count(d, "/") >= 2 && !containsAny(l, "path", "file", "director", "url", "http", "folder", "route", "and/or") {
		if m := reSlashList.FindStringSubmatchIndex(d); m != nil && !namesActions(d[m[1]:]) {
			vals = splitList(d[m[2]:m[3]])
		}
	}
	if len(vals) < 2 {
		return
	}
	ruled := 0 // items that are words of a kind of value ("email")
	for _, v := range vals {
		lv := strings.ToLower(v)
		if quotedList {
			break // ("\"translator\" or \"reviewer\"": words in quotes are values)
		}
		if describingWords[lv] && !(listValueWords[lv] && len(vals) >= 3) {
			return
		}
		if _, ok := ruleFor(lv); ok && lv != "method" {
			ruled++
		}
	}
	if ruled > 0 && (len(vals) < 3 || 2*ruled >= len(vals)) {
		// "Email or username" says what the value may be; in "country,
		// app, device or none" one such word is a choice among others
		return
	}
	p.values = vals
	p.notes = append(p.notes, "values "+strings.Join(vals, "|")+" from a bare list in prose")
}

// bareCommaList returns the words of a description that is only a list
// of words joined by commas (reBareCommas): the values the parameter
// takes, drawn from the list, never a kind of the thing the list leaves
// out. nil when the label says the value holds several ("comma-separated
// fields: ...").
func bareCommaList(d, l string) []string {
	if containsAny(l, "comma", "separated", "fields", "list", "multiple", "include") {
		return nil
	}
	if m := reBareCommas.FindStringSubmatch(strings.TrimSpace(d)); m != nil {
		return splitList(m[1])
	}
	return nil
}

// namesActions reports whether the text after a list says the list names
// the actions a parameter is for ("create/delete/rename operations"), not
// values it takes.
func namesActions(rest string) bool {
	rest = strings.ToLower(strings.TrimLeft(rest, " "))
	for _, w := range []string{"operation", "mode", "action", "command", "method"} {
		if strings.HasPrefix(rest, w) {
			return true
		}
	}
	return false
}
