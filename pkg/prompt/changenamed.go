package prompt

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A tool whose name says a change ("log_milk", "wms_rcv", "upd_cow")
// often has a description that only names the thing changed ("Milk
// yield, litres") or the act in a headline's words ("Receive pallet"):
// the request asks for that change ("log a milk yield", "receive a
// pallet"), never for a look-up of the thing ("get the receive pallet").

// nameSaysAct tells whether the name of a tool says a change
// (role.NameSaysChange) whose thing is no report it gives back: not
// "log_history" or "record_list", whose last word is what is read.
func nameSaysAct(name string) bool {
	w := role.SharedTokens(name)
	if len(w) == 0 || !role.NameSaysChange(name) {
		return false
	}
	l := w[len(w)-1]
	return !outputNouns[l] && !readVerbs[l] && !dataWords[l]
}

// nameSaysVerb tells whether a word of the tool's name is verb v, plain
// or clipped ("rcv" of wms_rcv is "receive").
func nameSaysVerb(name, v string) bool {
	for _, k := range role.SharedTokens(name) {
		if k == v || role.ChangeClip(k) == v {
			return true
		}
	}
	return false
}

// compoundNamed reads a name that is a noun compound ending on a word
// that is also a verb ("workshopLoad": the workshop's load) under a
// description that is a noun phrase of what the tool gives back
// ("Tickets booked per day + mechanic hours available"): the tool reads,
// and the request asks for the compound ("get the workshop load"), never
// "load a workshop". A name whose last word says a change
// ("pallet_receive", "order_cancel") keeps it as its act.
func compoundNamed(name, clause string, in intent) (intent, bool) {
	raw := strings.Fields(strings.ToLower(Humanize(name)))
	nw := nameVerbFirst(raw)
	cw := strings.Fields(clause)
	if len(raw) != 2 || len(nw) != 2 || nw[0] != raw[1] || strings.Fields(in.Verb + " x")[0] != nw[0] ||
		len(cw) < 2 || role.NameSaysChange(name) || verbs[verbBase(strings.ToLower(cw[0]))] {
		return intent{}, false
	}
	if _, ok := clauseIntent(clause, true); ok {
		return intent{}, false // the description has a verb of its own
	}
	for _, x := range cw {
		if x = strings.ToLower(strings.Trim(x, ".,;:()")); x == raw[0] || singular(x) == raw[0] {
			return intent{}, false // the description names the name's thing: its act may be on it
		}
	}
	a, ok := clauseIntent("get the "+strings.Join(raw, " "), false)
	if !ok || a.Object == "" {
		return intent{}, false
	}
	a.Read = true
	return a, true
}
