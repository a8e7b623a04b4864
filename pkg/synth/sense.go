package synth

import (
	"encoding/json"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

// Values that must make sense beside each other: a search radius needs the
// point it is drawn around, a bulk write needs a filter, a list of named
// things names each once, a permission a call passes is given, and a
// search for embeddings is asked with a text, not with numbers nobody
// types.

// keyedListLen is the most items a list of named things (data sources,
// index fields, sort keys) gets when nothing asks for more: a person names
// two or three, not five.
const keyedListLen = 3

// itemKeys are the properties that name an item of a list of objects: two
// items with one name are the same thing said twice.
var itemKeys = []string{"name", "key", "path", "property", "field", "title"}

// itemTextKeys name the text that says what a list item is: two tasks
// with the same "content" or two quote lines with the same "description"
// are one thing listed twice, whatever their other fields.
var itemTextKeys = []string{"content", "description", "text", "summary", "subject", "label"}

// itemKey returns the name an object item goes by (its "name", "key",
// "path" …, lower-cased, with the property), or "" for other values.
func itemKey(v any) string {
	m, ok := v.(map[string]any)
	if !ok {
		return ""
	}
	for _, k := range itemKeys {
		if s, ok := m[k].(string); ok && s != "" {
			return k + "=" + strings.ToLower(s)
		}
	}
	return ""
}

// itemNames returns the names an object item goes by, each as
// "property=lower-cased value": its itemKeys, its properties named like
// a name or a title ("task_name", "displayName", "jobTitle") and the text
// that says what the item is (itemTextKeys: a task's "content", a quote
// line's "description"). Two items of one list that share one are one
// thing said twice.
func itemNames(v any) []string {
	m, ok := v.(map[string]any)
	if !ok {
		return nil
	}
	var out []string
	for k, x := range m {
		s, ok := x.(string)
		if !ok || s == "" {
			continue
		}
		if slices.Contains(itemKeys, k) || slices.Contains(itemTextKeys, k) || strings.HasSuffix(k, "_name") || strings.HasSuffix(k, "Name") ||
			strings.HasSuffix(k, "_title") || strings.HasSuffix(k, "Title") {
			out = append(out, k+"="+strings.ToLower(s))
		}
	}
	return out
}

// seenAny reports whether one of keys is in seen.
func seenAny(seen map[string]bool, keys []string) bool {
	for _, k := range keys {
		if seen[k] {
			return true
		}
	}
	return false
}

// radiusWords name a distance around a point ("radius", "distance").
func isRadiusName(name, desc string) bool {
	n := strings.ToLower(name)
	return strings.Contains(n, "radius") || n == "distance" || n == "max_distance" || n == "maxdistance" ||
		strings.HasPrefix(strings.ToLower(desc), "search radius")
}

// centreNames name the point a radius is drawn around.
var centreNames = map[string]bool{"location": true, "center": true, "centre": true, "latlng": true, "lat_lng": true,
	"coordinates": true, "point": true, "near": true, "origin": true, "position": true, "latitude": true, "lat": true}

// isCentre reports whether a property named name (described desc) is the
// point a search radius is around.
func isCentre(name, desc string) bool {
	if centreNames[strings.ToLower(name)] {
		return true
	}
	d := strings.ToLower(desc)
	return strings.Contains(d, "center point") || strings.Contains(d, "centre point")
}

// bulkWrite matches a tool description of a write to every record a filter
// matches ("Updates all documents that match the specified filter",
// "Removes all documents that match the filter").
var bulkWrite = regexp.MustCompile(`(?i)\b(?:update|updates|delete|deletes|remove|removes|modif(?:y|ies))\b[^.]*\b(?:all|every|many|multiple)\b[^.]*\bmatch`)

// filterNames name the selection of a bulk write.
var filterNames = map[string]bool{"filter": true, "query": true, "where": true, "selector": true, "criteria": true, "match": true}

// versionNames name the version of a listed item, which a person rarely
// knows and never invents.
var versionNames = map[string]bool{"version": true, "versionlabel": true, "version_label": true, "versionid": true, "version_id": true}

// What a property is to its siblings (senseOf).
const (
	senseRadius uint8 = 1 << iota
	senseCentre
	senseFilter
	senseVersion
	senseGranted
	senseKnown // computed
)

// senseOf returns what the property named name with schema s is to its
// siblings, computed once per schema.
func (g *Generator) senseOf(name string, s *jsonschema.Schema) uint8 {
	if f, ok := g.senses[s]; ok {
		return f
	}
	f := senseKnown
	n := strings.ToLower(name)
	if isRadiusName(name, s.Description) {
		f |= senseRadius
	}
	if isCentre(name, s.Description) {
		f |= senseCentre
	}
	if filterNames[n] {
		f |= senseFilter
	}
	if versionNames[n] && len(s.Enum) == 0 && s.Pattern == nil && s.Default == nil {
		f |= senseVersion
	}
	if s.Default == nil && s.Description != "" && permission.MatchString(s.Description) {
		f |= senseGranted
	}
	if g.senses == nil {
		g.senses = map[*jsonschema.Schema]uint8{}
	}
	g.senses[s] = f
	return f
}

// sensibleOptional adjusts the chosen optional properties of an object
// (names, their schemas with nil for those not optional, in: chosen) so the
// values make sense together: a radius is drawn only around a point the
// call gives (a 500 m radius beside "best ramen in Copenhagen" is of
// nothing): the point comes along, or the radius goes; a tool that writes every record its filter matches gets the
// filter (an update-many with no filter rewrites the whole collection);
// an optional version of an item in a list is left out (a version label
// made up for a documentation source).
func (g *Generator) sensibleOptional(names []string, schemas []*jsonschema.Schema, in []bool, depth int) {
	if depth == 0 && g.bulk == 0 {
		g.bulk = -1
		if bulkWrite.MatchString(g.opts.About) {
			g.bulk = 1
		}
	}
	bulk := depth == 0 && g.bulk > 0
	centre := -1
	var fs [64]uint8
	for j, s := range schemas {
		if s == nil || j >= len(fs) {
			continue
		}
		fs[j] = g.senseOf(names[j], s)
		if fs[j]&senseCentre != 0 {
			centre = j
		}
	}
	for i, s := range schemas {
		if s == nil || i >= len(fs) {
			continue
		}
		f := fs[i]
		switch {
		case in[i] && centre >= 0 && centre != i && !in[centre] && f&senseRadius != 0:
			if g.rng.Intn(2) == 0 {
				in[centre] = true // the point it is around comes along
			} else {
				in[i] = false
			}
		case bulk && f&senseFilter != 0:
			in[i] = true
		case depth == 0 && !in[i] && g.keepsNarrowing(names[i]):
			in[i] = true // the act the request says is the narrow one
		case in[i] && depth > 1 && f&senseVersion != 0:
			in[i] = false
		}
	}
}

// permission matches a flag's description that grants the call leave to
// do something it would not do by itself ("Permit deletion of existing
// child pages", "Allow overwriting the file").
var permission = regexp.MustCompile(`^(?i:permit|permits|allow|allows|whether to allow|set to true to allow)\b`)

// grantedFlag reports whether a boolean named name with no default is a
// permission: a call that passes it gives it (true); passing false repeats
// what the tool does anyway and reads as against what the request asks (a
// replace of a whole page that may not delete anything).
func (g *Generator) grantedFlag(c conj, name string) bool {
	s := c.first()
	return s != nil && name != "" && g.senseOf(name, s)&senseGranted != 0
}

// requiresVector reports whether b, an anyOf branch, requires an embedding
// (a "queryVector" array): numbers nobody types into a request.
func requiresVector(b *jsonschema.Schema) bool {
	for _, r := range b.Required {
		if p := b.Properties[r]; p != nil && isVectorName(r) && hasTypeName(p.Types, "array") {
			return true
		}
	}
	return false
}

// vectorBranches reports whether an anyOf offers a branch that requires an
// embedding beside one that does not (a vector search by "queryVector" or
// by "query" text).
func vectorBranches(s *jsonschema.Schema) bool {
	with, without := false, false
	for _, b := range s.AnyOf {
		if requiresVector(b) {
			with = true
		} else {
			without = true
		}
	}
	return with && without
}

// vectorlessBranch picks an anyOf branch that needs no embedding, cycling
// through them: a search by text the person has.
func (g *Generator) vectorlessBranch(s *jsonschema.Schema) int {
	return g.branchWhere(s, func(b *jsonschema.Schema) bool { return !requiresVector(b) })
}

// branchWhere picks, cycling through them, one of the first eight anyOf
// branches of s that keep holds for.
func (g *Generator) branchWhere(s *jsonschema.Schema, keep func(*jsonschema.Schema) bool) int {
	var st [8]int
	n := 0
	for j, b := range s.AnyOf {
		if keep(b) && n < len(st) {
			st[n] = j
			n++
		}
	}
	return st[g.choose(s, chAnyOf, n, cycle)]
}

// fixIndexName names an index the call creates after its definition, as
// databases and people do: a classic index after its keys ("status_1",
// "created_at_-1"), a search index and a vector index by what they are
// ("orders_search", "reviews_vector_index"); a search definition under
// "created_at_-1" names one index and defines another.
func (g *Generator) fixIndexName(obj map[string]any) {
	if _, ok := obj["definition"]; !ok || !strings.Contains(g.topicL, "index") {
		return
	}
	key := ""
	for _, k := range []string{"name", "indexName", "index_name"} {
		if _, ok := obj[k].(string); ok {
			key = k
		}
	}
	defs, ok := obj["definition"].([]any)
	if key == "" || !ok || len(defs) == 0 {
		return
	}
	def, ok := defs[0].(map[string]any)
	if !ok {
		return
	}
	coll, _ := obj["collection"].(string)
	if coll == "" {
		coll = "docs"
	}
	var n string
	switch def["type"] {
	case "search":
		n = coll + "_search"
	case "vectorSearch":
		n = coll + "_vector_index"
	default:
		keys, ok := def["keys"].(map[string]any)
		if !ok || len(keys) == 0 {
			return
		}
		var parts []string
		for _, k := range sortedKeys(keys) {
			parts = append(parts, k, strings.Trim(jsonScalar(keys[k]), `"`))
		}
		n = strings.Join(parts, "_")
	}
	if obj[key] != n {
		obj[key] = n
		g.unsure = true // rewritten after its check
	}
}

// jsonScalar spells a scalar value as it reads in an index name.
func jsonScalar(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case json.Number:
		return x.String()
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case int:
		return strconv.Itoa(x)
	}
	return ""
}

// defaultBranch returns the branch of an anyOf whose type is the type of
// the anyOf's default ({"default": false, "anyOf": [{"type": "boolean"},
// {"type": "object", "properties": {"typeSet": …}}]}), or -1: the other
// branches reference what the rest of a definition would have to declare
// (a type set by name), which a made-up name never is.
func defaultBranch(s *jsonschema.Schema) int {
	var t string
	switch s.Default.(type) {
	case bool:
		t = "boolean"
	case string:
		t = "string"
	default:
		return -1
	}
	for j, b := range s.AnyOf {
		if len(b.Types) == 1 && b.Types[0] == t && b.Ref == nil && len(b.Enum) == 0 && len(b.Constant) == 0 {
			return j
		}
	}
	return -1
}

// fixFileBranch names the topic branch a file is committed to after the
// file ("scripts/deploy.js" on feature/deploy, "tests/test_api.py" on
// test/api-tests) rather than after other work (a deploy script on
// feature/payment-retries); main, develop and release branches stay.
func (g *Generator) fixFileBranch(obj map[string]any, depth int) {
	b, ok := obj["branch"].(string)
	p, ok2 := obj["path"].(string)
	if files, isList := obj["files"].([]any); isList && !ok2 && len(files) > 0 {
		// a commit of several files: the branch is for the first
		if f, isObj := files[0].(map[string]any); isObj {
			p, ok2 = f["path"].(string)
		}
	} else if _, ok := obj["content"]; !ok {
		return
	}
	if depth > 0 || !ok || !ok2 || p == "" || strings.HasSuffix(p, "/") {
		return
	}
	i := strings.IndexByte(b, '/')
	if i <= 0 {
		return
	}
	prefix := b[:i+1]
	if prefix == "release/" || !isLowerWord(b[:i]) {
		return
	}
	if prefix != "feature/" && prefix != "fix/" && prefix != "chore/" {
		prefix = "feature/" // (a test or docs branch only for tests and docs, below)
	}
	msg, _ := obj["message"].(string)
	verb := strings.ToLower(strings.SplitN(msg+" ", " ", 2)[0])
	if (verb == "add" || verb == "create") && prefix == "fix/" {
		prefix = "feature/" // a new file is no fix
	}
	base := p[strings.LastIndexByte(p, '/')+1:]
	if j := strings.IndexByte(base, '.'); j > 0 {
		base = base[:j]
	}
	base = strings.ToLower(strings.ReplaceAll(base, "_", "-"))
	switch {
	case strings.HasPrefix(base, "test-") || strings.HasPrefix(p, "tests/") || strings.HasPrefix(p, "test/") ||
		strings.HasSuffix(base, "-test") || strings.Contains(base, ".test") || strings.Contains(p, "_test."):
		prefix = "test/"
		base = strings.TrimSuffix(strings.TrimPrefix(base, "test-"), "-test") + "-tests"
	case strings.HasSuffix(strings.ToLower(p), ".md") || strings.HasPrefix(p, "docs/"):
		prefix = "docs/"
	}
	if base == "" || base == "-tests" {
		return
	}
	if plainStems[base] {
		// "main", "client": the change's verb says which work it is
		// (feature/add-client, fix/update-main)
		switch verb {
		case "add", "create":
			base = "add-" + base
		case "edit", "update", "change", "fix", "modify":
			base = "update-" + base
		}
	}
	if n := prefix + base; n != b {
		obj["branch"] = n
		g.unsure = true // rewritten after its check
	}
}

// isLowerWord reports whether w is lower-case ASCII letters only.
func isLowerWord(w string) bool {
	for _, r := range w {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return w != ""
}

// tableProperties are the properties people give a workspace table (a
// tracker, a content calendar, a CRM list).
var tableProperties = []string{"Status", "Due date", "Priority", "Name", "Assignee", "Tags", "Publish date", "Owner", "Stage", "Deadline"}

// plainStems are file names that say little alone as a branch name.
var plainStems = map[string]bool{"main": true, "index": true, "app": true, "client": true, "utils": true, "config": true,
	"package": true, "ci": true, "readme": true, "handler": true, "server": true, "init": true, "settings": true, "api": true}

// embeddingDims are the sizes of the embeddings models produce.
var embeddingDims = []int{384, 512, 768, 1024, 1536, 3072}

// isDimensionsName reports whether a number property is the size of an
// embedding ("numDimensions", "dimensions", "embedding_dim").
func isDimensionsName(name string) bool {
	n := strings.ToLower(name)
	return strings.Contains(n, "dimension") || n == "dims" || strings.HasSuffix(n, "_dim") || n == "embeddingdim"
}

// fixShotSize keeps a screenshot's name and its size in agreement: a
// 1920-wide capture is no "pricing-mobile" (it is pricing-desktop).
func (g *Generator) fixShotSize(obj map[string]any) {
	w, ok := obj["width"].(json.Number)
	if !ok {
		return
	}
	wf, err := w.Float64()
	if err != nil || wf < 1024 {
		return
	}
	for _, k := range []string{"name", "filename"} {
		if n, ok := obj[k].(string); ok && strings.Contains(n, "mobile") {
			obj[k] = strings.Replace(n, "mobile", "desktop", 1)
			g.unsure = true // rewritten after its check
		}
	}
}

// searchFieldTypes are the search index field types of the kinds of a
// data domain's fields.
var searchFieldTypes = map[byte]string{'n': "number", 'm': "number", 'd': "date", 'b': "boolean", 'e': "token", 'v': "token", 'p': "string"}

// fixSearchFields types the fields a search index maps by what they hold
// ({"age": {"type": "number"}}, {"created_at": {"type": "date"}}), not
// every one as a string.
func (g *Generator) fixSearchFields(obj map[string]any) {
	fields, ok := obj["fields"].(map[string]any)
	if !ok || len(fields) == 0 {
		return
	}
	if _, mapped := obj["dynamic"]; !mapped && len(obj) > 1 {
		return
	}
	for name, v := range fields {
		def, ok := v.(map[string]any)
		if !ok {
			return
		}
		if _, ok := def["type"].(string); !ok {
			return
		}
		kind := fieldKindOf(name)
		if g.sc.dom != nil {
			for _, f := range g.sc.dom.fields {
				if f.name == name {
					kind = f.kind
				}
			}
		}
		if t, ok := searchFieldTypes[kind]; ok && def["type"] != t {
			def["type"] = t
			g.unsure = true // rewritten after its check
		}
	}
}

// fieldKindOf guesses a field's kind (see docField) from its name: times
// end in _at or date, amounts and counts are numbers, flags read as
// adjectives; 0 when the name does not say.
func fieldKindOf(name string) byte {
	n := strings.ToLower(name)
	switch {
	case strings.HasSuffix(n, "_at") || strings.HasSuffix(n, "date") || strings.HasSuffix(n, "_time"):
		return 'd'
	case containsAny(n, "price", "total", "amount", "count", "rating", "stock", "age", "score", "_ms", "duration", "quantity", "value"):
		return 'n'
	case n == "active" || n == "verified" || n == "paid" || strings.HasPrefix(n, "is_") || strings.HasPrefix(n, "has_"):
		return 'b'
	}
	return 0
}

// keyedItem decides on item v (index i of a list with minItems minI) by
// its name (itemKey): keep tells whether it goes in, stop whether the list
// ends after it. A list of named things names each once (not one source
// with and without its version, one field indexed as two kinds) and holds
// at most keyedListLen of them when nothing asks for more.
func keyedItem(seen *map[string]bool, v any, i, minI int) (keep, stop bool) {
	k := itemKey(v)
	if k == "" {
		return true, false
	}
	if (*seen)[k] && i >= minI {
		return false, true // only the same names left
	}
	if *seen == nil {
		*seen = map[string]bool{}
	}
	(*seen)[k] = true
	return true, i+1 >= keyedListLen && i+1 >= minI
}

// needOneSensibly is needOne, then sensibleOptional, for the general
// object path.
func (g *Generator) needOneSensibly(depth int, names []string, optional []*jsonschema.Schema, required []string, in []bool) {
	g.needOne(depth, names, optional, required, in)
	g.sensibleOptional(names, optional, in, depth)
}
