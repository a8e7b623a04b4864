package role

// Tool names clip the verbs of changes as often as those of look-ups
// ("wms_rcv" receives a pallet, "upd_cow" updates a cow, "del_rec"
// deletes a record): a reader telling a tool that changes something from
// one that looks something up reads the clipped verb as the word it
// clips, and a plain change verb opening or closing the name ("log_milk",
// "order_cancel") as the change it says.

// changeClips are clipped verbs of changes tool names keep on any
// server, and the verbs they clip.
var changeClips = map[string]string{"upd": "update", "del": "delete", "rm": "remove", "mv": "move", "mk": "create",
	"cxl": "cancel", "cx": "cancel", "asg": "assign", "dq": "disqualify", "cp": "copy", "rcv": "receive",
	"recv": "receive", "crt": "create", "snd": "send", "xfer": "transfer"}

// changeVerbs are verbs of a change that a name opening or closing on
// them says: what the call adds, writes, moves or ends.
// Words that name a thing as often ("book", "issue", "post") are left
// out: "book_search" looks books up.
var changeVerbs = map[string]bool{"create": true, "add": true, "make": true, "update": true, "edit": true,
	"delete": true, "remove": true, "move": true, "cancel": true, "assign": true, "log": true, "record": true,
	"register": true, "receive": true, "send": true, "submit": true, "set": true, "rename": true, "archive": true,
	"close": true, "insert": true, "transfer": true, "approve": true, "reject": true, "void": true,
	"disqualify": true, "copy": true, "upload": true}

// ChangeClip is the verb of a change that name token k clips ("update"
// of "upd", "receive" of "rcv"), "" when k clips none.
func ChangeClip(k string) string { return changeClips[k] }

// NameSaysChange tells whether a tool's name says it changes something:
// its first word is a change verb, plain or clipped ("log_milk",
// "upd_cow"), or its last is while its first is no look-up's ("wms_rcv",
// "order_cancel"; not "get_audit_log", whose log is what it reads).
func NameSaysChange(name string) bool {
	w := SharedTokens(name)
	if len(w) == 0 {
		return false
	}
	says := func(k string) bool { return changeVerbs[k] || changeClips[k] != "" }
	if says(w[0]) {
		return true
	}
	switch w[0] {
	case "get", "list", "ls", "lst", "search", "find", "read", "show", "view", "fetch", "check", "lookup", "query", "count":
		return false
	}
	return len(w) > 1 && says(w[len(w)-1])
}
