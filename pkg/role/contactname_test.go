package role

import (
	"encoding/json"
	"testing"
)

// A bare "name" beside an email or a phone is a person's, also on a tool
// whose name holds "report" (no repository); an organisation's name
// beside its email stays the organisation's, and a repository tool's
// "name" stays a repository's.
func TestContactName(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		tool, path string
		siblings   []string
		kind       Kind
	}{
		{"createLeakReport", "/reportedBy/name", []string{"name", "phone", "email"}, Person},
		{"add_contact", "/name", []string{"name", "contactEmail"}, Person},
		{"add_supplier", "/supplier/name", []string{"name", "email"}, Organisation},
		{"create_repository", "/name", []string{"name", "private"}, RepoName},
		{"createLeakReport", "/reportedBy/name", []string{"name", "severity"}, Ident},
	} {
		r := Classify(ToolContext{Name: c.tool}, ParamContext{Name: "name", Path: c.path, Siblings: c.siblings, Schema: json.RawMessage(`{"type":"string"}`)})
		if r.Kind != c.kind && !(c.kind == Ident && r.Kind != RepoName && r.Kind != Person) {
			t.Errorf("%s %s beside %v: kind %s (%s), want %s", c.tool, c.path, c.siblings, r.Kind, r.Why, c.kind)
		}
	}
}

// A bare "owner" where nothing speaks of code is no code host's login:
// the owner of goods in store is a business, any other owner a person;
// beside a repository it stays a repository's owner.
func TestOwnerWithoutCode(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		tool, desc string
		siblings   []string
		kind       Kind
	}{
		{"wms_stock_rpt", "Stock by owner", []string{"owner", "as_of"}, Organisation},
		{"receive", "Receive pallet", []string{"owner", "sku", "cases"}, Organisation},
		{"register_boat", "Register a boat at the marina", []string{"owner", "length_m"}, Person},
		{"get_file_contents", "Get a file", []string{"owner", "repo", "path"}, RepoOwner},
		{"list_commits", "List commits of a repository", []string{"owner", "sha"}, RepoOwner},
	} {
		r := Classify(ToolContext{Name: c.tool, Description: c.desc}, ParamContext{Name: "owner", Path: "/owner", Siblings: c.siblings, Schema: json.RawMessage(`{"type":"string"}`)})
		if r.Kind != c.kind {
			t.Errorf("%s owner beside %v: kind %s (%s), want %s", c.tool, c.siblings, r.Kind, r.Why, c.kind)
		}
	}
}

// A number named for a public scheme written in digits (a UPRN, a
// barcode) reaches the scheme: an identifier of its standard, not a
// plain number; a UPRN named only by the description is one too.
func TestNumericSchemeIDs(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, schema string
		id           IDConvention
	}{
		{"uprn", `{"type":"integer","title":"Uprn"}`, IDUPRN},
		{"propertyRef", `{"type":"string","description":"UPRN of the nearest property if known"}`, IDUPRN},
		{"ean", `{"type":"integer"}`, IDEAN},
		{"doi", `{"type":"integer"}`, ""},
	} {
		r := classify("t", c.name, c.schema)
		if r.ID != c.id || c.id != "" && r.Kind != ID {
			t.Errorf("%s %s: kind %s id %q (%s), want id %q", c.name, c.schema, r.Kind, r.ID, r.Why, c.id)
		}
	}
}

// A description that names a sibling's standard speaks of the sibling:
// a postcode "used when uprn is unknown" stays a postcode.
func TestSiblingStandardNamed(t *testing.T) {
	t.Parallel()
	r := classify("getCollectionEligibility", "postcode", `{"type":"string","description":"Used with houseNumber when uprn is unknown."}`,
		"uprn", "postcode", "houseNumber")
	if r.ID == IDUPRN || r.Kind != Zip {
		t.Errorf("postcode beside uprn: kind %s id %q (%s), want zip", r.Kind, r.ID, r.Why)
	}
}
