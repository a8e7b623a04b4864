package role

// angleNames are name words that always name an angle, with the range it
// lies in: a declination is -90 to 90 degrees like a latitude, an azimuth,
// a heading or a bearing 0 to 360 (a declination was drawn 336, an
// azimuth 576).
var angleNames = map[string]*Range{"declination": rng(-90, 90, 1), "azimuth": rng(0, 359, 0), "heading": rng(0, 359, 0),
	"bearing": rng(0, 359, 0), "course": rng(0, 359, 0)}

// degreeNames are name words that name an angle only in degrees (an
// elevation or an altitude is otherwise a height, a pitch a sound's):
// a tilt above the horizon, -90 to 90.
var degreeNames = map[string]*Range{"elevation": rng(0, 90, 1), "altitude": rng(0, 90, 1), "inclination": rng(0, 90, 1),
	"pitch": rng(-30, 30, 1), "roll": rng(-30, 30, 1), "tilt": rng(0, 60, 0), "angle": rng(0, 90, 0)}

// angleRange gives a number the name or unit says is an angle
// ("declination", "azimuth_deg", "heading": "Heading in degrees") the
// unit degrees and the range such an angle lies in; its stated bounds
// still narrow it (refineNumber). Numbers a name rule or a known measure
// placed (a solar panel's azimuth) are left alone.
func (c *ctx) angleRange(r *Role) {
	if r.Kind != Number && !(r.Kind == Quantity && r.Unit == "degrees" && r.Typical == nil) {
		return
	}
	degrees := r.Unit == "degrees" || c.hasToken("deg", "degrees")
	for i := len(c.ts) - 1; i >= 0; i-- {
		t, ok := angleNames[c.ts[i]]
		if !ok && degrees {
			t, ok = degreeNames[c.ts[i]]
		}
		if !ok {
			continue
		}
		cp := *t
		r.Kind, r.Unit, r.Typical = Quantity, "degrees", &cp
		r.Why += "; " + c.ts[i] + " is an angle in degrees"
		return
	}
}
