package prompt

import (
	"strings"
	"testing"
)

// A sentence said on its own (which connection, the text to write, where
// one works) and a block's intro each have more wordings than before, so
// a server's requests do not share the same few frames: across 60 records
// each wording below is said.
func TestSentenceFramesVary(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	st := &funcState{}
	for i := 0; i < 60; i++ {
		st.data = &Data{Tool: ToolData{Name: "prune_widgets", Server: "kiln"}, Index: i}
		seen[st.accessAlone("connection", "lark-77a0")] = true
		seen[strings.SplitN(st.writtenText("comment", `"Looks good to me, thanks."`).alone, ":", 2)[0]] = true
		seen[st.sceneAs("in the acme/api repo", false)] = true
	}
	for _, f := range blockIntros {
		seen[f] = true
	}
	for _, f := range pluralIntros {
		seen[f] = true
	}
	for _, want := range []string{"I'm working off lark-77a0.", "I've got lark-77a0 open.", "This one runs on lark-77a0.",
		"The one to use is lark-77a0.", "Use lark-77a0 for this.", "Do this one on lark-77a0.",
		"I'd like it to say", "Write it as", "This is what I want it to say",
		"I've been working in the acme/api repo.", "Everything's in the acme/api repo.",
		"My %s looks like this:", "Here's what I've got for the %s:", "I drafted the %s already:",
		"I've copied the %s in here:", "My %s look like this:", "I've got the %s ready:", "Here's what I have for the %s:"} {
		if !seen[want] {
			t.Errorf("60 records never say %q", want)
		}
	}
}
