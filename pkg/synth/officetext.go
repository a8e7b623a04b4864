package synth

import "strings"

// A tool on a server of office work on computers (a base of records, a
// document archive, a to-do app, a spreadsheet) whose words speak of no
// software work is no code (role.ToolAboutCode): its comments, titles,
// descriptions and reasons are about its own things, never an issue, a
// pull request or a CI run ("Settings page is now readable in dark mode"
// as a chart's alt text, "Remove the deprecated v1 endpoints" as a
// scanned document's title).

// officeText tells whether free text of the tool should come from its
// own world although its server is about office work on computers
// (grounded is false): the server keeps office records
// (role.Server.OfficeWork) and the tool is not about code. A team's wiki
// or chat keeps its stories, and so do the blocks of a rich text page,
// which tell a page's sentences in turn.
func (g *Generator) officeText() bool {
	return g.opts.Server.OfficeWork() && !g.aboutCode() && !strings.Contains(g.flatPtr, "/rich_text/")
}

// plainReasons are why a person closes, merges, deletes or rejects a
// thing of any kind ({o} the tool's thing).
var plainReasons = []string{"Duplicate of an existing {o}.", "No longer needed.", "Entered by mistake.",
	"Replaced by a newer {o}.", "Created twice by accident.", "Out of date; the details have changed."}

// plainReason returns a reason for acting on the tool's thing that names
// no software work. Its reasons are a closing's or a deletion's: for a
// tool whose name states no such act (a membership's freeze, a list's
// update) the reason is marked a filler, so an optional one is left out
// (was "Replaced by a newer freeze." for freezing a membership).
func (g *Generator) plainReason() string {
	if act, _ := g.toolActOf(); strings.IndexByte("xkjzw", act) < 0 || act == 0 {
		g.filler = true
	}
	obj := g.worldThing()
	if obj == "" || personNoun.MatchString(obj) {
		obj = "entry"
	}
	obj = g.spelledObject(obj)
	return strings.ReplaceAll(plainReasons[g.rng.Intn(len(plainReasons))], "{o}", obj)
}

// codeTables are the tableTitles that name software work: an office's
// tables and sheets are named for its own records.
var codeTables = map[string]bool{"Bug tracker": true, "Sprint board": true, "Product roadmap": true, "Release checklist": true}

// tableTitle returns the name of a database or table people keep; none
// about software work for a tool not about code.
// One call names one table: its title and its columns (docPropSchema)
// fit each other.
func (g *Generator) tableTitle() string {
	if g.sc.table > 0 {
		return tableTitles[g.sc.table-1]
	}
	i := g.rng.Intn(len(tableTitles))
	for n := 0; n < len(tableTitles) && codeTables[tableTitles[i]] && !g.aboutCode(); n++ {
		i = (i + 1) % len(tableTitles)
	}
	g.sc.table = i + 1
	return tableTitles[i]
}

// codeMail tells whether an email is about software work: a release or
// an outage of a service.
func codeMail(m mail) bool {
	return containsAny(strings.ToLower(m.subject+" "+m.body), "release notes", "outage", " api")
}
