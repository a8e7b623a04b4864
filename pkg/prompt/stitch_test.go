package prompt

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// stitchCase builds a requestCase from a real server's tool kept in
// testdata/stitch-tools.json.
func stitchCase(t *testing.T, tool, args string, want, never []string) requestCase {
	t.Helper()
	return stitchCaseIn(t, "stitch-tools.json", tool, args, want, never)
}

// stitchCaseIn builds a requestCase from a tool kept in testdata file.
func stitchCaseIn(t *testing.T, file, tool, args string, want, never []string) requestCase {
	t.Helper()
	var f struct {
		Tools []struct {
			Name, Description string
			InputSchema       json.RawMessage
		}
	}
	if err := json.Unmarshal(readTestdata(t, file), &f); err != nil {
		t.Fatal(err)
	}
	for _, x := range f.Tools {
		if x.Name == tool {
			return requestCase{x.Name, x.Description, string(x.InputSchema), args, want, never}
		}
	}
	t.Fatalf("no tool %s in %s", tool, file)
	return requestCase{}
}

// TestOwnIDNamedByObject checks that a bare "id" parameter is said by the
// noun of the thing the tool acts on ("archive customer need 3f9…"),
// never as "item 3f9…" after the object ("archive a customer need of
// item ABC-104", "Delete webhook of item ABC-987", "the cycle of item
// ABC-914", "team settings on item ABC-794": the blind raters' faults).
func TestOwnIDNamedByObject(t *testing.T) {
	cases := []requestCase{
		stitchCase(t, "linear_archiveCustomerNeed", `{"id":"3f9c2a71"}`, []string{"customer need 3f9c2a71"}, nil),
		stitchCase(t, "linear_deleteWebhook", `{"id":"wh_51kd"}`, []string{"webhook wh_51kd"}, nil),
		stitchCase(t, "linear_getCycleById", `{"id":"c-77"}`, []string{"cycle c-77"}, nil),
		stitchCase(t, "linear_getCycleStats", `{"id":"c-78"}`, []string{"cycle c-78"}, nil),
		stitchCase(t, "linear_getReleasePipelineById", `{"id":"rp-4"}`, []string{"release pipeline rp-4"}, nil),
		stitchCase(t, "linear_updateTeam", `{"id":"t-31","name":"Platform"}`, []string{"team t-31"}, nil),
		stitchCase(t, "linear_archiveManagedOAuthApplication", `{"id":"app-9"}`, []string{"OAuth application app-9"}, nil),
	}
	checkRequests(t, cases, 12, 1313, "item ")
}

// TestScopeNamesSaidByKind checks that names of the places a thing lives
// in (a namespace) or the way a call goes (a kubeconfig context) are said
// with their kind, after the thing's own name, never chained as a
// second and third "called …" (the raters' "called "auth-service" called
// "default" called "dev"").
func TestScopeNamesSaidByKind(t *testing.T) {
	cases := []requestCase{
		stitchCase(t, "uninstall_helm_chart", `{"name":"auth-service","namespace":"default","context":"dev"}`,
			[]string{`"auth-service"`, "namespace", "context"}, nil),
		stitchCase(t, "kubectl_describe", `{"resourceType":"deployments","name":"search-indexer","namespace":"staging"}`,
			[]string{`"search-indexer"`, "namespace"}, nil),
		stitchCase(t, "kubectl_scale", `{"name":"web-frontend","namespace":"monitoring","replicas":3}`,
			[]string{`"web-frontend"`, "namespace"}, nil),
	}
	checkRequests(t, cases, 12, 1314, `called "default"`, `named "default"`, `called "dev"`, `named "dev"`,
		`called "staging"`, `named "staging"`, `called "monitoring"`, `named "monitoring"`)
}

// TestRangeSaidAsOne checks that the two ends of one range are said as
// one phrase ("between release A and release B", "from April 1 to April
// 6"), never each led by its key's words (the raters' "on range to
// release PLAT-812 on range from release DATA-733", "starting … and by
// …"), and that the dates of one request share one form (never "from
// 2025-12-02 and by December 8, 2025").
func TestRangeSaidAsOne(t *testing.T) {
	cases := []requestCase{
		stitchCase(t, "linear_createReleaseNote", `{"pipelineId":"rp-1","rangeFromReleaseId":"rel-733","rangeToReleaseId":"rel-812"}`,
			[]string{"rel-733", "rel-812"}, []string{"range from", "range to"}),
		stitchCase(t, "linear_createCycle", `{"teamId":"t-5","startsAt":"2026-01-28T15:45:00Z","endsAt":"2026-02-11T15:45:00Z"}`,
			nil, []string{"and by", "starting"}),
		stitchCase(t, "search-events", `{"calendarId":"primary","query":"standup","timeMin":"2025-12-02T09:00:00Z","timeMax":"2025-12-08T17:00:00Z"}`,
			nil, []string{"and by", ", on "}),
	}
	monthDay := regexp.MustCompile(`(?:January|February|March|April|May|June|July|August|September|October|November|December) \d`)
	iso := regexp.MustCompile(`\d{4}-\d{2}-\d{2}`)
	forRequests(t, cases, 12, 1315, func(c requestCase, i int, text string) {
		if monthDay.MatchString(text) && iso.MatchString(text) {
			t.Errorf("%s: dates in two forms: %s", c.name, text)
		}
		if c.name == "linear_createReleaseNote" && !strings.Contains(text, "release rel-733") && !strings.Contains(text, "releases rel-733") {
			t.Errorf("%s: range ends not said as releases: %s", c.name, text)
		}
	})
	checkRequests(t, cases, 12, 1315)
}

// TestArgumentWordsNotKeys checks three argument kinds said by what they
// are, not by the key's spelling: a time-stamp sort field ("sorted by date
// created", never "ordered by createdAt"), a list of response fields
// ("including the name field", "whether each is an organization", never
// "with opt fields set to" nor "the is_organization field"), and a
// fixed phrase of the description kept whole ("on behalf of employee …",
// never "for behalf of employee …").
func TestArgumentWordsNotKeys(t *testing.T) {
	cases := []requestCase{
		stitchCase(t, "linear_getAttachments", `{"issueId":"ENG-12","orderBy":"createdAt"}`, []string{"date created"}, []string{"createdAt"}),
		stitchCaseIn(t, "stitch-dev-tools.json", "asana_get_task", `{"task_id":"1201","opt_fields":"name,notes"}`,
			[]string{"name and notes fields"}, []string{"opt fields"}),
		stitchCaseIn(t, "stitch-dev-tools.json", "asana_list_workspaces", `{"opt_fields":"is_organization"}`,
			[]string{"whether each is an organization"}, []string{"opt fields", "is_organization"}),
		stitchCaseIn(t, "stitch-dev-tools.json", "submitTimeOffRequest",
			`{"employeeId":"EMP-588807","policyType":"vacation","startDate":"2026-04-01","endDate":"2026-04-06"}`,
			[]string{"EMP-588807"}, []string{"for behalf", "of behalf", "to behalf"}),
	}
	checkRequests(t, cases, 12, 1316)
}

// TestRelationWords checks how an argument's relation to the object is
// worded: an id a participle names ("resolvingCommentId") says its role
// ("with DATA-358 as the resolving comment", never "of resolving comment
// DATA-358"); a number id is whose the object is ("the description for
// hotel 85627", never "with hotel 85627"); a rate or a unit in a key is
// said with the number ("3 times per day", "a weight of 10 kg"), never
// by the key's last word ("with day 3", "kg 10"). The log_dose tool is
// written for the test: no captured server has such keys.
func TestRelationWords(t *testing.T) {
	cases := []requestCase{
		stitchCase(t, "linear_updateComment", `{"id":"c-1","body":"Done.","resolvingCommentId":"DATA-358"}`,
			[]string{"DATA-358 as the resolving comment"}, []string{"of resolving", "for resolving", "on resolving"}),
		stitchCaseIn(t, "stitch-dev-tools.json", "get_hotel_details", `{"hotel_id":85627}`, []string{"hotel 85627"}, []string{"with hotel"}),
		{"log_dose", "Log a medication schedule",
			`{"type":"object","properties":{"medication":{"type":"string"},"times_per_day":{"type":"integer"},"weight_kg":{"type":"number"}}}`,
			`{"medication":"ibuprofen","times_per_day":3,"weight_kg":10}`, []string{"3 times per day", "weight of 10 kg"}, []string{"day 3", "kg 10"}},
		// testdata/nu13/pharmacy.json: a dose in mg is a quantity in mg,
		// said once ("mg 693.06 mg" before)
		{"check_stock", "Check whether a medication is in stock at a pharmacy branch.",
			`{"type":"object","properties":{"drug_name":{"type":"string"},"strength_mg":{"type":"number","exclusiveMinimum":0,"description":"Dose strength in milligrams, e.g. 500"}}}`,
			`{"drug_name":"amoxicillin","strength_mg":500}`, []string{"strength of 500 mg"}, []string{"mg 500"}},
	}
	checkRequests(t, cases, 12, 1317)
}
