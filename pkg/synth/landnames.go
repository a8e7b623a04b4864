package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// landNames are names farmers give their fields: by where a field lies,
// by its acres, by what is beside it.
var landNames = []string{"North 40", "River Bottom", "Home Quarter", "Back 80", "Creek Field", "South Pivot", "Hilltop",
	"East Paddock", "Church Field", "Section 12", "Long Meadow", "West Forty"}

// landName returns a field's name where the field r names is a piece of
// land (its words speak of a farm, crops or acres: "Field or farm the
// load came from"), never a field of a form ("Status"); ok is false
// otherwise.
func (g *Generator) landName(r *role.Role, h hint) (string, bool) {
	if r.Names != "field" || !role.LandField(strings.ToLower(h.name+" "+h.title+" "+h.desc)) {
		return "", false
	}
	return landNames[g.rng.Intn(len(landNames))], true
}
