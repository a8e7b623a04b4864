package prompt

import "testing"

// richTextSchema is a rich-text run list shaped like common note and wiki
// APIs ({"type":"text","text":{"content":…,"link":…}}).
const richTextSchema = `{"type":"array","items":{"type":"object","properties":{"type":{"type":"string","enum":["text"]},"text":{"type":"object","properties":{"content":{"type":"string"},"link":{"type":["object","null"]}},"required":["content"]}}}}`

// TestRichTextSaidAsText: a rich-text list whose only scalar leaves are
// text content is said as its text, never pasted as JSON.
func TestRichTextSaidAsText(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "update_board", desc: "Update a board",
			schema: `{"type":"object","properties":{"board_id":{"type":"string","format":"uuid"},"title":` + richTextSchema + `},"required":["board_id"]}`,
			args:   `{"board_id":"5c2f7a1e-93d4-4f0b-8a61-2b7e9d4c1f08","title":[{"type":"text","text":{"content":"Flaky checkout test","link":null}}]}`,
			want:   []string{`"Flaky checkout test"`}, never: []string{"```", `"content"`, "rich"}},
		{name: "add_note", desc: "Create a note on a card",
			schema: `{"type":"object","properties":{"card_id":{"type":"string"},"rich_text":` + richTextSchema + `},"required":["card_id","rich_text"]}`,
			args:   `{"card_id":"c-1042","rich_text":[{"text":{"content":"Looks good to me."}},{"type":"text","text":{"content":"Ship it on Friday."}}]}`,
			want:   []string{"Looks good to me.", "Ship it on Friday."}, never: []string{"```", `"content"`, "rich text"}},
		{name: "post_card", desc: "Create a card",
			schema: `{"type":"object","properties":{"list_id":{"type":"string"},"properties":{"type":"object","properties":{"title":` + richTextSchema + `}}},"required":["list_id"]}`,
			args:   `{"list_id":"L-77","properties":{"title":[{"text":{"content":"Password reset links expire too early"}}]}}`,
			want:   []string{`"Password reset links expire too early"`}, never: []string{"```", `"content"`, "properties"}},
	}, 8, 61)
}
