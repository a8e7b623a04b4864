package prompt

import "testing"

// A noun in -us or -is is one thing ("status", "analysis"): a list of one
// status is "the collected status", never "the collected statu".
func TestSingularKeepsUsAndIs(t *testing.T) {
	for in, want := range map[string]string{"status": "status", "order status": "order status", "analysis": "analysis",
		"census": "census", "tickets": "ticket", "addresses": "address", "categories": "category"} {
		if got := singular(in); got != want {
			t.Errorf("singular(%q) = %q, want %q", in, got, want)
		}
	}
}

// A decimal point is part of a value's number: an enum value "27.5in"
// (a wheel size) is said "27.5in", which the call's value can be read
// from, never "27 5in"; a key's dots still part words.
func TestHumanizeKeepsDecimalPoint(t *testing.T) {
	for in, want := range map[string]string{"27.5in": "27.5in", "v1.2": "v1.2", "page.size": "page size", "max_results": "max results"} {
		if got := Humanize(in); got != want {
			t.Errorf("Humanize(%q) = %q, want %q", in, got, want)
		}
	}
}

// A record's kind that ends on its noun is said once ("e-bike", not
// "e-bike bike").
func TestKindNamesHead(t *testing.T) {
	for _, c := range []struct {
		kind, head string
		want       bool
	}{{"e-bike", "bike", true}, {"mountain bike", "bike", true}, {"gravel", "bike", false}, {"bike", "the bike", true}, {"ebike", "bike", false}} {
		if got := kindNamesHead(c.kind, c.head); got != c.want {
			t.Errorf("kindNamesHead(%q, %q) = %v, want %v", c.kind, c.head, got, c.want)
		}
	}
}

// An enum of people's names picks a person: "for mechanic Chidi", never
// "for a Chidi mechanic"; codes and categories are no names.
func TestPersonEnum(t *testing.T) {
	for x, want := range map[string]bool{"Chidi": true, "Ana Costa": true, "O'Brien": true, "SENIOR": false, "part_time": false,
		"A1": false, "advanced": false, "": false, "Ana Maria de Souza": false} {
		if got := personEnum(x); got != want {
			t.Errorf("personEnum(%q) = %v, want %v", x, got, want)
		}
	}
	st := &funcState{}
	p := Param{Name: "mechanic", Human: "mechanic", Type: "string", Enum: true, Set: true, Value: "Chidi", schema: []byte(`{"type":"string","enum":["Ana","Ben","Chidi"]}`)}
	if got := st.enumPhrase(p, "Chidi"); got != "for mechanic Chidi" && got != "with Chidi" {
		t.Errorf("mechanic=Chidi said %q", got)
	}
}

// A noun said the same in the plural keeps its form: a list of data
// points is introduced as "the data" ("Here are my datas:" was what a
// chart's data rows got) and one of a chart's series is a series, never
// a "sery".
func TestPluralKeepsInvariantNouns(t *testing.T) {
	for in, want := range map[string]string{"data": "data", "chart data": "chart data", "series": "series", "species": "species", "point": "points"} {
		if got := Plural(in); got != want {
			t.Errorf("Plural(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{"series": "series", "data series": "data series", "species": "species", "points": "point"} {
		if got := singular(in); got != want {
			t.Errorf("singular(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestHumanizeDropsControls: a name with a bidi override or an escape is
// said without them (a request read "Help me with bidi\u202eevil.").
func TestHumanizeDropsControls(t *testing.T) {
	for in, want := range map[string]string{"bidi\u202eevil": "bidi evil", "get\x1bx": "get x", "plain_name": "plain name"} {
		if got := Humanize(in); got != want {
			t.Errorf("Humanize(%q) = %q, want %q", in, got, want)
		}
	}
}
