package role

import (
	"strings"
	"unicode"
)

// brandsOf finds the words that mark a server's tool names as its own
// rather than saying what a tool does: a word most names open or end on
// ("firecrawl_scrape", "firecrawl_map"; "web_search_exa",
// "web_fetch_exa"). Such a word is the product's name, never the thing a
// request is about ("search the advanced exa"). A server of fewer than
// three tools has none: with so few names nothing marks a word as shared.
func brandsOf(tools []ServerTool) map[string]bool {
	if len(tools) < 3 {
		return nil
	}
	ends := map[string]int{}
	opens := map[string]bool{}
	for _, t := range tools {
		w := nameWords(t.Name)
		if len(w) < 2 {
			continue
		}
		ends[w[0]]++
		opens[w[0]] = true
		if w[len(w)-1] != w[0] {
			ends[w[len(w)-1]]++
		}
	}
	var out map[string]bool
	for w, n := range ends {
		if n*5 >= len(tools)*3 && (len(w) >= 3 || len(w) == 2 && opens[w] && !twoLetterWords[w]) {
			if out == nil {
				out = map[string]bool{}
			}
			out[w] = true
		}
	}
	return out
}

// twoLetterWords are the English words of two letters a tool name may
// open on as a word ("go_back", "up_vote", "my_orders"); any other
// two-letter opening most names share is the server's mark ("gw_round_list",
// "fh_open_case": the council's green waste service, the funeral home),
// read as a brand.
var twoLetterWords = map[string]bool{"go": true, "up": true, "my": true, "do": true, "to": true, "of": true, "on": true,
	"in": true, "at": true, "by": true, "is": true, "it": true, "no": true, "or": true, "an": true, "as": true, "be": true,
	"we": true, "us": true, "me": true, "ok": true, "id": true}

// nameWords splits a tool name into lower-case words at separators and
// at lower-to-upper case changes ("getUser" → get, user).
func nameWords(name string) []string {
	var w []string
	var b strings.Builder
	flush := func() {
		if b.Len() > 0 {
			w = append(w, b.String())
			b.Reset()
		}
	}
	prev := rune(0)
	for _, r := range name {
		switch {
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
			flush()
		case unicode.IsUpper(r) && unicode.IsLower(prev):
			flush()
			b.WriteRune(unicode.ToLower(r))
		default:
			b.WriteRune(unicode.ToLower(r))
		}
		prev = r
	}
	flush()
	return w
}

// Brand tells whether w (any case) is a word most of the server's tool
// names open or end on: the product's name (see brandsOf).
func (s *Server) Brand(w string) bool {
	return s != nil && s.brands[strings.ToLower(w)]
}
