package prompt

import "testing"

// A place the act takes its thing to or from keeps its preposition ("add
// crate C to shelf S", never "on shelf S"), and taking a thing out of a
// place is never said as deleting it, nor given a reason to delete it.
// Tools written for the test: a warehouse and a bike-share.
func TestComplementPlace(t *testing.T) {
	cases := []requestCase{
		{"add_crate_to_shelf", "Add a crate to a shelf",
			`{"type":"object","properties":{"crateId":{"type":"string","description":"ID of the crate to add"},"shelfId":{"type":"string","description":"ID of the shelf to add the crate to"}},"required":["crateId","shelfId"]}`,
			`{"crateId":"CR-5521","shelfId":"SH-18"}`, []string{"to shelf SH-18"}, []string{"on shelf", "for shelf"}},
		{"remove_bike_from_rack", "Remove a bike from a rack",
			`{"type":"object","properties":{"bikeId":{"type":"string","description":"ID of the bike to remove"},"rackId":{"type":"string","description":"ID of the rack to remove the bike from"}},"required":["bikeId","rackId"]}`,
			`{"bikeId":"BK-7730","rackId":"RK-204"}`, []string{"remov", "from rack RK-204"}, []string{"delet", "get rid of", "anymore", "stale", "in rack"}},
	}
	checkRequests(t, cases, 40, 81)
}

// A place the tool's name puts the thing in ("addToStarred") is said
// whenever the description names it, and the documentation's "the
// current user's" is the asker's own: "to my starred recipes", never
// "to me's …" nor a bare "star recipe R".
func TestAskerOwnPlace(t *testing.T) {
	cases := []requestCase{
		{"addToStarred", "Add a recipe to the current user's starred recipes",
			`{"type":"object","properties":{"recipeId":{"type":"string","description":"ID of the recipe to star"}},"required":["recipeId"]}`,
			`{"recipeId":"rc-40917"}`, []string{"to my starred recipes"}, []string{"me's", "my starred recipes for me"}},
	}
	checkRequests(t, cases, 40, 82)
}
