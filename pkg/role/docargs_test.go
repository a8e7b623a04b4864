package role

import "testing"

func TestDocArg(t *testing.T) {
	desc := "Search catalogued quakes.\n\nArgs:\n    start_time: Start of the window (UTC).\n    min_magnitude: Smallest magnitude to return,\n        e.g. 2.5.\n    limit (int): Maximum number of events.\n\nReturns:\n    List of events."
	for name, want := range map[string]string{
		"min_magnitude": "Smallest magnitude to return, e.g. 2.5.",
		"limit":         "Maximum number of events.",
		"start_time":    "Start of the window (UTC).",
		"events":        "",
	} {
		if got := docArg(desc, name); got != want {
			t.Errorf("docArg(%q) = %q, want %q", name, got, want)
		}
	}
	if got := docArg("Get a thing.\n:param depth: Depth in metres, e.g. 40\n:returns: the thing", "depth"); got != "Depth in metres, e.g. 40" {
		t.Errorf("sphinx field: %q", got)
	}
}

// A parameter documented only under the tool's "Args:" takes the scale
// of the example given there: a magnitude near 2.5, not 553.
func TestClassifyDocstringArg(t *testing.T) {
	tool := ToolContext{Name: "search_events", Description: "Search earthquakes.\n\nArgs:\n    min_magnitude: Smallest magnitude to return, e.g. 2.5.\n    region: Named region."}
	r := Classify(tool, ParamContext{Name: "min_magnitude", Schema: []byte(`{"type":"number","title":"Min Magnitude"}`)})
	if r.Typical == nil || r.Typical.Hi > 10 {
		t.Fatalf("min_magnitude: %+v (typical %+v), want a range around 2.5", r, r.Typical)
	}
}
