package role

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestStatedIDPrefix(t *testing.T) {
	for _, tc := range []struct{ desc, want string }{
		{"Paddle ID of the customer, prefixed with `ctm_`.", "ctm_"},
		{"Only invoices of this customer. Customer IDs start with `cus_`.", "cus_"},
		{"Work order IDs begin with WO- followed by digits.", "WO-"},
		{"Inspection ids (`insp_` prefix).", "insp_"},
		{"ID of the base; it starts with 'app'.", "app"},
		{"For Text fields only, check if value starts with string", ""},
		{"Return entities after the specified Paddle ID.", ""},
	} {
		if got := StatedIDPrefix(tc.desc); got != tc.want {
			t.Errorf("StatedIDPrefix(%q) = %q, want %q", tc.desc, got, tc.want)
		}
	}
}

// billingTools state the prefix of some of their ids once; the other
// tools name the same things without it.
var billingTools = []ServerTool{
	{Name: "create_charge", InputSchema: json.RawMessage(`{"type":"object","properties":{
		"customerId":{"type":"string","description":"ID of the customer to charge, prefixed with ` + "`ctm_`" + `."},
		"invoiceId":{"type":"string","description":"ID of the invoice, prefixed with ` + "`inv_`" + `. Invoices must be ` + "`open`" + ` or ` + "`past_due`" + `."},
		"planId":{"type":"string","description":"ID of the plan, prefixed with ` + "`pln_`" + `."},
		"vendorId":{"type":"string","description":"Vendor id such as ` + "`vnd_7Hq2LmP9xKd4`" + `."}}}`)},
	{Name: "get_customer", InputSchema: json.RawMessage(`{"type":"object","properties":{"customerId":{"type":"string","description":"ID of the customer."}}}`)},
	{Name: "list_invoices", InputSchema: json.RawMessage(`{"type":"object","properties":{
		"id":{"type":"array","items":{"type":"string"},"description":"Return only the IDs specified."},
		"after":{"type":"string","description":"Return entities after the specified ID."}}}`)},
	{Name: "get_subscription", InputSchema: json.RawMessage(`{"type":"object","properties":{"subscriptionId":{"type":"string","description":"ID of the subscription."}}}`)},
	{Name: "get_notification", InputSchema: json.RawMessage(`{"type":"object","properties":{"notificationId":{"type":"string","description":"ID of the notification."}}}`)},
	{Name: "apply_rate", InputSchema: json.RawMessage(`{"type":"object","properties":{"taxRateId":{"type":"string","description":"ID of the tax rate."}}}`)},
	{Name: "get_plan_run", InputSchema: json.RawMessage(`{"type":"object","properties":{"planRunId":{"type":"string","description":"ID of the run of the plan."}}}`)},
}

// TestStatedPrefixSpreads: an id whose prefix a tool states follows it on
// every tool naming the same thing, a bare id or cursor of a list tool
// takes the prefix of what it lists, a one-word thing of a server whose
// ids are prefixed gets a prefix of its own (a part of a thing the
// tools act on too, but not of one no tool names), and status words a
// description names beside the prefix are no ids.
func TestStatedPrefixSpreads(t *testing.T) {
	for _, tc := range []struct{ tool, param, want string }{
		{"create_charge", "customerId", "^ctm_[A-Za-z0-9]{12}$"},
		{"get_customer", "customerId", "^ctm_[A-Za-z0-9]{12}$"},
		{"create_charge", "invoiceId", "^inv_[A-Za-z0-9]{12}$"},
		{"list_invoices", "id", "^inv_[A-Za-z0-9]{12}$"},
		{"list_invoices", "after", "^inv_[A-Za-z0-9]{12}$"},
		{"get_subscription", "subscriptionId", "^sub_[A-Za-z0-9]{12}$"},
		{"get_notification", "notificationId", "^ntf_[A-Za-z0-9]{12}$"},
		{"apply_rate", "taxRateId", ""},
		{"get_plan_run", "planRunId", "^plnrun_[A-Za-z0-9]{12}$"},
	} {
		r := roleIn(t, billingTools, tc.tool, tc.param)
		if r.Pattern != tc.want {
			t.Errorf("%s.%s: pattern %q (kind %s, id %s, values %v; %s), want %q", tc.tool, tc.param, r.Pattern, r.Kind, r.ID, r.Values, r.Why, tc.want)
		}
		if tc.want != "" && (r.Kind != ID || r.ID != IDPrefixed || len(r.Values) > 0) {
			t.Errorf("%s.%s: kind %s id %s values %v, want a prefixed id", tc.tool, tc.param, r.Kind, r.ID, r.Values)
		}
	}
}

func TestPrefixedPattern(t *testing.T) {
	for _, tc := range []struct{ prefix, body, want string }{
		{"ctm_", "", "^ctm_[a-z0-9]{24}$"},
		{"cus_", "[A-Za-z0-9]{14}", "^cus_[A-Za-z0-9]{14}$"},
		{"WO-", "", "^WO-[1-9][0-9]{4}$"},
		{"app", "", "^app[A-Za-z0-9]{14}$"},
	} {
		if got := prefixedPattern(tc.prefix, tc.body); got != tc.want {
			t.Errorf("prefixedPattern(%q, %q) = %q, want %q", tc.prefix, tc.body, got, tc.want)
		}
	}
	for _, tc := range []struct{ body, want string }{
		{"7Hq2LmP9xKd4", "[A-Za-z0-9]{12}"},
		{"01h8441jn5pcwrfhwh78jqt8hk", "[a-z0-9]{26}"},
		{"4f2a9c01", "[0-9a-f]{8}"},
		{"48213", "[1-9][0-9]{4}"},
	} {
		if got := bodyPattern(tc.body); got != tc.want {
			t.Errorf("bodyPattern(%q) = %q, want %q", tc.body, got, tc.want)
		}
	}
}

// TestPlateStateIsRegion: a state a description says issued a plate is a
// region's code, though the tool "issues" a citation.
func TestPlateStateIsRegion(t *testing.T) {
	tools := []ServerTool{{Name: "issue_citation", Description: "Issue a parking citation to a vehicle.", InputSchema: json.RawMessage(`{"type":"object","properties":{
		"plateState":{"type":"string","pattern":"^[A-Z]{2}$","description":"State or province that issued the plate."},
		"state":{"type":"string","description":"Workflow state of the citation."}}}`)}}
	if r := roleIn(t, tools, "issue_citation", "plateState"); r.Kind != Region || r.Format != "state code" {
		t.Errorf("plateState: kind %s format %q (%s), want a region's state code", r.Kind, r.Format, r.Why)
	}
	if r := roleIn(t, tools, "issue_citation", "state"); r.Kind != Status {
		t.Errorf("state: kind %s (%s), want a status", r.Kind, r.Why)
	}
}

// TestExampleWithoutGloss: a code example's explaining words in
// parentheses are no part of the value ("EL07 (elementary)"), so a value
// drawn like it gets no alias glued on.
func TestExampleWithoutGloss(t *testing.T) {
	for _, tc := range []struct {
		desc string
		want []string
	}{
		{"4-character school code, e.g. EL07 (elementary) or HS02 (high school)", []string{"EL07", "HS02"}},
		{"Course code, e.g. SPA-B1 (Spanish B1), or MATH_101 (calculus)", []string{"SPA-B1", "MATH_101"}},
		{"Show ID, e.g. SHW-2031-0412-20 (date and start hour).", []string{"SHW-2031-0412-20"}},
		{"Kennel code, e.g. K-14 (block or row) or K-15", []string{"K-14", "K-15"}},
	} {
		got := ExamplesOf(tc.desc)
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("ExamplesOf(%q) = %q, want %q", tc.desc, got, tc.want)
		}
	}
}

// A prefix named in parentheses without quotes ("Owner IDs (own_
// prefix)") is the prefix the ids open with, as a quoted one is; a
// word without a separator names none.
func TestBareParenthesizedPrefix(t *testing.T) {
	for d, want := range map[string]string{"Owner IDs (own_ prefix) of the boats": "own_", "Berth (`brt_` prefix)": "brt_", "Name (first prefix) of it": ""} {
		if got := StatedIDPrefix(d); got != want {
			t.Errorf("StatedIDPrefix(%q) = %q, want %q", d, got, want)
		}
	}
}
