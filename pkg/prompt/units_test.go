package prompt

import "testing"

// Values with a unit said as people say them, on parameters copied from
// the tools/list of real MCP servers: stripe's amounts in cents are said
// in the currency (9599 is "95.99"), hubspot's "milliseconds since epoch"
// as the date, kubernetes' sinceSeconds as a window back from now (7200
// seconds is "the last 2 hours"), a forecast's hours as hours ahead,
// a grace period in seconds before its noun, an invoice's days as when it
// is due; never "after 7200 seconds" or "lasting 1 second".
func TestUnitsSaidAsPeopleDo(t *testing.T) {
	refund := `{"type":"object","properties":{"payment_intent":{"type":"string","description":"The ID of the PaymentIntent to refund."},
		"amount":{"type":"integer","description":"The amount to refund in cents."}},"required":["payment_intent"]}`
	eng := `{"type":"object","properties":{"type":{"type":"string","enum":["NOTE","TASK"],"description":"The type of engagement to create (NOTE or TASK)"},
		"ownerId":{"type":"number","description":"The ID of the owner of this engagement"},
		"timestamp":{"type":"integer","description":"Timestamp for the engagement (milliseconds since epoch). Defaults to current time if not provided."}},"required":["type","ownerId"]}`
	logs := `{"type":"object","properties":{"name":{"type":"string","description":"Pod name"},"namespace":{"type":"string"},
		"sinceSeconds":{"type":"integer","minimum":1,"description":"Only return logs newer than this many seconds, e.g. 3600 for the last hour"}},"required":["name"]}`
	aqi := `{"type":"object","properties":{"lat":{"type":"number","minimum":-90,"maximum":90},"lon":{"type":"number","minimum":-180,"maximum":180},
		"forecast_hours":{"type":"integer","minimum":0,"maximum":120,"default":0,"description":"If > 0, also return hourly AQI forecast for this many hours"}},"required":["lat","lon"]}`
	del := `{"type":"object","properties":{"kind":{"type":"string"},"name":{"type":"string"},"namespace":{"type":"string"},"gracePeriodSeconds":{"type":"integer","minimum":0}},"required":["kind","name"]}`
	inv := `{"type":"object","properties":{"customer":{"type":"string","description":"The ID of the customer to create the invoice for."},
		"days_until_due":{"type":"integer","description":"The number of days until the invoice is due."}},"required":["customer"]}`
	never := []string{"after 7200", "lasting", "after 20 hours", "9599", "1776168000000"}
	checkRequests(t, []requestCase{
		{"create_refund", "This tool will refund a payment intent in Stripe.", refund, `{"payment_intent":"pi_3MtwBwLkdIwHu7ix28a3tqPa","amount":9599}`,
			[]string{"95.99"}, never},
		{"hubspot-create-engagement", "Create a HubSpot engagement (Note or Task).", eng, `{"type":"NOTE","ownerId":85649,"timestamp":1776168000000}`,
			[]string{"april 14"}, never},
		{"pods_log", "Get the logs of a pod", logs, `{"name":"api-7d9f8b6c5d-x2k4p","sinceSeconds":7200}`,
			[]string{"2 hours"}, never},
		{"get_air_quality", "Current air quality index at a location.", aqi, `{"lat":38.7223,"lon":-9.1393,"forecast_hours":20}`,
			[]string{"next 20 hours"}, never},
		{"resources_delete", "Delete a Kubernetes resource", del, `{"kind":"Deployment","name":"api","gracePeriodSeconds":30}`,
			[]string{"30-second grace period"}, never},
		{"create_invoice", "This tool will create an invoice in Stripe.", inv, `{"customer":"cus_NffrFeUfNV2Hib","days_until_due":30}`,
			[]string{"30 days"}, never},
	}, 30, 77)
}
