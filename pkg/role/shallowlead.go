package role

import "regexp"

// machineCue matches words that name a machine or a program: where a
// server's "incident", "alert" or "log" are software's. Words a mine or a
// dive shop use as well ("monitor", "service", "site code") are none.
var machineCue = regexp.MustCompile(`(?i)\b(servers?|apis?|endpoints?|dashboards?|clusters?|containers?|pods|latency|uptime|cpu|https?|urls?|sql|databases?|apps?|websites?|kubernetes|docker|deploy\w*|commits?|repos?|repository|git|software|microservices?)\b`)

// dropShallowCodeLead clears a lead to a domain of code (observability,
// devops, security) that the server reached only through words the
// physical world shares with software ("incident", "alert", "hold",
// "log", "maintenance") while no tool names a machine or a program, a
// code host's thing or a query language: a mine's incidents and a
// railway's faults then lean elsewhere, and their free text is theirs
// (was a mine's work permit described "Our load balancer's health checks
// count against the API rate limit…", now the permit's own job).
func (s *Server) dropShallowCodeLead(c codeNounTally) {
	if !codeAreas[s.lead] || s.machines || s.codeThings || s.codeTasks || s.codeQueries || c.cue || len(c.loose) >= 2 {
		return
	}
	if codeAreas[s.area] {
		s.area = ""
	}
	s.lead, s.leadScore, s.elsewhere = "", 0, true
}
