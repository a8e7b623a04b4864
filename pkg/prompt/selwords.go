package prompt

import (
	"encoding/json"
	"regexp"
	"strings"
)

// selectorWords names the page element a CSS selector picks the way a
// person would ("input[name=\"email\"]" → "email field", "#submit" →
// "submit button", "select[name=\"size\"]" → "size dropdown"): from the
// last compound selector's tag and the attribute, id or class naming it.
// It is "" when the selector names nothing a person would say.
func selectorWords(sel string) string {
	depth, cut := 0, 0
	for i, r := range sel {
		switch {
		case r == '[':
			depth++
		case r == ']':
			depth--
		case depth == 0 && (r == ' ' || r == '>' || r == '+' || r == '~'):
			cut = i + 1
		}
	}
	last := strings.TrimSpace(sel[cut:])
	if strings.Contains(last, ":") {
		return "" // ".card:nth-child(2)": a position, not a name
	}
	m := selCompound.FindStringSubmatch(last)
	if m == nil {
		return ""
	}
	tag, rest := strings.ToLower(m[1]), m[2]
	var name, typ string
	for _, a := range selAttr.FindAllStringSubmatch(rest, -1) {
		switch strings.ToLower(a[1]) {
		case "aria-label", "placeholder", "name", "title":
			if name == "" || a[1] != "name" {
				name = a[2]
			}
		case "type":
			typ = strings.ToLower(a[2])
		case "href":
			if seg := strings.Trim(a[2][strings.LastIndex(strings.TrimRight(a[2], "/"), "/")+1:], "/"); seg != "" {
				name = seg
			}
		case "value":
			if name == "" {
				name = a[2]
			}
		}
	}
	rest = selAttr.ReplaceAllString(rest, "")
	if name == "" {
		if i := strings.LastIndex(rest, "#"); i >= 0 {
			name = strings.FieldsFunc(rest[i+1:], func(r rune) bool { return r == '.' })[0]
		} else if i := strings.LastIndex(rest, "."); i >= 0 {
			name = rest[i+1:]
		}
	}
	if name == "" && tag == "" {
		return ""
	}
	noun := map[string]string{"input": "field", "select": "dropdown", "textarea": "box", "button": "button", "a": "link",
		"img": "image", "h1": "heading", "h2": "heading", "h3": "heading", "form": "form", "table": "table", "nav": "menu"}[tag]
	switch typ {
	case "submit", "button":
		noun = "button"
	case "checkbox":
		noun = "checkbox"
	case "password", "email", "tel", "search":
		if name == "" {
			name = map[string]string{"tel": "phone", "password": "password", "email": "email", "search": "search"}[typ]
		}
	}
	w := strings.Join(strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == '-' || r == '_' || r == ' ' }), " ")
	if w == "" {
		if noun == "" || tag == "" {
			return ""
		}
		return noun
	}
	if noun == "" {
		switch {
		case strings.Contains(w, "search") || strings.Contains(w, "input"):
			noun = "box"
		case strings.Contains(w, "submit") || strings.Contains(w, "btn") || strings.Contains(w, "primary") || strings.Contains(w, "close"):
			noun = "button"
		case strings.Contains(w, "link"), strings.Contains(w, "nav"):
			noun = "link"
		default:
			noun = "element"
		}
	}
	if noun == "box" && strings.HasSuffix(w, " input") {
		return w // "search input"
	}
	for _, f := range strings.Fields(noun) {
		if strings.HasSuffix(w, f) {
			return w
		}
	}
	return w + " " + noun
}

var (
	selCompound = regexp.MustCompile(`^([a-zA-Z][a-zA-Z0-9]*)?((?:[#.][\w-]+|\[[^\]]*\])*)$`)
	selAttr     = regexp.MustCompile(`\[([\w-]+)\s*[~|^$*]?=\s*["']?([^"'\]]*)["']?\]`)
)

// elementName is a name for a page element known only by its snapshot
// ref, fitting what the tool does with it (hl is the ref parameter's
// words): what a drag picks up or where it drops, a dropdown to select
// in, a box to type in, a menu to hover, a button to click.
func (st *funcState) elementName(hl string) string {
	switch endPrep(hl) {
	case "from":
		return st.one("Q3 report card", "first list item", "Design review card", "Invoices list item")
	case "to":
		return st.one("Done column", "Archive folder", "upload area", "Backlog column")
	}
	switch v := strings.Fields(st.verbOf() + " x")[0]; v {
	case "select", "choose", "pick":
		return st.one("Country dropdown", "Size dropdown", "Shipping method dropdown")
	case "type", "fill", "enter", "input":
		return st.one("Search box", "Email field", "Comment box", "First name field")
	case "hover", "mouse":
		return st.one("Account menu", "Products menu", "help icon", "profile avatar")
	default:
		return st.one("Sign in button", "Add to cart button", "Next page link", "Accept cookies button", "Search box", "main menu")
	}
}

// flagSaidBySibling tells whether an is-flag says nothing a number beside it
// does not ("isRevision" beside "revisesThought": "revising thought 5"
// says it is a revision, and a step that revises nothing is no revision):
// the flag's name shares a word stem with a numeric sibling, set when the
// flag is true, unset when it is false.
func (st *funcState) flagSaidBySibling(p Param, x bool) bool {
	if hw := p.lowerHumanWords(); st.data == nil || len(hw) < 2 || hw[0] != "is" && hw[0] != "has" {
		return false // only a flag that marks what the step is ("is revision")
	}
	for _, q := range st.data.Params {
		if q.Name == p.Name || !sharesStem(p.Name, q.Name) {
			continue
		}
		v := st.data.Args[q.Name]
		switch v.(type) {
		case json.Number, float64, int, int64:
			return x
		case nil:
			return !x && numericParam(q)
		}
	}
	return false
}

// sharesStem tells whether two parameter names share a word's first five
// letters ("isRevision", "revisesThought": "revis"), other than "is",
// "has" and the like.
func sharesStem(a, b string) bool {
	for _, x := range strings.Fields(strings.ToLower(Humanize(a))) {
		if len(x) < 5 {
			continue
		}
		for _, y := range strings.Fields(strings.ToLower(Humanize(b))) {
			if len(y) >= 5 && x[:5] == y[:5] {
				return true
			}
		}
	}
	return false
}

// numericParam tells whether p's schema takes a number.
func numericParam(p Param) bool {
	var s struct {
		Type any `json:"type"`
	}
	if json.Unmarshal(p.schema, &s) != nil {
		return false
	}
	switch t := s.Type.(type) {
	case string:
		return t == "integer" || t == "number"
	case []any:
		for _, x := range t {
			if x == "integer" || x == "number" {
				return true
			}
		}
	}
	return false
}
