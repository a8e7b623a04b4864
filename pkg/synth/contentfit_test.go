package synth

import (
	"regexp"
	"strings"
	"testing"
)

// Free text, searches and names of the kind their parameter takes, in the
// server's world: a bakery catalog is searched for bread (the
// description's own examples), a filter query is in the documented
// syntax, a tattoo idea describes a design, a work order's description
// says the work, an insurance carrier is an insurer and an authority
// having jurisdiction is no person, a note beside a reason tells more
// than the reason.
func TestFreeTextOfItsKind(t *testing.T) {
	cases := []struct {
		file, tool, ptr string
		want            *regexp.Regexp // every value matches
		not             *regexp.Regexp // no value matches (nil: none)
	}{
		{"bakery_wholesale.json", "search_catalog", "/query", regexp.MustCompile(`^(rye|gluten free|brioche bun)$`), nil},
		{"todoist_filters.json", "get_tasks_by_filter", "/query", regexp.MustCompile(`^[a-zA-Z0-9 :&|!@#()\-]+$`),
			regexp.MustCompile(`(?i)tasks assigned to|: person$|: keyword$`)},
		{"tattoo_studio.json", "inkbook_request_consultation", "/idea", regexp.MustCompile(`^[A-Z].{20,}\.$`),
			regexp.MustCompile(`^(default|general|standard|jazz|party|indie|workout|focus|chill)$`)},
		{"tattoo_studio.json", "inkbook_log_supply_usage", "/inks/*/color_name", regexp.MustCompile(`\S`),
			regexp.MustCompile(`(?i)focus|morning|throwback|vibes|mix`)},
		{"marina.json", "reserveSlip", "/owner/insuranceCarrier", regexp.MustCompile(`\S`), regexp.MustCompile(`^(UPS|FedEx|DHL|USPS|DPD|Canada Post)$`)},
		{"solar_installer.json", "SubmitPermitPacket", "/ahjName", regexp.MustCompile(`(?i)city|county|department|division|center|office|authority`), nil},
		{"marina.json", "createWorkOrder", "/description", regexp.MustCompile(`\S`), regexp.MustCompile(`(?i)requested by|details confirmed|as agreed on`)},
		{"building_permits.json", "permit-submit", "/workDescription", regexp.MustCompile(`^(Install|Replace|Add|Convert|Demolish|Remove|Single|Move|Tear)`), nil},
		{"bakery_wholesale.json", "report_short_delivery", "/comments", regexp.MustCompile(`\S`), regexp.MustCompile(`(?i)grinding|switched on|rattles|when in use`)},
		{"bakery_wholesale.json", "cancel_standing_order", "/notes", regexp.MustCompile(`\S`), regexp.MustCompile(`, so the standing order is cancelled`)},
	}
	for _, c := range cases {
		vals := realValues(t, c.file, c.tool, c.ptr, 40, 11)
		if len(vals) == 0 {
			t.Errorf("%s %s%s: no values", c.file, c.tool, c.ptr)
		}
		for _, v := range vals {
			if !c.want.MatchString(v) || c.not != nil && c.not.MatchString(v) {
				t.Errorf("%s %s%s = %q, want a value of its kind", c.file, c.tool, c.ptr, v)
			}
		}
	}
}

// A job's description names the kinds of work its call chose, and a
// permit's scope the kind of permit: no bottom paint in a description of
// an engine service, no fence in an electrical permit.
func TestJobDescriptionFitsChoice(t *testing.T) {
	tools, srv := realTools(t, "marina.json")
	tl := tools["createWorkOrder"]
	n := 0
	for _, m := range decodeAll(t, string(tl.InputSchema), 60, Options{Seed: 5, Key: "marina/createWorkOrder", RootObject: true,
		Topic: tl.Name, About: tl.Description, Server: srv}) {
		obj := m
		d, ok := obj["description"].(string)
		if !ok {
			continue
		}
		n++
		svc, _ := obj["services"].([]any)
		if len(svc) == 0 {
			continue
		}
		first := strings.ReplaceAll(svc[0].(string), "_", " ")
		if !strings.Contains(strings.ToLower(d), first) {
			t.Errorf("description %q names no service of %v", d, svc)
		}
	}
	if n == 0 {
		t.Error("createWorkOrder: no description given in 60 calls")
	}
	tools, srv = realTools(t, "building_permits.json")
	tl = tools["permit-submit"]
	kinds := map[string]*regexp.Regexp{"fence": regexp.MustCompile(`(?i)fence`), "electrical": regexp.MustCompile(`(?i)panel|circuit|amps`),
		"plumbing": regexp.MustCompile(`(?i)water heater|sink|drain`), "sign": regexp.MustCompile(`(?i)sign`)}
	for _, m := range decodeAll(t, string(tl.InputSchema), 60, Options{Seed: 5, Key: "permits/permit-submit", RootObject: true,
		Topic: tl.Name, About: tl.Description, Server: srv}) {
		obj := m
		k, _ := obj["permitType"].(string)
		d, _ := obj["workDescription"].(string)
		if re, ok := kinds[k]; ok && !re.MatchString(d) {
			t.Errorf("%s permit with scope %q", k, d)
		}
	}
}

// A glossary's terms are words of a trade, and a target term is the
// source term in its entry's target language.
func TestGlossaryTerms(t *testing.T) {
	tools, srv := realTools(t, "translation_agency.json")
	tl := tools["AddGlossaryTerms"]
	n := 0
	for _, m := range decodeAll(t, string(tl.InputSchema), 40, Options{Seed: 3, Key: "ta/AddGlossaryTerms", RootObject: true,
		Topic: tl.Name, About: tl.Description, Server: srv}) {
		terms, _ := m["terms"].([]any)
		for _, x := range terms {
			e, _ := x.(map[string]any)
			src, _ := e["sourceTerm"].(string)
			known := false
			for _, gt := range glossaryTerms {
				if gt.term != src {
					continue
				}
				known = true
				if dst, ok := e["targetTerm"].(string); ok {
					n++
					if lang, _ := e["targetLanguage"].(string); len(lang) < 2 || gt.tr[strings.ToLower(lang[:2])] != dst {
						t.Errorf("target term %q for %q in %q", dst, src, lang)
					}
				}
			}
			if !known {
				t.Errorf("source term %q, want a glossary term", src)
			}
		}
	}
	if n == 0 {
		t.Error("no target term in 40 calls")
	}
}
