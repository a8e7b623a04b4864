package role

// landWords are words that make a "field" a piece of land (a field a
// load of grain came from, a paddock a herd grazes) rather than a field
// of a record or form.
var landWords = []string{"farm", "crops", "acre", "hectare", "paddock", "pasture", "grower", "orchard",
	"planting", "tillage", "irrigat", "grazing", "sown"}

// LandField reports whether a parameter's words (its lower-case name,
// title and description) speak of a field of land: a field named beside
// a farm, crops, acres or a grower.
func LandField(d string) bool {
	return containsAny(d, landWords...)
}
