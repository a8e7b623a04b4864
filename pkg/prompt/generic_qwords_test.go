package prompt

import (
	"encoding/json"
	"testing"
)

// An optional parameter whose values are short opaque ids (a list of
// property ids to limit a response to, "%3AUPp", "iAk3") is left out of
// the call: a person does not type "for filter properties iAk3". Ids a
// person does refer to (a uuid, a readable name) stay. The tools are
// written for the test.
func TestUnsaidOpaqueCodes(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Name: "fetch_record", Description: "Retrieve a record",
		InputSchema: json.RawMessage(`{"type":"object","properties":{
		"record_id":{"type":"string","description":"Identifier for a record"},
		"field_ids":{"type":"array","items":{"type":"string"},"description":"A list of field value IDs to limit the response"},
		"only_field":{"type":"string","description":"A field value ID associated with the record. For example: ` + "`iAk8`" + `."},
		"owner_id":{"type":"string","description":"Identifier of the owner"}},"required":["record_id"]}`)})
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range []string{
		`{"record_id":"5e0c1d6a-0b1e-4a53-9a43-2f4c5d6e7f80","field_ids":["BJXS","%3AUPp","b7dh"]}`,
		`{"record_id":"5e0c1d6a-0b1e-4a53-9a43-2f4c5d6e7f80","only_field":"iAk3"}`,
		`{"record_id":"5e0c1d6a-0b1e-4a53-9a43-2f4c5d6e7f80","only_field":"%7DkLm"}`,
	} {
		a, _ := DecodeArgs(json.RawMessage(args))
		for key := uint64(0); key < 16; key++ {
			out := b.Unsaid(a, key*0x9e3779b97f4a7c15)
			if len(out) != 1 {
				t.Fatalf("%s key %d: left out %v, want the opaque option", args, key, out)
			}
		}
	}
	a, _ := DecodeArgs(json.RawMessage(`{"record_id":"5e0c1d6a-0b1e-4a53-9a43-2f4c5d6e7f80","owner_id":"9b1fb885-0081-48f4-be8e-7bdbb92391c7"}`))
	if out := b.Unsaid(a, 7); len(out) != 0 {
		t.Errorf("a uuid owner left out: %v", out)
	}
}

// A permission flag is said as what the person accepts ("even if that
// means deleting content"), never by its key ("and allow deleting
// content"), and left unsaid when off; a whole replacement is said as
// one ("overwriting its content with …"), not as its discriminator and
// key ("to replace content with the text …").
func TestGenericPermissionAndReplacement(t *testing.T) {
	edit := `{"type":"object","properties":{"note_id":{"type":"string","format":"uuid","description":"Identifier for a note"},
		"type":{"type":"string","enum":["replace_content","update_content"]},
		"replace_content":{"anyOf":[{"type":"object","description":"Provide when type is replace_content. Replaces the entire note content.","properties":{"new_str":{"type":"string","description":"The complete new note content as Markdown."},"allow_deleting_content":{"type":"boolean","description":"Permit deletion of existing attachments no longer present in the new content."}},"required":["new_str"]},{"type":"string"}]}},
		"required":["note_id","type"]}`
	cases := []requestCase{
		{"notes_write_body", "Update a note's content as Markdown", edit,
			`{"note_id":"24355a58-7e51-45b4-815e-bb8209820bc0","type":"replace_content","replace_content":{"new_str":"Standup moved to 10:30 from Monday.","allow_deleting_content":false}}`,
			[]string{`"Standup moved to 10:30 from Monday."`}, []string{"replace content", "allow", "with the text", "deleting"}},
		{"notes_write_body", "Update a note's content as Markdown", edit,
			`{"note_id":"24355a58-7e51-45b4-815e-bb8209820bc0","type":"replace_content","replace_content":{"new_str":"Standup moved to 10:30 from Monday.","allow_deleting_content":true}}`,
			[]string{`"Standup moved to 10:30 from Monday."`, "even if that means deleting content"}, []string{"replace content", "allow", "with the text"}},
		{"files_sync", "Sync a folder to the bucket",
			`{"type":"object","properties":{"folder":{"type":"string","description":"Folder path"},"allow_overwrite":{"type":"boolean","description":"Permit overwriting files already in the bucket"}},"required":["folder","allow_overwrite"]}`,
			`{"folder":"/home/alex/photos","allow_overwrite":true}`,
			[]string{"/home/alex/photos", "even if that means overwrit"}, []string{"and allow overwrite"}},
	}
	checkRequests(t, cases, 12, 31)
}
