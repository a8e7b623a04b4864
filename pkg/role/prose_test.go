package role

import (
	"reflect"
	"strings"
	"testing"
)

// TestProseEnumerations reads values a description lists in prose. The first
// case is the objectType parameter of hubspot-list-objects as the HubSpot MCP
// server (@hubspot/mcp-server) reports it.
func TestProseEnumerations(t *testing.T) {
	hub := []string{"appointments", "companies", "contacts", "courses", "deals", "leads", "line_items", "listings",
		"marketing_events", "meetings", "orders", "postal_mail", "products", "quotes", "services", "subscriptions", "tickets", "users"}
	cases := []struct {
		desc string
		want []string
	}{
		{"The type of HubSpot object to list. Valid values include: appointments, companies, contacts, courses, deals, leads, line_items, listings, marketing_events, meetings, orders, postal_mail, products, quotes, services, subscriptions, tickets, users. For custom objects, use the hubspot-get-schemas tool to get the objectType.", hub},
		{"Sort order. Valid values: asc, desc.", []string{"asc", "desc"}},
		{"Severity. Possible values are low, medium, high or critical.", []string{"low", "medium", "high", "critical"}},
		{"Status. One of: open, in-progress, done.", []string{"open", "in-progress", "done"}},
		{"Visibility. Allowed: public | private | internal", []string{"public", "private", "internal"}},
		{"Options: draft, published, archived.", []string{"draft", "published", "archived"}},
		{"Must be one of created_at, updated_at or name.", []string{"created_at", "updated_at", "name"}},
		{"Grouping (day, week, or month)", []string{"day", "week", "month"}},
		{"Kind of event, one of `push`, `pull_request`, `release`.", []string{"push", "pull_request", "release"}},
		{"The unit to use. Either metric or imperial.", []string{"metric", "imperial"}},
		{"Stages to report (comma-separated values). Available values: all, loading, departed, arrived.", []string{"all", "loading", "departed", "arrived"}},
	}
	for _, c := range cases {
		p := readProse(c.desc, false)
		if !reflect.DeepEqual(p.values, c.want) {
			t.Errorf("%q:\n got %q\nwant %q", c.desc, p.values, c.want)
		}
	}
	// sentences are not enumerations
	for _, d := range []string{
		"Options for the request, such as headers and a timeout.",
		"Possible values are listed by the list_labels tool.",
		"One of the user's repositories.",
		"Valid values include any ISO 4217 currency code.",
	} {
		if p := readProse(d, false); p.values != nil {
			t.Errorf("%q: read values %q from a sentence", d, p.values)
		}
	}
	r := classify("hubspot-list-objects", "objectType", `{"type":"string","description":"The type of HubSpot object to list. Valid values include: appointments, companies, contacts, courses, deals, leads, line_items, listings, marketing_events, meetings, orders, postal_mail, products, quotes, services, subscriptions, tickets, users. For custom objects, use the hubspot-get-schemas tool to get the objectType."}`)
	if r.Kind != Enum || !reflect.DeepEqual(r.Values, hub) {
		t.Fatalf("objectType = %+v", r)
	}
}

// A prose list that ends in "etc." or "and so on" gives its items, never
// the filler: a Kubernetes-like resourceType got "etc" as a value.
// Descriptions written for the test.
func TestProseListFillerIsNoValue(t *testing.T) {
	for _, d := range []string{
		"Type of resource (e.g., pods, deployments, services, etc.)",
		"Kind of fruit, e.g. apple, pear, plum and so on",
		"The unit: one of kg, g, lb, etc.",
	} {
		p := readProse(d, false)
		for _, v := range append(append([]string{}, p.examples...), p.values...) {
			if strings.Contains(strings.ToLower(v), "etc") || strings.Contains(v, "so on") {
				t.Errorf("%q: filler %q read as a value (examples %q, values %q)", d, v, p.examples, p.values)
			}
		}
		if len(p.examples)+len(p.values) == 0 {
			t.Errorf("%q: no items read", d)
		}
	}
}
