package generate

import (
	"math/rand/v2"
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// whyTwoMessages: the requests of a parallel record said together would
// be a message no person writes in one go (two pasted blocks, a wall of
// sentences): they are sent apart, as two turns.
const whyTwoMessages = "its requests together are too long for one message (two pasted blocks, or more than five sentences or 420 characters): a person sends them apart"

// maxTogetherChars and maxTogetherSentences bound a message asking for
// several things at once, outside code: a long booking request (a
// meeting with its room, time, attendees and agenda, ~300 characters)
// still takes a short second ask ("And which building is HQ-773 in?"),
// while two such requests read as two messages glued.
const (
	maxTogetherChars     = 420
	maxTogetherSentences = 5
)

var (
	fenceRe    = regexp.MustCompile("(?s)```.*?```")
	quotedRe   = regexp.MustCompile(`"[^"\n]*"`)
	sentenceRe = regexp.MustCompile(`[.?!]["')]?(\s|$)`)
)

// tooLongTogether tells whether text, several requests joined into one
// message, reads as two messages glued: it holds two or more pasted
// blocks (the raters' "two templated requests glued" of two data
// sources with their property lists), or, outside code, more than
// maxTogetherSentences sentences or maxTogetherChars characters.
func tooLongTogether(text string) bool {
	prose := fenceRe.ReplaceAllString(text, "")
	blocks := 0
	for _, para := range strings.Split(prose, "\n\n")[1:] {
		if strings.TrimSpace(para) != "" {
			blocks++
		}
	}
	if blocks >= 3 || strings.Count(text, "```") >= 4 {
		return true // a block each, besides the requests themselves
	}
	flat := strings.Join(strings.Fields(prose), " ")
	return len(flat) > maxTogetherChars || len(sentenceRe.FindAllString(quotedRe.ReplaceAllString(flat, `""`), -1)) > maxTogetherSentences
}

// apartWhy is why calls cannot be made in one turn of a run (whyMixedRefs,
// whyOutsideRoots), "" when they can.
func (w *worker) apartWhy(calls []spec) string {
	switch {
	case w.mixedRefs(calls):
		return whyMixedRefs
	case w.outsideRoots(calls):
		return whyOutsideRoots
	}
	return ""
}

// parallelWordings is how many wordings of a parallel record's requests
// are tried before the slot is written as a single call: a long wording
// of one request often has a short sibling, and a slot given up changes
// the kind shares the run was asked for (issue 14: ±5 points).
const parallelWordings = 3

// parallelText words calls, the calls of one parallel record, as one
// user message: each request in another variant of its tool's wording
// (index+i), later ones referring back to the first, joined as people
// join asks. When the joined text is too long to send in one go
// (tooLongTogether), other variants are tried; long is true when every
// one was. variant names the first request's template.
func (w *worker) parallelText(rng *rand.Rand, index int, calls []spec) (text, variant string, long bool, err error) {
	for try := range parallelWordings {
		var reqs []string
		variant = ""
		for i, c := range calls {
			// index+i: each part in another variant of its tool's wording;
			// a retry moves every part on by 8 variants.
			at := index + i + 8*try
			t, v, err := w.request(c.pt, rng, at, c.args)
			for k := 1; err == nil && i > 0 && k < 4 && prompt.Backstory(t); k++ {
				// Said after another ask, a request is not a story and a
				// bare "Can you check?": another wording of it.
				t, v, err = w.request(c.pt, rng, at+4*k, c.args)
			}
			if err != nil {
				return "", "", false, err
			}
			if i > 0 {
				t = w.referBack(c.pt, calls[0].pt, rng, at, calls[0].args, c.args, t)
			}
			if i == 1 && len(calls) == 2 && c.pt == calls[0].pt && !sharesAct(reqs[0], t, c) {
				t, v, err = w.sameActWording(rng, at, reqs[0], calls[0].args, c, t, v)
				if err != nil {
					return "", "", false, err
				}
			}
			reqs, variant = append(reqs, t), cmpOr(variant, v)
		}
		if text = joinParallel(rng, calls, reqs, func() string { return w.oneChangeAsk(index+8*try, calls, reqs[0]) }); !tooLongTogether(text) {
			return text, variant, false, nil
		}
	}
	return text, variant, true, nil
}

// sameActWordings is how many other wordings of a second request for the
// tool of the first are tried for one that opens with the first's act.
const sameActWordings = 3

// sameActWording is another wording of c's request, said after first (a
// request for the same tool with firstArgs), that opens with the act first asks for, so
// the message asks it once ("Cancel appointment 375. And the same for
// appointment 300.") instead of asking it again in other words ("…
// Also, get rid of appointment 300."); t and v (the wording as made and
// its variant) when none does.
func (w *worker) sameActWording(rng *rand.Rand, at int, first string, firstArgs map[string]any, c spec, t, v string) (string, string, error) {
	// A source of its own: the record's other choices stay as they were
	// whether or not a wording is found.
	own := rand.New(rand.NewPCG(uint64(at), 0x9e3779b97f4a7c15))
	for k := 1; k <= sameActWordings; k++ {
		t2, v2, err := w.request(c.pt, own, at+16*k, c.args)
		if err != nil {
			return "", "", err
		}
		if prompt.Backstory(t2) || len(sentences(t2)) > len(sentences(t)) {
			// a reason or remark the wording as made does not add ("…
			// We don't need it anymore.") reads as the first's again
			continue
		}
		if t2 = w.referBack(c.pt, c.pt, own, at+16*k, firstArgs, c.args, t2); sharesAct(first, t2, c) {
			return t2, v2, nil
		}
	}
	return t, v, nil
}
