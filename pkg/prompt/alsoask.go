package prompt

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// AlsoAsk words the clause that, closing a request for a call, asks in
// that same request for the same call with p changed from old to value:
// the value alone where first, the request, quotes old ("also `SELECT
// 2`"), else the same again for the value, in the words the request
// says such a value with (said, as for FollowUpSaid: "the same for issue
// 382", "the same for 30 days"). JoinAlso joins it into the request; a
// follow-up's own words ("And for issue 382?", "Same again with the sql
// …") read inside one message as a second turn, and name the parameter.
func AlsoAsk(p Param, old, value any, named bool, said, first string) string {
	o, v := fmt.Sprint(old), fmt.Sprint(value)
	for _, q := range []string{"`", "\""} {
		if o != "" && strings.Contains(first, q+o+q) && !strings.Contains(v, q) {
			return "also " + q + v + q
		}
	}
	dated := false
	switch p.Role.Kind {
	case role.Date, role.DateTime, role.Year:
		dated = true
	}
	sd := sayDate(p, value)
	if dated && !named || !named && (bareOK(p) || idLike(p)) {
		return "the same for " + sd
	}
	w := withNoun(p, sd)
	if p.Enum && strings.HasPrefix(w, "with the ") && strings.Contains(w, " set to ") && len(o) > 1 && strings.Contains(strings.ToLower(first), " "+strings.ToLower(choiceSaid(o))) {
		// The first choice said in the request: the other one is said
		// alone, as the same again for it ("bids for sorghum, and then
		// the same for hrw wheat"), not with its key again.
		return "the same for " + choiceSaid(v)
	}
	if _, _, ok := prepNoun(idNoun(p)); !ok && usableSaid(p, value, said) {
		if _, ok := rangeEnd(w); !ok {
			w = said
			if !saidLead(said) {
				w = "with " + said
			}
		}
	}
	if r, ok := rangeEnd(w); ok {
		w = r
	}
	return "the same " + w
}

// JoinAlso words a message asking first, a request, and then also, the
// clause asking for the same with one value changed (AlsoAsk, or "the
// same for" a value): one sentence closing on also ("Could you run
// `SELECT 1`, and then also `SELECT 2`?"), or, where first says more
// than one sentence, a closing one ("Then do the same for issue 382.").
// false when first holds a block or a reason, which the ask would follow
// out of place, or does not end a sentence outside quotes (a request
// closing on "… put "Call me first."").
func JoinAlso(rng *rand.Rand, first, also string) (string, bool) {
	if also == "" || strings.ContainsRune(first, '\n') {
		return "", false
	}
	if _, why := cutPurpose(first); why != "" {
		return "", false
	}
	t := strings.TrimSpace(JoinRequests(rng, []string{first}))
	if end := strings.TrimSuffix(t, "\""); !strings.HasSuffix(end, "?") && !strings.HasSuffix(end, ".") {
		return "", false
	}
	if end := t[len(t)-1:]; end != "\"" && len(splitSentences(t)) == 1 {
		// The request's own thanks closes the whole ask: "Cancel
		// 141345, and then the same for 368656, please.", not "…,
		// please, and then the same for 368656."
		head, thanks := t[:len(t)-1], ""
		for _, w := range []string{", please", ", thanks", ", thank you"} {
			if h, ok := strings.CutSuffix(head, w); ok {
				head, thanks = h, w
				break
			}
		}
		return head + ", and then " + also + thanks + end, true
	}
	if rest, ok := strings.CutPrefix(also, "also "); ok {
		also = "the same for " + rest
	}
	return t + " " + pickOne(rng, "Then do "+also+".", "After that, do "+also+", please."), true
}
