package prompt

import "testing"

// A choice whose key is a preposition or a manner is said the way
// people pick one, not with its key "set to" it.
func TestWithNounChoiceByManner(t *testing.T) {
	for _, c := range []struct{ name, v, want string }{
		{"by", "week", "by week"},
		{"mode", "driving", "in driving mode"},
		{"output_format", "csv", "in csv format"},
		{"status", "ready", "with the status set to ready"},
	} {
		p := Param{Name: c.name, Type: "string", Enum: true}
		if got := withNoun(p, c.v); got != c.want {
			t.Errorf("withNoun(%s, %s) = %q, want %q", c.name, c.v, got, c.want)
		}
	}
}

// A second choice asked in the same request as the first one said is
// said alone, not with its key again.
func TestAlsoAskChoiceSaidAlone(t *testing.T) {
	p := Param{Name: "commodity", Type: "string", Enum: true}
	first := "Can you look up bids with commodity set to sorghum"
	if got := AlsoAsk(p, "sorghum", "hrw_wheat", true, "", first); got != "the same for hrw wheat" {
		t.Errorf("AlsoAsk(commodity) = %q", got)
	}
}
