package prompt

import "strings"

// deliveryVerbs are acts that move a thing to a place: their address is said
// "to …" right after the thing ("send sample bags to 1 Beacon St, …").
var deliveryVerbs = map[string]bool{"send": true, "ship": true, "deliver": true, "mail": true, "post": true,
	"dispatch": true, "forward": true, "return": true, "order": true, "reorder": true, "buy": true,
	"purchase": true, "book": true, "schedule": true, "move": true, "transfer": true, "quote": true,
	"rate": true, "estimate": true, "track": true, "place": true, "arrange": true, "request": true}

// deliveryNouns are things that travel to an address, whatever the act
// ("create a shipment to …").
var deliveryNouns = map[string]bool{"shipment": true, "order": true, "delivery": true, "parcel": true, "package": true,
	"label": true, "pickup": true, "consignment": true, "quote": true, "letter": true, "gift": true, "sample": true}

// deliveryTo turns an address said "to …" because its key names a
// delivery ("delivery_address") into "with delivery to …" when the
// tool's act moves nothing there: "open a wholesale account with
// delivery to 500 Market Street, …", never "open a wholesale account to
// 500 Market Street". a is as it was for any other address or act.
func (st *funcState) deliveryTo(p Param, a argWords) argWords {
	rest, ok := strings.CutPrefix(a.text, "to ")
	if !ok || st.data == nil {
		return a
	}
	w := strings.Fields(strings.ToLower(p.Human))
	if !hasWord(w, "delivery", "shipping") {
		return a
	}
	in := st.data.Tool.intent
	if deliveryVerbs[firstWord(in.Verb)] || deliveryNouns[singular(lastWord(strings.ToLower(objectNoun(in))))] {
		return a
	}
	return argWords{text: "with delivery to " + rest, lead: true} // right after the thing, as "to …" was
}
