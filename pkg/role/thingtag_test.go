package role

import (
	"encoding/json"
	"testing"
)

// TestThingTag: a tag fixed to a thing (a dam's tag, an asset tag, a bare
// tag on a server that looks cows up "by ear tag") is its number, not a
// label word; a notes server's tag, or one whose examples are words, is
// a label still; an orchard's "tree tag e.g. B-07" lends its codes to
// the other tools' bare tags.
func TestThingTag(t *testing.T) {
	str := json.RawMessage(`{"type":"object","properties":{"tag":{"type":"string"}},"required":["tag"]}`)
	herd := NewServer("herd", []ServerTool{
		{Name: "get_cow", Description: "Cow details by ear tag", InputSchema: str},
		{Name: "log_milk", Description: "Milk yield, litres", InputSchema: str},
	})
	notes := NewServer("notes", []ServerTool{
		{Name: "list_notes", Description: "List notes", InputSchema: str},
		{Name: "add_note", Description: "Add a note", InputSchema: json.RawMessage(`{"type":"object","properties":{"text":{"type":"string"},"tag":{"type":"string"}}}`)},
	})
	orchard := NewServer("orchard", []ServerTool{
		{Name: "get_tree", InputSchema: json.RawMessage(`{"type":"object","properties":{"tag":{"type":"string","description":"tree tag e.g. B-07"}}}`)},
		{Name: "rm_tree", Description: "Tree removed", InputSchema: str},
	})
	cases := []struct {
		s          *Server
		tool, name string
		schema     string
		want       Kind
	}{
		{herd, "log_milk", "tag", `{"type":"string"}`, ID},
		{herd, "get_cow", "tag", `{"type":"string"}`, ID},
		{nil, "add_calving", "dam_tag", `{"type":"string"}`, ID},
		{nil, "hire_out", "assetTag", `{"type":"string"}`, ID},
		{nil, "add_calving", "dam_tag", `{"type":"string","examples":["red"]}`, Tag},
		{notes, "list_notes", "tag", `{"type":"string"}`, Tag},
		{nil, "tag_post", "post_tag", `{"type":"string"}`, Tag},
		{nil, "push_image", "image_tag", `{"type":"string"}`, Tag},
	}
	for _, c := range cases {
		r := Classify(ToolContext{Name: c.tool, Server: c.s}, ParamContext{Name: c.name, Path: "/" + c.name, Schema: []byte(c.schema)})
		if r.Kind != c.want {
			t.Errorf("%s.%s = %s (%s), want %s", c.tool, c.name, r.Kind, r.Why, c.want)
		}
	}
	r := Classify(ToolContext{Name: "rm_tree", Server: orchard}, ParamContext{Name: "tag", Path: "/tag", Schema: []byte(`{"type":"string"}`)})
	if len(r.Examples) == 0 || r.Examples[0] != "B-07" {
		t.Errorf("rm_tree.tag examples = %v (%s), want the tree tag's B-07", r.Examples, r.Why)
	}
}

// TestBodyPartNoMessage: a body_part is a part of a body, never a
// message's body; body_html and email_body are message bodies still.
func TestBodyPartNoMessage(t *testing.T) {
	cases := []struct {
		name string
		text bool
	}{{"body_part", false}, {"body_type", false}, {"body", true}, {"body_html", true}, {"email_body", true}, {"bodyText", true}}
	for _, c := range cases {
		r := classify("log_injury", c.name, `{"type":"string"}`)
		if (r.Kind == Text) != c.text {
			t.Errorf("%s = %s (%s), want text %v", c.name, r.Kind, r.Why, c.text)
		}
	}
}
