package prompt

import "testing"

// A thing logged at a site is "at site TRN-004", never "in site": a bat
// detector session was "in site TRN-068". The tool is written for the test.
func TestSiteIsAtNotIn(t *testing.T) {
	checkRequests(t, []requestCase{{"log_session", "Log a detector session.",
		`{"type":"object","properties":{"detector_id":{"type":"string","description":"e.g. AM-LITE-07"},"site":{"type":"string","description":"Site code, e.g. TRN-005"}},"required":["detector_id","site"]}`,
		`{"detector_id":"AM-LITE-02","site":"TRN-004"}`, []string{"TRN-004", "AM-LITE-02"}, []string{"in site", "In site"}}}, 12, 3)
}
