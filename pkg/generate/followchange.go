package generate

import "github.com/mcpgen/mcpgen/pkg/prompt"

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
		!prompt.AgainTarget(varied, second.args[varied.Name])
}
