package prompt

import "strings"

// reactionEmoji are the reaction names sort keys and APIs use, with the
// emoji people see on the button ("reactions-+1" sorts by 👍).
var reactionEmoji = map[string]string{"+1": "👍", "-1": "👎", "thumbsup": "👍", "thumbs_up": "👍",
	"thumbsdown": "👎", "thumbs_down": "👎", "smile": "😄", "laugh": "😄", "heart": "❤️", "tada": "🎉",
	"hooray": "🎉", "thinking_face": "🤔", "confused": "😕", "rocket": "🚀", "eyes": "👀"}

// sortExtremes are sort keys that name a quality rather than a field,
// with what comes first in descending and in ascending order: "sorted by
// long-running" is an API's word, "longest-running first" a person's.
var sortExtremes = map[string][2]string{
	"popularity": {"most popular first", "least popular first"}, "popular": {"most popular first", "least popular first"},
	"long-running": {"longest-running first", "shortest-running first"}, "long running": {"longest-running first", "shortest-running first"},
	"relevance": {"most relevant first", "least relevant first"}, "relevancy": {"most relevant first", "least relevant first"},
	"best-match": {"best matches first", "weakest matches first"}, "best match": {"best matches first", "weakest matches first"},
	"rating": {"highest rated first", "lowest rated first"}, "score": {"highest score first", "lowest score first"},
	"price": {"most expensive first", "cheapest first"}, "distance": {"farthest first", "nearest first"},
	"size": {"largest first", "smallest first"}, "duration": {"longest first", "shortest first"},
	"length": {"longest first", "shortest first"}, "priority": {"highest priority first", "lowest priority first"},
	"trending": {"trending first", "trending first"}, "activity": {"most active first", "least active first"},
}

// sortSaid says a sort key that is no plain field the way people ask for
// the order ("most popular first", "most 👍 first", "longest-running
// first"), in descending order unless asc; ok is false for other keys,
// which are said by their field ("sorted by date created").
func sortSaid(k string, asc bool) (string, bool) {
	kl := strings.ToLower(strings.TrimSpace(k))
	i := 0
	if asc {
		i = 1
	}
	if e, ok := sortExtremes[kl]; ok {
		return e[i], true
	}
	// "reactions-+1", "reactions_heart": a count of one kind of reaction.
	for _, sep := range []string{"-", "_", ":"} {
		head, kind, ok := strings.Cut(kl, sep)
		if !ok || head != "reactions" && head != "reaction" {
			continue
		}
		if e, ok := reactionEmoji[kind]; ok {
			if asc {
				return "fewest " + e + " first", true
			}
			return "most " + e + " first", true
		}
	}
	return "", false
}

// sortedBy says sort key x chosen without a direction: a quality by the
// order it gives ("most 👍 first", "longest-running first") or, when
// its word reads well after it, "sorted by popularity"; a field "sorted
// by date created".
func (st *funcState) sortedBy(x string) string {
	if s, ok := sortSaid(x, false); ok {
		if kl := strings.ToLower(x); plainWord.MatchString(kl) && kl != "popular" && kl != "trending" {
			return st.one(s, "sorted by "+kl, "ordered by "+kl)
		}
		return s
	}
	return st.one("sorted by "+sortWords(x), "ordered by "+sortWords(x))
}

// orderVerbs are the verbs a "<verb>ed by" key orders or groups with
// ("sorted by", "ordered by"): its value is a field to order by.
var orderVerbs = map[string]bool{"sorted": true, "ordered": true, "grouped": true, "ranked": true, "sort": true, "order": true,
	"group": true, "rank": true, "filtered": true, "keyed": true, "indexed": true, "partitioned": true}

// agentBy tells whether key words hl name who did a thing ("cancelled
// by", "approved by", "requested by"): a past participle before "by",
// which no order is.
func agentBy(hl string) bool {
	hw := strings.Fields(hl)
	if len(hw) < 2 || hw[len(hw)-1] != "by" {
		return false
	}
	v := hw[len(hw)-2]
	return len(v) > 4 && strings.HasSuffix(v, "ed") && !orderVerbs[v]
}

// pronounAgents are who values said without "the" ("created by me").
var pronounAgents = map[string]bool{"me": true, "us": true, "you": true, "anyone": true, "anybody": true,
	"everyone": true, "someone": true, "all": true, "any": true, "others": true, "none": true}

// agentBySaid says choice x of a "<verb>ed by" key as who did it:
// createdBy=me is "created by me", approvedBy=Manager "approved by the
// manager"; the request's own verb is not said twice: a cancel tool's
// cancelledBy=Client is "at the client's request", never "cancel
// session S-1, cancelled by the client".
func (st *funcState) agentBySaid(hl, x string) string {
	v := strings.ToLower(Humanize(x))
	if pronounAgents[v] {
		return hl + " " + v
	}
	if st.data != nil {
		verb := strings.ToLower(st.data.Tool.intent.Verb)
		if part := strings.Fields(hl)[0]; len(verb) >= 4 && strings.HasPrefix(part, verb) {
			return "at the " + v + "'s request"
		}
	}
	return hl + " the " + v
}

// whomPrep is the preposition of a key that is a preposition and the
// pronoun it governs ("by whom" of byWhom, "for whom", "to whom"): the
// key asks who the act is by, for or to; "" for other keys.
func whomPrep(hl string) string {
	hw := strings.Fields(hl)
	if len(hw) != 2 || hw[1] != "whom" && hw[1] != "who" || !prepositions[hw[0]] {
		return ""
	}
	return hw[0]
}

// whomSaid says choice x of a "<preposition> whom" key as the person it
// names with the preposition: byWhom=student is the act done by the
// student ("cancelled by the student", the tool's verb as its
// participle), forWhom=school "for the school"; a pronoun stays bare
// ("by me").
func (st *funcState) whomSaid(prep, x string) string {
	v := strings.ToLower(Humanize(x))
	if !pronounAgents[v] {
		v = "the " + v
	}
	if prep == "by" && st.data != nil {
		if part := pastParticiple(strings.ToLower(st.data.Tool.intent.Verb)); part != "" {
			return part + " by " + v
		}
	}
	return prep + " " + v
}
