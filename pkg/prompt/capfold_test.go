package prompt

import "testing"

func TestFoldCap(t *testing.T) {
	read := intent{Verb: "list", Object: "the gadgets", Read: true, OK: true}
	cases := []struct {
		obj  string
		opts []string
		in   intent
		want string
		left int
	}{
		{"the gadgets", []string{"just the first 25"}, read, "the first 25 gadgets", 0},
		{"sprocket tiers", []string{"only 5", "including retired tiers"}, read, "the first 5 sprocket tiers", 1},
		{"the recent widgets", []string{"cap it at 20"}, read, "the 20 most recent widgets", 0},
		{"the gadgets", []string{"max 3", "past the first 40"}, read, "the next 3 gadgets", 1},
		{"the gadgets", []string{"max 3", "newest first"}, read, "the first 3 gadgets", 1},
		{"the gadgets", []string{"up to 25 gadgets"}, read, "the gadgets", 1}, // said as people say it
		{"the gadgets", []string{"only 1 gadget"}, read, "the gadgets", 1},    // nobody says "the first 1"
		{"shop 5's gadgets", []string{"max 30"}, read, "shop 5's gadgets", 1}, // owned
		{"all the gadgets", []string{"max 30"}, read, "all the gadgets", 1},   // another determiner
		{"the current gadgets", []string{"max 30"}, read, "the current gadgets", 1},
		{"the gadgets", []string{"max 30"}, intent{Verb: "archive", Object: "the gadgets", OK: true}, "the gadgets", 1},
		{"the gadgets", []string{"max 30"}, intent{Verb: "search", Object: "the gadgets", Read: true, OK: true}, "the gadgets", 1},
	}
	for _, tc := range cases {
		c := core{verb: "show me", object: tc.obj, opts: tc.opts}
		foldCap(&c, tc.in)
		if c.object != tc.want || len(c.opts) != tc.left {
			t.Errorf("foldCap(%q, %q) = %q %q, want %q with %d options", tc.obj, tc.opts, c.object, c.opts, tc.want, tc.left)
		}
	}
	if !countedObject("the first 25 gadgets") || !countedObject("the 20 most recent widgets") || countedObject("the gadgets") {
		t.Error("countedObject")
	}
}
