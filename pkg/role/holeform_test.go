package role

import (
	"regexp"
	"testing"
)

// Forms stated in prose with date parts and holes, or as a prefix and a
// count of digits, give a sample of that form: in a parameter's own
// description ("SR-YYYY-NNNNNNN that survives.", "INV-5 digits") and in
// the tool's ("Get an inspection by job number (TF-YYYY-NNNNN).").
func TestStatedFormsWithDateParts(t *testing.T) {
	cases := []struct {
		file, tool, ptr string
		want            *regexp.Regexp
	}{
		{"city_311.json", "mergeDuplicateRequests", "/primaryRequestId", regexp.MustCompile(`^SR-20\d\d-\d{7}$`)},
		{"catering.json", "saffron-record-payment", "/invoiceId", regexp.MustCompile(`^INV-\d{5}$`)},
		{"home_inspection.json", "inspection_get", "/job_number", regexp.MustCompile(`^TF-20\d\d-\d{5}$`)},
		{"home_inspection.json", "finding_add", "/job_number", regexp.MustCompile(`^TF-20\d\d-\d{5}$`)},
	}
	for _, c := range cases {
		s, tools := loadServer(t, c.file)
		r := fileRole(t, s, tools, c.tool, c.ptr)
		if len(r.Examples) == 0 || !c.want.MatchString(r.Examples[0]) {
			t.Errorf("%s %s: examples %q (%s), want one matching %s", c.tool, c.ptr, r.Examples, r.Why, c.want)
		}
	}
	for d, want := range map[string]string{
		"APT-YYYYMMDD-### e.g.":         "APT-20250314-123",
		"Booked event ID, EVT-YY-NNNN.": "EVT-25-1234",
		"Submission ID, DFF26-#####.":   "DFF26-12345",
		"Earliest date (YYYY-MM-DD)":    "",
	} {
		p := readProse(d, false)
		got := ""
		if len(p.examples) > 0 {
			got = p.examples[0]
		}
		if got != want {
			t.Errorf("readProse(%q) examples %q, want %q", d, p.examples, want)
		}
	}
}

// A given name is one name part, not a full name; a course code whose
// example is glossed in parentheses is that code, and the tool's words
// ("verification registry") do not make it a one-time code.
func TestGivenNameAndCourseCode(t *testing.T) {
	s, tools := loadServer(t, "language_school.json")
	if r := fileRole(t, s, tools, "lingua_enrollStudent", "/student/given_name"); r.Kind != FirstName {
		t.Errorf("given_name = %s (%s), want first_name", r.Kind, r.Why)
	}
	if r := fileRole(t, s, tools, "lingua_enrollStudent", "/student/family_name"); r.Kind != LastName {
		t.Errorf("family_name = %s (%s), want last_name", r.Kind, r.Why)
	}
	r := fileRole(t, s, tools, "lingua_enrollStudent", "/course_code")
	if r.Kind != ID || len(r.Examples) != 1 || r.Examples[0] != "ES-A2-EVE-0925" {
		t.Errorf("enroll course_code = %s %q (%s), want an id like ES-A2-EVE-0925", r.Kind, r.Examples, r.Why)
	}
	r = fileRole(t, s, tools, "lingua_issueCertificate", "/course_code")
	if r.Kind == Enum || r.Kind == Code {
		t.Errorf("certificate course_code = %s %v (%s), want a code naming a course", r.Kind, r.Values, r.Why)
	}
}

// A prefix a description quotes before a count of digits is the form of
// every value, with or without a separator: "\"K-\" followed by 6 digits",
// "a \"Q\" followed by 4 digits", "\"MEM-\" + 5 digits".
func TestQuotedPrefixDigitsForm(t *testing.T) {
	for d, want := range map[string]string{
		`Voucher id, "K-" followed by 6 digits.`:               "K-123456",
		`Service code, a "Q" followed by 4 digits (see list).`: "Q1234",
		`Member number: "MEM-" + 5 digits.`:                    "MEM-12345",
		`Ticket, TK- followed by 5 digits`:                     "TK-12345",
		`A "quoted" word and 4 digits of a PIN`:                "",
	} {
		p := readProse(d, false)
		got := ""
		if len(p.examples) > 0 {
			got = p.examples[0]
		}
		if got != want {
			t.Errorf("readProse(%q) examples %q, want %q", d, p.examples, want)
		}
	}
}
