package synth

import (
	"fmt"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A time of day a business takes (a booking's start, a drop-off) falls
// inside the opening hours its words state ("salon is open 08:00-18:00"):
// the parameter's own description, else its tool's, else any of its
// server's.

// openSlot returns a time of day inside the stated opening hours, on a
// quarter hour and at least half an hour before closing when the hours
// allow it; ok is false when no opening hours are stated.
func (g *Generator) openSlot(h hint) (string, bool) {
	o, c, ok := role.OpenHours(h.desc)
	if !ok {
		o, c, ok = role.OpenHours(g.opts.About)
	}
	if !ok {
		o, c, ok = g.opts.Server.OpenHours()
	}
	if !ok {
		return "", false
	}
	o = (o + 14) / 15 * 15 // (the first quarter hour open)
	last := c - 30
	if last < o {
		last = c - 1
	}
	if last < o {
		return "", false
	}
	m := o + 15*g.rng.Intn((last-o)/15+1)
	return fmt.Sprintf("%02d:%02d", m/60, m%60), true
}
