package role

import (
	"regexp"
	"strings"
)

// A server states what one noun's ids look like once, under one name,
// and its other tools name that noun's id in their own words: a station
// is "stationCode" in one tool, "station", "station_id" or
// "from_station" in others; a lot's id stated as "Lot ids are written
// year.lot.item, e.g. 2023.114.7" is a bare "lot" elsewhere. idNoun
// reads the noun every such name is about, and borrowNoun and
// serverVocab look the noun's facts up under each name the server may
// have filed them under (its id, code, number or reference).

// nounQualifiers are name words before a noun that say which one of
// that noun a parameter means without changing what its values are:
// from_station, origin_station, parent_lot_id, linked_incident_id,
// ownerDiverId.
var nounQualifiers = map[string]bool{"from": true, "to": true, "source": true, "src": true, "target": true,
	"origin": true, "destination": true, "dest": true, "old": true, "new": true, "previous": true, "prev": true,
	"next": true, "parent": true, "child": true, "linked": true, "related": true, "other": true, "owner": true,
	"original": true, "replacement": true}

// nounHeads are name words after a noun that say the value is that
// noun's id (station_id, stationCode, lot_no, order_number).
var nounHeads = map[string]bool{"id": true, "ids": true, "code": true, "codes": true, "no": true, "num": true,
	"number": true, "numbers": true, "nbr": true, "ref": true, "reference": true, "identifier": true}

// idNoun returns the one noun a parameter name is about once its id
// words and the words choosing one of that noun are dropped
// ("from_station" → "station", "stationCode" → "station",
// "parent_lot_id" → "lot"); "" when more or fewer than one noun is left,
// or a noun every tool means its own thing by.
func idNoun(name string) string {
	ts := Tokens(name)
	for len(ts) > 1 && nounHeads[ts[len(ts)-1]] {
		ts = ts[:len(ts)-1]
	}
	if len(ts) > 1 && (nounQualifiers[ts[0]] || vocabQualifiers[ts[0]]) {
		ts = ts[1:] // (one word: "related_to_intervention" is no intervention)
	}
	if len(ts) != 1 {
		return ""
	}
	n := singular(ts[0])
	if len(n) < 3 || genericNames[n] || nounHeads[n] || perToolNouns[n] || npStop[n] {
		return ""
	}
	return n
}

// nounKeys are the name endings under which a server files the facts of
// a noun's id (normName of "<noun>_id", "<noun>Code", ...), the bare
// noun last.
var nounKeys = []string{"id", "code", "no", "number", "ref", "reference", ""}

// borrowNoun fills a string parameter that states nothing of its values
// (no pattern, format, enum or example, no shape in its words) from what
// the server states of its noun under another name: the examples a tool
// description shows ("Lot ids are written year.lot.item, e.g.
// 2023.114.7" for a bare "lot": was 472353, now 2023.114.7), or the
// pattern and examples a namesake of another name gives (a
// "new_site_code" beside "site_code": "^[A-H]\d{2}$", was 121220, now
// B14).
func (s *Server) borrowNoun(name string, f Facts) Facts {
	if s == nil || f.Pattern != "" || f.Format != "" || len(f.Enum) > 0 || len(f.Examples) > 0 ||
		len(f.Types) > 0 && f.Types[0] != "string" || statesShape(f) {
		return f
	}
	n := idNoun(name)
	if n == "" {
		return f
	}
	own := normName(name)
	ts := Tokens(name)
	headed := nounHeads[ts[len(ts)-1]]
	for _, h := range nounKeys {
		k := n + h
		if k == own || h == "" && !headed {
			// (a bare noun's facts speak for its id only: "new_start"
			// is no start's id, and a start's clock is no pattern of it)
			continue
		}
		ex, ok := s.stated[k]
		if !ok && h != "" {
			ex = s.sentenceShape(n + "_" + h)
		}
		if len(ex) > 0 {
			for _, e := range ex {
				f.Examples = append(f.Examples, e)
			}
			return f
		}
		o, ok := s.named[k]
		if !ok || !showsShape(o) {
			o, ok = s.shaped[k]
		}
		if !ok || len(o.Enum) > 0 || len(o.Types) > 0 && o.Types[0] != "string" || !statesShape(o) {
			continue
		}
		if o.Pattern == "" && len(o.Examples) == 0 && len(codedWords(proseOf(o.Description, false).examples)) == 0 {
			continue
		}
		return borrowStatedForm(f, o)
	}
	return f
}

// reListedCodes finds a tool description's sentence that lists a noun's
// codes: "Venue codes: PAL (Palace main), PAL2, ARC", "Site codes are
// three capital letters: `KNP` (Kanowna North open pit), `BRU` …",
// "Stations are identified by a three-letter code: one of LIR, YAL or
// KYA". Its group is the noun; the list follows the match.
var reListedCodes = regexp.MustCompile(`(?i)\b([a-z]{3,})\s+(?:codes?|ids?|identifiers?)\b[^.:;]{0,50}:\s*(?:one\s+of\s+)?|\b([a-z]{3,})\s+are\s+identified\s+by\b[^.:;]{0,50}:\s*(?:one\s+of\s+)?`)

// reListedCode matches one listed code at the start of the rest of a
// list, quoted or not, with its gloss ("`KNP` (Kanowna North open pit)"),
// and the separator after it.
var reListedCode = regexp.MustCompile("^[`'\"]?([A-Z][A-Z0-9]{0,7})[`'\"]?(?:\\s*\\([^()]{0,60}\\))?(\\s*,\\s*(?:and\\s+|or\\s+)?|\\s+(?:and|or)\\s+)?")

// listedCodes returns the nouns and codes a tool description lists in
// prose (reListedCodes), two codes at least each, in order.
func listedCodes(desc string) (nouns []string, codes [][]string) {
	if !strings.Contains(desc, ":") {
		return nil, nil
	}
	for _, m := range reListedCodes.FindAllStringSubmatchIndex(desc, 4) {
		var noun string
		if m[2] >= 0 {
			noun = desc[m[2]:m[3]]
		} else {
			noun = desc[m[4]:m[5]]
		}
		noun = singular(strings.ToLower(noun))
		if npStop[noun] || genericNames[noun] || perToolNouns[noun] {
			continue
		}
		var list []string
		rest := desc[m[1]:]
		for len(list) < 24 {
			c := reListedCode.FindStringSubmatch(rest)
			if c == nil {
				break
			}
			list = append(list, c[1])
			rest = rest[len(c[0]):]
			if c[2] == "" {
				break
			}
		}
		if len(list) >= 2 {
			nouns, codes = append(nouns, noun), append(codes, list)
		}
	}
	return nouns, codes
}

// noteListedCodes files the codes a tool description lists for a noun
// (listedCodes) as that noun's values, unless an enum filed them first.
func (s *Server) noteListedCodes(desc string) {
	nouns, codes := listedCodes(desc)
	for i, n := range nouns {
		if _, ok := s.vocab[n]; ok {
			continue
		}
		if s.vocab == nil {
			s.vocab = map[string][]string{}
		}
		s.vocab[n] = codes[i]
	}
}
