package prompt

import "testing"

// A noun-first tool name says its trailing verb first, never a verb its
// nouns spell ("order a create", "the get named …"), and a listing or a
// search names its things in the plural.
func TestNounFirstNameIntent(t *testing.T) {
	for _, c := range []struct{ name, desc, verb, object string }{
		{"specialOrderCreate", "Customer special order for something we don't stock. Deposit in cents, usually 50% for anything over $40.", "create", "a customer special order"},
		{"specialOrderList", "Special order list", "list", "special orders"},
		{"show-get", "", "get", "a show"},
		{"stop_remove", "", "remove", "a stop"},
		{"student_unassign", "", "unassign", "a student"},
	} {
		in := toolIntentRead(c.name, "", c.desc)
		if in.Verb != c.verb || in.Object != c.object {
			t.Errorf("%s %q: %q %q, want %q %q", c.name, c.desc, in.Verb, in.Object, c.verb, c.object)
		}
	}
	if got := listPlural(intent{Verb: "search", Object: "a lot"}).Object; got != "lots" {
		t.Errorf("search a lot: %q, want lots", got)
	}
	// a clip before the verb is no word to pluralize ("list rxes")
	if in := toolIntentRead("rx_list", "", "Prescriptions on file, newest first."); in.Object == "rxes" || in.Object == "rx" {
		t.Errorf("rx_list: %q %q", in.Verb, in.Object)
	}
}

// A set phrase keeps no article: "put lots on hold", never "on the hold";
// a plain place still takes one ("on the page").
func TestTheExtraIdioms(t *testing.T) {
	for in, want := range map[string]string{"on hold": "on hold", "on loan": "on loan", "on page": "on the page"} {
		if got := theExtra(in); got != want {
			t.Errorf("theExtra(%q) = %q, want %q", in, got, want)
		}
	}
}

// A word of how often opens no act: "daily transaction report" is a
// report, never "daily a transaction report".
func TestFrequencyIsNoVerb(t *testing.T) {
	for _, w := range []string{"daily", "weekly", "nightly"} {
		if listedVerb(w) {
			t.Errorf("%s read as a verb", w)
		}
	}
	if !listedVerb("reboot") {
		t.Error("reboot: no verb")
	}
}

// A clause's closing adverb is no part of its object, and a marking
// verb's closing state is said with "as".
func TestClauseCloser(t *testing.T) {
	if in := toolIntentRead("buyOutright", "", "buy items outright (no loan). paid in cents"); in.Verb != "buy" || in.Object != "items" {
		t.Errorf("buyOutright: %q %q, want buy items", in.Verb, in.Object)
	}
	if in := toolIntentRead("markUnserviceable", "", "Mark an aircraft unserviceable"); in.Object != "an aircraft" || in.Extra != "as unserviceable" {
		t.Errorf("markUnserviceable: %q %q %q", in.Verb, in.Object, in.Extra)
	}
}
