package role

import "testing"

// A terse description that ends on a unit abbreviation states the unit:
// a quarry's blast hole "depth m" is metres, its crusher's "run hrs" and
// a ground handler's delay "mins" are spans of time (the delay was said
// as "1 meter", the run drawn as 434). "min 2h block" states no unit: its
// "min" is a minimum.
func TestTerseUnit(t *testing.T) {
	t.Parallel()
	q, qt := loadServer(t, "dev39/quarry.json")
	a, at := loadServer(t, "dev39/airport_ground_handling.json")
	checkKindUnits(t, []kindUnit{
		{q, qt, "blast_plan", "/dp", Quantity, "meters"},
		{q, qt, "crush_log", "/hr", Duration, "hours"},
		{q, qt, "crush_log", "/dn/*/m", Duration, "minutes"},
		{a, at, "dly.add", "/m", Duration, "minutes"},
	})
	if p := readProse("min 2h block", true); p.unit == "minutes" {
		t.Errorf(`"min 2h block": unit minutes, want none from its opening "min"`)
	}
}

// A name ending on "hrs" is a span of hours (wait_hrs was a bare number).
func TestHrsSuffix(t *testing.T) {
	t.Parallel()
	r := Classify(ToolContext{Name: "log_wait", Description: "Log a wait."},
		ParamContext{Name: "wait_hrs", Path: "/wait_hrs", Schema: []byte(`{"type":"integer"}`)})
	if r.Kind != Duration || r.Unit != "hours" {
		t.Errorf("wait_hrs = %s in %q (%s), want a duration in hours", r.Kind, r.Unit, r.Why)
	}
}

// kindUnit is a parameter of a tool of a server read from a file (s and
// its tools), at pointer ptr, and the kind and unit its role must have.
type kindUnit struct {
	s         *Server
	tools     map[string]ServerTool
	tool, ptr string
	kind      Kind
	unit      string
}

// checkKindUnits reports each case whose role has another kind or unit.
func checkKindUnits(t *testing.T, cases []kindUnit) {
	t.Helper()
	for _, c := range cases {
		r := fileRole(t, c.s, c.tools, c.tool, c.ptr)
		if r.Kind != c.kind || r.Unit != c.unit {
			t.Errorf("%s %s = %s in %q (%s), want %s in %q", c.tool, c.ptr, r.Kind, r.Unit, r.Why, c.kind, c.unit)
		}
	}
}
