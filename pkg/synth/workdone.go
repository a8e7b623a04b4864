package synth

import "strings"

// An account of work done ("work_done", "action_taken",
// "repairs_performed") is a short sentence of what someone did, never a
// filler word ("general") nor one of the area's labels ("rollback").

// doneHeads are past participles ending a name that asks what was done.
var doneHeads = map[string]bool{"done": true, "performed": true, "taken": true, "completed": true, "carried": true,
	"undertaken": true}

// doneSubjects are the first tokens of such a name that make it work,
// not a state ("task_completed" of a checkbox is no account).
var doneSubjects = map[string]bool{"work": true, "action": true, "actions": true, "repair": true, "repairs": true,
	"maintenance": true, "steps": true, "jobs": true, "job": true, "service": true, "tasks": true}

// handWork are accounts of work on a physical thing: a visit, a repair, a
// service of equipment.
var handWork = []string{"Replaced the battery and re-levelled the sensor", "Cleaned the filters and tested the pump",
	"Tightened loose fittings and checked for leaks", "Replaced a worn seal; tested and working",
	"Inspected and cleaned, no faults found", "Swapped the faulty power supply and re-ran the checks",
	"Cleared the blocked drain and flushed the line"}

// systemWork are accounts of work on a software system: an incident, a
// service, a deploy.
var systemWork = []string{"Rolled back the last deploy and watched the error rate recover",
	"Restarted the worker pods and cleared the queue backlog", "Raised the connection pool limit and redeployed",
	"Failed over to the replica database", "Rotated the expired certificate and reloaded the proxy"}

// systemCue are words of a tool about a software system.
var systemCue = map[string]bool{"incident": true, "incidents": true, "outage": true, "deploy": true, "deployment": true,
	"server": true, "servers": true, "pod": true, "pods": true, "cluster": true, "database": true, "alert": true, "alerts": true,
	"api": true, "software": true, "bug": true, "bugs": true}

// workDone returns an account of work done for a parameter whose name
// asks what was done; ok is false for any other name.
func (g *Generator) workDone(h hint) (string, bool) {
	ts := sharedTokens(h.name)
	if len(ts) < 2 || !doneHeads[ts[len(ts)-1]] && !(len(ts) > 2 && ts[len(ts)-1] == "out" && ts[len(ts)-2] == "carried") {
		return "", false
	}
	if !doneSubjects[ts[0]] {
		return "", false
	}
	pool := handWork
	for _, w := range tokens(g.opts.Topic + " " + g.opts.About) {
		if systemCue[strings.ToLower(w)] {
			pool = systemWork
			break
		}
	}
	return pool[g.rng.Intn(len(pool))], true
}
