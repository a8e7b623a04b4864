package prompt

import "testing"

// A person's id named after the thing the act is done to is that thing
// ("remove member 5f1c… from crew C-12"), never whom it is done for
// ("remove a member from crew C-12 for user 5f1c…"); one named after the
// thing's owner is its owner ("reviewer 880412's statistics", never "a
// reviewer's statistics by 880412"). Tools written for the test: a rowing
// club's crews, a book club's reviews.
func TestPersonActedOn(t *testing.T) {
	cases := []requestCase{
		{"remove_member_from_crew", "Remove a member from a crew",
			`{"type":"object","properties":{"crewId":{"type":"string","description":"ID of the crew"},"memberId":{"type":"string","description":"ID of the member to remove from the crew"}},"required":["crewId","memberId"]}`,
			`{"crewId":"C-12","memberId":"5f1c2a9e7b3d4c0a8e6f1b2d"}`, []string{"member 5f1c2a9e7b3d4c0a8e6f1b2d", "from crew C-12"}, []string{"a member", "for user", "for @", "for 5f1c"}},
		{"reviewer_stats", "Get a reviewer's statistics: reviews written and average rating.",
			`{"type":"object","properties":{"reviewer_id":{"type":"string"}},"required":["reviewer_id"]}`,
			`{"reviewer_id":"880412"}`, []string{"reviewer 880412"}, []string{"by 880412", "a reviewer's"}},
	}
	checkRequests(t, cases, 40, 83)
}
