package synth

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A feature flag's and a project's keys are their machine names, a
// shop's gateway a slug, a webhook's delivery URL an endpoint of the
// user's own domain, a redirect URL a page of the user's site, photo URLs
// images, and a CI project's URL of the form its description shows: never
// "cart:8089", "143344", a Wikipedia article or a shop's product page.
// Schemas from real servers (a feature-flag service, a shop, a CI
// service, a city's 311 service).
func TestKeysAndURLsFollowTheirThing(t *testing.T) {
	t.Parallel()
	tools := []role.ServerTool{
		{Name: "get-feature-flag", Description: "Get a feature flag by key.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"projectKey":{"type":"string"},"featureFlagKey":{"type":"string"}},"required":["projectKey","featureFlagKey"]}`)},
		{Name: "woo_payment_gateways_get", Description: "Get a payment gateway",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"gatewayId":{"type":"string","description":"Gateway ID"}},"required":["gatewayId"]}`)},
		{Name: "woo_webhooks_create", Description: "Create a webhook",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"delivery_url":{"type":"string","description":"Delivery URL"}},"required":["delivery_url"]}`)},
		{Name: "create_payment_link", Description: "Create a payment link.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"redirect_url":{"type":"string","description":"The URL to redirect to after the payment is completed."}},"required":["redirect_url"]}`)},
		{Name: "submit-service-request", Description: "Report a non-emergency problem to the city.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"photo_urls":{"type":"array","minItems":1,"items":{"type":"string","format":"uri"}}},"required":["photo_urls"]}`)},
		{Name: "get_latest_pipeline_status", Description: "Get the latest pipeline status.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"projectURL":{"type":"string","description":"The URL of the CircleCI project. Can be any of these formats:\n- Project URL: https://app.circleci.com/pipelines/gh/organization/project\n- Pipeline URL: https://app.circleci.com/pipelines/gh/organization/project/123"}},"required":["projectURL"]}`)},
	}
	tools = append(tools, role.ServerTool{Name: "add_link", Description: "Add a tracked short link to a campaign.",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"destination_url":{"type":"string"}},"required":["destination_url"]}`)})
	srv := role.NewServer("x", tools)
	slugRe := regexp.MustCompile(`^[a-z0-9]+(?:[-_][a-z0-9]+)*$`)
	seen := map[string]int{}
	for _, tool := range tools {
		for _, m := range decodeAll(t, string(tool.InputSchema), 20, Options{Seed: 9, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
			for k, v := range m {
				var vals []string
				switch x := v.(type) {
				case string:
					vals = []string{x}
				case []any:
					for _, e := range x {
						s, _ := e.(string)
						vals = append(vals, s)
					}
				}
				for _, s := range vals {
					seen[k]++
					bad := false
					switch k {
					case "projectKey", "featureFlagKey", "gatewayId":
						bad = !slugRe.MatchString(s) || strings.Trim(s, "0123456789") == ""
					case "delivery_url":
						bad = !strings.Contains(s, "/webhooks/")
					case "destination_url":
						bad = strings.Contains(s, "/products/wireless") || strings.Contains(s, "wikipedia") || strings.Contains(s, "/careers") ||
							strings.Contains(s, "github.com")
					case "redirect_url":
						bad = strings.Contains(s, "/products/") || strings.Contains(s, "wikipedia")
					case "photo_urls":
						bad = !strings.HasSuffix(s, ".jpg") && !strings.HasSuffix(s, ".png") && !strings.Contains(s, "images")
					case "projectURL":
						bad = !strings.HasPrefix(s, "https://app.circleci.com/pipelines/gh/") || strings.Contains(s, "/organization/")
					}
					if bad {
						t.Errorf("%s.%s: %q is not what it names", tool.Name, k, s)
					}
				}
			}
		}
	}
	if len(seen) != 8 {
		t.Errorf("values drawn per parameter: %v, want all 8", seen)
	}
}
