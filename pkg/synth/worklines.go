package synth

// A line of a quote or an invoice for repair or service work (a chimney
// repair, a plumbing job, a move) is labour, parts or a visit, not office
// chairs or a software licence: the goods and services of saleLines are a
// shop's or an office supplier's.

// workLines are what a line of a quote for work on site says it is for.
var workLines = []string{"Labour, 3 hours", "Call-out fee", "Parts and materials", "Disposal of old materials", "Follow-up visit",
	"Inspection and written report", "Labour, half day", "Replacement parts", "Scaffolding hire, 2 days", "Safety check after the work"}

// workLine returns a line of a quote or an invoice for work on site, for a
// tool of a server not about software whose words say its sale is repair
// or service work; ok is false otherwise.
func (g *Generator) workLine() (string, bool) {
	if !textHas(g.toolL, "repair", "repairs", "labour", "labor", "work", "service", "services", "job", "jobs", "visit") || !g.grounded() {
		return "", false
	}
	if textHas(g.toolL, "workshop", "shop", "store", "bench", "counter", "dropoff", "drop") {
		// work done where the customer brought the thing: no call-out,
		// no scaffolding, no visit
		return benchLines[g.rng.Intn(len(benchLines))], true
	}
	return workLines[g.rng.Intn(len(workLines))], true
}

// benchLines are what a line of a ticket or an invoice for work done in a
// workshop (a repair the customer brought in) says it is for.
var benchLines = []string{"Labour, 1 hour", "Diagnosis and estimate", "Parts and materials", "Replacement parts",
	"Cleaning and adjustment", "Labour, half hour", "Safety check after the work"}
