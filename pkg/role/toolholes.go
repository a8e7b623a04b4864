package role

import (
	"regexp"
	"strings"
)

// reToolHole matches a tool description naming a kind of id and showing
// its form as a prefix and holes: "Returns a quote id (Q-xxxxx)", "by
// account number (format T-######)", "Invoice numbers are INV-NNNN". Its
// groups are the noun phrase (one to three words), the prefix and the
// holes.
var reToolHole = regexp.MustCompile("\\b((?:[A-Za-z]+[ _-]){0,2}[A-Za-z]+)\\s*(?:\\(\\s*(?:[Ff]ormat:?\\s*|e\\.g\\.,?\\s*|like\\s+)?|\\s+(?:is|are|look\\s+like|looks\\s+like|like|format:?)\\s+)([A-Za-z][A-Za-z0-9]{0,7}[-_])" + holeBody + "(?:$|[\\s).,;:\"'`])")

// holeSample returns a sample of the form prefix+holes: the holes filled
// with the characters of their kind. Lower-case x's after an upper-case
// prefix ("Q-xxxxx") stand for digits, as such ids are numbered; after a
// lower-case one ("job-xxxxxxxx") for hex characters.
func holeSample(prefix, holes string) string {
	var b strings.Builder
	b.WriteString(prefix)
	upper := strings.ToUpper(prefix) == prefix && strings.ToLower(prefix) != prefix
	start := 0
	for i := 0; i <= len(holes); i++ {
		if i < len(holes) && holes[i] != '-' && holes[i] != '_' {
			continue
		}
		b.WriteString(holeFilled(holes[start:i], upper))
		if i < len(holes) {
			b.WriteByte(holes[i])
		}
		start = i + 1
	}
	return b.String()
}

// holeDates are the samples of the date parts a form writes in letters:
// a recent year, month and day ("SR-YYYY-NNNNNNN" → SR-2025-…), which
// values drawn like the sample keep as a recent date.
var holeDates = map[string]string{"YYYYMMDD": "20250314", "YYMMDD": "250314", "YYYY": "2025", "MMDD": "0314", "YY": "25", "MM": "03", "DD": "14"}

// holeFilled fills one hole of a form: a date part with its sample, a
// run of x, X, N or # with the characters of its kind. Lower-case x's
// after an upper-case prefix stand for digits.
func holeFilled(h string, upper bool) string {
	if d, ok := holeDates[h]; ok {
		return d
	}
	k := h[0]
	if k == 'x' && upper {
		k = 'N'
	}
	return holeFill[k][:len(h)]
}

// toolHoleShapes files, under the normalized name of the noun phrase, a
// sample of each id form a tool's description states ("a quote id
// (Q-xxxxx)" files Q-12345 under "quoteid"), so parameters of that name
// in every tool take ids of that form rather than bare numbers.
func toolHoleShapes(desc string, into map[string][]string) {
	if !strings.ContainsAny(desc, "xXNY#") {
		return
	}
	for _, m := range reToolHole.FindAllStringSubmatch(desc, 4) {
		np := nounPhrase(m[1], "return", "returns")
		if len(np) == 0 {
			continue
		}
		if len(np) == 1 && !shapeNouns[np[0]] || len(np) >= 2 && !shapeNouns[np[len(np)-1]] {
			continue // "Returns a draft (Q-xxxxx)": no kind of id named
		}
		if k := normName(strings.Join(np, "_")); k != "" && into[k] == nil {
			into[k] = []string{holeSample(m[2], m[3])}
		}
	}
}

// fileHoleShapes files the id forms tool descriptions state (holes) for
// the names no tool description shows an example of and no parameter of
// that name states a shape for: "e.g. T-004412" in one tool says more
// than "format T-######" in another (the padding of the counter).
func (s *Server) fileHoleShapes(holes map[string][]string) {
	for k, ex := range holes {
		if _, ok := s.stated[k]; ok {
			continue
		}
		if f, ok := s.named[k]; ok && statesShape(f) {
			continue
		}
		if _, ok := s.shaped[k]; ok {
			continue
		}
		s.stated[k] = ex
	}
}
