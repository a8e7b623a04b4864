package role

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Ids a description states by their form, not by a sample: "job-xxxxxxxx",
// "format WA-NNNNN (5 digits)", "an 8-character hex id". The form is the
// shape of every value; readHoleForms turns it into a sample of that
// shape (job-3f9a1c7e, WA-12345, 4f1c9a2e), which values then follow.

// holeBody is the part of a stated form after its prefix: one or more
// holes joined by "-" or "_", where a hole is a run of x, X, N or # (a
// character each) or a date part written in letters (YYYY, YY, MMDD,
// YYMMDD, YYYYMMDD): "xxxxxxxx", "YYYY-NNNNN", "YYYYMMDD-###".
const holeBody = "((?:(?:YYYYMMDD|YYMMDD|YYYY|MMDD|YY|MM|DD|x{2,16}|X{2,16}|N{2,16}|#{2,16})[-_])*(?:x{3,16}|X{3,16}|N{2,16}|#{2,16}))"

// reHoleForm matches a form written as a prefix and holes: "job-xxxxxxxx",
// "WA-NNNNN", "INV-####", "tkt_XXXXXX", "SR-YYYY-NNNNNNN", "DFF26-#####".
var reHoleForm = regexp.MustCompile("(?:^|[\\s(:\"'`])([A-Za-z][A-Za-z0-9]{0,7}[-_])" + holeBody + "(?:$|[\\s).,;:\"'`])")

// reDigitsForm matches a form written as a prefix and a count of digits:
// "INV-5 digits", "PO- followed by 6 digits", or a quoted prefix, which
// needs no separator ("\"J-\" followed by 6 digits", "a \"D\" followed by
// 4 digits", "\"PAT-\" + 6 digits"). Its groups are the prefix (bare or
// quoted) and the count.
var reDigitsForm = regexp.MustCompile(`(?:^|[\s(:])(?:([A-Z][A-Za-z0-9]{0,7}[-_])|["'\x60]([A-Z][A-Za-z0-9]{0,7}[-_]?)["'\x60])\s*(?:followed by\s+|then\s+|and\s+|\+\s*)?(\d{1,2})\s*digits?\b`)

// reHexLen matches a stated count of hex characters: "8-char hex", "an
// 8-character hex prefix", "12 hex digits", "40-digit hexadecimal".
var reHexLen = regexp.MustCompile(`(?i)\b(\d{1,2})[- ](?:chars?|characters?|digits?)[- ](?:long )?hex|\b(\d{1,2})[- ]hex(?:adecimal)?[- ](?:chars?|characters?|digits?)\b`)

// holeFill are the characters a sample fills each kind of hole with.
var holeFill = map[byte]string{'x': "3f9a1c7e4b2d8065", 'X': "K7QP2M9XR4TW8ZH3", 'N': "1234567890123456", '#': "1234567890123456"}

// readHoleForms adds, when the description shows no example, a sample of
// the form it states.
func (p *prose) readHoleForms(d string) {
	if len(p.examples) > 0 {
		return
	}
	for _, m := range reHoleForm.FindAllStringSubmatch(d, 2) {
		p.examples = append(p.examples, holeSample(m[1], m[2]))
	}
	if len(p.examples) == 0 && strings.Contains(d, "digit") {
		for _, m := range reDigitsForm.FindAllStringSubmatch(d, 2) {
			if n, _ := strconv.Atoi(m[3]); n >= 2 && n <= 16 {
				p.examples = append(p.examples, m[1]+m[2]+holeFill['N'][:n])
			}
		}
	}
	if len(p.examples) > 0 || !strings.Contains(strings.ToLower(d), "hex") {
		return
	}
	if m := reHexLen.FindStringSubmatch(d); m != nil {
		n, _ := strconv.Atoi(m[1] + m[2])
		if n >= 4 && n <= 16 {
			p.examples = append(p.examples, holeFill['x'][:n])
		}
	}
}

// reToolHex matches a tool description's sentence stating that a kind of
// value is so many hex characters: "Checksums are 12-character hex
// digests", "Snapshot ids are 8-char hex prefixes". Its groups are the
// noun phrase and the count.
var reToolHex = regexp.MustCompile(`(?i)\b((?:[a-z]+[ _-]){0,2}[a-z]+)\s+(?:are|is)\s+(?:an?\s+|the\s+)?(?:lower-?case\s+)?(\d{1,2})[- ](?:chars?|characters?|digits?)[- ](?:long\s+)?hex`)

// toolHexShapes files, under the normalized name of the noun phrase, a
// sample of the hex values a tool's description states, so parameters
// of that name in every tool take values of that length.
func toolHexShapes(desc string, into map[string][]string) {
	if !strings.Contains(strings.ToLower(desc), "hex") {
		return
	}
	for _, loc := range reToolHex.FindAllStringSubmatchIndex(desc, 2) {
		m := []string{desc[loc[0]:loc[1]], desc[loc[2]:loc[3]], desc[loc[4]:loc[5]]}
		if rest := clause(desc[loc[1]:]); containsAny(strings.ToLower(rest), "e.g", "like", "such as") {
			continue // the sentence shows examples: toolStatedShapes reads them
		}
		n, _ := strconv.Atoi(m[2])
		if n < 4 || n > 16 {
			continue
		}
		np := nounPhrase(m[1])
		if len(np) == 0 {
			continue
		}
		if k := normName(strings.Join(np, "_")); k != "" && into[k] == nil {
			into[k] = []string{holeFill['x'][:n]}
		}
	}
}

// nounPhrase returns the words of s after its last stop word (npStop, or
// one of more), with the last word singular: the noun phrase that names
// what a stated form is of ("the booking references" → booking
// reference). It is nil when no word follows the last stop word.
func nounPhrase(s string, more ...string) []string {
	var np []string
	for _, w := range Tokens(s) {
		if npStop[w] || slices.Contains(more, w) {
			np = np[:0]
			continue
		}
		np = append(np, w)
	}
	if len(np) == 0 {
		return nil
	}
	np[len(np)-1] = singular(np[len(np)-1])
	return np
}
