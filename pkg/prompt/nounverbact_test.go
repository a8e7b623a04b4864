package prompt

import (
	"strings"
	"testing"
)

// TestTerseActsRead: descriptions whose verb is a noun as often ("Log
// damage …", "sign off job"), noun phrases whose first word a name ends on
// ("jobs sheet"), and a one-word description ("Cancel.") are said as the
// act a person asks for, never as a look-up of the tool's name or the
// name glued to "help me with".
func TestTerseActsRead(t *testing.T) {
	cases := []struct {
		file, tool, args string
		want             []string // one of these in every request
		never            []string
	}{
		{"dev44m/canal_boat_hire_yard.json", "damage.report", `{"boatCode":"JZ32","area":"fenders","severity":2}`,
			[]string{"log damage", "logging damage", "Log damage"}, []string{"damage report", "help"}},
		{"dev44m/canal_boat_hire_yard.json", "damage.resolve", `{"damageId":"DMG-82014"}`,
			[]string{"damage report DMG-82014", "Damage report DMG-82014"}, []string{"once repaired", "DMG-82014's"}},
		{"dev44m/sports_ground_maintenance.json", "gk_job_done", `{"j":32438,"hrs":4}`,
			[]string{"sign off job 32438", "sign it off", "signing off job 32438", "Sign off job 32438"}, []string{"gk", "help"}},
		{"dev44m/sports_ground_maintenance.json", "gk_spray_log", `{"p":278372,"prod":98693,"rate":41}`,
			[]string{"chem application"}, []string{"gk", "help"}},
		{"dev44m/sports_ground_maintenance.json", "gk_jobs", `{"d":"2026-02-10"}`,
			[]string{"jobs sheet"}, []string{"jobs a sheet", "Jobs a sheet"}},
		{"dev44m/sports_ground_maintenance.json", "gk_pitch", `{"id":"HRFC-3"}`,
			[]string{"pitch HRFC-3", "Pitch HRFC-3"}, []string{"pitch details +", "to pitch", "you pitch", "item"}},
		{"dev44m/island_postal_sorting_office.json", "sortoffice_bag_receive", `{"bag_label":"MB0004518823","received_at":"17:30"}`,
			[]string{"scan in a mail bag", "scanning in a mail bag", "Scan in a mail bag"}, []string{"arriving", "scan,", "scanning at"}},
		{"dev44m/music_exam_centre.json", "result_record", `{"entry_id":89334}`,
			[]string{"enter marks", "entering marks", "Enter marks"}, []string{"record on", "record for"}},
		{"dev44m/island_postal_sorting_office.json", "sortoffice_boat_schedule", `{"boat":"SKR","days":7}`,
			[]string{"boat schedule"}, []string{"to schedule", "you schedule", "sortoffice"}},
		{"dev44m/island_postal_sorting_office.json", "sortoffice_parcel_track", `{"tracking_no":"KX954622727YD"}`,
			[]string{"track a parcel", "tracking a parcel", "track parcel", "tracking parcel"}, []string{"track on", "track for", "sortoffice"}},
		{"dev44m/mobile_dog_grooming.json", "cancel-appointment", `{"appt":"A420519"}`,
			[]string{"appointment"}, []string{"with the appointment", "cancel with"}},
	}
	for _, c := range cases {
		for _, s := range fileRequests(t, c.file, c.tool, c.args, 8) {
			ok := false
			for _, w := range c.want {
				ok = ok || strings.Contains(strings.ToLower(s), strings.ToLower(w))
			}
			if !ok {
				t.Errorf("%s: %q says none of %q", c.tool, s, c.want)
			}
			for _, w := range c.never {
				if strings.Contains(s, w) {
					t.Errorf("%s: %q says %q", c.tool, s, w)
				}
			}
		}
	}
}

// TestNounVerbActKeepsNounPhrases: a clause whose first word is a noun as
// often stays a noun phrase when the name spells that word, a plural or a
// view noun follows it, or a clause does ("Record issuing a key").
func TestNounVerbActKeepsNounPhrases(t *testing.T) {
	for _, c := range [][2]string{
		{"get_order_status", "Order status for a store"},
		{"get_logs", "Log entries for a service"},
		{"count_rows", "Record count of a table"},
		{"issue_restricted_key", "Record issuing a key from a restricted master-key system"},
		{"packet-route", "set who the packet goes to, in posting order"},
		{"recordHarvest", "Log fruit picked from the orchard"},
	} {
		if in, ok := nounVerbAct(c[0], c[1]); ok {
			t.Errorf("%s %q: read as the act %q %q", c[0], c[1], in.Verb, in.Object)
		}
	}
	if in, ok := nounVerbAct("damage.report", "Log damage found at handback or reported during a hire"); !ok || in.Verb != "log" || in.Object != "damage" {
		t.Errorf("damage.report: got %q %q %v, want log damage", in.Verb, in.Object, ok)
	}
}
