package synth

import (
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A thing no name family knows is named by what it is for, as its owner
// names it: a mail rule "Invoices from Acme", a tracking option "North",
// a reminder "Monthly rent reminder", a hive "Hive 12", a supplier by
// its organisation; never a stock qualifier glued to the noun ("Daily
// rule", "Primary option"). A name filter (name__istartswith) takes the
// start, a part or the end of such a name.

// purposeKinds file the nouns of things named by what they are for by the
// family of purposeNames that names them.
var purposeKinds = map[string]string{
	"rule": "rule", "automation": "workflow", "workflow": "workflow", "flow": "workflow", "sequence": "workflow",
	"routine": "workflow", "playbook": "workflow", "option": "option", "choice": "option",
	"template": "template", "preset": "template", "snippet": "template", "macro": "template",
	"schedule": "schedule", "timetable": "schedule", "shift": "schedule", "rota": "schedule",
	"reminder": "reminder", "alert": "alert", "alarm": "alert", "monitor": "alert", "watch": "alert", "check": "alert",
	"policy": "policy", "rate": "rate", "tier": "rate",
	"location": "place", "area": "place", "region": "place", "room": "place", "route": "route", "trip": "route",
	"status": "status", "state": "status",
}

// purposeNames are names that say what a thing is for, per family of
// purposeKinds ({O} the call's organisation).
var purposeNames = map[string][]string{
	"rule":     {"Invoices from {O}", "Bank statements", "Receipts to Accounting", "Utility bills", "Payslips", "Insurance letters", "Newsletters to archive"},
	"workflow": {"New customer onboarding", "Invoice approval", "Expense approval", "Lead follow-up", "Weekly report", "Support escalation"},
	"option":   {"North", "South", "East", "West", "Retail", "Wholesale", "Online", "Events"},
	"template": {"Monthly rent reminder", "Welcome email", "Invoice reminder", "Weekly status update", "Meeting follow-up", "Order confirmation"},
	"schedule": {"Weekday mornings", "Weekend mornings", "Summer schedule", "Every other day", "Night shift", "Winter hours", "Early mornings"},
	"reminder": {"Monthly rent reminder", "Dentist appointment reminder", "Passport renewal reminder", "Car service reminder", "Bill payment reminder"},
	"alert":    {"High CPU on web servers", "Checkout error rate", "Low disk space", "Payment failures", "Price drop", "Temperature above 30°C"},
	"policy":   {"Remote work policy", "Refund policy", "Travel expenses", "Data retention", "Password policy"},
	"rate":     {"Standard delivery", "Express", "Weekend rate", "Student discount", "Annual plan", "Off-peak"},
	"place":    {"Front office", "Back garden", "North wing", "Loading dock", "Main entrance", "Upstairs landing"},
	"route":    {"Morning school run", "Downtown loop", "Airport shuttle", "Coastal ride", "Route 12"},
	"status":   {"Waiting on customer", "In review", "Ready to ship", "On hold", "Approved"},
}

// typeKinds are the kinds of a thing's types, by the thing ("document
// type" names a kind of document: "Invoice").
var typeKinds = map[string][]string{
	"document": {"Invoice", "Receipt", "Contract", "Bank statement", "Payslip", "Tax form", "Letter", "Insurance policy"},
	"file":     {"Invoice", "Receipt", "Contract", "Report", "Photo", "Spreadsheet"},
	"issue":    {"Bug", "Feature", "Task", "Improvement", "Epic", "Support request"},
	"ticket":   {"Incident", "Service request", "Question", "Problem", "Change request"},
	"task":     {"Bug", "Feature", "Chore", "Research", "Design review"},
	"work":     {"Bug", "Feature", "Task", "Improvement", "Epic"},
	"event":    {"Meeting", "Workshop", "Webinar", "Conference", "Social"},
	"contact":  {"Customer", "Supplier", "Partner", "Lead", "Contractor"},
	"expense":  {"Travel", "Meals", "Office supplies", "Software", "Mileage"},
	"leave":    {"Annual leave", "Sick leave", "Parental leave", "Unpaid leave"},
	"product":  {"Physical", "Digital", "Service", "Subscription", "Bundle"},
	"asset":    {"Laptop", "Monitor", "Vehicle", "Furniture", "Phone"},
}

// partyNouns name an organisation or person a record is with: such a
// thing is named by the call's organisation.
var partyNouns = map[string]bool{"correspondent": true, "vendor": true, "supplier": true, "customer": true, "client": true,
	"payee": true, "merchant": true, "company": true, "organization": true, "organisation": true, "partner": true,
	"sender": true, "carrier": true, "manufacturer": true, "brand": true, "distributor": true, "lender": true, "insurer": true}

// countedNouns are things people number rather than name ("Hive 12",
// "Bed 4"): kept side by side, alike but for their place in the row.
var countedNouns = map[string]bool{"hive": true, "colony": true, "bed": true, "plot": true, "tank": true, "pen": true,
	"stall": true, "bay": true, "paddock": true, "greenhouse": true, "desk": true, "locker": true, "printer": true,
	"camera": true, "sensor": true, "valve": true, "pump": true, "kiosk": true, "terminal": true,
	"machine": true, "robot": true, "drone": true, "coop": true, "enclosure": true, "cage": true, "aquarium": true,
	"pitch": true, "gate": true, "dock": true, "berth": true, "cabin": true, "tent": true, "rack": true, "bin": true,
	"hangar": true}

// lookupOps are the operators of a name filter (Django's name__iexact,
// name__istartswith): what part of a name the value is.
var lookupOps = map[string]byte{"exact": '=', "iexact": '=', "is": '=', "eq": '=', "contain": '~', "contains": '~',
	"icontain": '~', "icontains": '~', "like": '~', "ilike": '~', "startswith": '<', "istartswith": '<', "prefix": '<',
	"endswith": '>', "iendswith": '>', "suffix": '>'}

// purposeName returns a name for the thing noun n stands for, by what the
// thing is for: a name of its purpose family, its kind for a type, the
// call's organisation for a party, a number for a counted thing, the
// start, a part or the end of the tool's object's name for a name
// filter; ok is false for a noun none of these knows.
func (g *Generator) purposeName(n string) (string, bool) {
	rg := g.rng
	if op := lookupOps[n]; op != 0 {
		return g.lookupName(op)
	}
	if n == "type" || n == "kind" || n == "category" {
		ts := tokens(g.opts.Topic)
		for i := len(ts) - 1; i > 0; i-- {
			if ts[i] == n || ts[i] == n+"s" {
				if vals := typeKinds[singular(ts[i-1])]; len(vals) > 0 {
					return vals[rg.Intn(len(vals))], true
				}
				break
			}
		}
		return "", false
	}
	switch {
	case partyNouns[n]:
		o, _ := g.org()
		return o, true
	case countedNouns[n]:
		return strings.ToUpper(n[:1]) + n[1:] + " " + strconv.Itoa(2+rg.Intn(24)), true
	}
	if fam := purposeKinds[n]; fam != "" {
		vals := purposeNames[fam]
		v := vals[rg.Intn(len(vals))]
		if strings.Contains(v, "{O}") {
			o, _ := g.org()
			v = strings.ReplaceAll(v, "{O}", o)
		}
		return v, true
	}
	return "", false
}

// lookupName returns the part op says of a name of the tool's object
// ("list_correspondents" a correspondent's): all of it for an exact
// match, its first word for a prefix, its longest word for a part, its
// last word for an ending: whole words, as a person types them.
func (g *Generator) lookupName(op byte) (string, bool) {
	ts := tokens(g.opts.Topic)
	if len(ts) < 2 {
		return "", false
	}
	obj := singular(ts[len(ts)-1])
	if lookupOps[obj] != 0 {
		return "", false
	}
	full, ok := g.purposeName(obj)
	if !ok {
		full = g.displayName(&role.Role{Kind: role.Ident, Names: obj}, hint{name: "name", topic: g.opts.Topic})
	}
	ws := strings.Fields(full)
	if len(ws) == 0 {
		return "", false
	}
	switch op {
	case '<':
		return ws[0], true
	case '>':
		return ws[len(ws)-1], true
	case '~':
		w := ws[0]
		for _, x := range ws[1:] {
			if len(x) > len(w) {
				w = x
			}
		}
		return w, true
	}
	return full, true
}

// taxTypeCode returns the code of a tax type (a line's taxType) as
// accounting systems key their tax rates: output tax on what is sold,
// input tax on what is bought; ok is false for
// a type of anything but tax.
func (g *Generator) taxTypeCode(h hint) (string, bool) {
	ts := tokens(h.name)
	if len(ts) < 2 || ts[len(ts)-2] != "tax" || !typeName(h.name) {
		return "", false
	}
	if textHas(g.toolL, "purchase", "purchases", "bill", "bills", "spend", "expense", "expenses", "payable") {
		return "INPUT", true
	}
	return "OUTPUT", true
}

// scheduledName returns the name of a program, plan or routine a tool
// schedules ("set_schedule"'s program_name): when it runs ("Weekday
// mornings", "Summer schedule"), not a business project's title; ok is
// false for other things and tools.
func (g *Generator) scheduledName(r *role.Role) (string, bool) {
	switch r.Names {
	case "program", "programme", "plan", "routine":
	default:
		return "", false
	}
	if !textHas(g.toolL, "schedule", "schedules", "scheduled", "scheduling", "timer", "timers") {
		return "", false
	}
	vals := purposeNames["schedule"]
	return vals[g.rng.Intn(len(vals))], true
}
