package prompt

import "testing"

// TestTypesSaidAsThings: a choice of the kinds of a thing is said by the
// things (a read's "just the departure events", a webhook's "for
// order refunded events"), never by the parameter's name ("event types
// departure").
func TestTypesSaidAsThings(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "list_train_events", desc: "List the recorded events of a train.",
			schema: `{"type":"object","properties":{"train_id":{"type":"string","description":"Train identifier"},"event_types":{"type":"string","description":"Event types to filter by. Available values: all, departure, arrival, delay."}},"required":["train_id","event_types"]}`,
			args:   `{"train_id":"ICE-7702","event_types":"departure"}`, want: []string{"departure events", "ICE-7702"}, never: []string{"event types", "event type"}},
		{name: "create_webhook", desc: "Create a webhook for a store.",
			schema: `{"type":"object","properties":{"store_id":{"type":"string"},"url":{"type":"string","format":"uri"},"event_types":{"type":"string","enum":["order_paid","order_refunded","all"]}},"required":["store_id","url","event_types"]}`,
			args:   `{"store_id":"ST-118","url":"https://hooks.example.com/orders","event_types":"order_refunded"}`, want: []string{"ST-118", "for order refunded events"}, never: []string{"event types"}},
	}, 12, 5113)
}
