package role

import "regexp"

// IDVIN is a vehicle identification number (ISO 3779): 17 letters and
// digits without I, O or Q, its ninth character a check digit.
const IDVIN IDConvention = "vin"

// reVINDesc finds a vehicle identification number a description names.
var reVINDesc = regexp.MustCompile(`(?i)\b(vins?|vehicle identification numbers?)\b`)

// vinCode makes a parameter a vehicle identification number when a token
// of its name is "vin" or, for one nothing else classified as prose, its
// description names a VIN ("17-character VIN"): a fleet's vehicle is
// looked up by its VIN, never by a word such as "compact".
func (c *ctx) vinCode(r *Role) {
	if c.numeric || len(r.Values) > 0 || r.Kind == Boolean || r.ID != "" && r.ID != IDOpaque {
		return
	}
	why := ""
	for _, t := range c.ts {
		if t == "vin" || t == "vins" {
			why = "name token " + t
		}
	}
	if why == "" && !proseKinds[r.Kind] && (r.Kind == Unknown || r.Kind == ID) && reVINDesc.MatchString(c.d) {
		why = "description names a VIN"
	}
	if why == "" {
		return
	}
	r.Kind, r.ID, r.Format = ID, IDVIN, ""
	r.Why += "; " + why + ": a vin by its standard"
}
