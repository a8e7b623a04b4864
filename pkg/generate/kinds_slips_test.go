package generate

import (
	"encoding/json"
	"strings"
	"testing"
)

// discordTools are two tools of a hand-written tools file of a Discord
// server (the session's dev file discord.json): several snowflake ids in
// one call, and a message whose content is optional beside embeds.
const discordTools = `[
{"name": "send_message", "description": "Send a message to a Discord text channel. Content can be up to 2000 characters and supports Discord markdown. To mention a user use <@USER_ID>, a role <@&ROLE_ID>, a channel <#CHANNEL_ID>. At least one of content or embeds must be provided.", "inputSchema": {"type": "object", "properties": {"channelId": {"type": "string", "pattern": "^[0-9]{17,20}$", "description": "Channel snowflake ID, e.g. 1098765432109876543"}, "content": {"type": "string", "maxLength": 2000}, "replyToMessageId": {"type": "string", "pattern": "^[0-9]{17,20}$", "description": "Message ID to reply to"}, "embeds": {"type": "array", "maxItems": 10, "items": {"type": "object", "properties": {"title": {"type": "string", "maxLength": 256}, "description": {"type": "string", "maxLength": 4096}, "url": {"type": "string", "format": "uri"}, "color": {"type": "integer", "minimum": 0, "maximum": 16777215, "description": "RGB color as integer, e.g. 5814783 for #58B9FF"}}}}, "tts": {"type": "boolean", "default": false}, "suppressEmbeds": {"type": "boolean"}}, "required": ["channelId"]}},
{"name": "manage_roles", "description": "Add or remove a role from a guild member. The bot's highest role must be above the target role.", "inputSchema": {"type": "object", "properties": {"guildId": {"type": "string", "pattern": "^[0-9]{17,20}$"}, "userId": {"type": "string", "pattern": "^[0-9]{17,20}$"}, "roleId": {"type": "string", "pattern": "^[0-9]{17,20}$"}, "action": {"type": "string", "enum": ["add", "remove"]}, "reason": {"type": "string", "maxLength": 512, "description": "Shown in the audit log"}}, "required": ["guildId", "userId", "roleId", "action"]}}
]`

// TestCorrectionNamesWhichID: a follow-up correcting one of several ids
// of a call (a guild, a user and a role) says which one it corrects
// ("Sorry, I pasted the wrong user. It's …"), never "the wrong one",
// which leaves open which.
func TestCorrectionNamesWhichID(t *testing.T) {
	src := toolsFor(t, "discord", discordTools)
	seen := 0
	for _, r := range kindRecords(t, []Source{src}, "followup", 8, 5) {
		names, _ := r.calls()
		if len(names) < 2 || names[0] != "manage_roles" {
			continue
		}
		var users []string
		for _, m := range r.Messages {
			if m.Role == "user" {
				users = append(users, m.Content)
			}
		}
		if len(users) < 2 {
			continue
		}
		seen++
		if strings.Contains(strings.ToLower(users[1]), "wrong one") {
			t.Errorf("%q after %q: which id is wrong?", users[1], users[0])
		}
	}
	if seen == 0 {
		t.Fatal("no follow-up of manage_roles")
	}
}

// TestClarifyKeepsWhatIsSent: a clarification asking for the channel of a
// message keeps what the message says: "Can you send a message in this
// channel?" answered by a call that sends nothing is no request.
func TestClarifyKeepsWhatIsSent(t *testing.T) {
	src := toolsFor(t, "discord", discordTools)
	seen := 0
	for _, r := range kindRecords(t, []Source{src}, "clarify", 8, 9) {
		names, args := r.calls()
		for i, n := range names {
			if n != "send_message" {
				continue
			}
			seen++
			var a map[string]any
			if err := json.Unmarshal([]byte(args[i]), &a); err != nil {
				t.Fatal(err)
			}
			if a["content"] == nil && a["embeds"] == nil {
				t.Errorf("%q: the call sends nothing: %s", r.request(), args[i])
			}
		}
	}
	if seen == 0 {
		t.Fatal("no clarify record calls send_message: the test checks nothing")
	}
}
