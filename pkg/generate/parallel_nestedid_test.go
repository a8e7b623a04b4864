package generate

import "testing"

// TestAlignNestedBareIDOfOtherThing: a bare "id" inside the records of
// one call is carried to a tool beside it only when both act on one
// kind of thing or the other's description names it: a tag's id is no
// board's id, while "Get the members of a board" takes a board's. Tools
// written for the test.
func TestAlignNestedBareIDOfOtherThing(t *testing.T) {
	items := `{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"id":{"type":"string"}}}}},"required":["items"]}`
	byID := `{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}`
	tags := boundTool(t, "remove_tags", "Remove tags", items)
	boards := boundTool(t, "archive_boards", "Archive boards", items)
	members := boundTool(t, "get_members", "Get the members of a board", byID)
	args := map[string]any{"items": []any{map[string]any{"id": "tg7"}}}
	drawn := map[string]any{"id": "zz1"}
	if got := alignNested(tags, members, args, drawn); got["id"] != "zz1" {
		t.Errorf("a tag's id carried as a board's: %v", got)
	}
	if got := alignNested(boards, members, args, drawn); got["id"] != "tg7" {
		t.Errorf("a board's id not carried to the board's members: %v", got)
	}
	if !descNames("Get the members of a board", []string{"boards"}) || descNames("Get the members of a board", []string{"tags"}) {
		t.Error("descNames")
	}
}
