package prompt

import "testing"

// Tools below are taken from the hand-written tool files in testdata/nu13
// (ferry, pharmacy) and testdata/fmt2 (gym), and from invented trial and
// irrigation tools shaped the same way.

// An id named "<thing> code" or "<thing> serial" whose value is a code of
// letters is said by the thing ("route R43", "controller ACM-2U-459118",
// "participant P-2515"); a code of digits only, or a code that is the thing
// itself, keeps its "code" ("locker code 3921", "invite code INV-7KQ2").
func TestIDCodeSaidByThing(t *testing.T) {
	cases := []requestCase{
		{"get_schedule", "Get the timetable for a route.",
			`{"type":"object","properties":{"route_code":{"type":"string","pattern":"^R[0-9]{2}$"}},"required":["route_code"]}`,
			`{"route_code":"R43"}`, []string{"route R43"}, []string{"route code"}},
		{"acme_list_zones", "List the irrigation zones of a controller.",
			`{"type":"object","properties":{"controller_serial":{"type":"string","description":"Controller serial, e.g. ACM-8X-004213"}},"required":["controller_serial"]}`,
			`{"controller_serial":"ACM-2U-459118"}`, []string{"controller ACM-2U-459118"}, []string{"controller serial"}},
		{"report_adverse_event", "Report an adverse event for a participant of a trial.",
			`{"type":"object","properties":{"trial_id":{"type":"string"},"participant_code":{"type":"string","description":"Participant code, e.g. P-0417"}},"required":["trial_id","participant_code"]}`,
			`{"trial_id":"CTR-2025-383825","participant_code":"P-2515"}`, []string{"participant P-2515"}, []string{"participant code"}},
		{"check_in", "Check a member in at the front desk.",
			`{"type":"object","properties":{"gym_member_id":{"type":"string","minLength":6,"maxLength":12},"locker_code":{"type":"string","description":"The 4-digit locker code"}},"required":["gym_member_id","locker_code"]}`,
			`{"gym_member_id":"896225","locker_code":"3921"}`, []string{"locker code 3921"}, nil},
		{"join_team", "Join a team with an invitation.",
			`{"type":"object","properties":{"team_id":{"type":"string"},"invite_code":{"type":"string","description":"Invite code, e.g. INV-7KQ2"}},"required":["team_id","invite_code"]}`,
			`{"team_id":"T-12","invite_code":"INV-7KQ2"}`, []string{"invite code INV-7KQ2"}, []string{"invite INV-7KQ2"}},
	}
	checkRequests(t, cases, 30, 21)
}

// A loyalty or insurance member id is said as the number it is ("my
// loyalty number 265392"), never by a word that names no thing
// ("loyalty 265392", "insurance member 557935"); "my" only when no other
// person is named.
func TestOwnNumberSaidAsNumber(t *testing.T) {
	cases := []requestCase{
		{"book_crossing", "Book a crossing for a passenger.",
			`{"type":"object","properties":{"route_code":{"type":"string","pattern":"^R[0-9]{2}$"},"loyalty_id":{"type":"string"}},"required":["route_code"]}`,
			`{"route_code":"R43","loyalty_id":"265392"}`, []string{"my loyalty number 265392", "route R43"}, []string{"loyalty 265392", "route code"}},
		{"book_appointment", "Book a dental appointment at a clinic.",
			`{"type":"object","properties":{"clinic_id":{"type":"string"},"patient_name":{"type":"string"},"insurance_member_id":{"type":"string"}},"required":["clinic_id","patient_name"]}`,
			`{"clinic_id":"CL-03","patient_name":"Nina Lopez","insurance_member_id":"557935"}`,
			[]string{"insurance member number 557935"}, []string{"my insurance", "insurance member 557935"}},
	}
	checkRequests(t, cases, 30, 22)
}

// A list of ids, people or emails is named by the plural noun of its key
// ("in projects 1209… and 1211…", "with subscribers …", "notifying …"),
// never left bare ("adding 1209… and 1211…", "for a@x.io and b@x.io").
// Shapes from testdata/tools-ids (asana, linear) and a fleet geofence tool.
func TestIDListNamedByNoun(t *testing.T) {
	cases := []requestCase{
		{"asana_create_task", "Create a new task in Asana",
			`{"type":"object","properties":{"name":{"type":"string"},"projects":{"type":"array","items":{"type":"string"},"description":"Project GIDs to add the task to"}},"required":["name","projects"]}`,
			`{"name":"Pay the electricity bill","projects":["1209184986636911","1211508578743739"]}`,
			[]string{"projects 1209184986636911 and 1211508578743739"}, []string{"adding 1209184986636911"}},
		{"linear_updateIssue", "Update an existing issue",
			`{"type":"object","properties":{"id":{"type":"string"},"subscriberIds":{"type":"array","items":{"type":"string"},"description":"IDs of the users to subscribe to the issue"}},"required":["id","subscriberIds"]}`,
			`{"id":"ABC-473","subscriberIds":["57513dbd-16e0-4f14-b9b5-db881644261c","4e051760-e131-404e-b1d8-d2b9630df89f"]}`,
			[]string{"subscribers"}, []string{"assigned to", "for 57513dbd"}},
		{"createGeofence", "Create a circular geofence.",
			`{"type":"object","properties":{"name":{"type":"string"},"notifyEmails":{"type":"array","items":{"type":"string","format":"email"}}},"required":["name","notifyEmails"]}`,
			`{"name":"North end","notifyEmails":["lucas@willowschools.com","rpatel@willowschools.com"]}`,
			[]string{"lucas@willowschools.com and rpatel@willowschools.com"}, []string{"with lucas@", "for lucas@", "notify emails"}},
	}
	checkRequests(t, cases, 30, 23)
}

// A number whose key ends in a unit word is said by what it measures with
// the unit after the number ("an area of 18 hectares", "a 250 m radius",
// the flow "capped at 64 L/min"), never with the unit in the noun ("an
// area hectares of 18", "the radius m at 250 m", "a flow limit lpm of 64").
// Shapes from testdata/nu13 (bikeshare) and an invented irrigation tool.
func TestUnitKeyWordNotSaid(t *testing.T) {
	cases := []requestCase{
		{"find_nearby_stations", "Find bike-share docking stations near a point.",
			`{"type":"object","properties":{"lat":{"type":"number"},"lon":{"type":"number"},"radius_m":{"type":"integer","description":"Search radius in meters"}},"required":["lat","lon","radius_m"]}`,
			`{"lat":55.6627,"lon":12.57561,"radius_m":250}`, []string{"250 m"}, []string{"radius m"}},
		{"acme_rename_zone", "Rename an irrigation zone.",
			`{"type":"object","properties":{"zone":{"type":"integer"},"name":{"type":"string"},"area_hectares":{"type":"number"}},"required":["zone","name","area_hectares"]}`,
			`{"zone":4,"name":"Main site","area_hectares":18}`, []string{"18 hectares"}, []string{"area hectares"}},
		{"acme_start_zone", "Start watering a zone.",
			`{"type":"object","properties":{"zone":{"type":"integer"},"flow_limit_lpm":{"type":"number"}},"required":["zone","flow_limit_lpm"]}`,
			`{"zone":4,"flow_limit_lpm":64}`, []string{"64 L/min"}, []string{"lpm"}},
	}
	checkRequests(t, cases, 30, 24)
}

// An id that places a thing next to another is said by where it goes and
// what the other thing is ("right after task 1209…"), never by the key
// ("for insert after 1209…"). Shape from testdata/tools-ids (asana).
func TestPositionIDSaidAsPlace(t *testing.T) {
	cases := []requestCase{
		{"asana_add_task_to_section", "Move a task into a section of a project. Optionally position it relative to another task in that section.",
			`{"type":"object","properties":{"section_id":{"type":"string","description":"Section GID"},"task":{"type":"string","description":"Task GID to move"},"insert_after":{"type":"string","description":"Task GID to insert after. Cannot be used with insert_before."}},"required":["section_id","task","insert_after"]}`,
			`{"section_id":"1208035717172522","task":"1201566918890736","insert_after":"1209302895691263"}`,
			[]string{"after task 1209302895691263"}, []string{"insert after"}},
	}
	checkRequests(t, cases, 30, 25)
}

// A list of kinds of a thing ("eventTypes", "entry_types") is said as the
// things ("for speeding and collision events", "just the speeding and
// collision ones"), never with the key's "types". Shape of an invented
// fleet tool and a court docket tool.
func TestKindListSaidAsThings(t *testing.T) {
	cases := []requestCase{
		{"searchHarshEvents", "Search harsh driving events.",
			`{"type":"object","properties":{"since":{"type":"string","format":"date-time"},"eventTypes":{"type":"array","items":{"type":"string","enum":["hard_brake","rapid_accel","sharp_turn","speeding","collision"]}}},"required":["eventTypes"]}`,
			`{"eventTypes":["speeding","collision"]}`, []string{"speeding", "collision"}, []string{"event types"}},
		{"list_docket_entries", "List the chronological docket entries for a case.",
			`{"type":"object","properties":{"case_number":{"type":"string"},"entry_types":{"type":"array","items":{"type":"string","enum":["motion","exhibit","minute_entry","judgment","notice","order"]}}},"required":["case_number","entry_types"]}`,
			`{"case_number":"2025-LB-939502","entry_types":["motion","minute_entry"]}`, []string{"minute entry ones"}, []string{"entry types", "entry entry"}},
	}
	checkRequests(t, cases, 30, 26)
}

// A count named "<things> <participle>" is said as that count ("with 5
// hints used", "17 trees grown"), never as a measure of the key ("a hints used of 5").
// Shape of an invented escape-room tool.
func TestCountOfThingsDone(t *testing.T) {
	cases := []requestCase{
		{"recordResult", "Record the result of an escape room booking.",
			`{"type":"object","properties":{"bookingRef":{"type":"string"},"hintsUsed":{"type":"integer","minimum":0}},"required":["bookingRef","hintsUsed"]}`,
			`{"bookingRef":"LBX-7F9T5","hintsUsed":5}`, []string{"5 hints used"}, []string{"a hints used", "hints used of"}},
		// a participle not ending in "-ed": "with 17 trees grown", never
		// "a trees grown of 17" or "the trees grown at 17"
		{"logPlanting", "Log a planting on a plot.",
			`{"type":"object","properties":{"plotRef":{"type":"string"},"treesGrown":{"type":"integer","minimum":1}},"required":["plotRef","treesGrown"]}`,
			`{"plotRef":"PL-7F9T5","treesGrown":17}`, []string{"17 trees grown"}, []string{"a trees grown", "trees grown of", "trees grown at"}},
	}
	checkRequests(t, cases, 30, 27)
}
