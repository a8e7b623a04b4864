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
	if craft := c.craftNamed(); craft != "" {
		r.Kind, r.ID, r.Values, r.ValuesFromProse = ID, IDPlate, nil, false
		r.Why += "; name ends on the craft " + craft + ": its registration, not a person"
		return
	}
	if !containsAny(name+" "+c.d, plateWords...) && !(named && vehicle) {
		return
	}
	r.Kind, r.ID, r.Values, r.ValuesFromProse = ID, IDPlate, nil, false
	r.Why += "; a vehicle's registration: a plate"
}

// craftNouns name a vehicle, a vessel or an aircraft: a parameter named
// by one alone ("glider", "boat", "vehicle") holds which one, by its
// registration, never a person, though "glider" ends like an agent noun
// (a club's launch log drew glider "Rui Taylor"). A coach and a bus are
// left out (a sports coach is a person, a message bus no vehicle), and
// a trailer: a depot numbers its own ("Trailer 7").
var craftNouns = map[string]bool{"vehicle": true, "car": true, "van": true, "truck": true, "lorry": true,
	"tractor": true, "caravan": true, "motorhome": true, "motorbike": true, "motorcycle": true,
	"scooter": true, "moped": true, "boat": true, "vessel": true, "ship": true, "yacht": true, "dinghy": true,
	"barge": true, "narrowboat": true, "ferry": true, "tug": true, "aircraft": true, "airplane": true,
	"aeroplane": true, "plane": true, "glider": true, "helicopter": true, "tanker": true, "locomotive": true,
	"loco": true, "tram": true, "railcar": true}

// craftNamed returns the craft noun a string parameter's name is, alone
// or after words choosing one ("tow_plane", "glider", "vessels"), when
// its description names no person nor anything else: "" otherwise.
func (c *ctx) craftNamed() string {
	if c.d != "" || len(c.ts) == 0 || len(c.ts) > 2 {
		return ""
	}
	if one := singular(c.last); craftNouns[one] {
		return one
	}
	return ""
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
