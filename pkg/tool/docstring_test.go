package tool

import (
	"strings"
	"testing"
)

// TestParseDocStyles checks each docstring style on an invented tool: the
// parameters' text is read, and the summary keeps only what the tool does
// (no "Args:", "Returns:" or "@throws" left to echo in a request).
func TestParseDocStyles(t *testing.T) {
	cases := []struct {
		name, desc, summary string
		params              map[string]string
	}{
		{"google", "Read the latest sensor values for one greenhouse bay.\n\nArgs:\n    bay_id: Bay identifier, e.g. \"B-07\".\n    since_minutes (int, optional): Look-back window in minutes;\n        older readings are skipped.\n\nReturns:\n    A list of readings.\n\nRaises:\n    ValueError: if the bay does not exist.",
			"Read the latest sensor values for one greenhouse bay.",
			map[string]string{"bay_id": `Bay identifier, e.g. "B-07".`, "since_minutes": "Look-back window in minutes; older readings are skipped."}},
		{"google-raw-indent", "Place a seed order.\n\n    Arguments:\n        supplier: Supplier code, e.g. \"SUN-4\".\n        packets: How many packets.\n    ",
			"Place a seed order.",
			map[string]string{"supplier": `Supplier code, e.g. "SUN-4".`, "packets": "How many packets."}},
		{"numpy", "Search the library catalogue.\n\nParameters\n----------\nquery : str\n    Words of the title or author,\n    e.g. \"dune herbert\".\nbranch, shelf : str, optional\n    Where to look.\n\nReturns\n-------\nlist of dict\n    Matching items.",
			"Search the library catalogue.",
			map[string]string{"query": `Words of the title or author, e.g. "dune herbert".`, "branch": "Where to look.", "shelf": "Where to look."}},
		{"sphinx", "Place a hold on an item.\n\n:param patron_card: Library card number,\n    14 digits.\n:param str pickup_branch: Branch code.\n:type pickup_branch: str\n:returns: The hold.\n:raises KeyError: unknown patron.",
			"Place a hold on an item.",
			map[string]string{"patron_card": "Library card number, 14 digits.", "pickup_branch": "Branch code."}},
		{"jsdoc", "Find ferry sailings between two ports.\n@param {string} from - Departure port code, e.g. \"HOL\".\n@param {number} [vehicles=0] - Number of vehicles.\n@returns {Sailing[]} Sailings.",
			"Find ferry sailings between two ports.",
			map[string]string{"from": `Departure port code, e.g. "HOL".`, "vehicles": "Number of vehicles."}},
		{"markdown-bullets", "Amend a ferry booking.\n\n## Parameters\n- `booking_ref` (string, required): Booking reference, e.g. \"FB7Q2K\".\n- `cabin` (string): Cabin grade.\n\nNotes:\n- Fees may apply.",
			"Amend a ferry booking.\n\nNotes:\n- Fees may apply.",
			map[string]string{"booking_ref": `Booking reference, e.g. "FB7Q2K".`, "cabin": "Cabin grade."}},
		{"flat-list", "Get photos of an activity.\n\nParameters:\n- id (required): The activity.\n- size (optional): Size in pixels.\n\nOutput Format:\nA list.",
			"Get photos of an activity.\n\nOutput Format:\nA list.",
			map[string]string{"id": "The activity.", "size": "Size in pixels."}},
		{"inline-returns", "Read a web page as markdown.\nReturns: Clean text content.",
			"Read a web page as markdown.", nil},
	}
	for _, c := range cases {
		d := ParseDoc(c.desc)
		if d.Summary != c.summary {
			t.Errorf("%s: summary %q, want %q", c.name, d.Summary, c.summary)
		}
		if len(d.Params) != len(c.params) {
			t.Errorf("%s: %d params %+v, want %d", c.name, len(d.Params), d.Params, len(c.params))
		}
		for k, want := range c.params {
			if got := d.Param(k); got != want {
				t.Errorf("%s: param %s = %q, want %q", c.name, k, got, want)
			}
		}
	}
}

// TestParseDocLeavesProse checks that a description without docstring
// sections is returned byte for byte, and that prose after a
// "Parameters:" line, or a sentence with a colon, is no section.
func TestParseDocLeavesProse(t *testing.T) {
	for _, desc := range []string{
		"List upcoming sale days at the mart, optionally only for one species.",
		"Search notes.\n\nParameters:\nThe tool takes a free-text query and an optional tag.",
		"Create a card.  Note: the list must exist.\n\nUse it for tasks:  one card per task.",
		"Backup:\n\nTakes a snapshot of the volume.",
	} {
		if d := ParseDoc(desc); d.Summary != desc || len(d.Params) != 0 {
			t.Errorf("ParseDoc(%q) = %+v, want the description unchanged", desc, d)
		}
	}
}

// TestDocParamFolded checks that a docstring name written in another case
// convention finds its property.
func TestDocParamFolded(t *testing.T) {
	d := ParseDoc("Log a visit.\n\nArgs:\n    stationCode: Station code, e.g. \"BK.CMB\".")
	if got := d.Param("station_code"); !strings.Contains(got, "BK.CMB") {
		t.Errorf("Param(station_code) = %q", got)
	}
	if got := d.Param("visit_date"); got != "" {
		t.Errorf("Param(visit_date) = %q, want none", got)
	}
}
