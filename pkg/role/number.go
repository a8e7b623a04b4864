package role

import (
	"math"
	"regexp"
	"strings"
	"unicode"
)

func rng(lo, hi float64, dec int) *Range { return &Range{Lo: lo, Hi: hi, Decimals: dec} }

// pastYears is the typical range of a calendar year a request names: the
// years before the run's reference date (2026-01-15), so that "papers
// published after 2019" or "sales from 2012 to 2018" have data behind
// them, never "after 2026".
func pastYears() *Range { return rng(2000, 2025, 0) }

// reYearDesc matches a description saying the number is a calendar year:
// "Only papers published after this year", "Start year", "(YYYY)".
var reYearDesc = regexp.MustCompile(`\b(year|yyyy)\b`)

// revenueWords name what a company takes in a year, as whole words
// between spaces: a turnover of hundreds of thousands to millions.
var revenueWords = []string{" revenue ", " turnover ", " sales ", " arr ", " mrr "}

// amountNamed is a number named price, amount, cost or total: money,
// sized as a revenue when it is the bare amount of an object that names
// one ({"annual_turnover": {"amount", "currency"}}).
func (c *ctx) amountNamed(why string) Role {
	if len(c.ts) == 1 && containsAny(" "+strings.Join(Tokens(c.parent), " ")+" ", revenueWords...) {
		return Role{Kind: Money, Typical: rng(250000, 25000000, 0), Why: "name amount of a revenue (" + c.parent + ")"}
	}
	return Role{Kind: Money, Typical: rng(1, 500, 2), Why: why}
}

// numberRole classifies an integer or number parameter by its name and
// description, with the range such a value typically takes.
func (c *ctx) numberRole() Role {
	last, d := c.last, c.d
	first := ""
	if len(c.ts) > 0 {
		first = c.ts[0]
	}
	why := "name token " + last
	if m, ok := c.knownMeasure(); ok {
		return m
	}
	if u, ok := c.measureNamed(); ok {
		return u
	}
	r := func(k Kind, t *Range) Role { return Role{Kind: k, Typical: t, Why: why} }
	if last != "year" && c.hasToken("year") && !c.hasToken("years", "per", "day", "week", "month") {
		// year_from, year_to, min_year_built: a calendar year whatever
		// word comes after it
		return Role{Kind: Year, Typical: pastYears(), Why: "name token year"}
	}
	if pr, ok := c.namedNumber(); ok {
		return pr
	}
	switch last {
	case "lat", "latitude":
		return r(Latitude, rng(-90, 90, 5))
	case "lng", "lon", "long", "longitude":
		return r(Longitude, rng(-180, 180, 5))
	case "price", "amount", "cost", "total":
		if last == "amount" && c.unitSibling() {
			// {"amount", "unit": "mg"}: a measure in the unit beside it
			return Role{Kind: Quantity, Typical: rng(1, 500, 2), Why: "name amount beside a unit"}
		}
		return c.amountNamed(why)
	case "port":
		return r(Quantity, rng(1024, 65535, 0))
	case "year", "vintage":
		// a vintage is the year a thing was made: past, never 2096
		return r(Year, pastYears())
	case "age":
		if timeUnits[c.pr.unit] {
			// "maxAge: cache age in milliseconds": how old, not a person's years
			return Role{Kind: Duration, Unit: c.pr.unit, Why: why + " in " + c.pr.unit}
		}
		return Role{Kind: Quantity, Unit: "years", Typical: rng(18, 90, 0), Why: why}
	case "page":
		if len(c.ts) > 1 && c.ts[len(c.ts)-2] == "per" {
			return r(Count, rng(1, 50, 0))
		}
		return r(Page, rng(1, 5, 0))
	case "offset", "skip", "start":
		return r(Offset, rng(0, 200, 0))
	case "index", "position", "idx":
		return r(Offset, rng(0, 12, 0))
	case "thoughts":
		return r(Count, rng(1, 12, 0))
	case "length", "thickness", "depth", "diameter", "gap":
		return c.extentNamed(why)
	case "limit", "count", "size", "max", "top", "num", "results", "n", "perpage", "k", "tokens", "quantity", "qty":
		if last == "number" && (first == "thought" || first == "total") {
			return r(Count, rng(1, 12, 0))
		}
		if last == "quantity" || last == "qty" {
			return r(Count, rng(1, 10, 0))
		}
		return r(Count, rng(1, 50, 0))
	case "number", "no":
		return c.numberNamed()
	case "timeout", "delay", "wait", "ms", "interval", "time", "seconds", "duration", "secs", "sec",
		"ttl", "expire", "expiry", "expiration", "minutes", "mins", "hours", "hrs", "days":
		return c.durationNamed(why)
	case "temperature":
		if containsAny(d, "celsius", "°c", "fahrenheit", "degrees") || c.climate() || c.heatOf() != nil {
			return Role{Kind: Quantity, Unit: "celsius", Typical: c.celsius(), Why: why}
		}
		return r(Ratio, rng(0, 2, 2))
	case "weight":
		if containsAny(d, "kg", "kilogram", "person", "patient", "body") {
			return Role{Kind: Quantity, Unit: "kg", Typical: rng(50, 110, 0), Why: why + " of a person"}
		}
		return r(Ratio, rng(0, 1, 2))
	case "probability", "prob", "ratio", "fraction", "threshold", "confidence", "alpha", "similarity":
		return r(Ratio, rng(0, 1, 2))
	case "percent", "percentage", "pct":
		return r(Percent, rng(10, 90, 0))
	case "width", "height", "x", "y":
		return c.sizeNamed(why)
	case "radius", "distance":
		// a search radius a person gives: round, from a walk to a drive
		return Role{Kind: Quantity, Unit: "meters", Typical: rng(500, 5000, 0), Why: why}
	case "zoom":
		return r(Quantity, rng(1, 20, 0))
	case "rating", "stars", "score":
		return r(Rating, rng(1, 5, 1))
	case "level":
		return r(Quantity, rng(1, 5, 0))
	case "line", "row", "column":
		// a position in a file or table, not how many
		return r(Number, rng(1, 300, 0))
	case "head", "tail", "lines", "steps", "retries", "attempts":
		return r(Count, rng(1, 500, 0))
	case "milestone":
		return Role{Kind: ID, ID: IDIID, Typical: rng(1, 12, 0), Why: why + ": a per-project number, milestones are few"}
	case "issue", "pull", "pr":
		return Role{Kind: ID, ID: IDIID, Typical: rng(1, 500, 0), Why: why + ": a per-project number"}
	case "id", "iid":
		if c.hasToken("issue", "pull", "pr", "milestone", "thought", "step") || last == "iid" {
			return Role{Kind: ID, ID: IDIID, Typical: rng(1, 500, 0), Why: why + ": a per-project number"}
		}
		return Role{Kind: ID, ID: IDInteger, Typical: rng(1, 100000, 0), Why: why}
	case "thought":
		return Role{Kind: ID, ID: IDIID, Typical: rng(1, 12, 0), Why: why + ": a step number"}
	case "step":
		if len(c.ts) > 1 && !c.hasToken("size", "per") {
			// branchFromStep, revisesStep: which of a few steps, not 47
			return Role{Kind: ID, ID: IDIID, Typical: rng(1, 12, 0), Why: why + ": a step number"}
		}
	}
	return c.numberByDesc()
}

// statedMeasure is the role of a number whose description states a unit
// of length ("Board width in millimetres"): a measure of a thing in that
// unit, not a screen's pixels or a count; ok is false when it states none.
func (c *ctx) statedMeasure(why string) (Role, bool) {
	if !lengthUnits[c.pr.unit] {
		return Role{}, false
	}
	return Role{Kind: Quantity, Unit: c.pr.unit, Why: why + " in " + c.pr.unit}, true
}

// sizeNamed is the role of a number named a width, a height or a
// coordinate: a person's height in centimetres, a thing's measure in the
// unit of length its description states ("Board width in millimetres"),
// else a screen's pixels.
func (c *ctx) sizeNamed(why string) Role {
	if containsAny(c.d, "person", "people", "patient", "body") || (c.pr.unit == "" || c.pr.unit == "cm") && containsAny(c.d, " cm", "centimet") && c.last == "height" && !c.hasToken("min", "max") {
		return Role{Kind: Quantity, Unit: "cm", Typical: rng(150, 200, 0), Why: why + " of a person"}
	}
	if m, ok := c.statedMeasure(why); ok {
		return m
	}
	if c.bareYear() {
		return Role{Kind: Year, Typical: pastYears(), Why: why + " of a yearly tool or a range of years"}
	}
	switch c.last {
	case "x", "y":
		return Role{Kind: Quantity, Unit: "pixels", Typical: rng(0, 1000, 0), Why: why}
	case "height":
		return Role{Kind: Quantity, Unit: "pixels", Typical: rng(480, 1080, 0), Why: why}
	}
	return Role{Kind: Quantity, Unit: "pixels", Typical: rng(320, 1920, 0), Why: why}
}

// extentNamed is the role of a number whose last name token names an
// extent ("length", "thickness", "depth", "gap"): a measure in the unit
// the description states, else what the name says without one (a length
// of a list, a depth of levels).
func (c *ctx) extentNamed(why string) Role {
	if m, ok := c.statedMeasure(why); ok {
		return m
	}
	switch c.last {
	case "length":
		return Role{Kind: Count, Typical: rng(1, 50, 0), Why: why}
	case "depth":
		return Role{Kind: Quantity, Typical: rng(1, 5, 0), Why: why}
	}
	return c.numberByDesc()
}

// momentNames are the last name tokens durationNamed reads that may name
// a moment as well as a span: a "time" or an "expiry" the description
// gives as epoch seconds is when, never how long ("timeout", "delay" and
// "ttl" are always spans).
var momentNames = map[string]bool{"time": true, "expire": true, "expiry": true, "expiration": true}

// durationNamed is the role of a number whose last name token names a
// span of time ("timeout", "ttl", "duration", "minutes"): its unit from
// the name or the description, and the span people set (a timeout of 5
// to 60 seconds, a meeting of 30 to 90 minutes, an expiry up to a day).
func (c *ctx) durationNamed(why string) Role {
	last, d := c.last, c.d
	if u := EpochUnit(d); u != "" && momentNames[last] {
		// a time its description gives in unix seconds is a moment, not
		// a span: "t", "liberation time, unix secs UTC", was said "for
		// 1,717,396,200 seconds", now "on June 3, 2024 at 6:30am UTC"
		return Role{Kind: DateTime, Unit: u, Why: why + " in " + u}
	}
	switch last {
	case "timeout", "delay", "wait", "ms", "interval", "time":
		if strings.Contains(d, "second") && !strings.Contains(d, "milli") || last == "time" {
			if last == "timeout" {
				// a timeout people set: 5 to 60 seconds, not 1 or 120
				return Role{Kind: Duration, Unit: "seconds", Typical: rng(5, 60, 0), Why: why}
			}
			return Role{Kind: Duration, Unit: "seconds", Typical: rng(1, 120, 0), Why: why}
		}
		if last == "timeout" {
			return Role{Kind: Duration, Unit: "milliseconds", Typical: rng(5000, 60000, 0), Why: why}
		}
		return Role{Kind: Duration, Unit: "milliseconds", Typical: rng(500, 30000, 0), Why: why}
	case "seconds", "duration", "secs", "sec":
		if c.hasToken("ttl", "expire", "expiry", "expiration", "expires") {
			return Role{Kind: Duration, Unit: "seconds", Typical: rng(60, 86400, 0), Why: why + " of an expiry"}
		}
		if last == "duration" && c.meeting() && !timeUnits[c.pr.unit] {
			// a meeting's or a class's duration with no unit said: minutes
			return Role{Kind: Duration, Unit: "minutes", Typical: rng(30, 90, 0), Why: why + " of a meeting, in minutes"}
		}
		return Role{Kind: Duration, Unit: "seconds", Typical: rng(1, 300, 0), Why: why}
	case "ttl", "expire", "expiry", "expiration":
		return Role{Kind: Duration, Unit: "seconds", Typical: rng(60, 3600, 0), Why: why}
	case "minutes", "mins":
		return Role{Kind: Duration, Unit: "minutes", Typical: rng(5, 120, 0), Why: why}
	case "hours", "hrs":
		// (wait_hrs: hours, not a bare 57)
		return Role{Kind: Duration, Unit: "hours", Typical: rng(1, 48, 0), Why: why}
	case "days":
		return Role{Kind: Duration, Unit: "days", Typical: rng(1, 30, 0), Why: why}
	}
	return Role{Kind: Duration, Unit: "seconds", Typical: rng(1, 300, 0), Why: why}
}

// numberNamed handles "<x>_number": an issue or PR number is an id, a
// thought number a step, "number of results" a count.
func (c *ctx) numberNamed() Role {
	why := "name " + c.p.Name
	switch {
	case c.hasToken("issue", "pull", "pr", "milestone", "ticket", "order", "invoice", "booking", "reservation", "confirmation", "case", "tracking", "account", "request"):
		return Role{Kind: ID, ID: IDIID, Typical: rng(1, 500, 0), Why: why + ": a per-project number"}
	case c.hasToken("thought", "step", "total"):
		return Role{Kind: Count, Typical: rng(1, 12, 0), Why: why}
	case c.hasToken("phone"):
		return Role{Kind: Phone, Why: why}
	case len(c.ts) == 1 && c.namesOneByNumber():
		return Role{Kind: ID, ID: IDIID, Typical: rng(100, 99999, 0), Why: why + ": the number of the one thing the tool reads or changes"}
	}
	return Role{Kind: Count, Typical: rng(1, 50, 0), Why: why}
}

// byNumber matches a tool's words that find its thing by a number ("Get
// trailer by fleet prefix and number", "look up a seat by row and number").
var byNumber = regexp.MustCompile(`\bby\b[^.;]{0,40}\bnumbers?\b`)

// countWords are a description's words that make a number a count.
var countWords = regexp.MustCompile(`\b(?:number of|how many|count|max(?:imum)?|limit|at most|up to)\b`)

// namesOneByNumber tells whether a parameter named just "number" (or
// "no") identifies the tool's one thing rather than counts: the tool
// finds it "by … number", or a sibling gives the series the number is in
// (prefix, mark, series, code, letter, row), and its own words say no
// count. It was a count, said as a limit ("up to 40 trailers").
func (c *ctx) namesOneByNumber() bool {
	if countWords.MatchString(c.d) {
		return false
	}
	if byNumber.MatchString(strings.ToLower(c.tool.Description + " " + c.tool.Title)) {
		return true
	}
	for _, s := range c.p.Siblings {
		if ts := Tokens(s); len(ts) > 0 {
			switch ts[len(ts)-1] {
			case "prefix", "mark", "series", "letter", "row":
				return true
			}
		}
	}
	return false
}

// unitNamed classifies a number whose last name token is its unit
// ("maxCharacters", "duration_in_months") or a point in time the
// description gives in epoch units ("timestamp … milliseconds since
// epoch").
func (c *ctx) unitNamed() (Role, bool) {
	why := "name token " + c.last
	switch c.last {
	case "characters", "chars":
		return Role{Kind: Count, Unit: "characters", Typical: rng(500, 5000, 0), Why: why}, true
	case "milliseconds", "millis":
		return Role{Kind: Duration, Unit: "milliseconds", Typical: rng(500, 5000, 0), Why: why}, true
	case "weeks":
		return Role{Kind: Duration, Unit: "weeks", Typical: rng(1, 8, 0), Why: why}, true
	case "months":
		return Role{Kind: Duration, Unit: "months", Typical: rng(1, 12, 0), Why: why}, true
	case "mg", "milligrams":
		// a dose: a strength a label prints (5, 20, 500 mg), never 877.55
		return Role{Kind: Quantity, Unit: "mg", Typical: rng(5, 1000, 0), Why: why + ": a dose in milligrams"}, true
	case "timestamp", "ts", "epoch":
		if u := EpochUnit(c.d); u != "" {
			return Role{Kind: DateTime, Unit: u, Why: why + " in " + u}, true
		}
		if u := epochBound(c.f.Minimum); u != "" && strings.TrimSpace(c.d) == "" {
			// an undescribed "timestamp" whose minimum is 1577836800
			// (2020-01-01): an instant near the reference date, never
			// 1577836894 said as a number
			return Role{Kind: DateTime, Unit: u, Why: why + " with a minimum in " + u}, true
		}
		if u := EpochUnit(strings.ToLower(c.tool.Description)); u != "" && (strings.TrimSpace(c.d) == "" || orderedOnly(c.d)) {
			// an undescribed from_ts of a report "for a period (unix
			// seconds)": a moment of the period, never 55; a to_ts
			// described "Must be after from_ts; max 1 year span" is
			// one too (it was a year, 1)
			return Role{Kind: DateTime, Unit: u, Why: why + " in " + u + " (tool description)"}, true
		}
	}
	return Role{}, false
}

// reOrdered matches a description that only places a value after or
// before another one ("Must be after from_ts", "not before start").
var reOrdered = regexp.MustCompile(`\b(?:after|before|later than|earlier than)\b`)

// orderedOnly tells whether lower-case description d says what a number
// is only by its order against another ("must be after from_ts; max 1
// year span"), stating no unit and no epoch: the tool's words say the
// rest.
func orderedOnly(d string) bool {
	return reOrdered.MatchString(d) && !containsAny(d, "second", "minute", "hour", "day", "count", "number of")
}

// loneUnit classifies a number whose whole name is a unit of measure
// (tonnes, liters, gallons, miles) as an amount in that unit, where its
// description's "amount" or "cost" would make it money: a grain
// transfer's "tonnes" described "Amount to move in tonnes" is 52.73
// tonnes, never money ("a tonnes of 52.73"). Units of time stay
// durations and letters ("in", "ft") too short to be read alone stay
// what the rest of the rules make of them.
func (c *ctx) loneUnit() (Role, bool) {
	u, ok := writtenUnits[c.last]
	if !ok || len(c.ts) != 1 || len(c.last) < 4 || timeUnits[u] || u == "seconds" {
		return Role{}, false
	}
	return Role{Kind: Quantity, Unit: u, Typical: rng(1, 500, 2), Why: "name " + c.last + " is a unit and nothing else"}, true
}

// measureNamed classifies a number its name says the unit of: a unit
// word (unitNamed), a unit symbol (unitSuffix), or a temperature of a
// climate setting or a weather forecast.
func (c *ctx) measureNamed() (Role, bool) {
	if u, ok := c.doseNamed(); ok {
		return u, true
	}
	if u, ok := c.unitNamed(); ok {
		return u, true
	}
	if u, ok := c.unitSuffix(); ok {
		c.perPeriod(&u)
		return u, true
	}
	if u, ok := c.measureUnitToken(); ok {
		return u, true
	}
	if u, ok := c.leadingSpan(); ok {
		return u, true
	}
	if len(c.ts) == 1 && (c.last == "high" || c.last == "low") && c.weather() {
		// a forecast's "high" and "low": the day's temperatures
		return Role{Kind: Quantity, Unit: "celsius", Typical: rng(-5, 32, 1), Why: "name " + c.last + " of a weather forecast"}, true
	}
	if c.last != "temperature" && c.hasToken("temp", "temperature") && (c.climate() || c.weather() || containsAny(c.d, "celsius", "°c", "degrees") || c.heatOf() != nil) {
		// target_temp_low, temp_high of a thermostat: degrees a room is
		// kept at; a "temp" where a fridge, a kiln or an oven is named
		return Role{Kind: Quantity, Unit: "celsius", Typical: c.celsius(), Why: "name token temp: a temperature of a setting or a thing named"}, true
	}
	return Role{}, false
}

// timeUnits are the units of a span of time.
var timeUnits = map[string]bool{"milliseconds": true, "seconds": true, "minutes": true, "hours": true, "days": true, "weeks": true, "months": true}

// epochBound is the epoch unit a lower bound lies in: seconds from
// 2000 to 2100 (946684800 to 4102444800), milliseconds for the same span
// in thousandths; "" for any other bound or none.
func epochBound(min *float64) string {
	switch {
	case min == nil:
		return ""
	case *min >= 946684800 && *min < 4102444800:
		return "epoch seconds"
	case *min >= 946684800e3 && *min < 4102444800e3:
		return "epoch milliseconds"
	}
	return ""
}

// EpochUnit reads the unit of a point in time given as a number from
// lower-case description d ("unix timestamp", "milliseconds since
// epoch"): "epoch seconds" or "epoch milliseconds"; "" when d says
// neither epoch nor unix.
func EpochUnit(d string) string {
	if !containsAny(d, "epoch", "unix") {
		return ""
	}
	if containsAny(d, "millisecond", " ms", "(ms)") {
		return "epoch milliseconds"
	}
	return "epoch seconds"
}

// rePartOrdinal matches a description naming a number as the place of a
// part inside a whole ("puzzle #", "stage no.", "clue number"): a room
// holds a few puzzles, a course a few lessons, so the number is small.
var rePartOrdinal = regexp.MustCompile(`\b(?:puzzle|step|stage|round|clue|lesson|question|chapter|level)\s*(?:#|no\b|number\b)`)

// numberByDesc classifies a number whose name said nothing.
func (c *ctx) numberByDesc() Role {
	d := c.d
	why := "description"
	switch {
	case EpochUnit(d) != "":
		// before any name token: an "arr" described "epoch s" is an
		// arrival's time, not annual recurring revenue (was 3200000,
		// "February 7, 1970")
		return Role{Kind: DateTime, Unit: EpochUnit(d), Why: why + " says a point in time"}
	case rePartOrdinal.MatchString(d) && !countWords.MatchString(d):
		return Role{Kind: Number, Typical: rng(1, 8, 0), Why: why + " says the place of a part inside a whole"}
	case c.hasToken("percent", "percentage", "pct"):
		return Role{Kind: Percent, Typical: rng(5, 50, 0), Why: "name " + c.p.Name + " says percent"}
	case (c.last == "cents" || c.last == "pence" || c.minorSuffix()) && !c.hasToken("count", "id"):
		// daily_limit_cents, fee_pence, amountMinor: money in the
		// currency's smallest unit, whatever the words before it ($1 to
		// $500)
		return Role{Kind: Money, Unit: "cents", Typical: c.centsTypical(), Why: "name " + c.p.Name + " says money in cents"}
	case c.hasToken("amount", "price", "cost") && !c.hasToken("count", "number"):
		return Role{Kind: Money, Typical: rng(1, 500, 2), Why: "name " + c.p.Name + " says money"}
	case c.hasToken("revenue", "turnover", "sales", "arr", "mrr") && !c.hasToken("count", "number"):
		// a company's revenue: hundreds of thousands to millions, not 0 or 42
		return Role{Kind: Money, Typical: rng(250000, 25000000, 0), Why: "name " + c.p.Name + " says revenue"}
	case c.hasToken("salary", "income", "budget", "fee", "balance", "spend", "payment", "valuation", "insured") && !c.hasToken("count", "number", "id"),
		c.hasToken("insurance", "appraised", "appraisal", "replacement") && c.hasToken("value", "amount") && !c.hasToken("count", "number", "id"):
		return Role{Kind: Money, Typical: moneyOf(c.ts), Why: "name " + c.p.Name + " says money"}
	case len(c.ts) > 2 && (c.ts[0] == "number" || c.ts[0] == "num") && c.ts[1] == "of", c.hasToken("headcount"):
		// NumberOfEmployees, number_of_rooms: how many
		t := rng(1, 20, 0)
		if c.hasToken("employees", "staff", "headcount", "members", "users", "seats") {
			t = rng(10, 2000, 0)
		}
		return Role{Kind: Count, Typical: t, Why: "name " + c.p.Name + " says how many"}
	case containsAny(d, "latitude"):
		return Role{Kind: Latitude, Typical: rng(-90, 90, 5), Why: why + " says latitude"}
	case containsAny(d, "longitude"):
		return Role{Kind: Longitude, Typical: rng(-180, 180, 5), Why: why + " says longitude"}
	case reYearDesc.MatchString(d) && !containsAny(d, "number of", "how many", "per year", "a year", "each year", "every year", "of the year"):
		return Role{Kind: Year, Typical: pastYears(), Why: why + " says a year"}
	case containsAny(d, "number of", "how many", "maximum number", "max number", "results to return"):
		return Role{Kind: Count, Typical: rng(1, 50, 0), Why: why + " says a count"}
	case containsAny(d, "page number", "page of"):
		return Role{Kind: Page, Typical: rng(1, 20, 0), Why: why + " says a page"}
	case containsAny(d, "probability", "fraction", "between 0 and 1"):
		return Role{Kind: Ratio, Typical: rng(0, 1, 2), Why: why + " says a probability"}
	case containsAny(d, "percent"):
		return Role{Kind: Percent, Typical: rng(10, 90, 0), Why: why + " says percent"}
	case containsAny(d, " id", "identifier"):
		return Role{Kind: ID, ID: IDInteger, Typical: rng(1, 100000, 0), Why: why + " says id"}
	case containsAny(d, "seconds", "milliseconds", "minutes", "duration", "timeout"):
		return Role{Kind: Duration, Why: why + " says a duration"}
	case containsAny(d, "price", "cost", "amount"):
		if u, ok := c.loneUnit(); ok {
			return u // tonnes: "Amount to move in tonnes" is no money
		}
		return Role{Kind: Money, Typical: rng(1, 500, 2), Why: why + " says money"}
	case containsAny(d, "height", "width", "length", "distance", "radius", "weight", "size"):
		return Role{Kind: Quantity, Why: why + " says a measure"}
	}
	if r, ok := c.thingRef(); ok {
		return r
	}
	return Role{Kind: Number, Why: "a number with no telling name or description"}
}

// refineNumber fits a number's typical range to its unit and the prose.
func (c *ctx) refineNumber(r *Role) {
	if !c.numeric {
		return
	}
	c.refinePercent(r)
	c.angleRange(r)
	if r.Kind == Duration && r.Unit != "" && c.pr.unit != "" && c.pr.unit != r.Unit {
		r.Unit = c.pr.unit
		if t := typicalSpan(r.Unit); t != nil {
			r.Typical = t
		}
	}
	if r.Kind == Quantity && r.Unit == "meters" && (c.pr.unit == "kilometers" || c.pr.unit == "miles") {
		r.Unit, r.Typical = c.pr.unit, rng(1, 25, 0) // the same radius in larger units
	}
	if r.Kind == Count && timeUnits[c.pr.unit] && containsAny(c.d, "in "+c.pr.unit, "("+c.pr.unit+")", "in "+strings.TrimSuffix(c.pr.unit, "s")) {
		// "length: Length in minutes": a span of minutes, not a count
		r.Kind, r.Unit, r.Typical = Duration, c.pr.unit, nil
	}
	if r.Kind == Count && timeUnits[c.pr.unit] && containsAny(c.d, "number of "+c.pr.unit, "how many "+c.pr.unit) {
		// "the number of days until the invoice is due": a span of days
		r.Kind, r.Unit, r.Typical = Duration, c.pr.unit, nil
	}
	if r.Kind == Count && r.Unit == "" && containsAny(c.d, "characters", "chars") {
		// "Truncate the output to this many characters": 500 to 5000, not 5
		r.Unit, r.Typical = "characters", rng(500, 5000, 0)
	}
	if r.Kind == Ratio && (r.Unit == "percent" || r.Max != nil && *r.Max == 100) {
		// "Likelihood of closing, in percent" (0-100): a percent, not 0.45
		r.Kind, r.Typical = Percent, rng(10, 90, 0)
	}
	if r.Kind == Number && r.Min == nil && r.Max == nil && minorUnits(c.d) && !c.hasToken("count", "id") {
		// "amt": "pence": money in minor units, £1 to £500, not 23
		// (which a request reads as "$0.23")
		r.Kind = Money
		r.Why += "; the description says minor units of money"
	}
	if r.Kind == Count && r.Min == nil && r.Max == nil && len(c.ts) >= 2 && c.hasToken("max", "min") && minorUnits(c.d) &&
		!c.hasToken("count", "id", "results", "items", "rows") {
		// "estimateHighMax": "Maximum high estimate (minor units)": a
		// bound on money in cents, never "an estimate high max of 30"
		r.Kind = Money
		r.Why += "; a bound on money the description says is in minor units"
	}
	if r.Kind == Money && minorUnits(c.d) && r.Unit != "cents" {
		// "in cents", "in the smallest currency unit": 1999 for 19.99
		// (a price per unit in cents has its range from its unit)
		r.Unit, r.Typical = "cents", c.centsTypical()
	}
	if r.Unit == "bytes" && (r.Kind == Count || r.Kind == Quantity || r.Kind == Number) {
		r.Kind, r.Typical = Quantity, rng(1024, 1048576, 0)
	}
	if r.Kind == Number && lengthUnits[r.Unit] {
		// "Measured blade gap in mm": a measure in the unit said
		r.Kind = Quantity
	}
	if r.Kind == Number && timeUnits[r.Unit] {
		// "m": "mins", "hr": "run hrs": a span of that unit (43 minutes),
		// never "1 meter" or a bare 434
		r.Kind = Duration
	}
	if r.Kind == Quantity && r.Typical == nil {
		r.Typical = c.typicalMeasure(r.Unit)
	}
	if r.Kind == Duration && r.Unit == "" {
		r.Unit = c.pr.unit
	}
	c.refineSpan(r)
	if r.Typical == nil {
		return
	}
	t := *r.Typical
	// stated bounds narrow the typical range, or replace it when disjoint
	if r.Min != nil && t.Lo < *r.Min {
		t.Lo = *r.Min
	}
	if r.Max != nil && t.Hi > *r.Max {
		t.Hi = *r.Max
	}
	if t.Lo > t.Hi {
		t = Range{Lo: t.Lo, Hi: t.Lo, Decimals: t.Decimals}
		if r.Max != nil {
			t.Hi = *r.Max
			if r.Min != nil {
				t.Lo = *r.Min
			} else {
				t.Lo = t.Hi / 2
			}
		}
	}
	if c.has("integer") {
		t.Decimals = 0
	}
	r.Typical = &t
}

// refineSpan fits a duration's typical range to what it times: a time
// taken within a stated maximum, a meeting, an expiry, a snooze; else the
// span its unit typically has.
func (c *ctx) refineSpan(r *Role) {
	if r.Kind == Duration && r.Max != nil && *r.Max >= 10 && containsAny(c.d, " taken", " elapsed", " spent", " played") {
		// "sec = seconds taken, 3600 max": how long a bounded thing took,
		// most of the bound (1200 to 3240), never "60 seconds"; timed,
		// not picked: 2467, not a round 1800 every time
		r.Typical = rng(math.Round(*r.Max/3), math.Round(*r.Max*0.9), 0)
		r.Why += "; time taken within its stated maximum" + WhyMeasured
	}
	if r.Kind == Duration && r.Unit == "minutes" && c.meeting() && (r.Typical == nil || r.Typical.Lo < 15) && !strings.Contains(r.Why, WhyMeasured) {
		// a meeting lasts 30 to 90 minutes, not 5
		r.Typical = rng(30, 90, 0)
	}
	if r.Kind == Duration && r.Unit == "seconds" && c.hasToken("ttl", "expire", "expires", "expiry", "expiration", "retention", "lifetime") &&
		(r.Typical == nil || r.Typical.Lo < 60) {
		// an expiry in seconds: a minute to a day, not "a TTL of 2 seconds"
		r.Typical = rng(60, 86400, 0)
	}
	if r.Kind == Duration && c.hasToken("snooze", "mute", "silence", "pause", "snoozed", "muted") {
		// a snooze or a mute: a quarter of an hour to a day, not 1 second
		switch r.Unit {
		case "seconds":
			r.Typical = rng(900, 86400, 0)
		case "minutes":
			r.Typical = rng(15, 240, 0)
		}
	}
	if r.Kind == Duration && r.Typical == nil {
		r.Typical = typicalSpan(r.Unit)
		if r.Typical == nil {
			r.Typical = rng(1, 120, 0)
		}
	}
}

// addProse copies what the description says into r.
func (c *ctx) addProse(r *Role) {
	p := c.pr
	r.Min, r.Max, r.MaxLen, r.Default = p.min, p.max, p.maxLen, p.def
	if r.Kind == DateTime && strings.HasPrefix(r.Unit, "epoch") && r.Max != nil && *r.Max < 1e6 {
		// "max 1 year span" bounds the period, not the moment: an
		// epoch second of 1 is January 1, 1970
		r.Max = nil
	}
	if r.Unit == "" && c.numeric {
		r.Unit = p.unit
	}
	r.Examples = append(r.Examples, p.examples...)
	for _, e := range c.f.Examples {
		if s, ok := e.(string); ok {
			r.Examples = append(r.Examples, s)
		}
	}
	if r.Format == "" {
		r.Format = p.format
	}
	if r.Format == "" && (c.f.Format == "date" || c.f.Format == "date-time") {
		r.Format = map[string]string{"date": "YYYY-MM-DD", "date-time": "RFC 3339"}[c.f.Format]
	}
	if len(r.Values) == 0 && len(p.values) > 0 && (c.has("string") || len(c.f.Types) == 0) && r.Kind != Boolean && !c.namesParams(p.values) {
		r.Values, r.ValuesFromProse = p.values, true
		r.Kind = Enum
		r.Why += "; an enumeration stated in prose"
	}
	if len(r.Values) == 0 && c.numeric && numbersOnly(p.values, c.has("integer")) && r.Kind != Boolean && r.Kind != Enum {
		// "Length of stay in nights: 3, 4, 7, 10 or 14": a quantity that
		// takes one of the listed numbers, still said as a quantity
		r.Values, r.ValuesFromProse = p.values, true
	}
	r.AppliesTo = p.appliesTo
	if len(p.notes) > 0 {
		r.Why += "; " + strings.Join(p.notes, "; ")
	}
	if c.numeric && r.Kind == Number && (r.Min != nil || r.Max != nil) {
		r.Kind = Quantity
	}
}

// addConvention sets the id convention and formats read from examples and
// patterns.
func (c *ctx) addConvention(r *Role) {
	switch r.Kind {
	case Date:
		if r.Format == "" {
			r.Format = "YYYY-MM-DD"
		}
	case Repo:
		r.Format = "owner/repo"
	case MessageTS:
		if r.Format == "" {
			r.Format = "1234567890.123456"
		}
	}
	c.addShape(r)
	if r.Kind == FilePath && c.sibling("repo", "repository", "owner", "branch") {
		r.Format = "relative"
		r.Why += "; a path inside a repository"
	}
	c.proseValuesNoIDs(r)
	if r.Kind != ID && !(r.Kind == Channel || r.Kind == Username) || r.Kind != ID && !c.hasToken("id", "ids") {
		return
	}
	if r.ID != "" || c.prefixedID(r) {
		return
	}
	d := c.d
	pat := c.f.Pattern
	switch fam := familyOf(c.f, d); {
	case fam == IDSnowflake || fam == IDObjectID || fam == IDKey && !c.scannerIssue() || fam == IDSlack:
		r.ID = fam
		r.Why += "; a " + string(fam) + " id by its " + c.familyWhy()
		return
	case fam == "" && r.Kind == ID && c.hasToken("key") && c.issueKey() && !c.scannerIssue():
		r.ID = IDKey
		r.Why += "; an issue key"
		return
	case (r.Kind == Channel || r.Kind == Username) && fam == "" && c.slackish():
		r.ID = IDSlack
		r.Why += "; a Slack-style id: the tool names Slack"
		return
	}
	switch {
	case c.f.Format == "uuid" || strings.Contains(d, "uuid") || strings.Contains(pat, "[0-9a-f]{8}-"):
		r.ID = IDUUID
	case c.borrowedPat && !c.numeric && pat != "":
		// a bare "order_no" whose namesake states "^PO-[0-9]{2}-[0-9]{4}$":
		// an id of that pattern, not a row number (was 802221, now
		// PO-26-3663)
		r.ID, r.Pattern = IDPrefixed, pat
		r.Why += "; its namesake's pattern"
	case c.numeric || pat == "^[0-9]+$" || pat == `^\d+$` || c.hasToken("number", "iid", "num", "no", "nr", "numbers", "nos", "nums", "nrs") ||
		reDescSaysNumber.MatchString(d):
		r.ID = IDInteger
	case c.hasToken("sha") || strings.Contains(d, "sha"):
		r.ID = IDSHA
	case pat != "" || len(r.Examples) > 0:
		r.ID = IDPrefixed
		if c.borrowedPat {
			r.Pattern = pat
		}
	case c.platformID(r):
		return
	case c.hasToken("slug") || strings.Contains(d, "slug"):
		r.ID = IDSlug
	case r.Kind == ID && containsAny(d, "notion", "page", "block", "database", "data source") &&
		!containsAny(d, "previous page", "next page", "per page", "page of results"):
		r.ID = IDUUID
	default:
		r.ID = IDOpaque
	}
	if s := c.tool.Server; s != nil && s.family != "" && (r.ID == IDOpaque || r.ID == IDPrefixed && len(r.Examples) == 0 && pat == "") {
		// an id the tool leaves unsaid follows the family the server's
		// other ids state (a Discord guildId is a snowflake, a Drive
		// parentId looks like its fileIds)
		r.ID = s.family
		if s.example != "" {
			r.Examples = append(r.Examples, s.example)
		}
		r.Why += "; the server's ids are " + string(s.family)
	}
	if s := c.tool.Server; s != nil && s.uuids && r.ID == IDOpaque {
		r.ID = IDUUID
		r.Why += "; the server's stated ids are uuids"
	}
}

// familyWhy names what stated a parameter's id family.
func (c *ctx) familyWhy() string {
	switch {
	case len(c.f.Examples) > 0 || len(c.pr.examples) > 0:
		return "example"
	case c.f.Pattern != "":
		return "pattern"
	}
	return "description"
}

// slackish reports whether a parameter's ids are Slack's: the server or
// the tool names Slack, or the description gives a Slack message
// timestamp.
func (c *ctx) slackish() bool {
	return c.tool.Server.Slack() || containsAny(strings.ToLower(c.tool.Name+" "+c.tool.Description), "slack") ||
		containsAny(c.d, "slack", "1234567890.123456", "timestamp", " ts ")
}

// addShape records what a value looks like beyond its kind: a short text,
// a key pattern, a file name's kind of content.
func (c *ctx) addShape(r *Role) {
	d := c.d
	switch r.Kind {
	case Word:
		// a category word whose usual values are known by its name
		for _, t := range c.ts {
			if _, ok := Lexicon[t]; ok {
				r.Format = t
			} else if _, ok := Lexicon[singular(t)]; ok {
				r.Format = singular(t) // drugs, medications: a list of them
			}
		}
		if r.Format == "" && c.last == "category" && containsAny(d, "product", "shop", "store") {
			r.Format = "product category"
		}
		if r.Format == "" && (c.last == "kind" || c.last == "type") && strings.Contains(d+" "+strings.ToLower(c.tool.Name+" "+c.tool.Description), "kubernetes") {
			r.Format = "kubernetes kind" // the kind of a cluster object: Deployment, Service
		}
	case Text:
		r.Short = containsAny(d, "type into", "to type", "wait for", "to wait", "search for in the page", "prompt dialog", "to fill")
	case Glob:
		if containsAny(d, "key") && !containsAny(d, "file", "path") {
			r.Format = "key pattern"
		}
	case FileName:
		d += " " + strings.ToLower(c.tool.Name)
		switch {
		case containsAny(d, "screenshot", "image", "png"):
			r.Format = "image"
		case containsAny(d, "pdf"):
			r.Format = "pdf"
		case containsAny(d, "console", "log", "network", "request"):
			r.Format = "log"
		case containsAny(d, "snapshot", "markdown"):
			r.Format = "markdown"
		case containsAny(d, "code", "script"):
			r.Format = "script"
		case containsAny(d, "save", "result", "output", "write"):
			// a tool's result written to a file: data or text, never source code
			r.Format = "data"
		}
	}
}

// minorUnits reports whether a description states an amount of money in
// the currency's smallest unit (cents, pence).
func minorUnits(d string) bool {
	return containsAny(d, "cents", "in cent", "smallest currency unit", "minor unit", "smallest unit of the currency", "pence", "lowest denomination")
}

// minorSuffix reports whether the name ends on "minor" after words of
// its own (amountMinor, minimumPledgeMinor, shipping_minor): money in
// minor units, drawn 167 and said "a pledge minor of 167" before. A
// version's minor number (versionMinor, api_minor) is no money.
func (c *ctx) minorSuffix() bool {
	return c.last == "minor" && len(c.ts) >= 2 && !c.hasToken("version", "major", "patch", "release", "semver", "api", "build", "schema")
}

// centsTypical is the typical amount in cents of money a name says: $1
// to $500, or a budget's or a salary's thousands (moneyOf) in cents.
func (c *ctx) centsTypical() *Range {
	if m := moneyOf(c.ts); m.Lo >= 1000 {
		return rng(m.Lo*100, m.Hi*100, 0)
	}
	return rng(100, 50000, 0)
}

// moneyOf is the typical amount named by a money word of a name: a
// salary or a budget is thousands, a fee or a payment tens to hundreds.
func moneyOf(ts []string) *Range {
	for _, t := range ts {
		switch t {
		case "salary", "income":
			return rng(30000, 180000, 0)
		case "budget":
			return rng(1000, 100000, 0)
		case "insurance", "insured", "valuation", "appraisal", "appraised", "replacement", "coverage":
			// what a thing is insured or valued at: a loaned painting, a
			// building project, a policy's cover: thousands, not 42.01
			return rng(5000, 250000, 0)
		}
	}
	return rng(5, 500, 2)
}

// climate reports whether the tool sets or reads a room's climate (a
// thermostat, HVAC, heating): its temperatures are room temperatures.
func (c *ctx) climate() bool {
	t := strings.ToLower(c.tool.Name + " " + c.tool.Description)
	return containsAny(t, "thermostat", "climate", "hvac", "heating", "heater", "air condition")
}

// weather reports whether the tool reads a weather forecast or
// observations.
func (c *ctx) weather() bool {
	t := strings.ToLower(c.tool.Name + " " + c.tool.Description)
	return containsAny(t, "forecast", "weather")
}

// meeting reports whether the tool books or runs a meeting, a call, a
// class or an appointment: its durations are minutes a person books.
func (c *ctx) meeting() bool {
	t := strings.ToLower(c.tool.Name + " " + c.tool.Description)
	return containsAny(t, "meeting", "appointment", "webinar", "interview", "lesson", "class", "consultation", "hearing") ||
		containsAny(t, "call") && !containsAny(t, "api call", "function call", "tool call", "call a", "call the", "on-call", "oncall", "on call")
}

// celsius is the typical range of a temperature in degrees Celsius: the
// weather's for a forecast, a room's setting for a climate tool (not
// 3 °C), that of the thing the words name (heatOf), else the weather's.
func (c *ctx) celsius() *Range {
	if r := c.celsiusOf(); c.setPoint() {
		return rng(r.Lo, r.Hi, 0) // a thermostat is set to 21 °C, a reading is 21.4
	}
	return c.celsiusOf()
}

// celsiusOf is celsius' range, with the digits of a reading.
func (c *ctx) celsiusOf() *Range {
	if c.weather() {
		return rng(-10, 35, 1)
	}
	if c.climate() {
		return rng(17, 25, 1)
	}
	if h := c.heatOf(); h != nil {
		return h // a fermenter at 18 °C, a fridge at 4 °C, not 2 and 30
	}
	if !c.coldSaid() {
		// a temperature of a thing not said to be cold is rarely below
		// freezing: a cycle's max_temp_c was -8.6
		return rng(2, 35, 1)
	}
	return rng(-10, 35, 1)
}

// coldSaid reports whether the parameter's or its tool's words speak of
// cold (frost, ice, winter, night, outdoors), or its siblings are a
// weather reading's (humidity, wind, conditions), where a temperature
// below freezing is meant.
func (c *ctx) coldSaid() bool {
	t := strings.Join(c.ts, " ") + " " + c.d + " " + strings.ToLower(c.tool.Name+" "+c.tool.Description)
	for _, s := range c.p.Siblings {
		if namesAny(strings.Join(Tokens(s), " "), []string{"humidity", "wind", "conditions", "precipitation", "rain", "rainfall", "weather", "dew"}) {
			return true
		}
	}
	return namesAny(t, []string{"cold", "frost", "freez", "ice", "icy", "snow", "winter", "hibernat", "night", "outdoor", "outside",
		"ambient", "air", "ground", "min", "minimum", "low", "lowest", "overnight"})
}

// typicalMeasure is the range a measure in unit typically takes when
// nothing else says one: a person's weight or height when the tool is
// about a body, a parcel's weight, a temperature; nil when unknown.
func (c *ctx) typicalMeasure(unit string) *Range {
	body := containsAny(strings.ToLower(c.tool.Name+" "+c.tool.Description+" "+c.d), "body", "person", "patient", "health", "bmi", "fitness")
	switch unit {
	case "kg":
		if body {
			return rng(50, 110, 1)
		}
		return rng(1, 20, 1)
	case "cm":
		if body {
			return rng(150, 200, 0)
		}
		return rng(10, 120, 0)
	case "celsius":
		return c.celsius()
	case "mm":
		if c.hasToken(smallGaps...) || containsAny(c.d, smallGaps...) {
			return rng(0.1, 5, 1) // a crack or a gap is a few tenths of a millimetre to a few
		}
		return rng(20, 300, 0)
	case "meters":
		return rng(1, 20, 1)
	}
	if u, ok := suffixUnits[unit]; ok {
		// a volume, an area, an energy the description states: the range
		// the same unit has as a name's suffix (one table for both)
		return u.typical
	}
	return nil
}

// lengthUnits are units of length a description states.
var lengthUnits = map[string]bool{"mm": true, "cm": true, "meters": true, "kilometers": true, "miles": true, "m3": true, "m2": true}

// smallGaps name measures of millimetres that are small by nature: a
// crack, a gap, a clearance, a tolerance.
var smallGaps = []string{"gap", "crack", "clearance", "tolerance", "runout", "deviation"}

// typicalSpan is the range a span in unit typically takes; nil for a
// unit that is no span of time.
func typicalSpan(unit string) *Range {
	switch unit {
	case "seconds":
		return rng(1, 120, 0)
	case "milliseconds":
		return rng(500, 30000, 0)
	case "minutes":
		return rng(5, 120, 0)
	case "hours":
		return rng(1, 48, 0)
	case "days":
		return rng(1, 30, 0)
	case "weeks":
		return rng(1, 8, 0)
	case "months":
		return rng(1, 12, 0)
	}
	return nil
}

// partyWords are the people (and rooms) a booking, a table or a trip is
// for, each with the few a party has: 2 adults, 1 child, 3 guests, 1 room.
var partyWords = map[string]float64{
	"adults": 4, "adult": 4, "children": 3, "child": 3, "kids": 3, "infants": 2, "seniors": 3,
	"guests": 6, "travelers": 6, "travellers": 6, "passengers": 6, "people": 8, "persons": 8,
	"occupants": 6, "pax": 6, "party": 8, "rooms": 3, "players": 6,
}

// bareCountNames are the names of a count that say nothing of what is
// counted ("n", "num"): the description's first word then says it ("n":
// "players (2-8)" is a party of players, never "no more than 10").
var bareCountNames = map[string]bool{"n": true, "num": true, "count": true, "qty": true, "quantity": true}

// firstWord returns the first word of the lowered description d.
func firstWord(d string) string {
	d = strings.TrimSpace(d)
	end := strings.IndexFunc(d, func(r rune) bool { return !unicode.IsLetter(r) })
	if end < 0 {
		return d
	}
	return d[:end]
}

// WhyParty and WhyChildAge end the Why of a party's count and of a
// child's age (peopleNumber): values from the typical range, whatever
// bounds the schema allows (a maximum of 30 adults is no value to cover).
const (
	WhyParty    = ": the people of one party"
	WhyChildAge = ": a child's age"
)

// childWords are the name tokens that say an age is a child's.
var childWords = []string{"child", "children", "kid", "kids", "infant", "infants", "minor", "minors"}

// peopleNumber classifies the count of a party ("adults", "num_guests",
// "party_size", "rooms") and a child's age ("children_ages", "child_age"):
// a booking is for a few people, and a child is under 18, never "adults 65"
// with "children ages 81".
func (c *ctx) peopleNumber() (Role, bool) {
	why := "name " + c.p.Name
	if (c.last == "age" || c.last == "ages") && c.hasToken(childWords...) && !timeUnits[c.pr.unit] {
		return Role{Kind: Number, Typical: rng(1, 16, 0), Why: why + WhyChildAge}, true
	}
	if c.hasToken("id", "ids", "age", "ages", "price", "rate", "amount", "cost", "fee", "type", "name") {
		return Role{}, false
	}
	hi, ok := partyWords[c.last]
	if !ok && (c.last == "size" || c.last == "count") && len(c.ts) > 1 {
		hi, ok = partyWords[c.ts[len(c.ts)-2]]
	}
	if !ok && len(c.ts) > 1 && (c.ts[0] == "num" || c.ts[0] == "number" || c.ts[0] == "max" || c.ts[0] == "min") {
		hi, ok = partyWords[c.last]
	}
	if !ok && len(c.ts) == 1 && bareCountNames[c.last] {
		w := firstWord(c.d)
		if hi, ok = partyWords[w]; ok {
			return Role{Kind: Number, Unit: w, Typical: rng(1, hi, 0), Why: why + WhyParty}, true
		}
	}
	if !ok {
		return Role{}, false
	}
	return Role{Kind: Number, Typical: rng(1, hi, 0), Why: why + WhyParty}, true
}

// placeNumber classifies a number that places a thing among its
// siblings or weighs it (sortOrder, order, pos, rank, an estimate in
// points): a small whole number, never "sort order 409.42" or "estimate
// 851.56".
func (c *ctx) placeNumber() (Role, bool) {
	if !c.numeric {
		return Role{}, false // an untyped "priority" may well be "high"
	}
	why := "name " + c.p.Name
	switch {
	case c.last == "order" && (len(c.ts) == 1 || c.ts[len(c.ts)-2] == "sort"), c.last == "pos", c.last == "rank":
		return Role{Kind: Number, Typical: rng(1, 10, 0), Why: why + ": a place in a list"}, true
	case c.last == "estimate" || c.last == "points" && c.hasToken("story", "estimate"):
		return Role{Kind: Number, Typical: rng(1, 8, 0), Why: why + ": an estimate in points"}, true
	case c.last == "priority" && mailRecordWords.MatchString(c.d):
		return Role{Kind: Number, Typical: rng(5, 20, 0), Why: why + ": a mail or service record's priority"}, true
	}
	return Role{}, false
}

// mailRecordWords match a description of a DNS record's priority (an MX
// or SRV record's): 10 or 20 as zones hold them, never 3000 of the
// field's 0-65535.
var mailRecordWords = regexp.MustCompile(`\b(mx|srv)\b`)

// unitSibling reports whether the parameter sits beside a property that
// names a unit of measure ("unit", "uom") and none that names a currency:
// its amount is then a measure ({"amount": 250, "unit": "mg"}), not money.
func (c *ctx) unitSibling() bool {
	unit := false
	for _, s := range c.p.Siblings {
		switch l := strings.ToLower(s); {
		case UnitKey(l):
			unit = true
		case l == "currency" || l == "currency_code" || l == "currencycode" || l == "ccy":
			return false
		}
	}
	return unit
}

// unitKeys are the names of a property that says the unit of measure of
// an amount beside it ({"amount": 250, "unit": "mg"}).
var unitKeys = map[string]bool{"unit": true, "units": true, "uom": true, "unit_of_measure": true, "unitofmeasure": true, "measure": true}

// UnitKey reports whether a property named name says the unit of measure
// of an amount beside it ("unit", "uom", "unit_of_measure"); case is
// ignored. Role reads such an amount as a measure, and synthesis draws it
// among the amounts people give in that unit.
func UnitKey(name string) bool { return unitKeys[strings.ToLower(name)] }

// doseUnits are the ranges one dose of a medicine or vaccine takes, by
// the unit a dose's name ends with ("dose_ml", "dosage_mg"): a dose of
// 0.5–5 ml or 5–500 mg, never a drink's 250 ml.
var doseUnits = map[string]struct {
	unit string
	r    *Range
}{
	"ml": {"ml", rng(0.5, 5, 1)}, "mg": {"mg", rng(5, 500, 0)}, "mcg": {"mcg", rng(25, 200, 0)},
	"ug": {"mcg", rng(25, 200, 0)}, "iu": {"IU", rng(400, 2000, 0)},
}

// doseNamed classifies a number named as a dose in a unit ("dose_ml",
// "dosageMg") as a Quantity in that unit within doseUnits' range.
func (c *ctx) doseNamed() (Role, bool) {
	d, ok := doseUnits[c.last]
	if !ok || len(c.ts) < 2 || !c.hasToken("dose", "dosage", "doses") {
		return Role{}, false
	}
	return Role{Kind: Quantity, Unit: d.unit, Typical: d.r, Why: "name tokens dose " + c.last + ": one dose in " + d.unit}, true
}
