package prompt

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// namedIDList says a list of ids, people or emails by the plural noun its
// key names them with, when the role alone would leave them unnamed:
// "in projects 1209… and 1211…" (a "projects" list of ids, never "adding
// 1209… and 1211…"), "with subscribers a and b" (user ids, never "assigned
// to a and b"), "notifying a@x.io and b@x.io" (notify emails), "with
// attendees a@x.io and b@x.io". ok is false when the key names nothing
// more than the role does.
func (st *funcState) namedIDList(p Param, k role.Kind, list string, n int) (argWords, bool) {
	noun := listNoun(p)
	if noun == "" {
		return argWords{}, false
	}
	nouns := noun
	if n > 1 {
		nouns = Plural(noun)
	}
	switch k {
	case role.ID:
		if !strings.EqualFold(nounOf(p), p.Human) || !plural(lastWord(strings.ToLower(p.Human))) {
			return argWords{}, false // "team_ids" is idsPhrase's; a key that is the plural noun itself is said here
		}
		if st.data != nil && madeInNouns[noun] && !st.data.Tool.intent.Read {
			// "Project GIDs to add the task to": where the new thing goes
			return argWords{text: st.turn("in "+nouns+" "+list, "adding it to "+nouns+" "+list), noun: noun, ref: nouns + " " + list}, true
		}
		if st.data != nil && st.data.Tool.intent.Read {
			return argWords{text: st.turn("for "+nouns+" "+list, "in "+nouns+" "+list), lead: true, noun: noun, ref: nouns + " " + list}, true
		}
		return argWords{text: st.turn("with "+nouns+" "+list, "adding "+nouns+" "+list), noun: noun, ref: nouns + " " + list}, true
	case role.Username, role.Person:
		if peopleWords[noun] || strings.Contains(noun, "assign") || strings.Contains(noun, "owner") {
			return argWords{}, false
		}
		as := Plural(noun)
		if n == 1 {
			as = article(noun)
		}
		return argWords{text: st.turn("with "+nouns+" "+list, "adding "+list+" as "+as), noun: noun, ref: nouns + " " + list}, true
	case role.Email:
		if notifyWords[noun] {
			return argWords{text: st.turn("notifying "+list, "with alerts going to "+list, "sending notifications to "+list)}, true
		}
		if peopleWords[noun] || noun == "to" || noun == "cc" || noun == "bcc" || strings.Contains(noun, "recipient") {
			return argWords{}, false
		}
		return argWords{text: st.turn("with "+nouns+" "+list, "inviting "+nouns+" "+list), noun: noun, ref: nouns + " " + list}, true
	}
	return argWords{}, false
}

// listNoun is the one word a list's key names its members by, singular,
// without the words saying they are ids or emails ("subscriberIds" →
// "subscriber", "attendee-emails" → "attendee", "projects" → "project");
// "" when that is not one plain word.
func listNoun(p Param) string {
	var w []string
	for x := range strings.FieldsSeq(strings.ToLower(p.Human)) {
		switch x {
		case "id", "ids", "gid", "gids", "uuid", "uuids", "email", "emails", "address", "addresses", "list":
			continue
		}
		w = append(w, x)
	}
	if len(w) != 1 || !plainWord.MatchString(w[0]) || len(w[0]) < 3 {
		return ""
	}
	return singular(w[0])
}

// peopleWords are list nouns that say no more than that the members are
// people or their addresses: the role's own wording says those.
var peopleWords = map[string]bool{"user": true, "person": true, "people": true, "username": true, "name": true,
	"member": true, "contact": true, "account": true, "login": true, "handle": true, "mail": true, "value": true,
	"item": true, "target": true}

// notifyWords are list nouns that say the addresses are told of
// something ("notifyEmails", "alert_emails").
var notifyWords = map[string]bool{"notify": true, "notification": true, "alert": true, "notice": true}
