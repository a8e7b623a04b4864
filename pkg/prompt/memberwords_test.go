package prompt

import "testing"

// TestMemberWordsRequests checks members of listed objects said as words
// about the thing, never as their key and value read out: a reason or a
// status alone and first, a count of time before its key, a place in an
// order as an ordinal, a colour alone, a kind with what it is the kind
// of, a flag naming a thing with "with". The schemas are those of
// hold23/bakery_wholesale.json (report_short_delivery,
// open_wholesale_account), hold23/language_school.json and
// hold23/real/todoist.json, cut to the members tested.
func TestMemberWordsRequests(t *testing.T) {
	cases := []requestCase{
		{"report_short_delivery", "Report missing or damaged items on a delivery.",
			`{"type":"object","properties":{"delivery_id":{"type":"string"},"issues":{"type":"array","minItems":1,"items":{"type":"object","properties":{"sku":{"type":"string"},"missing_qty":{"type":"integer","minimum":0},"reason":{"type":"string","enum":["missing","crushed","stale","wrong_item","late"]}},"required":["sku","reason"]}}},"required":["delivery_id","issues"]}`,
			`{"delivery_id":"DL-251120-0941","issues":[{"sku":"862677","missing_qty":7,"reason":"wrong_item"},{"sku":"734473","missing_qty":3,"reason":"late"}]}`,
			[]string{"SKU 862677 (wrong item)", "SKU 734473 (late)"},
			[]string{"late reason", "item reason"}},
		{"record_attendance", "Record attendance for a lesson.",
			`{"type":"object","properties":{"lesson_id":{"type":"string"},"attendances":{"type":"array","items":{"type":"object","properties":{"student_id":{"type":"string"},"status":{"type":"string","enum":["present","absent","late","excused"]},"minutes_late":{"type":"integer","minimum":0}},"required":["student_id","status"]}}},"required":["lesson_id","attendances"]}`,
			`{"lesson_id":"787277","attendances":[{"student_id":"LN-F-93352","status":"late","minutes_late":44},{"student_id":"LN-M-54050","status":"excused"},{"student_id":"LN-Z-11801","status":"late","minutes_late":1}]}`,
			[]string{"late, 44 minutes late", "1 minute late"},
			[]string{"minutes late 44", "late status"}},
		{"create_labels", "Create personal labels.",
			`{"type":"object","properties":{"labels":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"color":{"type":"string"},"order":{"type":"integer"},"is_favorite":{"type":"boolean"}},"required":["name"]}}},"required":["labels"]}`,
			`{"labels":[{"name":"blocked","order":4},{"name":"high priority","color":"orange"},{"name":"someday","color":"navy blue","is_favorite":true}]}`,
			[]string{"4th in order", "orange", "navy blue", "favorite"},
			[]string{"order 4", "color orange", "color \"navy blue\""}},
		{"open_wholesale_account", "Open a wholesale account for a cafe.",
			`{"type":"object","properties":{"business_name":{"type":"string"},"delivery_address":{"type":"object","properties":{"street":{"type":"string"},"city":{"type":"string"},"postal_code":{"type":"string"},"loading_dock":{"type":"boolean"}},"required":["street","city","postal_code"]}},"required":["business_name","delivery_address"]}`,
			`{"business_name":"Blue Fig Bistro","delivery_address":{"street":"120 Collins Street","city":"Melbourne","postal_code":"57631","loading_dock":true}}`,
			[]string{"with a loading dock"},
			[]string{"loading dock yes"}},
	}
	checkRequests(t, cases, 8, 95)
}

// TestNumberTail checks the words of a number member no other rule says.
func TestNumberTail(t *testing.T) {
	for _, c := range []struct {
		key, n, want string
	}{
		{"minutes_late", "73", "73 minutes late"},
		{"days_overdue", "1", "1 day overdue"},
		{"line_amount", "208.58", "a line amount of 208.58"},
		{"gravity", "1.03", "a gravity of 1.03"},
		{"paid", "510.23", ""},     // a participle takes no "of"
		{"zone", "12", ""},         // an identifier: "zone 12"
		{"fee_usd", "3.5", ""},     // an amount in a currency: said by terseMembers
		{"minutes_late", "-4", ""}, // a negative number is said as written
	} {
		if got := numberTail(keyWords(c.key), c.n); got != c.want {
			t.Errorf("numberTail(%q, %s) = %q, want %q", c.key, c.n, got, c.want)
		}
	}
	for key, want := range map[string]string{"child_order": "4th in order", "order": "4th in order", "sort_order": "4th in order", "position_x": ""} {
		if got := orderTail(keyWords(key), "4"); got != want {
			t.Errorf("orderTail(%q, 4) = %q, want %q", key, got, want)
		}
	}
}

// TestMemberFlagsAndKinds checks flags, kinds and colours of objects.
func TestMemberFlagsAndKinds(t *testing.T) {
	for _, c := range []struct {
		key  string
		v    bool
		want string
	}{
		{"loading dock", true, "with a loading dock"},
		{"loading dock", false, "no loading dock"},
		{"has elevator", true, "with an elevator"},
		{"is favorite", true, "favorite"},
		{"double sided", false, "not double sided"},
		{"save changes", true, "save changes"}, // a verb's flag is no thing the object has
	} {
		if got := boolMemberWords(c.key, c.v); got != c.want {
			t.Errorf("boolMemberWords(%q, %v) = %q, want %q", c.key, c.v, got, c.want)
		}
	}
	for _, c := range []struct{ key, head, v, want string }{
		{"tax_type", "line item", "OUTPUT", "tax"},
		{"tax_type", "line item", "TAX_EXEMPT", ""},
		{"stop_type", "stop", "pickup", ""},
		{"bed_type", "rooms", "double", "bed"},
		{"type", "stop", "pickup", ""},
	} {
		if got := typeStem(keyWords(c.key), c.head, c.v); got != c.want {
			t.Errorf("typeStem(%q, %q, %q) = %q, want %q", c.key, c.head, c.v, got, c.want)
		}
	}
	for s, want := range map[string]bool{"purple": true, "navy blue": true, "Deep Focus": false, "#aa00ff": false, "a b c": false} {
		if colorWord(s) != want {
			t.Errorf("colorWord(%q) = %v, want %v", s, !want, want)
		}
	}
	for s, want := range map[string]bool{"4250 cents": true, "3 adults": true, "4th in order": false, "44 minutes late": false, "1 minute late": false} {
		if amountWords(s) != want {
			t.Errorf("amountWords(%q) = %v, want %v", s, !want, want)
		}
	}
}

// TestMeasureWords checks numbers whose key ends in a unit: a list said
// by what it measures with the unit once ("monthly usage of 240, 400 and
// 1000 kWh"), a unit with a qualifier after it ("kW DC"). The schemas
// are those of hold23/solar_installer.json, cut to the members tested.
func TestMeasureWords(t *testing.T) {
	cases := []requestCase{
		{"EstimateSystemSize", "Estimate the solar system size for a home.",
			`{"type":"object","properties":{"monthlyUsageKwh":{"type":"array","items":{"type":"number","minimum":0},"minItems":12,"maxItems":12,"description":"Jan..Dec kWh from the utility bills."}},"required":["monthlyUsageKwh"]}`,
			`{"monthlyUsageKwh":[240,400,1000,800,600,300,240,180,150,300,400,800]}`,
			[]string{"monthly usage", "800 kwh"},
			[]string{"kwhs", "usage kwh"}},
		{"SubmitPermitPacket", "Submit a permit packet to the authority having jurisdiction.",
			`{"type":"object","properties":{"projectId":{"type":"string"},"systemSizeKwDc":{"type":"number","minimum":0.5,"maximum":100}},"required":["projectId","systemSizeKwDc"]}`,
			`{"projectId":"SUN-26-7865","systemSizeKwDc":92.935}`,
			[]string{"system size of 92.935 kW DC"},
			[]string{"kw dc at", "size kw"}},
	}
	checkRequests(t, cases, 8, 96)
}

// TestWeekdayList checks days of the week in a listed object said as the
// days a thing recurs on, in the week's order (dev21/irrigation.json's
// program runs), and a list holding anything else left alone.
func TestWeekdayList(t *testing.T) {
	if got, ok := weekdayList([]string{"sat", "thu", "MON"}); !ok || got != "on Mondays, Thursdays and Saturdays" {
		t.Errorf("weekdayList(sat, thu, MON) = %q, %v", got, ok)
	}
	if got, ok := weekdayList([]string{"sat", "noon"}); ok {
		t.Errorf("weekdayList(sat, noon) = %q, want none", got)
	}
	cases := []requestCase{
		{"replace_program", "Replace the weekly watering program of a zone.",
			`{"type":"object","properties":{"zone":{"type":"integer"},"runs":{"type":"array","items":{"type":"object","properties":{"start_time":{"type":"string","pattern":"^[0-2][0-9]:[0-5][0-9]$"},"days":{"type":"array","items":{"type":"string","enum":["mon","tue","wed","thu","fri","sat","sun"]}},"minutes":{"type":"integer"}},"required":["start_time","days","minutes"]}}},"required":["zone","runs"]}`,
			`{"zone":14,"runs":[{"start_time":"14:00","days":["sat","thu","mon"],"minutes":75},{"start_time":"18:00","days":["tue","sun"],"minutes":71}]}`,
			[]string{"on Mondays, Thursdays and Saturdays", "on Tuesdays and Sundays"},
			[]string{"days sat", "days tue"}},
	}
	checkRequests(t, cases, 8, 97)
}
