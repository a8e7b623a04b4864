package prompt

import (
	"slices"
	"strings"
	"testing"
)

// TestGenericRequestsNameTheObjectInTurn checks that the five requests of
// one tool do not all name its object in the description's words: "the
// console messages", "the messages in the console", "the console logs",
// "every console message" take turns, and "a screenshot of this page"
// is also "a screenshot" and "a screen grab".
func TestGenericRequestsNameTheObjectInTurn(t *testing.T) {
	cases := []struct {
		c     requestCase
		said  string   // the description's words for the object
		forms []string // other ways people say it
	}{
		{requestCase{name: "browser_console", desc: "Returns all console messages",
			schema: `{"type":"object","properties":{}}`, args: `{}`},
			"all console messages", []string{"every console message", "the console messages", "messages in the console", "console logs", "console output"}},
		{requestCase{name: "page_shot", desc: "Take a screenshot of this page",
			schema: `{"type":"object","properties":{"fullPage":{"type":"boolean","description":"Whether to capture the full scrollable page"}}}`, args: `{}`},
			"screenshot of this page", []string{"screenshot of the page", "screen grab", "screenshot."}},
		{requestCase{name: "req_details", desc: "Returns the full details of a network request",
			schema: `{"type":"object","properties":{"index":{"type":"integer","description":"Index of the request"}},"required":["index"]}`, args: `{"index":4}`},
			"full details", []string{"the details", "all the details"}},
	}
	for _, tc := range cases {
		said, other := 0, 0
		var got []string
		forRequests(t, []requestCase{tc.c}, 5, 11, func(c requestCase, i int, text string) {
			low := strings.ToLower(text)
			got = append(got, text)
			if strings.Contains(low, tc.said) {
				said++
			}
			for _, f := range tc.forms {
				if strings.Contains(low, f) {
					other++
					break
				}
			}
		})
		if said > 2 || other < 2 {
			t.Errorf("%s: %d of 5 requests say %q, %d another way: %q", tc.c.name, said, tc.said, other, got)
		}
	}
}

// TestGenericRequestsTakeVerbsInTurn checks that the five requests of a
// tool each say its verb another way when people have several words for
// it ("get", "fetch", "pull up", "grab", "look up"…): five requests that
// all "get the forecast" read as one template; drawn at random, two of
// five share a verb more often than not.
func TestGenericRequestsTakeVerbsInTurn(t *testing.T) {
	c := requestCase{name: "weather_forecast", desc: "Get the forecast for a city",
		schema: `{"type":"object","properties":{"city":{"type":"string","description":"City name"}},"required":["city"]}`,
		args:   `{"city":"Lisbon"}`}
	for _, stream := range []uint64{1, 2, 3} {
		seen := map[string]int{}
		var got []string
		forRequests(t, []requestCase{c}, 5, stream, func(c requestCase, i int, text string) {
			got = append(got, text)
			low := " " + strings.ToLower(text)
			for _, v := range verbWords["get"] {
				if strings.Contains(low, " "+v+" ") {
					seen[v]++
				}
			}
		})
		for v, n := range seen {
			if n > 1 {
				t.Errorf("stream %d: %d of 5 requests say %q: %q", stream, n, v, got)
			}
		}
	}
}

// TestGenericRequestsAskForDetailsOrTheThing checks that a tool whose
// description asks for "detailed information about a venue" is asked
// for the venue itself and for its details in turn, and that one that
// converts an address into coordinates is also asked for the
// coordinates of the address: five requests that all "convert X into
// coordinates" read as one template.
func TestGenericRequestsAskForDetailsOrTheThing(t *testing.T) {
	cases := []struct {
		c            requestCase
		said, others []string
		maxSaid      int
	}{
		{requestCase{name: "venue_details", desc: "Get detailed information about a specific venue",
			schema: `{"type":"object","properties":{"venue_id":{"type":"string","description":"The venue ID"}},"required":["venue_id"]}`,
			args:   `{"venue_id":"vn_83hd72"}`},
			[]string{"details", "info on", "everything on"}, nil, 4},
		{requestCase{name: "to_coords", desc: "Convert an address into coordinates",
			schema: `{"type":"object","properties":{"address":{"type":"string","description":"The address to convert"}},"required":["address"]}`,
			args:   `{"address":"Rua do Ouro 88, Lisbon"}`},
			[]string{"into coordinates"}, []string{"coordinates for", "coordinates of", "lat/long", "latitude and longitude"}, 3},
	}
	for _, tc := range cases {
		said, other := 0, 0
		var got []string
		forRequests(t, []requestCase{tc.c}, 5, 3, func(c requestCase, i int, text string) {
			low := strings.ToLower(text)
			got = append(got, text)
			for _, w := range tc.said {
				if strings.Contains(low, w) {
					said++
					break
				}
			}
			for _, w := range tc.others {
				if strings.Contains(low, w) {
					other++
					break
				}
			}
		})
		if said < 1 || said > tc.maxSaid || len(tc.others) > 0 && other < 2 {
			t.Errorf("%s: %d of 5 requests say %q, %d say %q: %q", tc.c.name, said, tc.said, other, tc.others, got)
		}
	}
}

// TestGenericDragSaysWhatIsDragged checks that a drag between two
// elements is not asked five times as "drag and drop from A to B": the
// thing dragged is the object ("drag A onto B", "move A to B") in most.
func TestGenericDragSaysWhatIsDragged(t *testing.T) {
	c := requestCase{name: "page_drag", desc: "Perform drag and drop between two elements",
		schema: `{"type":"object","properties":{"startElement":{"type":"string","description":"Human-readable source element description"},"startRef":{"type":"string","description":"Exact source element reference from the page snapshot"},"endElement":{"type":"string","description":"Human-readable target element description"},"endRef":{"type":"string","description":"Exact target element reference from the page snapshot"}},"required":["startElement","startRef","endElement","endRef"]}`,
		args:   `{"startElement":"Design review card","startRef":"e42","endElement":"Done column","endRef":"e97"}`}
	from := 0
	var got []string
	forRequests(t, []requestCase{c}, 5, 5, func(c requestCase, i int, text string) {
		got = append(got, text)
		if strings.Contains(strings.ToLower(text), "drop from") {
			from++
		}
	})
	if from > 2 {
		t.Errorf("%d of 5 requests say \"drag and drop from\": %q", from, got)
	}
}

// TestGenericPagePurposesFitTheAct checks that the reason given for an
// act on a page belongs to the act (a hover expects something to show,
// not "Just testing something."), and that a reason that says "it" never
// comes before the request it points back to.
func TestGenericPagePurposesFitTheAct(t *testing.T) {
	c := requestCase{name: "page_hover", desc: "Hover over element on page",
		schema: `{"type":"object","properties":{"element":{"type":"string","description":"Human-readable element description"},"ref":{"type":"string","description":"Exact target element reference from the page snapshot"}},"required":["element","ref"]}`,
		args:   `{"element":"Account menu","ref":"e12"}`}
	for _, p := range uiPurposesFor("hover", "element") {
		if slices.Contains(uiPurposes, p) {
			t.Errorf("hover reason %q is a stock one", p)
		}
	}
	forRequests(t, []requestCase{c}, 60, 9, func(c requestCase, i int, text string) {
		for _, p := range append(append([]string{}, hoverPurposes...), uiPurposes...) {
			if pointsBack(p) && strings.HasPrefix(text, p) {
				t.Errorf("reason %q before the request: %s", p, text)
			}
			if p == "Just testing something." && strings.Contains(text, p) {
				t.Errorf("stock reason: %s", text)
			}
		}
	})
}
