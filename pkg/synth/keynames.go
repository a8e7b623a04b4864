package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// keyNames are the keys platforms give the things people key by name (a
// feature flag's key is a kebab-case feature name, a project's key a
// short slug), per the noun role.Role.Names holds. A key-value store's
// "user:1042:session" is none of them.
var keyNames = map[string][]string{
	"flag":         {"new-checkout-flow", "dark-mode", "beta-search", "enable-sso-login", "show-onboarding-tour", "pricing-page-v2", "one-click-reorder"},
	"prerequisite": {"new-checkout-flow", "enable-sso-login", "beta-search", "pricing-page-v2"},
	"project":      {"mobile-app", "web-platform", "checkout-service", "default", "internal-tools", "marketing-site", "payments-api"},
	"config":       {"support-assistant", "search-ranking", "onboarding-copy", "ticket-summarizer", "checkout-recommendations"},
	"variation":    {"control", "treatment", "variant-b", "concise-tone", "gpt-4o-default"},
	"environment":  {"production", "staging", "test", "dev"},
	"team":         {"platform-team", "growth", "payments-team", "mobile", "data-eng"},
	"metric":       {"checkout-conversion", "page-load-time", "signup-completed", "api-error-rate", "time-to-first-byte"},
	"tool":         {"web-search", "lookup-order", "get-weather", "create-ticket", "send-email"},
	"component":    {"checkout-service", "web-frontend", "payments-api", "auth-service", "mobile-app"},
	"rule":         {"no-unused-vars", "no-hardcoded-credentials", "sql-injection", "cognitive-complexity", "duplicated-blocks"},
	"segment":      {"beta-testers", "enterprise-customers", "internal-users", "eu-customers", "new-signups"},
	"experiment":   {"checkout-button-color", "pricing-page-test", "onboarding-email-v2", "search-ranking-ab"},
	"space":        {"engineering", "product", "support-docs", "hr-handbook", "design-system"},
	"workspace":    {"acme-eng", "growth-team", "data-platform", "design-studio"},
	"app":          {"web-dashboard", "ios-app", "android-app", "admin-portal", "checkout-widget"},
	"context":      {"user", "organization", "device", "account", "session"},
	"repository":   {"libs-release", "docker-local", "npm-internal", "maven-snapshots", "pypi-remote"},
	// methods a shop's code defines
	"payment_method":  {"stripe", "paypal", "bacs", "cod", "cheque"},
	"shipping_method": {"flat_rate", "free_shipping", "local_pickup"},
	"carrier":         {"ups", "fedex", "usps", "dhl"},
}

// keyParts compose keys of the nouns people key by many names: a word
// and a thing.
var keyParts = map[string][2][]string{
	"flag": {{"new", "enable", "beta", "show", "redesigned", "async", "instant"},
		{"checkout-flow", "search", "onboarding", "pricing-page", "dashboard", "sso-login", "saved-carts", "invoice-export", "dark-mode"}},
	"project":    {identAreas, {"api", "web", "service", "app", "worker", "portal", "sdk", "platform"}},
	"component":  {identAreas, {"api", "web", "service", "worker", "lib", "ui"}},
	"repository": {identAreas, {"releases", "snapshots", "docker", "npm", "remote"}},
}

// keyName returns a key of what r names from keyNames, else for a key of
// another noun an area's word and the noun ("billing-monitor"); ok is
// false for other names.
func (g *Generator) keyName(r *role.Role) (string, bool) {
	if !strings.Contains(r.Why, "the key of a") && !strings.Contains(r.Why, "names with a slug") {
		// a machine name of another kind (a cluster's context, a tool's
		// name) keeps its own kind's names
		return "", false
	}
	rg := g.rng
	if parts, ok := keyParts[r.Names]; ok && rg.Intn(2) == 0 {
		// as many keys as a team makes: "enable-saved-carts", "billing-worker"
		return parts[0][rg.Intn(len(parts[0]))] + "-" + parts[1][rg.Intn(len(parts[1]))], true
	}
	if vals := keyNames[r.Names]; len(vals) > 0 {
		return vals[rg.Intn(len(vals))], true
	}
	if r.Names == "" {
		return "", false
	}
	return identAreas[g.rng.Intn(len(identAreas))] + "-" + slug(r.Names), true
}
