package synth

import (
	"regexp"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// softwareTalk matches the words of software-team text: what a note on
// a bike, a pump or a ferry crossing must never say.
var softwareTalk = regexp.MustCompile(`(?i)\b(regression|test|deploy|endpoint|api|helper|template|invoice|pull request|PR|customer's|/v1/|repo|sprint|portfolio|salary|candidate)\b`)

// Free text on tools about physical things and visits fits them: a
// damage report's note says what is wrong with the thing, a lost item is
// described, a booking's note is a request about the visit, a chapter's
// label is a chapter title, not software work, a genre or a book remark.
func TestPlainWorldText(t *testing.T) {
	cases := []struct {
		file, tool, ptr string
		want            *regexp.Regexp // every value matches
	}{
		{"bikeshare.json", "report_damage", "/notes", regexp.MustCompile(`(?i)brake|tyre|chain|saddle|light|basket|battery|kickstand|pedal|handlebar|dock`)},
		{"greenhouse.json", "report_equipment_fault", "/notes", regexp.MustCompile(`(?i)pump|fan|vent|sensor|drip|heater`)},
		{"library.json", "report_damaged_item", "/notes", regexp.MustCompile(`(?i)\bbook\b`)},
		{"gym.json", "report_broken_equipment", "/description", regexp.MustCompile(`(?i)\btreadmill\b`)},
		{"restaurant.json", "reserve_table", "/special_requests", regexp.MustCompile(`(?i)arriv|visit|access|confirm|late|wheelchair|quiet`)},
		{"ferry.json", "report_lost_item", "/description", regexp.MustCompile(`(?i)backpack|umbrella|scarf|teddy|wallet|glasses`)},
		{"ferry.json", "book_crossing", "/notes", regexp.MustCompile(`(?i)arriv|visit|access|confirm|late|wheelchair|quiet`)},
		{"dentist.json", "cancel_appointment", "/reason", regexp.MustCompile(`(?i)unwell|work|wrong day|plans|can't make`)},
		{"podcast.json", "add_chapter_marker", "/label", regexp.MustCompile(`^(Intro|Interview with .+|Listener questions|News of the week|Main story|Q&A|Wrap-up|Sponsor break|Behind the scenes|Recap of last episode)$`)},
	}
	for _, c := range cases {
		vals := realValues(t, c.file, c.tool, c.ptr, 12, 11)
		if len(vals) == 0 {
			t.Errorf("%s %s%s: no values", c.file, c.tool, c.ptr)
		}
		for _, v := range vals {
			if !c.want.MatchString(v) || softwareTalk.MatchString(v) {
				t.Errorf("%s %s%s = %q, want a value about the tool's thing", c.file, c.tool, c.ptr, v)
			}
		}
	}
}

// A drug's name is a medicine, never the title of a visit; a show's slug
// is a show's, not a genre; episode titles vary.
func TestConsumerNames(t *testing.T) {
	for _, v := range realValues(t, "pharmacy.json", "check_stock", "/drug_name", 20, 3) {
		if strings.Contains(strings.ToLower(v), "visit") || strings.Contains(strings.ToLower(v), "physical") {
			t.Errorf("drug_name = %q, want a medicine", v)
		}
	}
	genres := map[string]bool{"business": true, "science": true, "history": true, "comedy": true, "interview": true, "true-crime": true, "daily": true, "education": true}
	for _, v := range realValues(t, "podcast.json", "get_download_stats", "/show_slug", 12, 11) {
		if genres[v] || !strings.Contains(v, "-") {
			t.Errorf("show_slug = %q, want a show's slug", v)
		}
	}
	titles := map[string]int{}
	vals := realValues(t, "podcast.json", "publish_episode", "/title", 20, 11)
	for _, v := range vals {
		titles[v]++
	}
	for v, n := range titles {
		if 4*n > len(vals) {
			t.Errorf("title %q in %d of %d calls", v, n, len(vals))
		}
	}
}

// A tools file names its consumer area from its tools' words.
func TestConsumerAreas(t *testing.T) {
	for file, want := range map[string]role.Area{"bikeshare.json": "micromobility", "ferry.json": "transit", "greenhouse.json": "garden",
		"pharmacy.json": "health", "dentist.json": "health", "podcast.json": "podcasts"} {
		if _, srv := realTools(t, file); srv.Area() != want {
			t.Errorf("%s: area %q, want %q", file, srv.Area(), want)
		}
	}
}

// A lookup names the kind of thing the tool looks up: a spare part, a
// patient's name, a library's book; "Book a car service" is a verb, so a
// workshop's free text is not a book club's.
func TestLookupKinds(t *testing.T) {
	cases := []struct {
		file, tool, ptr string
		bad             *regexp.Regexp
	}{
		{"autoshop.json", "lookup_part", "/query", regexp.MustCompile(`(?i)git|python|Ishiguro|Martian|Three-Body|charging stations|coffee`)},
		{"autoshop.json", "book_service", "/notes", regexp.MustCompile(`(?i)book club|cache|go\.sum|Recommended`)},
		{"autoshop.json", "report_fault", "/details", regexp.MustCompile(`(?i)API|client|documentation|\bitem\b`)},
		{"dentist.json", "find_patient", "/q", regexp.MustCompile(`(?i)acme|enterprises|inc\b|ltd|allergy|diabetes`)},
		{"library.json", "search_catalog", "/q", regexp.MustCompile(`(?i)grinder|phone case|shoes|headphones`)},
	}
	for _, c := range cases {
		for _, v := range realValues(t, c.file, c.tool, c.ptr, 12, 11) {
			if c.bad.MatchString(v) || softwareTalk.MatchString(v) {
				t.Errorf("%s %s%s = %q, off the tool's domain", c.file, c.tool, c.ptr, v)
			}
		}
	}
	if _, srv := realTools(t, "autoshop.json"); srv.Area() == "books" {
		t.Errorf("autoshop.json: area books from the verb book")
	}
}
