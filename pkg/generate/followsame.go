package generate

import (
	"reflect"
	"slices"
	"strings"
)

// makesNewThing tells whether pt's name says it makes or books one new thing
// (create, add, register, book, schedule, reserve): done again, it makes
// a second one.
func makesNewThing(pt *prepTool) bool {
	if makesThing(pt) {
		return true
	}
	for _, w := range nameWords(pt.spoken().Name) {
		switch w {
		case "register", "book", "schedule", "reserve", "enroll", "enrol":
			return true
		}
	}
	return false
}

// keepsName tells whether the second call of a follow-up keeps a name
// the first call gave the thing it makes (a top-level "name" or
// "title", or the name of an object it holds, such as a booking's
// pet), varying another value: "Same again for the Poodle breed" after
// registering Charlie registers Charlie twice, and "Now do the same for
// Yuki Kelly" after booking Milo books the same dog into the same slot
// for another owner. Only a new name makes another thing.
func keepsName(first, second map[string]any, varied string) bool {
	for _, k := range sortedArgKeys(first) {
		if k == varied {
			continue
		}
		v := first[k]
		if nameKey(k) && reflect.DeepEqual(v, second[k]) {
			return true
		}
		m, ok := v.(map[string]any)
		if !ok {
			continue
		}
		n, ok := second[k].(map[string]any)
		if !ok {
			continue
		}
		for _, nk := range sortedArgKeys(m) {
			if nameKey(nk) && reflect.DeepEqual(m[nk], n[nk]) {
				return true
			}
		}
	}
	return false
}

// nameKey tells whether key k names the thing it belongs to ("name",
// "title", "displayName").
func nameKey(k string) bool {
	switch strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(k)) {
	case "name", "title", "displayname":
		return true
	}
	return false
}

// sortedArgKeys are m's keys in order, so that what is read of them never
// depends on map order.
func sortedArgKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// keepsBirth tells whether the second call keeps the first call's date
// of birth (a key naming "birth", "born" or "dob"): said for another person, it
// gives them the first one's birthday.
func keepsBirth(first, second map[string]any) bool {
	for _, k := range sortedArgKeys(first) {
		l := strings.ToLower(k)
		if (strings.Contains(l, "birth") || strings.Contains(l, "dob") || strings.HasPrefix(l, "born")) && reflect.DeepEqual(first[k], second[k]) {
			return true
		}
	}
	return false
}

// keepsOtherID tells whether the second call keeps an id of the first
// call other than the varied one whose noun tied says belongs with the
// first target ("alarm_id" when the turbine varies: the alarm is that
// turbine's), and names no container (containerIDKey).
func keepsOtherID(first, second map[string]any, varied string, tied func(noun string) bool) bool {
	for _, k := range sortedArgKeys(first) {
		if k == varied || !idArgKey(k) || containerIDKey(k) || !tied(idNoun(k)) {
			continue
		}
		if scalar(first[k]) && reflect.DeepEqual(first[k], second[k]) {
			return true
		}
	}
	return false
}

// eventWords name things that happen to one thing ("alarm", "incident"):
// an id of one belongs to the thing it happened to.
var eventWords = map[string]bool{"alarm": true, "alert": true, "incident": true, "fault": true, "error": true,
	"failure": true, "reading": true, "session": true, "booking": true, "reservation": true, "appointment": true, "visit": true}

// holderWords name things that hold one other thing at a time ("tank",
// "fermenter", "berth"): several things into one, or one thing into
// several, is no change a person asks for.
var holderWords = map[string]bool{"tank": true, "fermenter": true, "vessel": true, "vat": true, "bay": true, "berth": true,
	"slot": true, "room": true, "seat": true, "court": true, "pitch": true, "stall": true, "pen": true,
	"kennel": true, "cage": true, "bed": true, "desk": true, "locker": true, "dock": true, "stand": true}

// tiedNoun tells whether a kept id's noun belongs with one target (an
// event of it, or a holder of one thing).
func tiedNoun(n string) bool { return eventWords[n] || holderWords[n] }

// idArgKey tells whether argument key k names an id ("alarm_id",
// "artistId", "id"), not a name or a count.
func idArgKey(k string) bool {
	if strings.EqualFold(k, "id") {
		return true
	}
	return strings.HasSuffix(k, "Id") || strings.HasSuffix(k, "ID") || strings.HasSuffix(strings.ToLower(k), "_id")
}

// containerWords name things that hold others ("project_id" beside a
// "task_id"): the same project for another task is what a person means.
var containerWords = map[string]bool{"workspace": true, "project": true, "team": true, "org": true, "organization": true,
	"organisation": true, "account": true, "tenant": true, "site": true, "repo": true, "repository": true, "guild": true,
	"server": true, "board": true, "list": true, "space": true, "folder": true, "channel": true, "database": true, "db": true,
	"store": true, "shop": true, "company": true, "workbook": true, "spreadsheet": true, "sheet": true, "calendar": true,
	"app": true, "application": true, "environment": true, "env": true, "cluster": true, "namespace": true, "region": true,
	"zone": true, "location": true, "warehouse": true, "portfolio": true, "group": true, "collection": true, "index": true,
	"table": true, "base": true, "document": true, "doc": true, "file": true, "page": true, "user": true, "owner": true}

// containerIDKey tells whether id key k names a container
// (containerWords) or names nothing but "id".
func containerIDKey(k string) bool {
	n := idNoun(k)
	return n == "" || containerWords[n]
}
