package synth

import (
	"regexp"
	"strings"
	"testing"
)

// A note whose name says its kind holds text of that kind: a player's
// medical notes a condition, a referee's notes what happened in the
// match, a proof's change requests edits to the proof, a finding's note
// the state of the thing inspected, an instructor's comments progress.
func TestNotesOfStatedKind(t *testing.T) {
	cases := []struct {
		file, tool, ptr string
		want            *regexp.Regexp
	}{
		{"youth_soccer_league.json", "register-player", "/medical_notes", regexp.MustCompile(`(?i)asthma|allerg|diabetes|glasses|ankle|inhaler`)},
		{"youth_soccer_league.json", "report-match-score", "/referee_notes", regexp.MustCompile(`(?i)card|kick-off|injur|incident|half|field|nothing to report`)},
		{"print_shop.json", "inkwell_approve_proof", "/change_requests", regexp.MustCompile(`(?i)logo|spelling|typo|phone number|blue|heading`)},
		{"chimney_sweep.json", "record_inspection_findings", "/findings/*/note", regexp.MustCompile(`(?i)crack|wear|build-up|rust|condition|loose`)},
		{"chimney_sweep.json", "record_inspection_findings", "/technician_notes", regexp.MustCompile(`(?i)crack|wear|build-up|rust|condition|loose`)},
		{"driving_school.json", "log_lesson_outcome", "/instructor_comments", regexp.MustCompile(`(?i)progress|confident|practice|better|repeat`)},
		{"escape_room.json", "createBooking", "/specialRequests", regexp.MustCompile(`(?i)birthday|wheelchair|late|together|first|arriv|visit|access|confirm|quiet`)},
	}
	for _, c := range cases {
		vals := realValues(t, c.file, c.tool, c.ptr, 40, 5)
		if len(vals) == 0 {
			t.Errorf("%s %s%s: no values", c.file, c.tool, c.ptr)
		}
		for _, v := range vals {
			if !c.want.MatchString(v) || softwareTalk.MatchString(v) {
				t.Errorf("%s %s%s = %q, want a note of the kind its name says", c.file, c.tool, c.ptr, v)
			}
		}
	}
}

// noteKindOf reads the kind from the name's words, a finding's parent
// and the tool's act; names that state no kind give none.
func TestNoteKindOf(t *testing.T) {
	cases := []struct {
		name, parent, topic, about string
		act                        byte
		want                       noteKind
	}{
		{"medical_notes", "", "register-player", "", 'c', noteMedical},
		{"changeRequests", "", "approve_proof", "", 'k', noteEdits},
		{"change_notes", "", "update_release", "", 'e', noteNone}, // (what changed, not what to change)
		{"special_instructions", "", "create_order", "", 'c', noteNone},
		{"specialRequests", "", "createBooking", "", 'c', noteRequests},
		{"note", "findings", "record_inspection_findings", "", 0, noteCondition},
		{"notes", "", "moveObject", "", 'e', noteMove},
		{"notes", "", "tessera_moveObject", "", 'e', noteMove},
		{"notes", "", "make_transfer", "Move funds from one wallet to another.", 'e', noteNone}, // (money is no object moved)
		{"notes", "", "transfer_exhibit", "Transfer an exhibit to another gallery.", 'e', noteMove},
		{"message", "", "mute_host", "", 0, noteQuiet},
		{"comments", "", "scheduleMoveOut", "", 'e', noteNone}, // (a move-out moves no thing)
		{"access_notes", "", "book_sweep_appointment", "", 'c', noteAccess},
		{"notes", "", "create_order", "", 'c', noteNone},
		{"observations", "entities", "create_entities", "", 'c', noteNone},
	}
	for _, c := range cases {
		if got := noteKindOf(hint{name: c.name, parent: c.parent}, c.topic, c.about, c.act); got != c.want {
			t.Errorf("noteKindOf(%s under %q on %s) = %d, want %d", c.name, c.parent, c.topic, got, c.want)
		}
	}
}

// A URL named for a file points at a file of a fitting type on the
// organisation's file host: print artwork is a PDF, a deliverable a Word
// file, a photo a camera's JPEG; never a product page or an article.
func TestFileNamedURLs(t *testing.T) {
	cases := []struct {
		file, tool, ptr string
		want            *regexp.Regexp
	}{
		{"print_shop.json", "inkwell_create_order", "/artwork_urls/*", regexp.MustCompile(`^https://files\.[a-z.]+/artwork/[a-z0-9-]+\.pdf$`)},
		{"translation_agency.json", "SubmitDeliverable", "/fileUrl", regexp.MustCompile(`^https://files\.[a-z.]+/deliverable/[a-z0-9-]+\.docx$`)},
		{"escape_room.json", "recordResult", "/photoUrl", regexp.MustCompile(`^https://cdn\.[a-z.]+/uploads/IMG_[0-9]{4}\.jpg$`)},
	}
	for _, c := range cases {
		vals := realValues(t, c.file, c.tool, c.ptr, 30, 3)
		if len(vals) == 0 {
			t.Errorf("%s %s%s: no values", c.file, c.tool, c.ptr)
		}
		for _, v := range vals {
			if !c.want.MatchString(v) {
				t.Errorf("%s %s%s = %q, want %s", c.file, c.tool, c.ptr, v, c.want)
			}
		}
	}
}

// A search of people is for a person's name: a club or a school subject
// is no player and no instructor.
func TestPeopleSearchQueries(t *testing.T) {
	// (or an example the description gives: "nervous drivers")
	name := regexp.MustCompile(`^(\p{Lu}[\p{L}']+( \p{Lu}[\p{L}']+)?|nervous drivers)$`)
	for _, c := range []struct{ file, tool, ptr string }{
		{"youth_soccer_league.json", "search-players", "/q"},
		{"driving_school.json", "search_instructors", "/query"},
		{"coworking.json", "find-member", "/q"},
		{"theater_box_office.json", "searchPatrons", "/query"},
	} {
		vals := realValues(t, c.file, c.tool, c.ptr, 30, 4)
		if len(vals) == 0 {
			t.Errorf("%s %s%s: no values", c.file, c.tool, c.ptr)
		}
		for _, v := range vals {
			if !name.MatchString(v) {
				t.Errorf("%s %s%s = %q, want a person's name", c.file, c.tool, c.ptr, v)
			}
		}
	}
}

// A place whose description calls it a code and shows examples takes a
// code of their shape, not a city.
func TestCodedPlaces(t *testing.T) {
	code := regexp.MustCompile(`^(STORE-[A-Z]/BAY-[0-9]{2}/SHELF-[A-Z]|GALLERY-[0-9]{2})$`)
	for _, v := range realValues(t, "museum_collections.json", "tessera_moveObject", "/toLocation", 30, 6) {
		if !code.MatchString(v) {
			t.Errorf("toLocation = %q, want a location code like the description's", v)
		}
	}
}

// Values of a tool on Salesforce's platform follow its conventions:
// PascalCase class names, triggers named for their object, Apex for Apex
// code, API names of objects and fields.
func TestApexConventions(t *testing.T) {
	const f = "salesforce-apex.json"
	pascal := regexp.MustCompile(`^[A-Z][a-z]+(?:[A-Z][a-z]+)+$`)
	for _, v := range realValues(t, f, "salesforce_write_apex", "/className", 30, 2) {
		if !pascal.MatchString(v) {
			t.Errorf("className = %q, want a PascalCase class name", v)
		}
	}
	for _, v := range realValues(t, f, "salesforce_write_apex", "/body", 30, 2) {
		if !strings.HasPrefix(v, "public with sharing class ") {
			t.Errorf("class body = %q, want an Apex class", v)
		}
	}
	for _, v := range realValues(t, f, "salesforce_write_apex_trigger", "/triggerName", 30, 2) {
		if !strings.HasSuffix(v, "Trigger") || !pascal.MatchString(v) {
			t.Errorf("triggerName = %q, want <Object>Trigger", v)
		}
	}
	for _, v := range realValues(t, f, "salesforce_execute_anonymous", "/apexCode", 30, 2) {
		if !strings.Contains(v, "System.debug(") || strings.Contains(v, "document.") {
			t.Errorf("apexCode = %q, want anonymous Apex", v)
		}
	}
	api := regexp.MustCompile(`^[A-Z][A-Za-z]+(?:_[A-Z][a-z]+)*(?:__c)?$`)
	for _, v := range realValues(t, f, "salesforce_query_records", "/objectName", 30, 2) {
		if !api.MatchString(v) {
			t.Errorf("objectName = %q, want an object's API name", v)
		}
	}
	for _, v := range realValues(t, f, "salesforce_query_records", "/fields/*", 30, 2) {
		if !api.MatchString(v) {
			t.Errorf("field = %q, want a field's API name", v)
		}
	}
}

// A quote's terms are its payment and validity terms, not a web search.
func TestQuoteTerms(t *testing.T) {
	terms := regexp.MustCompile(`(?i)payment|valid|deposit|net 14|due`)
	for _, tool := range []string{"create-quote", "update-quote"} {
		vals := realValues(t, "xero.json", tool, "/terms", 40, 8)
		if len(vals) == 0 {
			t.Errorf("%s: no terms", tool)
		}
		for _, v := range vals {
			if !terms.MatchString(v) {
				t.Errorf("%s terms = %q, want a quote's terms", tool, v)
			}
		}
	}
}
