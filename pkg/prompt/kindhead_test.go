package prompt

import "testing"

// TestKindListObjectTakesValue checks that a tool whose description lists
// the kinds it takes ("Remove a board, list, card, or sticker by its
// ID") says the kind the call sets as its object ("the card"), never the
// first listed kind kinded by it ("the card board"), while a list of
// words before a noun ("a residential, visitor or contractor permit
// application") keeps its noun.
func TestKindListObjectTakesValue(t *testing.T) {
	checkRequests(t, []requestCase{
		{"remove-thing", "Remove a board, list, card, or sticker by its ID. Boards must be closed first.",
			`{"type":"object","properties":{"type":{"type":"string","enum":["board","list","card","sticker"],"description":"The type of entity to remove."},"id":{"type":"string","minLength":1,"description":"The ID of the entity to remove."}},"required":["type","id"]}`,
			`{"type":"card","id":"Xk29aPq81LmZ"}`, []string{"card", "Xk29aPq81LmZ"}, []string{"card board", "board"}},
	}, 40, 171)
	if kindsListed("Start a residential, visitor or contractor permit application.", []string{"residential", "visitor", "contractor"}) {
		t.Error("a list of words before a noun read as the kinds a call takes")
	}
	if !kindsListed("Remove a board, list, card, or sticker by its ID.", []string{"board", "list", "card", "sticker"}) {
		t.Error("a list of kinds closing on 'by its ID' not read as the kinds a call takes")
	}
}
