package prompt

import (
	"slices"
	"testing"
)

// TestEmailByName checks an email lead goes beside the person whose name
// its address holds, and stays when no one's or two people's names match.
func TestEmailByName(t *testing.T) {
	for _, c := range []struct{ in, want []string }{
		{[]string{"for Ben Weber", "for bweber@lumen.co", "for Grace Lopez"}, []string{"for Ben Weber (bweber@lumen.co)", "for Grace Lopez"}},
		{[]string{"for omar@sable.io", "for Giulia Rossi", "for Omar Larsen"}, []string{"for Giulia Rossi", "for Omar Larsen (omar@sable.io)"}},
		{[]string{"for permit P-1", "for ops@city.gov"}, []string{"for permit P-1", "for ops@city.gov"}},
		{[]string{"for Ana Park", "for Leo Park", "for park@x.io"}, []string{"for Ana Park", "for Leo Park", "for park@x.io"}},
		{[]string{"for Ana Park", "with ana@x.io"}, []string{"for Ana Park", "with ana@x.io"}},
	} {
		if got := emailByName(slices.Clone(c.in)); !slices.Equal(got, c.want) {
			t.Errorf("emailByName(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestEmailByNameRequest checks a whole request says an email beside its
// owner's name, not as one more "for" phrase.
func TestEmailByNameRequest(t *testing.T) {
	cases := []requestCase{{name: "open_joint_account", desc: "Open a joint savings account for two holders.",
		schema: `{"type":"object","properties":{"holder_one_name":{"type":"string"},"holder_two_name":{"type":"string"},
			"contact_email":{"type":"string","format":"email"},"opening_date":{"type":"string","format":"date"}},
			"required":["holder_one_name","holder_two_name","contact_email"]}`,
		args: `{"holder_one_name":"Nora Fischer","holder_two_name":"Tom Reyes","contact_email":"nfischer@harbor.io","opening_date":"2026-04-02"}`,
		want: []string{"nfischer@harbor.io"}, never: []string{"for nfischer@harbor.io"}}}
	checkRequests(t, cases, 30, 3)
}
