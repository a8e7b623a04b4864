package prompt

import (
	"slices"
	"strings"
)

// nearUndo are the verbs of tools that end or remove a thing: offered in
// place of something else asked of it ("I can't rename projects; I can
// cancel projects. Want me to do that instead?"), such a tool is no
// alternative anyone would take.
var nearUndo = []string{"delete", "remove", "drop", "trash", "destroy", "purge", "erase", "cancel", "void", "revoke", "deactivate",
	"terminate", "withdraw", "refund", "deaccession", "archive", "close", "suspend"}

// undoes tells whether in's tool ends or removes the thing it is about:
// its cap (what it does) opens with one of nearUndo.
func undoes(in nearInfo) bool {
	f := strings.Fields(in.cap)
	return len(f) > 0 && slices.Contains(nearUndo, f[0])
}

// capByDesc is what the tool named name does when its description opens
// with a word of the name that is its verb, said verb first ("Record a
// honey harvest" of harvest_record: "record harvests"; "File a document"
// of file_document: "file documents"), where capPhrase reads the name
// alone and would say "get harvest records". desc holds the
// description's words (descWords). "" when the description opens with
// no word of the name, or the name is one word or longer than four, or
// opens with a verb capPhrase knows.
func capByDesc(name, prefix string, desc []string) string {
	if len(desc) == 0 {
		return ""
	}
	w := strings.Fields(strings.ToLower(Humanize(name)))
	if len(w) > 1 && w[0] == prefix {
		w = w[1:]
	}
	if len(desc[0]) == 1 && len(desc) > 2 {
		desc = desc[2:] // "E-file a document": the verb is "file"
	}
	verb := desc[0]
	k := slices.Index(w, verb)
	if len(w) < 2 || len(w) > 4 || k < 0 || !descVerb(desc) || k == 0 && slices.Contains(nearVerbs, verb) {
		return "" // get_rum_page_performance: capPhrase reads it already
	}
	rest := slices.Delete(slices.Clone(w), k, k+1)
	if last := rest[len(rest)-1]; !strings.HasSuffix(last, "s") {
		rest[len(rest)-1] = Plural(last)
	}
	return verb + " " + strings.Join(rest, " ")
}

// nearOnExisting are the gaps that do something to a thing that exists
// (delete, edit, share, export it): the one thing a tool can do instead
// is look that thing up, never make another one or end it.
var nearOnExisting = map[string]bool{"delete": true, "remove": true, "edit": true, "rename": true, "share": true, "export": true,
	"pin": true, "status": true}

// offerFits tells whether in's tool is an alternative a near miss of
// gap g may offer: never one that ends or removes the thing (undoes);
// for a gap on an existing thing, only one that reads ("I can't rename
// projects; I can get project status"), not one that makes something
// ("I can create projects"), and one about that very thing.
func offerFits(g nearGap, noun string, in nearInfo) bool {
	if undoes(in) {
		return false
	}
	if !nearOnExisting[g.verb] {
		return true
	}
	f := strings.Fields(in.cap)
	if g.replace && len(f) > 0 && slices.Contains(nearCreate, f[0]) && slices.Contains(in.nouns, noun) {
		return true // an edit done as a new one: "I can post messages"
	}
	if !slices.Contains(in.nouns, noun) {
		return false // another thing's tool: "I can't export events; I can get trial"
	}
	return len(f) > 0 && readVerbs[f[0]]
}

// withoutDescVerb is nw, the words of a tool's name that name its thing,
// without the one its description opens with as the verb (desc, from
// descWords): harvest_record, "Record a honey harvest", is about
// harvests, not records.
func withoutDescVerb(nw, desc []string) []string {
	if len(desc) > 2 && len(desc[0]) == 1 {
		desc = desc[2:]
	}
	if len(desc) == 0 || len(nw) < 2 {
		return nw
	}
	if k := slices.Index(nw, desc[0]); k >= 0 && descVerb(desc) {
		return slices.Delete(slices.Clone(nw), k, k+1)
	}
	return nw
}

// descVerb tells whether desc (from descWords) opens with a verb: one
// the tools' names open with, or a word an article follows ("Record a
// honey harvest"), not a noun ("Details of a place").
func descVerb(desc []string) bool {
	if slices.Contains(nearVerbs, desc[0]) {
		return true
	}
	return len(desc) > 2 && (desc[2] == "a" || desc[2] == "an" || desc[2] == "the")
}
