package prompt

import (
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// DoneAck is what a call of b's tool that changes one thing reports when
// it succeeded, said from the tool's own action alone ("Branch created.",
// "Keys deleted."), and the assistant's answer to it ("Done, I've created
// the branch."): nothing in either is a value the call did not send. ok
// is false when the tool reads, or its description names no plain action
// on a thing (declinedAct).
func DoneAck(rng *rand.Rand, b *Binding) (result, answer string, ok bool) {
	verb, obj, ok := declinedAct(b)
	if !ok || !actFits(b.Tool, verb, obj) {
		return "", "", false
	}
	return doneSaid(rng, verb, obj)
}

// DoneAckCount is DoneAck for a call that acts on n things its
// arguments list (0: not counted), the thing said in their number: one
// task made by create_tasks is "Task created.", three labels removed by
// a tool whose description says "a label" are "Labels removed.".
func DoneAckCount(rng *rand.Rand, b *Binding, n int) (result, answer string, ok bool) {
	verb, obj, ok := declinedAct(b)
	if !ok || !actFits(b.Tool, verb, obj) {
		return "", "", false
	}
	return doneSaid(rng, verb, countedObj(obj, n))
}

// NameDoneAckCount is NameDoneAck for a call acting on n listed things
// (0: not counted), the thing said in their number (countedObj).
func NameDoneAckCount(rng *rand.Rand, words []string, n int) (result, answer string, ok bool) {
	if len(words) < 2 {
		return "", "", false
	}
	w := append([]string{words[0]}, strings.Fields(countedObj(strings.Join(words[1:], " "), n))...)
	return NameDoneAck(rng, w)
}

// countedObj is obj, a thing's noun phrase, with its last word in the
// number of n things: singular for one, plural for more, as it is for
// 0 or a word of one form ("data", "series").
func countedObj(obj string, n int) string {
	last := obj[strings.LastIndexByte(obj, ' ')+1:]
	switch {
	case n == 1 && plural(last):
		return singular(obj)
	case n > 1 && !plural(last) && !keepsNumber(last) && last != "":
		return obj[:len(obj)-len(last)] + Plural(last)
	}
	return obj
}

// doneSaid is DoneAck's report and answer for verb done to obj ("work
// order", "branch"); ok is false when verb has no past participle or is
// done for what it returns (returnsVerbs).
func doneSaid(rng *rand.Rand, verb, obj string) (result, answer string, ok bool) {
	done := pastParticiple(verb)
	if done == "" || returnsVerbs[verb] || !doneObject(verb, done, obj) {
		return "", "", false
	}
	last := obj[strings.LastIndexByte(obj, ' ')+1:]
	is := "is"
	if plural(last) && !strings.HasSuffix(last, "us") && !strings.HasSuffix(last, "is") || last == "children" || last == "people" {
		is = "are"
	}
	result = upperFirst(obj) + " " + done + "."
	answer = pickOne(rng, "Done, I've "+done+" the "+obj+".", "Done: the "+obj+" "+is+" "+done+".",
		"The "+obj+" "+is+" "+done+".", "All set, the "+obj+" "+is+" "+done+".")
	return result, answer, true
}

// returnsVerbs are actions whose point is what they return (the value
// evaluated, the text converted, the image taken), not a change: "Done,
// the expression is evaluated." answers nothing.
var returnsVerbs = map[string]bool{"evaluate": true, "run": true, "execute": true, "calculate": true, "compute": true,
	"convert": true, "check": true, "validate": true, "test": true, "analyze": true, "analyse": true, "call": true,
	"invoke": true, "fetch": true, "download": true, "query": true, "render": true, "summarize": true, "translate": true,
	"generate": true, "predict": true, "explain": true, "format": true, "parse": true, "take": true, "capture": true,
	"export": true, "drop": true, "do": true, "perform": true, "make": true, "handle": true, "process": true,
	"compress": true, "decompress": true, "encode": true, "decode": true, "hash": true, "sign": true, "encrypt": true,
	"decrypt": true, "estimate": true, "preview": true, "simulate": true, "inspect": true, "scan": true}

// irregularDone are the past participles of the change verbs that do not
// add -ed.
var irregularDone = map[string]string{"set": "set", "put": "put", "send": "sent", "make": "made", "write": "written",
	"rewrite": "rewritten", "reset": "reset", "build": "built", "run": "run", "rerun": "rerun", "get": "got",
	"upset": "upset", "split": "split", "shut": "shut", "cut": "cut", "begin": "begun", "unset": "unset",
	"pay": "paid", "prepay": "prepaid", "buy": "bought", "sell": "sold", "hold": "held", "feed": "fed", "lend": "lent",
	"spend": "spent", "freeze": "frozen", "unfreeze": "unfrozen", "give": "given", "take": "taken", "draw": "drawn",
	"withdraw": "withdrawn", "undo": "undone", "redo": "redone", "hide": "hidden", "unhide": "unhidden", "rebuild": "rebuilt",
	"resend": "resent", "lay": "laid", "forbid": "forbidden", "choose": "chosen", "keep": "kept", "leave": "left"}

// doubledDone are the change verbs that double their last letter before
// -ed ("stopped", "pinned"), among them the verbs of two syllables
// stressed on the last, which shortCVC cannot tell ("enrolled",
// "transferred", "admitted", not "enroled").
var doubledDone = map[string]bool{"stop": true, "drop": true, "tag": true, "untag": true, "pin": true, "unpin": true,
	"plan": true, "ship": true, "submit": true, "commit": true, "flag": true, "star": true, "unstar": true, "zip": true,
	"unzip": true, "wrap": true, "map": true, "ban": true, "unban": true, "scrap": true, "skip": true,
	"enrol": true, "unenrol": true, "patrol": true, "control": true, "extol": true, "compel": true, "expel": true,
	"propel": true, "repel": true, "dispel": true, "instil": true, "fulfil": true, "distil": true, "refer": true,
	"prefer": true, "transfer": true, "confer": true, "defer": true, "infer": true, "occur": true, "incur": true,
	"recur": true, "admit": true, "readmit": true, "omit": true, "permit": true, "emit": true, "transmit": true,
	"regret": true, "equip": true, "unplug": true, "rebut": true, "allot": true, "acquit": true, "outfit": true}

// pastParticiple is the past participle of a one-word change verb
// ("created", "sent", "stopped", "copied"), "" when verb is not one word.
func pastParticiple(verb string) string {
	if verb == "" || strings.ContainsAny(verb, " -") {
		return ""
	}
	if p, ok := irregularDone[verb]; ok {
		return p
	}
	if doubledDone[verb] || shortCVC(verb) {
		return verb + verb[len(verb)-1:] + "ed"
	}
	n := len(verb)
	switch {
	case strings.HasSuffix(verb, "e"):
		return verb + "d"
	case strings.HasSuffix(verb, "y") && n > 1 && !strings.ContainsRune("aeiou", rune(verb[n-2])):
		return verb[:n-1] + "ied"
	}
	return verb + "ed"
}

// FollowUpAgain words a second user turn, after a change was done, that
// asks for the same change on another thing, p set to value: "Now do the
// same for issue 146.", "Same again for the mobile-service repository,
// please.", or, when value is not a thing's name or number, the same
// change with that value ("Same again, but with the title "v2"."). named
// says the tool takes other values of p's kind (a task and a section):
// the value is said with its noun ("for section 12…"), else a bare id
// would not say which it replaces.
func FollowUpAgain(rng *rand.Rand, p Param, value any, named bool) string {
	v := sayDate(p, value)
	if prep := strings.ToLower(strings.TrimSpace(p.Human)); prepositions[prep] && !p.Enum {
		// A key that is a preposition ("to", "from") says where: "And to
		// L598 as well, please.", never "And for the L598 to as well".
		t := prep + " " + quotedWords(v)
		return pickOne(rng, "Now do the same "+t+".", "Same again "+t+", please.", "Can you do that "+t+" too?",
			"And "+t+" as well, please.")
	}
	t, ok := againTarget(p, value)
	if !ok {
		return pickOne(rng, "Same again, but "+withNoun(p, v)+".", "Can you do that once more "+withNoun(p, v)+"?")
	}
	if noun := thingNoun(p); named && idLike(p) && noun != "" && !NamesNew(p) && !strings.HasPrefix(t, "the ") && !strings.HasPrefix(t, noun+" ") {
		t = noun + " " + t
	}
	return pickOne(rng, "Now do the same for "+t+".", "Same again for "+t+", please.", "Can you do that for "+t+" too?",
		"And for "+t+" as well, please.")
}

// AgainTarget tells whether value, of p, names another thing a change
// can be done to ("issue 146", a repository, a file, an id), not a
// setting of the same change (an amount, a reason, a volume) nor who
// does it (an e-mail address).
func AgainTarget(p Param, value any) bool {
	_, ok := againTarget(p, value)
	return ok
}

// againTarget is value said as the thing a change is done to again
// ("issue 146", "mobile-service", "the Annex building"), and whether it
// is one.
func againTarget(p Param, value any) (string, bool) {
	v := sayDate(p, value)
	noun := thingNoun(p)
	_, isStr := value.(string)
	_, err := strconv.ParseFloat(v, 64)
	num := !isStr && err == nil
	switch {
	case num && noun != "" && (idLike(p) || p.Role.Kind == role.Unknown) && !strings.Contains(noun, " of") && !p.Enum:
		return noun + " " + v, true // "issue 146"
	case num || p.Enum:
		return "", false // a number or a choice that is no thing's: "with a height of 768"
	case p.Role.Kind == role.RepoOwner:
		// Half of a repository's name: the same issue filed for another
		// owner's repository of that name is a slip, corrected as one.
		return "", false
	case bareOK(p) && p.Role.Kind != role.Query && p.Role.Kind != role.Email || idLike(p):
		return quotedWords(v), true
	case nameOfThing(p, noun, v):
		return "the " + v + " " + noun, true
	}
	return "", false
}

// FollowUpAlso words a second user turn, after a change was done, that
// sets one more value of the same thing: "Also set the priority to high,
// please."
func FollowUpAlso(rng *rand.Rand, p Param, value any) string {
	if _, isBool := value.(bool); isBool {
		return "" // "set the archived to true": a flag is said by what it does
	}
	v := quotedWords(sayDate(p, value))
	if p.Enum {
		v = choiceSaid(v)
	}
	noun := paramNoun(p)
	if noun == "" {
		return ""
	}
	return pickOne(rng, "Also set the "+noun+" to "+v+", please.", "One more thing: make the "+noun+" "+v+".",
		"Can you set its "+noun+" to "+v+" too?")
}

// NamesNew tells whether p is what a new thing is called or is about (a
// title, a name, a subject) or a choice: "Same again, but with the title
// "v2"." makes another one, where another number or date ("with a t of
// 44") reads as a correction of the first.
func NamesNew(p Param) bool {
	if p.Enum || p.Role.Kind == role.Title {
		return true
	}
	switch strings.ToLower(Humanize(p.Name)) {
	case "name", "title", "summary", "subject", "label", "display name":
		return true
	}
	return false
}

// TrialAck is DoneAck for a call made as a trial (a dry run, a validate
// only): the tool reports the change would go through, and the answer
// says it was checked, not done ("Checked: the episode can be published,
// but nothing was changed yet."), never "Done: the episode is
// published." after validateOnly true. It draws from rng as DoneAck
// does; ok is false where DoneAck's is.
func TrialAck(rng *rand.Rand, b *Binding) (result, answer string, ok bool) {
	verb, obj, ok := declinedAct(b)
	if !ok || !actFits(b.Tool, verb, obj) {
		return "", "", false
	}
	done := pastParticiple(verb)
	if done == "" || returnsVerbs[verb] || !doneObject(verb, done, obj) {
		return "", "", false
	}
	result = "Check passed: the " + obj + " can be " + done + ". No changes were made."
	answer = pickOne(rng, "Checked: the "+obj+" can be "+done+", but nothing was changed yet.",
		"The check passed: the "+obj+" would be "+done+". Nothing was changed yet.",
		"It checks out: the "+obj+" can be "+done+". Nothing was changed yet.",
		"All checked, the "+obj+" can be "+done+"; nothing was changed yet.")
	return result, answer, true
}
