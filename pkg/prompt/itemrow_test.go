package prompt

import (
	"encoding/json"
	"testing"
)

// TestItemRows checks a list of objects known by an identifier said as a
// person notes records down: the identifier first, the other values after
// it in their own words (a count before what it counts, an amount in
// cents with its unit, an answer or an enumerated word alone, a list of
// numbers by what they number), in the order the schema lists them,
// one style for the whole list, never "A
// <noun> for <id> with <key> <value>" nor a key said twice.
func TestItemRows(t *testing.T) {
	cases := []requestCase{
		{"submit_cycle_count", "Submit the results of a cycle count for one aisle.",
			`{"type":"object","properties":{"aisle":{"type":"string"},"counts":{"type":"array","items":{"type":"object","properties":{"bin_code":{"type":"string"},"units_counted":{"type":"integer"},"damaged":{"type":"boolean"}},"required":["bin_code","units_counted"]}}},"required":["aisle","counts"]}`,
			`{"aisle":"A12","counts":[{"bin_code":"A12-03-B","units_counted":21,"damaged":true},{"bin_code":"A12-04-C","units_counted":0},{"bin_code":"A12-05-A","units_counted":67},{"bin_code":"A12-06-D","units_counted":31}]}`,
			[]string{"bin code A12-03-B: 21 units counted, damaged", "bin code A12-04-C: 0 units counted"},
			[]string{"a count for", "with units counted", "units counted 21"}},
		{"cast_votes", "Cast a juror's votes in award categories.",
			`{"type":"object","properties":{"juror_id":{"type":"string"},"ballots":{"type":"array","items":{"type":"object","properties":{"category_id":{"type":"integer"},"verdict":{"type":"string","enum":["winner","honorable_mention","pass"]}},"required":["category_id","verdict"]}}},"required":["juror_id","ballots"]}`,
			`{"juror_id":"J-4","ballots":[{"category_id":72031,"verdict":"winner"},{"category_id":1084,"verdict":"pass"},{"category_id":36292,"verdict":"honorable_mention"},{"category_id":35313,"verdict":"pass"}]}`,
			[]string{"category 72031: winner", "category 36292: honorable mention"},
			[]string{"a ballot for", "verdict"}},
		{"add_funds", "Add money to student meal accounts.",
			`{"type":"object","properties":{"deposits":{"type":"array","items":{"type":"object","properties":{"student_id":{"type":"string"},"amount_cents":{"type":"integer"}},"required":["student_id","amount_cents"]}}},"required":["deposits"]}`,
			`{"deposits":[{"student_id":"224725491","amount_cents":4250},{"student_id":"167794493","amount_cents":28599},{"student_id":"828913068","amount_cents":19199},{"student_id":"923962617","amount_cents":18799}]}`,
			[]string{"$42.50 for student 224725491", "$285.99 for student 167794493"},
			[]string{"a deposit for", "amount cents"}},
		{"assign_rooms", "Assign rooms to room attendants for a shift.",
			`{"type":"object","properties":{"assignments":{"type":"array","items":{"type":"object","properties":{"attendant_id":{"type":"string"},"room_numbers":{"type":"array","items":{"type":"string"}}},"required":["attendant_id","room_numbers"]}}},"required":["assignments"]}`,
			`{"assignments":[{"attendant_id":"RA084","room_numbers":["206","5711"]},{"attendant_id":"RA908","room_numbers":["125"]},{"attendant_id":"RA756","room_numbers":["0847","184","3747"]},{"attendant_id":"RA712","room_numbers":["590"]}]}`,
			[]string{"attendant RA084: rooms 206 and 5711", "attendant RA908: room 125"},
			[]string{"an assignment for", "room numbers"}},
		{"apply_permit", "Apply for a residential parking permit.",
			`{"type":"object","properties":{"zone":{"type":"string"},"vehicles":{"type":"array","items":{"type":"object","properties":{"plate":{"type":"string"},"plate_state":{"type":"string"}},"required":["plate","plate_state"]}}},"required":["zone","vehicles"]}`,
			`{"zone":"RPP-3","vehicles":[{"plate":"2GNN726","plate_state":"MA"},{"plate":"4MBT197","plate_state":"TX"},{"plate":"2MFK545","plate_state":"LA"},{"plate":"2ULB300","plate_state":"FL"}]}`,
			[]string{"plate 2GNN726: state MA", "plate 4MBT197: state TX"},
			[]string{"a vehicle with", "plate state"}},
		{"record_waste", "Log leftover servings of menu items.",
			`{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"menu_item_id":{"type":"string"},"servings_prepared":{"type":"integer"},"servings_leftover":{"type":"integer"},"disposition":{"type":"string","enum":["discarded","donated"]}},"required":["menu_item_id","servings_leftover"]}}},"required":["items"]}`,
			`{"items":[{"menu_item_id":"493060","servings_prepared":80,"servings_leftover":66,"disposition":"donated"}]}`,
			[]string{"menu item 493060 (donated, 80 servings prepared, 66 servings leftover)"},
			[]string{"an item for", "servings leftover 66", "donated disposition"}},
		{"schedule_screenings", "Put films on the festival schedule.",
			`{"type":"object","properties":{"day":{"type":"string","format":"date"},"screenings":{"type":"array","items":{"type":"object","properties":{"film_id":{"type":"string"},"venue":{"type":"object","properties":{"hall":{"type":"string"},"seats":{"type":"integer"}}}},"required":["film_id","venue"]}}},"required":["day","screenings"]}`,
			`{"day":"2026-02-02","screenings":[{"film_id":"FLM-7674","venue":{"hall":"Cedar Park Hall","seats":300}},{"film_id":"FLM-6845","venue":{"seats":120}}]}`,
			[]string{"film FLM-7674", "Cedar Park Hall", "film FLM-6845"}, []string{"```", "film_id"}},
	}
	checkRequests(t, cases, 8, 93)
}

// TestEdgeRows: objects that link two ends (from_step/to_step,
// source/target) are jotted as "A → B", never "for from step S1 (to step
// S2)" nor "Lobby: target Café"; a translation's source and target terms
// are no link.
func TestEdgeRows(t *testing.T) {
	cases := []requestCase{
		{"plan_rollout", "Plan a staged rollout: its steps and which step must finish before another starts.",
			`{"type":"object","properties":{"steps":{"type":"array","minItems":2,"items":{"type":"object","properties":{"step":{"type":"string","description":"Step key, e.g. S1."},"title":{"type":"string"}},"required":["step","title"]}},"order":{"type":"array","minItems":1,"items":{"type":"object","properties":{"from_step":{"type":"string"},"to_step":{"type":"string"}},"required":["from_step","to_step"]}}},"required":["steps","order"]}`,
			`{"steps":[{"step":"S1","title":"Canary"},{"step":"S2","title":"Half"},{"step":"S3","title":"All"}],"order":[{"from_step":"S1","to_step":"S2"},{"from_step":"S2","to_step":"S3"}]}`,
			[]string{"S1 → S2 and S2 → S3"},
			[]string{"from step", "to step"}},
		{"draw_walkways", "Draw the walkways between the rooms of a venue.",
			`{"type":"object","properties":{"walkways":{"type":"array","items":{"type":"object","properties":{"source":{"type":"string"},"target":{"type":"string"},"metres":{"type":"integer"}},"required":["source","target"]}}},"required":["walkways"]}`,
			`{"walkways":[{"source":"Lobby","target":"Cafe","metres":40},{"source":"Cafe","target":"Garden Hall"},{"source":"Garden Hall","target":"Lobby","metres":15},{"source":"Lobby","target":"Stage"}]}`,
			[]string{"Lobby → Cafe", "Cafe → Garden Hall", "40 meters"},
			[]string{"target", "source"}},
		{"add_terms", "Add approved terms to a glossary.",
			`{"type":"object","properties":{"terms":{"type":"array","items":{"type":"object","properties":{"sourceTerm":{"type":"string"},"targetTerm":{"type":"string"},"targetLanguage":{"type":"string"}},"required":["sourceTerm","targetLanguage"]}}},"required":["terms"]}`,
			`{"terms":[{"sourceTerm":"invoice","targetTerm":"facture","targetLanguage":"fr"},{"sourceTerm":"warranty","targetLanguage":"de"}]}`,
			[]string{"invoice"},
			[]string{"→"}},
	}
	checkRequests(t, cases, 8, 93)
}

// TestTerseMembers checks the few words a row says a member in.
func TestTerseMembers(t *testing.T) {
	m := map[string]any{"servings_prepared": json.Number("58"), "amount_cents": json.Number("23700"), "fee_cents": json.Number("300"),
		"deposit_pence": json.Number("4550"), "answer": "abstain", "severity": "avoid", "room_numbers": []any{"206", "5711"}, "weight_kg": json.Number("4")}
	got := terseMembers(m, map[string]bool{"severity": true})
	for old, want := range map[string]string{
		"servings prepared 58":      "58 servings prepared",
		"amount cents 23700":        "$237",
		"fee cents 300":             "$3 fee",
		"deposit pence 4550":        "£45.50 deposit",
		"answer abstain":            "abstain",
		"avoid severity":            "avoid",
		"room numbers 206 and 5711": "rooms 206 and 5711",
	} {
		if got[old] != want {
			t.Errorf("terseMembers: %q → %q, want %q", old, got[old], want)
		}
	}
	if s, ok := got["weight kg 4"]; ok {
		t.Errorf("terseMembers: a measure is said by memberSaid already, got %q", s)
	}
}
