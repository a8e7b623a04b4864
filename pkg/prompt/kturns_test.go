package prompt

import (
	"encoding/json"
	"io/fs"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/mcpgen/mcpgen/templates"
)

// TestAcksAskNoStockQuestion: the assistant's answer to a declined or
// cancelled call asks no stock question ("Got it — what did you mean?",
// "What needs fixing?") that reads the same on every record: a question
// about what to change is asked on fewer than one answer in three, and no
// one question on more than one in twelve.
func TestAcksAskNoStockQuestion(t *testing.T) {
	b := &Binding{}
	b.data.intent = toolIntent("create_branch", "", "Create a new branch in a GitHub repository")
	for name, ack := range map[string]func(*rand.Rand) string{"declined": DeclinedAck, "cancelled": CancelledAck,
		"declined-for": func(r *rand.Rand) string { return DeclinedAckFor(r, b) }} {
		rng := rand.New(rand.NewPCG(3, 9))
		asked := map[string]int{}
		n := 0
		for range 600 {
			if a := ack(rng); strings.HasSuffix(a, "?") {
				asked[a[strings.LastIndex(a, ". ")+2:]]++
				n++
			}
		}
		if n > 600/3 {
			t.Errorf("%s: %d of 600 answers ask a question", name, n)
		}
		for q, k := range asked {
			if k > 600/12 {
				t.Errorf("%s: %q asked %d times in 600", name, q, k)
			}
		}
	}
}

// TestDeclinedAckSaysUserStopped: the answer to a declined call says what
// the user's refusal left undone ("OK, I haven't created that branch."),
// never as the assistant's own choice ("Sure, I'll skip that lookup.",
// "OK, I won't create that branch."), which reads as if the assistant had
// declined.
func TestDeclinedAckSaysUserStopped(t *testing.T) {
	var bs []*Binding
	for _, c := range [][2]string{{"create_branch", "Create a new branch in a GitHub repository"},
		{"get_document", "Get a document by its id"}, {"del_keys", "Delete keys"}, {"run_js", "Execute JavaScript in the browser console"}} {
		b := &Binding{}
		b.data.intent = toolIntent(c[0], "", c[1])
		bs = append(bs, b)
	}
	rng := rand.New(rand.NewPCG(8, 1))
	for range 200 {
		for _, b := range bs {
			a := DeclinedAckFor(rng, b)
			for _, bad := range []string{"I won't", "I'll skip", "I'll hold off", "I'll leave", "skip it"} {
				if strings.Contains(a, bad) {
					t.Fatalf("declined call answered as the assistant's choice: %q", a)
				}
			}
		}
	}
	b := bs[0]
	if a := DeclinedAckFor(rand.New(rand.NewPCG(1, 2)), b); !strings.Contains(a, "haven't created that branch") &&
		!strings.Contains(a, "that branch hasn't been created") && !strings.Contains(a, "anything with that branch") {
		t.Errorf("create_branch declined: %q", a)
	}
}

// TestDeclinedAckNamesTheThing: a declined call of a tool whose
// description names a plain action on a thing is answered about that
// thing ("OK, I haven't created that branch."); a tool of a phrasal verb
// or an object of several kinds gets the plain answer.
func TestDeclinedAckNamesTheThing(t *testing.T) {
	for _, c := range []struct{ name, desc, want string }{
		{"create_branch", "Create a new branch in a GitHub repository", "that branch"},
		{"log_incident", "Log an incident on a route", "that incident"},
		{"delete_many", "Remove all documents that match the filter", ""},
		{"del_keys", "Delete keys", "those keys"},
		{"move_file", "Move or rename files and directories", ""},
		{"run_js", "Execute JavaScript in the browser console", ""},
	} {
		b := &Binding{}
		b.data.intent = toolIntent(c.name, "", c.desc)
		rng := rand.New(rand.NewPCG(5, 5))
		for range 20 {
			a := DeclinedAckFor(rng, b)
			if c.want != "" && !strings.Contains(a, c.want) {
				t.Errorf("%s: %q does not name %q", c.name, a, c.want)
			}
			if c.want == "" && (strings.Contains(a, "that ") || strings.Contains(a, "those ")) {
				t.Errorf("%s: %q names an odd object", c.name, a)
			}
		}
	}
}

// TestJoinLaterFragmentMost: a later request that is a fragment led by a
// superlative ("Most recent messages in the C0F channel?") is put to a
// verb ("Could I also see the most recent …?"), not glued after "Also,"
// as a telegraphic question.
func TestJoinLaterFragmentMost(t *testing.T) {
	for i := range 30 {
		rng := rand.New(rand.NewPCG(uint64(i), 3))
		got := JoinRequests(rng, []string{"Please get public channels.", "Most recent messages in the C0FQEIVN537 channel?"})
		if strings.Contains(got, "Also, most") || strings.Contains(got, "And most") || strings.Contains(got, ". Most recent") ||
			strings.Contains(got, "see most") || strings.Contains(got, "me most") {
			t.Errorf("telegraphic join: %q", got)
		}
	}
}

// TestTemplatesNoSoftFilter: no built-in request wording says a value the
// call sets as a filter as a mere preference ("ideally in {{.}}"): the
// call then finds only rooms of that building, which the user did not
// insist on, and a follow-up or a reply reads it as a hard filter.
func TestTemplatesNoSoftFilter(t *testing.T) {
	err := fs.WalkDir(templates.FS, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".tmpl") {
			return err
		}
		b, err := fs.ReadFile(templates.FS, path)
		if err != nil {
			return err
		}
		req, _, _ := strings.Cut(string(b), "\n=== ")
		l := strings.ToLower(req)
		for _, w := range []string{"ideally ", "preferably ", "if possible"} {
			if i := strings.Index(l, w); i >= 0 && strings.Contains(l[i:min(len(l), i+len(w)+12)], "{{") {
				t.Errorf("%s: %q says a filter as a preference", path, req[i:min(len(req), i+40)])
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestWithoutHoleNoun: the left-out thing's noun is dropped only where
// it modifies the next noun.
func TestWithoutHoleNoun(t *testing.T) {
	repo := Param{Name: "repo", Human: "repo", Role: role.Role{Kind: role.RepoName}}
	coll := Param{Name: "collection", Human: "collection"}
	value := Param{Name: "value", Human: "value"} // redis set (testdata/mcp-servers/redis.json): "Set a Redis key-value pair"
	for _, c := range []struct {
		in   string
		p    Param
		want string
	}{
		{"Pull up repository pull requests, that are closed.", repo, "Pull up the pull requests that are closed."},
		{"Repository pull requests from the main branch?", repo, "Pull requests from the main branch?"},
		{"What are the repository pull requests?", repo, "What are the pull requests?"},
		{"Make a fork of a repository to the acme org.", repo, "Make a fork of a repository to the acme org."},
		{"Show me the storage size of the collection (database metrics).", coll, "Show me the storage size of the collection (database metrics)."},
		{"Can we set a key-value pair under key \"feature_flags\"?", value, "Can we set a key-value pair under key \"feature_flags\"?"},
		// a parameter named "to" (a date range's end) is no noun
		{"I need to see the upcoming workshops from March 3.", Param{Name: "to", Human: "to"}, "I need to see the upcoming workshops from March 3."},
		{"I want to check the sessions from March 3.", Param{Name: "to", Human: "To"}, "I want to check the sessions from March 3."},
	} {
		if got := WithoutHoleNoun(c.in, []Param{c.p}); got != c.want {
			t.Errorf("WithoutHoleNoun(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestRedirectNoGreeting: a redo after a declined call does not greet
// again ("Actually, don't. Hi, get block …").
func TestRedirectNoGreeting(t *testing.T) {
	for i := range 20 {
		rng := rand.New(rand.NewPCG(uint64(i), 1))
		for _, got := range []string{RedirectOther(rng, "Hi, get block b1.", i%2 == 0), RedirectSlip(rng, "Quick one: get block b1."),
			RedirectCheck(rng, "Hey, can you get block b1?")} {
			if strings.Contains(got, "Hi,") || strings.Contains(got, "Quick one") || strings.Contains(got, "Hey,") {
				t.Errorf("redo greets: %q", got)
			}
		}
	}
}

// TestRedirectCheckNoOwnReason: a look first after a declined change
// gives no reason of its own ("Hold on, I want to look first. Take a
// snapshot. A user says the page looks broken."): the decline is why.
func TestRedirectCheckNoOwnReason(t *testing.T) {
	for i := range 20 {
		rng := rand.New(rand.NewPCG(uint64(i), 2))
		if got := RedirectCheck(rng, "I need to take an a11y snapshot. A user says the page looks broken."); strings.Contains(got, "broken") {
			t.Errorf("RedirectCheck = %q", got)
		}
	}
}

// TestListValueOwnerOnce: repositories of one owner are listed with the
// owner said once ("in acme's api and web repos"), not as a list of full
// names ("in repos acme/api and acme/web").
func TestListValueOwnerOnce(t *testing.T) {
	repo := Param{Name: "repo", Human: "repo", Role: role.Role{Kind: role.RepoName}}
	for in, want := range map[string]string{
		"Can you fetch the issues in repo acme/api?":  "Can you fetch the issues in acme's api, web and cli repos?",
		"Can I see the commits in acme/api?":          "Can I see the commits in acme's api, web and cli repos?",
		"Pull up acme/api's pull requests.":           "Pull up acme/api, acme/web and acme/cli's pull requests.",
		"In the repo umbrellas/api, list the issues.": "In umbrellas' api, web and cli repos, list the issues.",
	} {
		got, ok := ListValue(in, repo, []any{"api", "web", "cli"})
		if !ok || got != want {
			t.Errorf("ListValue(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
}

// TestRedirectNamesWhichNumber: a correction of one of two numbers of a
// kind (a window's width beside its height) says which one it changes,
// never "Hmm, 375 is enough. Can you change that?".
func TestRedirectNamesWhichNumber(t *testing.T) {
	p := Param{Name: "width", Human: "width", Type: "number", Description: "Width of the browser window", Role: role.Role{Kind: role.Quantity}}
	for i := range 40 {
		rng := rand.New(rand.NewPCG(uint64(i), 9))
		got := Redirect(rng, p, json.Number("1280"), json.Number("375"), true)
		if !strings.Contains(got, "width") {
			t.Errorf("%q: which number changes is not said", got)
		}
	}
}

// TestRedirectSaysChoicesInWords: a corrected choice is said as the
// request said it ("request changes"), not as the API's constant
// ("Sorry, APPROVE, not REQUEST_CHANGES.").
func TestRedirectSaysChoicesInWords(t *testing.T) {
	p := Param{Name: "event", Human: "event", Type: "string", Enum: true, Description: "Review action to perform"}
	for i := range 30 {
		rng := rand.New(rand.NewPCG(uint64(i), 2))
		got := Redirect(rng, p, "REQUEST_CHANGES", "APPROVE", false)
		if strings.Contains(got, "REQUEST_CHANGES") || strings.Contains(got, "APPROVE") {
			t.Errorf("%q: a choice said as its constant", got)
		}
	}
}

// TestDeclinedAckLeavesAloneOnlyChanges: only a declined call that
// would have changed an existing thing is answered as the thing left as
// it is ("I've left those keys as they are"); a call making or
// converting something is not ("I've left that address as it is" of a
// geocoding call), and the plain answers never say so.
func TestDeclinedAckLeavesAloneOnlyChanges(t *testing.T) {
	for _, c := range []struct {
		name, desc string
		alone      bool
	}{
		{"del_keys", "Delete keys", true},
		{"create_branch", "Create a new branch in a GitHub repository", false},
		{"maps_geocode", "Convert an address into geographic coordinates", false},
	} {
		b := &Binding{}
		b.data.intent = toolIntent(c.name, "", c.desc)
		rng := rand.New(rand.NewPCG(5, 7))
		seen := false
		for range 60 {
			a := DeclinedAckFor(rng, b)
			if strings.Contains(a, " as it is") || strings.Contains(a, " as they are") {
				seen = true
			}
		}
		if seen != c.alone {
			t.Errorf("%s: says the thing was left alone: %v, want %v", c.name, seen, c.alone)
		}
	}
	rng := rand.New(rand.NewPCG(1, 1))
	for range 200 {
		if a := DeclinedAck(rng); strings.Contains(a, "alone") || strings.Contains(a, " as it is") {
			t.Fatalf("plain answer %q says the thing was left alone", a)
		}
	}
}

// TestDeclinedAckOfRead: a declined look-up is answered as a look-up not
// made, never as something held off or done ("OK, I haven't done it.").
func TestDeclinedAckOfRead(t *testing.T) {
	b := &Binding{}
	b.data.intent = toolIntent("get_document", "", "Get a document by its id")
	if !b.data.intent.Read {
		t.Fatal("get_document is not read as a read: the test has no look-up to decline")
	}
	rng := rand.New(rand.NewPCG(2, 2))
	for range 40 {
		if a := DeclinedAckFor(rng, b); !slices.Contains(declinedReadSaid, strings.SplitAfter(a, ".")[0]) {
			t.Errorf("declined look-up answered %q", a)
		}
	}
}
