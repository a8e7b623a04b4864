package synth

import "github.com/mcpgen/mcpgen/pkg/role"

// meetingWork tells whether a tool whose words speak of an event, a
// calendar or an appointment is about office meetings, whose titles,
// agendas and cancel reasons ("Sprint planning", "Conflicts with the
// all-hands") fit it: its server's words lean to office or software work
// or to nothing, or the tool's own words lean to calendars. A clinical
// trial's "adverse event", a court's "calendar" of hearings and a
// clinic's appointments are no meetings: a blind rater read "Plan the
// next two-week sprint." as an adverse event's description.
func (g *Generator) meetingWork() bool {
	if !g.grounded() {
		return true
	}
	r := role.NewAreaReader()
	r.Read(g.opts.Topic, 2)
	r.Read(g.opts.About, 1)
	if own, _ := r.Lead(); own == "calendar" && r.AreaAbove(toolAreaScore) == "calendar" {
		return true
	}
	lead, _ := g.opts.Server.Lead()
	return lead == "calendar"
}
