package prompt

import "testing"

// TestMethodCallSaidAsQuery checks that a one-item list naming a method and
// its arguments ([{"name": "count", "arguments": {…}}]) is said as that
// kind of query ("for this count query"), never as the bare method name
// used as a noun ("for this count", "and for a find").
func TestMethodCallSaidAsQuery(t *testing.T) {
	schema := `{"type":"object","properties":{
		"table":{"type":"string","description":"Table name"},
		"method":{"type":"array","description":"The method and its arguments to run","items":{"type":"object","properties":{
			"name":{"type":"string","enum":["find","count","aggregate"]},
			"arguments":{"type":"object"}}}}},
		"required":["table","method"]}`
	cases := []requestCase{
		{name: "explain_plan", desc: "Returns statistics describing the execution of the plan the query planner chose for a method",
			schema: schema, args: `{"table":"orders","method":[{"name":"count","arguments":{"query":{"status":"open","total":{"$gt":10}}}}]}`,
			want: []string{"count query"}, never: []string{"for this count.", "for this count,", "for a count.", "for a count,", "for a count?", "for this count?"}},
		{name: "export_results", desc: "Export the results of a query or an aggregation",
			schema: schema, args: `{"table":"orders","method":[{"name":"find","arguments":{"filter":{"status":"open"},"limit":5}}]}`,
			want: []string{"find query"}, never: []string{"for a find.", "for a find,", "for a find?", "for this find.", "for this find,", "for this find?"}},
	}
	checkRequests(t, cases, 40, 7)
}
