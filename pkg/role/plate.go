package role

import "strings"

// IDPlate is a vehicle's registration plate: "7ABC123".
const IDPlate IDConvention = "plate"

// vehicleWords say a tool is about vehicles: its registration is a
// plate, not a sign-up.
var vehicleWords = []string{"vehicle", " car", "car ", "cars", "fleet", "truck", "lorry", "van ", "vans", "motor", "trailer", "driver",
	"parking", "toll", "taxi", "garage", "dvla", "mot "}

// plateWords in a description name a vehicle's plate outright.
var plateWords = []string{"license plate", "licence plate", "number plate", "registration plate", "plate number", "registration number"}

// plateSense makes a vehicle's registration or licence plate a plate
// ("7ABC123"): the name rule gave it a filler word
// ("standard") or a row number ("545404"). A registration elsewhere (an
// event's, a domain's) is left alone.
func (c *ctx) plateSense(r *Role) {
	if c.numeric || len(c.f.Enum) > 0 || len(r.Examples) > 0 {
		return
	}
	switch r.Kind {
	case Unknown, Word, ID, Ident, Code, Text, Tag, Query, Title:
	default:
		return
	}
	tool := strings.ToLower(c.tool.Name + " " + c.tool.Description)
	name := strings.ToLower(strings.Join(c.ts, " "))
	vehicle := containsAny(" "+name+" "+c.d+" "+tool+" ", vehicleWords...)
	named := c.hasToken("plate", "plates", "registration", "reg", "rego", "vrm", "vrn")
	if !containsAny(name+" "+c.d, plateWords...) && !(named && vehicle) {
		return
	}
	r.Kind, r.ID, r.Values, r.ValuesFromProse = ID, IDPlate, nil, false
	r.Why += "; a vehicle's registration: a plate"
}
