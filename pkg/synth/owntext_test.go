package synth

import (
	"regexp"
	"testing"
)

// storyText matches the bank of software work: an issue's body, a review
// comment, a chat message about a release.
var storyText = regexp.MustCompile(`(?i)\b(API|CLI|Safari|merged?|deploy|staging|CI|PR|pull request|dark mode|release|axios|webhooks?|stack trace|backoff|idempotency|README|Node \d+)\b`)

// Free text fits the thing it belongs to and the tool's act: a false
// positive's comment says why it is one, a resolution what fixed it, a
// content model's description describes a content model, a subscriber's
// title is a job title, and a kennel's description or a walk's notes
// speak of no software.
func TestOwnedText(t *testing.T) {
	cases := []struct {
		file, tool, ptr string
		want            *regexp.Regexp // every value matches
		noStory         bool           // no value reads as software work
	}{
		{"owned_codescan.json", "markFindingFalsePositive", "/comment", regexp.MustCompile(`(?i)false positive|false alarm|not exploitable|test|generated|exception|mistake|nothing is wrong`), false},
		{"owned_codescan.json", "resolveFinding", "/comment", regexp.MustCompile(`(?i)fixed|resolved|root cause|sorted|cause`), false},
		{"owned_codescan.json", "markFindingWontFix", "/comment", regexp.MustCompile(`(?i)won't fix|accepted risk|leaving it|leave it|not worth`), false},
		{"owned_codescan.json", "reopenFinding", "/comment", regexp.MustCompile(`(?i)reopen`), false},
		{"owned_cms.json", "update_content_model", "/description", regexp.MustCompile(`(?i)content model`), true},
		{"owned_cms.json", "create_media", "/description", regexp.MustCompile(`(?i)image|photo|logo|banner`), true},
		{"owned_cms.json", "update_subscriber", "/subscriberData/title", regexp.MustCompile(`(?i)engineer|designer|manager|executive|analyst|specialist|recruiter|controller|coordinator`), true},
		{"owned_kennel.json", "log_walk", "/walker", regexp.MustCompile(`^\p{Lu}\p{L}+ \p{Lu}[\p{L}'-]+$`), true},
		{"owned_kennel.json", "resolve_alert", "/resolution_comment", regexp.MustCompile(`(?i)resolved|sorted|fixed|done`), true},
		{"owned_kennel.json", "send_update", "/instructions", regexp.MustCompile(`\S`), true},
		{"owned_kennel.json", "report_problem", "/description", regexp.MustCompile(`(?i)noticed|happened|started|spotted|problem`), true},
	}
	for _, c := range cases {
		vals := realValues(t, c.file, c.tool, c.ptr, 30, 5)
		if len(vals) == 0 {
			t.Errorf("%s %s%s: no values", c.file, c.tool, c.ptr)
		}
		for _, v := range vals {
			if !c.want.MatchString(v) || c.noStory && storyText.MatchString(v) {
				t.Errorf("%s %s%s = %q, want text of the thing and the act", c.file, c.tool, c.ptr, v)
			}
		}
	}
}

// A description says what the thing is, never who asked for it: with
// nothing to say of a kennel run, an optional description is left out
// rather than "Kennel run for Ana Silva; details confirmed by phone.".
func TestDescriptionNoRequester(t *testing.T) {
	meta := regexp.MustCompile(`(?i)requested by|details confirmed|as agreed on`)
	for _, v := range realValues(t, "owned_kennel.json", "add_kennel", "/description", 30, 5) {
		if meta.MatchString(v) {
			t.Errorf("add_kennel /description = %q, want no note about who asked for it", v)
		}
	}
}

// A comment's act is read from the tool's name or the field's own.
func TestCommentActOf(t *testing.T) {
	for name, want := range map[string]byte{"markIssueFalsePositive": 'F', "dismiss_alert": 'F', "markIssueWontFix": 'W', "resolveIssue": 'K',
		"resolution_comment": 'K', "approve_model_version": 'A', "acknowledge_alert": 'G', "confirmIssue": 'C', "reopenIssue": 'O',
		"reject_claim": 'J', "add_comment": 0, "update_asset": 0} {
		if got := commentActOf(tokens(name)); got != want {
			t.Errorf("commentActOf(%q) = %q, want %q", name, got, want)
		}
	}
}

// A tool writing a text about a thing names the thing as its object, and
// only a tool naming a repository as a word describes one.
func TestTextOwnerWords(t *testing.T) {
	for topic, want := range map[string]string{"addCaseMessage": "case", "add_ticket_note": "ticket", "post_comment": "comment"} {
		if _, obj := toolAct(topic, ""); obj != want {
			t.Errorf("toolAct(%q) object = %q, want %q", topic, obj, want)
		}
	}
	for topic, want := range map[string]bool{"create_repo": true, "updateRepository": true, "report_quality_issue": false, "get_reports": false} {
		if repoTopic(topic) != want {
			t.Errorf("repoTopic(%q) = %v, want %v", topic, !want, want)
		}
	}
	for _, v := range realValues(t, "owned_kennel.json", "report_problem", "/description", 20, 3) {
		if regexp.MustCompile(`(?i)service|repositor`).MatchString(v) {
			t.Errorf("report_problem description = %q, want no repository's", v)
		}
	}
}

// A question to a product's documentation asks how to do something with
// one of the product's things, never filler words.
func TestThingQuestion(t *testing.T) {
	for _, v := range realValues(t, "owned_cms.json", "search_docs", "/question", 20, 4) {
		if !regexp.MustCompile(`^(How|What|Can|Why)\b.*\?$`).MatchString(v) {
			t.Errorf("docs question = %q, want a how-to question", v)
		}
	}
}

// A search tool's text parameter is words to find, and a worklog's
// description tells the work: neither takes a description of a thing.
func TestOwnedTextLeavesSearches(t *testing.T) {
	for _, v := range realValues(t, "owned_kennel.json", "find_runs_by_description", "/description", 20, 2) {
		if regexp.MustCompile(`(?i)site, managed by|looks after it|main contact|ask \w+ about`).MatchString(v) {
			t.Errorf("search by description = %q, want words to find", v)
		}
	}
}
