package prompt

import (
	"strings"
	"testing"
)

// A text said as the object of the request ("post \"…\" on channel C01")
// is said whole: dropUnfilled's cut of a placeholder "of a …" used to cut
// the text at its own "of a" ("…after an hour instead of a day." became
// "…after an hour instead" with no closing quote).
func TestQuotedObjectSaidWhole(t *testing.T) {
	for _, v := range []string{"Password reset links were expiring after an hour instead of a day. Fix is deployed.",
		"This release is one of a kind.", "Moved the standup instead of an all-hands."} {
		cases := []requestCase{{"slack_post_message", "Post a new message to a Slack channel",
			`{"type":"object","properties":{"channel_id":{"type":"string","description":"The ID of the channel to post to"},"text":{"type":"string","description":"The message text to post"}},"required":["channel_id","text"]}`,
			`{"channel_id":"C0WPZEWX742","text":"` + v + `"}`, []string{"C0WPZEWX742"}, nil}}
		forRequests(t, cases, 30, 5, func(c requestCase, i int, text string) {
			if !strings.Contains(text, v) {
				t.Errorf("request does not say the text whole: %s", text)
			}
		})
	}
	if got := dropUnfilled("the commits of a branch"); got != "the commits" {
		t.Errorf("dropUnfilled(commits of a branch) = %q", got)
	}
}
