package prompt

import (
	"strings"
	"testing"
)

// "the not started ones" are gone.
func TestStateFilter(t *testing.T) {
	t.Parallel()
	st := &funcState{}
	for x, want := range map[string][]string{
		"open":             {"only open ones", "that are open", "only the open ones"},
		"sent":             {"only sent ones", "that are sent", "only the sent ones"},
		"partially filled": {"only partially filled ones", "that are partially filled", "only the partially filled ones"},
		"not started":      {"only the ones not started", "just the ones not started", "only those not started"},
		"in collections":   {"only the ones in collections", "just the ones in collections", "only those in collections"},
		"heifer":           {"only the ones with status heifer", "just those with status heifer", "only the ones with the heifer status"},
		"beam change":      {"only the ones with status beam change", "just those with status beam change", "only the ones with the beam change status"},
		"out of service":   {"only the ones out of service", "just the ones out of service", "only those out of service"},
	} {
		got := st.stateFilter(x)
		ok := false
		for _, w := range want {
			ok = ok || got == w
		}
		if !ok {
			t.Errorf("status %q: got %q, want one of %q", x, got, want)
		}
	}
}

// noun it narrows, and stays after any other word.
func TestUncommaThat(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"Site QNW47: can you list the trenches, that are open?":              "Site QNW47: can you list the trenches that are open?",
		"Pull up larkspur/docs' pull requests, that are open and merging x.": "Pull up larkspur/docs' pull requests that are open and merging x.",
		"Look up the issues, sorted by date updated, that are closed.":       "Look up the issues, sorted by date updated, that are closed.",
		"Show the status, that are odd.":                                     "Show the status, that are odd.",
	} {
		if got := uncommaThat(in); got != want {
			t.Errorf("uncommaThat(%q) = %q, want %q", in, got, want)
		}
	}
}

// never "because it was died"; a thing done to it keeps "was".
func TestIntransitiveReason(t *testing.T) {
	t.Parallel()
	st := &funcState{}
	for x, want := range map[string]string{"died": "because it died", "culled": "because it was culled", "expired": "because it expired"} {
		if got := st.reasonWords(x); got != want {
			t.Errorf("reason=%s: got %q, want %q", x, got, want)
		}
	}
}

// dairy herd server, its description shortened.
func TestCodeNeverGivenAs(t *testing.T) {
	t.Parallel()
	const schema = `{"type":"object","properties":{"ear_tag":{"type":"string","pattern":"^UK[0-9]{12}$"},"from":{"type":"string","format":"date"},"to":{"type":"string","format":"date"}},"required":["ear_tag"]}`
	said := 0
	for _, text := range renderDraws(t, "get_yield_history", "Daily milk yield history for one cow.", schema, `{"ear_tag":"UK333688279765"}`, 40, 7) {
		if strings.Contains(text, "giving the ear tag as") {
			t.Errorf("code given as a text: %s", text)
		}
		if strings.Contains(text, "ear tag UK333688279765") {
			said++
		}
	}
	if said == 0 {
		t.Error("no request names ear tag UK333688279765")
	}
}
