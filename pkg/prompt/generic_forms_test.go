package prompt

import (
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
