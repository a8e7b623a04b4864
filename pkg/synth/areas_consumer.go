package synth

import (
	"github.com/mcpgen/mcpgen/pkg/role"
)

// consumerLexicon holds the words of consumer areas whose things are
// physical (a bike, a bus, a ferry): notes there say what is wrong with
// the thing or what the rider asks, never a piece of software work.
var consumerLexicon = map[role.Area]*areaLex{
	"micromobility": {
		queries: []string{"e-bikes near {C} central station", "cargo bike", "stations with free docks", "rides last week", "monthly pass",
			"stations near the university", "e-scooter", "longest ride this month"},
		items: []areaItem{
			{"Commute to work", "Ride from the Main Street dock to the office, 14 minutes."},
			{"Evening ride along the river", "Took an e-bike from the park station, docked near the bridge."},
			{"Weekend cargo bike", "Borrowed a cargo bike for the market run, back within two hours."},
			{"Airport transfer", "Ride to the airport express station with a classic bike."},
		},
		notes: []string{"Bike was great, the dock was full so I used the next station.", "Seat was wet, a cover would help.",
			"Charged for 40 minutes but the ride was 25.", "Couldn't find the station at first, the map pin is off."},
		faults: []string{"Rear brake squeaks and the chain slips in third gear.", "Front tyre is flat.", "Saddle won't stay up; the clamp is loose.",
			"Front light doesn't turn on.", "Basket is bent and the bell is missing.", "Battery shows full but the motor cuts out on hills.",
			"Kickstand is broken, the bike falls over when parked.", "Left pedal is loose and clicks on every turn.",
			"Handlebar is crooked after a fall.", "Dock would not release the bike until the third try."},
		tags:  []string{"commute", "leisure", "e-bike", "cargo", "weekend", "night"},
		names: []string{"Commuters", "Weekend riders", "Students", "Night rides"},
	},
	"garden": {
		queries: []string{"tomato seedlings", "basil", "drip irrigation", "zone B humidity", "cucumbers", "aphids", "lettuce harvest", "strawberries"},
		items: []areaItem{
			{"Spring tomatoes", "Forty cherry tomato seedlings along the south bench, drip line every 30 cm."},
			{"Basil and herbs", "Two trays of basil, parsley and coriander, misted twice a day."},
			{"Winter lettuce", "Butterhead lettuce in the cold frame, harvest in about six weeks."},
			{"Cucumber trial", "Three varieties side by side to compare yield and mildew resistance."},
		},
		notes: []string{"Leaves yellowing on the bottom row, check the drip line.", "Aphids on the peppers again.",
			"Seedlings came up evenly, thin them next week.", "Vent stuck half open overnight, it got cold.",
			"First ripe tomatoes today.", "Soil stays wet at the far end; water less there."},
		faults: []string{"The pump hums but no water comes out.", "Fan blade is cracked and it wobbles at full speed.",
			"The vent motor stops halfway and the vent stays half open.", "Humidity sensor reads 100% all day.",
			"Drip line is leaking at the joint by bench 3.", "Heater trips the breaker when it switches on."},
		tags:  []string{"tomatoes", "herbs", "seedlings", "pests", "harvest", "irrigation"},
		names: []string{"Zone A", "South bench", "Propagation", "Cold frame"},
	},
	"transit": {
		queries: []string{"next departure to {C2}", "{C} central station", "first departure tomorrow", "routes from {C}",
			"weekend timetable", "bike on board", "monthly pass price", "accessible routes"},
		items: []areaItem{
			{"Morning commute", "Line 12 from the harbour to the city centre at 07:40."},
			{"Island day trip", "Return ferry for two adults and a bicycle, back on the 18:15 sailing."},
			{"Airport transfer", "Express train from {C} central station, one adult, one suitcase."},
		},
		notes: []string{"Travelling with a bicycle.", "Wheelchair space needed, please.", "Two adults and a child under six.",
			"Arriving on the connecting bus, may be a few minutes late.", "Traveling with a dog on a lead.",
			"The ticket machine at the pier was out of order."},
		tags:  []string{"commute", "weekend", "night", "accessible", "express", "off-peak"},
		names: []string{"Commuters", "Day trips", "School runs"},
	},
}

func init() {
	for a, lx := range consumerLexicon {
		if _, ok := areaLexicon[a]; !ok {
			areaLexicon[a] = lx
		}
	}
}

// chapterTitles are what a chapter, segment or section of an episode, a
// talk or a book is called: its title, not a genre.
var chapterTitles = []string{"Intro", "Interview with {W}", "Listener questions", "News of the week", "Main story",
	"Q&A", "Wrap-up", "Sponsor break", "Behind the scenes", "Recap of last episode"}

// chapterLabel returns a chapter's title for a label, title or name of a
// tool about chapters or segments; ok is false for other parameters.
func (g *Generator) chapterLabel(h hint) (string, bool) {
	ts := tokens(h.name)
	if len(ts) == 0 || !containsAny(ts[len(ts)-1], "label", "title", "name") {
		return "", false
	}
	if !containsAny(g.topicL, "chapter", "segment") && !containsAny(g.lowerDesc(h.desc), "chapter", "segment") {
		return "", false
	}
	return g.fill(chapterTitles[g.rng.Intn(len(chapterTitles))]), true
}

// areaSlug returns the slug of one of the area's named groups (a show, a
// collection) for a parameter named a slug; ok is false when the name is
// not a slug's or the area names no groups.
func (g *Generator) areaSlug(h hint) (string, bool) {
	ts := tokens(h.name)
	if len(ts) == 0 || ts[len(ts)-1] != "slug" {
		return "", false
	}
	lx := g.areaLex()
	if lx == nil || len(lx.names) == 0 {
		return "", false
	}
	if g.sc.groupSlug == "" {
		g.sc.groupSlug = slug(lx.names[g.rng.Intn(len(lx.names))])
	}
	return g.sc.groupSlug, true
}

// areaTag returns a label of the tool's area for a tag: a chapter's title
// for a chapter's label, else one of the area's tags; ok is false when
// the area has no tags.
func (g *Generator) areaTag(h hint) (string, bool) {
	if v, ok := g.chapterLabel(h); ok {
		return v, true
	}
	if lx := g.areaLex(); lx != nil && len(lx.tags) > 0 {
		return lx.tags[g.rng.Intn(len(lx.tags))], true
	}
	return g.plainTaskTag()
}

// groupIDNouns are the nouns of an id that names one of an area's named
// groups: a show or a series is called by its title's slug.
var groupIDNouns = map[string]bool{"show": true, "podcast": true, "series": true}

// groupIDSlug returns the slug of one of the area's named groups for the
// slug id of a show or a series ("showId": "science-weekly"), where two
// random nouns ("bag-clock") named no show; ok is false for another id
// or an area that names no groups. Each draw is its own, so the two shows
// of one request differ.
func (g *Generator) groupIDSlug(h hint) (string, bool) {
	ts := tokens(h.name)
	if len(ts) < 2 || ts[len(ts)-1] != "id" || !groupIDNouns[ts[len(ts)-2]] {
		return "", false
	}
	lx := g.areaLex()
	if lx == nil || len(lx.names) == 0 {
		return "", false
	}
	return slug(lx.names[g.rng.Intn(len(lx.names))]), true
}
