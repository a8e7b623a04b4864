package prompt

import (
	"regexp"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// voice2Faults are what raters marked unnatural in requests for the
// published and hand-written tools of testdata/voice2-tools.json: a
// description's purpose pasted after the act ("clear the exchange
// instance cache to apply configuration changes") or after a flag's
// "don't", both verbs of a flag said ("don't enable or disable proxy"), a
// phrasal verb split ("check under the name …"), a tool's label with no
// act ("help me with learn shopify api", "work through ground
// location"), half of an act on a pair ("subtract one polygon."), an
// id a new thing is made from said as where it goes ("to quote
// qt_6T…"), and an end of a trip said as something else ("at path
// NFV", "for the file NFV").
var voice2Faults = regexp.MustCompile(`(?i)\bto apply\b|enable or disable|\bcheck under\b|help me with learn|work through|subtract one polygon[.?,]| to quote qt_|at path [A-Z]{3}\b|the file [A-Z]{3}\b|\bto guild \d`)

// voice2Acts are words each tool's every request must have: the act said
// whole ("check in", "help me learn", "from another", "what is near").
var voice2Acts = map[string]string{"check_in": "check in", "learn_shopify_api": "help me learn", "difference_tool": "from another",
	"ground_location_tool": "what is near", "clear-exchange-cache": "clear"}

// TestRequestsSayTheActWhole renders drawn requests for real tools whose
// descriptions and names hide the act behind a purpose, a particle, a
// label or a pair, and checks that none has a fault of voice2Faults, that
// each says its act (voice2Acts), that a trip's two airports are each
// said by its end ("from LHR", "to NFV"), and that a quote a shipment is
// bought with is said as what it is made from.
func TestRequestsSayTheActWhole(t *testing.T) {
	drawnRequests(t, "voice2-tools.json", 11, 16, nil, func(tl tool.Tool, text string, args map[string]any) {
		if m := voice2Faults.FindString(text); m != "" {
			t.Errorf("%s: %q in %s", tl.Name, m, text)
		}
		if a, ok := voice2Acts[tl.Name]; ok && !strings.Contains(strings.ToLower(text), a) && !strings.Contains(strings.ToLower(text), gerundPhrase(a)) {
			t.Errorf("%s: request lacks the act %q: %s", tl.Name, a, text)
		}
		if o, ok := args["origin"].(string); ok && !strings.Contains(text, "from "+o) {
			t.Errorf("%s: origin %s not said as where the trip starts: %s", tl.Name, o, text)
		}
		if d, ok := args["destination"].(string); ok && !strings.Contains(text, "to "+d) {
			t.Errorf("%s: destination %s not said as where the trip ends: %s", tl.Name, d, text)
		}
		if q, ok := args["quote_id"].(string); ok && strings.Contains(text, q) && !regexp.MustCompile(`(using|from|based on) quote `+regexp.QuoteMeta(q)).MatchString(text) {
			t.Errorf("%s: quote %s not said as what the shipment is made from: %s", tl.Name, q, text)
		}
	})
}

// TestWithSaidOnceBeforeAList renders drawn requests for real tools that
// take several optional values (a mortgage calculator, a graded
// feedback form) and checks that none gives three or more of them each
// with its own "with" ("with deposit 953.48, with rate 20 and with years
// 22"): a person says it once before the list.
func TestWithSaidOnceBeforeAList(t *testing.T) {
	withEach := regexp.MustCompile(`with [^,"]+, with [^,"]+,? and with `)
	drawnRequests(t, "voice2-tools.json", 77, 40, func(tl tool.Tool) bool { return tl.Name == "mortgage_calculator" || tl.Name == "feedback" }, func(tl tool.Tool, text string, _ map[string]any) {
		if m := withEach.FindString(text); m != "" {
			t.Errorf("%s: %q in %s", tl.Name, m, text)
		}
	})
}

// TestSidSaidByItsThing renders drawn requests for published Twilio tools
// whose ids are "Sid", "ServiceSid", "PhoneNumberSid" and checks that
// none says the key's "sid" before a value ("in service sid MG23…",
// "of sid KL…") or the thing twice ("a phone number for phone number sid
// 313546"): a person says "phone number PN31…", "service MG23…".
func TestSidSaidByItsThing(t *testing.T) {
	fault := regexp.MustCompile(`(?i)\bsid [A-Z]{2}[0-9a-f]{6}|phone number (?:for|to|on|in|of) phone number`)
	drawnRequests(t, "voice2-tools.json", 77, 16, func(tl tool.Tool) bool { return strings.HasPrefix(tl.Name, "TwilioMessagingV1--") }, func(tl tool.Tool, text string, _ map[string]any) {
		if m := fault.FindString(text); m != "" {
			t.Errorf("%s: %q in %s", tl.Name, m, text)
		}
	})
}

// TestNumberNamingAThingSaidByIt renders drawn requests for published
// tools whose numbers name a thing (a port to forward, a map's zoom) and
// checks that none says one as an amount ("a port of 1024", "a zoom of
// 3") and that a local and a target port are each said by which they are
// ("local port 1800", "target port 1024").
func TestNumberNamingAThingSaidByIt(t *testing.T) {
	amount := regexp.MustCompile(`(?i)\ban? (?:port|zoom) of \d`)
	drawnRequests(t, "voice2-tools.json", 77, 24, func(tl tool.Tool) bool { return tl.Name == "port_forward" || tl.Name == "static_map_image_tool" }, func(tl tool.Tool, text string, args map[string]any) {
		if m := amount.FindString(text); m != "" {
			t.Errorf("%s: %q in %s", tl.Name, m, text)
		}
		if _, ok := args["localPort"]; ok && (!strings.Contains(text, "local port ") || !strings.Contains(text, "target port ")) {
			t.Errorf("%s: ports not told apart: %s", tl.Name, text)
		}
	})
}

// drawnRequests renders n requests for each tool of the testdata file
// (tool.KindMCP) that keep accepts (nil: every tool), drawing their
// arguments with synth at seed, and passes each to check.
func drawnRequests(t *testing.T, file string, seed int64, n int, keep func(tool.Tool) bool, check func(tl tool.Tool, text string, args map[string]any)) {
	t.Helper()
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	tools, err := tool.ParseFile(readTestdata(t, file), tool.KindMCP)
	if err != nil {
		t.Fatal(err)
	}
	for _, tl := range tools {
		if keep != nil && !keep(tl) {
			continue
		}
		b, err := set.For(ToolInfo{Name: tl.Name, Title: tl.Title, Description: tl.Description, InputSchema: tl.InputSchema})
		if err != nil {
			t.Fatal(err)
		}
		sc, err := schema.Compile(tl.InputSchema, schema.CompileOptions{})
		if err != nil {
			t.Fatal(err)
		}
		g, err := synth.New(sc, synth.Options{Seed: seed, Key: tl.Name})
		if err != nil {
			t.Fatal(err)
		}
		renderDrawn(t, r, b, g, tl.Name, n, func(_ int, text string, args map[string]any) { check(tl, text, args) })
	}
}
