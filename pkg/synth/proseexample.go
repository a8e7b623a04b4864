package synth

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/internal/memo"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// A free-text parameter whose own description writes out what a value
// looks like ("What happened, as the arbiter would write it, e.g.
// \"White's phone rang in the playing hall at move 31; game forfeited.\"",
// "reason, e.g. leaking from door seal") is written like that example:
// the example is the server's own sentence about the tool's own object,
// where a bank of notes is another trade's ("Home game against the
// Rovers, kick-off 10:30." for a chess arbiter, "Nothing happens when
// switched on." for a wig returned with a split seam).

// freeTextHeads are the words that name a parameter (its last word) or
// open its description as free text a person writes: a note, a reason, a
// description of a fault or of what happened.
var freeTextHeads = map[string]bool{"note": true, "notes": true, "comment": true, "comments": true, "reason": true, "reasons": true,
	"description": true, "desc": true, "details": true, "detail": true, "issue": true, "problem": true, "defect": true, "defects": true,
	"message": true, "summary": true, "observation": true, "observations": true, "remark": true, "remarks": true, "instructions": true,
	"requests": true, "why": true, "purpose": true, "interpretation": true, "cause": true, "symptom": true, "symptoms": true,
	"complaint": true, "explanation": true, "memo": true}

// freeTextParam tells whether h names free text a person writes: its
// name's last word or its description's first word is a free-text head
// ("damage_notes", "rootCause", `r` described "reason, e.g. …").
func freeTextParam(h hint) bool {
	if ts := tokens(h.name); len(ts) > 0 && freeTextHeads[ts[len(ts)-1]] {
		return true
	}
	d := strings.TrimLeft(strings.ToLower(h.desc), " \"'`(")
	if i := strings.IndexAny(d, " ,.:;("); i > 0 {
		d = d[:i]
	}
	return freeTextHeads[d]
}

// proseWords tells whether an example is a few words of prose ("left
// hinge screw missing", "tarp torn, some snow on top of load"): three or
// more words, two of them lower-case words, no address or markup. A name
// ("St Aidan's Church Hall") or a code list is none.
func proseWords(ex string) bool {
	ws := strings.Fields(ex)
	if len(ws) < 3 || strings.ContainsAny(ex, "@`{}<>|") || strings.Contains(ex, "://") {
		return false
	}
	lower := 0
	for _, w := range ws {
		w = strings.Trim(w, ",.;:!?()\"'")
		if len(w) >= 2 && strings.Trim(w, "abcdefghijklmnopqrstuvwxyz'-") == "" {
			lower++
		}
	}
	return lower >= 2
}

// proseExample returns free text modelled on the prose example the
// parameter's own description gives (proseWords), written as another
// note of its kind (varyProse): "sheath worn through on 35 m rope near
// eye splice" → "… on 28 m rope …". ok is false for a parameter that is
// no free text (freeTextParam, or a text role) or whose description gives
// no prose example.
func (g *Generator) proseExample(r *role.Role, h hint) (string, bool) {
	text := r.Kind == role.Text
	if !text && (r.Kind != role.Unknown && r.Kind != role.Word || !freeTextParam(h)) {
		return "", false
	}
	var exs []string
	p := strings.ToLower(h.name)
	for _, e := range realExamples(r.Examples) {
		if text && proseWords(e) && !(len(p) > 3 && strings.Contains(strings.ToLower(e), p)) {
			exs = append(exs, e)
		}
	}
	if len(exs) == 0 && (text || len(r.Examples) == 0) {
		// "e.g. separate darks, 2 pillows, no softener on towels": the
		// list is one note, which the examples' reader leaves as prose
		if e := bareProseExample(h.desc); e != "" {
			exs = append(exs, e)
		}
	}
	if len(exs) == 0 {
		return "", false
	}
	return g.varyProse(exs[g.rng.Intn(len(exs))]), true
}

// reBareExample finds the words a description gives after "e.g." or "for
// example", unquoted, up to the end of its sentence.
var reBareExample = regexp.MustCompile(`(?i)\b(?:e\.g\.|eg\.|for example|for instance)[:,]?\s+([^"'“` + "`" + `][^.]*?)\s*(?:\.(?:\s|$)|$)`)

// bareProseExample returns the unquoted prose a free-text parameter's
// description gives after "e.g." ("reason, e.g. leaking from door seal"
// → "leaking from door seal"), "" when it gives none or the words are no
// prose (proseWords).
func bareProseExample(desc string) string {
	if len(desc) > descMemoLen {
		return bareProseExampleOf(desc)
	}
	return bareExamples.Get(desc, bareProseExampleOf)
}

// bareExamples keeps bareProseExample's answer per description: it is
// asked of every string drawn, and the description never changes.
var bareExamples = memo.New[string, string](descMemoEntries)

// bareProseExampleOf is bareProseExample worked out afresh.
func bareProseExampleOf(desc string) string {
	m := reBareExample.FindStringSubmatch(desc)
	if m == nil || !proseWords(m[1]) || placeholderExample(m[1]) {
		return ""
	}
	return m[1]
}

// reMeasure matches an amount with its unit in prose ("35 m", "2.5 m",
// "~60%", "after 10 min"): a number standing alone, not part of a code,
// a date or a time ("CRV-042", "2024-03-02", "07:40").
var reMeasure = regexp.MustCompile(`(^|[\s~(])(\d{1,3}(?:\.\d)?)(\s?(?:%|°C|°F|mm|cm|m|km|kg|g|mL|ml|l|lb|lbs|in|ft|min|mins|minutes|hours|hrs|h|days|weeks|knots|km/h|mph|dB)\b|%)`)

// varyMeasures redraws each measured amount of a prose example within a
// quarter of itself, to the example's decimals ("at 350 mL" → "at 310
// mL", "2.5 m" → "2.8 m"); counts, codes, dates and times stay as written
// (a "move 31", "CRV-042", "07:40").
func (g *Generator) varyMeasures(ex string) string {
	return reMeasure.ReplaceAllStringFunc(ex, func(s string) string {
		m := reMeasure.FindStringSubmatch(s)
		f, err := strconv.ParseFloat(m[2], 64)
		if err != nil || f == 0 {
			return s
		}
		v := f * (0.75 + g.rng.Float64()/2)
		num := strconv.FormatFloat(v, 'f', 1, 64)
		if !strings.Contains(m[2], ".") {
			num = strconv.Itoa(max(1, int(v+0.5)))
		}
		return m[1] + num + m[3]
	})
}

// spelledKey returns h named by the words its terse key stands for on
// the server (role.Server.KeyMeaning: "why" is the reason, "r" the
// reason where another tool describes its "r" as "reason, e.g. …"), so
// free text is of the kind the key asks for, as the request already
// says it: a refund's "r" was "Double-checked the details with Giulia."
// (a note), said 'the reason is …'. h is returned as it is for a key
// that is no terse key or whose meaning the server does not say.
func (g *Generator) spelledKey(h hint) hint {
	if g.opts.Server == nil || !role.TerseKey(h.name) {
		return h
	}
	m := g.opts.Server.KeyMeaning(g.opts.Topic, g.opts.About, h.name, h.desc, false)
	if m.Words == "" || strings.Contains(m.Words, " ") {
		return h
	}
	h.name = m.Words
	if h.desc == "" {
		h.desc = m.Desc
	}
	return h
}

// spelledObject returns the tool's object obj in the words the server
// spells its clipping in (role.Server.KeyMeaning: "ldg" of "ldg_void",
// described "Void a landing", is the landing), else "entry" for a
// clipping nothing spells: a voided "ldg" was "Duplicate of another
// ldg.", now "Duplicate of another landing."; a word is returned as it
// is.
func (g *Generator) spelledObject(obj string) string {
	if !role.TerseKey(obj) {
		return obj
	}
	if g.opts.Server != nil {
		if m := g.opts.Server.KeyMeaning(g.opts.Topic, g.opts.About, obj, "", false); m.Words != "" && !strings.Contains(m.Words, " ") {
			return m.Words
		}
	}
	return "entry"
}
