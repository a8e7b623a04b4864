package synth

import "strings"

// A caption or an alt text of a site's image says what the picture
// shows, not a remark of software work ("Dashboard is slow for the big
// accounts again.").

var (
	// mediaCaptions are captions a site puts under its pictures.
	mediaCaptions = []string{"The new storefront on opening day.", "Our team at the spring open house.",
		"Close-up of the product on a white background.", "View from the rooftop terrace at sunset.",
		"Behind the scenes at the photo shoot.", "The main hall set up for the workshop."}
	// altTexts describe a picture for a reader who cannot see it.
	altTexts = []string{"A storefront with large windows and a green awning.", "Three people smiling around a table with laptops.",
		"A ceramic mug on a wooden desk next to a notebook.", "A city skyline at dusk seen from a rooftop.",
		"A hand holding a smartphone that shows a map.", "An empty meeting room with a long white table."}
	// chartAlts describe a chart for a reader who cannot see it.
	chartAlts = []string{"Column chart of the monthly totals for this year.", "Line chart of the weekly totals over the last quarter.",
		"Pie chart of the share of each category.", "Bar chart comparing the totals of each month.",
		"Line chart of the daily count over the last 30 days."}
)

// pictureWords say a tool or a value is about pictures.
var pictureWords = []string{"media", "image", "images", "photo", "photos", "picture", "pictures", "gallery", "attachment"}

// pictureSubject returns what the pictures of a tool named topic show
// ("upload_animal_photo": an animal), "" when its name names only the
// picture ("wp_update_media").
func pictureSubject(topic string) string {
	ts := tokens(topic)
	for i := len(ts) - 1; i > 0; i-- {
		if textHas(ts[i], pictureWords...) {
			if p := ts[i-1]; len(p) > 2 && actWords[p] == 0 && !toolVerbsSynth[p] && !nounStops[p] && p != "upload" {
				return singular(p)
			}
			return ""
		}
	}
	return ""
}

// captionText returns the caption or alt text of an image for a tool
// about pictures: what a site's picture shows, or a photo of the thing
// a tool not about software keeps; ok is false for other parameters and
// tools.
func (g *Generator) captionText(h hint) (string, bool) {
	alt := textHas(h.name, "alt")
	if !alt && !textHas(h.name, "caption") {
		return "", false
	}
	if !textHas(g.toolL+" "+h.parent, pictureWords...) {
		if !alt {
			return "", false
		}
		// an alt text describes a picture wherever it is: a chart's
		// says what the chart shows
		if textHas(g.toolL+" "+h.parent, "chart", "charts", "graph", "diagram") {
			return chartAlts[g.rng.Intn(len(chartAlts))], true
		}
		return altTexts[g.rng.Intn(len(altTexts))], true
	}
	if s := pictureSubject(g.opts.Topic); s != "" && g.grounded() {
		// a photo of the thing the tool keeps (an animal, a car)
		c := objectCaptions[g.rng.Intn(len(objectCaptions))]
		c = strings.ReplaceAll(c, "{o}", s)
		c = strings.ReplaceAll(c, "{O}", strings.ToUpper(s[:1])+s[1:])
		return strings.ReplaceAll(c, "{M}", g.when().Format("January 2")), true
	}
	if alt {
		return altTexts[g.rng.Intn(len(altTexts))], true
	}
	return mediaCaptions[g.rng.Intn(len(mediaCaptions))], true
}
