package prompt

import "testing"

// enumObjectCases are tools whose description offers an enum's values in
// its object ("an SMS or email reminder", "a manual or scheduled run",
// "an inbound or outbound ticket"): the request's object says the value
// the call sets, and the argument is not said again beside it.
var enumObjectCases = []requestCase{
	{name: "send_lesson_reminder", desc: "Send an SMS or email reminder to a student about an upcoming lesson.",
		schema: `{"type":"object","properties":{"student_id":{"type":"string"},"channel":{"type":"string","enum":["sms","email"]}},"required":["student_id","channel"]}`,
		args:   `{"student_id":"ST-1042","channel":"email"}`,
		want:   []string{"email", "ST-1042"},
		never:  []string{"SMS", "by email"}},
	{name: "log_irrigation_run", desc: "Log a manual or scheduled irrigation run for a greenhouse bay.",
		schema: `{"type":"object","properties":{"bay":{"type":"string"},"mode":{"type":"string","enum":["manual","scheduled"]}},"required":["bay","mode"]}`,
		args:   `{"bay":"B7","mode":"scheduled"}`,
		want:   []string{"a scheduled irrigation run", "B7"},
		never:  []string{"manual", "scheduled mode"}},
	{name: "log_irrigation_run_same", desc: "Log a manual or scheduled irrigation run for a greenhouse bay.",
		schema: `{"type":"object","properties":{"bay":{"type":"string"},"mode":{"type":"string","enum":["manual","scheduled"]}},"required":["bay","mode"]}`,
		args:   `{"bay":"B7","mode":"manual"}`,
		want:   []string{"a manual irrigation run"},
		never:  []string{"manual mode", "scheduled"}},
	{name: "record_weighbridge_ticket", desc: "Record an inbound or outbound weighbridge ticket for a commercial load.",
		schema: `{"type":"object","properties":{"direction":{"type":"string","enum":["inbound","outbound"]},"vehicle_registration":{"type":"string"}},"required":["direction","vehicle_registration"]}`,
		args:   `{"direction":"outbound","vehicle_registration":"KX19 BDE"}`,
		want:   []string{"an outbound weighbridge ticket", "KX19 BDE"},
		never:  []string{"inbound", "outbound direction"}},
}

// The object of a request agrees with the enum value it names (enumObjectCases).
func TestObjectSaysTheEnumValueSet(t *testing.T) {
	checkRequests(t, enumObjectCases, 20, 41)
}

// enumObject swaps the value an object names for the one the call sets.
func TestEnumObject(t *testing.T) {
	mk := func(enum, x, desc string) *Data {
		if desc == "" {
			desc = "Log one: " + enum
		}
		return &Data{Tool: ToolData{Description: desc},
			Set: []Param{{Name: "k", Enum: true, Value: x, Set: true, schema: []byte(`{"type":"string","enum":` + enum + `}`)}}}
	}
	for _, c := range []struct{ enum, x, obj, want, desc string }{
		{`["sms","email"]`, "email", "an SMS reminder", "an email reminder", ""},
		{`["sms","email"]`, "sms", "an email reminder", "an SMS reminder", ""},
		{`["inbound","outbound"]`, "outbound", "an inbound weighbridge ticket", "an outbound weighbridge ticket", ""},
		{`["manual","scheduled"]`, "manual", "a manual irrigation run", "a manual irrigation run", ""},
		{`["print","digital","audio"]`, "audio", "a print loan", "an audio loan", ""},
		{`["print","digital"]`, "digital", "a loan of a print", "a loan of a print", ""}, // after "of": another thing
		{`["lease_return","sold"]`, "lease_return", "a sold car", "a sold car", ""},      // several words: not in the object
		{`["red","blue"]`, "blue", "a new issue", "a new issue", ""},
		// the description names one value only: "wiki" is the page's kind, not the choice
		{`["wiki","storage"]`, "storage", "a wiki page", "a wiki page", "Create a wiki page in a space."},
	} {
		if got := enumObject(mk(c.enum, c.x, c.desc), c.obj); got != c.want {
			t.Errorf("enumObject(%s=%s, %q) = %q, want %q", c.enum, c.x, c.obj, got, c.want)
		}
	}
}
