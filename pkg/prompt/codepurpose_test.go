package prompt

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestCodeReasonsOnlyForCode: a clinical trial's adverse events and a
// bike station's status are read for reasons of their own, never a code
// host's or a server's ("Queries started timing out an hour ago.", "CI
// has to be green before I merge." — blind raters and a new-user tryout
// saw both on servers nobody wrote templates for); a code host's status
// and issues keep them.
func TestCodeReasonsOnlyForCode(t *testing.T) {
	var codeReasons []string
	for _, p := range [][]string{commitPurposes, issuePurposes, pullPurposes, reviewPurposes, statusPurposes,
		changedPurposes, indexPurposes, schemaPurposes, sizePurposes, logPurposes, consolePurposes, workPurposes, dataPurposes} {
		codeReasons = append(codeReasons, p...)
	}
	said := func(text string) string {
		for _, r := range codeReasons {
			if strings.Contains(text, r) {
				return r
			}
		}
		return ""
	}
	var tools []tool.Tool
	if err := json.Unmarshal([]byte(`[
	{"name":"list_adverse_events","description":"List adverse events reported in a clinical trial.","inputSchema":{"type":"object","properties":{"trial_id":{"type":"string"}},"required":["trial_id"]}},
	{"name":"get_station_status","description":"Get the number of bikes and free docks at a bike-share station.","inputSchema":{"type":"object","properties":{"station_id":{"type":"string"}},"required":["station_id"]}},
	{"name":"get_enrollment_status","description":"Get a trial site's enrollment status.","inputSchema":{"type":"object","properties":{"site_id":{"type":"string"}},"required":["site_id"]}}]`), &tools); err != nil {
		t.Fatal(err)
	}
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, req := range renderActs(t, set, actSource{"trials", "clinical-trials", tools}, 60) {
		if r := said(req.text); r != "" {
			t.Errorf("%s: %q gives a code host's reason %q", req.tool.Name, req.text, r)
		}
	}
	si, gh := loadCorpus(t, "github.json")
	n := 0
	for _, req := range renderActs(t, set, actSource{"github.json", si, gh}, 20) {
		if said(req.text) != "" {
			n++
		}
	}
	if n == 0 {
		t.Errorf("no GitHub request gives a code host's reason")
	}
}
