package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

// elementPairs returns the optional element descriptions of a plan ("the
// Country dropdown") and the element reference each names ("e74"): a
// browser tool's element parameter beside its snapshot ref, paired by the
// words before their last one ("startElement" with "startTarget",
// "element" with "ref"). A person names the element they mean and gives
// its ref beside the name, so a call that carries the ref carries the
// description too.
func elementPairs(p *objPlan) [][2]int {
	var out [][2]int
	for i, n := range p.names {
		if p.required[i] || !elementDesc(p.schemas[i][0].Description) {
			continue
		}
		pre := namePrefix(n)
		for j, m := range p.names {
			if j != i && elementRefDesc(p.schemas[j][0].Description) && namePrefix(m) == pre {
				out = append(out, [2]int{i, j})
				break
			}
		}
	}
	return out
}

// elementDesc tells whether a description is that of a human-readable
// element description ("Human-readable element description used to obtain
// permission to interact with the element").
func elementDesc(d string) bool {
	d = strings.ToLower(d)
	return strings.Contains(d, "human-readable") && strings.Contains(d, "element")
}

// elementRefDesc tells whether a description is that of an element
// reference from a page snapshot.
func elementRefDesc(d string) bool {
	d = strings.ToLower(d)
	return strings.Contains(d, "element reference") || strings.Contains(d, "reference from the page snapshot") ||
		strings.Contains(d, "ref from the snapshot")
}

// namePrefix is a property name's words without the last one
// ("startElement" → "start", "ref" → "").
func namePrefix(n string) string {
	ts := role.Tokens(n)
	if len(ts) > 0 {
		ts = ts[:len(ts)-1]
	}
	return strings.Join(ts, " ")
}

// elementsTogether includes an element's description whenever its ref is
// in the call and the description may be present.
func (p *objPlan) elementsTogether(include []bool, optional []*jsonschema.Schema) {
	for _, e := range p.elems {
		if (include[e[1]] || p.required[e[1]]) && optional[e[0]] != nil {
			include[e[0]] = true
		}
	}
}

// elementsWithRefs is elementsTogether for an object built on the general
// path: of the optional names, an element description whose ref (among
// props) is required or chosen is chosen too.
func elementsWithRefs(optional []string, schemas []*jsonschema.Schema, in []bool, props map[string][]*jsonschema.Schema) {
	for i, n := range optional {
		if in[i] || schemas[i] == nil || !elementDesc(schemas[i].Description) {
			continue
		}
		pre := namePrefix(n)
		for k, ps := range props {
			if k == n || namePrefix(k) != pre || len(ps) == 0 || !elementRefDesc(ps[0].Description) {
				continue
			}
			chosen := true
			for j, o := range optional {
				if o == k {
					chosen = in[j]
				}
			}
			if chosen {
				in[i] = true
			}
		}
	}
}

// elementScripts are scripts run on one element of a page, written as the
// function of it a description asks for ("(element) => { /* code */ }").
var elementScripts = []string{"(element) => element.textContent", "(element) => element.value",
	"(element) => element.getBoundingClientRect().toJSON()", "(element) => getComputedStyle(element).display",
	"(element) => element.outerHTML", "(element) => element.disabled"}

// elementCode returns the index of a script property whose description
// says it takes the element when one is given ("(element) => { /* code
// */ } when element is provided") and of the element reference beside it,
// or -1s.
func elementCode(p *objPlan) [2]int {
	out := [2]int{-1, -1}
	for i := range p.names {
		d := strings.ToLower(p.schemas[i][0].Description)
		if strings.Contains(d, "(element)") || strings.Contains(d, "(el)") {
			out[0] = i
		} else if elementRefDesc(d) && out[1] < 0 {
			out[1] = i
		}
	}
	if out[0] < 0 || out[1] < 0 {
		return [2]int{-1, -1}
	}
	return out
}

// scriptOfElement makes the script of a call that names an element a
// function of that element: "() => document.title" run "on the Search box
// at e25" takes no element, so the element named is of no use.
func (g *Generator) scriptOfElement(p *objPlan, obj map[string]any) {
	code, ref := p.names[p.elemCode[0]], p.names[p.elemCode[1]]
	s, ok := obj[code].(string)
	if _, named := obj[ref]; !ok || !named || !strings.HasPrefix(s, "()") {
		return
	}
	if v := elementScripts[g.rng.Intn(len(elementScripts))]; matchesAll(p.schemas[p.elemCode[0]], v) {
		obj[code] = v
	}
}

// dragItems and dropZones are what a drag and drop moves and where it
// lands, as a person names them on a page.
var (
	dragItems = []string{"Q3 report card", "Fix login bug task card", "first list item", "profile photo thumbnail",
		"Design review card", "Groceries list item"}
	dropZones = []string{"Done column", "In progress column", "upload area", "Trash folder", "top of the list", "Archive folder", "Backlog column"}
)

// fileDropZones are the elements a page takes dropped or uploaded files
// on: a drop zone, a file input, an editor that attaches what lands on it.
var fileDropZones = []string{"upload area", "Attachments drop zone", "file upload box", "Attachments drop zone",
	"upload area", "message editor", "Drop files here area"}

// textDropZones are the elements dropped text, HTML or a link lands on:
// an editor, not a file input.
var textDropZones = []string{"message editor", "Comment box", "Description editor", "notes editor"}

// fixDropTarget makes what is dropped fit where it lands: text, HTML or a
// link ({"data": {"text/plain": …}}) goes onto an editor, not "the file
// upload box".
func (g *Generator) fixDropTarget(obj map[string]any) {
	el, ok := obj["element"].(string)
	if _, data := obj["data"].(map[string]any); !ok || !data || obj["paths"] != nil {
		return
	}
	for _, z := range fileDropZones {
		if el == z && z != "message editor" {
			obj["element"] = textDropZones[g.rng.Intn(len(textDropZones))]
			g.unsure = true // rewritten after its check
			return
		}
	}
}

// dropsFiles tells whether a tool's description says it drops or uploads
// files or data onto an element ("Drop files or MIME-typed data onto an
// element", "Upload a file to a file input"): its element is a place that
// takes them.
func dropsFiles(about string) bool {
	a := strings.ToLower(about)
	return strings.Contains(a, "upload") || strings.Contains(a, "drop ") && containsAny(a, "file", "onto", "data")
}

// endPrep is "from" for a property name saying where a move starts
// ("startElement", "sourceRef"), "to" for where it ends, else "".
func endPrep(name string) string {
	switch {
	case strings.HasPrefix(name, "start") || strings.HasPrefix(name, "source") || strings.HasPrefix(name, "from"):
		return "from"
	case strings.HasPrefix(name, "end") || strings.HasPrefix(name, "dest") || strings.HasPrefix(name, "target") && len(name) > 6:
		return "to"
	}
	return ""
}

// elementDescValue is a human-readable element description: what a drag
// picks up and where it is dropped (a card and a column, not a dropdown
// onto a button), else an element people click or type in.
func elementDescValue(intn func(int) int, h hint) string {
	switch endPrep(strings.ToLower(h.name)) {
	case "from":
		return dragItems[intn(len(dragItems))]
	case "to":
		return dropZones[intn(len(dropZones))]
	}
	return elemDescs[intn(len(elemDescs))]
}
