package prompt

import "strings"

// closedPhrasal are verbs that names and descriptions write closed
// ("lookup", "Backup a database", "checkout_branch") while people say
// them as a verb with its particle ("look up", "back up", "check out"):
// written closed, the request inflects them wrong ("lookuping",
// "rollbacking") and cannot put a pronoun between ("check it out").
var closedPhrasal = map[string]string{"lookup": "look up", "backup": "back up", "checkout": "check out",
	"checkin": "check in", "rollback": "roll back", "rollout": "roll out", "shutdown": "shut down",
	"cleanup": "clean up", "setup": "set up", "login": "log in", "logout": "log out", "signup": "sign up",
	"signin": "sign in", "signout": "sign out", "pickup": "pick up", "startup": "start up", "teardown": "tear down"}

// spokenVerb writes the closed verb that opens in.Verb as people say it
// ("lookup" → "look up", "rollback the release" stays its object); other
// verbs are left as they are.
func spokenVerb(in intent) intent {
	head, rest, _ := strings.Cut(in.Verb, " ")
	if p, ok := closedPhrasal[strings.ToLower(head)]; ok {
		in.Verb = strings.TrimSpace(p + " " + rest)
	}
	return in
}
