package role

import (
	"regexp"
	"strings"
)

// machineCue matches words that name a machine or a program: where a
// server's "incident", "alert" or "log" are software's. Words a mine or a
// dive shop use as well ("monitor", "service", "site code") are none.
var machineCue = regexp.MustCompile(`(?i)\b(servers?|apis?|endpoints?|dashboards?|clusters?|containers?|pods|latency|uptime|cpu|https?|urls?|sql|databases?|apps?|websites?|kubernetes|docker|deploy\w*|commits?|repos?|repository|git|software|microservices?)\b`)

// A machineTally counts the machine words (machineCue) of a server's
// tools: which words, and in how many tools each. One word said once in
// passing names no machine: a ski resort's daily report of "lift uptime"
// is the lifts', not a program's, and its incidents and alerts stay the
// mountain's (was a lift's hold reason "Root cause is a config change,
// fix going out now.").
type machineTally struct{ tools map[string]int }

// note counts the machine words of one tool's text, each once; a deploy
// of people (withoutPeopleDeploys) is none.
func (m *machineTally) note(text string) {
	ws := machineCue.FindAllString(withoutPeopleDeploys(text), -1)
	if len(ws) == 0 {
		return
	}
	if m.tools == nil {
		m.tools = map[string]int{}
	}
	seen := map[string]bool{}
	for _, w := range ws {
		w = strings.TrimSuffix(strings.ToLower(w), "s")
		if !seen[w] {
			seen[w] = true
			m.tools[w]++
		}
	}
}

// named tells whether the tools name a machine or a program: two
// machine words, or one in two tools.
func (m *machineTally) named() bool {
	if len(m.tools) >= 2 {
		return true
	}
	for _, n := range m.tools {
		if n >= 2 {
			return true
		}
	}
	return false
}

// dropShallowCodeLead clears a lead to a domain of code (observability,
// devops, security) that the server reached only through words the
// physical world shares with software ("incident", "alert", "hold",
// "log", "maintenance") while no tool names a machine or a program, a
// code host's thing or a query language: a mine's incidents and a
// railway's faults then lean elsewhere, and their free text is theirs
// (was a mine's work permit described "Our load balancer's health checks
// count against the API rate limit…", now the permit's own job).
func (s *Server) dropShallowCodeLead(c codeNounTally) {
	s.noCode = !(s.machines || s.codeThings || s.codeTasks || s.codeQueries || c.cue || len(c.loose) >= 2)
	if !codeAreas[s.lead] || !s.noCode {
		return
	}
	if codeAreas[s.area] {
		s.area = ""
	}
	s.lead, s.leadScore, s.elsewhere = "", 0, true
}

// ShallowCode tells whether domain a is one of code that the server's
// words reach only in passing: no tool names a machine, a program, a
// code host's thing or a query language (see dropShallowCodeLead). One
// tool's own "incident" then names no outage either: a ski resort's
// on-mountain incident report is no monitoring tool's (was described
// "Report used by the support team; ask Rui before changing it.").
// False for a nil server.
func (s *Server) ShallowCode(a Area) bool {
	return s != nil && s.noCode && codeAreas[a]
}
