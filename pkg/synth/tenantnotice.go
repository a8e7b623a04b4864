package synth

import "regexp"

// A notice a landlord serves on a lease (late rent, entry, a violation,
// a rent increase) reads like one: "We need to enter the unit to test
// the smoke detectors ...", not a team's email ("Hi all, thanks for
// joining today ...") because the tool's body is a message's.

// tenancyWords match the words of a tool about a tenancy.
var tenancyWords = regexp.MustCompile(`(?i)\b(?:leases?|tenants?|tenanc(?:y|ies)|landlords?|renters?)\b`)

// tenantNotices are the facts of notices served on a lease, each filed
// under the words of the kinds of notice it is (an enum value such as
// "late_rent" or "lease_violation" picks its own). They name no date: a
// sibling effective date says when.
var tenantNotices = []kindText{
	{[]string{"late", "overdue", "arrears", "unpaid", "nonpayment", "delinquent"}, "Rent for this month has not been received. Please pay the full balance as soon as possible to avoid a late fee."},
	{[]string{"entry", "enter", "access", "inspection", "inspect"}, "We need to enter the unit to test the smoke detectors and service the heating; the visit will be between 9 am and noon."},
	{[]string{"violation", "violations", "breach", "nuisance", "noise"}, "Neighbours have reported loud music after 11 pm on several nights, against the quiet-hours clause of the lease."},
	{[]string{"increase", "raise", "adjustment"}, "The monthly rent will go up by 3% as the lease allows; all other terms stay the same."},
	{[]string{"non", "nonrenewal"}, "The lease will not be renewed at the end of the current term. Please plan to move out by its last day."},
	{[]string{"termination", "terminate", "eviction", "evict", "quit", "vacate"}, "The lease is terminated for repeated non-payment of rent. Please return all keys to the office by the end of the notice period."},
}

// tenantNoticeSet holds every text of tenantNotices.
var tenantNoticeSet = textSet(tenantNotices)

// tenantNotice returns the facts of a notice served on a lease for the
// body of a tool whose object is a notice and whose words speak of a
// lease or a tenant; ok is false for other tools and for a note, a
// reason or a title of one.
func (g *Generator) tenantNotice(h hint) (string, bool) {
	if g.repoTool || !mailBodyFits(h) || textHas(h.name, "title", "subject", "type", "kind") {
		return "", false
	}
	if _, obj := g.toolActOf(); singular(obj) != "notice" {
		return "", false
	}
	if !g.plainWorldOf().tenancy {
		return "", false
	}
	return tenantNotices[g.rng.Intn(len(tenantNotices))].text, true
}

// fitTenantNotice makes a notice's facts agree with the kind of notice
// a sibling enum chose (a "lease_violation" notice tells the violation,
// not a rent increase).
func (g *Generator) fitTenantNotice(p *objPlan, obj map[string]any) {
	if p.planFits()&fitsKindText == 0 {
		return
	}
	fitKindText(p, obj, tenantNotices, tenantNoticeSet, nil)
}
