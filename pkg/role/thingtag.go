package role

import "regexp"

// idTagWords are the words that, before "tag", name a tag fixed to a
// thing to tell it apart: an animal's ear tag, a laptop's asset tag, a
// body's wrist tag. Such a tag is read off the thing: a number or code,
// never a label word.
var idTagWords = map[string]bool{"ear": true, "asset": true, "id": true, "identity": true, "identification": true,
	"inventory": true, "property": true, "serial": true, "stock": true, "swing": true, "dog": true, "collar": true,
	"wrist": true, "ankle": true, "luggage": true, "bag": true, "baggage": true, "dam": true, "sire": true,
	"calf": true, "animal": true, "equipment": true, "tool": true, "item": true, "tree": true, "plant": true}

// reIDTagSaid matches a description speaking of a tag that identifies a
// thing: "Cow details by ear tag", "the asset tag", "tag number".
var reIDTagSaid = regexp.MustCompile(`(?i)\b(ear|asset|identity|identification|inventory|property|swing|dog|collar|wrist|ankle|luggage|baggage)[ -]tags?\b|\btags? (number|no|nos|numbers|code|codes)\b`)

// noteIDTags marks the server as one whose tags identify things (a
// herd's ear tags) when a description says so or a key names such a
// tag ("dam_tag", "assetTag"): its bare "tag" keys are then tag
// numbers, not labels.
func (s *Server) noteIDTags(key, desc string) {
	if s.idTags {
		return
	}
	if reIDTagSaid.MatchString(desc) {
		s.idTags = true
		return
	}
	ts := Tokens(key)
	if n := len(ts); n >= 2 && (ts[n-1] == "tag" || ts[n-1] == "tags") && idTagWords[singular(ts[n-2])] {
		s.idTags = true
	}
}

// thingTag makes a tag that identifies a thing an identifier: "dam_tag",
// "assetTag", and a bare "tag" on a server whose tags identify things
// (its get_cow looks a cow up "by ear tag"). A label word there ("pull up
// the cow with tag "documentation"") is no tag number. A tag showing
// examples or a pattern is drawn from them as it is.
func (c *ctx) thingTag(r *Role) {
	n := len(c.ts)
	if r.Kind != Tag || n == 0 || c.last != "tag" && c.last != "tags" || len(c.f.Enum) > 0 || len(r.Examples) > 0 || r.Pattern != "" {
		return
	}
	if _, shown := c.tool.Server.headOf("tag"); shown && n == 1 {
		return // another tool shows the codes its tags are: Classify borrows them
	}
	qualified := n >= 2 && idTagWords[singular(c.ts[n-2])]
	if !qualified && (n != 1 || c.tool.Server == nil || !c.tool.Server.idTags) && !reIDTagSaid.MatchString(c.d) {
		return
	}
	r.Kind, r.ID = ID, IDInteger
	r.Why += "; a tag fixed to a thing to tell it apart: its number"
}

// headOf is the facts filed for the name token h (see noteHead); ok is
// false when no tool shows its shape or s is nil.
func (s *Server) headOf(h string) (Facts, bool) {
	if s == nil {
		return Facts{}, false
	}
	f, ok := s.heads[h]
	return f, ok
}
