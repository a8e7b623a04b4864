package prompt

import "sync"

// rowShape is what the phrasing of a list of objects reads of the
// parameter's schema on every record: enumsOf, requiredOf and
// propertyOrder.
type rowShape struct {
	enums map[string]bool
	req   []string
	order []string
	// descs are the members' own descriptions (memberDescsOf), read
	// for what a terse member key stands for (memberKeyWords).
	descs map[string]string
}

// rowShapeMemo holds a parameter's rowShape, read once.
type rowShapeMemo struct {
	once  sync.Once
	shape rowShape
}

// rowShapeOf returns the rowShape of p's schema, read once per parameter
// (the schema is decoded three times otherwise, on every record). The
// map and slices are shared: callers only read them.
func (p Param) rowShapeOf() rowShape {
	read := func() rowShape {
		return rowShape{enums: enumsOf(p.schema), req: requiredOf(p.schema), order: propertyOrder(p.schema), descs: memberDescsOf(p.schema)}
	}
	f := p.facts
	if f == nil {
		return read()
	}
	f.rows.once.Do(func() { f.rows.shape = read() })
	return f.rows.shape
}
