package prompt

import (
	"math/rand/v2"
	"strings"
)

// IDByObject returns g with a lone parameter named a bare "id", whose
// description names no thing of its own, named by the thing the tool
// acts on ("update_mail_rule", "Patch an existing mail rule": "mail rule
// id"), so its clarify question asks as a person does ("Which mail rule?
// I'll need its id."), not "What's the id?". g is returned as it is when
// the tool's object is no one thing its name also says.
func IDByObject(t ToolInfo, g []Param) []Param {
	if len(g) != 1 || nounOf(g[0]) != "id" || g[0].Type == "array" {
		return g
	}
	thing := toolThing(t)
	if thing == "" {
		return g
	}
	p := g[0]
	p.Human = thing + " id"
	return []Param{p}
}

// toolThing is the one thing a tool acts on, in words its description
// (else its name) gives and its name also says ("mail rule" for
// update_mail_rule, "Patch an existing mail rule"); "" when the object
// lists several things ("a project, section or task"), holds more than
// two words, or names nothing the tool's name does ("metadata" of
// updateOAuthApplication).
func toolThing(t ToolInfo) string {
	in := peerToolIntent(t.Peers, t.Name, t.Title, t.Description)
	o := strings.ToLower(in.Object)
	if strings.ContainsAny(o, ",/") || strings.Contains(o, " or ") || strings.Contains(o, " and ") {
		return ""
	}
	if i := strings.Index(o, "'s "); i >= 0 {
		o = o[:i] // "a document type's name": the document type
	}
	var w []string
	for x := range strings.FieldsSeq(o) {
		if x == "of" {
			break
		}
		if determiners[x] || vague[x] || x == "a" || x == "an" || x == "the" {
			continue
		}
		if !plainWord.MatchString(x) {
			return ""
		}
		w = append(w, x)
	}
	if len(w) == 0 || len(w) > 2 {
		return ""
	}
	w[len(w)-1] = singular(w[len(w)-1])
	head := w[len(w)-1]
	for x := range strings.FieldsSeq(strings.ToLower(Humanize(t.Name))) {
		if singular(x) == head {
			return strings.Join(w, " ")
		}
	}
	return ""
}

// numberIDQuestion asks for a numeric id named by its thing ("mail rule
// id") as people ask for one, by the thing: "Which mail rule? I'll need
// its id.", not "What mail rule id should I use?". "" for other nouns.
func numberIDQuestion(rng *rand.Rand, noun string) string {
	t, ok := strings.CutSuffix(noun, " id")
	f := strings.Fields(t)
	if !ok || len(f) == 0 || len(f) > 2 || determiners[f[0]] {
		return "" // "the document id": no thing's name to ask by
	}
	its := "its"
	if personNouns[f[len(f)-1]] || roleNouns[f[len(f)-1]] {
		its = "their" // "Which contact? I'll need their id."
	}
	return pickOne(rng, "Which "+t+"? I'll need "+its+" id.", "Sure. Which "+t+" is it? "+ucFirst(its)+" id, please.", "Which "+t+" do you mean? What's "+its+" id?")
}
