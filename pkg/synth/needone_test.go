package synth

import (
	"regexp"
	"testing"
)

// A call carries what its tool needs beyond the schema's required list: an
// update of a page by id changes something, a drop names its files or its
// data when the description says one of them must be given, and a search
// whose text or regex is optional (one, not both) searches for one.
func TestCallCarriesWhatTheToolNeeds(t *testing.T) {
	patch := `{"type":"object","properties":{"page_id":{"type":"string","format":"uuid","description":"The identifier for the Notion page to be updated."},"archived":{"type":"boolean"},"icon":{"type":"object","properties":{"emoji":{"type":"string"}},"required":["emoji"]},"properties":{"type":"object","additionalProperties":{"type":"string"}}},"required":["page_id"]}`
	for _, m := range decodeAll(t, patch, 30, Options{Seed: 21, RootObject: true, Topic: "API-patch-page", About: "Notion | Update page properties"}) {
		if len(m) < 2 {
			t.Errorf("update call %v changes nothing", m)
		}
	}
	block := `{"type":"object","properties":{"block_id":{"type":"string","description":"Identifier for a Notion block"},"type":{"type":"object","properties":{"paragraph":{"type":"object"}}},"in_trash":{"type":"boolean"}},"required":["block_id"]}`
	for _, m := range decodeAll(t, block, 30, Options{Seed: 22, RootObject: true, Topic: "API-update-a-block", About: "Notion | Update a block"}) {
		if len(m) < 2 {
			t.Errorf("update call %v changes nothing", m)
		}
	}
	drop := `{"type":"object","properties":{"element":{"type":"string","description":"Human-readable element description"},"target":{"type":"string","description":"Exact target element reference from the page snapshot"},"paths":{"type":"array","items":{"type":"string"},"description":"Absolute paths to files to drop onto the element."},"data":{"type":"object","additionalProperties":{"type":"string"},"description":"Data to drop, as a map of MIME type to string value"}},"required":["target"]}`
	for _, m := range decodeAll(t, drop, 30, Options{Seed: 23, RootObject: true, Topic: "browser_drop", About: `Drop files or MIME-typed data onto an element, as if dragged from outside the page. At least one of "paths" or "data" must be provided.`}) {
		if m["paths"] == nil && m["data"] == nil {
			t.Errorf("drop %v: neither paths nor data", m)
		}
	}
	find := `{"type":"object","properties":{"text":{"type":"string","description":"Plain text to search for in the page snapshot. Provide either text or regex, not both."},"regex":{"type":"string","description":"Regular expression to search for in the page snapshot. Provide either text or regex, not both."},"filename":{"type":"string","description":"Save results to a file instead of returning them"}}}`
	for _, m := range decodeAll(t, find, 30, Options{Seed: 24, RootObject: true, Topic: "browser_find", About: "Search the accessibility snapshot of the current page for text or a regular expression."}) {
		if (m["text"] == nil) == (m["regex"] == nil) {
			t.Errorf("find %v: want text or regex, one of them", m)
		}
	}
	// an edit that carries its edits is left as it is: its optional dry
	// run stays optional
	edit := `{"type":"object","properties":{"path":{"type":"string"},"edits":{"type":"array","items":{"type":"string"}},"dryRun":{"type":"boolean"}},"required":["path","edits"]}`
	dry := 0
	ms := decodeAll(t, edit, 30, Options{Seed: 25, RootObject: true, Topic: "edit_file", About: "Make line-based edits to a text file."})
	for _, m := range ms {
		if m["dryRun"] != nil {
			dry++
		}
	}
	if dry == len(ms) {
		t.Errorf("edit_file: dryRun in every call")
	}
}

// An edit whose kind property names a sibling (type replace_content_range
// beside a replace_content_range object) carries that sibling, its content,
// and not the siblings of the other kinds.
func TestKindSwitchCarriesItsContent(t *testing.T) {
	obj := func(desc string, props string, req string) string {
		return `{"anyOf":[{"type":"object","description":"` + desc + `","properties":{` + props + `},"required":[` + req + `],"additionalProperties":true},{"type":"string"}]}`
	}
	src := `{"type":"object","properties":{"page_id":{"type":"string","format":"uuid"},"type":{"type":"string","enum":["replace_content","update_content","replace_content_range"],"description":"The kind of edit to apply."},` +
		`"replace_content":` + obj("Provide when type is replace_content.", `"new_str":{"type":"string","description":"The new Markdown content."}`, `"new_str"`) + `,` +
		`"update_content":` + obj("Provide when type is update_content.", `"content_updates":{"type":"array","items":{"type":"object","properties":{"old_str":{"type":"string"},"new_str":{"type":"string"}},"required":["old_str","new_str"]}}`, `"content_updates"`) + `,` +
		`"replace_content_range":` + obj("Provide when type is replace_content_range.", `"content":{"type":"string","description":"New Markdown content for the range."},"content_range":{"type":"string"}`, `"content","content_range"`) +
		`},"required":["page_id","type"],"additionalProperties":true}`
	kinds := map[string]bool{}
	for _, m := range decodeAll(t, src, 30, Options{Seed: 26, RootObject: true, Topic: "API-update-page-markdown", About: "Notion | Update a page's content as Markdown"}) {
		k, _ := m["type"].(string)
		kinds[k] = true
		for _, other := range []string{"replace_content", "update_content", "replace_content_range"} {
			if _, ok := m[other]; ok != (other == k) {
				t.Errorf("type %q with %s present=%v: %v", k, other, ok, m)
			}
		}
	}
	if len(kinds) < 2 {
		t.Errorf("kinds %v: want several", kinds)
	}
}

// A pipeline that starts with $currentOp (a stage MongoDB runs only on the
// admin database) runs on admin, not on a user database.
func TestAdminStageRunsOnAdmin(t *testing.T) {
	src := `{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"},"pipeline":{"type":"array","description":"Aggregation pipeline. For a database-level aggregation the first stage must be one of ` + "`$currentOp`, `$documents`, `$listLocalSessions`" + `.","items":{"type":"object","additionalProperties":true}}},"required":["database","collection","pipeline"]}`
	seen := 0
	for _, m := range decodeAll(t, src, 60, Options{Seed: 27, RootObject: true, Topic: "aggregate", About: "Run an aggregation against a MongoDB collection"}) {
		p, _ := m["pipeline"].([]any)
		if len(p) == 0 {
			continue
		}
		if st, ok := p[0].(map[string]any); ok && st["$currentOp"] != nil {
			seen++
			if m["database"] != "admin" {
				t.Errorf("$currentOp on database %v: want admin", m["database"])
			}
		}
	}
	if seen == 0 {
		t.Fatal("no $currentOp pipeline drawn")
	}
}

// A tool that creates a data source gives its properties as a schema
// (name → type config), and a page created under a page has only a title,
// not a database row's values.
func TestNotionShapedProperties(t *testing.T) {
	props := func(desc string) string {
		return `"properties":{"anyOf":[{"type":"object","description":"` + desc + `","additionalProperties":true},{"type":"string"}]}`
	}
	ds := `{"type":"object","properties":{"parent":{"type":"object","properties":{"page_id":{"type":"string","format":"uuid"}},"required":["page_id"]},` + props("Property schema of data source") + `},"required":["parent","properties"]}`
	for _, m := range decodeAll(t, ds, 20, Options{Seed: 28, RootObject: true, Topic: "API-create-a-data-source", About: "Notion | Create a data source"}) {
		p, ok := m["properties"].(map[string]any)
		if !ok {
			continue
		}
		for k, v := range p {
			if _, ok := v.(map[string]any); !ok {
				t.Errorf("data source property %s = %v: want a type config", k, v)
			}
		}
	}
	page := `{"type":"object","properties":{"parent":{"type":"object","properties":{"page_id":{"type":"string","format":"uuid"}},"required":["page_id"]},` + props("The property values for the new page.") + `},"required":["parent","properties"]}`
	for _, m := range decodeAll(t, page, 20, Options{Seed: 29, RootObject: true, Topic: "API-post-page", About: "Notion | Create a page"}) {
		p, ok := m["properties"].(map[string]any)
		if !ok {
			continue
		}
		if len(p) != 1 || p["title"] == nil {
			t.Errorf("page under a page with properties %v: want only its title", p)
		}
	}
}

// The fields of one form filled in one call are distinct, and no option
// contradicts another ("Store pickup" with express delivery).
func TestFormFieldsAgree(t *testing.T) {
	// browser_fill_form of @playwright/mcp
	src := `{"type":"object","properties":{"fields":{"type":"array","items":{"type":"object","properties":{"element":{"description":"Human-readable element description used to obtain permission to interact with the element","type":"string"},"target":{"type":"string","description":"Exact target element reference from the page snapshot, or a unique element selector"},"name":{"type":"string","description":"Human-readable field name"},"type":{"type":"string","enum":["textbox","checkbox","radio","combobox","slider"],"description":"Type of the field"},"value":{"type":"string","description":"Value to fill in the field. If the field is a checkbox, the value should be true or false. If the field is a combobox, the value should be the text of the option."}},"required":["target","name","type","value"],"additionalProperties":false},"description":"Fields to fill in"}},"required":["fields"],"additionalProperties":false}`
	for _, m := range decodeAll(t, src, 40, Options{Seed: 30, RootObject: true, Topic: "browser_fill_form", About: "Fill multiple form fields"}) {
		seen := map[string]bool{}
		vals := map[string]bool{}
		for _, it := range m["fields"].([]any) {
			f := it.(map[string]any)
			n, _ := f["name"].(string)
			if seen[n] {
				t.Errorf("form %v: field %q twice", m["fields"], n)
			}
			seen[n] = true
			if v, _ := f["value"].(string); v != "" {
				vals[n+"="+v] = true
			}
		}
		if vals["Shipping method=Store pickup"] && seen["Express delivery"] {
			t.Errorf("form %v: store pickup with express delivery", m["fields"])
		}
	}
}

// A connection id a connect tool returned reads as its label and a short
// suffix, not a bare number.
func TestConnectionIDIsALabel(t *testing.T) {
	src := `{"type":"object","properties":{"connectionId":{"type":"string","description":"The connection to run the operation against. Use the id returned by one of the connect tools."},"database":{"type":"string","description":"Database name"}},"required":["connectionId","database"]}`
	for _, m := range decodeAll(t, src, 20, Options{Seed: 31, RootObject: true, Topic: "db-stats", About: "Returns statistics that reflect the use state of a single database"}) {
		id, _ := m["connectionId"].(string)
		if !regexp.MustCompile(`^[a-z]+-[0-9a-f]{4}$`).MatchString(id) {
			t.Errorf("connectionId %q: want a label with a short suffix", id)
		}
	}
}

// A parameter named type that holds a block's type value gets the fields
// that type has (its rich text), not a whole block object.
func TestBlockTypeValueIsNotABlock(t *testing.T) {
	src := `{"type":"object","properties":{"block_id":{"type":"string"},"type":{"anyOf":[{"type":"object","description":"The [block object type](ref:block#block-object-keys) value with the properties to be updated. Currently only text and checked fields can be updated.","properties":{},"additionalProperties":true},{"type":"string"}]}},"required":["block_id","type"]}`
	for _, m := range decodeAll(t, src, 20, Options{Seed: 32, RootObject: true, Topic: "API-update-a-block", About: "Notion | Update a block"}) {
		if o, ok := m["type"].(map[string]any); ok && (o["object"] != nil || o["type"] != nil) {
			t.Errorf("type = %v: a whole block object", o)
		}
	}
}

// A parent that may be a page, a data source or the workspace is mostly a
// page or a data source: the workspace branch names no parent at all.
func TestParentPrefersAReference(t *testing.T) {
	src := `{"type":"object","properties":{"parent":{"oneOf":[{"type":"object","properties":{"page_id":{"type":"string","format":"uuid"}},"required":["page_id"]},{"type":"object","properties":{"type":{"const":"data_source_id"},"data_source_id":{"type":"string","format":"uuid"}},"required":["type","data_source_id"]},{"type":"object","properties":{"type":{"const":"workspace"}},"required":["type"],"additionalProperties":true}]},"title":{"type":"string"}},"required":["parent"]}`
	ws, n := 0, 0
	for _, m := range decodeAll(t, src, 30, Options{Seed: 33, RootObject: true, Topic: "API-post-page", About: "Notion | Create a page"}) {
		n++
		if p, ok := m["parent"].(map[string]any); ok && p["type"] == "workspace" {
			ws++
		}
	}
	if ws == 0 || ws*5 > n {
		t.Errorf("workspace parent in %d of %d calls: want once or a few", ws, n)
	}
}

// An update by issue number changes something; updating a pull request's
// branch from its base is a whole action, its expected head SHA optional.
func TestUpdateByNumberChangesSomething(t *testing.T) {
	issue := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"issue_number":{"type":"number"},"title":{"type":"string"},"state":{"type":"string","enum":["open","closed"]}},"required":["owner","repo","issue_number"]}`
	for _, m := range decodeAll(t, issue, 20, Options{Seed: 34, RootObject: true, Topic: "update_issue", About: "Update an existing issue in a GitHub repository"}) {
		if m["title"] == nil && m["state"] == nil {
			t.Errorf("update_issue %v changes nothing", m)
		}
	}
	branch := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"pull_number":{"type":"number"},"expected_head_sha":{"type":"string","description":"The expected SHA of the pull request's HEAD ref"}},"required":["owner","repo","pull_number"]}`
	without := 0
	for _, m := range decodeAll(t, branch, 20, Options{Seed: 35, RootObject: true, Topic: "update_pull_request_branch", About: "Update a pull request branch with the latest changes from the base branch"}) {
		if m["expected_head_sha"] == nil {
			without++
		}
	}
	if without == 0 {
		t.Errorf("update_pull_request_branch: expected_head_sha in every call")
	}
}

// A call names a thing one way: linear_update_issue_state (a hand-written
// tools file of the dev set) takes either a state's id or its name, and
// its calls carry one of them, never both ("to state e190… called In
// Review"); an id and a name of the same noun with no prose about them are
// alternatives too.
func TestAlternativesSetOne(t *testing.T) {
	state := `{"type":"object","properties":{"issueId":{"type":"string","description":"Issue identifier (e.g. ENG-123) or UUID"},"stateId":{"type":"string","format":"uuid"},"stateName":{"type":"string","description":"e.g. \"In Review\""}},"required":["issueId"]}`
	seen := map[string]int{}
	for _, m := range decodeAll(t, state, 30, Options{Seed: 21, RootObject: true, Topic: "linear_update_issue_state",
		About: "Moves an issue to a different workflow state. Either stateId or stateName must be provided; if stateName is given it is resolved against the issue's team."}) {
		_, id := m["stateId"]
		_, name := m["stateName"]
		if id == name {
			t.Errorf("update state %v: want stateId or stateName, one of them", m)
		}
		if id {
			seen["id"]++
		} else {
			seen["name"]++
		}
	}
	if seen["id"] == 0 || seen["name"] == 0 {
		t.Errorf("ways seen %v: want both in turn", seen)
	}
	quiet := `{"type":"object","properties":{"channel":{"type":"string"},"assignee_id":{"type":"string"},"assignee_name":{"type":"string"},"note":{"type":"string"}},"required":["channel"]}`
	for _, m := range decodeAll(t, quiet, 40, Options{Seed: 22, RootObject: true, Topic: "assign_ticket", About: "Assign a ticket."}) {
		if m["assignee_id"] != nil && m["assignee_name"] != nil {
			t.Errorf("assign %v: an id and a name of one assignee", m)
		}
	}
	if got := alternatives([]string{"paid", "paName", "userId", "userName", "user_email"}, []bool{true, true, true, true, true}); len(got) != 2 ||
		got[0] != [2]int{2, 3} || got[1] != [2]int{2, 4} {
		t.Errorf("alternatives = %v, want userId with userName and user_email", got)
	}
}

// A parameter whose description offers another in its place ("Supply
// either this or voucher_code", "If unknown, use the voucher code
// instead") makes every call carry one of the two, never neither.
func TestSelfOrOtherNeedsOne(t *testing.T) {
	either := `{"type":"object","properties":{"voucher_code":{"type":"string","description":"Voucher code, e.g. \"VC-1234\"."},"member_tag":{"type":"string","description":"Member tag as printed. Supply either this or voucher_code."},"on_day":{"type":"string","format":"date"}}}`
	instead := `{"type":"object","properties":{"member_tag":{"type":"string","description":"Member tag. If unknown, use the voucher code instead."},"voucher_code":{"type":"string","description":"Voucher code."},"callback_phone":{"type":"string","description":"Phone to call back."}}}`
	for k, sch := range []string{either, instead} {
		for _, m := range decodeAll(t, sch, 30, Options{Seed: 31 + int64(k), RootObject: true, Topic: "look_up_voucher", About: "Looks up a voucher."}) {
			if (m["voucher_code"] == nil) == (m["member_tag"] == nil) {
				t.Errorf("schema %d: call %v wants voucher_code or member_tag, one of them", k, m)
			}
		}
	}
	if got := spacedName("voucherCode"); got != "voucher code" {
		t.Errorf("spacedName(voucherCode) = %q", got)
	}
}
