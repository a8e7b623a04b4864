package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestFollowUpDatedBound: a follow-up setting a date bound named with
// its bound ("free_from", "createdAfter") says the bound before the date,
// as people do ("And free from 16 November 2025?"), not the parameter as
// a thing ("And with the free from 16 November 2025?").
func TestFollowUpDatedBound(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"free_from", "free from "},
		{"createdAfter", "created after "},
		{"date_to", " to "},
	} {
		p := Param{Name: c.name, Type: "string", Role: role.Role{Kind: role.Date}}
		for seed := range uint64(6) {
			got := FollowUpAdd(rand.New(rand.NewPCG(seed, 2)), p, "2025-11-16")
			if strings.Contains(got, "with the") || !strings.Contains(got, c.want) {
				t.Errorf("%s seed %d: %q, want %q before the date", c.name, seed, got, c.want)
			}
		}
	}
}

// TestFollowUpNameSaidAlone: a follow-up naming another thing by its
// name says the name alone ("And for orders-api?"), not "for the
// orders-api name".
func TestFollowUpNameSaidAlone(t *testing.T) {
	p := Param{Name: "name", Type: "string"}
	for seed := range uint64(6) {
		got := FollowUpAdd(rand.New(rand.NewPCG(seed, 2)), p, "orders-api")
		if strings.Contains(got, "orders-api name") || !strings.Contains(got, "for orders-api") {
			t.Errorf("seed %d: %q", seed, got)
		}
	}
}

// A follow-up changing a from_date says the bound and the day ("from 26
// November 2025"), never the parameter's words ("from date 26 November
// 2025").
func TestFollowUpFromDate(t *testing.T) {
	p := Param{Name: "from_date", Human: "From date", Type: "string", Role: role.Role{Kind: role.Date}}
	for seed := range uint64(8) {
		got := FollowUp(rand.New(rand.NewPCG(seed, 1)), p, "2025-11-26", true)
		if strings.Contains(got, "from date") || !strings.Contains(got, "from 26 November 2025") {
			t.Errorf("seed %d: FollowUp = %q; want \"… from 26 November 2025\"", seed, got)
		}
	}
	if b, ok := datedBound(p, "at date"); ok {
		t.Errorf("datedBound(at date) = %q; want none", b)
	}
}

// TestFollowUpWordsOfValues: a choice with a digit is said in words
// ("level 2 inspection", not "level_2_inspection"), a capitalised code
// stays as it is, a numbered id of a two-word noun is said with it ("for
// parent comment 400531", not "with a parent comment of 400531") and a
// date of a participle-named parameter says it is a date ("with a
// created date of …", not "with the created …").
func TestFollowUpWordsOfValues(t *testing.T) {
	if got := choiceSaid("level_2_inspection"); got != "level 2 inspection" {
		t.Errorf("choiceSaid = %q", got)
	}
	if got := choiceSaid("ISO8601"); got != "ISO8601" {
		t.Errorf("choiceSaid(ISO8601) = %q", got)
	}
	parent := Param{Name: "parentCommentId", Human: "Parent comment id", Type: "string", Role: role.Role{Kind: role.ID}}
	if got := withNoun(parent, "400531"); got != "for parent comment 400531" {
		t.Errorf("withNoun = %q", got)
	}
	created := Param{Name: "created", Human: "Created", Type: "string", Role: role.Role{Kind: role.DateTime}}
	if got := dayWith(created, "2026-04-24T12:00:00Z"); !strings.HasPrefix(got, "with a created date of 24 April 2026") {
		t.Errorf("dayWith = %q", got)
	}
}

// TestClarifyPluralNoun: a value named by a plural noun is asked for
// with a plural verb ("What are the fields?"), a singular ending in s
// with a singular one.
func TestClarifyPluralNoun(t *testing.T) {
	fields := Param{Name: "fields", Human: "Fields", Type: "string", Required: true}
	status := Param{Name: "status", Human: "Status", Type: "string", Required: true}
	photos := Param{Name: "photos", Human: "Photos", Type: "string", Required: true}
	for seed := range uint64(12) {
		if q := ClarifyQuestion(rand.New(rand.NewPCG(seed, 4)), fields); strings.Contains(q, "What's the fields") || strings.Contains(q, "fields is it") {
			t.Errorf("plural asked as one: %q", q)
		}
		if q := ClarifyQuestion(rand.New(rand.NewPCG(seed, 4)), photos); strings.Contains(q, "What's the photos") || strings.Contains(q, "photos is it") {
			t.Errorf("plural in -os asked as one: %q", q)
		}
		if q := ClarifyQuestion(rand.New(rand.NewPCG(seed, 4)), status); strings.Contains(q, "are the status") || strings.Contains(q, "status are they") {
			t.Errorf("singular asked as many: %q", q)
		}
	}
	if !manyNoun("fields") || !manyNoun("categories") || manyNoun("status") || manyNoun("series") || manyNoun("analysis") {
		t.Error("manyNoun")
	}
}
