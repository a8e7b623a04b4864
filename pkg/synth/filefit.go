package synth

import (
	"regexp"
	"strings"
)

// reOwnFileURL matches the address of a file fileURL draws
// ("https://acme.io/files/invoice-10482.pdf"): its base name and extension.
var reOwnFileURL = regexp.MustCompile(`^(https://[a-z0-9.-]+/files/)([a-z0-9-]+)(\.[a-z0-9]+)$`)

// titleCuts end the part of a title a file is named by: "Master services
// agreement with Polar Freight" is master-services-agreement.pdf.
var titleCuts = map[string]bool{"with": true, "for": true, "from": true, "by": true, "to": true, "and": true}

// fileStem returns the base name a file of a thing titled t takes: its
// title's words up to a preposition, at most five ("Employment contract
// review for Tomás Patel" → "employment-contract-review").
func fileStem(t string) string {
	var keep []string
	for w := range strings.FieldsSeq(t) {
		lw := strings.ToLower(w)
		if len(keep) > 0 && titleCuts[lw] || len(keep) == 5 {
			break
		}
		keep = append(keep, w)
	}
	s := slug(strings.Join(keep, " "))
	if s == "item" {
		return ""
	}
	return s
}

// vagueTypes are document types that name no document ("other"): a file
// is not named for them.
var vagueTypes = map[string]bool{"other": true, "misc": true, "unknown": true, "general": true, "none": true, "default": true}

// fileNamer returns the stem of the file name the required sibling of a
// file address in obj gives: the thing's title or name, else its
// document type ("bl_draft_approval"); "" when obj has none. (An
// optional one may yet be left out of the call.)
func fileNamer(p *objPlan, obj map[string]any) string {
	var byType string
	for i, k := range p.names {
		s, ok := obj[k].(string)
		if !ok || !p.required[i] || s == "" || strings.Contains(s, "://") {
			continue
		}
		ts := tokens(k)
		switch {
		case len(ts) == 1 && (ts[0] == "title" || ts[0] == "name" || ts[0] == "subject"),
			len(ts) == 2 && (ts[0] == "document" || ts[0] == "doc") && (ts[1] == "title" || ts[1] == "name"),
			len(ts) == 2 && ts[0] == "file" && ts[1] == "title":
			if st := fileStem(s); st != "" {
				return st
			}
		case len(ts) == 2 && (ts[0] == "document" || ts[0] == "doc" || ts[0] == "file") && (ts[1] == "type" || ts[1] == "kind"):
			if !strings.Contains(s, " ") && !vagueTypes[strings.ToLower(s)] {
				byType = fileStem(strings.ReplaceAll(s, "_", " "))
			}
		}
	}
	return byType
}

// fitFileNames names a file address drawn beside a thing's title or
// document type for it: an exhibit titled "Master services agreement"
// is .../master-services-agreement.pdf, never .../invoice-10482.pdf, and
// an MSDS upload is .../msds.pdf, never a user manual. Only addresses
// fileURL drew are renamed; each is checked against its schema.
func (g *Generator) fitFileNames(p *objPlan, obj map[string]any) {
	if p == nil || !holdsFileURL(obj) {
		return // no file's link to rename: no keys to sort
	}
	var stem string
	named := false
	for _, k := range sortedKeys(obj) {
		s, ok := obj[k].(string)
		if !ok || !strings.Contains(s, "/files/") {
			continue
		}
		m := reOwnFileURL.FindStringSubmatch(s)
		if m == nil || !ownFileName(m[2], m[3]) {
			continue
		}
		if !named {
			stem, named = fileNamer(p, obj), true
		}
		if stem == "" || stem == m[2] {
			return
		}
		v := m[1] + stem + m[3]
		if i := indexOf(p.names, k); i >= 0 && len(p.schemas[i]) > 0 && p.schemas[i][0] != nil && !valid(p.schemas[i][0], v) {
			continue
		}
		obj[k] = v
		g.unsure = true // renamed after its check
	}
}

// holdsFileURL tells whether a string of obj holds a file's link
// ("/files/"), the only values fitFileNames renames.
func holdsFileURL(obj map[string]any) bool {
	for _, v := range obj {
		if s, ok := v.(string); ok && strings.Contains(s, "/files/") {
			return true
		}
	}
	return false
}

// ownFileName reports whether name is one fileURL draws for ext.
func ownFileName(name, ext string) bool {
	for _, n := range fileURLNames[ext] {
		if n == name {
			return true
		}
	}
	return false
}
