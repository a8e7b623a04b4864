package synth

import "strings"

// visualNouns are the last words of a tool that draws a picture of data:
// its title says what the data is about, not a piece of software work.
var visualNouns = map[string]byte{"chart": 'c', "charts": 'c', "graph": 'c', "plot": 'c', "histogram": 'c',
	"diagram": 'c', "heatmap": 'c', "infographic": 'c', "visualization": 'c', "visualisation": 'c',
	"map": 'm', "maps": 'm'}

var (
	// chartTitles are what a chart's data is about.
	chartTitles = []string{"Monthly sales 2025", "Budget by department", "Website visitors", "Market share by region",
		"Weekly sign-ups", "Energy use by month", "Survey results", "Expenses by category", "Orders per quarter",
		"Rainfall by month"}
	// mapTitles are what a map shows: places, routes or figures by area.
	mapTitles = []string{"Sales by region", "Weekend walking route", "Store locations", "Population by district",
		"Delivery routes", "Museums to visit", "Rainfall by region", "Day trip itinerary"}
)

// visualTitle titles a chart or a map by what its data is about: an
// example the tool's description gives ("such as market share") or a
// common subject of such a picture. ok is false for a tool that draws no
// picture of data, and for a tool about code (a build-time chart keeps
// its server's titles).
func (g *Generator) visualTitle(h hint) (string, bool) {
	ts := tokens(g.opts.Topic)
	if len(ts) == 0 || g.aboutCode() || !wholeTitle(h.name) {
		return "", false
	}
	kind := visualNouns[strings.ToLower(ts[len(ts)-1])]
	if kind == 0 {
		return "", false
	}
	var ex []string
	for _, e := range g.descExamplesOf() {
		if len(e) > 3 && !strings.HasPrefix(strings.ToLower(e), "etc") {
			ex = append(ex, e) // ("hospitals, supermarkets, etc.": no "Etc")
		}
	}
	if len(ex) > 0 {
		e := ex[g.rng.Intn(len(ex))]
		return strings.ToUpper(e[:1]) + e[1:], true
	}
	if kind == 'm' {
		return mapTitles[g.rng.Intn(len(mapTitles))], true
	}
	return chartTitles[g.rng.Intn(len(chartTitles))], true
}

// wholeTitle tells whether a parameter so named titles the whole picture
// ("title", "chart_title"), not a part of it (an axis's "axisYTitle").
func wholeTitle(name string) bool {
	ts := tokens(name)
	if len(ts) == 0 || strings.ToLower(ts[len(ts)-1]) != "title" {
		return false
	}
	return len(ts) == 1 || visualNouns[strings.ToLower(ts[len(ts)-2])] != 0
}
