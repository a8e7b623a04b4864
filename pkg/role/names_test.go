package role

import (
	"encoding/json"
	"testing"
)

// Parameters copied from hand-written tools files (a weather service, a
// chat server, an issue tracker, a file drive, a cluster manager and a
// bank) and one captured server (mongodb's drop-index): what a name names
// decides what it is.
func TestNamesFitWhatTheyName(t *testing.T) {
	cases := []struct {
		tool, toolDesc, name, schema string
		want                         Kind
		names                        string
		id                           IDConvention
		format                       string
	}{
		{"geocode", "Look up coordinates for a place name.", "name", `{"type":"string","minLength":2}`, City, "", "", ""},
		{"geocode", "Look up coordinates for a place name.", "country_code", `{"type":"string","pattern":"^[A-Z]{2}$"}`, Country, "", "", "ISO 3166-1 alpha-2"},
		{"get_alerts", "Get active weather alerts for a US state or marine zone.", "area",
			`{"type":"string","pattern":"^([A-Z]{2}|[A-Z]{2}[CZ][0-9]{3})$","description":"Two-letter US state code or NWS zone code"}`, Region, "", "", "state code"},
		{"create_thread", "Creates a new thread.", "name", `{"type":"string","minLength":1,"maxLength":100}`, Ident, "thread", "", ""},
		{"linear_update_issue_state", "Moves an issue to a different workflow state.", "stateName", `{"type":"string","description":"e.g. \"In Review\""}`, Status, "state", "", ""},
		{"linear_create_project", "Create a project associated with one or more teams.", "name", `{"type":"string","maxLength":80}`, Ident, "project", "", ""},
		{"create_folder", "Create a new folder.", "name", `{"type":"string","minLength":1}`, Ident, "folder", "", ""},
		{"deployment_scale", "Scale a deployment to the given number of replicas.", "name", `{"type":"string"}`, Ident, "deployment", IDSlug, ""},
		{"pods_list", "List pods in a namespace.", "namespace", `{"type":"string","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$","description":"Kubernetes namespace."}`, Ident, "namespace", IDSlug, ""},
		{"create_standing_order", "Set up a recurring payment.", "creditorName", `{"type":"string","maxLength":70}`, Person, "creditor", "", ""},
		{"drop-index", "Drop an index for the given database and collection.", "indexName", `{"type":"string","description":"The name of the index to be dropped."}`, Ident, "index", IDSlug, ""},
		{"pods_list", "List pods in a namespace.", "context", `{"type":"string","description":"kubeconfig context to use; current context if omitted"}`, Ident, "context", IDSlug, ""},
		{"list_transactions", "Retrieve booked and pending transactions.", "counterparty", `{"type":"string","description":"Substring match on counterparty name, e.g. \"TESCO\""}`, Organisation, "", "", ""},
		// an IBAN of the creditor is no person: an IBAN by its standard
		{"create_standing_order", "Set up a recurring payment.", "creditorIban", `{"type":"string"}`, ID, "", IDIBAN, ""},
		{"resources_delete", "Delete a Kubernetes resource by kind and name.", "kind", `{"type":"string"}`, Word, "", "", "kubernetes kind"},
		{"create_table", "Create a new table in a base", "name", `{"type":"string","description":"The name of the table"}`, Ident, "table", "", ""},
		{"create_table", "Create a new table in the database", "name", `{"type":"string","description":"The name of the table"}`, Ident, "table", IDSlug, ""},
		{"create_issue_emoji_reaction", "Add an emoji reaction to an issue", "name", `{"type":"string"}`, Emoji, "", "", ""},
		{"create_merge_request_emoji_reaction", "Add an emoji reaction to a merge request. It changes remote GitLab state.", "name",
			`{"type":"string","description":"Name of the emoji without colons (e.g. 'thumbsup', 'rocket', 'eyes')"}`, Emoji, "", "", ""},
		// a <thing>_slug names the thing (testdata/nu13/podcast.json's
		// show_slug), and stays a machine name when the thing is a place
		{"get_download_stats", "Get download counts for a show over a period, grouped by day, week or country.", "show_slug", `{"type":"string"}`, Ident, "show", IDSlug, ""},
		{"list_docks", "List the docks of a station.", "station_slug", `{"type":"string"}`, Ident, "station", IDSlug, ""},
		// a slug where the description asks for one, whatever it names
		{"create_project", "Create a project.", "name", `{"type":"string","description":"URL slug of the project"}`, Ident, "project", IDSlug, ""},
	}
	for _, c := range cases {
		r := Classify(ToolContext{Name: c.tool, Description: c.toolDesc}, ParamContext{Name: c.name, Path: "/" + c.name, Schema: []byte(c.schema)})
		if r.Kind != c.want || r.Names != c.names && c.want == Ident || r.ID != c.id || c.format != "" && r.Format != c.format {
			t.Errorf("%s.%s = %s names %q id %q format %q (%s); want %s names %q id %q format %q",
				c.tool, c.name, r.Kind, r.Names, r.ID, r.Format, r.Why, c.want, c.names, c.id, c.format)
		}
	}
}

// A name whose description says which part of a person's name it is
// ("Partial last name match", "Match on family name") is that part,
// not a name a person gives a thing.
func TestNamePartSaid(t *testing.T) {
	t.Parallel()
	for d, want := range map[string]Kind{"Partial last name match": LastName, "Match on family name": LastName} {
		r := Classify(ToolContext{Name: "find_riders", Description: "Find riders of the club."}, ParamContext{Name: "name", Path: "/name",
			Schema: json.RawMessage(`{"type":"string","description":"` + d + `"}`)})
		if r.Kind != want {
			t.Errorf("name %q: kind %s (%s), want %s", d, r.Kind, r.Why, want)
		}
	}
}

// A name that shares its words with a sibling email or phone is the name
// of the person reached there ("pass_name" beside "pass_email",
// "billingName" beside "billingPhone"); a name with no such sibling keeps
// its kind.
func TestNameBesideContact(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name string
		sibs []string
		want Kind
	}{
		{"pass_name", []string{"voucher_id", "pass_email"}, Person},
		{"billingName", []string{"billingPhone"}, Person},
		{"pass_name", []string{"voucher_id", "sender_email"}, Ident},
	} {
		r := Classify(ToolContext{Name: "resend_voucher", Description: "Resend a voucher."}, ParamContext{Name: c.name, Path: "/" + c.name,
			Schema: json.RawMessage(`{"type":"string"}`), Siblings: c.sibs})
		if r.Kind != c.want {
			t.Errorf("%s beside %v: kind %s (%s), want %s", c.name, c.sibs, r.Kind, r.Why, c.want)
		}
	}
}
