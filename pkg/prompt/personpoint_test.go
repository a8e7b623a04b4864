package prompt

import "testing"

// A person named by the noun before their id (a diver, a student) is
// never pointed at as "it": "Diver DV54071 in course 9021 — could you
// enroll it?" read as a thing. The request says the act on the person
// ("Can you enroll diver DV54071 in course 9021?"). Shapes from a dive
// shop's and a dance studio's tools.
func TestPersonNeverPointedAtAsIt(t *testing.T) {
	cases := []requestCase{
		{"enrollInCourse", "Enroll a registered diver in a scheduled course. Returns the course roster.",
			`{"type":"object","properties":{"courseId":{"type":"integer"},"diverId":{"type":"string"}},"required":["courseId","diverId"]}`,
			`{"courseId":9021,"diverId":"DV54071"}`, []string{"diver DV54071"}, []string{" it?", " it.", " it,"}},
		{"enrollStudent", "Enroll a student in a class from a given date. Fails if the class is full unless addToWaitlist is true.",
			`{"type":"object","properties":{"classId":{"type":"string"},"studentId":{"type":"string"},"startDate":{"type":"string","format":"date"}},"required":["classId","studentId","startDate"]}`,
			`{"classId":"CL-0198","studentId":"780362","startDate":"2026-02-10"}`, []string{"student 780362"}, []string{" it?", " it.", " it,"}},
	}
	checkRequests(t, cases, 40, 41)
}
