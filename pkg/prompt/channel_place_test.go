package prompt

import "testing"

// A channel said after the request is where the message goes or where
// what is read is ("It goes in channel C0…", "This is in channel C0…"),
// never "This is for channel C0…", which a rater read as glue.
func TestChannelSaidAfterAsPlace(t *testing.T) {
	t.Parallel()
	checkRequests(t, []requestCase{
		{"channel_history", "Get recent messages from a channel",
			`{"type":"object","properties":{"channel_id":{"type":"string","description":"The ID of the channel"},"limit":{"type":"integer","description":"Number of messages to retrieve (default 10)"}},"required":["channel_id"]}`,
			`{"channel_id":"C0EPKQLC268"}`, []string{"C0EPKQLC268"}, nil},
		{"post_message", "Post a new message to a Slack channel",
			`{"type":"object","properties":{"channel_id":{"type":"string","description":"The ID of the channel to post to"},"text":{"type":"string","description":"The message text to post"}},"required":["channel_id","text"]}`,
			`{"channel_id":"C0EPKQLC268","text":"Deploy is done."}`, []string{"C0EPKQLC268", "Deploy is done."}, nil},
	}, 60, 17, "This is for channel", "This is for the channel", "It's for channel")
}
