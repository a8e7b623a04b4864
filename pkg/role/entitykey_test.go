package role

import "testing"

// TestEntityKeys: a key names what it keys; only a key-value store's key
// is a cache key. Schemas from real servers (a feature-flag service, a
// code scanner, an issue tracker, a key-value store) and a shop's.
func TestEntityKeys(t *testing.T) {
	for _, c := range []struct {
		tool, path, schema string
		sibs               []string
		kind               Kind
		id                 IDConvention
		names              string
	}{
		{"get-feature-flag", "/request/featureFlagKey", `{"type":"string"}`, nil, Ident, IDSlug, "flag"},
		{"get-feature-flag", "/request/projectKey", `{"type":"string"}`, nil, Ident, IDSlug, "project"},
		{"get-code-references", "/request/projKey", `{"type":"string"}`, nil, Ident, IDSlug, "project"},
		{"create-feature-flag", "/request/FeatureFlagBody/key", `{"type":"string"}`, nil, Ident, IDSlug, "flag"},
		{"create-ai-config", "/request/AIConfigPost/key", `{"type":"string"}`, nil, Ident, IDSlug, "config"},
		{"linear_createTeam", "/key", `{"type":"string"}`, nil, Ident, IDSlug, "team"},
		{"hotspot", "/hotspot_key", `{"type":"string"}`, nil, ID, IDOpaque, ""},
		{"create_app", "/idempotencyKey", `{"type":"string"}`, nil, ID, IDUUID, ""},
		// a key-value store's key stays one
		{"redis_set", "/key", `{"type":"string","description":"Redis key"}`, []string{"value"}, Key, "", ""},
		{"set", "/key", `{"type":"string"}`, []string{"value", "ttl"}, Key, "", ""},
		{"cache_get", "/key", `{"type":"string","description":"Key to read from the cache"}`, nil, Key, "", ""},
		// a shop's code names its gateways and methods with slugs
		{"woo_payment_gateways_get", "/gatewayId", `{"type":"string","description":"Gateway ID"}`, nil, ID, IDSlug, "payment_method"},
		{"woo_shipping_zone_methods_create", "/methodId", `{"type":"string","description":"Method ID"}`, nil, ID, IDSlug, "shipping_method"},
		{"woo_orders_create", "/orderData/payment_method", `{"type":"string","description":"Payment method ID"}`, nil, Ident, IDSlug, "payment_method"},
		{"http_request", "/method", `{"type":"string"}`, nil, Method, "", ""},
	} {
		name := c.path[len(c.path)-len(lastSeg(c.path)):]
		r := Classify(ToolContext{Name: c.tool}, ParamContext{Name: name, Path: c.path, Schema: []byte(c.schema), Siblings: c.sibs})
		if r.Kind != c.kind || r.ID != c.id || c.names != "" && r.Names != c.names {
			t.Errorf("%s %s: %s %s names %q (%s), want %s %s %q", c.tool, c.path, r.Kind, r.ID, r.Names, r.Why, c.kind, c.id, c.names)
		}
	}
}

// lastSeg returns the last segment of a JSON pointer.
func lastSeg(p string) string {
	for i := len(p) - 1; i >= 0; i-- {
		if p[i] == '/' {
			return p[i+1:]
		}
	}
	return p
}

// TestScannerIssueKeys: a code scanner's issue key is its finding's
// opaque key, a tracker's is "ENG-123".
func TestScannerIssueKeys(t *testing.T) {
	scanner := NewServer("quality", []ServerTool{
		{Name: "markIssueFalsePositive", Description: "Mark an issue as false positive"},
		{Name: "assignIssue", Description: "Assign an issue"},
		{Name: "quality_gate_status", Description: "Get the quality gate status of a project"},
	})
	r := Classify(ToolContext{Name: "assignIssue", Description: "Assign an issue", Server: scanner},
		ParamContext{Name: "issueKey", Path: "/issueKey", Schema: []byte(`{"type":"string","description":"The key of the issue to assign"}`)})
	if r.Kind != ID || r.ID == IDKey {
		t.Errorf("scanner issueKey: %s %s (%s), want an id that is no tracker key", r.Kind, r.ID, r.Why)
	}
	r = Classify(ToolContext{Name: "markIssuesFalsePositive", Server: scanner},
		ParamContext{Name: "issue_keys", Path: "/issue_keys/*", Schema: []byte(`{"type":"string"}`)})
	if r.Kind != ID || r.ID != IDOpaque {
		t.Errorf("scanner issue_keys: %s %s (%s), want opaque keys", r.Kind, r.ID, r.Why)
	}
	tracker := NewServer("tracker", []ServerTool{{Name: "create_issue", Description: "Create an issue in a project"}, {Name: "assign_issue", Description: "Assign an issue"}})
	r = Classify(ToolContext{Name: "assign_issue", Description: "Assign an issue", Server: tracker},
		ParamContext{Name: "issue_key", Path: "/issue_key", Schema: []byte(`{"type":"string","description":"The key of the issue"}`)})
	if r.Kind != ID || r.ID != IDKey {
		t.Errorf("tracker issue_key: %s %s (%s), want a tracker key", r.Kind, r.ID, r.Why)
	}
}
