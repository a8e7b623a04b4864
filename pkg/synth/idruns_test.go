package synth

import (
	"encoding/json"
	"math/rand"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// An id drawn like a documented example keeps what its digit runs mean:
// a date stays a date of the last months, a two-digit year a recent year,
// a zero-padded counter its padding.
func TestLikeExampleKeepsRunMeanings(t *testing.T) {
	t.Parallel()
	g := &Generator{rng: rand.New(rand.NewSource(3))}
	for i := 0; i < 200; i++ {
		v := g.likeExample("WS-250314-007")
		d, err := time.Parse("060102", v[3:9])
		if err != nil || d.After(refDate) || d.Before(refDate.AddDate(0, -6, 0)) {
			t.Fatalf("WS-250314-007 gave %q: no date of the last months", v)
		}
		if !strings.HasPrefix(v[10:], "0") || v[10:] == "000" {
			t.Fatalf("WS-250314-007 gave %q: counter lost its padding", v)
		}
		if v := g.likeExample("WO-25-03318"); v[3:5] != "25" && v[3:5] != "26" || v[6] != '0' || v[7] == '0' {
			t.Fatalf("WO-25-03318 gave %q", v)
		}
		if v := g.likeExample("T-004412"); !regexp.MustCompile(`^T-00?[1-9][0-9]+$`).MatchString(v) {
			t.Fatalf("T-004412 gave %q", v)
		}
		if v := g.likeExample("013-001"); !regexp.MustCompile(`^0[1-9][0-9]-00?[1-9][0-9]?$`).MatchString(v) || len(v) != 7 {
			t.Fatalf("013-001 gave %q", v)
		}
		if v := g.likeExample("ORD-104233"); v[4] == '0' {
			t.Fatalf("ORD-104233 (no date, no padding) gave %q", v)
		}
	}
	if !shortYearRun("S24-0113", runsOf("S24-0113"), 1) || !shortYearRun("NB25-0042", runsOf("NB25-0042"), 1) || shortYearRun("ABCD24-0113", runsOf("ABCD24-0113"), 1) {
		t.Error("shortYearRun misreads a year straight after a short prefix (S24-0113, NB25-0042) or a long one")
	}
	if !shortYearRun("STU-24-0193", runsOf("STU-24-0193"), 2) || shortYearRun("ACM-8X-004213", runsOf("ACM-8X-004213"), 2) || shortYearRun("A-12", runsOf("A-12"), 2) {
		t.Error("shortYearRun misreads STU-24-0193, ACM-8X-004213 or A-12")
	}
	if dateRunLayout("104233") != "" || dateRunLayout("250314") != "060102" || dateRunLayout("20250314") != "20060102" {
		t.Error("dateRunLayout misreads a counter or a date")
	}
}

// On real tool files the ids a server documents once come out in their
// documented form in every tool that takes them: sample ids dated, work
// orders of a recent year, accounts and VMRS codes padded.
func TestDocumentedIDRunsOnDevServers(t *testing.T) {
	t.Parallel()
	checks := []struct {
		file, tool, prop string
		want             *regexp.Regexp
	}{
		{"testdata/hold21/water_lab.json", "get_report", "sample_id", regexp.MustCompile(`^WS-(25(0[7-9]|1[0-2])|26(01))[0-3][0-9]-0[0-9]{2}$`)},
		{"testdata/hold21/water_lab.json", "reject_sample", "sample_id", regexp.MustCompile(`^WS-(25(0[7-9]|1[0-2])|26(01))[0-3][0-9]-0[0-9]{2}$`)},
		{"testdata/hold21/fleet_garage.json", "AddLabor", "vmrsCode", regexp.MustCompile(`^0[0-9]{2}-0[0-9]{2}$`)},
		{"testdata/hold21/fleet_garage.json", "AddLabor", "workOrder", regexp.MustCompile(`^WO-2[56]-0[1-9][0-9]{3}$`)},
		{"testdata/hold21/self_storage.json", "recordPayment", "accountNumber", regexp.MustCompile(`^T-00?[1-9][0-9]+$`)},
	}
	for _, c := range checks {
		b, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		var doc struct{ Tools []role.ServerTool }
		if err := json.Unmarshal(b, &doc); err != nil {
			t.Fatal(err)
		}
		srv := role.NewServer(c.file, doc.Tools)
		var tool role.ServerTool
		for _, tl := range doc.Tools {
			if tl.Name == c.tool {
				tool = tl
			}
		}
		n := 0
		for _, m := range decodeAll(t, string(tool.InputSchema), 40, Options{Seed: 7, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
			v, ok := m[c.prop].(string)
			if !ok {
				continue
			}
			n++
			if !c.want.MatchString(v) {
				t.Errorf("%s %s: %s %q is not of the documented form", c.file, c.tool, c.prop, v)
			}
		}
		if n == 0 {
			t.Errorf("%s %s: no %s drawn", c.file, c.tool, c.prop)
		}
	}
}

// A segment of capitals between separators is a word or a type code the
// value keeps ("CV" of a civil case, "ROSE" of a bouquet's SKU); letters
// mixed with digits ("8X") are drawn anew.
func TestLikeExampleKeepsWordSegments(t *testing.T) {
	t.Parallel()
	g := &Generator{rng: rand.New(rand.NewSource(4))}
	mixed := map[string]bool{}
	for i := 0; i < 100; i++ {
		if v := g.likeExample("2024-CV-001234"); v[5:7] != "CV" {
			t.Fatalf("2024-CV-001234 gave %q", v)
		}
		if v := g.likeExample("BQT-ROSE-24"); v[4:8] != "ROSE" || v == "BQT-ROSE-24" && i > 50 {
			t.Fatalf("BQT-ROSE-24 gave %q", v)
		}
		mixed[g.likeExample("ACM-8X-004213")[4:6]] = true
	}
	if len(mixed) < 10 {
		t.Errorf("ACM-8X-004213: the mixed segment took %d forms", len(mixed))
	}
}

// A year before a counter is the year the id was issued: this year or
// last, never next year's; a term code's year may be next year's.
func TestDatedCounterYears(t *testing.T) {
	t.Parallel()
	g := &Generator{rng: rand.New(rand.NewSource(5))}
	next := false
	for i := 0; i < 100; i++ {
		if v := g.likeExample("CTR-2023-004512"); v[4:8] != "2025" && v[4:8] != "2026" {
			t.Fatalf("CTR-2023-004512 gave %q", v)
		}
		if v := g.likeExample("2024-CV-001234"); v[:4] != "2025" && v[:4] != "2026" {
			t.Fatalf("2024-CV-001234 gave %q", v)
		}
		next = next || g.likeExample("2027SP")[:4] == "2027"
	}
	if !next {
		t.Error("2027SP never gave next year's term")
	}
}

// A value drawn like a short padded example is never the example itself.
func TestLikeExampleNeverEchoesPaddedExample(t *testing.T) {
	t.Parallel()
	g := &Generator{rng: rand.New(rand.NewSource(6))}
	seen := map[string]bool{}
	for i := 0; i < 300; i++ {
		v := g.likeExample("DT-MR-04")
		if v == "DT-MR-04" || !regexp.MustCompile(`^DT-MR-0[1-9]$`).MatchString(v) {
			t.Fatalf("DT-MR-04 gave %q", v)
		}
		seen[v] = true
	}
	if len(seen) != 8 {
		t.Errorf("DT-MR-04 gave %d values, want the 8 others", len(seen))
	}
}

// A year and a month and day in an id stay a real, past date; a year
// at the end after a word ("FALL-2025") stays a recent year; a value
// drawn from a pattern takes the year the description's example or
// form ("year.lot.item", "YYYY-NNNNNN", "M-YYYY-MMDD-NNN") shows.
func TestYearDateRuns(t *testing.T) {
	t.Parallel()
	g := &Generator{rng: rand.New(rand.NewSource(9))}
	past := func(v, layout string) bool {
		d, err := time.Parse(layout, v)
		back := -1
		if layout == "2006" {
			back = -10 // a year alone: any of the last years
		}
		return err == nil && !d.After(refDate) && d.After(refDate.AddDate(back, 0, 0))
	}
	for i := 0; i < 200; i++ {
		if v := g.likeExample("PERF-2025-1108-19"); !past(v[5:14], "2006-0102") {
			t.Fatalf("PERF-2025-1108-19 gave %q", v)
		}
		if v := g.likeAmong([]string{"M-2025-0412-031"}, "M-2025-0412-031"); !past(v[2:11], "2006-0102") {
			t.Fatalf("M-2025-0412-031 gave %q", v)
		}
		if v := g.likeExample("FALL-2025"); v != "FALL-2025" && v != "FALL-2026" {
			t.Fatalf("FALL-2025 gave %q", v)
		}
		if v := g.likeExample("2019.45.3"); v[:4] < "2019" || v[:4] > "2026" {
			t.Fatalf("2019.45.3 gave %q", v)
		}
		if v := g.likeExample("RSV-2041"); v == "RSV-2041" {
			t.Fatalf("RSV-2041 (a number) echoed")
		}
		forms := []struct{ drawn, desc, layout string }{
			{"9247.67.3", "Accession number (year.lot.item)", "2006"},
			{"7338-903269", "Filing reference, format YYYY-NNNNNN", "2006"},
			{"M-6501-8576-235", "Meeting id (M-YYYY-MMDD-NNN)", "2006-0102"},
			{"M-6501-8576-235", "Meeting id, e.g. M-2025-0412-031", "2006-0102"},
		}
		for _, f := range forms {
			v, ok := g.describedYears(f.drawn, f.desc)
			r := runsOf(v)
			if len(r) > 0 && r[0].class == 'a' {
				v = v[r[2].start:]
			}
			if !ok || !past(v[:len(f.layout)], f.layout) {
				t.Fatalf("%q under %q gave %q", f.drawn, f.desc, v)
			}
		}
	}
	if _, ok := g.describedYears("7338-903269", "Filing reference, e.g. 12-345"); ok {
		t.Error("a description with no year changed a drawn value")
	}
}

// Through the whole generator, ids documented with a year keep a real
// one: a performance or a meeting of the last months, an accession or a
// filing of a past year, a season or term of this year, last or next
// (only where the example is this year's), each valid for its pattern.
func TestYearIDsEndToEnd(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile("testdata/yearids.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct{ Tools []role.ServerTool }
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	want := map[string]*regexp.Regexp{
		"performance_id":   regexp.MustCompile(`^PERF-(2025-(09|1[0-2])[0-3][0-9]|2026-01[01][0-9])-[0-9]{2}$`),
		"meeting_id":       regexp.MustCompile(`^M-(2025-(09|1[0-2])[0-3][0-9]|2026-01[01][0-9])-[0-9]{3}$`),
		"accession_number": regexp.MustCompile(`^20(19|2[0-6])\.[0-9]{1,3}\.[0-9]{1,3}$`),
		"accession_no":     regexp.MustCompile(`^20(1[6-9]|2[0-6])\.[0-9]{1,3}\.[0-9]{1,3}$`),
		"season_code":      regexp.MustCompile(`^FALL-202[56]$`),
		"term":             regexp.MustCompile(`^(SPRING|FALL|SUMMER)-202[5-7]$`),
		"filing_ref":       regexp.MustCompile(`^20(1[6-9]|2[0-6])-[0-9]{6}$`),
		"batch_code":       regexp.MustCompile(`^B(2025(09|1[0-2])|202601)[0-3][0-9]-0[1-9]$`),
	}
	srv := role.NewServer("yearids", doc.Tools)
	for _, tool := range doc.Tools {
		n := 0
		for _, m := range decodeAll(t, string(tool.InputSchema), 30, Options{Seed: 11, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
			for k, v := range m {
				s, _ := v.(string)
				if re := want[k]; re != nil {
					n++
					if !re.MatchString(s) {
						t.Errorf("%s: %s %q holds no plausible year or date", tool.Name, k, s)
					}
				}
			}
		}
		if n == 0 {
			t.Errorf("%s: nothing drawn", tool.Name)
		}
	}
}
