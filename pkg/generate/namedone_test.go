package generate

import (
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// ferryTools are a ferry operator's tools, none with an outputSchema:
// two reads of timetables and ports, and changes named with the
// server's prefix whose descriptions name no plain action on a thing.
const ferryTools = `[
{"name":"ferry_list_sailings","description":"Sailings between two ports on a day.","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"from_port":{"type":"string","description":"Port code like HOL"},"to_port":{"type":"string","description":"Port code like DUB"},"date":{"type":"string","format":"date"}},"required":["from_port","to_port","date"]}},
{"name":"ferry_port_status","description":"Weather and delay status of a port.","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"port":{"type":"string","description":"Port code like HOL"}},"required":["port"]}},
{"name":"ferry_bookCabin","description":"Puts a passenger into a cabin for a crossing, with a booked confirmation.","inputSchema":{"type":"object","properties":{"crossing_ref":{"type":"string","description":"Crossing reference like XR-20931"},"cabin_grade":{"type":"string","enum":["inside","outside","suite"]},"dry_run":{"type":"boolean","description":"Only check the cabin is free"}},"required":["crossing_ref","cabin_grade"]}},
{"name":"ferry_file_upload","description":"Upload one or more travel files for a crossing.","inputSchema":{"type":"object","properties":{"crossing_ref":{"type":"string","description":"Crossing reference like XR-20931"},"paths":{"type":"array","items":{"type":"string"},"description":"Paths of the files"}},"required":["crossing_ref","paths"]}}
]`

// TestFollowupReadAsideChange: offline, a read of a server with no
// change about what it reads is asked after another change of the
// server reported done ("Cabin booked."), not called and cancelled; a
// change whose description says no plain action is reported from its
// name past the server's prefix ("ferry_bookCabin": "Cabin booked."),
// never from a name whose verb the description does not say
// ("ferry_file_upload" is no "Upload filed.") nor for a dry run, and a
// change done is asked again for another crossing ("Same again for
// XR-…") rather than declined.
func TestFollowupReadAsideChange(t *testing.T) {
	reads, stopped, booked := 0, 0, 0
	for _, r := range kindRecords(t, []Source{toolsFor(t, "ferry", ferryTools)}, "followup", 16, 7) {
		names, args := r.calls()
		res := r.results()
		if len(names) != 2 || len(res) == 0 {
			continue
		}
		for _, s := range res {
			if strings.Contains(s, "filed") {
				t.Errorf("%s reported as %q", names[0], s)
			}
		}
		if strings.HasPrefix(names[1], "ferry_list") || strings.HasPrefix(names[1], "ferry_port") {
			if res[0] == prompt.CancelledNotice || res[0] == prompt.DeclinedNotice {
				stopped++
				continue
			}
			reads++
			if names[0] != "ferry_bookCabin" && names[0] != "ferry_file_upload" || !doneReport(res[0]) {
				t.Errorf("read %s after %s with result %q", names[1], names[0], res[0])
			}
		}
		if names[0] == "ferry_bookCabin" && strings.Contains(args[0], `"dry_run":true`) && doneReport(res[0]) {
			t.Errorf("a dry run reported done: %s %q", args[0], res[0])
		}
		if names[0] == "ferry_bookCabin" && names[1] == "ferry_bookCabin" && res[0] == "Cabin booked." {
			booked++
		}
	}
	if reads < 4 || reads < stopped {
		t.Errorf("%d reads asked after a change, %d stopped: want most after a change", reads, stopped)
	}
	if booked == 0 {
		t.Error("no cabin booked again: want the change reported from its name and asked again")
	}
}
