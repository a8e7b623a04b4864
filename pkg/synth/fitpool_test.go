package synth

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// Tool schemas written for these tests (not from any captured server): a
// farm's herd records, a ski resort and a brewery's tap list.

// fitServer builds the server of tools (name, description, schema).
func fitServer(name string, tools [][3]string) *role.Server {
	var st []role.ServerTool
	for _, t := range tools {
		st = append(st, role.ServerTool{Name: t[0], Description: t[1], InputSchema: json.RawMessage(t[2])})
	}
	return role.NewServer(name, st)
}

var fitHerd = [][3]string{
	{"record_vaccination", "Record a vaccine given to an animal in the herd.",
		`{"type":"object","properties":{"ear_tag":{"type":"string"},"vaccine_name":{"type":"string"},"notes":{"type":"string"}},"required":["ear_tag","vaccine_name","notes"]}`},
	{"log_treatment", "Log a medication treatment for a sick animal and the withdrawal period.",
		`{"type":"object","properties":{"medication":{"type":"string"},"reason":{"type":"string"}},"required":["medication","reason"]}`},
	{"upload_animal_photo", "Attach a photo to an animal's record.",
		`{"type":"object","properties":{"file_name":{"type":"string"}},"required":["file_name"]}`},
}

var fitSki = [][3]string{
	{"book_ski_lesson", "Book a ski or snowboard lesson with an instructor.",
		`{"type":"object","properties":{"student_name":{"type":"string"},"level":{"enum":["beginner","advanced"]}}}`},
	{"report_lift_problem", "Report a problem with a chairlift or gondola to the lift operations team.",
		`{"type":"object","properties":{"lift_name":{"type":"string"},"description":{"type":"string","maxLength":200}},"required":["lift_name","description"]}`},
	{"search_amenities", "Find resort amenities.",
		`{"type":"object","properties":{"amenity_name":{"type":"string"}},"required":["amenity_name"]}`},
}

var fitBrewery = [][3]string{
	{"search_beers", "Search the brewery's catalogue by name or style.",
		`{"type":"object","properties":{"query":{"type":"string"}},"required":["query"]}`},
	{"add_beer", "Add a new beer to the tap list.",
		`{"type":"object","properties":{"allergens":{"type":"array","minItems":1,"items":{"type":"string"}}},"required":["allergens"]}`},
}

// The value of a name, a list item or a search is an instance of the
// noun its parameter (or a searching tool) names, and the free text of a
// tool whose server's words barely lead to an area is about the tool's
// object, never another area's remark.
func TestValuesFitTheirNounAndTool(t *testing.T) {
	in := func(vals []string) func(string) bool {
		return func(v string) bool {
			for _, w := range vals {
				if v == w {
					return true
				}
			}
			return false
		}
	}
	health := append(append([]string(nil), areaLexicon["health"].notes...), areaLexicon["education"].notes...)
	for _, it := range areaLexicon["education"].items {
		health = append(health, it.title, it.text)
	}
	offArea := in(health)
	cases := []struct {
		server string
		tools  [][3]string
		tool   int
		param  string
		ok     func(string) bool
		want   string
	}{
		{"greenfield-herd", fitHerd, 0, "vaccine_name", in(nounClasses["livestock vaccine"]), "a livestock vaccine"},
		{"greenfield-herd", fitHerd, 0, "notes", func(v string) bool { return !offArea(v) }, "no clinic remark"},
		{"greenfield-herd", fitHerd, 1, "medication", in(nounClasses["livestock medication"]), "a livestock medicine"},
		{"greenfield-herd", fitHerd, 1, "reason", func(v string) bool { return !offArea(v) }, "no clinic remark"},
		{"greenfield-herd", fitHerd, 2, "file_name", func(v string) bool { return strings.HasPrefix(v, "IMG_") }, "a phone photo's name"},
		{"alpine-resort", fitSki, 1, "lift_name", func(v string) bool { return strings.HasSuffix(v, " Lift") }, "a lift's name"},
		{"alpine-resort", fitSki, 1, "description", func(v string) bool { return strings.Contains(v, "chairlift") }, "a fault of the chairlift"},
		{"alpine-resort", fitSki, 2, "amenity_name", in(nounClasses["amenity"]), "an amenity"},
		{"hopline-brewery", fitBrewery, 0, "query", in(nounClasses["beer"]), "a beer"},
	}
	for _, c := range cases {
		srv := fitServer(c.server, c.tools)
		tl := c.tools[c.tool]
		for _, m := range decodeAll(t, tl[2], 12, Options{Seed: 5, RootObject: true, Topic: tl[0], About: tl[1], Server: srv}) {
			v, _ := m[c.param].(string)
			if !c.ok(v) {
				t.Errorf("%s %s = %q, want %s", tl[0], c.param, v, c.want)
			}
		}
	}
	// a list of allergens of a drink holds foods' allergens, each a noun
	tl := fitBrewery[1]
	for _, m := range decodeAll(t, tl[2], 8, Options{Seed: 5, RootObject: true, Topic: tl[0], About: tl[1], Server: fitServer("hopline-brewery", fitBrewery)}) {
		for _, a := range m["allergens"].([]any) {
			if !in(nounClasses["food allergen"])(a.(string)) {
				t.Errorf("add_beer allergen %q, want a food allergen", a)
			}
		}
	}
}

// headNoun reads what a name names: the word before "name", else the
// enclosing list's noun.
func TestHeadNoun(t *testing.T) {
	for _, c := range []struct{ name, parent, want string }{
		{"drug_name", "", "drug"},
		{"name", "drugs", "drug"},
		{"allergies", "", "allergy"},
		{"vaccineName", "", "vaccine"},
		{"lift", "", "lift"},
	} {
		if got := headNoun(hint{name: c.name, parent: c.parent}); got != c.want {
			t.Errorf("headNoun(%q, %q) = %q, want %q", c.name, c.parent, got, c.want)
		}
	}
}

// A remark fits a tool when it shares a content word with the tool's
// name, its description or the parameter's words.
func TestFitScore(t *testing.T) {
	g := &Generator{opts: Options{Topic: "log_treatment", About: "Log a medication treatment for a sick animal."}}
	for _, c := range []struct {
		text string
		fits bool
	}{
		{"Treated twice a day, animal eating again.", true},
		{"Allergic to penicillin.", false},
		{"Report on the leaf disc experiment.", false},
	} {
		if got := fits(c.text, g.ownStems(hint{name: "comment"})); got != c.fits {
			t.Errorf("fits(%q) = %v, want %v", c.text, got, c.fits)
		}
	}
}

// A site's picture is captioned and described by what it shows, never a
// remark of software work; a farm's photo by the animal it shows.
func TestCaptionsSayWhatAPictureShows(t *testing.T) {
	media := [][3]string{{"update_media", "Update a media item of the site: its title, caption and alt text.",
		`{"type":"object","properties":{"id":{"type":"integer"},"caption":{"type":"string"},"alt_text":{"type":"string"}},"required":["id","caption","alt_text"]}`}}
	in := func(v string, pool []string) bool {
		for _, p := range pool {
			if v == p {
				return true
			}
		}
		return false
	}
	tl := media[0]
	for _, m := range decodeAll(t, tl[2], 10, Options{Seed: 3, RootObject: true, Topic: tl[0], About: tl[1], Server: fitServer("site-cms", media)}) {
		if c, _ := m["caption"].(string); !in(c, mediaCaptions) {
			t.Errorf("caption %q, want a picture's caption", c)
		}
		if a, _ := m["alt_text"].(string); !in(a, altTexts) {
			t.Errorf("alt_text %q, want a picture's description", a)
		}
	}
	if got := pictureSubject("upload_animal_photo"); got != "animal" {
		t.Errorf("pictureSubject(upload_animal_photo) = %q, want animal", got)
	}
	if got := pictureSubject("wp_update_media"); got != "" {
		t.Errorf("pictureSubject(wp_update_media) = %q, want none", got)
	}
}
