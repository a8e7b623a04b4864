package role

import "testing"

// TestShallowCodeLead: a mine's incidents and alerts and a railway's
// fault logs lean to a domain of code only through words the physical
// world shares; with no tool naming a machine or a program the servers
// are not about software (their free text was a load balancer's health
// checks). A code host's server keeps its lead.
func TestShallowCodeLead(t *testing.T) {
	for _, f := range []string{"dev39/mine_site_safety.json", "dev39/railway_signalling_maintenance.json", "dev39/quarry.json"} {
		s, _ := loadServer(t, f)
		if s.AboutSoftware() || s.CodeWork() {
			t.Errorf("%s: lead %q, about software %v, code work %v; want neither", f, s.lead, s.AboutSoftware(), s.CodeWork())
		}
	}
	s := NewServer("ops", []ServerTool{
		{Name: "list_incidents", Description: "List open incidents for a service and their alerts."},
		{Name: "get_logs", Description: "Fetch the API server's logs for an incident."},
	})
	if !s.machines {
		t.Error("an API server's incidents: want machines")
	}
}
