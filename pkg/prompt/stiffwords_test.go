package prompt

import (
	"strings"
	"testing"
)

// TestBoundAndParticipleKeys checks that a key ending in its bound
// ("visitsRemainingAtLeast", "nightsMax") or named by a participle
// ("addedLbs", "recoveredLbs", "tasksCompleted") is said as the noun's
// quantity: "at least 4 visits remaining", "15.34 lb added", never "a
// visits remaining at least of 4" or "an added of 15.34 lb".
func TestBoundAndParticipleKeys(t *testing.T) {
	agreements := `{"type":"object","properties":{"status":{"type":"string","enum":["active","expired"]},"visitsRemainingAtLeast":{"type":"integer"},"nightsAtMost":{"type":"integer"}}}`
	charge := `{"type":"object","properties":{"workOrderId":{"type":"string"},"addedLbs":{"type":"number"},"recoveredLbs":{"type":"number"},"coolantType":{"type":"string","enum":["R-410A","R-22","R-134a"]}},"required":["workOrderId"]}`
	checkRequests(t, []requestCase{
		{"ListAgreements", "Lists service agreements.", agreements,
			`{"visitsRemainingAtLeast":4}`, []string{"4", "visits remaining"}, []string{"at least of", "at least at", "a visits"}},
		{"ListAgreements", "Lists service agreements.", agreements,
			`{"nightsAtMost":1,"status":"active"}`, []string{"1 night"}, []string{"at most of", "a nights", "at most at"}},
		{"RecordCharge", "Log coolant added to or recovered from a system.", charge,
			`{"workOrderId":"WO-811159","addedLbs":58.82,"coolantType":"R-22"}`, []string{"58.82 lb added", "R-22"}, []string{"an added"}},
		{"RecordCharge", "Log coolant added to or recovered from a system.", charge,
			`{"workOrderId":"WO-811159","recoveredLbs":27.4,"coolantType":"R-410A"}`, []string{"27.4 lb recovered", "R-410A"}, []string{"a recovered"}},
	}, 40, 173)
}

// TestCodeEnumKeepsCase checks that a code-like enum value ("R-22",
// "R-410A") is written as the call has it, never lower-cased ("a r-22
// coolant" reads as a typo and hides the value's spelling).
func TestCodeEnumKeepsCase(t *testing.T) {
	charge := `{"type":"object","properties":{"workOrderId":{"type":"string"},"coolantType":{"type":"string","enum":["R-410A","R-22","R-134a"]}},"required":["workOrderId","coolantType"]}`
	cases := []requestCase{
		{"RecordCharge", "Log coolant added to or recovered from a system.", charge, `{"workOrderId":"WO-811159","coolantType":"R-22"}`, nil, nil},
		{"RecordCharge", "Log coolant added to or recovered from a system.", charge, `{"workOrderId":"WO-811159","coolantType":"R-410A"}`, nil, nil},
	}
	forRequests(t, cases, 30, 174, func(c requestCase, i int, text string) {
		want := "R-22"
		if strings.Contains(c.args, "R-410A") {
			want = "R-410A"
		}
		if !strings.Contains(text, want) {
			t.Errorf("request lacks %q as written: %s", want, text)
		}
	})
	if caseCode("ko") || caseCode("active") || !caseCode("B2") || caseCode("R 22") {
		t.Error("caseCode: a code needs an upper-case letter and a digit in one token")
	}
}

// TestCodeLevelsInOrder checks that a set of code values (CEFR levels,
// uniqueItems) is said as written and in the enum's order: "A1, C1 and
// C2", never "c2, a1 and c1".
func TestCodeLevelsInOrder(t *testing.T) {
	s := `{"type":"object","properties":{"language":{"type":"string","enum":["es","fr","ko"]},"cefr_levels":{"type":"array","items":{"type":"string","enum":["A1","A2","B1","B2","C1","C2"]},"uniqueItems":true}}}`
	cases := []requestCase{{"findCourses", "Find courses.", s, `{"language":"ko","cefr_levels":["C2","A1","C1"]}`, nil, nil}}
	forRequests(t, cases, 20, 175, func(c requestCase, i int, text string) {
		if !strings.Contains(text, "A1, C1 and C2") || !strings.Contains(text, "Korean") {
			t.Errorf("levels not said as written and in order, or language not in words: %s", text)
		}
	})
}

// TestWithSaidOnce checks that options that each open on "with", one of
// them a list of its own, share one "with" ("with crew lead Jonas Ibrahim
// and movers …"), never "…, with X and with Y".
func TestWithSaidOnce(t *testing.T) {
	got := withOnce([]string{"with crew lead Jonas Ibrahim", "in the north depot", `with movers "Laura Reyes", "Tomás Kelly" and "Joana Nowak"`})
	want := []string{"in the north depot", `with crew lead Jonas Ibrahim and movers "Laura Reyes", "Tomás Kelly" and "Joana Nowak"`}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("withOnce = %q, want %q", got, want)
	}
	got = withOnce([]string{"with Ana Li (ana@x.io) as the guardian", "with Bo Li (born 2018) as the player", "in the U6 division", "and submit it"})
	want = []string{"in the U6 division", "with Ana Li (ana@x.io) as the guardian and Bo Li (born 2018) as the player", "and submit it"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("withOnce = %q, want %q (the group after the other options, before an act)", got, want)
	}
	two := []string{"with conditions asthma and flu", "with tags a, b and c"}
	if got := withOnce(two); len(got) != 2 {
		t.Errorf("two lists must stay apart: %q", got)
	}
	crew := `{"type":"object","properties":{"job_id":{"type":"string"},"truck_id":{"type":"string"},"crew_lead":{"type":"string"},"movers":{"type":"array","items":{"type":"string"}}},"required":["job_id"]}`
	checkRequests(t, []requestCase{
		{"assign_crew", "Assign a truck and movers to a job.", crew,
			`{"job_id":"MV-6J8J3","truck_id":"TRK-78","crew_lead":"Jonas Ibrahim","movers":["Laura Reyes","Tomás Kelly","Joana Nowak"]}`,
			[]string{"Jonas Ibrahim", "Laura Reyes", "Joana Nowak"}, []string{"with crew lead Jonas Ibrahim and with", "with crew lead Jonas Ibrahim, with", "with movers \"Laura Reyes\", \"Tomás Kelly\" and \"Joana Nowak\" and with"}},
	}, 30, 176)
}
