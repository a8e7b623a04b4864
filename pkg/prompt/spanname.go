package prompt

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// plainSpanWords name a span by nothing but its being one ("duration
// minutes", "estimated hours"): "for 45 minutes" says all they do.
var plainSpanWords = map[string]bool{"duration": true, "length": true, "time": true, "total": true, "runtime": true,
	"elapsed": true, "estimated": true, "expected": true, "planned": true, "span": true, "lasting": true, "run": true,
	// a span that is how long a hold or a booking lasts: "reserve the
	// bike for 15 minutes", never "with a hold of 15 minutes"
	"hold": true, "wait": true, "stay": true, "shift": true, "session": true, "booking": true, "reservation": true,
	"rental": true}

// namedSpan says a span whose key names what it measures beside its unit
// ("withdrawal_days", "crew_hours", "start_seconds") by that name: "with
// a withdrawal of 15 days", "with 20 crew hours", "starting at 60
// seconds", "in the next 30 days". A bare "for 15 days" said how long the act takes, not
// what the 15 days are, and alone after the request ("Make it 15 days.")
// said nothing of them. ok is false for a key that names only the span
// ("duration_minutes") or the thing the request acts on ("session
// minutes" of "a session"), which "for 45 minutes" says well.
func namedSpan(hl, span string, in intent) (string, bool) {
	f := strings.Fields(hl)
	if l := len(f); l > 1 && unitWords[f[l-1]] != "" {
		f = f[:l-1]
	} else {
		return "", false // the unit is not in the key: it may be any span
	}
	obj := " " + strings.ToLower(in.Object+" "+in.Extra) + " "
	var named []string
	for i, w := range f {
		if !isWord(w) || len(w) < 2 {
			return "", false
		}
		if !plainSpanWords[w] && !strings.Contains(obj, " "+w+" ") && !strings.Contains(obj, " "+w+"s ") {
			named = append(named, w)
		} else if i > 0 && len(named) > 0 && named[len(named)-1] == f[i-1] && (role.Participle(f[i-1]) || strings.HasSuffix(f[i-1], "ing")) {
			// quoted_wait_minutes: the noun a participle tells of stays
			// ("a quoted wait of 15 minutes", never "a quoted of …"), and
			// so does the one a gerund tells the use of ("reading time")
			named = append(named, w)
		}
	}
	if len(named) == 0 || len(named) > 2 {
		return "", false
	}
	switch named[0] {
	case "start", "begin", "from", "offset":
		if len(named) == 1 {
			return "starting at " + span, true // a point in a recording, never how long
		}
	case "end", "stop", "until":
		if len(named) == 1 {
			return "ending at " + span, true
		}
	case "within":
		// "in the next", not "within": a distance bound beside it
		// ("within 25 miles") would say "within" twice
		return "in the next " + strings.TrimPrefix(span, "1 "), true // "in the next day"
	}
	last := named[len(named)-1]
	if strings.HasSuffix(last, "ing") || strings.HasSuffix(last, "ly") {
		return "", false // "remaining days", "weekly hours": no noun to name
	}
	what := strings.Join(named, " ")
	if boundTails[last] && len(named) > 1 {
		return what + " " + span, true // "expiring within 14 days", never "with an expiring within of 14 days"
	}
	n, unit, _ := strings.Cut(span, " ")
	switch {
	case n == "0" && !strings.HasSuffix(last, "s"):
		return "with no " + what, true // reading_time_minutes=0: "with no reading time", never "for 0 minutes"
	case unit == "hours" || unit == "hour":
		return "with " + n + " " + what + " " + unit, true // hours spent: "with 20 crew hours"
	case strings.HasSuffix(last, "s") && !strings.HasSuffix(last, "ss"):
		return "with " + span + " of " + what, true // "with 45 days of payment terms"
	}
	return fixArticleAfter("with a " + what + " of " + span), true // "with a withdrawal of 15 days"
}
