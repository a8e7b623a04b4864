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
