package prompt

import "testing"

// TestSurnameChecksRecord: an edit of a reservation that requires its
// reference and the holder's surname finds the record by the surname
// ("under the name Okoro"), never changes it ("setting the last name to
// Okoro"); an edit of a person still sets the name.
func TestSurnameChecksRecord(t *testing.T) {
	cases := []requestCase{
		{"update_reservation", "Change the table size on a restaurant reservation.",
			`{"type":"object","properties":{"reservation_ref":{"type":"string","pattern":"^RS[0-9]{6}$"},"surname":{"type":"string"},"party_size":{"type":"integer","minimum":1,"maximum":12}},"required":["reservation_ref","surname"]}`,
			`{"reservation_ref":"RS204311","surname":"Okoro","party_size":4}`,
			[]string{"Okoro"}, []string{"setting the last name", "setting the surname"}},
	}
	checkRequests(t, cases, 40, 11)
}
