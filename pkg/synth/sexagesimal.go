package synth

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// reDrawnSexagesimal matches a string drawn from a pattern of two or
// three colon-separated groups of two digits, the first optionally
// signed or of three digits: a time of day or an angle written in
// sexagesimal ("14:05", "05:34:31.9", "+22:00:52.1", "123:04:30"). A
// regular expression draws any digits, so a right ascension came out
// "71:48:91" and a declination "+09:17:79.127".
var reDrawnSexagesimal = regexp.MustCompile(`^([+-]?)(\d{2,3}):(\d{2})(?::(\d{2}))?(?:\.(\d+))?$`)

// patternSexagesimal returns v, a string drawn from a pattern, written
// as a real sexagesimal value in the same layout: minutes and seconds
// below 60; a signed first group (a declination, a latitude) within ±90
// degrees, a three-digit one (a longitude, a bearing) below 360, an
// unsigned two-digit one (an hour, a right ascension) below 24; and a
// fraction of seconds of at most two digits (was "+06:23:23.5350710552").
// ok is false when v has no such shape or already reads right.
func (g *Generator) patternSexagesimal(v string) (string, bool) {
	m := reDrawnSexagesimal.FindStringSubmatch(v)
	if m == nil {
		return "", false
	}
	top := 24
	switch {
	case m[1] != "":
		top = 90
	case len(m[2]) == 3:
		top = 360
	}
	if sexagesimalReads(m, top) {
		return "", false
	}
	var b strings.Builder
	b.WriteString(m[1])
	fmt.Fprintf(&b, "%0*d:%02d", len(m[2]), g.rng.Intn(top), g.rng.Intn(60))
	if m[4] != "" {
		fmt.Fprintf(&b, ":%02d", g.rng.Intn(60))
	}
	if m[5] != "" {
		n := 1 + g.rng.Intn(2)
		for range n {
			b.WriteByte(byte('0' + g.rng.Intn(10)))
		}
		s := b.String()
		return s[:len(s)-n] + "." + s[len(s)-n:], true
	}
	return b.String(), true
}

// sexagesimalReads tells whether the groups m of a sexagesimal value
// already read right: the first below top, minutes and seconds below
// 60, a fraction of at most two digits.
func sexagesimalReads(m []string, top int) bool {
	first, _ := strconv.Atoi(m[2])
	mins, _ := strconv.Atoi(m[3])
	secs, _ := strconv.Atoi(m[4])
	return first < top && mins < 60 && secs < 60 && len(m[5]) <= 2
}

// reDrawnYearSpan matches a string drawn from a pattern that writes a
// year and two more digits: "2025/09", "2024-25".
var reDrawnYearSpan = regexp.MustCompile(`^(\d{4})([-/])(\d{2})$`)

// spanWords are name tokens that make a year and two more digits a span
// of two years ("2025/26"): a season, a fiscal, financial, tax or
// academic year.
var spanWords = map[string]bool{"season": true, "seasons": true, "fiscal": true, "fy": true, "financial": true,
	"tax": true, "academic": true, "school": true}

// patternYearSpan returns v, a string drawn from a pattern of a year and
// two more digits, as a span of two years near the reference date
// ("2025/26", "2024/25") when the parameter's name says it holds a season
// or a fiscal, tax or academic year, or its description shows one: a
// regular expression drew "2025/09", which reads as a month. ok is false
// otherwise.
func (g *Generator) patternYearSpan(v string, h hint) (string, bool) {
	m := reDrawnYearSpan.FindStringSubmatch(v)
	if m == nil {
		return "", false
	}
	named := false
	for _, t := range sharedTokens(h.name) {
		named = named || spanWords[t]
	}
	if !named && !showsYearSpan(h.desc) {
		return "", false
	}
	y := refDate.Year() - 2 + g.rng.Intn(2) // the season running or the one before
	return fmt.Sprintf("%d%s%02d", y, m[2], (y+1)%100), true
}

// reYearSpanShown finds a span of two years a description shows
// ("e.g. 2024/25", "2023-24").
var reYearSpanShown = regexp.MustCompile(`\b(\d{2})(\d{2})[-/](\d{2})\b`)

// showsYearSpan tells whether desc shows a span of two consecutive
// years written as a year and the next one's last two digits.
func showsYearSpan(desc string) bool {
	for _, m := range reYearSpanShown.FindAllStringSubmatch(desc, -1) {
		a, _ := strconv.Atoi(m[2])
		b, _ := strconv.Atoi(m[3])
		if (a+1)%100 == b {
			return true
		}
	}
	return false
}
