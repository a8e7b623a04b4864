package prompt

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestRecordsSaidNotPasted renders requests for dev tools whose object
// arguments are records a person describes (a house to inspect, an
// event to cater, a student, journal lines: testdata/attrs-tools.json)
// and checks that none pastes JSON and that every scalar the records
// hold is in the words (a day also as people write it).
func TestRecordsSaidNotPasted(t *testing.T) {
	said := 0
	drawFile(t, "attrs-tools.json", synth.Options{Seed: 91}, 12, func(tl tool.Tool, _ int, text string, args map[string]any) {
		if strings.Contains(text, "```json") || strings.Contains(text, "\":") {
			t.Errorf("%s: pasted JSON: %q", tl.Name, text)
		}
		for _, k := range []string{"property", "event", "student", "lines"} {
			v, ok := args[k]
			if !ok {
				continue
			}
			said++
			for _, leaf := range leafTexts(v) {
				lt := strings.ToLower(text)
				if l, ok := languageName(leaf); ok && strings.Contains(lt, strings.ToLower(l)) {
					continue // native_languages ["ja"]: "Japanese"
				}
				if !strings.Contains(lt, strings.ToLower(leaf)) && !strings.Contains(text, dayOf(leaf)) {
					t.Errorf("%s: %s value %q not in %q", tl.Name, k, leaf, text)
				}
			}
		}
	})
	if said < 20 {
		t.Errorf("only %d records rendered", said)
	}
}

// leafTexts are the strings and numbers inside v, as written.
func leafTexts(v any) []string {
	switch x := v.(type) {
	case map[string]any:
		var out []string
		for _, k := range sortedKeys(x) {
			out = append(out, leafTexts(x[k])...)
		}
		return out
	case []any:
		var out []string
		for _, e := range x {
			out = append(out, leafTexts(e)...)
		}
		return out
	case string:
		if strings.Contains(x, "_") && strings.ToLower(x) == x {
			return []string{spokenEnum(x)} // pier_and_beam: "pier and beam"
		}
		return []string{x}
	case json.Number:
		return []string{x.String()}
	}
	return nil
}

// dayOf is a YYYY-MM-DD day as people write it, other text as it is.
func dayOf(s string) string {
	if d, ok := plainDay(s); ok {
		return d
	}
	return s
}

// TestRecordWords pins how one record is said: kind and noun first, its
// address as where it is, a unit after its number, a flag by its words,
// a nested record without brackets in brackets.
func TestRecordWords(t *testing.T) {
	st := &funcState{}
	for _, c := range []struct {
		in, head, want string
	}{
		{`{"address":"12 Elm St","city":"Springfield","zip":"62704","square_feet":2400,"year_built":1998,"occupied":false}`, "property",
			"property at 12 Elm St, Springfield 62704 (not occupied, 2400 square feet, built in 1998)"},
		{`{"date":"2026-04-13","durationHours":10,"type":"wedding","venue":{"address":"Bağdat Caddesi 300, Istanbul","hasKitchen":true,"name":"Grand Bazaar"}}`, "event",
			"wedding event (on April 13, 2026, duration of 10 hours, venue Grand Bazaar at Bağdat Caddesi 300, Istanbul with kitchen)"},
		{`{"email":"l@x.io","family_name":"Clark","given_name":"Lucas"}`, "student", "student Lucas Clark (l@x.io)"},
		{`{"useDefault":false,"overrides":[{"method":"popup","minutes":30},{"minutes":45}]}`, "reminders",
			"reminders (overrides: method popup, 30 minutes; 45 minutes, not using default)"},
	} {
		var x map[string]any
		d := json.NewDecoder(strings.NewReader(c.in))
		d.UseNumber()
		if err := d.Decode(&x); err != nil {
			t.Fatal(err)
		}
		got, ok := st.recordWords(x, c.head, 0)
		if !ok || got != c.want {
			t.Errorf("recordWords(%s) = %q, %v; want %q", c.in, got, ok, c.want)
		}
	}
}

// TestSoleRecordSaidByItsName checks that a record wrapping one record
// (a chart's position holding its overlay position) is said by the
// inner record's name, with a pixel count after its number.
func TestSoleRecordSaidByItsName(t *testing.T) {
	var x map[string]any
	d := json.NewDecoder(strings.NewReader(`{"overlayPosition":{"anchorCell":{"columnIndex":7,"rowIndex":9},"offsetXPixels":375}}`))
	d.UseNumber()
	if err := d.Decode(&x); err != nil {
		t.Fatal(err)
	}
	st := &funcState{}
	a, ok := st.attrWords(Param{Name: "position", Human: "Position"}, x)
	want := "with the overlay position (anchor cell with column index 7 and row index 9, offset x of 375 pixels)"
	if !ok || a.text != want {
		t.Errorf("attrWords = %q, %v; want %q", a.text, ok, want)
	}
}
