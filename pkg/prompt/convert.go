package prompt

import (
	"regexp"
	"strings"
)

// A tool that fetches or converts a thing ("Read a webpage's full
// content as clean markdown", "Parse one supported document into
// markdown") is asked for by what the user wants done with the thing:
// "read https://… as clean markdown", "parse /docs/a.pdf into markdown";
// never "what the webpage's https://… as clean markdown are", a question
// its answer is no answer to.

// formatPlace matches the place of an intent that names a format the
// thing comes back in ("as clean markdown", "into Markdown", "to PDF").
var formatPlace = regexp.MustCompile(`(?i)^(?:as|into|to|in) (?:clean |plain |raw |structured |readable )?(?:markdown|text|plain text|pdf|json|csv|html|xml|yaml|llm-ready markdown)$`)

// converts tells whether the intent returns its object in another
// format: a request for it wants the thing converted, not a question
// answered.
func converts(in intent) bool {
	return formatPlace.MatchString(strings.TrimSpace(in.Extra))
}

// wrappedThing matches an object that wraps the thing in a word for its
// content: "a webpage's full content", "the contents of a file", "one
// supported document".
var (
	contentOf    = regexp.MustCompile(`(?i)^(?:the )?(?:full |complete |entire |raw )?(?:contents?|text|body) of (.+)$`)
	possContent  = regexp.MustCompile(`(?i)^(.+?)'s (?:full |complete |entire |raw )?(?:contents?|text|body)$`)
	oneSupported = regexp.MustCompile(`(?i)^one (?:supported |single |given )?(.+)$`)
)

// convertedObject says the thing a converting intent takes, not the
// word for its content: "a webpage's full content" → "a webpage", "one
// supported document" → "a document"; the object of any other intent is
// unchanged. An argument naming the thing (a URL, a path) then replaces
// it: "read https://… as clean markdown".
func convertedObject(in intent) intent {
	if !converts(in) || in.Fixed {
		return in
	}
	o := in.Object
	if m := contentOf.FindStringSubmatch(o); m != nil {
		o = m[1]
	} else if m := possContent.FindStringSubmatch(o); m != nil {
		o = m[1]
	}
	if m := oneSupported.FindStringSubmatch(o); m != nil {
		o = fixArticle("a " + m[1])
	}
	in.Object = o
	return in
}

// convertVerb is what people say for a read that returns its thing in
// another format: "get https://… as markdown", "grab …", never "open …
// as clean markdown" (a page is opened, not converted); ok is false for
// any other intent.
func (st *funcState) convertVerb(in intent) (string, bool) {
	switch in.Verb {
	case "read", "get", "fetch", "retrieve":
	default:
		return "", false
	}
	if !converts(in) {
		return "", false
	}
	return st.vary("verb", "get", "read", "grab", "give me", "get"), true
}
