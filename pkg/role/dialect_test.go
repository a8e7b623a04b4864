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

// Examples a parameter's description lists one per line under
// "Examples:" are its examples, whatever the bullet; a "Usage examples:"
// list says what the tool is for and gives none (the fetch_pdf_content
// tool of latest-science-mcp 0.1.40). Descriptions written for the test
// after the lists of hand-written tools.
func TestListedExamplesRead(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		desc string
		want []string
	}{
		{"Region to deploy to.\n\nExamples:\n- us-east-1\n- eu-west-2\n- ap-south-1", []string{"us-east-1", "eu-west-2", "ap-south-1"}},
		{"Label to apply. Examples:\n * bug\n * needs-triage\n * good first issue", []string{"bug", "needs-triage", "good first issue"}},
		{"Topic of the digest.\nExamples:\n• climate policy\n• 'chip export rules'\n\nKeep it short.", []string{"climate policy", "chip export rules"}},
		{"\n        Direct URL to a PDF file\n        \n        USAGE EXAMPLES:\n        • Extract full text from arXiv papers for analysis\n        • Extract references and citations from papers\n", nil},
	} {
		s, _ := json.Marshal(map[string]any{"type": "string", "description": c.desc})
		r := Classify(ToolContext{Name: "apply"}, ParamContext{Name: "value", Path: "/value", Schema: s})
		if strings.Join(r.Examples, "|") != strings.Join(c.want, "|") {
			t.Errorf("%q: examples %q, want %q", c.desc, r.Examples, c.want)
		}
	}
}
