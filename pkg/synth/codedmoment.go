package synth

import (
	"encoding/json"
	"strconv"
	"time"
)

// Moments written in a form other than ISO text are ordered as the ISO
// ones are (orderMoments): a time in whole epoch seconds or milliseconds
// and a compact yyyymmdd date are read as the moment they stand for,
// spaced, and written back in their own form. Before, a sortie's
// "takeoff" 1775753100 came after its "landing" 1774977300; now the
// landing follows the takeoff by minutes to hours.

// Epoch values read as moments lie within some years of the reference
// date: a ten-digit account number is no time.
const (
	codedEpochLo = 1_500_000_000
	codedEpochHi = 2_000_000_000
)

// codedMoment returns the ISO text of v when v is a moment in a coded
// form (epoch seconds, epoch milliseconds, a yyyymmdd string), and the
// function that writes an ISO text of the same layout back in v's form.
func codedMoment(v any) (string, func(string) any, bool) {
	switch x := v.(type) {
	case json.Number:
		n, err := x.Int64()
		if err != nil {
			return "", nil, false
		}
		return epochMoment(n)
	case int64:
		return epochMoment(x)
	case float64:
		if x == float64(int64(x)) {
			return epochMoment(int64(x))
		}
	case string:
		if len(x) != 8 || !allDigits(x) {
			return "", nil, false
		}
		t, err := time.Parse("20060102", x)
		if err != nil || t.Year() < 1990 || t.Year() > 2100 {
			return "", nil, false
		}
		return t.Format("2006-01-02"), func(s string) any {
			if t, err := time.Parse("2006-01-02", s); err == nil {
				return t.Format("20060102")
			}
			return x
		}, true
	}
	return "", nil, false
}

// epochMoment is codedMoment of a whole number: seconds, or milliseconds
// when it is a thousand times one.
func epochMoment(n int64) (string, func(string) any, bool) {
	ms := false
	if n >= codedEpochLo*1000 && n < codedEpochHi*1000 {
		ms = true
	} else if n < codedEpochLo || n >= codedEpochHi {
		return "", nil, false
	}
	t := time.Unix(n, 0)
	if ms {
		t = time.UnixMilli(n)
	}
	return t.UTC().Format(time.RFC3339), func(s string) any {
		t, err := time.Parse(time.RFC3339, s)
		if err != nil {
			return json.Number(strconv.FormatInt(n, 10))
		}
		if ms {
			return json.Number(strconv.FormatInt(t.UnixMilli(), 10))
		}
		return json.Number(strconv.FormatInt(t.Unix(), 10))
	}, true
}

// codedBack is v, a moment orderMoments chose for key k, in the form k's
// value takes: an epoch number or a yyyymmdd string for a coded moment.
func (g *Generator) codedBack(k, v string) any {
	if f := g.momentBack[k]; f != nil {
		return f(v)
	}
	return v
}
