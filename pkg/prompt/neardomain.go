package prompt

import (
	"encoding/json"
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A NearDomain holds the near-miss negatives derived from a run's tools
// themselves, whatever server they come from: a thing the tools deal with
// (a noun of their names: "message", "channel", "place") and something
// people ask of that thing that no tool of the run can do (delete it,
// rename it, share it, book one). Each near miss's answer names what the
// run's tools can do instead, and Offer tells which tools those are, so a
// record offers them beside the refusal.
type NearDomain struct {
	near []domainMiss
	// offer maps each request a near miss can render to the tools its
	// answer names.
	offer map[string][]string
	key   uint64
	// seed is the run's seed (see WithSeed).
	seed uint64
	// most is the number of things an answer names at most.
	most int
	// words are the words of each tool's name (see nearWords).
	words [][]string
}

// A domainMiss is one near miss of a NearDomain: its requests, its answer
// and the tools the answer names.
type domainMiss struct {
	verb, noun string
	requests   []string
	answer     string
	tools      []string
}

// A NearTool is what NewNearDomain reads of a tool: its name, its
// description and its inputSchema (for the parameter names).
type NearTool struct {
	Name        string
	Description string
	InputSchema json.RawMessage
}

// nearNoun is a thing tools commonly deal with: its words in a tool name
// ("pull request"), its class (which near misses it takes) and the verb of
// the user having made one ("posted" a message).
type nearNoun struct {
	word, class, made string
}

// nearNouns are the common things of tool names. The class chooses the
// near misses that make sense for the noun: content is written and can be
// edited, deleted, shared and pinned; a container is created, renamed,
// deleted and shared; a record (an entry of a store) is edited, deleted
// and exported; a person is removed or changes their status; a mark (a
// reaction, a label) is only taken back; a place is visited, not owned.
var nearNouns = []nearNoun{
	{"message", "content", "posted"}, {"comment", "content", "left"}, {"note", "content", "wrote"},
	{"page", "content", "created"}, {"document", "content", "wrote"}, {"post", "content", "published"},
	{"email", "content", "sent"}, {"issue", "content", "opened"}, {"pull request", "content", "opened"},
	{"event", "content", "created"}, {"task", "content", "added"}, {"ticket", "content", "opened"},
	{"reply", "content", "posted"}, {"thread", "content", "started"}, {"file", "content", "saved"},
	{"channel", "container", "created"}, {"folder", "container", "created"}, {"directory", "container", "created"}, {"repository", "container", "created"},
	{"database", "container", "created"}, {"collection", "container", "created"}, {"project", "container", "created"},
	{"workspace", "container", "created"}, {"board", "container", "created"}, {"branch", "container", "created"},
	{"playlist", "container", "created"}, {"data source", "container", "created"},
	{"meeting", "content", "booked"},
	{"entity", "record", "added"}, {"relation", "record", "added"}, {"observation", "record", "added"},
	{"contact", "record", "added"}, {"record", "record", "added"},
	{"user", "person", ""}, {"member", "person", ""},
	{"reaction", "mark", "added"}, {"label", "mark", "added"}, {"tag", "mark", "added"},
	{"place", "place", ""}, {"restaurant", "place", ""}, {"hotel", "place", ""},
}

// nearGap is something people ask of a thing that a tool set may lack.
type nearGap struct {
	// verb names the near miss ("near-miss/<verb>/N").
	verb string
	// syn are words that, in a tool's name or parameter names (or its
	// description, for a tool about the noun), show a tool may do it.
	syn []string
	// classes the gap applies to; nouns, when set, the only nouns.
	classes, nouns []string
	// anyNoun: a tool with a syn word does it whatever its noun (an
	// export can be written by any tool that writes).
	anyNoun bool
	// replace: a tool creating the noun and one deleting it do it
	// between them (an edit is a delete and a create).
	replace bool
	// requests use {noun}, {nouns} and {made}; what is the answer's
	// "I can't <what>".
	requests []string
	what     string
}

var nearGaps = []nearGap{
	{verb: "delete", syn: []string{"delete", "remove", "drop", "trash", "destroy", "purge", "erase", "clear", "archive", "archived", "trashed", "deleted", "unlink", "close", "cancel"},
		classes: []string{"content", "container", "record", "mark"},
		requests: []string{"Delete the {noun} I {made} yesterday.", "Can you remove the {noun} I {made} this morning? I don't need it any more.",
			"Please get rid of my old {nouns}; they're just clutter now.", "Delete the {noun} \"{name}\", please; it was a mistake."},
		what: "delete {nouns}"},
	{verb: "remove", syn: []string{"delete", "remove", "deactivate", "kick", "ban", "suspend", "disable", "invite"},
		classes:  []string{"person"},
		requests: []string{"Remove Dana from the team; she left the company last week.", "Deactivate the account of jordan@example.com, please."},
		what:     "remove {nouns}"},
	{verb: "edit", syn: []string{"update", "edit", "modify", "patch", "change", "rename", "replace", "rewrite", "set", "correct", "fix", "upsert"},
		nouns: []string{"message", "comment", "note", "page", "document", "post", "email", "reply", "observation"}, replace: true,
		requests: []string{"Edit the {noun} I {made} this morning; there's a typo in it.", "Fix the typo in my last {noun}, please: \"teh\" should be \"the\".",
			"In the {noun} I {made} yesterday, change \"Friday\" to \"Monday\"."},
		what: "edit {nouns}"},
	{verb: "rename", syn: []string{"rename", "update", "edit", "modify", "patch", "change", "set", "move", "title"},
		classes:  []string{"container"},
		requests: []string{"Rename the {noun} \"misc\" to \"archive-2024\".", "Can you give the {noun} \"test\" a better name, like \"sandbox\"?"},
		what:     "rename {nouns}"},
	{verb: "share", syn: []string{"share", "shared", "sharing", "invite", "permission", "permissions", "access", "grant", "collaborator", "collaborators", "member", "members", "visibility", "public", "private", "owner"},
		nouns: []string{"page", "document", "note", "file", "folder", "directory", "repository", "database", "project", "board", "playlist"},
		requests: []string{"Share the {noun} I {made} yesterday with priya@example.com.", "Give Tom edit access to the {noun} called \"{name}\".",
			"Can Lena see the {noun} \"{name}\"? If not, please give her access."},
		what: "share {nouns} with other people"},
	{verb: "export", syn: []string{"export", "download", "backup", "dump", "save", "write", "copy", "csv"}, anyNoun: true,
		nouns: []string{"message", "comment", "note", "page", "document", "email", "issue", "pull request", "event", "task", "ticket",
			"contact", "entity", "relation", "observation", "record", "meeting"},
		requests: []string{"Export all my {nouns} to a spreadsheet I can download.", "Download a copy of all my {nouns} as a CSV file.",
			"I need a backup of every {noun} as a file on my laptop."},
		what: "export {nouns} to a file"},
	{verb: "schedule", syn: []string{"schedule", "scheduled", "later", "delay", "remind", "reminder", "cron"},
		nouns:    []string{"message", "email", "post"},
		requests: []string{"Schedule {a noun} to go out tomorrow at 9 am saying the stand-up is cancelled.", "Can you set up {a noun} that goes out every Monday morning with the weekly agenda?"},
		what:     "schedule {nouns} for later"},
	{verb: "pin", syn: []string{"pin", "pinned", "star", "starred", "bookmark", "favorite", "favourite"},
		nouns:    []string{"message", "comment", "note", "page", "document", "post", "issue"},
		requests: []string{"Pin the {noun} I {made} yesterday so everyone sees it.", "Star the {noun} \"{name}\" so I can find it quickly."},
		what:     "pin {nouns}"},
	{verb: "status", syn: []string{"status", "presence", "set", "update", "edit", "patch", "modify"},
		classes:  []string{"person"},
		requests: []string{"Set my status to \"on holiday\" until Monday.", "Change my status to \"in a meeting\" for the next hour."},
		what:     "change your status"},
	{verb: "book", syn: []string{"book", "booking", "reserve", "reservation", "order", "table"},
		classes: []string{"place"},
		requests: []string{"Book me a table for two at an Italian restaurant near the station tonight at 8.", "Reserve a room at a hotel near the conference centre for Friday night.",
			"Get me two tickets for the museum on Saturday morning."},
		what: "make bookings or reservations"},
	{verb: "review", syn: []string{"review", "reviews", "rate", "rating", "ratings"},
		classes:  []string{"place"},
		requests: []string{"Leave a five-star review for the bakery on Rue Cler."},
		what:     "post reviews"},
	{verb: "save", syn: []string{"save", "saved", "favorite", "favourite", "favorites", "favourites", "star", "starred", "bookmark", "list"},
		classes:  []string{"place"},
		requests: []string{"Save that café to my favourite places so I can find it later."},
		what:     "save places to your lists"},
	{verb: "ride", syn: []string{"ride", "taxi", "cab", "uber", "order", "book"},
		classes:  []string{"place"},
		requests: []string{"Call me a taxi to the airport for 6 am tomorrow.", "Order me a ride home from the concert hall."},
		what:     "call taxis or order rides"},
	{verb: "deliver", syn: []string{"order", "delivery", "deliver", "food", "cart", "checkout"},
		classes:  []string{"place"},
		requests: []string{"Order a large margherita from the pizza place on Main Street, delivered to my office.", "Get some sushi delivered here for lunch."},
		what:     "order food or deliveries"},
	{verb: "send", syn: []string{"send", "share", "phone", "email", "message", "sms", "text"},
		classes:  []string{"place"},
		requests: []string{"Send the directions to the station to my phone.", "Text Sam the address of the café so she can meet us."},
		what:     "send things to a phone or to other people"},
}

// nearCreate and nearDelete are the verbs of tools that make or remove a
// thing (for gaps a tool set can do by replacing the thing).
var (
	nearCreate = []string{"create", "add", "post", "insert", "new", "write", "save", "put", "set"}
	nearDelete = []string{"delete", "remove", "drop", "trash", "destroy", "purge", "erase"}
	// nearUniversal are words of tools that run arbitrary code or
	// commands: with one of them in the run, any request may be doable,
	// and no near miss is derived.
	nearUniversal = []string{"evaluate", "eval", "execute", "exec", "run", "sql", "shell", "command", "script", "javascript"}
	// nearVerbs are the verbs a tool name may open with, for the answer's
	// "I can …".
	nearVerbs = []string{"get", "list", "search", "find", "create", "add", "post", "reply", "send", "read", "write", "edit", "update",
		"delete", "remove", "move", "open", "close", "retrieve", "patch", "fork", "merge", "push", "insert", "count", "rename", "drop",
		"export", "book", "cancel", "save", "geocode", "query", "fetch", "upload", "download", "take", "navigate", "aggregate", "explain",
		"connect", "set", "check", "lookup", "look", "show", "view", "fetch", "publish", "invite", "share", "assign", "comment", "archive", "echo"}
)

// named are the things people call by a name ("the page \"Roadmap\"").
var named = []string{"page", "document", "note", "file", "folder", "directory", "repository", "database", "project", "board",
	"playlist", "channel", "collection", "branch", "workspace", "data source"}

// countable are nouns of tool names, besides nearNouns, that an answer
// says in the plural ("get user profiles").
var countable = []string{"profile", "review", "image", "link", "property", "template", "snapshot", "screenshot", "key", "node", "index", "connection"}

// nearWords are a tool name's lower-case words, each plural made singular
// ("slack_list_channels" → slack list channel).
func nearWords(name string) []string {
	var out []string
	for w := range strings.FieldsSeq(strings.ToLower(Humanize(name))) {
		out = append(out, w, singular(w))
	}
	return out
}

// hasNoun reports whether words (from nearWords) hold noun ("pull request"
// as two words in a row).
func hasNoun(words []string, noun string) bool {
	parts := strings.Fields(noun)
	if len(parts) == 1 {
		return slices.Contains(words, noun)
	}
	for i := range words {
		ok := true
		for j, p := range parts {
			// words holds each word and its singular: word k is at 2k, 2k+1.
			k := i + 2*j
			if k+1 >= len(words) || words[k] != p && words[k+1] != p {
				ok = false
				break
			}
		}
		if ok && i%2 == 0 {
			return true
		}
	}
	return false
}

func anyIn(words, set []string) bool {
	return slices.ContainsFunc(words, func(w string) bool { return slices.Contains(set, w) })
}

// paramWords returns the words of the property names of an inputSchema.
func paramWords(raw json.RawMessage) []string {
	var s struct {
		Properties map[string]json.RawMessage `json:"properties"`
	}
	if len(raw) == 0 || json.Unmarshal(raw, &s) != nil {
		return nil
	}
	var out []string
	for k := range s.Properties {
		out = append(out, nearWords(k)...)
	}
	sort.Strings(out)
	return out
}

// descWords returns the lower-case words of a description.
func descWords(d string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(d), func(r rune) bool { return !(r >= 'a' && r <= 'z') }) {
		out = append(out, w, singular(w))
	}
	return out
}

// NewNearDomain derives near-miss negatives from tools: for each common
// thing their names deal with (nearNouns) and each thing people ask of it
// (nearGaps) that no tool covers — no tool about that thing (or about no
// particular thing) has a word of the gap in its name, parameters or
// description — one near miss whose answer names up to three things the
// tools can do, tools about the same thing first. A run with a tool that
// runs arbitrary code or commands gets none: anything may be doable. The
// result depends on the set of tools, not their order. An answer names
// at most most things (1 to 3), so that a record offering most tools
// can offer every tool it names.
func NewNearDomain(tools []NearTool, most int) *NearDomain {
	most = min(max(most, 1), 3)
	d := &NearDomain{offer: map[string][]string{}, most: most}
	ts := slices.Clone(tools)
	sort.Slice(ts, func(i, j int) bool { return ts[i].Name < ts[j].Name })
	infos, ok := nearInfos(ts)
	if !ok {
		return d
	}
	for _, in := range infos {
		d.words = append(d.words, in.words)
	}
	// A built-in near miss of the same verb and thing is not said twice.
	names := make([]string, len(ts))
	for i, t := range ts {
		names[i] = t.Name
	}
	builtin := scope(Related(names))
	said := func(verb, noun string) bool {
		return slices.ContainsFunc(builtin.near, func(nm nearMiss) bool {
			return strings.Fields(nm.verb)[0] == verb && slices.Contains(nm.nouns, strings.Fields(noun)[0])
		})
	}
	// Offered instead, tools that remove things come last.
	sort.SliceStable(infos, func(i, j int) bool {
		return !anyIn(infos[i].words, nearDelete) && anyIn(infos[j].words, nearDelete)
	})
	h := fnv.New64a()
	for _, n := range nearNouns {
		if !slices.ContainsFunc(infos, func(in nearInfo) bool { return slices.Contains(in.nouns, n.word) }) {
			continue
		}
		for _, g := range nearGaps {
			if len(g.nouns) > 0 && !slices.Contains(g.nouns, n.word) || len(g.nouns) == 0 && !slices.Contains(g.classes, n.class) {
				continue
			}
			if covered(infos, g, n.word) || said(g.verb, n.word) {
				continue
			}
			caps, tools := insteadOf(infos, n.word, most, func(in nearInfo) bool { return offerFits(g, n.word, in) })
			offers := len(caps) > 0
			if !offers {
				// nothing stands in for it: the answer says what the
				// tools do, and offers none of it
				caps, tools = insteadOf(infos, n.word, most, func(nearInfo) bool { return true })
			}
			m, ok := newMiss(g, n, caps, tools, offers)
			if !ok {
				continue
			}
			for _, q := range m.requests {
				d.offer[q] = m.tools
			}
			h.Write([]byte(g.verb + "\x00" + n.word + "\x00"))
			d.near = append(d.near, m)
		}
	}
	d.addObjMisses(ts, most, said)
	for _, t := range ts {
		// the tool set itself: servers with the same near misses (or
		// none) still draw their requests in orders of their own
		h.Write([]byte(t.Name + "\x00"))
	}
	d.key = h.Sum64()
	return d
}

// addObjMisses adds the near misses about the things of ts (see
// objMisses and objWideMisses), but none of a verb and thing d holds
// already or a built-in near miss says (said).
func (d *NearDomain) addObjMisses(ts []NearTool, most int, said func(verb, noun string) bool) {
	prefix := namePrefix(ts)
	objs := readObjTools(ts, prefix)
	ms := append(objMisses(objs, prefix, most), objWideMisses(objs, objThings(objs), prefix, most)...)
	for _, m := range ms {
		if said(m.verb, m.noun) || slices.ContainsFunc(d.near, func(o domainMiss) bool { return o.noun == m.noun && o.verb == m.verb }) {
			continue
		}
		for _, q := range m.requests {
			d.offer[q] = m.tools
		}
		d.near = append(d.near, m)
	}
}

// nearInfo is what NewNearDomain reads of one tool.
type nearInfo struct {
	name   string
	words  []string // name words
	params []string
	desc   []string
	nouns  []string // nearNouns the name holds
	cap    string   // "post messages": what the tool does, "" when not sayable
}

// nearInfos reads ts; false when one of them runs arbitrary code or
// commands (then anything may be doable).
func nearInfos(ts []NearTool) ([]nearInfo, bool) {
	infos := make([]nearInfo, 0, len(ts))
	prefix := namePrefix(ts)
	for _, t := range ts {
		in := nearInfo{name: t.Name, words: nearWords(t.Name), params: paramWords(t.InputSchema), desc: descWords(t.Description)}
		if anyIn(in.words, nearUniversal) || len(in.words) == 2 && in.words[0] == "query" {
			return nil, false
		}
		// The words naming the thing: not the server's prefix nor the
		// verb opening the name ("post" of slack_post_message).
		nw := strings.Fields(strings.ToLower(Humanize(t.Name)))
		if len(nw) > 1 && nw[0] == prefix {
			nw = nw[1:]
		}
		if len(nw) > 1 && (slices.Contains(nearVerbs, nw[0]) || role.OpensOnVerb(nw)) {
			// (issue_refund issues refunds: no tracker's issue)
			nw = nw[1:]
		}
		nw = withoutDescVerb(nw, in.desc)
		nounWords := nearWords(strings.Join(nw, " "))
		for _, n := range nearNouns {
			if hasNoun(nounWords, n.word) {
				in.nouns = append(in.nouns, n.word)
			}
		}
		in.cap = capPhrase(t.Name, prefix)
		if c := capByDesc(t.Name, prefix, in.desc); c != "" {
			in.cap = c
		}
		infos = append(infos, in)
	}
	return infos, true
}

// covered reports whether a tool of infos may do gap g to noun: a tool
// about the thing (or about nothing in particular) with the verb in its
// name or parameters; one whose description says the verb and the thing
// ("Move or rename files and directories"); for a gap a replacement does,
// a tool creating the thing and one deleting it.
func covered(infos []nearInfo, g nearGap, noun string) bool {
	about := func(in nearInfo) bool { return len(in.nouns) == 0 || slices.Contains(in.nouns, noun) }
	if slices.ContainsFunc(infos, func(in nearInfo) bool {
		if (g.anyNoun || about(in)) && (anyIn(in.words, g.syn) || anyIn(in.params, g.syn)) {
			return true
		}
		return (about(in) || hasNoun(in.desc, noun)) && anyIn(in.desc, g.syn)
	}) {
		return true
	}
	return g.replace && slices.ContainsFunc(infos, func(in nearInfo) bool { return about(in) && anyIn(in.words, nearCreate) }) &&
		slices.ContainsFunc(infos, func(in nearInfo) bool { return about(in) && anyIn(in.words, nearDelete) })
}

// insteadOf returns what the tools can do instead of something asked of
// noun, as the answer says it, and the tools that do it: up to most tools
// about the thing, else up to two of any.
func insteadOf(infos []nearInfo, noun string, most int, fits func(nearInfo) bool) (caps, names []string) {
	for pass := 0; pass < 2 && len(caps) < min(2, most); pass, most = pass+1, min(2, most) {
		for _, in := range infos {
			if len(caps) == most {
				break
			}
			if in.cap == "" || (pass == 0) != slices.Contains(in.nouns, noun) || slices.Contains(caps, in.cap) || !fits(in) {
				continue
			}
			caps, names = append(caps, in.cap), append(names, in.name)
		}
	}
	return caps, names
}

// newMiss words gap g for noun n: its requests and the answer naming
// caps; false when there is nothing to offer or no request fits n.
func newMiss(g nearGap, n nearNoun, caps, tools []string, offers bool) (domainMiss, bool) {
	if len(caps) == 0 {
		return domainMiss{}, false
	}
	name := "Roadmap"
	if n.class == "container" {
		name = "team-reports"
	}
	fill := strings.NewReplacer("{nouns}", Plural(n.word), "{a noun}", article(n.word), "{noun}", n.word, "{made}", n.made, "{name}", name)
	offer := "Want me to do one of those instead?"
	if len(caps) == 1 {
		offer = "Want me to do that instead?"
	}
	m := domainMiss{verb: g.verb, noun: n.word, tools: tools,
		answer: "I can't " + fill.Replace(g.what) + " with the tools I have; I can " + joinWords(caps, "or") + ". " + offer}
	if !offers {
		// nothing the tools do stands in for it ("I can post messages.
		// Want me to do that instead?" of a message to delete): what
		// they do is said, and nothing offered
		m.answer = "I can't " + fill.Replace(g.what) + " with the tools I have; I can only " + joinWords(caps, "or") + " here."
	}
	for _, q := range g.requests {
		if n.made == "" && strings.Contains(q, "{made}") || !slices.Contains(named, n.word) && strings.Contains(q, "{name}") {
			continue
		}
		m.requests = append(m.requests, fill.Replace(q))
	}
	return m, len(m.requests) > 0
}

// namePrefix returns the first word shared by most tool names ("slack",
// "maps", "browser", "API"), which names the server rather than what a
// tool does; "" when there is none.
func namePrefix(ts []NearTool) string {
	count := map[string]int{}
	for _, t := range ts {
		if w := strings.Fields(strings.ToLower(Humanize(t.Name))); len(w) > 1 {
			count[w[0]]++
		}
	}
	best, n := "", 0
	for w, c := range count {
		if c > n || c == n && w < best {
			best, n = w, c
		}
	}
	if n < 2 || n*2 < len(ts) || slices.Contains(nearVerbs, best) {
		return ""
	}
	return best
}

// capVerbs are verbs that open tool names ("request_documents",
// "approve_payout") outside nearVerbs: what follows is what they act on,
// said as it is ("request documents"), never after a "get".
var capVerbs = map[string]bool{"request": true, "approve": true, "deny": true, "reject": true, "submit": true,
	"schedule": true, "renew": true, "reserve": true, "register": true, "enroll": true, "confirm": true, "refund": true}

// capPhrase says what a tool does, from its name, as words that follow "I
// can": "slack_list_channels" → "list channels", "slack_reply_to_thread" →
// "reply to threads", "maps_directions" → "get directions"; "" when the
// name does not say.
func capPhrase(name, prefix string) string {
	w := strings.Fields(strings.ToLower(Humanize(name)))
	if len(w) > 1 && w[0] == prefix {
		w = w[1:]
	}
	var kept []string
	for _, x := range w {
		if x != "a" && x != "an" && x != "the" {
			kept = append(kept, x)
		}
	}
	w = kept
	if len(w) == 0 || len(w) > 4 {
		return ""
	}
	if w[0] == "patch" {
		w[0] = "update"
	}
	if !slices.Contains(nearVerbs, w[0]) && (role.OpensOnVerb(w) || capVerbs[w[0]]) {
		// a verb that is also a noun opens the name: issue_refund
		// "issue refunds", not "get issue refund"
		if last := w[len(w)-1]; len(w) == 2 && !strings.HasSuffix(last, "s") {
			w[1] = Plural(last)
		}
		return strings.Join(w, " ")
	}
	if !slices.Contains(nearVerbs, w[0]) {
		if slices.ContainsFunc(w, func(x string) bool { return slices.Contains(nearVerbs, x) }) {
			return "" // "reverse geocode", "directory tree"…: not a phrase to trust
		}
		w = append([]string{"get"}, w...)
	}
	if len(w) == 1 {
		return ""
	}
	p := strings.Join(w, " ")
	for _, n := range nearNouns {
		if strings.HasSuffix(p, " "+n.word) {
			return strings.TrimSuffix(p, n.word) + Plural(n.word) // "fork repositories", not "fork repositoryrepositories"
		}
	}
	if last := w[len(w)-1]; slices.Contains(countable, last) {
		return strings.TrimSuffix(p, last) + Plural(last) // "page properties", not "page propertyproperties"
	}
	if last := w[len(w)-1]; len(w) <= 3 && countVerbs[w[0]] && !strings.HasSuffix(last, "s") {
		return strings.TrimSuffix(p, last) + Plural(last) // "cancel requests", not "cancel request"
	}
	return p
}

// countVerbs are verbs of tool names done to one thing of many
// (cancel_request, create_issue_type): "I can cancel requests", as a
// person says what they can do, never "I can cancel request".
var countVerbs = map[string]bool{"cancel": true, "create": true, "add": true, "book": true, "delete": true, "remove": true, "archive": true, "close": true}

// Offer returns the names of the tools a near-miss request's answer says
// the run can use instead, or nil when request is none of d's.
func (d *NearDomain) Offer(request string) []string {
	if d == nil {
		return nil
	}
	return d.offer[request]
}

// Len returns the number of near misses d holds.
func (d *NearDomain) Len() int {
	if d == nil {
		return 0
	}
	return len(d.near)
}

// render returns near miss i's request (chosen with rng) and its answer.
func (d *NearDomain) render(i int, rng *rand.Rand) (string, string) {
	m := d.near[i]
	q := m.requests[0]
	if rng != nil {
		q = m.requests[rng.IntN(len(m.requests))]
	}
	return q, m.answer
}

// nearMakes are the capability verbs of built-in near misses that make
// or overwrite a thing, and nearSubstitutes the built-in near misses
// done to things that exist, for which such a capability is no stand-in.
var (
	nearMakes       = map[string]bool{"create": true, "write": true, "save": true, "add": true, "edit": true}
	nearSubstitutes = map[string]bool{"delete": true, "compress": true, "change": true}
)

// fit returns sc with only the built-in near misses whose answer fits the
// tools: each capability it names is the verb of a tool about one of the
// near miss's nouns ("reply" of a tool replying to threads is no
// "reply" to emails), and at most d.most of them.
func (d *NearDomain) fit(sc negScope) negScope {
	out := negScope{key: sc.key}
	for i, nm := range sc.near {
		var can []string
		nouns := nm.nouns
		if w := singular(strings.Fields(nm.what)[0]); slices.Contains(nouns, w) {
			nouns = []string{w} // "search them" of repositories: a tool searching repositories, not issues
		}
		for _, v := range sc.canDo[i] {
			if nearMakes[v] && nearSubstitutes[strings.Fields(nm.verb)[0]] {
				continue // "I can create them" is no stand-in for deleting files
			}
			if slices.ContainsFunc(d.words, func(w []string) bool { return slices.Contains(w, v) && anyIn(w, nouns) }) && len(can) < d.most {
				can = append(can, v)
			}
		}
		if len(can) > 0 {
			out.near = append(out.near, nm)
			out.canDo = append(out.canDo, can)
		}
	}
	return out
}
