package prompt

import "strings"

// stateActs are the states an update sets by a state or status choice,
// with the verb a person uses for setting it: "close issue 441", not
// "update issue 441, and set it to closed"; an update that sets "open"
// brings back what was closed ("reopen it").
var stateActs = map[string]string{"open": "reopen", "opened": "reopen", "reopened": "reopen", "closed": "close",
	"close": "close", "archived": "archive", "unarchived": "unarchive", "active": "reactivate", "inactive": "deactivate",
	"enabled": "enable", "disabled": "disable", "resolved": "resolve", "published": "publish", "unpublished": "unpublish",
	"locked": "lock", "unlocked": "unlock", "merged": "merge", "cancelled": "cancel", "canceled": "cancel",
	"paused": "pause", "suspended": "suspend", "approved": "approve", "rejected": "reject", "hidden": "hide",
	"deleted": "delete", "trashed": "trash", "muted": "mute", "pinned": "pin", "unpinned": "unpin", "stopped": "stop",
	"completed": "complete", "declined": "decline", "accepted": "accept", "dismissed": "dismiss", "revoked": "revoke"}

// stateAct is the verb that sets state x ("closed" → "close"), "" when
// a person would not say it by a verb of its own.
func stateAct(x string) string {
	return stateActs[strings.ToLower(strings.TrimSpace(x))]
}

// opposites are state adjectives a flag sets, with the word for the
// flag left off: private=false is "make it public", not "make it
// non-private".
var opposites = map[string]string{"private": "public", "public": "private", "visible": "hidden",
	"enabled": "disabled", "disabled": "enabled", "active": "inactive", "inactive": "active", "open": "closed",
	"closed": "open", "locked": "unlocked", "unlocked": "locked", "read": "unread", "unread": "read",
	"internal": "public", "required": "optional", "optional": "required"}

// actOption is the index among opts of the act an update's choice or
// flag makes ("and close it", "and unarchive it"), which the request
// says as its verb; -1 when there is none, or more than one.
func actOption(opts []string) int {
	at := -1
	for i, o := range opts {
		f := strings.Fields(o)
		if len(f) != 3 || f[0] != "and" || f[2] != "it" {
			continue
		}
		if !actVerbs[f[1]] {
			continue
		}
		if at >= 0 {
			return -1
		}
		at = i
	}
	return at
}

// actVerbs are the verbs stateActs and undoable give.
var actVerbs = func() map[string]bool {
	m := map[string]bool{}
	for _, v := range stateActs {
		m[v] = true
	}
	for _, v := range undoable {
		m[v[0]], m[v[1]] = true, true
	}
	return m
}()

// onlyMove says an update whose one change puts its object somewhere
// or on someone ("and move it to milestone 11", "and assign it to ana",
// "tagging it bug") as that act: "move issue 5 to milestone 11", "assign
// issue 5 to ana", not "change issue 5, and move it to milestone 11",
// which asks for two things.
// It returns leads with where the thing goes after them.
func onlyMove(c *core, in intent, leads []string) []string {
	if !changes(in) || len(c.opts) != 1 || c.object == "" || len(c.blocks) > 0 || !changes(intent{Verb: c.verb}) {
		return leads // (an act onlyAct made the verb keeps it: "close issue 5, tagging it p1")
	}
	for _, m := range moveOpts {
		if ref, ok := strings.CutPrefix(c.opts[0], m[0]); ok {
			if m[1] == "rename" && (strings.Count(ref, `"`) != 2 || !strings.HasSuffix(ref, `"`) ||
				strings.Contains(c.object, " of ") || strings.Contains(c.object, "'s ")) {
				return leads // one new name of the thing itself, nothing after it
			}
			c.verb, c.opts = m[1], nil
			return append(leads, m[2]+ref)
		}
	}
	return leads
}

// moveOpts are the options that put an updated thing somewhere, with
// the verb and the preposition that say the move: always "to", which
// reads as where it goes ("on milestone 3" beside the thing reads as
// where it is).
var moveOpts = [...][3]string{{"moving it to ", "move", "to "}, {"and move it to ", "move", "to "},
	{"putting it on ", "move", "to "}, {"and put it on ", "move", "to "},
	{"and assign it to ", "assign", "to "}, {"assigning it to ", "assign", "to "},
	{"tagging it ", "tag", "with "}, {"and tag it ", "tag", "with "}, {"and label it ", "label", "with "},
	{"renaming it to ", "rename", "to "}, {"setting its title to ", "rename", "to "}, {"changing the title to ", "rename", "to "},
	{"setting its name to ", "rename", "to "}, {"changing the name to ", "rename", "to "}}

// onlyPicture says an update whose one change is a picture of the thing
// (its icon, its cover image) as a change of that picture: "set page 5's
// icon to 📊", "change the cover image of page 5 to https://…", not
// "edit the properties of page 5, giving it the 📊 icon", whose object
// names what the call does not change. It returns leads with the new
// picture after them.
func (st *funcState) onlyPicture(c *core, d *Data, in intent, leads []string) []string {
	if !changes(in) || len(c.opts) != 1 || c.object == "" || len(c.blocks) > 0 {
		return leads
	}
	what, pic := "", ""
	for _, p := range d.Set {
		x, isMap := p.Value.(map[string]any)
		w, s, ok := pictureValue(speakable(p.Human), x)
		switch {
		case isMap && ok && what == "":
			what, pic = w, s
		case !identifies(p) && !p.Required:
			return leads // another change
		}
	}
	if what == "" {
		return leads
	}
	thing := c.object
	if _, rest, ok := cutAny(thing, " of ", " on "); ok && strings.HasPrefix(thing, "the ") {
		thing = rest // "the properties of page 5": the picture is the page's
	} else if owner, _, ok := strings.Cut(thing, "'s "); ok {
		thing = owner
	}
	if strings.ContainsAny(thing, "\"`") {
		return leads
	}
	c.verb = st.vary("picture-verb", "set", "change", "switch", "update")
	if st.intn(2) == 0 && !longRef(thing) {
		c.object = possessiveOf(thing) + " " + what
	} else {
		c.object = "the " + what + " of " + thing
	}
	c.opts = nil
	return append(leads, "to "+pic)
}

// draftFirst says a create's "as a draft" where people put it, before
// the thing: "open a draft pull request from fix/x", not "open a pull
// request, targeting main, as a draft and from fix/x".
func draftFirst(c *core, in intent) {
	if !makes(in) && firstWord(in.Verb) != "open" && firstWord(in.Verb) != "put" {
		return
	}
	for i, o := range c.opts {
		if o != "as a draft" {
			continue
		}
		for _, a := range [...]string{"a new ", "a ", "an "} {
			if rest, ok := strings.CutPrefix(c.object, a); ok && !strings.Contains(rest, "draft") {
				c.object = "a draft " + rest
				c.opts = append(c.opts[:i:i], c.opts[i+1:]...)
				return
			}
		}
		return
	}
}

// changeWords says the one change of an update as its act (onlyAct,
// namedChange, onlyMove, onlyPicture, onlyField) and a create's draft before the thing; it
// returns leads with what the act adds.
func (st *funcState) changeWords(c *core, d *Data, in intent, leads []string) []string {
	onlyAct(c, in)
	leads = namedChange(c, d, in, leads)
	leads = onlyMove(c, in, leads)
	leads = st.onlyPicture(c, d, in, leads)
	leads = st.onlyField(c, d, in, leads)
	draftFirst(c, in)
	partFits(c, d, in)
	return leads
}

// partFits says an update whose object is one part of the thing ("the
// properties of page 5") by the thing itself when the call also changes
// what is no such part (its icon, its cover): "edit page 5, renaming it
// to … and giving it the ✅ icon", not "edit the properties of page 5,
// … giving it the ✅ icon", since an icon is not a property.
func partFits(c *core, d *Data, in intent) {
	if !changes(in) {
		return
	}
	part, thing, ok := cutAny(strings.TrimPrefix(c.object, "the "), " of ", " on ")
	if !strings.HasPrefix(c.object, "the ") {
		// "page 5's properties"
		thing, part, ok = strings.Cut(c.object, "'s ")
	}
	if !ok || strings.Contains(part, " ") || strings.ContainsAny(thing, "\"`") {
		return
	}
	named, other := false, false
	for _, p := range d.Set {
		switch {
		case strings.EqualFold(p.Human, part):
			named = true
		case !identifies(p) && !p.Required:
			other = true
		}
	}
	if named && other {
		c.object = thing
	}
}
