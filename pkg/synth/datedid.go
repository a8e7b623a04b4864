package synth

// embeddedDate returns v, an id drawn from a pattern, with a run of
// exactly eight digits between a letter prefix and a further segment
// made a yyyymmdd date near today: "FL-58860493-AM5" of
// ^FL-\d{8}-(AM|PM)\d$ is "FL-20251114-AM5", the flight of a day, as an
// id that opens with a date always does. ok is false when v has no such
// run or it already reads as a date of these years.
func (g *Generator) embeddedDate(v string) (string, bool) {
	rs := runsOf(v)
	for i, r := range rs {
		if r.class != '9' || r.end-r.start != 8 || i < 2 || i+2 >= len(rs) || rs[i-2].class != 'a' {
			continue
		}
		if sep := rs[i-1]; sep.class == '9' || sep.class == 'a' {
			continue
		}
		if dateRunLayout(v[r.start:r.end]) != "" {
			return "", false
		}
		b := []byte(v)
		copy(b[r.start:r.end], g.when().Format("20060102"))
		return string(b), true
	}
	return "", false
}
