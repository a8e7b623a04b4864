package generate

import (
	"encoding/json"
	"fmt"
	"strings"
)

// lookupKeys names the members a tool of the server (sibs) looks one
// thing up by, its only required parameter (tram_get's stock_no,
// GetTicket's ticketNo, get_lot's lot_ref): a listing holds each such
// value once, as it lists each thing once. Drawn from a pattern of few
// values, a listing of trams held MS30 twice and a member's intake
// tickets WB5272-48056 three times. The names of args are left out: the
// listing's items all share a value the call filtered on.
func lookupKeys(sibs []*prepTool, args map[string]any) map[string]bool {
	keys := map[string]bool{}
	for _, o := range sibs {
		var s struct {
			Required []string `json:"required"`
		}
		if json.Unmarshal(o.t.InputSchema, &s) == nil && len(s.Required) == 1 {
			if _, filtered := args[s.Required[0]]; !filtered {
				keys[s.Required[0]] = true
			}
		}
	}
	return keys
}

// byKey tells whether member k of the items of the list named list is
// what the list is broken down by: "species" in "bySpecies", "brand" in
// "by_brand", "tram" in "per_tram". A breakdown lists each once; drawn,
// a report's bySpecies listed rabbit twice.
func byKey(list, k string) bool {
	w := nameWords(list)
	if len(w) < 2 || w[0] != "by" && w[0] != "per" {
		return false
	}
	rest := strings.Join(w[1:], "")
	return rest == norm(k) || singular(rest) == singular(norm(k))
}

// narrowsNothing tells whether second, the args of a follow-up's call,
// adds to first, its first call's, a filter whose value every item listed
// in v, the first call's result, already holds: the request narrows the
// listing to what it was ("Now the same with the state set to available,
// please." after a listing of available boats; "And for the hedgehog
// species?" after one hedgehog listed).
func narrowsNothing(v any, first, second map[string]any) bool {
	m, ok := v.(map[string]any)
	if !ok {
		return false
	}
	for k, want := range second {
		if _, had := first[k]; had || !scalar(want) {
			continue
		}
		for _, x := range m {
			l, isList := x.([]any)
			if !isList || len(l) == 0 {
				continue
			}
			all := true
			for _, e := range l {
				o, isObj := e.(map[string]any)
				if !isObj || fmt.Sprint(o[k]) != fmt.Sprint(want) {
					all = false
					break
				}
			}
			if all {
				return true
			}
		}
	}
	return false
}
