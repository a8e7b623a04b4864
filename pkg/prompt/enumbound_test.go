package prompt

import "testing"

// Choices and flags with no wording of their own are said bound to the
// noun they qualify. The tools are cut down from the dev21 and nu13 tool
// files (a dentist, a pharmacy, a brewery, a wedding planner, a coworking
// space, a court docket, a clinical trials registry), where blind raters
// read "The treatment is filling.", "in can_330ml format", "as a
// catering" and "giving plaintiff access".
func TestChoicesBoundToTheirNoun(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "book_appointment", desc: "Book a dental appointment.",
			schema: `{"type":"object","properties":{"clinic_id":{"type":"string"},"treatment":{"type":"string","enum":["checkup","cleaning","filling","extraction","whitening"]}},"required":["clinic_id","treatment"]}`,
			args:   `{"clinic_id":"CL-65","treatment":"filling"}`,
			want:   []string{"CL-65", "filling treatment"}, never: []string{"the treatment is", "treatment filling"}},
		{name: "schedule_vaccination", desc: "Book a vaccination appointment at a branch.",
			schema: `{"type":"object","properties":{"branch_id":{"type":"string"},"vaccine":{"type":"string","enum":["influenza","hpv","hepatitis_b","mmr"]}},"required":["branch_id","vaccine"]}`,
			args:   `{"branch_id":"BR-68","vaccine":"hpv"}`,
			want:   []string{"BR-68", "HPV vaccine"}, never: []string{"the vaccine is", "vaccine hpv"}},
		{name: "schedule_vaccination", desc: "Book a vaccination appointment at a branch.",
			schema: `{"type":"object","properties":{"branch_id":{"type":"string"},"vaccine":{"type":"string","enum":["influenza","hpv","hepatitis_b","mmr"]}},"required":["branch_id","vaccine"]}`,
			args:   `{"branch_id":"BR-68","vaccine":"hepatitis_b"}`,
			want:   []string{"hepatitis B vaccine"}, never: []string{"hepatitis_b", "vaccine hepatitis"}},
		{name: "register_trial", desc: "Register a new clinical trial.",
			schema: `{"type":"object","properties":{"title":{"type":"string"},"phase":{"type":"string","enum":["early_phase_1","phase_1","phase_2","phase_3"]}},"required":["title","phase"]}`,
			args:   `{"title":"Trial for Sarah Chen","phase":"phase_2"}`,
			want:   []string{"phase 2"}, never: []string{"phase phase", "the phase is"}},
		{name: "package_batch", desc: "Record packaging of a batch into kegs, cans or bottles.",
			schema: `{"type":"object","properties":{"batch_no":{"type":"string"},"format":{"type":"string","enum":["keg_50l","can_330ml","bottle_500ml"]}},"required":["batch_no","format"]}`,
			args:   `{"batch_no":"B-2025-510","format":"can_330ml"}`,
			want:   []string{"330 ml cans"}, never: []string{"can_330ml", "can 330ml"}},
		{name: "update_rsvp", desc: "Record a guest's RSVP.",
			schema: `{"type":"object","properties":{"guest_id":{"type":"string"},"attending":{"type":"boolean"}},"required":["guest_id","attending"]}`,
			args:   `{"guest_id":"G-17","attending":false}`,
			want:   []string{"not attending"}, never: []string{"as an attending", "no attending"}},
		{name: "book-room", desc: "Book a meeting room for a member.",
			schema: `{"type":"object","properties":{"space-id":{"type":"string"},"catering":{"type":"boolean"}},"required":["space-id"]}`,
			args:   `{"space-id":"DT-FM-83","catering":true}`,
			want:   []string{"catering"}, never: []string{"as a catering"}},
		{name: "add_party", desc: "Add a party to a case.",
			schema: `{"type":"object","properties":{"case_number":{"type":"string"},"name":{"type":"string"},"role":{"type":"string","enum":["plaintiff","defendant","third_party"]},"is_organization":{"type":"boolean"}},"required":["case_number","name","role"]}`,
			args:   `{"case_number":"2026-BP-437018","name":"Pablo Levi","role":"plaintiff","is_organization":true}`,
			want:   []string{"as a plaintiff", "as an organization"}, never: []string{"plaintiff access", "marked as organization"}},
		{name: "start_batch", desc: "Start a brew batch in a fermenter.",
			schema: `{"type":"object","properties":{"recipe_name":{"type":"string"},"fermenter":{"type":"string","enum":["FV1","FV2","FV3"]}},"required":["recipe_name","fermenter"]}`,
			args:   `{"recipe_name":"Hazy IPA","fermenter":"FV2"}`,
			want:   []string{"FV2"}, never: []string{"FV2 fermenter", "for a FV2"}},
	}, 30, 21)
}

func TestBoundChoice(t *testing.T) {
	for _, c := range []struct{ v, label, want string }{
		{"filling", "treatment", "for a filling treatment"},
		{"mmr", "vaccine", "for an MMR vaccine"},
		{"phase 2", "phase", "for phase 2"},
		{"other", "issue", "for some other issue"},
		{"lights", "issue", "for the lights issue"},
		{"FV4", "fermenter", ""},
		{"light", "severity", ""},
		{"kitchen", "entry types", ""},
	} {
		got, _ := boundChoice(c.v, c.label)
		if got != c.want {
			t.Errorf("boundChoice(%q, %q) = %q, want %q", c.v, c.label, got, c.want)
		}
	}
	if got := formatWords("keg_50l"); got != "in 50-litre kegs" {
		t.Errorf("formatWords(keg_50l) = %q", got)
	}
}
