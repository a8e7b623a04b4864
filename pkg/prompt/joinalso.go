package prompt

import (
	"regexp"
	"strings"
)

// alsoOpeners are the openers of an ask said as a sentence of its own,
// each with the words it becomes when the ask comes second in a message
// ("Can you …" → "Can you also …", "I need to …" → "I also need to …").
// Longer openers come first: "can you please" before "can you".
var alsoOpeners = []struct{ open, also string }{
	{"can you please ", "can you please also "},
	{"could you please ", "could you please also "},
	{"would you please ", "would you please also "},
	{"any chance you could ", "any chance you could also "},
	{"any chance you can ", "any chance you can also "},
	{"is it possible to ", "is it also possible to "},
	{"would you mind ", "would you also mind "},
	{"do you mind ", "do you also mind "},
	{"i need you to ", "I also need you to "},
	{"i'd like you to ", "I'd also like you to "},
	{"can you ", "can you also "},
	{"could you ", "could you also "},
	{"would you ", "would you also "},
	{"will you ", "will you also "},
	{"can we ", "can we also "},
	{"could we ", "could we also "},
	{"can i ", "can I also "},
	{"could i ", "could I also "},
	{"i need to ", "I also need to "},
	{"we need to ", "we also need to "},
	{"i need ", "I also need "},
	{"we need ", "we also need "},
	{"i'd like ", "I'd also like "},
	{"i want ", "I also want "},
	{"let's ", "let's also "},
	{"mind ", "mind also "},
	{"please ", "please also "},
}

// alsoSaidRe matches words that already tie an ask to the one before it
// ("also", "too", "as well", "another", "same", "again", "one more").
var alsoSaidRe = regexp.MustCompile(`(?i)\b(also|too|as well|another|same|again|one more|either|plus)\b`)

// alsoLater words r, an ask said after another one in the same message
// as a sentence of its own, with "also" after its opener ("Can you also
// book session 41 for Arjun?", "I also need to log the reading"): two
// asks side by side, each with its own "Can you …?", read as two forms
// pasted together, the second one repeating the first's act ("Can you
// file a report …? Can you file a report …?"). The opener is the one
// the sentence asking starts with, alone or after a short leading
// phrase ("For that case, could you also …"). r is returned as it is
// when it already ties itself to the ask before ("another", "too") or
// opens with no known opener; of an ask above a block, only its first
// line is worded.
func alsoLater(r string) string {
	if head, block, ok := strings.Cut(r, "\n"); ok {
		// An ask above a block (a pasted list, "Title: …" lines):
		// its first line is the ask.
		if strings.TrimSpace(head) == "" {
			return r
		}
		return alsoLater(head) + "\n" + block
	}
	if alsoSaidRe.MatchString(r) {
		return r
	}
	at := askStart(r)
	if at < 0 {
		return r
	}
	l := strings.ToLower(r[at:])
	for _, o := range alsoOpeners {
		if !strings.HasPrefix(l, o.open) {
			continue
		}
		also := o.also
		if at == 0 {
			also = upperFirst(also)
		} else if r[at] >= 'A' && r[at] <= 'Z' {
			also = upperFirst(also)
		}
		return r[:at] + also + r[at+len(o.open):]
	}
	return r
}

// askStart is where the sentence of r that asks begins: its start, after
// a short leading phrase and a comma ("On case 2025-AB-1, can you …"),
// or after a first sentence that tells where or why ("I'm on prod-1. Can
// you …"); -1 when none of these opens with an opener of alsoOpeners.
func askStart(r string) int {
	opens := func(s string) bool {
		l := strings.ToLower(s)
		for _, o := range alsoOpeners {
			if strings.HasPrefix(l, o.open) {
				return true
			}
		}
		return false
	}
	if opens(r) {
		return 0
	}
	if lead, rest, ok := strings.Cut(r, ", "); ok && len(strings.Fields(lead)) <= 5 && !strings.ContainsAny(lead, ".?!\"") && opens(rest) {
		return len(lead) + 2
	}
	if i := strings.Index(r, ". "); i > 0 && strings.Count(r[:i], "\"")%2 == 0 && !strings.ContainsAny(r[:i], "?!") && opens(r[i+2:]) {
		return i + 2
	}
	return -1
}

// sameThingQuestions ask which thing n is, for a parameter named by the
// thing alone ("post", "controller serial"): "Which post do you mean?",
// not "Which post? I'll need its post.", which names it twice.
func sameThingQuestions(n string) []string {
	return []string{"Sure — which " + n + " do you mean?", "Which " + n + " is it?", "Happy to. Which " + n + " is that?"}
}
