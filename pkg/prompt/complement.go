package prompt

import "strings"

// complementPreps are the prepositions an act of moving a thing takes
// for where it goes or where it leaves: "add issue 5 to cycle C",
// "remove issue 5 from project P". Such a preposition is part of the act,
// so no other one stands in for it ("add issue 5 on cycle C", "remove
// issue 5 in project P" say another act).
var complementPreps = map[string]bool{"to": true, "from": true, "into": true, "onto": true}

// complementVerbs are acts that take a thing to or from a place, with the
// preposition each takes.
var complementVerbs = map[string]string{"add": "to", "remove": "from", "move": "to", "assign": "to",
	"attach": "to", "detach": "from", "invite": "to", "transfer": "to", "unassign": "from", "unlink": "from",
	"link": "to", "subscribe": "to", "unsubscribe": "from", "pin": "to", "convert": "to"}

// complementPlace tells whether the first word of place (a place phrase
// the request says after the object) is the act's own preposition: the
// one the tool's name puts between its words ("addIssueToCycle",
// "remove_member_from_card") or the one its verb takes ("add … to").
func complementPlace(d *Data, place string) bool {
	f := strings.Fields(strings.ToLower(place))
	if len(f) < 2 || !complementPreps[f[0]] || d == nil {
		return false
	}
	if p, ok := complementVerbs[strings.Fields(d.Tool.intent.Verb + " x")[0]]; ok && p == f[0] {
		return true
	}
	return nameTakesPlace(d, place)
}

// nameTakesPlace tells whether the tool's name puts the first word of place
// between its words ("addToFavorites", "add_list_to_board"): where the
// thing goes is then the act itself, said even when no argument names it.
func nameTakesPlace(d *Data, place string) bool {
	f := strings.Fields(strings.ToLower(place))
	if len(f) < 2 || !complementPreps[f[0]] || d == nil {
		return false
	}
	w := strings.Fields(strings.ToLower(Humanize(d.Tool.Name)))
	for i := 1; i+1 < len(w); i++ {
		if w[i] == f[0] {
			return true
		}
	}
	return false
}

// removedFrom tells whether the tool takes a thing out of a place ("Remove
// an issue from a project"): the thing stays, so the act is not said as
// deleting it or getting rid of it. A tool named for deleting
// ("drop-collection": "Removes a collection from the database") does
// delete the thing.
func removedFrom(d *Data) bool {
	if d == nil {
		return false
	}
	in := d.Tool.intent
	if !strings.HasPrefix(in.Verb, "remove") || !strings.HasPrefix(strings.ToLower(in.Extra), "from ") {
		return false
	}
	for w := range strings.FieldsSeq(strings.ToLower(Humanize(d.Tool.Name))) {
		if deleteVerbs[w] {
			return false
		}
	}
	return true
}

// deleteVerbs name acts that destroy the thing in a tool's name.
var deleteVerbs = map[string]bool{"delete": true, "drop": true, "destroy": true, "purge": true, "erase": true, "trash": true}

// saysAsker tells whether a place already names the person asking ("to
// my favorites", "for me"): a closing "for me" would say it twice.
func saysAsker(leads []string) bool {
	for _, l := range leads {
		for w := range strings.FieldsSeq(strings.ToLower(l)) {
			if w == "my" || w == "me" {
				return true
			}
		}
	}
	return false
}

// namedPlaceSaid tells whether the description's place, which no
// argument named, is said all the same: "add entity E to my favorites"
// (addToFavorites), where the place the tool's name takes the thing is
// the act itself.
func namedPlaceSaid(d *Data, extra string) bool {
	return nameTakesPlace(d, extra) && !indefinite(extra)
}
