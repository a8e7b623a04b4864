package synth

import (
	"strings"
	"testing"
)

// An applicant's resume URL points at a resume, never at an annual
// report or an invoice.
func TestResumeURLIsAResume(t *testing.T) {
	src := `{"type":"object","properties":{"applicant_name":{"type":"string"},"resume_url":{"type":"string","format":"uri"}},"required":["applicant_name","resume_url"]}`
	for _, m := range decodeAll(t, src, 10, Options{Seed: 6, RootObject: true, Topic: "add_applicant", About: "Add an applicant to the hiring pipeline."}) {
		if u, _ := m["resume_url"].(string); !strings.Contains(u, "/resume/resume-") {
			t.Errorf("resume url %q", u)
		}
	}
}
