package role

import "testing"

// TestNumberNounOfBareKey: a bell-ringing guild's bare "no" (dues-status,
// member-lookup) is the member's number, as its descriptions write
// "Membership no" and "member no of the proposer" and its tools are
// named member-lookup and member-add; the key was said as the word "no"
// ("for no M08381"). A description's "no longer" is no number, and a
// key with words of its own keeps them.
func TestNumberNounOfBareKey(t *testing.T) {
	s, tools := loadServer(t, "dev41/bell_ringing_guild.json")
	d := tools["dues-status"]
	if m := s.KeyMeaning(d.Name, d.Description, "no", "", false); m.Words != "member number" {
		t.Errorf("dues-status no: %q, want \"member number\"", m.Words)
	}
	if m := s.KeyMeaning(d.Name, d.Description, "no", "booking ref", false); m.Words != "" {
		t.Errorf("described no: %q, want its own words kept", m.Words)
	}
	var v vocab
	v.noteHeaded("The member no longer rings. Tower no. 4, or no")
	if v.headed["member"] != 0 || v.headed["tower"] != 1 || len(v.headed) != 1 {
		t.Errorf("headed %v, want only tower", v.headed)
	}
	z, ztools := loadServer(t, "dev41/zoo_animal_care.json")
	for name, tl := range ztools {
		if m := z.KeyMeaning(name, tl.Description, "no", "", false); m.Words != "" {
			t.Errorf("%s: %q for a server that writes no number noun", name, m.Words)
		}
	}
}
