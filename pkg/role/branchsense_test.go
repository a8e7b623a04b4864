package role

import (
	"encoding/json"
	"testing"
)

// A branch is a git branch only where the tool or its server works on
// code: a car rental's pickup branch and a library's pickup branch are
// places (they got "release/v4.9" and "feature/landing-page"); a push's
// branch stays a git branch.
func TestBranchSense(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		tool, desc, name, schema string
		server                   *Server
		want                     Kind
	}{
		{"reserve_car", "Reserve a rental car for pickup at a branch.", "pickup_branch", `{"type":"string","description":"Branch where the car is picked up"}`, nil, Enum},
		{"placeHold", "Place a hold on a catalog record for pickup.", "pickupBranch", `{"type":"string"}`, nil, Enum},
		{"push_files", "Push multiple files in a single commit", "branch", `{"type":"string","description":"Branch to push to"}`, nil, Branch},
		{"create_pipeline_run", "Start a run", "branch", `{"type":"string"}`,
			NewServer("ci", []ServerTool{{Name: "list_repositories", Description: "List git repositories"}, {Name: "get_commit", Description: "Get a commit of a repository"}}), Branch},
	} {
		r := Classify(ToolContext{Name: tc.tool, Description: tc.desc, Server: tc.server}, ParamContext{Name: tc.name, Path: "/" + tc.name, Schema: json.RawMessage(tc.schema)})
		if r.Kind != tc.want {
			t.Errorf("%s.%s: kind %s (%s), want %s", tc.tool, tc.name, r.Kind, r.Why, tc.want)
		}
		if tc.want == Enum && (len(r.Values) == 0 || r.Values[0] != BranchPlaces[0]) {
			t.Errorf("%s.%s: values %v, want places", tc.tool, tc.name, r.Values)
		}
	}
}

// A vector or search index is named for what it holds ("products-prod");
// a database's index over fields is not touched.
func TestIndexSense(t *testing.T) {
	t.Parallel()
	r := Classify(ToolContext{Name: "search_vectors", Description: "Query a vector search index for similar documents."}, ParamContext{Name: "index", Path: "/index", Schema: json.RawMessage(`{"type":"string","description":"Name of the index"}`)})
	if r.Kind != Enum || len(r.Values) == 0 || r.Values[0] != SearchIndexes[0] {
		t.Errorf("vector index: kind %s values %v (%s)", r.Kind, r.Values, r.Why)
	}
	r = Classify(ToolContext{Name: "drop-index", Description: "Drop an index for the provided database and collection."}, ParamContext{Name: "indexName", Path: "/indexName", Schema: json.RawMessage(`{"type":"string","description":"The name of the index to be dropped."}`)})
	if r.ValuesFromProse {
		t.Errorf("database index: values %v (%s)", r.Values, r.Why)
	}
}

// A base stated as an IATA or three-letter code is no branch named for
// where it is: it keeps its kind without the place names.
func TestCodedBaseIsNoPlaceName(t *testing.T) {
	t.Parallel()
	r := Classify(ToolContext{Name: "list_routes", Description: "List ferry routes."}, ParamContext{Name: "base", Path: "/base",
		Schema: json.RawMessage(`{"type":"string","description":"3-letter IATA code of the depot the route starts at"}`)})
	if r.Kind != Branch || len(r.Values) > 0 {
		t.Errorf("base: kind %s values %v (%s), want a branch without place names", r.Kind, r.Values, r.Why)
	}
}
