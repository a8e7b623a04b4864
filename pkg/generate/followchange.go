package generate

import (
	"reflect"

	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// settingRedone tells whether the follow-up second, after first was done,
// makes the same change to the same thing again with one setting changed
// (varied): "Please renew member 85155's membership on the annual plan."
// then "How about with the plan set to monthly?". A change done once is
// not asked again with another option: the person corrects a slip
// instead, which the declined call's redo says ("Sorry, I meant the
// monthly plan."). A read asked again with another filter, and a change
// asked of another thing ("Now do the same for tournament 48752."), are
// what people ask.
func settingRedone(first, second spec, varied prompt.Param) bool {
	return varied.Name != "" && second.pt == first.pt && !readsOnly(first.pt) &&
		(!prompt.AgainTarget(varied, second.args[varied.Name]) || redated(first, second, varied))
}

// redated tells whether the follow-up second gives the thing first
// changed, named again by the same id, another date or time (varied): job
// SJ-2026-577 moved to April 24, then "And for January 13 as well" moves
// the one job twice. The date is the change's setting, not another thing
// it is done to: a person corrects it as a slip (the declined call's redo,
// "Sorry, I meant January 13."). A tool that makes or books things is
// left out: the same lesson booked for a second day is two bookings.
func redated(first, second spec, varied prompt.Param) bool {
	switch varied.Role.Kind {
	case role.Date, role.DateTime, role.Time:
	default:
		return false
	}
	if second.pt != first.pt || makesNewThing(first.pt) {
		return false
	}
	for _, p := range first.pt.bind.Params() {
		if p.Name == varied.Name || !idLike(p) {
			continue
		}
		if v, ok := first.args[p.Name]; ok && scalar(v) && reflect.DeepEqual(v, second.args[p.Name]) {
			return true
		}
	}
	return false
}

// rowsElsewhere tells whether the follow-up second, after first was done,
// records the rows of first (a check's three blood-pressure readings, an
// expense's lines) again for another target (varied): "How about with
// the pharmacy code FQ962?" after the readings were recorded at FQ534
// records one participant's readings twice. The rows are the first
// thing's own; a person corrects the target as a slip instead.
func rowsElsewhere(first, second spec, varied prompt.Param) bool {
	return varied.Name != "" && second.pt == first.pt && !readsOnly(first.pt) && carriesRows(first.args) &&
		prompt.AgainTarget(varied, second.args[varied.Name])
}
