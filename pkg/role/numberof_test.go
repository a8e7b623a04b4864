package role

import "testing"

// TestNumberOfOne: a parameter named just "number" is the number of the
// one thing the tool finds when the tool finds it "by … number" or a
// sibling names its series (prefix, mark); it stays a count when its own
// words say so or nothing says otherwise. A "sex" is female or male.
func TestNumberOfOne(t *testing.T) {
	cases := []struct {
		tool ToolContext
		name string
		sib  []string
		want Kind
	}{
		{ToolContext{Name: "get_trailer", Description: "Get a trailer by fleet prefix and number"}, "number", []string{"prefix"}, ID},
		{ToolContext{Name: "get_wagon", Description: "Look up a wagon"}, "number", []string{"owner_mark"}, ID},
		{ToolContext{Name: "get_wagon", Description: "Look up a wagon by its number"}, "no", nil, ID},
		{ToolContext{Name: "roll_dice", Description: "Roll dice"}, "number", nil, Count},
		{ToolContext{Name: "get_trailer", Description: "Get trailers by prefix and number"}, "number", []string{"prefix"}, ID},
	}
	for _, c := range cases {
		r := Classify(c.tool, ParamContext{Name: c.name, Path: "/" + c.name, Schema: []byte(`{"type":"integer"}`), Siblings: c.sib})
		if r.Kind != c.want {
			t.Errorf("%s %s: kind %s (%s), want %s", c.tool.Name, c.name, r.Kind, r.Why, c.want)
		}
	}
	count := Classify(ToolContext{Name: "get_trailer", Description: "Get a trailer by prefix and number"},
		ParamContext{Name: "number", Path: "/number", Schema: []byte(`{"type":"integer","description":"How many trailers to return"}`), Siblings: []string{"prefix"}})
	if count.Kind != Count {
		t.Errorf("a number described as how many: kind %s, want count", count.Kind)
	}
	if r := classify("log_calf", "sex", `{"type":"string"}`); r.Kind != Word || r.Format != "sex" || len(Lexicon[r.Format]) != 2 {
		t.Errorf("sex: %+v", r)
	}
}

// TestTimestampOutsideChat: a "ts" is a chat message's timestamp on a
// tool about messages, and a point in time elsewhere (a terse farm log).
func TestTimestampOutsideChat(t *testing.T) {
	if r := Classify(ToolContext{Name: "react", Description: "Add a reaction to a message"}, ParamContext{Name: "ts", Path: "/ts", Schema: []byte(`{"type":"string"}`), Siblings: []string{"channel", "emoji"}}); r.Kind != MessageTS {
		t.Errorf("ts on a chat tool: %s", r.Kind)
	}
	if r := Classify(ToolContext{Name: "wt", Description: "Log weight (kg)"}, ParamContext{Name: "ts", Path: "/ts", Schema: []byte(`{"type":"string"}`), Siblings: []string{"id", "kg"}}); r.Kind != DateTime {
		t.Errorf("ts on a farm log: %s (%s)", r.Kind, r.Why)
	}
}
