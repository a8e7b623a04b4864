package generate

import (
	"encoding/json"
	"strings"
	"testing"
)

// memberTools: a creation of a member described by first and last name,
// email and phone (one person) beside a studio id, and a booking by the
// member's email alone.
const memberTools = `[
 {"name":"create_member","description":"Register a new member at a fitness studio.",
  "inputSchema":{"type":"object","properties":{
   "first_name":{"type":"string","description":"Member's first name"},
   "last_name":{"type":"string","description":"Member's last name"},
   "email":{"type":"string","format":"email","description":"Member's email address"},
   "home_studio_id":{"type":"string","format":"uuid","description":"ID of the member's home studio"}},
   "required":["first_name","last_name","email","home_studio_id"]}},
 {"name":"book_class","description":"Book a member into a class session.",
  "inputSchema":{"type":"object","properties":{
   "member_email":{"type":"string","format":"email"},
   "class_name":{"type":"string","description":"Class name, e.g. 'Spin 45' or 'Vinyasa Flow'"}},
   "required":["member_email","class_name"]}}
]`

// TestFollowupPersonWhole: a follow-up or correction that changes the
// person of a call changes every value describing that person (first
// and last name, email) and says them all ("Now do the same for Daniel
// Jensen (daniel@…)."), never one part beside the first person's other
// parts ("Sorry, wrong person. I meant noah@…" with the name kept); a
// wrong studio id among several values is named ("wrong home studio"),
// not a bare "wrong one".
func TestFollowupPersonWhole(t *testing.T) {
	parts := []string{"first_name", "last_name", "email"}
	changed := 0
	for _, seed := range []int64{1, 2, 3} {
		for _, r := range kindRecords(t, []Source{toolsFor(t, "studio", memberTools)}, "followup", 12, seed) {
			names, args := r.calls()
			if len(names) != 2 || names[0] != "create_member" || names[1] != "create_member" {
				continue
			}
			var a, b map[string]any
			if json.Unmarshal([]byte(args[0]), &a) != nil || json.Unmarshal([]byte(args[1]), &b) != nil {
				t.Fatal("bad arguments")
			}
			var last string
			for _, m := range r.Messages {
				if m.Role == "user" {
					last = m.Content
				}
			}
			diff := 0
			for _, p := range parts {
				if a[p] != b[p] {
					diff++
				}
			}
			if diff > 0 && diff < len(parts) {
				t.Errorf("person changed in part (%d of %d): %s → %s (%q)", diff, len(parts), args[0], args[1], last)
			}
			if diff == len(parts) {
				changed++
				for _, p := range parts {
					if s, _ := b[p].(string); !strings.Contains(last, s) {
						t.Errorf("%s %q of the other person not said: %q", p, s, last)
					}
				}
			}
			if a["home_studio_id"] != b["home_studio_id"] && strings.Contains(last, "wrong one") {
				t.Errorf("a bare \"wrong one\" among several values: %q", last)
			}
		}
	}
	if changed == 0 {
		t.Error("no follow-up for another person")
	}
}

// profileTools: a lookup of a profile by username whose result names
// the login.
const profileTools = `[
 {"name":"lookup_user","description":"Look up a user profile by username.","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"username":{"type":"string"}},"required":["username"]},
  "outputSchema":{"type":"object","properties":{"login":{"type":"string"},"name":{"type":"string"},
   "profile_url":{"type":"string","format":"uri"},"public_repos":{"type":"integer"}}}}
]`

// TestSynthResultEchoesCall: a result synthesized for a follow-up's first
// call is that call's: the login of the profile looked up by username is
// the username asked for, and the answer reports it in words ("It came
// back with login ypatel …"), never "Done. It reports: ypatel.".
func TestSynthResultEchoesCall(t *testing.T) {
	seen := 0
	for _, r := range kindRecords(t, []Source{toolsFor(t, "hub", profileTools)}, "followup", 12, 5903) {
		_, args := r.calls()
		res := r.results()
		if len(res) != 1 || len(args) == 0 {
			continue
		}
		var call map[string]any
		var out map[string]any
		if json.Unmarshal([]byte(args[0]), &call) != nil || json.Unmarshal([]byte(res[0]), &out) != nil {
			continue
		}
		if login, ok := out["login"]; ok {
			seen++
			if login != call["username"] {
				t.Errorf("profile of %v came back with login %v", call["username"], login)
			}
		}
		for _, m := range r.Messages {
			if m.Role == "assistant" && (strings.Contains(m.Content, "It reports:") || strings.Contains(m.Content, "The reply:")) {
				t.Errorf("answer pastes the result: %q after %s", m.Content, res[0])
			}
		}
	}
	if seen == 0 {
		t.Error("no result with a login")
	}
}
