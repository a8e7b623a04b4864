package prompt

import "testing"

// TestFlagSaidKeepsWhatItIs checks that a flag set in a call is said by
// what it turns on, so a reader can tell the flag from the request: the
// words its description gives are cut to their head noun only when that
// noun is what the key names ("the transcripts" for include_transcript),
// never to a noun the key does not name ("including the minutes" for
// include_idle, "including the lines" for raw), and "a text message" is
// not "it" when the tool acts on something else ("and send it" on a hold),
// nor is a notification sent.
func TestFlagSaidKeepsWhatItIs(t *testing.T) {
	checkRequests(t, []requestCase{
		{"list_trips", "List trips driven by a vehicle in a time range.",
			`{"type":"object","properties":{"vehicle_id":{"type":"string"},"include_idle":{"type":"boolean","default":false,"description":"Include idle periods longer than 5 minutes"}},"required":["vehicle_id"]}`,
			`{"vehicle_id":"VH-1042","include_idle":true}`, []string{"idle"}, []string{"the minutes"}},
		{"query_logs", "Search application logs.",
			`{"type":"object","properties":{"service":{"type":"string","description":"Service name"},"raw":{"type":"boolean","default":false,"description":"Return raw JSON lines"}},"required":["service"]}`,
			`{"service":"checkout-api","raw":true}`, []string{"raw"}, []string{"including the lines"}},
		{"place_hold", "Place a hold on an item for a patron.",
			`{"type":"object","properties":{"item_id":{"type":"string"},"notify_by_sms":{"type":"boolean","description":"Send a text message when the item is ready"}},"required":["item_id"]}`,
			`{"item_id":"b1234567","notify_by_sms":true}`, []string{"text message"}, []string{"send it"}},
		{"reserve_table", "Reserve a table at a restaurant.",
			`{"type":"object","properties":{"restaurant_id":{"type":"string"},"notify":{"type":"boolean","description":"Send a notification when the table is ready"}},"required":["restaurant_id"]}`,
			`{"restaurant_id":"r-88","notify":true}`, []string{"notification"}, []string{"send it"}},
		{"export_images", "Export nodes of a design file as images.",
			`{"type":"object","properties":{"file_key":{"type":"string"},"svg_include_id":{"type":"boolean","description":"Whether to include id attributes for all SVG elements"}},"required":["file_key"]}`,
			`{"file_key":"vi5dntQw7ybnyme0fr4hz4","svg_include_id":true}`, []string{"id attributes"}, []string{"including the elements"}},
	}, 40, 171)
}
