package prompt

import "testing"

// TestUpdateSaysNewName: an update that points at its thing by an id and
// sets a name says the name as the change ("rename playlist PL-20931 to
// "Road trip"", "…, renaming it to …", "with the new name …"), never as
// what the thing is called now ("edit playlist PL-20931 named "Road
// trip""), which reads as an update that changes nothing. A create still
// says what the new thing is called.
func TestUpdateSaysNewName(t *testing.T) {
	never := []string{`called "Road trip"`, `named "Road trip"`, `with the name "Road trip"`, `titled "Road trip"`}
	checkRequests(t, []requestCase{
		{name: "update_playlist", desc: "Update a playlist.",
			schema: `{"type":"object","properties":{"playlist_id":{"type":"string","description":"Playlist ID"},"name":{"type":"string","description":"Playlist name"}},"required":["playlist_id"]}`,
			args:   `{"playlist_id":"PL-20931","name":"Road trip"}`, want: []string{"renam", `"Road trip"`}, never: never},
		{name: "edit_sensor", desc: "Edit a greenhouse sensor.",
			schema: `{"type":"object","properties":{"sensor_id":{"type":"string"},"name":{"type":"string"},"alert_threshold":{"type":"number","description":"Alert threshold in degrees"},"zone":{"type":"string"}},"required":["sensor_id"]}`,
			args:   `{"sensor_id":"GH-4471","name":"Road trip","alert_threshold":31.5,"zone":"north bed"}`, want: []string{`"Road trip"`}, never: never},
	}, 12, 4107)
	checkRequests(t, []requestCase{
		{name: "create_playlist", desc: "Create a playlist.",
			schema: `{"type":"object","properties":{"owner_id":{"type":"string","description":"User ID of the owner"},"name":{"type":"string","description":"Playlist name"}},"required":["owner_id","name"]}`,
			args:   `{"owner_id":"U-20931","name":"Road trip"}`, want: []string{`"Road trip"`}, never: []string{"renam", "new name"}},
	}, 12, 4107)
}
