package prompt

import "testing"

// TestKeyWordsNotMadeNouns checks that a key whose last word is no noun
// is said as it reads: a list under a key ending in a preposition leads
// its values ("free from sesame and gluten", "counted by …"), a noun and
// its participle put the participle first ("affected rooms kitchen and
// hall"), a bound on how long a state lasted is "void for at least 87
// days", and a flag whose description names a time keeps it whole
// ("after the 18:30 cut-off") — never "froms", "affecteds", "bies", "a
// days void of at least 87" nor "after the 18".
func TestKeyWordsNotMadeNouns(t *testing.T) {
	lists := `{"type":"object","properties":{"free_from":{"type":"array","items":{"type":"string"}},"rooms_affected":{"type":"array","items":{"type":"string"}},"counted_by":{"type":"array","items":{"type":"string"}}}}`
	units := `{"type":"object","properties":{"min_days_vacant":{"type":"integer"},"area":{"type":"string"}}}`
	late := `{"type":"object","properties":{"ref":{"type":"string"},"allow_late":{"type":"boolean","description":"Accept the booking after the 18:30 cut-off. Managers only. Default false."}},"required":["ref"]}`
	checkRequests(t, []requestCase{
		{"search_catalogue", "Search the catalogue.", lists, `{"free_from":["sesame","gluten"]}`, []string{"free from sesame and gluten"}, []string{"froms"}},
		{"log_case", "Log a case.", lists, `{"rooms_affected":["kitchen","hall"]}`, []string{"affected rooms kitchen and hall"}, []string{"affecteds"}},
		{"log_case", "Log a case.", lists, `{"counted_by":["Ann Bell","Bo Li"]}`, []string{`counted by "Ann Bell" and "Bo Li"`}, []string{"bies"}},
		{"list_units", "List housing units.", units, `{"min_days_vacant":87}`, []string{"vacant for", "87 days"}, []string{"days vacant of"}},
		{"place_booking", "Place a booking.", late, `{"ref":"B-12","allow_late":true}`, []string{"after the 18:30 cut-off"}, []string{"after the 18."}},
	}, 30, 178)
}
