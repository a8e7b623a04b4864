package synth

import "strings"

// A note beside a chosen reason says more than the reason: "Found a
// supplier closer to us." beside switching_supplier, not "Switching
// supplier, so the standing order is cancelled.". The words of common
// reasons (price, quality, moving, closing, weather, illness, a
// duplicate) each have what a person adds when they give that reason;
// a reason not known here keeps the restating note.

// reasonSayings are what a person adds to a reason, keyed by a word of
// the reason ({o} the tool's object).
var reasonSayings = map[string][]string{
	"price":      {"The new prices are more than we can pay.", "Found the same for less elsewhere."},
	"cost":       {"The new prices are more than we can pay.", "Found the same for less elsewhere."},
	"expensive":  {"The new prices are more than we can pay.", "Found the same for less elsewhere."},
	"budget":     {"Our budget was cut for the rest of the year.", "No budget left for this until next quarter."},
	"quality":    {"The last few deliveries were not up to the usual standard.", "Too many complaints about it lately."},
	"supplier":   {"Found a supplier closer to us.", "We are moving to a supplier who delivers daily."},
	"competitor": {"Found a supplier closer to us.", "Going with another provider who can start sooner."},
	"closing":    {"We close for good at the end of the month.", "The business is shutting down after this season."},
	"closure":    {"We close for good at the end of the month.", "Closed until further notice."},
	"moving":     {"We're moving out of the area next month.", "Relocating to another city."},
	"moved":      {"We're moving out of the area next month.", "Relocating to another city."},
	"relocation": {"We're moving out of the area next month.", "Relocating to another city."},
	"weather":    {"Storm warning for the whole day.", "Heavy rain forecast; the ground is waterlogged."},
	"illness":    {"Down with the flu this week.", "Doctor's orders to rest for a few days."},
	"sick":       {"Down with the flu this week.", "Doctor's orders to rest for a few days."},
	"medical":    {"Doctor's orders to rest for a few days.", "Surgery scheduled that week."},
	"duplicate":  {"Entered twice by mistake; the other one stays.", "Same as the one created this morning."},
	"schedule":   {"Clashes with another commitment that day.", "The dates no longer work for us."},
	"conflict":   {"Clashes with another commitment that day.", "The dates no longer work for us."},
	"service":    {"Deliveries kept arriving late.", "Not happy with how the last issues were handled."},
	"late":       {"Arrived two hours after the agreed time.", "Came after we had opened, too late to use."},
	"damaged":    {"Arrived crushed; the box was split open.", "Damaged in transit, not usable."},
	"mistake":    {"Entered with the wrong details.", "Booked by mistake."},
	"error":      {"Entered with the wrong details.", "Created by mistake."},
}

// endOnlyReasons are reason words that say the reason only at its end:
// "late" is a late delivery, but "late notice" or "late payment" is the
// notice or the payment, which its saying does not fit.
var endOnlyReasons = map[string]bool{"late": true}

// reasonSaying returns what a person adds to the chosen reason v (in
// words, lower case), "" when none of its words is known.
func (g *Generator) reasonSaying(v string) string {
	ws := strings.Fields(v)
	for i, w := range ws {
		if endOnlyReasons[w] && i < len(ws)-1 {
			continue
		}
		if p, ok := reasonSayings[w]; ok {
			return p[g.rng.Intn(len(p))]
		}
		if p, ok := reasonSayings[singular(w)]; ok {
			return p[g.rng.Intn(len(p))]
		}
	}
	return ""
}
