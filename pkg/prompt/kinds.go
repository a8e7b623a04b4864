package prompt

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// This file phrases the turns of records with more than one call or
// more than one user turn (parallel requests, chained calls, follow-ups
// and clarifications). The single-call parts (each request, each final
// answer) come from the request and final templates through Request and
// Final; only the joins and the extra turns are worded here.

func pickOne(rng *rand.Rand, items ...string) string { return items[rng.IntN(len(items))] }

// JoinRequests words several independent requests as one message, as a
// person asking for a few things at once would: "Read a.txt. Also, read
// b.txt." Requests holding a block (a line break) are kept as paragraphs.
func JoinRequests(rng *rand.Rand, reqs []string) string {
	if len(reqs) == 0 {
		return ""
	}
	block := false
	for _, r := range reqs {
		block = block || strings.ContainsRune(r, '\n')
	}
	var b strings.Builder
	b.WriteString(ensureStop(reqs[0]))
	links := []string{"Also, ", "And ", "Plus, ", "On top of that, "}
	for i, r := range reqs[1:] {
		if block {
			b.WriteString("\n\n")
		} else {
			b.WriteString(" ")
		}
		link := links[(rng.IntN(len(links))+i)%len(links)]
		if i == len(reqs)-2 && len(reqs) > 2 {
			link = pickOne(rng, "And finally, ", "Lastly, ", "And ")
		}
		b.WriteString(link + lowerStart(ensureStop(r)))
	}
	return b.String()
}

// JoinAnswers joins the final answers of several calls into one message.
func JoinAnswers(answers []string) string {
	var out []string
	for _, a := range answers {
		if a = strings.TrimSpace(a); a != "" {
			out = append(out, a)
		}
	}
	return strings.Join(out, "\n\n")
}

// ensureStop ends s with a full stop unless it ends with punctuation.
func ensureStop(s string) string {
	s = strings.TrimSpace(s)
	if s == "" || strings.ContainsAny(s[len(s)-1:], ".?!:)\"`") {
		return s
	}
	return s + "."
}

// mention is how a value is said in a short reply: strings bare when
// short and on one line, else in quotes; other values in words.
func mention(v any) string {
	if s, ok := v.(string); ok {
		if !strings.ContainsAny(s, "\n\"") && len(s) <= 80 {
			return s
		}
		return cite(s).(string)
	}
	return words(v)
}

// paramNoun is what a person calls the value of p ("path", "city",
// "issue number").
func paramNoun(p Param) string {
	h := strings.ToLower(p.Human)
	if h == "" {
		h = strings.ToLower(Humanize(p.Name))
	}
	return h
}

// thingNoun is what a person calls the thing a value of p names: "file"
// for a file path, "connection" for a connection id.
func thingNoun(p Param) string {
	switch p.Role.Kind {
	case role.FilePath, role.FileName:
		return "file"
	case role.DirPath:
		return "folder"
	}
	if n := nounOf(p); n != "" {
		return singular(n)
	}
	return paramNoun(p)
}

// lowerStart lower-cases the first letter of a request joined after
// another, keeping "I" and acronyms.
func lowerStart(s string) string {
	if s == "I" || strings.HasPrefix(s, "I ") || strings.HasPrefix(s, "I'") {
		return s
	}
	return lcFirst(s)
}

// FollowUp words a second user turn that repeats the previous request
// with p changed to value: "And for Lyon?", "Now the same with the path
// /tmp/b.txt."
func FollowUp(rng *rand.Rand, p Param, value any) string {
	v, noun := mention(value), paramNoun(p)
	switch rng.IntN(5) {
	case 0:
		return "And for " + v + "?"
	case 1:
		return "What about " + v + "?"
	case 2:
		return "Now the same with " + noun + " " + v + ", please."
	case 3:
		return "Thanks. Could you do that again for " + v + "?"
	default:
		return "Same again, but with " + v + " as the " + noun + "."
	}
}

// FollowUpRequest words a second user turn that asks for a new request
// of the same kind: "Thanks. Now, read b.txt."
func FollowUpRequest(rng *rand.Rand, req string) string {
	lead := pickOne(rng, "Thanks. Now ", "Great. Next, ", "OK. One more: ", "Now ")
	return lead + lowerStart(req)
}

// ClarifyQuestion is the assistant's question for the missing value of p,
// naming it: "Which path should I use?"
func ClarifyQuestion(rng *rand.Rand, p Param) string {
	noun := paramNoun(p)
	switch rng.IntN(4) {
	case 0:
		return "Sure. Which " + noun + " should I use?"
	case 1:
		return "I can do that. What " + noun + " do you want me to use?"
	case 2:
		return "Happy to help. I just need the " + noun + ": what should it be?"
	default:
		return "Could you tell me the " + noun + " first?"
	}
}

// ClarifyAnswer is the user's reply giving value for p.
func ClarifyAnswer(rng *rand.Rand, p Param, value any) string {
	v := mention(value)
	switch rng.IntN(4) {
	case 0:
		return v
	case 1:
		return "Use " + v + "."
	case 2:
		return "The " + paramNoun(p) + " is " + v + "."
	default:
		return v + ", please."
	}
}

// ChainRequest words a request that needs two calls, the second working
// on what the first finds: reqA (the first call's request) followed by
// what to do with its result, for b's tool taking the found value as p.
func ChainRequest(rng *rand.Rand, b *Binding, reqA string, p Param) string {
	noun := thingNoun(p)
	in := b.data.intent
	act := strings.TrimSpace(in.Verb)
	if act == "" || !in.OK {
		act = "use " + b.data.Label + " on"
	}
	first := pickOne(rng, "the first "+noun+" it finds", "the first "+noun+" in the results", "one of the "+Plural(noun)+" it returns")
	then := pickOne(rng, "Then ", "After that, ", "Once you have that, ")
	return ensureStop(reqA) + " " + then + act + " " + first + "."
}

// RequestGeneric renders the request for a call of b's tool with args
// through the generic request template (_generic.tmpl), whatever file
// b's tool has: for a request that leaves a value out (a clarification),
// which a tool's own template may not be written for.
func (r *Renderer) RequestGeneric(b *Binding, rng *rand.Rand, index int, args map[string]any) (text, variant string, err error) {
	for _, lf := range r.set.layers {
		for _, c := range candidates(b.Tool, GenericFile) {
			if f := lf[c]; f != nil && len(f.Sections[SectionRequest]) > 0 {
				return r.render(b, f, SectionRequest, rng, index, args, nil)
			}
		}
	}
	return "", "", fmt.Errorf("tool %q: no %s", b.Tool.Name, GenericFile)
}

// NearMissDomain returns the domain nouns of a near-miss negative request
// (one of them names the tools whose domain the request sounds like:
// "file", "issue") and the capability verbs its answer may name ("read",
// "list", "search"), or nil when request is no near-miss request. A
// record offers the tools of that domain having those verbs beside it, so
// the refusal's "I can read, list or search them" fits the tools shown.
func NearMissDomain(request string) (nouns, caps []string) {
	for _, nm := range nearMisses {
		for _, q := range nm.requests {
			if q == request {
				return nm.nouns, nm.caps
			}
		}
	}
	return nil, nil
}

// ChainRequestWith words a chain whose second call has values of its own:
// reqA, then reqB (the second call's request without the found value),
// on what the first found: "List the connections. Then drop the inventory
// database, using the first connection it finds."
func ChainRequestWith(rng *rand.Rand, reqA, reqB string, p Param) string {
	noun := thingNoun(p)
	b := strings.TrimRight(strings.TrimSpace(reqB), ".?! ")
	if strings.ContainsRune(b, '\n') {
		return ensureStop(reqA) + " Then, with the first " + noun + " it finds:\n\n" + reqB
	}
	then := pickOne(rng, "Then ", "After that, ", "Once you have that, ")
	with := pickOne(rng, ", using the first "+noun+" it finds.", " with the first "+noun+" in the results.", " for the first "+noun+" it lists.")
	return ensureStop(reqA) + " " + then + lowerStart(b) + with
}
