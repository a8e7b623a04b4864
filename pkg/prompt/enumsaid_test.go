package prompt

import "testing"

// TestEnumWords wants an enum value in words a person types, the exact
// value still plain in them: capitals and underscores as words, a word
// with a number split, a measure at a height with "at", a statistic
// first; codes and single words in capitals stay as written.
func TestEnumWords(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"INDUSTRIAL_ACTION", "industrial action"},
		{"NOT_YET_RECRUITING", "not yet recruiting"},
		{"OUT_OF_STOCK", "out of stock"},
		{"phase4", "phase 4"},
		{"PHASE4", "phase 4"},
		{"EARLY_PHASE1", "early phase 1"},
		{"wind_speed_80m", "wind speed at 80 m"},
		{"temperature_900hPa", "temperature at 900 hPa"},
		{"temperature_2m_max", "max temperature at 2 m"},
		{"swell_wave_period_max", "max swell wave period"},
		{"forecast_v4", "forecast v4"},
		{"direct_debit", "direct debit"},
		{"MRI_AGCM3_2_S", ""},
		{"P1", ""},
		{"NA", ""},
		{"POST", ""},
		{"im", ""},
		{"agcm3", ""},
		{"lastName", ""},
	} {
		got, ok := enumWords(c.in)
		if !ok {
			got = ""
		}
		if got != c.want {
			t.Errorf("enumWords(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestEnumSaidByHead wants a choice attached to its key as a person
// says it: a way of sending "by mail" or "as an electronic PDF", a
// pickup "for pickup", a unit "in minutes", a view "in list view", a
// grade code "with P1 priority", a currency "in GBP", a stage "on the
// main stage", a route "on the IV route"; never "using the mail
// delivery", "with minute duration unit", "(list view style)", "using
// the P1 priority" nor "in direct_debit method". The tools are written
// for the test.
func TestEnumSaidByHead(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "order_transcript", desc: "Order an official transcript.",
			schema: `{"type":"object","properties":{"student_id":{"type":"string"},"delivery":{"type":"string","enum":["mail","electronic_pdf","pickup"]}},"required":["student_id","delivery"]}`,
			args:   `{"student_id":"S-1182","delivery":"mail"}`, want: []string{"by mail"}, never: []string{"mail delivery"}},
		{name: "order_transcript", desc: "Order an official transcript.",
			schema: `{"type":"object","properties":{"student_id":{"type":"string"},"delivery":{"type":"string","enum":["mail","electronic_pdf","pickup"]}},"required":["student_id","delivery"]}`,
			args:   `{"student_id":"S-1182","delivery":"electronic_pdf"}`, want: []string{"as an electronic PDF"}, never: []string{"pdf delivery", "electronic_pdf"}},
		{name: "order_transcript", desc: "Order an official transcript.",
			schema: `{"type":"object","properties":{"student_id":{"type":"string"},"delivery":{"type":"string","enum":["mail","electronic_pdf","pickup"]}},"required":["student_id","delivery"]}`,
			args:   `{"student_id":"S-1182","delivery":"pickup"}`, want: []string{"for pickup"}, never: []string{"pickup delivery"}},
		{name: "setup_plan", desc: "Set up a payment plan for a customer account.",
			schema: `{"type":"object","properties":{"account":{"type":"string"},"method":{"type":"string","enum":["direct_debit","card","cash"]}},"required":["account","method"]}`,
			args:   `{"account":"AC-5521","method":"direct_debit"}`, want: []string{"by direct debit"}, never: []string{"direct_debit", "method"}},
		{name: "set_timer", desc: "Set a kitchen timer.",
			schema: `{"type":"object","properties":{"duration":{"type":"integer"},"duration_unit":{"type":"string","enum":["second","minute","hour"]}},"required":["duration","duration_unit"]}`,
			args:   `{"duration":12,"duration_unit":"minute"}`, want: []string{"in minutes"}, never: []string{"unit"}},
		{name: "show_board", desc: "Show the tasks on a board.",
			schema: `{"type":"object","properties":{"board":{"type":"string"},"view_style":{"type":"string","enum":["list","grid","kanban"]}},"required":["board","view_style"]}`,
			args:   `{"board":"ops","view_style":"list"}`, want: []string{"in list view"}, never: []string{"view style", "list style"}},
		{name: "open_ticket", desc: "Open a helpdesk ticket.",
			schema: `{"type":"object","properties":{"summary":{"type":"string"},"priority":{"type":"string","enum":["P1","P2","P3"]}},"required":["summary","priority"]}`,
			args:   `{"summary":"Printer jammed","priority":"P1"}`, want: []string{"P1 priority"}, never: []string{"the P1 priority"}},
		{name: "charge_booking", desc: "Charge the customer for a booking.",
			schema: `{"type":"object","properties":{"booking":{"type":"string"},"amount":{"type":"number"},"currency":{"type":"string","enum":["GBP","EUR"]}},"required":["booking","amount","currency"]}`,
			args:   `{"booking":"K1V7TJ","amount":42.5,"currency":"GBP"}`, never: []string{"GBP currency"}},
		{name: "schedule_act", desc: "Put an act on the festival schedule.",
			schema: `{"type":"object","properties":{"act_id":{"type":"string"},"stage":{"type":"string","enum":["main","north_tent","woods"]}},"required":["act_id","stage"]}`,
			args:   `{"act_id":"ACT-91","stage":"north_tent"}`, want: []string{"on the north tent stage"}, never: []string{"using the north", "with the north"}},
		{name: "record_dose", desc: "Record an administered dose of a study drug.",
			schema: `{"type":"object","properties":{"subject_id":{"type":"string"},"route":{"type":"string","enum":["oral","iv","im"]}},"required":["subject_id","route"]}`,
			args:   `{"subject_id":"210778","route":"iv"}`, want: []string{"on the IV route"}, never: []string{"using the"}},
		{name: "log_visit", desc: "Book a visit slot at a depot.",
			schema: `{"type":"object","properties":{"site":{"type":"string"},"vehicle_type":{"type":"string","enum":["car","van","on_foot"]}},"required":["site","vehicle_type"]}`,
			args:   `{"site":"D-12","vehicle_type":"on_foot"}`, want: []string{"on foot"}, never: []string{"on_foot", "type"}},
		{name: "get_forecast", desc: "Get a forecast for a place.",
			schema: `{"type":"object","properties":{"place":{"type":"string"},"models":{"type":"string","enum":["best_match","forecast_v4"]}},"required":["place","models"]}`,
			args:   `{"place":"Oslo","models":"forecast_v4"}`, want: []string{"forecast v4 model"}, never: []string{"models", "forecast_v4"}},
	}, 12, 181)
}

// TestEnumReasonSaid wants a reason given as a person gives one: "due
// to industrial action", "because it was lost", "for some other reason",
// "since it's out of stock", "for technical reasons"; never "(reason:
// …)" nor the value in capitals.
func TestEnumReasonSaid(t *testing.T) {
	schema := `{"type":"object","properties":{"order_id":{"type":"string"},"reason":{"type":"string","enum":["INDUSTRIAL_ACTION","lost","other","OUT_OF_STOCK","TECHNICAL","PAYMENT_FAILED"]}},"required":["order_id","reason"]}`
	for _, c := range []struct {
		value string
		want  []string
	}{
		{"INDUSTRIAL_ACTION", []string{"industrial action"}},
		{"lost", []string{"because it was lost"}},
		{"other", []string{"other reason"}},
		{"OUT_OF_STOCK", []string{"since it's out of stock"}},
		{"TECHNICAL", []string{"for technical reasons"}},
		{"PAYMENT_FAILED", []string{"because the payment failed"}},
	} {
		checkRequests(t, []requestCase{{name: "cancel_order", desc: "Cancel a customer order.", schema: schema,
			args: `{"order_id":"ORD-5512","reason":"` + c.value + `"}`, want: c.want,
			never: []string{"(reason:", "_", "as the reason"}}}, 8, 182)
	}
}

// TestEnumListsSaid wants a list of enumerated values the call sends all
// of joined with "and" before the plural noun ("the eligibility and
// contacts sections"), in words ("harsh braking"), a way of sending with
// "by" ("by SMS and email"), an adjective key before the list ("with
// daily rain sum"); never "or" for things all sent, nor the values as
// written.
func TestEnumListsSaid(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "get_trial", desc: "Get a registered clinical trial.",
			schema: `{"type":"object","properties":{"nct_id":{"type":"string"},"sections":{"type":"array","items":{"type":"string","enum":["eligibility","contacts","outcomes","design"]}}},"required":["nct_id","sections"]}`,
			args:   `{"nct_id":"NCT04211","sections":["eligibility","contacts","outcomes"]}`, want: []string{"eligibility, contacts and outcomes sections"}, never: []string{" or "}},
		{name: "trip_history", desc: "Look up a vehicle's trip history.",
			schema: `{"type":"object","properties":{"vehicle":{"type":"string"},"event_types":{"type":"array","items":{"type":"string","enum":["harsh_braking","speeding","harsh_acceleration","idling"]}}},"required":["vehicle","event_types"]}`,
			args:   `{"vehicle":"V-77","event_types":["harsh_braking","speeding"]}`, want: []string{"harsh braking and speeding"}, never: []string{"harsh_braking", " or "}},
		{name: "subscribe_alerts", desc: "Subscribe a user to outage alerts.",
			schema: `{"type":"object","properties":{"user_email":{"type":"string","format":"email"},"channels":{"type":"array","items":{"type":"string","enum":["sms","email","push"]}}},"required":["user_email","channels"]}`,
			args:   `{"user_email":"ana@x.io","channels":["sms","email"]}`, want: []string{"by SMS and email"}, never: []string{"channel"}},
		{name: "get_readings", desc: "Read greenhouse sensor data.",
			schema: `{"type":"object","properties":{"house":{"type":"string"},"daily":{"type":"array","items":{"type":"string","enum":["rain_sum","temperature_2m_max","humidity_mean"]}}},"required":["house","daily"]}`,
			args:   `{"house":"G2","daily":["rain_sum","temperature_2m_max"]}`, want: []string{"daily rain sum and max temperature at 2 m"}, never: []string{"_", "dailies"}},
		{name: "create_zone", desc: "Create a geofence zone for a fleet.",
			schema: `{"type":"object","properties":{"name":{"type":"string"},"alert_on":{"type":"array","items":{"type":"string","enum":["enter","exit","dwell"]}}},"required":["name","alert_on"]}`,
			args:   `{"name":"Depot","alert_on":["enter","exit"]}`, want: []string{"alerting on enter and exit"}, never: []string{"exit on", "enter on"}},
	}, 12, 183)
}

// TestCodeCaps wants a two-letter code in capitals ("IV") and English
// words of two letters, and longer values, as they are.
func TestCodeCaps(t *testing.T) {
	for in, want := range map[string]string{"iv": "IV", "im": "IM", "sc": "SC", "on": "on", "up": "up", "oral": "oral", "P1": "P1"} {
		if got := codeCaps(in); got != want {
			t.Errorf("codeCaps(%q) = %q, want %q", in, got, want)
		}
	}
}
