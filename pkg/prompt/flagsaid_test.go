package prompt

import "testing"

// A flag of a list's items whose key opens with a modal verb is negated
// by that verb: can-swim-50m=false is "can't swim 50m", never "not can
// swim 50m".
func TestModalFlagNegated(t *testing.T) {
	checkSaid(t, fileRequests(t, "dev44/surf_school.json", "book-lesson",
		`{"lesson-id":"L240812-FIS-0930","contact-name":"Ann Lee","contact-phone":"+44 131 471 1821","students":[{"name":"Hugo Hansen","age":23,"can-swim-50m":false},{"name":"Ravi Novak","age":30,"can-swim-50m":true}]}`, 8),
		[]string{"can't swim 50m"}, "not can swim")
}

// A flag named by a verb that takes no object or by a verdict is said
// as a mark: go=true "marked as a go", go=false "marked as a no-go",
// ok=false "marked as not OK", never "and go it", "but don't go it" nor
// "(not ok)".
func TestVerdictFlagSaid(t *testing.T) {
	checkSaid(t, fileRequests(t, "dev44/surf_school.json", "record-conditions", `{"beach":"FIS","observed-at":"2026-01-20T08:30:00Z","wave-height-m":1.2,"go":true}`, 8),
		[]string{"marked as a go"}, "go it")
	checkSaid(t, fileRequests(t, "dev44/surf_school.json", "record-conditions", `{"beach":"FIS","observed-at":"2026-01-20T08:30:00Z","wave-height-m":1.2,"go":false}`, 8),
		[]string{"marked as a no-go"}, "go it")
	checkSaid(t, fileRequests(t, "dev43/lifeboat_station.json", "chk_log", `{"eq":"SLARS","chk":"weekly","by":"C1","ok":false}`, 8),
		[]string{"marked as not ok"}, "(not ok)")
}

// A flag described by what it keeps and "only" ("overdue only") keeps
// only those on a read, "only the overdue ones", never "(overdue)".
func TestOnlyTailFlag(t *testing.T) {
	checkSaid(t, fileRequests(t, "dev44/clock_watch_repair.json", "job.ls", `{"od":true}`, 8),
		[]string{"only the overdue ones", "just the overdue ones"}, "(overdue)", "marked as overdue")
}

// A level given to what is made is no filter: "for the advanced level"
// or "at the advanced level", never "advanced level only".
func TestLevelOnlyOnReads(t *testing.T) {
	checkSaid(t, fileRequests(t, "dev44/surf_school.json", "create-lesson",
		`{"beach":"FIS","date":"2026-03-04","start":"12:30","level":"advanced","kind":"group","capacity":3}`, 16),
		[]string{"advanced level"}, "level only")
}
