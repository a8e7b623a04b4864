package synth

// schemaOnlyColumns are columns a tracker's schema gives besides the
// properties its items are set by (propFields): tags to pick from, a
// link, free notes, when a row was made. A new data source's columns are
// drawn from both, so the schemas of many requests are not the same few
// runs of Status, Priority and Due date.
var schemaOnlyColumns = []struct {
	name, typ string
	opts      []string
}{
	{"Tags", "multi_select", []string{"Bug", "Feature", "Docs", "Chore"}},
	{"Link", "url", nil},
	{"Notes", "rich_text", nil},
	{"Created", "created_time", nil},
}

// A tableColumn is a typed column of a table people keep: its name, its
// Notion-style type and, for a select, its options.
type tableColumn struct {
	name, typ string
	opts      []string
}

// tableColumns are, per title of tableTitles, the columns such a table
// keeps besides its title: a reading list tracks its books' authors and
// whether they were read, a hiring pipeline its candidates' stage, not
// every table a task tracker's Team and Estimate (was "Reading list" with
// "- Team (select: Platform, Growth, Design, Support) - Estimate (number)",
// now "- Author (rich text) - Status (select: To read, Reading, Finished)").
var tableColumns = map[string][]tableColumn{
	"Bug tracker": {{"Status", "select", []string{"Open", "In progress", "Fixed", "Won't fix"}}, {"Priority", "select", []string{"High", "Medium", "Low"}},
		{"Assignee", "people", nil}, {"Reported", "date", nil}, {"Tags", "multi_select", []string{"Regression", "UI", "Backend", "Mobile"}}},
	"Sprint board": {{"Status", "select", []string{"To do", "In progress", "In review", "Done"}}, {"Owner", "people", nil},
		{"Estimate", "number", nil}, {"Due date", "date", nil}},
	"Product roadmap": {{"Quarter", "select", []string{"Q1", "Q2", "Q3", "Q4"}}, {"Status", "select", []string{"Planned", "In progress", "Shipped"}},
		{"Owner", "people", nil}, {"Team", "select", []string{"Platform", "Growth", "Design", "Support"}}},
	"Content calendar": {{"Publish date", "date", nil}, {"Channel", "select", []string{"Blog", "Newsletter", "LinkedIn", "YouTube"}},
		{"Author", "people", nil}, {"Status", "select", []string{"Idea", "Drafting", "Scheduled", "Published"}}},
	"Hiring pipeline": {{"Stage", "select", []string{"Applied", "Phone screen", "Onsite", "Offer", "Hired"}},
		{"Role", "select", []string{"Backend engineer", "Product designer", "Data analyst"}}, {"Interviewer", "people", nil}, {"Applied", "date", nil}},
	"Reading list": {{"Author", "rich_text", nil}, {"Status", "select", []string{"To read", "Reading", "Finished"}}, {"Link", "url", nil},
		{"Rating", "number", nil}},
	"Customer feedback": {{"Customer", "rich_text", nil}, {"Sentiment", "select", []string{"Positive", "Neutral", "Negative"}},
		{"Received", "date", nil}, {"Area", "select", []string{"Billing", "Onboarding", "Mobile app", "Reports"}}},
	"Meeting notes": {{"Date", "date", nil}, {"Attendees", "people", nil}, {"Type", "select", []string{"Standup", "Planning", "Retro", "1:1"}},
		{"Action items", "rich_text", nil}},
	"Team directory": {{"Role", "rich_text", nil}, {"Team", "select", []string{"Platform", "Growth", "Design", "Support"}},
		{"Start date", "date", nil}, {"Office", "select", []string{"Lisbon", "Berlin", "Remote"}}},
	"Release checklist": {{"Done", "checkbox", nil}, {"Owner", "people", nil}, {"Release", "select", []string{"v2.3", "v2.4", "v2.5"}},
		{"Due date", "date", nil}},
	"Travel plans": {{"Destination", "rich_text", nil}, {"Dates", "date", nil}, {"Booked", "checkbox", nil}, {"Cost", "number", nil}},
	"Expenses": {{"Amount", "number", nil}, {"Category", "select", []string{"Travel", "Meals", "Software", "Equipment"}},
		{"Date", "date", nil}, {"Reimbursed", "checkbox", nil}},
}

// anyTableColumns are columns a table of any name may keep besides its
// own (tableColumns): free notes, a link, when a row was made.
var anyTableColumns = []tableColumn{{"Notes", "rich_text", nil}, {"Link", "url", nil}, {"Created", "created_time", nil}}

// schemaColumns adds n columns to the schema v, drawn without repeats
// from propFields and schemaOnlyColumns.
func (g *Generator) schemaColumns(v map[string]any, n int) {
	total := len(propFields) + len(schemaOnlyColumns)
	for _, i := range g.rng.Perm(total)[:n] {
		if i >= len(propFields) {
			c := schemaOnlyColumns[i-len(propFields)]
			v[c.name] = map[string]any{c.typ: selectOptions(c.opts)}
			continue
		}
		fl := propFields[i]
		switch fl.kind {
		case 'v':
			v[fl.name] = map[string]any{"select": selectOptions(fl.vals)}
		case 'y':
			v[fl.name] = map[string]any{"date": map[string]any{}}
		case 'p':
			v[fl.name] = map[string]any{"people": map[string]any{}}
		case 'n':
			v[fl.name] = map[string]any{"number": map[string]any{}} // the default format, unsaid
		case 'b':
			v[fl.name] = map[string]any{"checkbox": map[string]any{}}
		}
	}
}

// selectOptions is the configuration of a select column offering opts
// ({"options": [{"name": …}, …]}), an empty one for a column of another
// type (nil opts).
func selectOptions(opts []string) map[string]any {
	if opts == nil {
		return map[string]any{}
	}
	list := make([]any, len(opts))
	for j, o := range opts {
		list[j] = map[string]any{"name": o}
	}
	return map[string]any{"options": list}
}
