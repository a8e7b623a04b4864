package role

import (
	"reflect"
	"testing"
)

// The numbers a count or size is listed as taking are its values: a stay
// "in nights: 3, 4, 7, 10 or 14" was drawn 60 nights. Numbers given as
// examples, and one number with thousands separators, are no list.
// Descriptions written for the test.
func TestNumberListInProse(t *testing.T) {
	want := []string{"3", "4", "7", "10", "14"}
	for _, d := range []string{
		"Length of stay in nights: 3, 4, 7, 10 or 14.",
		"Length of stay in nights, one of 3, 4, 7, 10 or 14.",
		"Nights (3, 4, 7, 10 or 14).",
		"Allowed values: 3, 4, 7, 10, 14.",
	} {
		r := classify("book_stay", "nights", `{"type":"integer","description":"`+d+`"}`)
		if !reflect.DeepEqual(r.Values, want) || !r.ValuesFromProse {
			t.Errorf("%q: values %q, want %q", d, r.Values, want)
		}
		if r.Kind == Enum {
			t.Errorf("%q: a quantity read as an enumeration", d)
		}
	}
	for _, d := range []string{
		"Number of changes rung, e.g. 5040, 1260 or 720.",
		"Amount in pence, e.g. 1,000 or 2,500.",
		"Pack size, 12 or more.",
		"Weight in grams (max 2,000).",
	} {
		if r := classify("log_item", "n", `{"type":"integer","description":"`+d+`"}`); len(r.Values) > 0 {
			t.Errorf("%q: values %q read from numbers that are no list", d, r.Values)
		}
	}
	// a 1.5-hour lesson: decimals are values of a number, not of an integer
	if r := classify("book", "hours", `{"type":"integer","description":"Lesson length: 1, 1.5 or 2 hours."}`); len(r.Values) > 0 {
		t.Errorf("integer took decimal values %q", r.Values)
	}
}

// A description that opens by naming a phone number makes the value one,
// whatever the key: a "callback" was drawn as the id 316571.
func TestPhoneNamedByDescription(t *testing.T) {
	for _, c := range [][2]string{
		{"callback", "Phone number to call back on."},
		{"reach_on", "Mobile number for the driver."},
		{"out_of_hours", "Out-of-hours phone number"},
	} {
		if r := classify("log_callout", c[0], `{"type":"string","description":"`+c[1]+`"}`); r.Kind != Phone {
			t.Errorf("%s %q: %v, want phone", c[0], c[1], r)
		}
	}
	if r := classify("log_callout", "job_no", `{"type":"string","description":"Job number on the docket."}`); r.Kind == Phone {
		t.Errorf("job_no read as a phone")
	}
}

// A name closing on a deadline word and "by" holds a date ("needed_by":
// trays were "needed by Fatima Park"); after a participle it is still who
// did it. A count whose description says what was counted is a tally, not
// how many results to return ("the first 40 trays").
func TestDeadlineByAndTally(t *testing.T) {
	for _, k := range []string{"needed_by", "replyBy", "return_by"} {
		if r := classify("request_trays", k, `{"type":"string"}`); r.Kind != Date {
			t.Errorf("%s: %v, want a date", k, r)
		}
	}
	if r := classify("request_trays", "checked_by", `{"type":"string"}`); r.Kind != Person {
		t.Errorf("checked_by: %v, want a person", r)
	}
	if r := classify("log_roost_count", "count", `{"type":"integer","description":"Bats counted at emergence"}`); r.Kind == Count {
		t.Errorf("a tally read as a limit: %v", r)
	}
	if r := classify("list_roosts", "count", `{"type":"integer","description":"How many results to return"}`); r.Kind != Count {
		t.Errorf("a limit: %v, want count", r)
	}
}
