package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestClarifyNamesBlankValues: a clarification asking for a parameter
// whose own name says nothing of what it holds ("value", "values",
// "name", "newName") asks for it by what its description says it is for,
// so the person knows what to answer: "What value should I store?", not
// "Which value should I use?"; "What name should I give the
// screenshot?", not "Which one? I'll need its name."; and the reply to a
// new name is the name, not "The sessions_v2 new.". Real tools of the
// captured servers.
func TestClarifyNamesBlankValues(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		file, tool, param, request string
		want                       []string // one of them is in the question
	}{
		{"redis.json", "set", "value", `Set key "order:7875:status", expiring in 1800 seconds.`, []string{"What value should I store?"}},
		{"puppeteer.json", "puppeteer_fill", "value", "Fill in the password field.", []string{"What value should I fill in?"}},
		{"puppeteer.json", "puppeteer_select", "value", "Pick from the size dropdown.", []string{"Which value should I select?"}},
		{"puppeteer.json", "puppeteer_screenshot", "name", "Take a screenshot at 375 x 667 pixels.", []string{"What name should I give the screenshot?"}},
		{"playwright.json", "browser_select_option", "values", "Pick an option from the Country dropdown.", []string{"Which value should I select in the dropdown?"}},
		{"mongodb.json", "rename-collection", "newName", "Rename web.sessions.", []string{"What new name should I give the collection?"}},
	}
	for _, c := range cases {
		srv, tools := loadCorpus(t, c.file)
		var b *Binding
		for _, tl := range tools {
			if tl.Name == c.tool {
				if b, err = set.For(info(srv, tl)); err != nil {
					t.Fatal(err)
				}
			}
		}
		if b == nil {
			t.Fatalf("%s: no tool %s", c.file, c.tool)
		}
		var p Param
		for _, q := range b.Params() {
			if q.Name == c.param {
				p = q
			}
		}
		for i := range 12 {
			rng := rand.New(rand.NewPCG(7, uint64(i)))
			q := AskQuestion(rng, []Param{p}, map[string]any{c.param: "x"}, c.request)
			ok := false
			for _, w := range c.want {
				ok = ok || strings.Contains(q, w)
			}
			if !ok {
				t.Errorf("%s %s: %q, want %q", c.tool, c.param, q, c.want)
				break
			}
			if a := ClarifyAnswer(rng, p, "sessions_v2", q); strings.Contains(a, " new.") || strings.HasPrefix(a, "The ") {
				t.Errorf("%s %s: answer %q", c.tool, c.param, a)
			}
		}
	}
}

// TestChainFirstOneSaysTheGoal: a chain on the first item a listing
// shows says what is done with it by the second call's object ("get the
// size of the first collection it lists"), never the thing alone ("get
// the first collection it lists", which is another tool); a listing
// asked with "Mind …?" is not made "Can you mind …". Real mongodb tools.
func TestChainFirstOneSaysTheGoal(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	srv, tools := loadCorpus(t, "mongodb.json")
	var b *Binding
	for _, tl := range tools {
		if tl.Name == "collection-storage-size" {
			if b, err = set.For(info(srv, tl)); err != nil {
				t.Fatal(err)
			}
		}
	}
	var p Param
	for _, q := range b.Params() {
		if q.Name == "collection" {
			p = q
		}
	}
	for i := range 30 {
		rng := rand.New(rand.NewPCG(5, uint64(i)))
		got := ChainRequest(rng, b, "Mind going through all the collections of the crm database on connection dev-b3cc?", p, "")
		if !strings.Contains(got, "size of the first collection") {
			t.Errorf("%q: the goal is not said", got)
		}
		if strings.Contains(strings.ToLower(got), "you mind") && !strings.Contains(got, "Would you mind") {
			t.Errorf("%q: broken opener", got)
		}
	}
}

// TestClarifyTextAskedAsWords: a message's text is asked for as what it
// should say, not by its description ("What message text should I
// post?").
func TestClarifyTextAskedAsWords(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	srv, tools := loadCorpus(t, "slack.json")
	for _, tl := range tools {
		if tl.Name != "slack_post_message" {
			continue
		}
		b, err := set.For(info(srv, tl))
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range b.Params() {
			if p.Name != "text" {
				continue
			}
			for i := range 12 {
				q := AskQuestion(rand.New(rand.NewPCG(9, uint64(i))), []Param{p}, map[string]any{"text": "x"}, "Post a message on channel C0VSHYNR190.")
				if strings.Contains(q, "message text") {
					t.Errorf("%q", q)
				}
			}
		}
	}
}
