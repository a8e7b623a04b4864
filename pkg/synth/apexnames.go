package synth

import (
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// Values of a tool on Salesforce's platform (its words name Salesforce,
// Apex or SOQL) follow the platform's conventions: an object's API name
// is "Account" or "Invoice__c", a field's "AnnualRevenue" or
// "Renewal_Date__c", an Apex class is named in PascalCase
// ("AccountTriggerHandler"), a trigger for its object ("AccountTrigger"),
// and Apex code is Apex. A deal's title for a class name or a page
// script for anonymous Apex tells at once that nobody used the platform.

// apexPlatform matches the words of a tool on Salesforce's platform.
var apexPlatform = regexp.MustCompile(`\b(Salesforce|Apex|SOQL|SOSL|sObjects?|SObjects?)\b`)

// sObject is an object of the platform with fields of its own.
type sObject struct {
	name   string   // API name
	fields []string // field API names
}

// sObjects are standard and custom objects as orgs have them.
var sObjects = []sObject{
	{"Account", []string{"Name", "Industry", "AnnualRevenue", "BillingCity", "OwnerId", "CreatedDate"}},
	{"Contact", []string{"FirstName", "LastName", "Email", "Phone", "AccountId", "CreatedDate"}},
	{"Opportunity", []string{"Name", "StageName", "Amount", "CloseDate", "AccountId", "Probability"}},
	{"Case", []string{"CaseNumber", "Subject", "Status", "Priority", "Origin", "CreatedDate"}},
	{"Lead", []string{"FirstName", "LastName", "Company", "Status", "LeadSource", "Email"}},
	{"Invoice__c", []string{"Name", "Amount__c", "Due_Date__c", "Status__c", "Account__c", "CreatedDate"}},
}

// apexClassTails end the names of Apex classes after their object's.
var apexClassTails = []string{"Service", "TriggerHandler", "Controller", "Selector", "BatchJob", "Helper"}

// apexObject returns the call's object of the platform (one per call, so
// a class, its body and its fields are of one object).
func (g *Generator) apexObject() sObject {
	if g.sc.sobj == 0 {
		g.sc.sobj = 1 + g.rng.Intn(len(sObjects))
	}
	return sObjects[g.sc.sobj-1]
}

// apexBase returns an object's name without the custom suffix.
func apexBase(o sObject) string { return strings.TrimSuffix(o.name, "__c") }

// apexClass returns the call's Apex class name ("AccountService").
func (g *Generator) apexClass() string {
	o := g.apexObject()
	return apexBase(o) + apexClassTails[(g.sc.sobj*7)%len(apexClassTails)]
}

// onApex tells whether the tool's words or the parameter's name the
// platform.
func (g *Generator) onApex(h hint) bool {
	// read once per tool and once per description: the regexp on every
	// string value was a sixth of an offline run's CPU time
	if g.apexTool == 0 {
		g.apexTool = 1
		if apexPlatform.MatchString(g.opts.Topic + " " + g.opts.About) {
			g.apexTool = 2
		}
	}
	if g.apexTool == 2 {
		return true
	}
	if h.desc == "" {
		return false
	}
	on, ok := g.apexDescs[h.desc]
	if !ok {
		on = apexPlatform.MatchString(h.desc)
		if g.apexDescs == nil {
			g.apexDescs = map[string]bool{}
		}
		if len(g.apexDescs) < 4096 {
			g.apexDescs[h.desc] = on
		}
	}
	return on
}

// apexValue returns a value of the platform's conventions for the
// parameter h names: an object's or a field's API name, a class's or a
// trigger's name or a pattern of them, Apex code; ok is false for other
// parameters and for tools off the platform.
func (g *Generator) apexValue(h hint) (string, bool) {
	if !g.onApex(h) {
		return "", false
	}
	ts := tokens(h.name)
	if len(ts) == 0 {
		return "", false
	}
	d := g.lowerDesc(h.desc)
	last := ts[len(ts)-1]
	o := g.apexObject()
	bare := strings.Contains(d, "without __c")
	switch {
	case hasWord(ts, "api") && last == "version":
		return []string{"60.0", "61.0", "62.0"}[g.rng.Intn(3)], true
	case hasWord(ts, "profile") || hasWord(ts, "profiles"):
		return []string{"Standard User", "Sales Manager", "Marketing User", "Support Agent"}[g.rng.Intn(4)], true
	case last == "name" && (strings.HasSuffix(strings.ToLower(h.parent), "objects")):
		return g.apexItem(h.ptr).name, true // (one of several objects searched)
	case last == "pattern" && strings.Contains(d, "object"):
		return []string{apexBase(o), "Account Team", "Invoice Line", "Contract"}[g.rng.Intn(4)], true
	case hasWord(ts, "class") && last == "name":
		return g.apexClass(), true
	case hasWord(ts, "trigger") && last == "name":
		return apexBase(o) + "Trigger", true
	case last == "pattern" && strings.Contains(d, "trigger"):
		return apexBase(o) + "*", true
	case last == "pattern" && strings.Contains(d, "class"):
		return []string{apexBase(o) + "*", "*Service", "*Handler"}[g.rng.Intn(3)], true
	case hasWord(ts, "apex") && hasWord(ts, "code") || last == "body" && strings.Contains(d, "apex"):
		return g.apexCode(d), true
	case hasWord(ts, "object") && last == "name" || last == "sobject" || last == "object" && strings.Contains(d, "api name"):
		if bare && strings.HasSuffix(o.name, "__c") || bare && g.rng.Intn(2) == 0 {
			return []string{"Invoice", "Project", "Shipment", "Subscription"}[g.rng.Intn(4)], true // (a new custom object)
		}
		return o.name, true
	case hasWord(ts, "external") && hasWord(ts, "field"):
		return "External_Id__c", true
	case hasWord(ts, "field") && last == "name":
		f := []string{"Renewal_Date", "Region", "Contract_Value", "Tier"}[g.rng.Intn(4)]
		if bare {
			return f, true
		}
		return f + "__c", true
	case hasWord(ts, "fields") || strings.Contains(h.ptr, "ields/"):
		o = g.apexItem(h.ptr)
		return o.fields[g.rng.Intn(len(o.fields))], true
	}
	return "", false
}

// apexCode returns Apex of the kind a description asks for: a class's
// body, a trigger's, else anonymous Apex.
func (g *Generator) apexCode(desc string) string {
	o := g.apexObject()
	b := apexBase(o)
	switch {
	case strings.Contains(desc, "trigger"):
		return "trigger " + b + "Trigger on " + o.name + " (before insert, before update) {\n    " + b + "TriggerHandler.handle(Trigger.new);\n}"
	case strings.Contains(desc, "class"):
		return "public with sharing class " + g.apexClass() + " {\n    public static List<" + o.name + "> latest(Integer n) {\n        return [SELECT Id, " +
			o.fields[0] + " FROM " + o.name + " ORDER BY CreatedDate DESC LIMIT :n];\n    }\n}"
	}
	return []string{"System.debug([SELECT COUNT() FROM " + o.name + "]);",
		"List<" + o.name + "> rows = [SELECT Id, " + o.fields[0] + " FROM " + o.name + " LIMIT 5];\nSystem.debug(rows);",
		"System.debug(Limits.getQueries() + ' of ' + Limits.getLimitQueries() + ' queries used');"}[g.rng.Intn(3)]
}

// apexItem returns the object of the item of a list of objects the JSON
// pointer is in (/objects/2/fields/0: the call's object's second next),
// the call's object outside such a list.
func (g *Generator) apexItem(ptr string) sObject {
	o := g.apexObject()
	i := strings.Index(strings.ToLower(ptr), "objects/")
	if i < 0 {
		return o
	}
	n := 0
	for _, c := range ptr[i+len("objects/"):] {
		if c < '0' || c > '9' {
			break
		}
		n = n*10 + int(c-'0')
	}
	return sObjects[(g.sc.sobj-1+n)%len(sObjects)]
}

// statedCode matches a description that calls a value a code and shows
// examples of it ("Location code, e.g. STORE-B/BAY-04/SHELF-C or
// GALLERY-12."): the examples, upper-case letters and digits with at
// least one dash or slash.
var statedCode = regexp.MustCompile(`^[A-Za-z ]*\bcodes?\b[^.]*?(?:e\.g\.|such as|like)\s*'?([A-Z0-9]+(?:[-/][A-Z0-9]+)+)'?(?:\s*(?:,|or)\s*'?([A-Z0-9]+(?:[-/][A-Z0-9]+)+)'?)?`)

// codedPlace returns a place's code shaped like its description's
// examples, for a place whose description calls it a code: a museum's
// "GALLERY-12" is no city; ok is false otherwise.
func (g *Generator) codedPlace(r *role.Role, h hint) (string, bool) {
	switch r.Kind {
	case role.City, role.Place, role.Address, role.Country, role.Region:
	default:
		return "", false
	}
	m, ok := g.statedCodes(h.desc)
	if !ok {
		return "", false
	}
	ex := m[0]
	if m[1] != "" && g.rng.Intn(2) == 0 {
		ex = m[1]
	}
	return g.likeExample(ex), true
}
