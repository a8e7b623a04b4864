package synth

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Tests that values are what their parameter really takes, on tool
// schemas written for them (shaped like the tools users bring: a code
// host, a chat, a document database, a map service, a browser, a
// key-value store). Each fails on a fault a blind rater found.

// sentenceFiller match the old sentence templates: text built from them
// meant nothing ("Ana reported that the staging cluster is draft on
// staging").
var sentenceFiller = regexp.MustCompile(`reported that the .* is \w+ on staging|fails when the input is empty|I could not \w+ the .* because|Added a section about the|Moved the .* behind a feature flag| and I agreed to |takes \d+ seconds to load for users in`)

// storyOf returns the story a text belongs to, or -1.
func storyOf(s string) int {
	for i, st := range stories {
		if s == st.title || s == st.body || s == st.chat || s == st.commit || s == st.pr {
			return i
		}
		for _, c := range st.comments {
			if s == c {
				return i
			}
		}
	}
	return -1
}

// A title and the body of one call are about the same piece of work; a
// comment, a chat message and a commit message are short coherent texts,
// never a mash of template sentences with random names.
func TestFreeTextIsCoherent(t *testing.T) {
	tools := []struct{ topic, about, src string }{
		{"create_issue", "Create a new issue in a GitHub repository", `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"title":{"type":"string"},"body":{"type":"string"}},"required":["owner","repo","title","body"]}`},
		{"add_issue_comment", "Add a comment to an existing issue", `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"issue_number":{"type":"number"},"body":{"type":"string"}},"required":["owner","repo","issue_number","body"]}`},
		{"post_message", "Post a new message to a channel", `{"type":"object","properties":{"channel_id":{"type":"string"},"text":{"type":"string","description":"The message text to post"}},"required":["channel_id","text"]}`},
		{"create_pull_request", "Create a new pull request", `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"title":{"type":"string"},"body":{"type":"string"},"head":{"type":"string"},"base":{"type":"string"}},"required":["owner","repo","title","body","head","base"]}`},
	}
	for _, tl := range tools {
		for _, m := range decodeAll(t, tl.src, 30, Options{Seed: 3, RootObject: true, Topic: tl.topic, About: tl.about}) {
			for _, k := range []string{"title", "body", "text"} {
				s, ok := m[k].(string)
				if !ok {
					continue
				}
				if f := sentenceFiller.FindString(s); f != "" {
					t.Errorf("%s %s = %q: template filler %q", tl.topic, k, s, f)
				}
				if storyOf(s) < 0 {
					t.Errorf("%s %s = %q: not a text of a story", tl.topic, k, s)
				}
			}
			if title, body := m["title"], m["body"]; title != nil && body != nil && storyOf(title.(string)) != storyOf(body.(string)) {
				t.Errorf("%s: title %q and body %q are about different things", tl.topic, title, body)
			}
		}
	}
	// a meeting tool's texts are meetings', an email's body goes with its subject
	meet := `{"type":"object","properties":{"event_id":{"type":"string"},"reason":{"type":"string"},"agenda":{"type":"object","properties":{"items":{"type":"array","items":{"type":"string"},"minItems":2}},"required":["items"]}},"required":["event_id","reason","agenda"]}`
	for _, m := range decodeAll(t, meet, 20, Options{Seed: 4, RootObject: true, Topic: "cancel_meeting"}) {
		r := m["reason"].(string)
		found := false
		for _, x := range meetingReasons {
			found = found || x == r
		}
		if !found {
			t.Errorf("cancel reason %q: want a reason a person gives for cancelling", r)
		}
		for _, it := range m["agenda"].(map[string]any)["items"].([]any) {
			ok := false
			for _, mt := range meetings {
				for _, a := range mt.agenda {
					ok = ok || a == it
				}
			}
			if !ok {
				t.Errorf("agenda item %q: want an agenda item", it)
			}
		}
	}
	mailSrc := `{"type":"object","properties":{"to":{"type":"string","format":"email"},"subject":{"type":"string"},"body":{"type":"string"}},"required":["to","subject","body"]}`
	for _, m := range decodeAll(t, mailSrc, 20, Options{Seed: 5, RootObject: true, Topic: "send_email"}) {
		ok := false
		for _, ml := range mails {
			ok = ok || ml.subject == m["subject"] && ml.body == m["body"]
		}
		if !ok {
			t.Errorf("subject %q and body %q: want one email", m["subject"], m["body"])
		}
	}
}

// Paths are folders and files of a project whose names go together (no
// "/srv/chair", no HTML under src/utils), and a file's content is in its
// language: no prose in a .py, .json or .csv file, nested or not.
func TestPathsAndContentsFit(t *testing.T) {
	known := map[string]bool{}
	for _, d := range dirFiles {
		for _, f := range d.files {
			if d.dir == "" {
				known[f] = true
			} else {
				known[d.dir+"/"+f] = true
			}
		}
	}
	src := `{"type":"object","properties":{"path":{"type":"string","description":"Path of the file"},"paths":{"type":"array","items":{"type":"string"},"minItems":2}},"required":["path","paths"]}`
	for _, m := range decodeAll(t, src, 40, Options{Seed: 6, RootObject: true, Topic: "read_file"}) {
		ps := []string{m["path"].(string)}
		for _, p := range m["paths"].([]any) {
			ps = append(ps, p.(string))
		}
		for _, p := range ps {
			rel := ""
			for _, proj := range projects {
				if i := strings.Index(p, "/"+proj+"/"); i >= 0 {
					rel = p[i+len(proj)+2:]
				}
			}
			if !known[rel] {
				t.Errorf("path %q: want a known project folder and a file that belongs there", p)
			}
			if strings.Contains(p, "src/utils/") && strings.HasSuffix(p, ".html") {
				t.Errorf("path %q: HTML under src/utils", p)
			}
		}
	}
	files := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"files":{"type":"array","minItems":2,"items":{"type":"object","properties":{"path":{"type":"string"},"content":{"type":"string"}},"required":["path","content"]}}},"required":["owner","repo","files"]}`
	prose := regexp.MustCompile(`^[A-Z][a-z]+ [a-z]+ [a-z ,]+\.$`)
	for _, m := range decodeAll(t, files, 30, Options{Seed: 7, RootObject: true, Topic: "push_files"}) {
		for _, f := range m["files"].([]any) {
			fm := f.(map[string]any)
			p, c := fm["path"].(string), fm["content"].(string)
			if ext := p[strings.LastIndexByte(p, '.')+1:]; lines[ext] != nil {
				ok := false
				for _, l := range lines[ext] {
					ok = ok || l == c || fitContent(l, p, fm) == c
				}
				if !ok {
					t.Errorf("%s holds %q: want content in its language", p, c)
				}
			}
			if (strings.HasSuffix(p, ".py") || strings.HasSuffix(p, ".json") || strings.HasSuffix(p, ".csv")) && prose.MatchString(c) {
				t.Errorf("%s holds prose %q", p, c)
			}
		}
	}
}

// An edit of a file replaces something in the file's language with
// something else; a media file is an image or a recording; a folder's
// search pattern is a kind of file the folder holds.
func TestEditsMediaAndPatterns(t *testing.T) {
	edit := `{"type":"object","properties":{"path":{"type":"string"},"edits":{"type":"array","minItems":1,"items":{"type":"object","properties":{"oldText":{"type":"string"},"newText":{"type":"string"}},"required":["oldText","newText"]}}},"required":["path","edits"]}`
	for _, m := range decodeAll(t, edit, 30, Options{Seed: 17, RootObject: true, Topic: "edit_file"}) {
		for _, e := range m["edits"].([]any) {
			o, n := e.(map[string]any)["oldText"].(string), e.(map[string]any)["newText"].(string)
			if o == n || storyOf(o) >= 0 || storyOf(n) >= 0 {
				t.Errorf("%s: edit %q → %q: want a change in the file's language", m["path"], o, n)
			}
		}
	}
	media := `{"type":"object","properties":{"path":{"type":"string"}},"required":["path"]}`
	for _, m := range decodeAll(t, media, 20, Options{Seed: 18, RootObject: true, Topic: "read_media_file"}) {
		p := m["path"].(string)
		if ext := p[strings.LastIndexByte(p, '.'):]; !strings.Contains(".png .jpg .jpeg .svg .mp3 .wav", ext) {
			t.Errorf("media file %q: want an image or a recording", p)
		}
	}
	search := `{"type":"object","properties":{"path":{"type":"string","description":"Directory to search in"},"pattern":{"type":"string"}},"required":["path","pattern"]}`
	for _, m := range decodeAll(t, search, 30, Options{Seed: 19, RootObject: true, Topic: "search_files"}) {
		dir, pat := m["path"].(string), m["pattern"].(string)
		ok := false
		for _, d := range dirFiles {
			if d.dir != "" && strings.HasSuffix(dir, "/"+d.dir) {
				for _, f := range d.files {
					ok = ok || strings.HasSuffix(f, strings.TrimLeft(pat, "*/"))
				}
			}
		}
		if !ok {
			t.Errorf("pattern %q in %s: want a kind of file the folder holds", pat, dir)
		}
	}
}

// Logins look like logins people pick (no "gay99"-style slugs, no
// spaces), and an organisation on a code host is a login too, other than
// the repository's owner when it is where a fork goes.
func TestLoginsAndOrganisations(t *testing.T) {
	login := regexp.MustCompile(`^[a-z]+(-[a-z]+)?$`)
	src := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"organization":{"type":"string","description":"Optional: organization to fork to"},"assignees":{"type":"array","items":{"type":"string"},"minItems":2}},"required":["owner","repo","organization","assignees"]}`
	for _, m := range decodeAll(t, src, 40, Options{Seed: 8, RootObject: true, Topic: "fork_repository"}) {
		o, org := m["owner"].(string), m["organization"].(string)
		if !login.MatchString(o) {
			t.Errorf("owner %q: want a login", o)
		}
		if !login.MatchString(org) && !regexp.MustCompile(`^[a-z]+(-[a-z]+)*$`).MatchString(org) {
			t.Errorf("organization %q: want an organisation login", org)
		}
		if org == o {
			t.Errorf("organization %q is the repository's owner", org)
		}
		for _, a := range m["assignees"].([]any) {
			if !login.MatchString(a.(string)) {
				t.Errorf("assignee %q: want a login", a)
			}
		}
	}
}

// Ids follow the convention of what they name: a place id looks like a
// map service's, a page property id is short, not a UUID.
func TestIDConventions(t *testing.T) {
	place := regexp.MustCompile(`^ChIJ[A-Za-z0-9_-]{23}$`)
	src := `{"type":"object","properties":{"place_id":{"type":"string","description":"The place ID"},"property_id":{"type":"string","description":"Identifier for a page property"}},"required":["place_id","property_id"]}`
	for _, m := range decodeAll(t, src, 20, Options{Seed: 9, RootObject: true, Topic: "get_details"}) {
		if p := m["place_id"].(string); !place.MatchString(p) {
			t.Errorf("place_id %q: want a place id", p)
		}
		if p := m["property_id"].(string); len(p) > 12 || strings.Count(p, "-") == 4 {
			t.Errorf("property_id %q: want a short property id", p)
		}
	}
}

// A room's, cabin's or suite's number is the number on its door, by
// floor (214, 1207), not a database row (499279); a room id stays one.
func TestRoomNumbers(t *testing.T) {
	door := regexp.MustCompile(`^([1-9]|1[0-2])[0-4][0-9]$`)
	src := `{"type":"object","properties":{"room_number":{"type":"string","description":"Room number"},"cabinNo":{"type":"string"},"room_id":{"type":"integer"}},"required":["room_number","cabinNo","room_id"]}`
	for _, m := range decodeAll(t, src, 20, Options{Seed: 9, RootObject: true, Topic: "issue_key_card"}) {
		for _, k := range []string{"room_number", "cabinNo"} {
			if v := m[k].(string); !door.MatchString(v) {
				t.Errorf("%s %q: want a door number such as 214", k, v)
			}
		}
	}
}

// A database-level aggregation starts with a stage its description
// names; a stage that must come first ($vectorSearch) comes only first,
// with a query vector that is not empty.
func TestPipelineStages(t *testing.T) {
	open := `{"type":"object","properties":{},"additionalProperties":{}}`
	db := `{"type":"object","properties":{"database":{"type":"string"},"pipeline":{"type":"array","minItems":1,"items":` + open + `,
		"description":"An array of aggregation stages to execute. The first stage must be a database-level aggregation stage (one of ` + "`$changeStream`, `$currentOp`, `$documents`, `$listLocalSessions`, `$queryStats`" + `)."}},"required":["database","pipeline"]}`
	for _, m := range decodeAll(t, db, 30, Options{Seed: 10, RootObject: true, Topic: "aggregate-db", About: "Run an aggregation against a MongoDB database"}) {
		first := m["pipeline"].([]any)[0].(map[string]any)
		ok := false
		for _, st := range dbStages {
			_, has := first[st]
			ok = ok || has
		}
		if !ok {
			t.Errorf("database-level pipeline starts with %v", first)
		}
	}
	vs := `{"type":"object","properties":{"index":{"type":"string"},"path":{"type":"string"},"queryVector":{"type":"array","items":{"type":"number"}}},"required":["index","path","queryVector"]}`
	coll := `{"type":"object","properties":{"collection":{"type":"string"},"pipeline":{"type":"array","minItems":1,"items":{"anyOf":[{"type":"object","properties":{"$vectorSearch":` + vs + `},"required":["$vectorSearch"]},` + open + `]}}},"required":["collection","pipeline"]}`
	seen := 0
	for _, m := range decodeAll(t, coll, 60, Options{Seed: 11, RootObject: true, Topic: "aggregate", About: "Run an aggregation against a MongoDB collection"}) {
		for i, st := range m["pipeline"].([]any) {
			v, ok := st.(map[string]any)["$vectorSearch"]
			if !ok {
				continue
			}
			seen++
			if i != 0 {
				t.Errorf("$vectorSearch at stage %d of %v", i, m["pipeline"])
			}
			if q := v.(map[string]any)["queryVector"].([]any); len(q) < 4 {
				t.Errorf("queryVector %v: want an embedding", q)
			}
		}
	}
	if seen == 0 {
		t.Error("no $vectorSearch stage in 60 pipelines")
	}
}

// Counts, limits, sizes and durations are round numbers people say;
// widths and heights in pixels are screen sizes.
func TestRoundNumbers(t *testing.T) {
	round := map[string]bool{}
	for _, v := range roundCands {
		round[itoa(v)] = true
	}
	src := `{"type":"object","properties":{"responseBytesLimit":{"type":"number","default":1048576,"description":"The maximum number of bytes to return"},
		"limit":{"type":"integer","minimum":1,"maximum":500},"tail":{"type":"number","description":"Return only the last N lines"},
		"expireSeconds":{"type":"number"},"width":{"type":"number","description":"Width of the browser window"},"height":{"type":"number","description":"Height of the browser window"}},
		"required":["responseBytesLimit","limit","tail","expireSeconds","width","height"]}`
	for _, m := range decodeAll(t, src, 40, Options{Seed: 12, RootObject: true, Topic: "resize"}) {
		for _, k := range []string{"responseBytesLimit", "limit", "tail", "expireSeconds"} {
			n := int64(m[k].(float64))
			s := itoa(n)
			if n > 12 && !round[s] {
				t.Errorf("%s = %s: want a round number", k, s)
			}
		}
		ok := false
		for _, vp := range viewports {
			ok = ok || int64(m["width"].(float64)) == vp[0] && int64(m["height"].(float64)) == vp[1]
		}
		if !ok {
			t.Errorf("window %vx%v: want a common screen size", m["width"], m["height"])
		}
	}
}

func itoa(v int64) string { return strconv.FormatInt(v, 10) }

// Searches are about what the tool searches: a product's knowledge base
// for that product, a page snapshot for text on the page; selectors are
// CSS, not Playwright's text= syntax; a key-value store's value fits its
// key.
func TestSearchesSelectorsAndStores(t *testing.T) {
	kb := `{"type":"object","properties":{"query":{"type":"string","description":"A natural language query to search for in the knowledge base"}},"required":["query"]}`
	for _, m := range decodeAll(t, kb, 20, Options{Seed: 13, RootObject: true, Topic: "search-knowledge",
		About: "Search for information in the MongoDB Assistant knowledge base. This includes official documentation."}) {
		if q := m["query"].(string); !strings.Contains(q, "MongoDB") {
			t.Errorf("knowledge-base query %q: want a MongoDB topic", q)
		}
	}
	page := `{"type":"object","properties":{"text":{"type":"string","description":"Plain text to search for in the page snapshot"}},"required":["text"]}`
	for _, m := range decodeAll(t, page, 30, Options{Seed: 14, RootObject: true, Topic: "browser_find"}) {
		ok := false
		for _, u := range uiTexts {
			ok = ok || u == m["text"]
		}
		if !ok {
			t.Errorf("page text %q: want text a page shows", m["text"])
		}
	}
	sel := `{"type":"object","properties":{"selector":{"type":"string","description":"CSS selector for element to click"}},"required":["selector"]}`
	for _, m := range decodeAll(t, sel, 40, Options{Seed: 14, RootObject: true, Topic: "click"}) {
		if s := m["selector"].(string); strings.HasPrefix(s, "text=") {
			t.Errorf("selector %q is not CSS", s)
		}
	}
	kv := `{"type":"object","properties":{"key":{"type":"string","description":"Key to set"},"value":{"type":"string","description":"Value to store"}},"required":["key","value"]}`
	for _, m := range decodeAll(t, kv, 30, Options{Seed: 15, RootObject: true, Topic: "set"}) {
		k, v := m["key"].(string), m["value"].(string)
		switch {
		case strings.HasSuffix(k, ":status") && !strings.Contains("pending paid shipped delivered", v),
			strings.HasSuffix(k, ":session") && !strings.HasPrefix(v, "sess_"),
			strings.HasPrefix(k, "rate_limit:") && strings.Trim(v, "0123456789") != "":
			t.Errorf("%s = %q: want a value that fits the key", k, v)
		}
	}
}

// An anyOf of a structure and escape hatches (a bare string, any object)
// gives the structure: a rich-text item is never "giraffe" or {"score": 7}.
func TestStructuredBranchOverEscapeHatch(t *testing.T) {
	rt := `{"type":"object","properties":{"text":{"type":"object","properties":{"content":{"type":"string"}},"required":["content"]}},"required":["text"]}`
	src := `{"type":"object","properties":{"rich_text":{"type":"array","minItems":2,"items":{"anyOf":[` + rt + `,{"type":"string"},{"type":"object","additionalProperties":true}]}}},"required":["rich_text"]}`
	for _, m := range decodeAll(t, src, 40, Options{Seed: 16, RootObject: true, Topic: "create_comment"}) {
		for _, it := range m["rich_text"].([]any) {
			o, ok := it.(map[string]any)
			if !ok || o["text"] == nil {
				t.Errorf("rich_text item %v: want the text structure", it)
			}
		}
	}
}
