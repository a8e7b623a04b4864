package synth

import (
	"path"
	"strings"
	"testing"
)

// A name parameter names the noun before "name" or, when bare, the
// object the tool's name ends on.
func TestNameNoun(t *testing.T) {
	cases := []struct{ param, topic, want string }{
		{"name", "create_labels", "label"},
		{"name", "asana_update_section", "section"},
		{"new_name", "rename_shared_labels", "label"},
		{"name", "get_section_by_id", "section"},
		{"section_name", "create_task", "section"},
		{"projectName", "add_task", "project"},
		{"name", "create_geofence", "geofence"},
		{"name", "create_task", ""},
		{"title", "create_issue", ""},
		{"description", "create_project", ""},
		{"name", "labels", "label"},
	}
	for _, c := range cases {
		got := nameNoun(c.param, c.topic)
		if namedNouns[got] == "" {
			got = ""
		}
		if got != c.want {
			t.Errorf("nameNoun(%q, %q) = %q, want %q", c.param, c.topic, got, c.want)
		}
	}
}

// A label, a section, a project and a zone get a name of their kind on
// a server of any trade, never a software issue's title or a car model.
func TestKindNames(t *testing.T) {
	in := func(v string, fam string) bool {
		for _, n := range kindNames[fam] {
			if n == v || strings.Contains(n, "{C}") && strings.HasSuffix(v, strings.TrimPrefix(n, "{C}")) {
				return true
			}
		}
		return false
	}
	cases := []struct{ tool, fam string }{
		{"create_label", "label"}, {"create_section", "stage"}, {"create_project", "project"}, {"create_zone", "zone"},
	}
	for _, c := range cases {
		vals := realValues(t, "rowing_club.json", c.tool, "/name", 20, 5)
		if len(vals) == 0 {
			t.Fatalf("%s: no names", c.tool)
		}
		for _, v := range vals {
			if !in(v, c.fam) {
				t.Errorf("%s name = %q, want a %s name", c.tool, v, c.fam)
			}
		}
	}
	// a task manager's labels and sections are no issue titles
	for _, c := range []struct{ tool, ptr string }{{"add-sections", "/sections/*/name"}} {
		for _, v := range realValues(t, "todoist.json", c.tool, c.ptr, 20, 5) {
			if inPool(v, storyTexts()) {
				t.Errorf("todoist %s %s = %q, an issue title", c.tool, c.ptr, v)
			}
		}
	}
}

// The file name, media type and attachment field of one upload agree
// with the file uploaded.
func TestFitFile(t *testing.T) {
	tools, srv := realTools(t, "rowing_club.json")
	tl := tools["upload_member_photo"]
	for _, m := range decodeAll(t, string(tl.InputSchema), 30, Options{Seed: 3, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
		file, _ := m["file"].(string)
		name, _ := m["filename"].(string)
		ct, _ := m["contentType"].(string)
		field, _ := m["attachmentFieldName"].(string)
		want := mimeTypes[strings.ToLower(path.Ext(file))]
		if want == "" {
			continue
		}
		if name != path.Base(file) || ct != want {
			t.Errorf("file %q: filename %q, contentType %q; want %q, %q", file, name, ct, path.Base(file), want)
		}
		fam := ""
		if strings.HasPrefix(want, "image/") {
			fam = "image"
		}
		if !inPool(field, attachmentFields[fam]) {
			t.Errorf("file %q: attachment field %q", file, field)
		}
	}
}

// A comment beside an enum reason restates that reason; a reason
// naming a format ("content_type") is no reason to restate.
func TestNoteFitsChoice(t *testing.T) {
	tools, srv := realTools(t, "rowing_club.json")
	tl := tools["suspend_membership"]
	for _, m := range decodeAll(t, string(tl.InputSchema), 30, Options{Seed: 4, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
		r, _ := m["reason"].(string)
		c, _ := m["comment"].(string)
		if !strings.Contains(strings.ToLower(c), strings.ReplaceAll(r, "_", " ")) {
			t.Errorf("reason %q, comment %q: the comment tells another reason", r, c)
		}
	}
	cases := []struct {
		name string
		want bool
	}{{"reason", true}, {"hold_type", true}, {"appointmentType", true}, {"content_type", false}, {"type", false}, {"mimeType", false}, {"status", false}}
	for _, c := range cases {
		if got := choiceWord(tokens(c.name)); got != c.want {
			t.Errorf("choiceWord(%q) = %v, want %v", c.name, got, c.want)
		}
	}
}

// An email a server not about software sends is a notice of its own,
// not a job interview or an overdue invoice.
func TestGroundedMail(t *testing.T) {
	var subjects []string
	for _, m := range plainMails {
		subjects = append(subjects, m.subject)
	}
	for _, v := range realValues(t, "rowing_club.json", "email_members", "/subject", 20, 6) {
		if !inPool(v, subjects) {
			t.Errorf("email subject %q, want a plain notice", v)
		}
	}
}

// The file of a path or URL is its path without host and query.
func TestFilePart(t *testing.T) {
	cases := []struct{ in, want string }{
		{"/home/alex/Pictures/profile.jpg", "/home/alex/Pictures/profile.jpg"},
		{"https://example.com/files/report.pdf?dl=1", "/files/report.pdf"},
		{"https://example.com", ""},
		{"C:/scans/id.png#page", "C:/scans/id.png"},
	}
	for _, c := range cases {
		if got := filePart(c.in); got != c.want {
			t.Errorf("filePart(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// A term a tool records (a side effect) is a finding of its area, not a
// literature search; a search tool's term stays a search; a search whose
// description shows examples over titles is one of its examples.
func TestReportedTermAndExamples(t *testing.T) {
	for _, v := range realValues(t, "physio_clinic.json", "record_side_effect", "/term", 20, 8) {
		if !inPool(v, clinicalFindings) {
			t.Errorf("side effect term = %q, want a finding", v)
		}
	}
	for _, v := range realValues(t, "physio_clinic.json", "search_patients", "/term", 20, 8) {
		if inPool(v, clinicalFindings) {
			t.Errorf("patient search term = %q, a finding", v)
		}
	}
	for _, v := range realValues(t, "physio_clinic.json", "search_exercises", "/q", 20, 8) {
		if v != "clamshell" && v != "hamstring stretch" {
			t.Errorf("exercise search = %q, want one of the description's examples", v)
		}
	}
}

// A label renamed gets another name than it had.
func TestDistinctRename(t *testing.T) {
	schema := `{"type":"object","properties":{"name":{"type":"string"},"new_name":{"type":"string"}},"required":["name","new_name"]}`
	tools, srv := realTools(t, "rowing_club.json")
	_ = tools
	for _, m := range decodeAll(t, schema, 60, Options{Seed: 2, RootObject: true, Topic: "rename_label", About: "Rename a label.", Server: srv}) {
		if m["name"] == m["new_name"] {
			t.Errorf("label %v renamed to itself", m["name"])
		}
	}
}
