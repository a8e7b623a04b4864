package prompt

import (
	"regexp"
	"testing"
)

// TestEmojiNotGluedToID checks that an emoji shortcode said as an option
// after an id is its own word ("… in channel C0G1 with :eyes:"), never
// glued onto the id ("channel C0G1:eyes:").
func TestEmojiNotGluedToID(t *testing.T) {
	cases := []requestCase{{name: "add_reaction", desc: "Add a reaction emoji to a message",
		schema: `{"type":"object","properties":{"channel_id":{"type":"string","description":"The ID of the channel containing the message"},
			"timestamp":{"type":"string","description":"The timestamp of the message to react to"},
			"reaction":{"type":"string","description":"The name of the emoji reaction (without ::)"}},
			"required":["channel_id","timestamp","reaction"]}`,
		args: `{"channel_id":"C0GOEPXH768","timestamp":"1766568726.928239","reaction":"eyes"}`}}
	glued := regexp.MustCompile(`[A-Za-z0-9]:[a-z0-9_+-]+:`)
	forRequests(t, cases, 200, 3, func(c requestCase, i int, text string) {
		if glued.MatchString(text) {
			t.Errorf("emoji glued to the word before it: %s", text)
		}
	})
}

// TestArticleOnce checks that two articles in a row where template pieces
// meet keep the second, and that a quoted value keeps its own words.
func TestArticleOnce(t *testing.T) {
	for in, want := range map[string]string{
		"Can you check what the the details of request 1 are?": "Can you check what the details of request 1 are?",
		"Add a the note":                       "Add the note",
		`Search for "The The albums" please`:   `Search for "The The albums" please`,
		"Play `the the` then the the next one": "Play `the the` then the next one",
		"Nothing to change here":               "Nothing to change here",
	} {
		if got := articleOnce(in); got != want {
			t.Errorf("articleOnce(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestTimeKeyByWords checks that a field is a time by its words, not by a
// substring ("lifetime_value" is money: "highest first", never "newest
// first").
func TestTimeKeyByWords(t *testing.T) {
	for k, want := range map[string]bool{"created_at": true, "updatedAt": true, "timestamp": true, "due_date": true,
		"lastModified": true, "lifetime_value": false, "runtime_ms": false, "overtime_hours": false, "rating": false, "start_time": true} {
		if got := timeKey(k); got != want {
			t.Errorf("timeKey(%q) = %v, want %v", k, got, want)
		}
	}
}

// TestMayDoubleArticle checks the cheap test agrees with doubledArticle
// on requests with and without two articles in a row.
func TestMayDoubleArticle(t *testing.T) {
	for _, s := range []string{"Can you check what the the details are?", "The the album", "Add a the note", "an An x",
		"Nothing to change here", "Find the latest orders", "a", "", "Put an apple in the basket", "the theme of a day",
		"(the the x", "Hi.\nThe the x", "x-the the y", "other the x", "bathe the dog"} {
		if got, want := mayDoubleArticle(s), doubledArticle.MatchString(s); got != want {
			t.Errorf("mayDoubleArticle(%q) = %v, doubledArticle matches: %v", s, got, want)
		}
	}
}
