package synth

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// A period code names a part of a year by a fixed marker letter and a
// number in the marker's range: a quarter Q1–Q4, a half H1–H2, a week
// W01–W53, a fiscal year FY2025 or FY25. An example "2024-Q3" shows the
// form; a value drawn like it keeps the marker and draws the numbers in
// range ("2026-Q1"), never a letter redrawn ("2025-D8") nor a quarter 8.

// rePeriodAfterYear matches a period code whose year comes first:
// "2024-Q3", "2024Q3", "FY24-Q2", "FY2025 H1", "2025-W07".
var rePeriodAfterYear = regexp.MustCompile(`^((?:FY|fy)?)(\d{4}|\d{2})([-/ ]?)([QHWqhw])(\d{1,2})$`)

// rePeriodBeforeYear matches a period code whose marker comes first:
// "Q3 2024", "Q3-2024", "H1 FY25", "Q4/24", or the marker alone: "Q3".
var rePeriodBeforeYear = regexp.MustCompile(`^([QHqh])(\d)(?:([-/ ])((?:FY|fy)?)(\d{4}|\d{2}))?$`)

// reFiscalYear matches a fiscal year: "FY2025", "FY25", "FY2024/25",
// "FY2024-25".
var reFiscalYear = regexp.MustCompile(`^(FY|fy)(\d{4}|\d{2})(?:([-/])(\d{2}))?$`)

// periodMax is the highest number each marker takes.
var periodMax = map[string]int{"q": 4, "h": 2, "w": 53}

// periodLike returns a period code of ex's form, its marker kept and its
// numbers drawn in range, the year near today; ok is false when ex is no
// period code.
func (g *Generator) periodLike(ex string) (string, bool) {
	if m := rePeriodAfterYear.FindStringSubmatch(ex); m != nil {
		if m[1] == "" && len(m[2]) == 2 || !inPeriod(m[4], m[5]) {
			return "", false // "12-W3": no year to read the marker by; "2024-Q7"
		}
		return m[1] + g.periodYear(m[2]) + m[3] + m[4] + g.periodNumber(m[4], m[5]), true
	}
	if m := rePeriodBeforeYear.FindStringSubmatch(ex); m != nil {
		if !inPeriod(m[1], m[2]) {
			return "", false // "Q7": not a quarter
		}
		v := m[1] + g.periodNumber(m[1], m[2])
		if m[5] != "" {
			v += m[3] + m[4] + g.periodYear(m[5])
		}
		return v, true
	}
	if m := reFiscalYear.FindStringSubmatch(ex); m != nil {
		y := g.periodYear(m[2])
		v := m[1] + y
		if m[3] != "" {
			// "FY2024/25": the year it ends in follows
			n, _ := strconv.Atoi(y)
			v += m[3] + fmt.Sprintf("%02d", (n+1)%100)
		}
		return v, true
	}
	return "", false
}

// inPeriod tells whether the number n (as written) is in the range of
// the marker: a quarter or a half is one digit.
func inPeriod(marker, n string) bool {
	k, _ := strconv.Atoi(n)
	mk := strings.ToLower(marker)
	return k >= 1 && k <= periodMax[mk] && (mk == "w" || len(n) == 1)
}

// periodNumber draws the number after the marker in its range, as wide
// as the example's ("W07" gives "W42" or "W03", "Q3" gives "Q1").
func (g *Generator) periodNumber(marker, ex string) string {
	n := 1 + g.rng.Intn(periodMax[strings.ToLower(marker)])
	return fmt.Sprintf("%0*d", len(ex), n)
}

// periodYear draws a year near today as yearOf does (from a past
// example's year to this one, else last year to next), written with as
// many digits as the example's.
func (g *Generator) periodYear(ex string) string {
	ey, _ := strconv.Atoi(ex)
	if len(ex) == 2 {
		ey += 2000
	}
	ey = max(ey, refDate.Year()-5)
	y := refDate.Year() - 1 + g.rng.Intn(3)
	if ey < refDate.Year() {
		lo := min(ey, refDate.Year()-1)
		y = lo + g.rng.Intn(refDate.Year()-lo+1)
	}
	if len(ex) == 2 {
		return fmt.Sprintf("%02d", y%100)
	}
	return strconv.Itoa(y)
}
