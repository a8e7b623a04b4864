package prompt

import (
	"strings"
	"testing"
)

// TestUnitTailedKeysSaid renders requests for invented tools whose numbers
// are named with a unit at the end (min_length_yards, max_weight_gsm,
// max_size_mb) and checks the unit follows the number and is never echoed
// after the key's noun ("a length yards of 20", "weight GSM 71").
func TestUnitTailedKeysSaid(t *testing.T) {
	cases := []struct {
		name, desc, schema, args string
		want                     [][]string // for each, one of the forms must appear in every draw
	}{
		{"search_fabric", "Search the fabric catalog for bolts in stock.",
			`{"type":"object","properties":{"min_length_yards":{"type":"integer"},"max_weight_gsm":{"type":"number"}},"required":["min_length_yards","max_weight_gsm"]}`,
			`{"min_length_yards":20,"max_weight_gsm":92}`,
			[][]string{{"at least 20 yards long", "20 yards or longer"}, {"at most 92 g/m²", "no more than 92 g/m²"}}},
		{"add_fabric_bolt", "Add a bolt of fabric to inventory.",
			`{"type":"object","properties":{"sku":{"type":"string"},"length_yards":{"type":"integer"},"weight_gsm":{"type":"integer"}},"required":["sku","length_yards","weight_gsm"]}`,
			`{"sku":"FB-1022","length_yards":46,"weight_gsm":71}`,
			[][]string{{"46 yards"}, {"71 g/m²"}}},
		{"resize_image", "Resize an image.",
			`{"type":"object","properties":{"image_url":{"type":"string"},"max_size_mb":{"type":"number"},"resolution_dpi":{"type":"integer"}},"required":["image_url","max_size_mb","resolution_dpi"]}`,
			`{"image_url":"https://cdn.example.com/a.png","max_size_mb":36,"resolution_dpi":300}`,
			[][]string{{"36 MB"}, {"300 dpi"}}},
		{"register_tank", "Register a rainwater tank.",
			`{"type":"object","properties":{"tank_name":{"type":"string"},"width_inches":{"type":"integer"},"depth_meters":{"type":"number"}},"required":["tank_name","width_inches","depth_meters"]}`,
			`{"tank_name":"North barn","width_inches":48,"depth_meters":2.5}`,
			[][]string{{"48 inches"}, {"2.5 meters"}}},
	}
	for _, c := range cases {
		for i, text := range renderDraws(t, c.name, c.desc, c.schema, c.args, 12, 41) {
			low := strings.ToLower(text)
			for _, bad := range []string{"length yards", "weight gsm", "size mb", "resolution dpi", " px ", "levels deep"} {
				if strings.Contains(low, bad) {
					t.Errorf("%s draw %d: key words echoed with the unit %q: %s", c.name, i, bad, text)
				}
			}
			for _, forms := range c.want {
				found := false
				for _, f := range forms {
					found = found || strings.Contains(text, f)
				}
				if !found {
					t.Errorf("%s draw %d: none of %q in %s", c.name, i, forms, text)
				}
			}
		}
	}
}

func TestTailUnitCommonSuffixes(t *testing.T) {
	cases := map[string][2]string{
		"length yards":     {"length", "yards"},
		"weight gsm":       {"weight", "g/m²"},
		"capacity gallons": {"capacity", "gallons"},
		"crate weight oz":  {"crate weight", "oz"},
		"resolution dpi":   {"resolution", "dpi"},
	}
	for key, want := range cases {
		what, unit, ok := tailUnit(strings.Fields(key))
		if !ok || what != want[0] || unit != want[1] {
			t.Errorf("tailUnit(%q) = %q, %q, %v; want %q", key, what, unit, ok, want)
		}
	}
	if _, _, ok := tailUnit([]string{"yards"}); ok {
		t.Error("tailUnit(yards) split a one-word key")
	}
}

func TestAreaTailVolumes(t *testing.T) {
	what, unit, ok := areaTail(strings.Fields("volume cu ft"))
	if !ok || strings.Join(what, " ") != "volume" || unit != "cu ft" {
		t.Errorf("areaTail(volume cu ft) = %q, %q, %v", what, unit, ok)
	}
}

func TestOfCountedBound(t *testing.T) {
	texts := renderDraws(t, "find_hives", "List beehives in an apiary matching the filters.",
		`{"type":"object","properties":{"apiary_id":{"type":"string"},"min_frames_of_bees":{"type":"integer"}},"required":["apiary_id","min_frames_of_bees"]}`,
		`{"apiary_id":"AP-12","min_frames_of_bees":40}`, 10, 43)
	for i, text := range texts {
		if !strings.Contains(text, "at least 40 frames of bees") && !strings.Contains(text, "40 or more frames of bees") {
			t.Errorf("draw %d: the count is not said before what it counts: %s", i, text)
		}
	}
	for _, w := range [][]string{{"bags", "of", "feed"}, {"frames", "of", "bees"}} {
		if !ofCounted(w) {
			t.Errorf("ofCounted(%q) = false", w)
		}
	}
	for _, w := range [][]string{{"rate", "of", "flow"}, {"miles", "of", "road"}, {"frames"}} {
		if ofCounted(w) {
			t.Errorf("ofCounted(%q) = true", w)
		}
	}
}

// TestBoundTailed checks a number whose key's words end on a bound is said
// with those words before it ("spoiling within 5 days"), and other keys
// are left to the usual wording.
func TestBoundTailed(t *testing.T) {
	if got, ok := boundTailed("spoiling within", "5", "days"); !ok || got != "spoiling within 5 days" {
		t.Errorf("boundTailed = %q, %v", got, ok)
	}
	if _, ok := boundTailed("soak time", "5", "hours"); ok {
		t.Errorf("boundTailed took a key with no bound")
	}
	if _, ok := boundTailed("within", "5", "days"); ok {
		t.Errorf("boundTailed took a bare bound")
	}
}
