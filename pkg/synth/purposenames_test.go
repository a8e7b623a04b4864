package synth

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// composedFiller matches a stock qualifier glued to a noun ("Daily rule",
// "Primary istartswith"): a name that says nothing of what it names.
var composedFiller = regexp.MustCompile(`^(Weekly|Main|Primary|Daily|Team|Shared) [a-z]+$`)

// TestThingsNamedByPurpose checks, on a real document manager's tools,
// that a mail rule is named by what it files, a correspondent by an
// organisation, a document type by a kind of document, and that a name
// filter (name__istartswith, name__icontains) takes whole words of such
// a name, never a qualifier glued to the filter's operator.
func TestThingsNamedByPurpose(t *testing.T) {
	t.Parallel()
	for _, v := range realValues(t, "paperless.json", "create_mail_rule", "/name", 12, 3) {
		if composedFiller.MatchString(v) || !slices.ContainsFunc(purposeNames["rule"], func(p string) bool {
			return strings.HasPrefix(p, strings.Fields(v)[0])
		}) {
			t.Errorf("mail rule name %q", v)
		}
	}
	for _, v := range realValues(t, "paperless.json", "create_correspondent", "/name", 12, 3) {
		if !slices.Contains(orgNames, v) {
			t.Errorf("correspondent name %q, not an organisation", v)
		}
	}
	for _, v := range realValues(t, "paperless.json", "create_document_type", "/name", 12, 3) {
		if !slices.Contains(typeKinds["document"], v) {
			t.Errorf("document type name %q, not a kind of document", v)
		}
	}
	seen := 0
	for _, tool := range []string{"list_correspondents", "list_document_types", "list_tags"} {
		for _, op := range []string{"iexact", "istartswith", "icontains", "iendswith"} {
			for _, v := range realValues(t, "paperless.json", tool, "/name__"+op, 20, 5) {
				seen++
				if composedFiller.MatchString(v) || strings.Contains(v, op) || strings.TrimSpace(v) != v {
					t.Errorf("%s name__%s = %q", tool, op, v)
				}
				if op != "iexact" && strings.Contains(v, " ") {
					t.Errorf("%s name__%s = %q, not one whole word", tool, op, v)
				}
			}
		}
	}
	if seen == 0 {
		t.Error("no name filter given a value in 60 calls")
	}
}

// TestTaxTypeIsACode checks that an invoice line's tax type (a real
// accounting server's, whose description only says to look it up) is a
// tax rate's code, not the filler word "standard".
func TestTaxTypeIsACode(t *testing.T) {
	t.Parallel()
	vs := realValues(t, "xero.json", "create-invoice", "/lineItems/*/taxType", 12, 3)
	if len(vs) == 0 {
		t.Fatal("no tax type in 12 invoices")
	}
	for _, v := range vs {
		if v != "OUTPUT" && v != "INPUT" {
			t.Errorf("taxType = %q", v)
		}
	}
}

// TestScheduledProgramName checks that the program a scheduling tool
// sets (a development-set irrigation controller's set_schedule) is named
// by when it runs, not by a business project's title.
func TestScheduledProgramName(t *testing.T) {
	t.Parallel()
	vs := realValues(t, "irrigation.json", "acme_set_schedule", "/program_name", 12, 3)
	if len(vs) == 0 {
		t.Fatal("no program_name in 12 calls")
	}
	for _, v := range vs {
		if !slices.Contains(purposeNames["schedule"], v) {
			t.Errorf("program_name = %q", v)
		}
	}
}
