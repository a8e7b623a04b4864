package generate

import (
	"bytes"
	"encoding/json"
	"regexp"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// A server written with FastMCP or pydantic documents its parameters in
// the tool's description ("Args:\n    network_code: Two-letter FDSN
// network code, e.g. \"BK\".") and gives each property only a title
// ("Network Code"). The tool the synthesizer and the request phrasing see
// (dataOnlyTool) has that text as the description of each property that
// lacks one, and the description without its parameter and return
// sections (tool.ParseDoc): the values are then drawn for what the
// parameter is, and the request never reads "Args:" back. The records'
// tool definitions keep the tool as served.

// reRangeDigit finds two numbers joined as a range in a tool's summary:
// only then may a property gain its text from the summary (InlineRange).
var reRangeDigit = regexp.MustCompile(`\d\s*(?:-|–|to|and)\s*-?\d`)

// reMaxDigit finds a maximum said after its number in a tool's summary
// ("sec = seconds taken, 3600 max"): a property may gain its text from it
// too (InlineRange).
var reMaxDigit = regexp.MustCompile(`\d\s+max\b`)

// opaqueKey finds a property name that says nothing ("arg0":
// tool.OpaqueName) in an input schema's text.
var opaqueKey = regexp.MustCompile(`"(?i:arg|param|p|input|var)[0-9]+"\s*:`)

// opaqueKeys tells whether the input schema raw has a property whose name
// says nothing (opaqueKey), which the tool's summary may say.
func opaqueKeys(raw json.RawMessage) bool { return opaqueKey.Match(raw) }

// withParamDocs returns the input schema raw in which each top-level
// property without a description of its own has the text doc gives it, or
// else the range the summary states right after its name (InlineRange), or
// else its title when the title says more than the property's name
// ("Customer Email" for "email", not "Network Code" for "network_code").
// Members keep their order. raw itself when no property gains one or raw
// does not parse.
func withParamDocs(raw json.RawMessage, doc tool.Doc) json.RawMessage {
	if len(doc.Params) == 0 && !bytes.Contains(raw, []byte(`"title"`)) && !reRangeDigit.MatchString(doc.Summary) && !reMaxDigit.MatchString(doc.Summary) && !strings.Contains(doc.Summary, "|") &&
		!opaqueKeys(raw) {
		return raw
	}
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	n, err := readNode(d)
	if err != nil || !n.obj {
		return raw
	}
	props := n.member("properties")
	if props == nil || !props.obj {
		return raw
	}
	changed := false
	for i, k := range props.keys {
		p := props.vals[i]
		if !p.obj {
			continue
		}
		if s, ok := p.memberString("description"); ok && strings.TrimSpace(s) != "" {
			continue
		}
		text := withoutMarkup(doc.Param(k))
		if text == "" {
			text = withoutMarkup(doc.InlineRange(k))
		}
		if text == "" {
			text = doc.InlineChoices(k)
		}
		if text == "" {
			text = withoutMarkup(doc.InlineSays(k))
		}
		if text == "" {
			if t, ok := p.memberString("title"); ok && !sameWords(t, k) {
				text = withoutMarkup(strings.TrimSpace(t))
			}
		}
		if text == "" {
			continue
		}
		p.set("description", text)
		changed = true
	}
	if !changed {
		return raw
	}
	return n.appendTo(nil)
}

// member returns the value of the object n's member k, nil when it has
// none.
func (n *node) member(k string) *node {
	for i, key := range n.keys {
		if key == k {
			return n.vals[i]
		}
	}
	return nil
}

// memberString returns the object n's member k when it is a string.
func (n *node) memberString(k string) (string, bool) {
	if v := n.member(k); v != nil {
		s, ok := v.leaf.(string)
		return s, ok
	}
	return "", false
}

// set gives the object n's member k the string s, replacing its value or
// adding the member last.
func (n *node) set(k, s string) {
	if v := n.member(k); v != nil {
		*v = node{leaf: s}
		return
	}
	n.keys = append(n.keys, k)
	n.vals = append(n.vals, &node{leaf: s})
}

// sameWords reports whether a title says only the property's name in
// words: "Network Code" for network_code, "Max Depth Km" for max_depth_km,
// "User ID" for userId.
func sameWords(title, key string) bool {
	return strings.Join(nameWords(title), " ") == strings.Join(nameWords(key), " ")
}

// docSiblings holds, by parameter name, the docstring text of a server's
// tools that shows an example ("Station code, e.g. \"BK.CMB\"."): a
// FastMCP server documents a parameter fully on one tool and tersely
// ("Station code.") on the others.
type docSiblings map[string]string

// siblingDocs reads the docstrings of a server's tools (in the order
// given) for the parameter texts that show an example; the first such
// text of each name is kept.
func siblingDocs(tools []tool.Tool) docSiblings {
	var sib docSiblings
	for _, t := range tools {
		for _, p := range tool.ParseDoc(t.Description).Params {
			if !showsExample(p.Text) {
				continue
			}
			if sib == nil {
				sib = docSiblings{}
			}
			if _, ok := sib[p.Name]; !ok {
				sib[p.Name] = p.Text
			}
		}
	}
	return sib
}

// complete returns doc with the text of each parameter that shows no
// example replaced by its namesake's on the server when that text opens
// with the same words and goes on to an example ("Station code." becomes
// "Station code, e.g. \"BK.CMB\"."). doc's own params are not changed.
func (sib docSiblings) complete(doc tool.Doc) tool.Doc {
	if len(sib) == 0 || len(doc.Params) == 0 {
		return doc
	}
	var out []tool.DocParam
	for i, p := range doc.Params {
		s, ok := sib[p.Name]
		if !ok || s == p.Text || showsExample(p.Text) || !opensWith(s, p.Text) {
			continue
		}
		if out == nil {
			out = slices.Clone(doc.Params)
		}
		out[i].Text = s
	}
	if out != nil {
		doc.Params = out
	}
	return doc
}

// showsExample reports whether a parameter's text gives an example value.
func showsExample(s string) bool {
	l := strings.ToLower(s)
	return strings.Contains(l, "e.g") || strings.Contains(l, "for example") || strings.Contains(l, "such as")
}

// opensWith reports whether the words of long begin with all the words of
// short (case and punctuation aside).
func opensWith(long, short string) bool {
	sw, lw := nameWords(short), nameWords(long)
	return len(sw) > 0 && len(sw) < len(lw) && slices.Equal(lw[:len(sw)], sw)
}
