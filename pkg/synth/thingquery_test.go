package synth

import (
	"strings"
	"testing"
)

// A search of a thing no person is looks for words of that thing: the
// server's own example of it, a colour or a supplier its description
// lists, never a person's name or another kind of thing's title (was
// "Chloe Walker" for fabrics described "colour/name/supplier", "Welcome
// to the community, Grace!" for campaigns, "dentist" for auction lots).
func TestSearchOfThingWords(t *testing.T) {
	t.Parallel()
	colours := strings.Join(everydayColors, "|")
	houses := strings.Join(houseNames, "|")
	for _, c := range []struct {
		file, tool, key string
		ok              func(string) bool
	}{
		{"testdata/dev41/upholstery_workshop.json", "search_fabrics", "q", func(v string) bool {
			return strings.Contains("|"+colours+"|"+houses+"|", "|"+v+"|")
		}},
		{"testdata/dev41/crowdfunding_site.json", "SearchCampaigns", "query", func(v string) bool {
			return strings.Contains("solar kiln for riverside potters", v)
		}},
		{"testdata/dev41/stamp_collectors_society.json", "lot-search", "q", func(v string) bool {
			return strings.HasPrefix("1840 1d black plate", v)
		}},
	} {
		srv, tl := serverTool(t, c.file, c.tool)
		n := 0
		for _, m := range decodeAll(t, string(tl.InputSchema), 30, Options{Seed: 7, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
			v, ok := m[c.key].(string)
			if !ok {
				continue
			}
			n++
			if !c.ok(v) {
				t.Errorf("%s %s = %q: no word of the thing searched", c.tool, c.key, v)
			}
		}
		if n == 0 {
			t.Errorf("%s: no %s drawn", c.tool, c.key)
		}
	}
}

// A search of people whose description lists its fields ("name, member
// no, or email") still looks for a person's name, not only an email.
func TestListedFieldsOfPeople(t *testing.T) {
	t.Parallel()
	srv, tl := serverTool(t, "testdata/dev41/stamp_collectors_society.json", "member-lookup")
	names := 0
	for _, m := range decodeAll(t, string(tl.InputSchema), 30, Options{Seed: 7, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
		if v, ok := m["q"].(string); ok && !strings.Contains(v, "@") {
			names++
		}
	}
	if names == 0 {
		t.Error("member-lookup q: only emails drawn")
	}
}
