package synth

import (
	"encoding/json"
	"testing"
	"time"
)

// Values in the unit and the time a real tool's description states, on
// schemas copied from the tools/list of real MCP servers: stripe's price
// in cents is a price a person sets in cents (1999, 4500), hubspot's
// "milliseconds since epoch" a time near the reference date, the weather
// server's historical range has passed and ends after it starts, airbnb's
// check-in and check-out are a stay yet to come.
func TestValuesInTheStatedUnitAndTime(t *testing.T) {
	t.Parallel()
	price := `{"type":"object","properties":{"product":{"type":"string","description":"The ID of the product to create the price for."},
		"unit_amount":{"type":"integer","description":"The unit amount of the price in cents."},
		"currency":{"type":"string","description":"The currency of the price."}},"required":["product","unit_amount","currency"]}`
	for _, in := range instances(t, price, 100, Options{Seed: 3, RootObject: true, Topic: "create_price", About: "This tool will create a price in Stripe. If a product has not already been specified, a product should be created first."}) {
		var v struct {
			UnitAmount json.Number `json:"unit_amount"`
		}
		_ = json.Unmarshal(in, &v)
		n, err := v.UnitAmount.Int64()
		if err != nil || n < 100 || n%100 != 0 && n%100 != 99 && n%100 != 50 {
			t.Errorf("unit_amount %s: want a price in cents such as 1999 or 4500", v.UnitAmount)
		}
	}
	eng := `{"type":"object","properties":{"type":{"type":"string","enum":["NOTE","TASK"]},"ownerId":{"type":"number"},
		"timestamp":{"type":"integer","description":"Timestamp for the engagement (milliseconds since epoch). Defaults to current time if not provided."}},"required":["type","ownerId","timestamp"]}`
	for _, in := range instances(t, eng, 100, Options{Seed: 3, RootObject: true, Topic: "hubspot-create-engagement", About: "Create a HubSpot engagement (Note or Task)."}) {
		var v struct{ Timestamp int64 }
		_ = json.Unmarshal(in, &v)
		if d := time.UnixMilli(v.Timestamp).Sub(refDate); d < -200*24*time.Hour || d > 200*24*time.Hour {
			t.Errorf("timestamp %d is %s, not near %s", v.Timestamp, time.UnixMilli(v.Timestamp).UTC(), refDate)
		}
	}
	hist := `{"type":"object","properties":{"lat":{"type":"number","minimum":-90,"maximum":90},"lon":{"type":"number","minimum":-180,"maximum":180},
		"start_date":{"type":"string","format":"date","description":"YYYY-MM-DD"},
		"end_date":{"type":"string","format":"date","description":"YYYY-MM-DD, inclusive. Defaults to start_date."}},"required":["lat","lon","start_date","end_date"]}`
	for _, in := range instances(t, hist, 100, Options{Seed: 3, RootObject: true, Topic: "get_historical_weather", About: "Historical observed weather for a past date range."}) {
		var v struct{ Start, End string }
		var m map[string]any
		_ = json.Unmarshal(in, &m)
		v.Start, v.End = m["start_date"].(string), m["end_date"].(string)
		s, _ := time.Parse("2006-01-02", v.Start)
		e, _ := time.Parse("2006-01-02", v.End)
		if !e.After(s) || e.Sub(s) > 14*24*time.Hour || !e.Before(refDate) {
			t.Errorf("history %s..%s: want a range of days before %s", v.Start, v.End, refDate.Format("2006-01-02"))
		}
	}
	stay := `{"type":"object","properties":{"location":{"type":"string","description":"Location to search for (city, state, etc.)"},
		"checkin":{"type":"string","description":"Check-in date (YYYY-MM-DD)"},"checkout":{"type":"string","description":"Check-out date (YYYY-MM-DD)"}},
		"required":["location","checkin","checkout"]}`
	for _, in := range instances(t, stay, 100, Options{Seed: 3, RootObject: true, Topic: "airbnb_search", About: "Search for Airbnb listings with various filters and pagination. Provide direct links to the user"}) {
		var m map[string]string
		_ = json.Unmarshal(in, &m)
		s, err1 := time.Parse("2006-01-02", m["checkin"])
		e, err2 := time.Parse("2006-01-02", m["checkout"])
		if err1 != nil || err2 != nil || !s.After(refDate) || !e.After(s) || e.Sub(s) > 14*24*time.Hour {
			t.Errorf("stay %s..%s: want check-in after %s and check-out a few days later", m["checkin"], m["checkout"], refDate.Format("2006-01-02"))
		}
	}
}
