package synth

import (
	"slices"
	"strings"
)

// opinionSet is the feedback a person leaves on one kind of subject, by
// how they liked it: [0] well, [1] so-so, [2] badly.
type opinionSet [3][]string

// Feedback a person leaves, by what it is about: a visit to a place (a
// meal, a stay, a class), a product bought, or anything.
var (
	// visitOpinions are what a guest says of a visit
	visitOpinions = opinionSet{
		{"Friendly staff and quick service; we'll be back.", "Lovely evening, the staff made us feel welcome.", "Great from start to finish, thank you!"},
		{"Waited a while to be served, but the rest was fine.", "A bit pricey for what it is.", "Good, but it was very busy and loud."},
		{"Waited over an hour and nobody checked on us.", "Not up to the usual standard, sadly.", "The booking was lost and we had to wait."}}
	// productOpinions are what a buyer says of a thing bought
	productOpinions = opinionSet{
		{"Works as described and arrived quickly.", "Exactly what I needed, well made.", "Good value for the price."},
		{"Does the job, though smaller than the photos suggest.", "Fine for the price, nothing special."},
		{"Stopped working after two weeks.", "Arrived damaged and support was slow to answer."}}
	// plainOpinions fit feedback on anything
	plainOpinions = opinionSet{
		{"Really enjoyed it, thank you!", "Better than expected, well done."},
		{"Good overall, a few things to improve.", "Fine, but nothing special."},
		{"Not great this time, I'm afraid.", "Disappointing, not what I expected."}}
	// feedbackTitles head a review of anything
	feedbackTitles = opinionSet{{"Great experience", "Would recommend", "Worth it"}, {"Good, not great", "Mixed feelings"},
		{"Disappointing this time", "Not for us"}}
)

// visitWords and productWords say what a tool's feedback is about.
var (
	visitWords   = []string{"visit", "stay", "meal", "restaurant", "hotel", "dinner", "lunch", "class", "tour", "appointment", "trip", "session", "table", "guest"}
	productWords = []string{"product", "item", "purchase", "order", "sku", "delivery", "bought"}
)

// opinionsOf is the opinion set of the tool's subject (visitWords,
// productWords, else plainOpinions).
func (g *Generator) opinionsOf() opinionSet {
	words := strings.ToLower(g.opts.Topic + " " + g.opts.About)
	switch {
	case textHas(words, visitWords...):
		return visitOpinions
	case textHas(words, productWords...):
		return productOpinions
	}
	return plainOpinions
}

// feedbackText returns the text of kind k (a note or comment 'n', a
// description 'd', a message 'm', a title 't') a person writes in a tool
// that records their feedback on a place or a thing ("leave_review: Leave
// a review of a visit"): their opinion of it, never a remark of the area
// the server is about ("Doubles well for meal prep." of a recipe as a
// restaurant review's comment). fitOpinion then matches it to the
// rating given beside it. ok is false for other tools and kinds.
func (g *Generator) feedbackText(k byte, obj string) (string, bool) {
	if !feedbackNouns[obj] || strings.IndexByte("ndmt", k) < 0 {
		return "", false
	}
	set := g.opinionsOf()
	if k == 't' {
		set = feedbackTitles
	}
	i := g.rng.Intn(len(set[0]) + len(set[1]) + len(set[2])) // (one draw, as the area's remark it replaces)
	for _, pool := range set {
		if i < len(pool) {
			return pool[i], true
		}
		i -= len(pool)
	}
	return "", false
}

// moodWords are the verdicts an enum of feedback offers, by the mood
// of opinionSet they go with.
var moodWords = map[string]int{"up": 0, "positive": 0, "good": 0, "great": 0, "excellent": 0, "thumbs_up": 0, "like": 0,
	"mixed": 1, "neutral": 1, "ok": 1, "okay": 1, "average": 1, "fair": 1,
	"down": 2, "negative": 2, "bad": 2, "poor": 2, "terrible": 2, "thumbs_down": 2, "dislike": 2}

// opinionKeys are the last words of the names fitOpinion reads a verdict
// from.
var opinionKeys = map[string]bool{"rating": true, "stars": true, "score": true, "overall": true, "sentiment": true, "verdict": true}

// fitOpinion makes an opinion feedbackText drew agree with the rating
// obj gives beside it (a number named rating, stars or score, out of
// its schema maximum, else 5 or 10): 1 of 5 with "Would recommend" or 5
// with "Not up to the usual standard" is a review nobody writes.
func (g *Generator) fitOpinion(p *objPlan, obj map[string]any) {
	mood := -1
	for i, k := range p.names {
		ts := p.tokensAt(i)
		if len(ts) == 0 || !opinionKeys[ts[len(ts)-1]] {
			continue
		}
		if s, ok := obj[k].(string); ok {
			if m, ok := moodWords[strings.ToLower(s)]; ok {
				mood = m // overall "down": a bad opinion
				break
			}
			continue
		}
		x, ok := numberOf(obj[k])
		if !ok || x < 0 {
			continue
		}
		top := 5.0
		if x > 5 {
			top = 10
		}
		if len(p.schemas[i]) > 0 && p.schemas[i][0].Maximum != nil {
			top, _ = p.schemas[i][0].Maximum.Float64()
		}
		if top <= 0 || x > top {
			continue
		}
		switch f := x / top; {
		case f >= 0.75:
			mood = 0
		case f > 0.45:
			mood = 1
		default:
			mood = 2
		}
		break
	}
	if mood < 0 {
		return
	}
	for _, k := range p.names {
		s, ok := obj[k].(string)
		if !ok {
			continue
		}
		for _, set := range []opinionSet{visitOpinions, productOpinions, plainOpinions, feedbackTitles} {
			if at := slices.IndexFunc(set[:], func(pool []string) bool { return slices.Contains(pool, s) }); at >= 0 && at != mood {
				obj[k] = set[mood][g.rng.Intn(len(set[mood]))]
			}
		}
	}
}
