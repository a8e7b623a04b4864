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
	// one machine word in passing ("lift uptime" in a daily report) names
	// no machine: a ski resort's incidents are the mountain's, also for
	// the incident tool's own words
	ski, _ := loadServer(t, "dev39/ski_resort_lift_ops.json")
	if ski.AboutSoftware() || !ski.ShallowCode("observability") {
		t.Errorf("ski resort: lead %q, about software %v, shallow code %v; want a shallow code area", ski.lead, ski.AboutSoftware(), ski.ShallowCode("observability"))
	}
	s := NewServer("ops", []ServerTool{
		{Name: "list_incidents", Description: "List open incidents for a service and their alerts."},
		{Name: "get_logs", Description: "Fetch the API server's logs for an incident."},
	})
	if !s.machines || s.ShallowCode("observability") {
		t.Error("an API server's incidents: want machines")
	}
}
