package prompt

// umbrellaWords are verbs that say a tool does several things without
// saying which ("Manage multiple working trees: list worktrees, add new
// worktrees …").
var umbrellaWords = map[string]bool{"manage": true, "handle": true, "administer": true, "control": true, "operate": true,
	"perform": true, "maintain": true}

// umbrellaAct tells whether action value x (of a parameter whose key ends
// in l) is the act a call of an umbrella tool asks for: the tool's verb
// says only that it manages its object (see umbrellaWords), the key names
// an action (mode, operation, …; a state is no act) and x is a verb
// ("add", "move", "prune" … that the description names, checked by the
// caller). A person asks to "add a working tree at …", never to "manage
// the working trees in add mode".
func umbrellaAct(in intent, l, x string) bool {
	if !umbrellaWords[in.Verb] || l == "state" || !verbs[x] || nounVerbs[x] {
		return false
	}
	for _, v := range in.Verbs {
		if !umbrellaWords[v] {
			return false
		}
	}
	return true
}

// oneActs are acts on one thing of a kind: "add a working tree", "move
// the working tree", not "add the working trees".
var oneActs = map[string]string{"add": "a", "create": "a", "open": "a", "remove": "the", "delete": "the", "move": "the",
	"rename": "the", "drop": "the", "pop": "the", "apply": "the", "close": "the", "update": "the", "edit": "the"}

// oneObject is an umbrella tool's plural object ("the working trees") as
// the one thing act x works on ("a working tree" to add, "the working
// tree" to move); other objects and acts keep it.
func oneObject(obj, x string) string {
	o := bareObject(obj)
	det, ok := oneActs[x]
	if !ok || o == "" || o == obj || !plural(lastWord(o)) {
		return obj
	}
	if o = singular(o); det == "a" {
		return article(o)
	}
	return "the " + o
}
