package synth

import (
	"strings"
	"testing"
)

// A spot within a place is what the server's examples show, no town: a
// lifeguard's incident location (was "Bristol") and a lost child's
// last_seen (was the surname "Brown"; now a spot on the beach and when),
// a scaffold defect's location (was "Manchester").
func TestWhereSpots(t *testing.T) {
	t.Parallel()
	towns := []string{"Bristol", "Manchester", "Leeds", "London", "Toronto", "Osaka", "Boston"}
	check := func(tool, key, v string, want ...string) {
		t.Helper()
		for _, w := range towns {
			if strings.Contains(v, w) {
				t.Errorf("%s %s = %q: a town, no spot", tool, key, v)
			}
		}
		for _, w := range want {
			if !strings.Contains(v, w) {
				t.Errorf("%s %s = %q, want it to say %q", tool, key, v, w)
			}
		}
	}
	srv, tl := serverTool(t, "testdata/dev40/beach_lifeguard_service.json", "report-lost-child")
	n := 0
	for _, m := range decodeAll(t, string(tl.InputSchema), 20, Options{Seed: 7, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
		v, _ := m["last_seen"].(string)
		n++
		check(tl.Name, "last_seen", v, ", ")
		if !strings.Contains(v, "post") && !strings.Contains(v, "offshore") {
			t.Errorf("last_seen %q, want a spot on the beach the server shows", v)
		}
	}
	if n == 0 {
		t.Fatal("no lost child drawn")
	}
	srv, tl = serverTool(t, "testdata/dev40/beach_lifeguard_service.json", "log-incident")
	for _, m := range decodeAll(t, string(tl.InputSchema), 30, Options{Seed: 7, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
		if v, ok := m["location"].(string); ok {
			check(tl.Name, "location", v)
		}
	}
	srv, tl = serverTool(t, "testdata/dev40/scaffolding_hire.json", "scaf_record_inspection")
	for _, m := range decodeAll(t, string(tl.InputSchema), 20, Options{Seed: 7, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
		ds, _ := m["defects"].([]any)
		for _, d := range ds {
			if o, ok := d.(map[string]any); ok {
				if v, ok := o["location"].(string); ok {
					check(tl.Name, "defect location", v, "bay")
				}
			}
		}
	}
}
