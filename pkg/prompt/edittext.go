package prompt

import (
	"strings"
	"unicode/utf8"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// mainTexts are the keys of the text a thing is made of ("body",
// "content"): an update that sets one replaces what the thing says.
var mainTexts = map[string]bool{"body": true, "content": true, "text": true, "description": true,
	"markdown": true, "new content": true, "new text": true, "new body": true}

// textNoun is what a person calls the main text an update of d sets
// through p ("body" of an issue is its "description"), and whether p is
// such a text at all: a free text (not code, a query or a name) of an
// update, said as what it replaces.
func textNoun(d *Data, p Param, in intent) (string, bool) {
	hl := strings.ToLower(p.Human)
	if !changes(in) || !mainTexts[hl] {
		return "", false
	}
	switch roleKind(p) {
	case role.Code, role.SQL, role.JSON, role.Query, role.Title, role.Thought:
		return "", false
	}
	hl = strings.TrimPrefix(hl, "new ")
	switch hl {
	case "body":
		// a body beside a title is what trackers call the description
		// ("the description of issue 12"); alone it is the thing's text
		for _, q := range d.Params {
			if h := strings.ToLower(q.Human); h == "title" || h == "subject" || h == "summary" {
				return "description", true
			}
		}
		return "text", true
	case "markdown":
		return "content", true
	}
	return hl, true
}

// newTextPhrase says the text an update puts in place of a thing's own
// ("body" of an issue) the way people paste a replacement: "Here's the
// new description:" above a long one, "It should now say: …" after the
// request for a short one, never by the key ("Below is the body:"). ok
// is false for any other argument.
func (st *funcState) newTextPhrase(p Param, x string, in intent) (argWords, bool) {
	if st.data == nil || looksJSON(x) {
		return argWords{}, false
	}
	noun, ok := textNoun(st.data, p, in)
	if !ok || !ownText(st.data, p) {
		return argWords{}, false
	}
	only := onlyText(st.data, p)
	if strings.ContainsRune(x, '\n') || utf8.RuneCountInString(x) > 160 {
		if !only {
			return argWords{block: x, intro: st.vary("new-text-intro", "Here's the new "+noun+":", "This is the new "+noun+":",
				"The new "+noun+" goes like this:")}, true
		}
		return argWords{block: x, intro: st.vary("new-text-intro", "Here's the new "+noun+":", "Replace it with this:",
			"It should say this now:", "Here's what it should say now:", "This is the new "+noun+":",
			"Swap in this "+noun+":")}, true
	}
	q := quoteStr(x)
	if !only {
		// beside other changes the text is named: "it should now say"
		// would leave what says it open
		return argWords{text: st.one("changing the "+noun+" to "+q, "with the new "+noun+" "+q), noun: "text", ref: q,
			alone: st.vary("new-text-named", "The new "+noun+" is: "+q, "Here's the new "+noun+": "+q,
				"Change the "+noun+" to: "+q), own: true}, true
	}
	return argWords{text: st.one("so it says "+q, "so it reads "+q), noun: "text", ref: q,
		alone: st.vary("new-text-alone", "It should now say: "+q, "Make it say: "+q, "The new "+noun+" is: "+q,
			"Change it to: "+q, "Here's the new "+noun+": "+q, "It should read: "+q), own: true}, true
}

// ownText tells whether p is the thing's own text: a top-level argument,
// or the rich text a top-level one holds ({"rich_text": [...]}), not a
// text nested in an edit ({"insert_content": {"content": …}}), which adds
// to the thing rather than replacing what it says.
func ownText(d *Data, p Param) bool {
	for _, q := range d.Params {
		if q.Name == p.Name {
			return true
		}
	}
	return strings.Contains(strings.ToLower(p.Name), "rich")
}

// onlyText tells whether the text p is the one change of d: every other
// set argument names the thing (an id, its owner and name).
func onlyText(d *Data, p Param) bool {
	for _, q := range d.Set {
		if m, ok := q.Value.(map[string]any); q.Name == p.Name || ok && m[p.Name] != nil {
			continue // the text itself, or what holds it ({"rich_text": …})
		}
		if !identifies(q) && !q.Required || roleKind(q) == role.Text {
			return false
		}
	}
	return true
}

// newTextOnly says an update whose one change is its main text as a
// change of that text: "update the description of issue 12 in acme/api.
// Here's the new one:", not "modify issue 12. Below is the body:", which
// names a field and leaves what changes unsaid.
func (st *funcState) newTextOnly(c *core, d *Data, in intent) {
	if len(c.opts) > 0 || c.object == "" || len(c.blocks) > 1 || strings.Contains(c.object, " of ") ||
		strings.Contains(c.object, "'s ") {
		return
	}
	noun, text := "", ""
	for _, p := range d.Set {
		if n, ok := textNoun(d, p, in); ok && noun == "" && ownText(d, p) && onlyText(d, p) {
			noun, text = n, textOf(p.Value)
		}
	}
	if noun == "" {
		return
	}
	if c.aside != "" && strings.HasSuffix(c.aside, quoteStr(text)) {
		// the object names the text now: "update the description of
		// issue 12. It should say: …", not "… The new description is: …"
		c.aside = st.vary("new-text-said", "It should say: ", "Make it: ", "Change it to: ", "It should now read: ",
			"New version: ", "Here's the new one: ") + quoteStr(text)
	}
	c.verb = st.vary("new-text-verb", "update", "change", "rewrite", "update", "replace")
	if st.intn(2) == 0 && !strings.ContainsAny(c.object, "\"`") {
		c.object = "the " + noun + " of " + c.object
	} else {
		c.object = "the " + noun + " on " + c.object
	}
	if len(c.blocks) == 1 {
		c.blocks[0].intro = st.vary("new-text-one", "Here's the new one:", "Here's the new version:", "It should say this now:",
			"Replace it with this:", "Use this instead:", "This is what it should say:")
	}
}

// textOf is the text a string or a rich-text value holds ("" for
// others).
func textOf(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case []any:
		if t, _, ok := richRuns(x); ok {
			return t
		}
	}
	return ""
}

// writeIntro leads in a block a write passes (a definition, an issue's
// body, a file's content) the way people paste one: "Here's the
// definition:", "Here's the description:", never a form's "Below is the
// body:" or "I've written the body out below:". noun is what the key
// calls the block; plural nouns keep the frame's own intros. "" leaves
// the intro to the frame.
func (st *funcState) writeIntro(p Param, noun string) string {
	if st.data == nil || st.data.Tool.intent.Read || noun == "" || strings.Contains(noun, " ") ||
		strings.HasSuffix(noun, "s") && !strings.HasSuffix(noun, "ss") || irregularPlurals[noun] {
		return ""
	}
	if n, ok := textNoun(st.data, p, intent{Verb: "update"}); ok && strings.EqualFold(noun, strings.ToLower(p.Human)) {
		noun = n // an issue's "body" is its description
	}
	return st.vary("write-intro", "Here's the "+noun+":", "Use this "+noun+":", "This is the "+noun+":",
		"I've pasted the "+noun+" below:", "Here's the "+noun+" to use:", "Here's my "+noun+":",
		"I've put the "+noun+" below:", "The "+noun+" is below:", "This is my "+noun+":")
}
