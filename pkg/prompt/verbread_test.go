package prompt

import "testing"

// A description that opens on an adjective in -ly before a word of the

// tool's name reads that word as the act only when the name has no verb

// of its own: "Hourly conditions log" of log-conditions logs the

// conditions, "Weekly timesheet for a carer" of getTimesheet gets one,

// "Monthly safety statistics" of get_site_safety_summary gets the

// summary (tools of made-up third-party servers written for mcpgen's

// tests, their descriptions copied here).
func TestAdverbLedNameVerb(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, desc, verb, object string }{
		{"log-conditions", "Hourly conditions log.", "log", "the hourly conditions"},
		{"getTimesheet", "Weekly timesheet for a carer: contact hours, travel time and mileage (paid at 45p per mile).", "get", "a weekly timesheet"},
		{"get_site_safety_summary", "Monthly safety statistics for a site: hours worked, incident counts by category and severity.", "get", "the site safety summary"},
		{"holdSeats", "Temporarily hold seats for checkout.", "hold", "seats"},
	} {
		in := toolIntent(c.name, "", c.desc)
		if in.Verb != c.verb || in.Object != c.object {
			t.Errorf("%s: intent %q + %q, want %q + %q", c.name, in.Verb, in.Object, c.verb, c.object)
		}
	}
}

// A read-only tool whose description opens on a word that is a verb too

// before a bare noun asks for the thing the noun names: "Stock weight and

// value" of a read-only stock_report is "get the stock weight and value",

// never "stock a weight and value"; a tool that may change keeps the act.
func TestModifiedRead(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, desc   string
		eff          Effect
		verb, object string
		read         bool
	}{
		{"stock_report", "Stock weight and value (at cost) on a date, grouped.", EffectReads, "get", "the stock weight and value", true},
		{"catch_rpt", "Catch summary. d0/d1 yyyymmdd.", EffectReads, "get", "the catch summary", true},
		{"stage_files", "Stage files for the next commit.", EffectUnknown, "stage", "files", false},
	} {
		in := agreedIntent(ToolInfo{Name: c.name, Description: c.desc, Effect: c.eff}, toolIntent(c.name, "", c.desc))
		if in.Verb != c.verb || in.Object != c.object || in.Read != c.read {
			t.Errorf("%s: intent %q + %q (read %v), want %q + %q (read %v)", c.name, in.Verb, in.Object, in.Read, c.verb, c.object, c.read)
		}
	}
}

// Of "a X or Y Z", X is a thing of its own when the "or" offers the same

// noun again, and a modifier the noun shares otherwise: "a find or bulk

// finds bag" registers a find (was "a find finds bag"), while "a credit

// or debit adjustment", "an inbound or outbound weighbridge ticket" and

// "a broken or misbehaving piece of gear" keep their noun.
func TestNounBeforeOr(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ clause, object string }{
		{"Register a find or bulk finds bag from a context", "a find"},
		{"Record an inbound or outbound weighbridge ticket", "an inbound weighbridge ticket"},
		{"Apply a credit or debit adjustment to a bill", "a credit adjustment"},
		{"Flag a broken or misbehaving piece of gear so it gets pulled or fixed", "a broken piece of gear"},
		{"Create a draft or scheduled post", "a draft post"},
	} {
		in, ok := clauseIntent(c.clause, true)
		if !ok || in.Object != c.object {
			t.Errorf("%q: object %q (%v), want %q", c.clause, in.Object, ok, c.object)
		}
	}
}

// Care is said with no article: "record rind care", never "record a rind

// care" (record_rind_care of the made-up cheesemonger server).
func TestCareNoArticle(t *testing.T) {
	t.Parallel()
	in := toolIntent("record_rind_care", "", "Record turning, brushing or washing of one or more wheels.")
	if in.Verb != "record" || in.Object != "rind care" {
		t.Errorf("record_rind_care: intent %q + %q, want record + rind care", in.Verb, in.Object)
	}
}

// A state that narrows a list is said as an adjective when it is one,

// after "the ones" when a preposition or "not" leads it, and as the

// status it is otherwise; "the X ones" of a noun ("the heifer ones") and

// The comma before a restrictive "that are" goes right after the plural

// A verb that takes a "that" clause has the tool's name say its object:

// "Record that a cow has left the herd" of record_departure records a

// departure (was "record" with nothing recorded named).
func TestThatClauseObject(t *testing.T) {
	t.Parallel()
	in := toolIntent("record_departure", "", "Record that a cow has left the herd (sold, culled to slaughter, or died) and report the movement.")
	if in.Verb != "record" || in.Object != "a departure" {
		t.Errorf("record_departure: intent %q + %q, want record + a departure", in.Verb, in.Object)
	}
}

// A reason that is a thing's own act is said as one: "because it died",

// A setter is never asked for as a read: setLoftCoords described "Loft

// position" sets it (was "look up the position for loft …").
func TestSetterNeverRead(t *testing.T) {
	t.Parallel()
	const desc = "Loft position (used for race distances). Needs a surveyed fix."
	in := agreedIntent(ToolInfo{Name: "setLoftCoords", Description: desc}, toolIntent("setLoftCoords", "", desc))
	if in.Verb != "set" || in.Read {
		t.Errorf("setLoftCoords: intent %q + %q (read %v), want set, no read", in.Verb, in.Object, in.Read)
	}
}

// A code given for the thing a request is about is named by its key,

// never given as a text ("giving the ear tag as …"); a time range stays

// a value the request gives. Tool: get_yield_history of the made-up
