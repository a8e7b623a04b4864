package role

import "testing"

// TestCodedTag: a tag showing codes (a swap shop's swing tags,
// OAK-JMP-0412) is filed for its namesakes, so checkout's bare "tags"
// borrow its shape; a tag showing words ("urgent") is not.
func TestCodedTag(t *testing.T) {
	s, _ := loadServer(t, "dev45/school_uniform_swap_shop.json")
	f, from, ok := s.nounShaped("tags", Facts{Types: []string{"string"}})
	if !ok || from != "tag" || f.Pattern == "" {
		t.Errorf(`nounShaped("tags") = %v %q %v, want the tag's pattern`, f.Pattern, from, ok)
	}
	if codedTag("tag", Facts{Examples: []any{"urgent", "vegetarian"}}) {
		t.Error("a tag of words is filed as a code")
	}
	if !codedTag("tag", Facts{Examples: []any{"OAK-JMP-0412"}}) {
		t.Error("a tag of codes is not filed")
	}
}
