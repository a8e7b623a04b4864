package synth

// A reason parameter says why the tool does what it does: a batch is
// dumped because it failed a check, a controller stopped for maintenance,
// a visit cancelled because it is no longer needed. A remark of the area
// ("Recount after the Friday delivery.") or a note on a thing ("Same as
// last time.") is no reason for the act, so a tool whose name states an
// act with reasons of its own takes one of them.

func init() {
	for _, w := range []string{"vacate", "abort", "unschedule", "unassign"} {
		actWords[w] = 'x'
	}
	// taking goods or a batch out of stock for good
	for _, w := range []string{"dump", "discard", "scrap", "dispose", "destroy", "writeoff", "quarantine"} {
		actWords[w] = 'z'
	}
	// stopping a machine, a system or a process
	for _, w := range []string{"stop", "halt", "shutdown", "interrupt"} {
		actWords[w] = 'h'
	}
	actReasons['z'] = []string{"Failed the quality check.", "Contaminated; not safe to use.", "Past its use-by date.",
		"Off taste found at the last check; {F} confirmed it.", "Damaged in storage beyond saving."}
	actReasons['h'] = []string{"Maintenance visit this afternoon.", "Stopping while we check an alarm.", "Not needed for the rest of the day.",
		"Something looks wrong; checking before it runs again.", "Stopped at {F}'s request until further notice."}
}

// ownActReason returns a reason for the tool's own act on its object
// when the parameter h names is a reason and the tool's name states an
// act that has reasons (cancelling, rejecting, refunding, pausing,
// changing, discarding, stopping) on a server not about software; ok is
// false otherwise. Creating and
// assigning have no reasons of their own: a remark fits them as well.
func (g *Generator) ownActReason(h hint) (string, bool) {
	if !g.grounded() {
		// (software's audit-log reasons, actionReason, fit its tools)
		return "", false
	}
	return g.actReasonOf(h)
}

// actReasonOf is ownActReason on any server: for a caller that knows
// the tool's words are not about software.
func (g *Generator) actReasonOf(h hint) (string, bool) {
	if freeTextKind(h.name) != 'r' {
		return "", false
	}
	act, _ := toolObject(g.opts.Topic, g.opts.About)
	if _, ok := actReasons[act]; !ok || act == 'c' || act == 'a' {
		return "", false
	}
	return g.objectText(h, 'r')
}

// reasonText returns textFor's reason: a meeting's for a meeting, a
// reason for the tool's own act, a remark of the area lx, a software
// audit log's reason, else a piece of work's. d is the text domain.
func (g *Generator) reasonText(h hint, lx *areaLex, d byte) string {
	if d == 'm' {
		return meetingReasons[g.rng.Intn(len(meetingReasons))]
	}
	if v, ok := g.ownActReason(h); ok {
		return v
	}
	if lx != nil && d == 'w' && len(lx.notes) > 0 {
		return g.areaNote(lx, h, 'r')
	}
	if v, ok := g.actionReason(); ok {
		return v // (a channel deleted for a reason of its own)
	}
	if g.officeText() {
		return g.plainReason()
	}
	return workReasons[g.rng.Intn(len(workReasons))]
}
