package generate

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// fansOutOneSlot tells whether calls of pt that differ only in p's value
// would make several of one unique thing at once, which no person asks
// for in one message: pt books a slot (book, reserve, schedule: one
// patient booked at four branches at 12:15, one rider holding bikes at
// three stations, three member ids of one birth date in one slot), or
// pt makes a thing placed at a time or position its args hold and p is
// not the existing thing it is made on (four chapters of one episode at
// the same second with four labels, or at four seconds with one label).
// Lookups of several things, and one chapter added to several episodes,
// fan out; bookings are asked for one at a time, each with its own
// values (parallel's other draw).
func fansOutOneSlot(pt *prepTool, p prompt.Param, args map[string]any) bool {
	if booksSlot(pt) {
		return true
	}
	if !readsOnly(pt) && namedNew(pt, p, args) {
		return true
	}
	if !makesThing(pt) || onThing(p) {
		return false
	}
	for _, q := range pt.bind.Params() {
		if _, set := args[q.Name]; set && placesInTime(q) {
			return true
		}
	}
	return false
}

// namedNew tells whether calls of pt differing in p alone would give
// one name to several things or several names to one: args set the name
// of what pt makes or changes (a parameter called "name", "new_name" or
// "display_name", beside an id of the thing the tool's name names, or in a tool that
// makes or renames things) and p is another parameter (a pet "Luna" added
// to three owners; tags a, b and c renamed "someday"), or p is that name
// while pt changes a thing that exists (zone 14 renamed "North end" and
// "East side") or makes one with its own code or key set (items "Mugs"
// and "Chairs" both under code 167777). A person names each thing once.
// A name that says which thing a call is on (the deployment to scale)
// is listed as any id is.
func namedNew(pt *prepTool, p prompt.Param, args map[string]any) bool {
	name, own, ided := "", false, false
	for _, q := range pt.bind.Params() {
		if _, set := args[q.Name]; !set {
			continue
		}
		switch norm(q.Name) {
		case "name", "newname", "displayname":
			name = q.Name
			continue
		case "code", "key", "slug", "sku", "identifier":
			own = true
		}
		if actedOn(q) && (idNoun(q.Name) == "" || slices.ContainsFunc(objectWords(pt.spoken().Name), func(w string) bool {
			return strings.TrimSuffix(w, "s") == strings.TrimSuffix(idNoun(q.Name), "s")
		})) {
			ided = true // the id of the thing the tool's name names ("contactId" of update-contact)
		}
	}
	makes := makesThing(pt)
	if name == "" || !makes && !ided && !slices.Contains(nameWords(pt.spoken().Name), "rename") {
		return false
	}
	return p.Name != name || !makes || own
}

// oneNameTwice tells whether a and b, two calls of pt, a tool that
// changes things, set one name (namedNew's parameters) on two things:
// another draw that happens to name its correspondent "Vela Energy" as
// the first call did is no second request a person makes.
func oneNameTwice(pt *prepTool, a, b map[string]any) bool {
	if readsOnly(pt) {
		return false
	}
	for _, q := range pt.bind.Params() {
		switch norm(q.Name) {
		case "name", "newname", "displayname":
			if v, ok := a[q.Name]; ok && fmt.Sprint(v) == fmt.Sprint(b[q.Name]) {
				return true
			}
		}
	}
	return false
}

// booksSlot tells whether pt books or reserves something held for one
// person at one time: its name or the first word of its description says
// so ("schedule_vaccination", "Book a vaccination appointment").
func booksSlot(pt *prepTool) bool {
	words := nameWords(pt.spoken().Name)
	if f := strings.Fields(strings.ToLower(pt.spoken().Description)); len(f) > 0 {
		words = append(words, strings.Trim(f[0], ".,:;"))
	}
	for _, w := range words {
		switch w {
		case "book", "reserve", "schedule", "appointment", "booking", "reservation", "rent", "hold":
			return true
		}
	}
	return false
}

// makesThing tells whether pt's name says it makes a new thing.
func makesThing(pt *prepTool) bool {
	for _, w := range actWords(pt) {
		switch w {
		case "create", "add", "new", "insert", "post", "make":
			return true
		}
	}
	return false
}

// onThing tells whether p names an existing thing a new one is made on
// or in (an episode's id, a folder, a chat message's timestamp): the same
// chapter added to several episodes, or one reaction to several
// messages, is several things a person may ask for at once.
func onThing(p prompt.Param) bool {
	switch p.Role.Kind {
	case role.ID, role.Repo, role.RepoName, role.DirPath, role.Channel, role.Collection, role.Database, role.MessageTS:
		return true
	}
	n := norm(p.Name)
	return strings.HasSuffix(n, "id") || strings.HasSuffix(n, "ids")
}

// placesInTime tells whether q places what is made at a time or a
// position (a date, a start time, a second into a recording, an offset).
func placesInTime(q prompt.Param) bool {
	switch q.Role.Kind {
	case role.Date, role.Time, role.DateTime, role.Offset:
		return true
	}
	n := norm(q.Name)
	switch n {
	case "t", "at", "ts", "time", "timestamp", "position", "pos", "start", "starttime", "seconds", "second", "offset", "slot":
		return true
	}
	return strings.HasSuffix(q.Name, "_at") || strings.HasSuffix(n, "seconds") || strings.HasSuffix(n, "time")
}

// tiedFanOut tells whether calls of pt, which changes things, differing
// in p alone would put several things into one holder or one thing
// into several (holderWords): four batches moved into one tank, four
// brews planned in one fermenter, one bike returned to three docks. A
// person asking for several such changes gives each its own.
func tiedFanOut(pt *prepTool, p prompt.Param, args map[string]any) bool {
	if readsOnly(pt) || !idArgKey(p.Name) || containerIDKey(p.Name) {
		return false
	}
	if holderWords[idNoun(p.Name)] {
		return keepsOtherID(args, args, p.Name, func(string) bool { return true })
	}
	return keepsOtherID(args, args, p.Name, func(n string) bool { return holderWords[n] })
}

// changesTied tells whether call c of pt, args with one value changed,
// changes a value a fan-out must not (tiedFanOut): one batch moved
// into a second tank with its full volume again.
func changesTied(pt *prepTool, args, c map[string]any) bool {
	for _, p := range pt.bind.Params() {
		if v, ok := c[p.Name]; ok && fmt.Sprint(v) != fmt.Sprint(args[p.Name]) && tiedFanOut(pt, p, args) {
			return true
		}
	}
	return false
}
