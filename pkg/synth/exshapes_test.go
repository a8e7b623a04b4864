package synth

import (
	"math/rand"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// An example range in A1 notation gives ranges from a top-left cell to a
// bottom-right one, with the example's sheet; a typed resource URI keeps
// its service and type words; a lone code that reads as a cell is no
// range.
func TestExampleShapes(t *testing.T) {
	t.Parallel()
	g := &Generator{rng: rand.New(rand.NewSource(3))}
	cells := regexp.MustCompile(`^(?:Sheet1!)?([A-Z])([0-9]+):([A-Z])([0-9]+)$`)
	for i := 0; i < 200; i++ {
		for _, ex := range []string{"Sheet1!A1:B10", "A2:D20"} {
			v := g.likeExample(ex)
			m := cells.FindStringSubmatch(v)
			if m == nil || strings.HasPrefix(ex, "Sheet1!") != strings.HasPrefix(v, "Sheet1!") {
				t.Fatalf("%s → %q: not a range of its form", ex, v)
			}
			if m[3] <= m[1] || atoi(m[4]) <= atoi(m[2]) {
				t.Errorf("%s → %q: the range runs backwards", ex, v)
			}
		}
		if v := g.likeExample("gid://shopify/Product/123"); !regexp.MustCompile(`^gid://shopify/Product/[1-9][0-9]{12}$`).MatchString(v) {
			t.Errorf("gid://shopify/Product/123 → %q, want gid://shopify/Product/ and 13 digits", v)
		}
		if v := g.likeExample("B2021"); !regexp.MustCompile(`^[A-Z][0-9]{4}$`).MatchString(v) {
			t.Errorf("B2021 → %q, want a letter and four digits", v)
		}
	}
}

// An e-mail address with a format and a mail server's pattern looks like
// a person's address, not a string drawn from the pattern.
func TestPatternedEmailLooksReal(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"to":{"type":"array","minItems":1,"items":{"type":"string","format":"email","pattern":"^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$"},"description":"Recipient email addresses"}},"required":["to"]}`
	plain := regexp.MustCompile(`^[a-z]+(?:\.[a-z]+)?@[a-z]+(?:\.[a-z]+)+$`)
	for _, m := range decodeAll(t, src, 30, Options{Seed: 5, RootObject: true, Topic: "send_email", About: "Send a new email."}) {
		for _, a := range m["to"].([]any) {
			if !plain.MatchString(a.(string)) {
				t.Errorf("to %q: not a person's address", a)
			}
		}
	}
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

// A bounding box stated as four comma-separated coordinates is a small
// box of real coordinates, south-west corner first, in the stated order;
// an integer id is never its lowest value 1.
func TestBoundsAndIDs(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"bounds":{"type":"string","pattern":"^-?\\d+(\\.\\d+)?,-?\\d+(\\.\\d+)?,-?\\d+(\\.\\d+)?,-?\\d+(\\.\\d+)?$","description":"The area to search: south_west_lat,south_west_lng,north_east_lat,north_east_lng"},"segmentId":{"type":"integer","exclusiveMinimum":0,"description":"The unique identifier of the segment."}},"required":["bounds","segmentId"]}`
	for _, m := range decodeAll(t, src, 30, Options{Seed: 2, RootObject: true, Topic: "explore_segments", About: "Search for popular segments in an area"}) {
		var c [4]float64
		parts := strings.Split(m["bounds"].(string), ",")
		for i := range c {
			c[i], _ = strconv.ParseFloat(parts[i], 64)
		}
		if c[0] < -90 || c[2] > 90 || c[1] < -180 || c[3] > 180 || c[0] >= c[2] || c[1] >= c[3] || c[2]-c[0] > 1 {
			t.Errorf("bounds %v: not a small box south-west corner first", m["bounds"])
		}
		if id, _ := numberOf(m["segmentId"]); id <= 1 {
			t.Errorf("segmentId %v: an id of 1", m["segmentId"])
		}
	}
}

// An example id a description cuts short with an ellipsis is drawn whole:
// no "..." in the value, the prefix kept, the rest in its shape.
func TestLikeExampleEllipsis(t *testing.T) {
	g := &Generator{rng: rand.New(rand.NewSource(5))}
	for _, ex := range []string{"res_01HV3K...", "tok-ab12…"} {
		v := g.likeExample(ex)
		if strings.Contains(v, ".") || strings.Contains(v, "…") || len(v) < 12 {
			t.Errorf("likeExample(%q) = %q, want the whole id", ex, v)
		}
	}
	if v := g.likeExample("res_01HV3K..."); !regexp.MustCompile(`^res_[0-9A-Z]{12}$`).MatchString(v) {
		t.Errorf("likeExample(res_01HV3K...) = %q, want res_ and 12 upper-case letters and digits", v)
	}
}
