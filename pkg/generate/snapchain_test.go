package generate

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// refSaid matches a page element's snapshot reference said in a user's
// words: "(e12)", "(ref e12)", "(that's e12)", "at e12", "[ref=e12]".
var refSaid = regexp.MustCompile(`\((?:ref |that's )?e\d+\b|\bat e\d+\b|ref=e\d+|\be\d+ target\b`)

// TestSnapshotChainRefsFromThePage: offline, a chain on a tool acting on
// a page element (its reference from the page snapshot, beside how a
// person names it) is the snapshot first, then the call with the
// reference the snapshot shows beside the element. The person names the
// element by what it shows ("Click the Settings tab."), never by a
// reference nobody types ("the Settings tab (e88)").
func TestSnapshotChainRefsFromThePage(t *testing.T) {
	src := corpusSource(t, "playwright.json", "playwright")
	n := 0
	for _, seed := range []int64{5521, 808} {
		for _, r := range kindRecords(t, []Source{src}, "chain", 1, seed) {
			names, args := r.calls()
			if len(names) != 2 || names[0] != "browser_snapshot" {
				continue
			}
			n++
			req := r.request()
			if refSaid.MatchString(req) {
				t.Errorf("%q: the request says an element's reference", req)
			}
			var b map[string]any
			if err := json.Unmarshal([]byte(args[1]), &b); err != nil {
				t.Fatal(err)
			}
			snap := r.results()[0]
			for k, v := range b {
				s, _ := v.(string)
				if !snapRef.MatchString(s) || !strings.Contains(strings.ToLower(k), "target") {
					continue
				}
				if !strings.Contains(snap, "[ref="+s+"]") {
					t.Errorf("%q: %s=%s is not in the snapshot %q", req, k, s, snap)
				}
			}
		}
	}
	if n < 8 {
		t.Fatalf("%d snapshot chains made", n)
	}
}

// TestKindTurnsSayNoRefs: offline follow-ups and parallel requests on
// tools acting on page elements name each element by what it shows; the
// page's snapshot, taken before the first call on an element, shows the
// references the calls take.
func TestKindTurnsSayNoRefs(t *testing.T) {
	src := corpusSource(t, "playwright.json", "playwright")
	for k, least := range map[string]int{"followup": 8, "parallel": 2} {
		grounded := 0
		var recs []kindRec
		for _, seed := range []int64{5521, 808} {
			recs = append(recs, kindRecords(t, []Source{src}, k, 1, seed)...)
		}
		for _, r := range recs {
			names, args := r.calls()
			snapped := len(names) > 1 && names[0] == "browser_snapshot" && args[0] == "{}"
			if !snapped {
				continue
			}
			grounded++
			snap := r.results()[0]
			for _, m := range r.Messages {
				if m.Role == "user" && refSaid.MatchString(m.Content) {
					t.Errorf("%s: %q says an element's reference", k, m.Content)
				}
			}
			for _, a := range args[1:] {
				for _, ref := range regexp.MustCompile(`"(e\d+)"`).FindAllStringSubmatch(a, -1) {
					if !strings.Contains(snap, "[ref="+ref[1]+"]") {
						t.Errorf("%s: %s takes %s, not in the snapshot", k, a, ref[1])
					}
				}
			}
		}
		if grounded < least {
			t.Errorf("%s: %d records on page elements with a snapshot", k, grounded)
		}
	}
}

// TestSnapLine: an element's snapshot line has the role its kind of
// control has and the name the page shows for it.
func TestSnapLine(t *testing.T) {
	for desc, want := range map[string]string{
		"Settings tab":             `tab "Settings" [ref=e8]`,
		"close dialog button":      `button "Close dialog" [ref=e8]`,
		"blue Continue button":     `button "Continue" [ref=e8]`,
		"Email field":              `textbox "Email" [ref=e8]`,
		"Country dropdown":         `combobox "Country" [ref=e8]`,
		"first row of the table":   `row "First row of the table" [ref=e8]`,
		"order summary":            `region "Order summary" [ref=e8]`,
		"Credit card radio button": `radio "Credit card" [ref=e8]`,
	} {
		if got := snapLine(desc, "e8"); got != want {
			t.Errorf("snapLine(%q) = %s, want %s", desc, got, want)
		}
	}
}

// TestFallbackSaysNoRefs: a clarify or parallel slot on a tool acting on
// a page element that cannot be made is the snapshot chain, not a single
// call whose request says the element's reference ("Click the Settings
// tab (e88)."): no user turn of any kind says one, form fields aside
// (their refs are nested in one argument, said with each field).
func TestFallbackSaysNoRefs(t *testing.T) {
	src := corpusSource(t, "playwright.json", "playwright")
	for _, k := range []string{"clarify", "parallel"} {
		for _, r := range kindRecords(t, []Source{src}, k, 1, 5521) {
			names, _ := r.calls()
			if len(names) > 0 && names[len(names)-1] == "browser_fill_form" {
				continue
			}
			for _, m := range r.Messages {
				if m.Role == "user" && refSaid.MatchString(m.Content) {
					t.Errorf("%s: %q says an element's reference", k, m.Content)
				}
			}
		}
	}
}

// TestSnapshotChainNamedInWords: a tool taking an element's ref with no
// parameter for how a person names it (a snapshot of one element) gets
// the snapshot chain too, the element named by the request's own words
// ("a snapshot of only the checkout form"), which the page's snapshot
// then shows beside the ref.
func TestSnapshotChainNamedInWords(t *testing.T) {
	src := corpusSource(t, "playwright.json", "playwright")
	n := 0
	for _, seed := range []int64{5521, 808} {
		for _, r := range kindRecords(t, []Source{src}, "chain", 1, seed) {
			names, args := r.calls()
			if len(names) != 2 || names[1] != "browser_snapshot" {
				continue
			}
			n++
			if refSaid.MatchString(r.request()) {
				t.Errorf("%q says the ref", r.request())
			}
			ref := regexp.MustCompile(`"(e\d+)"`).FindStringSubmatch(args[1])
			if ref == nil || !strings.Contains(r.results()[0], "[ref="+ref[1]+"]") {
				t.Errorf("%q: %s not in the snapshot", r.request(), args[1])
			}
		}
	}
	if n == 0 {
		t.Fatal("no snapshot of one element made on the page's snapshot")
	}
}
