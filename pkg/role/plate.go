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
	if !c.looseString(r) {
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

// looseString reports whether r is a string role a name rule gave
// loosely (a word, an id, a code, a text …) with no enum nor examples of
// the schema's to keep: one a sense of the tool's context may sharpen.
func (c *ctx) looseString(r *Role) bool {
	if c.numeric || len(c.f.Enum) > 0 || len(r.Examples) > 0 {
		return false
	}
	switch r.Kind {
	case Unknown, Word, ID, Ident, Code, Text, Tag, Query, Title:
		return true
	}
	return false
}
