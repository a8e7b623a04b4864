package synth

import "strings"

// The category of a data point in a series a chart or a report plots
// ("data": [{"category": …, "value": …}]) is a label of one dimension
// data is grouped by: months, quarters, regions, sales channels. A plain
// filler word ("general", "default", "standard") is no category, and the
// points of one call share one dimension and take its labels in turn.

// chartDims are the label sets of the dimensions data points are grouped by.
var chartDims = [][]string{
	{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"},
	{"Q1", "Q2", "Q3", "Q4"},
	{"North", "South", "East", "West", "Central"},
	{"Online", "Retail", "Wholesale", "Partners"},
	{"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"},
}

// seriesParents name the array a data point is an element of.
var seriesParents = map[string]bool{"data": true, "series": true, "points": true, "datapoints": true, "values": true, "dataset": true, "datasets": true}

// categoryNames are the names of a data point's label field.
var categoryNames = map[string]bool{"category": true, "name": true, "label": true, "group": true, "x": true}

// chartCategory returns the next label of the call's dimension for the
// label field of a point in a data series; ok is false for any other
// field.
func (g *Generator) chartCategory(h hint) (string, bool) {
	ts := tokens(h.name)
	if len(ts) != 1 || !categoryNames[ts[0]] || !seriesParents[strings.ToLower(h.parent)] {
		return "", false
	}
	if g.sc.chartDim == 0 {
		g.sc.chartDim = 1 + g.rng.Intn(len(chartDims))
		g.sc.chartAt = g.rng.Intn(3)
		if r := g.rows; r != nil && r.n > len(chartDims[g.sc.chartDim-1]) {
			// more rows than the dimension has labels: one with enough
			// (regions or weekdays for five, months beyond), so no label
			// is plotted twice
			var fit []int
			for i, d := range chartDims {
				if len(d) >= r.n {
					fit = append(fit, i)
				}
			}
			g.sc.chartDim, g.sc.chartAt = 1, 0
			if len(fit) > 0 {
				g.sc.chartDim = 1 + fit[g.rng.Intn(len(fit))]
			}
		}
	}
	if ts[0] == "group" {
		// a point's group is a second dimension beside its category
		// (a quarter's sales per region)
		d := chartDims[g.sc.chartDim%len(chartDims)]
		if containsAny(","+h.sibs+",", ",time,", ",date,", ",timestamp,", ",month,") {
			// a series over time is grouped by a place or a channel, not
			// by a month or a weekday beside its own date
			d = chartDims[2+g.sc.chartDim%2]
		}
		v := d[g.sc.chartGroupAt%len(d)]
		g.sc.chartGroupAt++
		return v, true
	}
	d := chartDims[g.sc.chartDim-1]
	v := d[g.sc.chartAt%len(d)]
	g.sc.chartAt++
	return v, true
}

// graphSteps are the node labels of a flow or a network of one call: the
// steps of a process, the pages of a visit, the services of a system.
var graphSteps = [][]string{
	{"Order placed", "Payment", "Packing", "Shipping", "Delivered"},
	{"Homepage", "Search", "Product page", "Cart", "Checkout"},
	{"Gateway", "Auth service", "Orders service", "Database", "Cache"},
	{"Application", "Screening", "Interview", "Offer", "Hired"},
}

// graphNode returns a node label of the call's graph for a node's name
// ("nodes": [{"name": …}]) or an edge's end ("edges": [{"source": …,
// "target": …}], and a sankey's flows with both ends): an edge runs from
// one step to the next; ok is false for any other field.
func (g *Generator) graphNode(h hint) (string, bool) {
	p := strings.ToLower(h.parent)
	n := strings.ToLower(h.name)
	node := (p == "nodes" || p == "vertices") && (n == "name" || n == "label" || n == "id")
	flow := p == "edges" || p == "links" || seriesParents[p] && strings.Contains(","+h.sibs+",", ",source,") && strings.Contains(","+h.sibs+",", ",target,")
	end := flow && (n == "source" || n == "target" || n == "from" || n == "to")
	if !node && !end {
		return "", false
	}
	if g.sc.graphSet == 0 {
		g.sc.graphSet = 1 + g.rng.Intn(len(graphSteps))
	}
	d := graphSteps[g.sc.graphSet-1]
	at := g.sc.graphAt
	if n != "target" && n != "to" {
		g.sc.graphAt++ // (an edge's target is the step after its source)
	}
	return d[at%len(d)], true
}
