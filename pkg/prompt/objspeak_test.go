package prompt

import "testing"

// TestGenericObjectsSpoken checks that lists of objects and nested
// objects are said the way a person says them, by what each is, never
// as pasted JSON nor as lines that read out the keys (the blind rater's
// "pasted JSON stops", "bottle size ml 375, quantity 1, sku 773303",
// `setting email "…", name "…" and phone "…"`): a stop by its kind and
// address with its time window as a span, line items as "3 of SKU …",
// an amount in a unit as "50 gallons of diesel", a contact by name with
// the details in brackets, a person by first and last name together.
// The tools are written for the test, in domains the mechanism was not
// tuned on.
func TestGenericObjectsSpoken(t *testing.T) {
	cases := []requestCase{
		{"create_load", "Post a new load for carriers to bid on.",
			`{"type":"object","properties":{"shipper_id":{"type":"integer"},"stops":{"type":"array","items":{"type":"object","properties":{"type":{"type":"string","enum":["pickup","delivery"]},"address":{"type":"object","properties":{"street":{"type":"string"},"city":{"type":"string"},"state":{"type":"string"},"zip":{"type":"string"}}},"window_start":{"type":"string","format":"date-time"},"window_end":{"type":"string","format":"date-time"},"reference_number":{"type":"string"}}}}},"required":["shipper_id","stops"]}`,
			`{"shipper_id":10525,"stops":[{"address":{"city":"Prague","state":"Prague","street":"Národní 20","zip":"110 05"},"type":"pickup","window_end":"2026-02-20T14:00:00Z","window_start":"2026-02-06T14:00:00Z"},{"address":{"city":"Prague","state":"Prague","zip":"110 03"},"reference_number":"ORD-776111","type":"delivery","window_start":"2026-03-13T10:15:00Z"}]}`,
			[]string{"pickup stop at Národní 20, 110 05 Prague", "delivery stop at 110 03 Prague", "reference ORD-776111"},
			[]string{"```", "{", "window", "_", "reference number"}},
		{"create_order", "Place a retail order for pickup or shipping.",
			`{"type":"object","properties":{"customer_email":{"type":"string","format":"email"},"items":{"type":"array","items":{"type":"object","properties":{"sku":{"type":"string"},"quantity":{"type":"integer","minimum":1},"bottle_size_ml":{"type":"integer","enum":[375,750,1500]}},"required":["sku","quantity"]}}},"required":["customer_email","items"]}`,
			`{"customer_email":"ana@acme.io","items":[{"quantity":3,"sku":"635477"},{"bottle_size_ml":375,"quantity":1,"sku":"479198"}]}`,
			[]string{"3 ", "SKU 635477", "SKU 479198 (375 ml)"},
			[]string{"```", "{", "quantity", "bottle size"}},
		{"order_fuel", "Order fuel delivery to a slip.",
			`{"type":"object","properties":{"slip_id":{"type":"string"},"lines":{"type":"array","items":{"type":"object","properties":{"fuel_type":{"type":"string","enum":["diesel","gasoline"]},"gallons":{"type":"number"}}}}},"required":["slip_id","lines"]}`,
			`{"slip_id":"B-12","lines":[{"fuel_type":"diesel","gallons":50},{"fuel_type":"gasoline","gallons":1}]}`,
			[]string{"50 gallons of diesel", "1 gallon of gasoline"},
			[]string{"fuel type", "gallons 50", "```"}},
		{"onboard_carrier", "Onboard a carrier.",
			`{"type":"object","properties":{"mc_number":{"type":"string"},"dispatch_contact":{"type":"object","properties":{"name":{"type":"string"},"email":{"type":"string"},"phone":{"type":"string"}}}},"required":["mc_number"]}`,
			`{"mc_number":"59148","dispatch_contact":{"email":"minjun@meridian.com","name":"Minjun Nguyen","phone":"+34 500 925158"}}`,
			[]string{"Minjun Nguyen (minjun@meridian.com, phone +34 500 925158)", "dispatch contact"},
			[]string{"setting email", "name \"", "{"}},
		{"book_table", "Book a table at a restaurant location.",
			`{"type":"object","properties":{"location_id":{"type":"string"},"guest":{"type":"object","properties":{"first_name":{"type":"string"},"last_name":{"type":"string"},"phone":{"type":"string"}}},"party_size":{"type":"integer"}},"required":["location_id","guest"]}`,
			`{"location_id":"71352","guest":{"first_name":"Omar","last_name":"Kim","phone":"+34246609397"},"party_size":4}`,
			[]string{"Omar Kim (phone +34246609397)", "guest"},
			[]string{"first name", "last name", "{"}},
		{"create_event", "Create a calendar event.",
			`{"type":"object","properties":{"calendar":{"type":"string"},"attendees":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"email":{"type":"string"},"role":{"type":"string","enum":["organiser","attendee"]}}}}},"required":["calendar","attendees"]}`,
			`{"calendar":"team","attendees":[{"name":"Ana Costa","email":"ana@acme.io","role":"organiser"},{"name":"Li Wei","email":"li@acme.io"}]}`,
			[]string{"Ana Costa (organiser, ana@acme.io)", "Li Wei (li@acme.io)"},
			[]string{"role", "{", "```"}},
		{"occupancy_search", "List bookable room offers.",
			`{"type":"object","properties":{"hotel_id":{"type":"string"},"rooms":{"type":"array","items":{"type":"object","properties":{"adults":{"type":"integer"},"children_ages":{"type":"array","items":{"type":"integer"}},"bed_type":{"type":"string","enum":["double","twin"]}}}}},"required":["hotel_id","rooms"]}`,
			`{"hotel_id":"H-7","rooms":[{"adults":2,"bed_type":"double","children_ages":[4,9]},{"adults":1,"bed_type":"twin"}]}`,
			[]string{"double room", "2 adults", "1 adult", "children ages 4 and 9"},
			[]string{"adults 2", "bed type", "{"}},
	}
	checkRequests(t, cases, 8, 15)
}

// TestGenericObjectWrapperNotNamed checks that an object which only
// wraps the tool's own object ("cycle_data") is not said as a thing of
// its own ("as the cycle data"), and that a parameter named by a
// relation ("reported by") is not said as a noun ("the reported by").
func TestGenericObjectWrapperNotNamed(t *testing.T) {
	cases := []requestCase{
		{"create_cycle", "Create a cycle in a project.",
			`{"type":"object","properties":{"project_id":{"type":"string"},"cycle_data":{"type":"object","properties":{"name":{"type":"string"},"end_date":{"type":"string","format":"date"}}}},"required":["project_id","cycle_data"]}`,
			`{"project_id":"p-1","cycle_data":{"name":"Sprint 9","end_date":"2026-01-20"}}`,
			[]string{"Sprint 9"}, []string{"cycle data"}},
		{"open_claim", "Open a first notice of loss.",
			`{"type":"object","properties":{"policy_id":{"type":"string"},"reported_by":{"type":"object","properties":{"name":{"type":"string"},"phone":{"type":"string"}}}},"required":["policy_id","reported_by"]}`,
			`{"policy_id":"728527","reported_by":{"name":"Ana Costa","phone":"+90 628 511957"}}`,
			[]string{"Ana Costa"}, []string{"the reported by"}},
	}
	checkRequests(t, cases, 8, 16)
}
