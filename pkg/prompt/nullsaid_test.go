package prompt

import "testing"

// TestNullSaidOnlyWhenItClears checks how a null argument is asked: for
// an Optional filter (null is "not given") the request does not mention
// it (never "list the hives, resetting the queen status"); where the
// parameter's description says null clears it, the request clears it
// with the description's verb and noun ("clearing the next inspection
// date", the description's "Next inspection date"), and
// "removing" where null removes.
func TestNullSaidOnlyWhenItClears(t *testing.T) {
	cases := []requestCase{
		{"list_hives", "List the beehives of an apiary.",
			`{"type":"object","properties":{"apiary_code":{"type":"string","description":"Apiary code"},"queen_status":{"anyOf":[{"enum":["laying","virgin"],"type":"string"},{"type":"null"}],"default":null,"description":"Queen status to filter by."}}}`,
			`{"apiary_code":"AP-12","queen_status":null}`, []string{"AP-12"}, []string{"resetting", "queen status", "null"}},
		{"update_hive", "Update a hive record.",
			`{"type":"object","properties":{"hive_id":{"type":"string","description":"Hive id"},"next_inspection":{"anyOf":[{"type":"string","format":"date"},{"type":"null"}],"description":"Next inspection date. Pass null to clear it."}},"required":["hive_id"]}`,
			`{"hive_id":"H-7","next_inspection":null}`, []string{"H-7", "clearing the next inspection date"}, []string{"resetting"}},
		{"update_apiary", "Update an apiary.",
			`{"type":"object","properties":{"apiary_code":{"type":"string","description":"Apiary code"},"keeper":{"type":["string","null"],"description":"Beekeeper in charge, or null to remove the keeper."}},"required":["apiary_code"]}`,
			`{"apiary_code":"AP-3","keeper":null}`, []string{"AP-3", "removing the keeper"}, []string{"resetting"}},
	}
	checkRequests(t, cases, 30, 11)
}
