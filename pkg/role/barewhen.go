package role

import (
	"slices"
	"strings"
)

// Undescribed keys that name a time in plain English: "when" a booking
// is for, the day embryos are "needed", the "from" and "to" of a report
// or a bill. Nothing else classified them, and a word drawn for them
// ("Make the when default", "the storage bill from default to general")
// reads as noise.

// whenWords are keys that ask when something is, was or must be: a
// point in time.
var whenWords = map[string]Kind{"when": DateTime, "needed": Date, "wanted": Date}

// spanEnds pair the keys that open and close a span with the keys that
// close and open it.
var spanEnds = map[string][]string{"from": {"to", "until", "till"}, "to": {"from", "since"}, "till": {"from"}}

// spanDays are words of a tool that say its span is of days, whatever
// else it says ("Transport spend by route type for a period", "Sponsor
// credits aired in a date range").
var spanDays = []string{"date", "dates", "period", "periods", "window", "daily", "weekly", "monthly", "history", "report", "rpt"}

// spanMotion are words of a tool that carries or turns something from
// one place, form or party to another, or reads a file's or a source's
// lines: its "from" and "to" are places, units, languages, people or
// line numbers, never days.
var spanMotion = []string{"move", "moves", "transfer", "send", "convert", "conversion", "translate", "translation", "route",
	"directions", "distance", "journey", "travel", "trip", "copy", "migrate", "rename", "swap", "redirect", "forward",
	"ship", "shipping", "message", "mail", "email", "sms", "fare", "fares", "flight", "flights", "train", "trains", "bus",
	"drive", "map", "path", "diff", "compare", "exchange", "currency", "currencies", "language", "languages", "unit",
	"units", "relocate", "reassign", "assign", "merge", "link", "connect", "edge", "relation", "relationship", "version",
	"versions", "commit", "commits", "branch", "lines", "line", "page", "pages", "cells", "cell", "rows", "row", "source", "code",
	"file", "blame"}

// bareWhen makes an undescribed key that names a time a date or a point
// in time: "when", "needed"; and "from" or "to" beside its other end on a
// tool that moves or turns nothing (a report, a bill, a list of
// readings), which spans days, or hours of a day its "date" sibling
// names (a rehearsal call's from and to).
func (c *ctx) bareWhen(r *Role) {
	if r.Kind != Unknown || c.numeric || len(c.f.Enum) > 0 || c.f.Pattern != "" || c.f.Description != "" ||
		c.f.Title != "" || len(r.Examples) > 0 || c.p.Item || len(c.ts) != 1 || c.p.Words != "" {
		return
	}
	if k, ok := whenWords[c.last]; ok {
		r.Kind, r.Why = k, r.Why+"; name "+c.last+": when it is"
		return
	}
	ends, ok := spanEnds[c.last]
	if !ok || !slices.ContainsFunc(c.p.Siblings, func(s string) bool { return slices.Contains(ends, strings.ToLower(s)) }) {
		return
	}
	if slices.ContainsFunc(c.p.Siblings, func(s string) bool { return s == "date" || s == "day" }) {
		r.Kind, r.Why = Time, r.Why+"; "+c.last+" beside its other end and a date: hours of that day"
		return
	}
	ts := Tokens(c.tool.Name + " " + c.tool.Title + " " + c.tool.Description)
	days := slices.ContainsFunc(ts, func(t string) bool { return slices.Contains(spanDays, t) })
	if !days && slices.ContainsFunc(ts, func(t string) bool { return slices.Contains(spanMotion, SingularToken(t)) }) {
		return
	}
	r.Kind, r.Why = Date, r.Why+"; "+c.last+" beside its other end on a tool that moves nothing: a span of days"
}

// validityWords open a key that says from or until when something holds
// ("effective_from", "valid_until", "active_since").
var validityWords = []string{"effective", "valid", "validity", "active", "applies", "applicable", "available", "in_force"}

// validityDate makes an undescribed key of a validity word and a span's
// end ("effective_from", "valid_until") a date: a rate, a price or a
// policy holds from or until a day, whatever the tool moves.
func (c *ctx) validityDate(r *Role) {
	if r.Kind != Unknown || c.numeric || len(c.f.Enum) > 0 || c.f.Pattern != "" || len(r.Examples) > 0 || len(c.ts) != 2 {
		return
	}
	switch c.last {
	case "from", "until", "till", "to", "since", "through":
	default:
		return
	}
	if !slices.Contains(validityWords, c.ts[0]) {
		return
	}
	r.Kind, r.Why = Date, r.Why+"; "+c.ts[0]+" "+c.last+": the day it holds "+c.last
}
