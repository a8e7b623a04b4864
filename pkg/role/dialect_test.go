package role

import (
	"encoding/json"
	"strings"
	"testing"
)

// A query a tool runs as SOQL is a statement, and the statements the
// tool's description lists under "Examples:" are its examples. From a
// hand-written Salesforce tool.
func TestQueryInADialectOfSQL(t *testing.T) {
	t.Parallel()
	tool := ToolContext{Name: "salesforce_soql_query", Description: "Execute a raw SOQL query against the Salesforce org and return matching records. Use for complex queries, aggregates and relationship queries.\n\nExamples:\n- SELECT Id, Name, Industry FROM Account WHERE BillingCountry = 'Germany' LIMIT 20\n- SELECT Id, Name, Amount, CloseDate FROM Opportunity WHERE StageName = 'Closed Won' AND CloseDate = THIS_QUARTER\n- SELECT Account.Name, COUNT(Id) FROM Contact GROUP BY Account.Name\n\nNote: results are capped at 2000 records per call; use `next_records_url` from the response to continue."}
	r := Classify(tool, ParamContext{Name: "query", Path: "/query", Schema: json.RawMessage(`{"type":"string","description":"SOQL query string"}`)})
	if r.Kind != SQL {
		t.Fatalf("query: %s (%s), want sql", r.Kind, r.Why)
	}
	if len(r.Examples) != 3 || !strings.HasPrefix(r.Examples[2], "SELECT Account.Name") {
		t.Errorf("examples %q, want the three listed statements", r.Examples)
	}
	// a search query of a tool that says nothing of SQL stays a query
	r = Classify(ToolContext{Name: "salesforce_search", Description: "Search records across objects."}, ParamContext{Name: "query", Path: "/query", Schema: json.RawMessage(`{"type":"string","description":"Text to search for"}`)})
	if r.Kind != Query {
		t.Errorf("search query: %s (%s), want query", r.Kind, r.Why)
	}
}
