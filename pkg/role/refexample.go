package role

import (
	"regexp"
	"strings"
)

// A search "by owner name, phone or booking reference" looks a booking up
// by its reference, whose shape another tool states ("Booking reference
// like APT-10234"): the server keeps that example.

// reRefExample matches a reference's example after its marker: capital
// letters, an optional dash and at least three digits ("APT-10234",
// "BK5521").
var reRefExample = regexp.MustCompile(`^[A-Z]{1,5}-?[0-9]{3,10}\b`)

// rePhoneExample matches a phone number's example after its marker.
var rePhoneExample = regexp.MustCompile(`^\+?[0-9(][0-9 ().-]{5,18}[0-9]`)

// notePhone keeps the first example of a phone number a parameter's
// description shows.
func (s *Server) notePhone(desc string) {
	l := strings.ToLower(desc)
	if s.phoneExample != "" || !strings.Contains(l, "phone") && !strings.Contains(l, "mobile") {
		return
	}
	for _, loc := range reExMarker.FindAllStringIndex(desc, 2) {
		if m := rePhoneExample.FindString(desc[loc[1]:]); m != "" {
			s.phoneExample = m
			return
		}
	}
}

// PhoneExample returns the example of a phone number a description of
// the server shows, "" when none does and for a nil server.
func (s *Server) PhoneExample() string {
	if s == nil {
		return ""
	}
	return s.phoneExample
}

// noteReference keeps the first example of a reference (a booking's, an
// order's) a parameter's description shows.
func (s *Server) noteReference(desc string) {
	if s.refExample != "" || !strings.Contains(strings.ToLower(desc), "reference") {
		return
	}
	for _, loc := range reExMarker.FindAllStringIndex(desc, 2) {
		if m := reRefExample.FindString(desc[loc[1]:]); m != "" {
			s.refExample = m
			return
		}
	}
}

// ReferenceExample returns the example of a reference (a booking's, an
// order's) a description of the server shows, "" when none does and for
// a nil server.
func (s *Server) ReferenceExample() string {
	if s == nil {
		return ""
	}
	return s.refExample
}
