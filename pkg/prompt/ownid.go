package prompt

import (
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// idOfThe matches what a bare identifier's description says it names:
// "ID of the cycle to retrieve", "The ID or slug of the release pipeline
// to retrieve", "Customer need ID", "Task GID to move".
var idOfThe = regexp.MustCompile(`(?i)^(?:the )?(?:id|gid|uuid|identifier)(?: or (?:slug|key|identifier|name))? of (?:the|a|an|this) ([a-z][a-z ]{0,40}?)(?: to | that | which | whose |$|[.,(])|^(?:the )?([a-z][a-z ]{0,40}?) (?:id|gid|uuid)(?: to [a-z]+)?\.?$`)

// bareIDNames are parameter names that say only "an identifier", never of
// what ("id", "uuid"): what the identifier names comes from the tool.
var bareIDNames = map[string]bool{"id": true, "uuid": true, "gid": true, "identifier": true, "ident": true, "sid": true}

// ownIDNoun is the noun a bare identifier is said with: the thing the
// tool acts on. "id" on "Archive a customer need" is the customer need's
// own ("archive customer need 3f9…"), never "item 3f9…", which says
// neither what the value is nor that it is the thing archived. The
// description's "ID of the cycle to retrieve" names it when the tool's
// object does not; "" when neither says. own tells that the id names the
// thing acted on, not what it belongs to.
func ownIDNoun(p Param, in intent, d *Data) (noun string, own bool) {
	if !bareIDNames[strings.ToLower(strings.TrimSpace(p.Human))] || makes(in) {
		// a new thing's own id is a setting of it ("with ID 5"), not its name
		return "", false
	}
	obj := strings.ToLower(bareObject(strings.TrimSpace(in.Object)))
	if i := strings.Index(obj, " of "); i > 0 {
		obj = obj[:i]
	}
	if e, ok := strings.CutPrefix(strings.ToLower(in.Extra), "of "); ok || strings.Contains(strings.ToLower(in.Object), " of ") {
		// "Rotate the client secret of an app": the id is the app's
		obj = ownerNoun(e)
		if !ok {
			_, o, _ := strings.Cut(strings.ToLower(in.Object), " of ")
			obj = ownerNoun(o)
		}
	}
	desc := ""
	if m := idOfThe.FindStringSubmatch(strings.TrimSpace(p.Description)); m != nil {
		desc = strings.ToLower(strings.TrimSpace(m[1] + m[2]))
		desc = strings.TrimPrefix(desc, "the ")
	}
	if genericNouns[lastWord(desc)] || strings.Contains(strings.ToLower(p.Description), " object ") {
		// "The ID of the entity to delete" says no more than "id"; a
		// set "type" says what kind of thing it names
		if kindChosen(d) {
			return "", false
		}
		desc = ""
	}
	ow := strings.Fields(obj)
	for len(ow) > 1 && (ow[0] == "one" || ow[0] == "single" || ow[0] == "specific" || ow[0] == "existing") {
		ow = ow[1:] // "one ordinary workspace webhook"
	}
	obj = strings.Join(ow, " ")
	if len(ow) > 0 && genericNouns[ow[len(ow)-1]] {
		return "", false
	}
	switch {
	case len(ow) > 0 && len(ow) <= 4 && nounWords(ow) && (desc == "" || ow[len(ow)-1] == lastWord(desc) || strings.HasPrefix(obj, desc+" ")):
		// "Update team settings" with "ID of the team to update": the
		// object opens with what the id names ("team ABC-7's settings").
		if desc != "" && strings.HasPrefix(obj, desc+" ") {
			return desc, true
		}
		return originalCase(obj, in.Object), true
	case desc != "" && len(strings.Fields(desc)) <= 3:
		// "content history entries" with "Document content ID": the id
		// names what the object belongs to ("for document content d-5")
		return desc, obj == ""
	}
	return "", false
}

// nounWords tells whether words are plain lower-case words that can name
// a thing ("release pipeline"), not a plural listing ("workspaces"),
// quoted text or a phrase with a preposition.
func nounWords(w []string) bool {
	for _, x := range w {
		if !nounWord.MatchString(x) || prepositions[x] || x == "and" || x == "or" {
			return false
		}
	}
	last := w[len(w)-1]
	return !strings.HasSuffix(last, "s") || strings.HasSuffix(last, "ss")
}

// idArg says an identifier argument: a bare "id" by the noun of what it
// names (ownIDNoun), any other by its own noun (idPhrase).
func (st *funcState) idArg(p Param, k role.Kind, x, hl, noun string, in intent) argWords {
	if a, ok := changeIDs(noun, x); ok {
		return a // removeLabelId: "removing label 5", never "for remove label 5"
	}
	if a, ok := st.selfIDArg(p, x, noun, in); ok {
		return a
	}
	if n, own := ownIDNoun(p, in, st.data); k == role.ID && n != "" {
		if own {
			return st.ownIDPhrase(x, n)
		}
		noun = n
	}
	if k == role.ID {
		if a, ok := st.positionID(p, x); ok {
			return a
		}
		if a, ok := st.ownNumber(noun, x); ok {
			return a
		}
		noun = spokenIDNoun(noun, x)
	}
	if f := strings.Fields(noun); k == role.ID && len(f) > 1 && strings.HasSuffix(f[0], "ing") && !ingNouns[f[0]] && !objectIs(in, noun) {
		// resolvingCommentId: the comment that resolves, not a place ("for
		// PLAT-189 of resolving comment DATA-358")
		return argWords{text: "with " + x + " as the " + noun}
	}
	return st.idPhrase(k, x, hl, noun)
}

// ingNouns are words in -ing that name a thing ("billing account",
// "meeting room"), not what another thing does.
var ingNouns = map[string]bool{"billing": true, "meeting": true, "building": true, "setting": true, "listing": true,
	"mapping": true, "string": true, "thing": true, "ring": true, "shipping": true, "pricing": true, "booking": true,
	"recording": true, "landing": true, "parking": true, "training": true, "funding": true, "heading": true,
	"posting": true, "drawing": true, "painting": true, "opening": true, "wedding": true, "morning": true, "evening": true,
	"spring": true, "king": true, "wing": true, "timing": true, "routing": true, "staging": true, "tracking": true,
	"logging": true, "hosting": true, "pending": false, "incoming": true, "outgoing": true, "upcoming": true,
	"existing": true, "matching": true, "standing": true, "recurring": true, "outstanding": true, "remaining": true,
	"ongoing": true, "missing": true, "mailing": true, "holding": true, "seating": true, "boarding": true, "waiting": true,
	"packing": true, "operating": true, "rolling": true, "running": true}

// objectIs tells whether noun ("standing order") is the tool's object
// ("Cancel a standing order"): an identifier of the thing acted on is
// said by that thing's noun ("cancel standing order SO-4896"), never as
// the part another thing plays ("with SO-4896 as the standing order").
func objectIs(in intent, noun string) bool {
	o := strings.ToLower(bareObject(strings.TrimSpace(in.Object)))
	return noun != "" && (o == strings.ToLower(noun) || strings.HasSuffix(o, " "+strings.ToLower(noun)))
}

// ownIDPhrase says the identifier of the thing a tool acts on by that
// thing's noun: "customer need 3f9…", which takes the object's place
// ("archive customer need 3f9…"), or stands after the verb when the tool
// names no object ("archive document d-5"), never led by "of" or "for".
func (st *funcState) ownIDPhrase(x, noun string) argWords {
	ref := noun + " " + x
	return argWords{text: ref, lead: true, noun: noun, ref: ref}
}

// ownerNoun is the head noun of an owner phrase ("an alpha child app owned
// by the calling app" → "alpha child app"): its first plain words, up to a
// participle, a preposition or a clause; "" when it holds none.
func ownerNoun(s string) string {
	var w []string
	for x := range strings.FieldsSeq(bareObject(strings.TrimSpace(s))) {
		if !nounWord.MatchString(x) || prepositions[x] || x == "that" || x == "which" || x == "and" || x == "or" ||
			len(w) > 0 && strings.HasSuffix(x, "ed") {
			break
		}
		w = append(w, x)
	}
	if len(w) == 0 || len(w) > 3 {
		return ""
	}
	return strings.Join(w, " ")
}

// nounWord matches a word that can be part of a thing's name: letters,
// inner hyphens, a capital ("OAuth", "port-forward").
var nounWord = regexp.MustCompile(`^[A-Za-z]+(?:-[A-Za-z]+)*$`)

// genericNouns say only that something is a thing: an identifier of one
// is no better said by them than by "id".
var genericNouns = map[string]bool{"entity": true, "object": true, "item": true, "resource": true, "record": true,
	"thing": true, "node": true, "element": true, "result": true}

// kindChosen tells whether a set enum "type" or "kind" argument of d says
// what kind of thing an identifier names ("delete object X of type
// task"), which then says it, not the tool's object.
func kindChosen(d *Data) bool {
	if d == nil {
		return false
	}
	for i := range d.Set {
		k := d.Set[i]
		if l := lastWord(strings.ToLower(k.Human)); k.Enum && (l == "type" || l == "kind") {
			return true
		}
	}
	return false
}

// originalCase is w as src writes it ("OAuth application", not "oauth
// application"): w is src's words lower-cased; w itself when src does
// not hold it.
func originalCase(w, src string) string {
	l := strings.ToLower(src)
	if i := strings.Index(l, w); i >= 0 && len(l) == len(src) {
		return src[i : i+len(w)]
	}
	return w
}
