package synth

import (
	"strconv"
	"strings"

	"github.com/brianvoe/gofakeit/v6/data"
)

// Word pools for realistic work text. Nouns come from gofakeit's data
// (read once, then indexed directly: gofakeit's Noun builds a map per call).
var (
	nouns = func() []string {
		var out []string
		for _, k := range []string{"noun_common", "noun_concrete", "noun_countable"} {
			for _, w := range data.Word[k] {
				if s := slug(w); s != "item" {
					out = append(out, s)
				}
			}
		}
		return out
	}()
	workVerbs = []string{"update", "review", "fix", "deploy", "check", "merge", "document", "test", "refactor",
		"schedule", "share", "archive", "rename", "migrate", "clean up", "investigate", "reproduce", "benchmark",
		"rewrite", "approve", "roll back", "split", "simplify", "profile"}
	workNouns = []string{"login page", "release notes", "API client", "billing service", "search index",
		"onboarding flow", "dashboard", "database migration", "error handling", "build pipeline", "test suite",
		"user settings", "payment form", "cache layer", "README", "config file", "deploy script", "rate limiter",
		"notification emails", "mobile layout", "export job", "audit log", "access policy", "design doc",
		"sprint plan", "invoice template", "landing page", "feature flag", "retry logic", "webhook handler",
		"signup form", "CSV import", "staging cluster", "weekly report", "customer survey", "support queue"}
	workAdjs = []string{"new", "old", "broken", "slow", "flaky", "current", "updated", "legacy", "shared",
		"main", "internal", "public", "draft", "final", "duplicated", "unused"}
	whens = []string{"today", "tomorrow", "by Friday", "before the release", "this week", "next sprint",
		"after lunch", "on Monday", "before the demo", "by end of day"}
	sentenceTemplates = []string{
		"Please {V} the {N} {T}.",
		"The {A} {N} fails when the input is empty.",
		"Can you {V} the {N}? {P} needs it {T}.",
		"We should {V} the {N} and {V} the {N}.",
		"{P} reported that the {N} is {A} on staging.",
		"Added a section about the {N} to the {N}.",
		"Let's {V} the {N} {T} and ship it.",
		"The {N} takes {X} seconds to load for users in {C}.",
		"Remember to {V} the {N} {T}.",
		"I could not {V} the {N} because the {N} was {A}.",
		"First I will {V} the {N}, then {V} the {N}.",
		"The {N} looks good to me, but the {N} needs another pass.",
		"Moved the {A} {N} behind a feature flag.",
		"{P} and I agreed to {V} the {N} {T}.",
	}
)

// noun returns a lower-case identifier-safe noun.
func (g *Generator) noun() string { return nouns[g.rng.Intn(len(nouns))] }

// sentence returns one realistic work sentence.
func (g *Generator) sentence() string {
	t := sentenceTemplates[g.rng.Intn(len(sentenceTemplates))]
	var b strings.Builder
	b.Grow(len(t) + 48)
	for i := 0; i < len(t); i++ {
		if t[i] != '{' || i+2 >= len(t) || t[i+2] != '}' {
			b.WriteByte(t[i])
			continue
		}
		switch t[i+1] {
		case 'V':
			b.WriteString(workVerbs[g.rng.Intn(len(workVerbs))])
		case 'N':
			b.WriteString(workNouns[g.rng.Intn(len(workNouns))])
		case 'A':
			b.WriteString(workAdjs[g.rng.Intn(len(workAdjs))])
		case 'T':
			b.WriteString(whens[g.rng.Intn(len(whens))])
		case 'P':
			b.WriteString(g.fake.FirstName())
		case 'C':
			b.WriteString(g.fake.City())
		case 'X':
			b.WriteString(strconv.Itoa(2 + g.rng.Intn(28)))
		}
		i += 2
	}
	return b.String()
}
