package synth

import (
	"path"
	"strings"
	"unicode/utf8"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// Names of the kind they name. A label, a section, a project or a zone
// is named as people name that kind of thing, whatever the tool's area:
// a label is a word or two ("urgent"), a section a stage of work ("In
// progress"), a project an undertaking ("Kitchen remodel"), a zone a
// place ("North yard"), never an issue's title or a car's model. The
// noun comes from the parameter's name ("section_name") or, for a plain
// "name", from the tool's object ("create_labels").

// namedNouns file the nouns whose names read alike by the family of
// kindNames that names them.
var namedNouns = map[string]string{"label": "label", "tag": "label", "section": "stage", "column": "stage", "stage": "stage",
	"lane": "stage", "project": "project", "zone": "zone", "geofence": "zone", "fence": "zone", "territory": "zone",
	"folder": "folder"}

// kindNames are the names per family of namedNouns ({C} the call's city).
var kindNames = map[string][]string{
	"label": {"urgent", "waiting", "errands", "follow-up", "home", "work", "quick win", "someday", "high priority", "blocked"},
	"stage": {"In progress", "Backlog", "To do", "Next up", "Waiting on others", "Done", "Ideas", "Review"},
	"project": {"Kitchen remodel", "Q3 launch", "Office move", "Website refresh", "Spring campaign", "Annual report",
		"Hiring plan", "Customer onboarding", "Team offsite", "Budget review"},
	"zone":   {"Zone A", "Zone B", "North end", "East side", "Main site", "Home base", "South area", "{C} centre"},
	"folder": {"Invoices 2025", "Client Contracts", "Meeting Notes", "Tax Documents", "Travel 2026", "Team Onboarding"},
}

// nameNoun returns the noun a name parameter names: the word before
// "name" or "title" in the parameter's name ("section_name" section), or
// for a bare name ("name", "new_name", "title") the noun the tool's name
// ends on ("create_labels" label); "" when the parameter is no name.
func nameNoun(param, topic string) string {
	ps := sharedTokens(param)
	if len(ps) == 0 {
		return ""
	}
	if last := ps[len(ps)-1]; last != "name" && last != "title" {
		return ""
	}
	if len(ps) >= 2 && ps[len(ps)-2] != "new" && ps[len(ps)-2] != "display" {
		return singular(ps[len(ps)-2])
	}
	ts := sharedTokens(topic)
	for i := len(ts) - 1; i >= 0; i-- {
		if nounStops[ts[i]] {
			continue // (the object before "by_id")
		}
		if t := singular(ts[i]); namedNouns[t] != "" {
			return t
		}
		break
	}
	return ""
}

// kindName returns a name of the kind the parameter h names (see
// namedNouns); ok is false for a parameter that names nothing there.
func (g *Generator) kindName(h hint) (string, bool) {
	fam := namedNouns[nameNoun(h.name, g.opts.Topic)]
	if fam == "" || g.repoTool || codeHost(g.opts.About) {
		// (a code host's labels and projects are code work's)
		return "", false
	}
	if fam == "label" {
		if lx := g.areaLex(); lx != nil && len(lx.tags) > 0 {
			// the area's own labels ("to-read", "oncology")
			return lx.tags[g.rng.Intn(len(lx.tags))], true
		}
	}
	vals := kindNames[fam]
	return g.fill(vals[g.rng.Intn(len(vals))]), true
}

// mimeTypes are the media types of files by extension.
var mimeTypes = map[string]string{".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".gif": "image/gif",
	".webp": "image/webp", ".svg": "image/svg+xml", ".tif": "image/tiff", ".tiff": "image/tiff", ".heic": "image/heic", ".pdf": "application/pdf", ".txt": "text/plain", ".md": "text/markdown",
	".csv": "text/csv", ".json": "application/json", ".html": "text/html", ".xml": "application/xml", ".zip": "application/zip",
	".mp3": "audio/mpeg", ".wav": "audio/wav", ".mp4": "video/mp4", ".mov": "video/quicktime",
	".doc": "application/msword", ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
	".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", ".xls": "application/vnd.ms-excel",
	".pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation", ".rtf": "application/rtf", ".yaml": "application/yaml", ".yml": "application/yaml"}

// attachmentFields name the field of a record that holds files, by the
// kind of file (image, document).
var attachmentFields = map[string][]string{"image": {"Photos", "Images", "Attachments"}, "": {"Attachments", "Documents", "Files"}}

// fileKeys tells what each key of obj says about one file: the key of
// its path or URL, of its file name, of its media type and of the record
// field it goes to ("" for none). words are p's names in words
// (planWords).
func fileKeys(p *objPlan, words []string, obj map[string]any) (src, name, mime, field string) {
	for i, k := range p.names {
		s, ok := obj[k].(string)
		if !ok {
			continue
		}
		if sc := p.schemas[i]; len(sc) == 0 || sc[0].Enum != nil || sc[0].Constant != nil || sc[0].Pattern != nil {
			continue // (a value the schema fixes stays)
		}
		j := words[i]
		switch {
		case j == "filename" || j == "file name" || j == "name" && obj["file"] != nil:
			name = k
		case j == "content type" || j == "contenttype" || j == "mime type" || j == "mimetype" || j == "mime" || j == "media type":
			mime = k
		case strings.Contains(j, "attachment") && strings.Contains(j, "field"):
			field = k
		case (j == "file" || j == "file path" || j == "path" || j == "file url" || j == "url") && path.Ext(filePart(s)) != "":
			src = k
		}
	}
	return
}

// fitFile makes the values that describe one file agree: its file name
// is the name of the file given by path or URL, its media type the
// type of that name's extension, and the attachment field a field for
// that kind of file. A media type of a kind the call's file cannot have
// ("Record") is replaced; a file name of no kind is left.
func (g *Generator) fitFile(p *objPlan, obj map[string]any) {
	if len(obj) < 2 {
		return
	}
	src, name, mime, field := fileKeys(p, g.planWords(p), obj)
	if mime == "" && field == "" && (src == "" || name == "") {
		return
	}
	file := ""
	if src != "" {
		file = path.Base(filePart(obj[src].(string)))
	}
	if name != "" {
		if file != "" {
			obj[name] = file
		} else {
			file = obj[name].(string)
		}
	}
	mt := mimeTypes[strings.ToLower(path.Ext(file))]
	if mime != "" {
		cur := obj[mime].(string)
		if mt != "" && cur != mt {
			obj[mime] = mt
		} else if mt == "" && !strings.Contains(cur, "/") {
			obj[mime] = "application/octet-stream"
		}
	}
	if field != "" && file != "" {
		fam := ""
		if strings.HasPrefix(mt, "image/") {
			fam = "image"
		}
		fs := attachmentFields[fam]
		obj[field] = fs[g.rng.Intn(len(fs))]
	}
}

// Notes that agree with the call's choice. A comment or note beside an
// enum reason or type says the same thing the choice says: a withdrawal
// for an adverse event is not commented "Schedule conflict.", a conduct
// hold carries no note about a payment.

// choiceNotes restate a chosen reason or type ({P} the choice in words).
var choiceNotes = []string{"{P}; details are in the file.", "{P}, confirmed with {F}.", "{P}. {F} has been told.",
	"{P}; see the attached notes."}

// choiceWord tells whether an enum named by these tokens says why or
// what kind (a reason, a hold type) a note beside it would restate.
func choiceWord(ts []string) bool {
	ts = reasonTokens(ts)
	if len(ts) == 0 {
		return false
	}
	switch ts[len(ts)-1] {
	case "reason", "cause":
		return true
	case "type", "kind", "category":
		// a kind of the tool's thing (a hold type, an appointment
		// type), not a file's or a value's format
		return len(ts) >= 2 && !formatNouns[ts[len(ts)-2]]
	}
	return false
}

// formatNouns are the words before "type" that name a format, not a
// kind of thing a note would restate ("content_type", "value_type").
var formatNouns = map[string]bool{"content": true, "mime": true, "media": true, "file": true, "data": true, "value": true,
	"field": true, "record": true, "object": true, "resource": true, "entity": true, "response": true, "output": true,
	"input": true, "return": true, "sort": true, "match": true, "search": true, "query": true, "id": true}

// reasonTokens returns the tokens of a choice's name without a "code"
// after a reason or cause ("reason_code", "cancel_reason_code"): a coded
// reason is a reason a note restates all the same.
func reasonTokens(ts []string) []string {
	if n := len(ts); n >= 2 && ts[n-1] == "code" && (ts[n-2] == "reason" || ts[n-2] == "cause") {
		return ts[:n-1]
	}
	return ts
}

// actChoiceNotes restate a chosen reason with what the tool did for it,
// per act of actWords ({P} the reason, {o} the tool's object).
var actChoiceNotes = map[byte][]string{
	'x': {"{P}, so the {o} is cancelled.", "Cancelled for {p}. {F} has been told."},
	'w': {"{P}; withdrawn as of today.", "Withdrawn for {p}. {F} has been told."},
	'j': {"Rejected for {p}.", "{P}; rejected after review by {F}."},
	'p': {"On hold for {p} until this is cleared.", "{P}; on hold until {F} confirms."},
	'e': {"{P}; adjusted after checking with {F}.", "Logged as {p} by {F}."},
}

// listedIn tells whether v is one of the values description d lists
// ("Incident category: one of `injury`, `near_miss` or `fire`"): a
// choice as an enum is, for a note to restate. A code in capitals
// ("`PROC` (recent surgery or procedure)") is none: said as a word it
// reads "On hold for proc".
func listedIn(d, v string) bool {
	if v == "" || v == strings.ToUpper(v) || !strings.Contains(strings.ToLower(d), "one of") {
		return false
	}
	return strings.Contains(d, "`"+v+"`") || strings.Contains(d, `"`+v+`"`) || strings.Contains(d, "'"+v+"'") || oneOfList.MatchString(d) && strings.Contains(d, v)
}

// kindWords name a choice of what kind a thing is, alone as a
// parameter's name ("category", "type", "kind").
var kindWords = map[string]bool{"category": true, "type": true, "kind": true}

// occurrenceChoiceDescs describe a thing that happened (an incident, a
// reaction) filed under a chosen category ({P} the choice in words): an
// on-mountain incident of category "collision" is described "Collision,
// reported by Ana.", not "Blue umbrella with a wooden handle." nor
// "Report used by the support team; ask Rui before changing it.".
var occurrenceChoiceDescs = []string{"{P}, reported by {F}.", "{P}, noted by {F}; details to follow.", "{P}. {F} has the details and will write them up."}

// reasonNotes restate a chosen type as the reason for the tool's act.
var reasonNotes = []string{"{P}, as discussed with {F}.", "{P} requested by {F}."}

// fitNote makes a free-text note agree with the enum reason or type of
// its object (see choiceNotes), on servers not about software; a choice
// of "other" or "unknown" keeps its note, which says what it is. The
// description of a thing that happens (occurrenceNouns: an incident, a
// reaction) agrees with its category too (occurrenceChoiceDescs).
func (g *Generator) fitNote(p *objPlan, obj map[string]any) {
	if len(obj) < 2 || !g.grounded() {
		return
	}
	occNoun := "" // (the tool files a thing that happened: "incidents.report")
	for _, t := range tokens(g.opts.Topic) {
		if occurrenceNouns[singular(t)] {
			occNoun = singular(t)
		}
	}
	occ := occNoun != ""
	choice, note := -1, -1
	for i, k := range p.names {
		s, ok := obj[k].(string)
		if !ok || len(p.schemas[i]) == 0 {
			continue
		}
		sc := p.schemas[i][0]
		ts := tokens(k)
		switch {
		case (sc.Enum != nil || sc.Pattern == nil && listedIn(sc.Description, s)) && (choiceWord(ts) || occ && len(ts) == 1 && kindWords[ts[0]]) && choice < 0:
			l := strings.ToLower(s)
			if l == "" || strings.ContainsAny(l, "/.") || strings.Contains(l, "other") || strings.Contains(l, "unknown") || l == "none" {
				return
			}
			choice = i
		case sc.Enum == nil && sc.Constant == nil && sc.Pattern == nil && !oneOfList.MatchString(sc.Description) &&
			(freeTextKind(k) == 'n' || freeTextKind(k) == 'r' || occ && freeTextKind(k) == 'd') && note < 0:
			note = i
		}
	}
	if choice < 0 || note < 0 {
		return
	}
	ts := reasonTokens(tokens(p.names[choice]))
	v := choiceSaid(obj[p.names[choice]].(string))
	if last := ts[len(ts)-1]; last != "reason" && last != "cause" && len(ts) >= 2 && !strings.HasSuffix(v, " "+ts[len(ts)-2]) && !strings.HasSuffix(v, "-"+ts[len(ts)-2]) {
		v += " " + ts[len(ts)-2] // (a hold_type "conduct": a conduct hold)
	}
	if occ && len(ts) == 1 && kindWords[ts[0]] && occNoun != "" && !strings.HasSuffix(v, occNoun) {
		v += " " + occNoun // (an "environmental" category: an environmental incident)
	}
	v = strings.ToUpper(v[:1]) + v[1:]
	pool := choiceNotes
	why := ts[len(ts)-1] == "reason" || ts[len(ts)-1] == "cause"
	act, thing := g.toolActOf()
	if thing == "" || personNoun.MatchString(thing) {
		thing = "request"
	}
	switch {
	case freeTextKind(p.names[note]) == 'd':
		pool = occurrenceChoiceDescs // (an injury filed: what happened)
	case !why && freeTextKind(p.names[note]) == 'r':
		pool = reasonNotes // (an appointment's reason: a dental appointment)
	case why && actChoiceNotes[act] != nil:
		pool = actChoiceNotes[act]
	}
	t := pool[g.rng.Intn(len(pool))]
	if why {
		if say := g.reasonSaying(strings.ToLower(v)); say != "" {
			t = say // (what the reason is, not the reason again)
		}
	}
	t = strings.NewReplacer("{P}", v, "{p}", strings.ToLower(v[:1])+v[1:], "{o}", thing).Replace(t)
	t = g.fill(t)
	if own := obj[p.names[note]].(string); !why && freeTextKind(p.names[note]) == 'n' && exampleShaped(p.schemas[note][0].Description, own) {
		if f := strings.Fields(own); len(f) > 1 && f[1] == strings.ToLower(f[1]) {
			own = strings.ToLower(own[:1]) + own[1:] // ("Memorial window, …" goes on "…; memorial window, …")
		}
		t = v + "; " + own // (the note its description shows, led by the choice)
	}
	if m := p.schemas[note][0].MaxLength; m >= 0 && len(t) > m || utf8.RuneCountInString(t) < p.schemas[note][0].MinLength {
		return
	}
	obj[p.names[note]] = t
}

// exampleShaped tells whether note is written like the prose example
// its description gives (proseExample): such a note is kept and led by
// the choice it must agree with, not replaced by an echo of it: a
// taxidermy intake's notes were "Pedestal mount. James has been told.",
// now "Pedestal mount; small hole left of brisket, wants head turned
// left".
func exampleShaped(desc, note string) bool {
	if note == "" || !strings.Contains(strings.ToLower(desc), "e.g.") {
		return false
	}
	ex := bareProseExample(desc)
	for _, e := range realExamples(role.ExamplesOf(desc)) {
		if proseWords(e) {
			ex = e
		}
	}
	return ex != "" && strings.HasPrefix(note, strings.Fields(ex)[0])
}

// filePart returns the path of a file path or URL without the URL's
// scheme, host, query and fragment ("" for a URL of a bare host).
func filePart(s string) string {
	if _, rest, ok := strings.Cut(s, "://"); ok {
		i := strings.IndexByte(rest, '/')
		if i < 0 {
			return ""
		}
		s = rest[i:]
	}
	if i := strings.IndexAny(s, "?#"); i >= 0 {
		s = s[:i]
	}
	return s
}

// lookWords are the words of tools that look things up: their terms are
// searches.
var lookWords = map[string]bool{"search": true, "find": true, "query": true, "list": true, "lookup": true, "filter": true, "get": true,
	"browse": true, "suggest": true, "autocomplete": true, "match": true, "lookups": true}

// reportedTerm returns, for a term a tool that looks nothing up records
// ("report_adverse_event" term: "Verbatim event term as reported"), a
// finding of the tool's area (a symptom), not a literature search; ok is
// false for other parameters and areas without findings.
func (g *Generator) reportedTerm(h hint) (string, bool) {
	ps := sharedTokens(h.name)
	if len(ps) == 0 || ps[len(ps)-1] != "term" {
		return "", false
	}
	for _, t := range sharedTokens(g.opts.Topic) {
		if lookWords[t] {
			return "", false
		}
	}
	lx := g.areaLex()
	if lx == nil || len(lx.findings) == 0 {
		return "", false
	}
	return lx.findings[g.rng.Intn(len(lx.findings))], true
}

// distinctRename keeps a rename a change: a new name ("new_name") equal
// to the name beside it becomes the next name of its kind (see
// kindNames), so a label is never renamed "waiting" to "waiting".
func (g *Generator) distinctRename(p *objPlan, obj map[string]any) {
	for i, k := range p.names {
		if !containsFoldASCII(k, "new") {
			continue // most keys: no "new" word, not tokenized
		}
		ts := sharedTokens(k)
		if len(ts) < 2 || ts[0] != "new" {
			continue
		}
		nv, ok := obj[k].(string)
		if !ok {
			continue
		}
		old := strings.Join(ts[1:], "_")
		ov, ok := obj[old].(string)
		if !ok || ov != nv {
			continue
		}
		if sc := p.schemas[i]; len(sc) == 0 || sc[0].Enum != nil || sc[0].Constant != nil || sc[0].Pattern != nil {
			continue
		}
		vals := kindNames[namedNouns[nameNoun(k, g.opts.Topic)]]
		if lx := g.areaLex(); namedNouns[nameNoun(k, g.opts.Topic)] == "label" && lx != nil && len(lx.tags) > 0 {
			vals = lx.tags
		}
		for j, v := range vals {
			if v == nv {
				obj[k] = g.fill(vals[(j+1)%len(vals)])
				break
			}
		}
	}
}
