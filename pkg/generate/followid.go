package generate

import (
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// objectWords are the words of a tool's name after its first verb (a
// change or a read word): "journal entry" of edit_journal_entry,
// "document content" of get_document_content, "pet profile" of
// pawsuite_get_pet_profile; nil when the name holds no such verb or
// nothing after it.
func objectWords(name string) []string {
	w := nameWords(name)
	for i, x := range w {
		if changeWord(x) || slices.Contains(readWords, x) {
			return w[i+1:]
		}
	}
	return nil
}

// sameObject tells whether two tools, named a and b, act on one kind
// of thing, so that a parameter called only "id" holds an id of that
// thing in both: their names' object words (objectWords) are the same,
// plurals aside, or the longer's are the shorter's and more while the
// description of its id (descLonger) names the shorter's thing and not
// its own ("The document ID" of list_document_notes beside
// update_document; "The bill payment ID" of get_bill_payment is no
// bill's). true when either name says no object.
func sameObject(a, descA, b, descB string) bool {
	wa, wb := objectWords(a), objectWords(b)
	if len(wa) == 0 || len(wb) == 0 {
		return true
	}
	desc := descB
	if len(wa) > len(wb) {
		wa, wb, desc = wb, wa, descA
	}
	for i, x := range wa {
		if strings.TrimSuffix(x, "s") != strings.TrimSuffix(wb[i], "s") {
			return false
		}
	}
	if len(wa) == len(wb) {
		return true
	}
	d := " " + strings.ToLower(desc) + " "
	return strings.Contains(d, " "+strings.Join(wa, " ")+" ") && !strings.Contains(d, " "+strings.Join(wb, " ")+" ")
}

// otherThingsID tells whether p, a parameter of tool o, is named by no
// noun of its own ("id") while o and the tool named other act on
// different things: the "id" of edit_vendor_credit and that of
// get_deposit share a name, not a thing, and the id of a vendor credit
// passed as a deposit's ("Great, now can you grab that deposit?" after
// the vendor credit was modified) names no deposit.
func otherThingsID(o *prepTool, p prompt.Param, other *prepTool) bool {
	if idNoun(p.Name) != "" {
		return false
	}
	var q prompt.Param
	for _, x := range other.bind.Params() {
		if x.Name == p.Name {
			q = x
		}
	}
	return !sameObject(o.spoken().Name, p.Description, other.spoken().Name, q.Description)
}
