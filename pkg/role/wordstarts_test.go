package role

import (
	"encoding/json"
	"testing"
)

// A description whose words only hold "uri" or "url" inside them
// ("neighbouring", "curly") does not make a generic string a URL; a
// description naming a URL still does.
func TestDescURLWordStart(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		desc string
		url  bool
	}{
		{`Zone of the permit: \"inner\" (old town) or \"outer\" (neighbouring suburbs)`, false},
		{`Wrap style for curly quotes`, false},
		{`Callback URL to notify`, true},
		{`The uri of the resource`, true},
	} {
		r := Classify(ToolContext{Name: "permits"}, ParamContext{Name: "zone", Path: "/zone", Schema: json.RawMessage(`{"type":"string","description":"` + tc.desc + `"}`)})
		if (r.Kind == URL) != tc.url {
			t.Errorf("%q: kind %s (%s), want url %v", tc.desc, r.Kind, r.Why, tc.url)
		}
	}
}

// A description word classifies only where a word starts: "Updated
// icon" holds no date, "electricity supplier" no city, "profile
// picture" no file; "EXDATE lines" still holds dates.
func TestDescriptionWordStarts(t *testing.T) {
	for _, c := range []struct {
		d, w string
		want bool
	}{
		{"updated icon. pass null to clear it.", "date", false},
		{"rrule/exdate lines", "date", true},
		{"due date of the task", "date", true},
		{"electricity supplier", "city", false},
		{"city of the venue", "city", true},
		{"profile picture", "file", false},
		{"file to upload", "file", true},
	} {
		if got := wordStarts(c.d, c.w); got != c.want {
			t.Errorf("wordStarts(%q, %q) = %v, want %v", c.d, c.w, got, c.want)
		}
	}
}
