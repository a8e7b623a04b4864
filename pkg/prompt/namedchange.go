package prompt

import "strings"

// namedChange says the name an update sets as the change it makes when
// another argument already points at the thing: "edit roadmap 5c1e…,
// renaming it to "Q3 cleanup"", never "edit roadmap 5c1e… named "Q3
// cleanup"", which reads as the thing's present name and an update that
// changes nothing. The lead or option that named it (called, named, with
// the name, titled, with the title) becomes the first option when the
// other options are acts too, else the lead says "with the new name …";
// it returns the leads left. Renames say their own "to …" and are left
// as they are.
func namedChange(c *core, d *Data, in intent, leads []string) []string {
	if d == nil || !changes(in) || firstWord(in.Verb) == "rename" {
		return leads
	}
	name, pointed := "", false
	for _, p := range d.Set {
		switch strings.ToLower(p.Human) {
		case "name", "title", "display name":
			if s, ok := p.Value.(string); ok && s != "" {
				name = s
			}
		default:
			pointed = pointed || identifies(p) && p.Value != nil
		}
	}
	if name == "" || !pointed {
		return leads
	}
	q := quoteOnce(name)
	if !allActs(c.opts) {
		// beside details said as nouns ("temperature 0.8"), an act would
		// be joined to one by "and": the name is said as the new one
		// where it stands ("with the new name …")
		for i, l := range leads {
			if namesAs(l, q) {
				leads[i] = "with the new name " + q
			}
		}
		return leads
	}
	for i, l := range leads {
		if namesAs(l, q) {
			c.opts = append([]string{"renaming it to " + q}, c.opts...)
			return append(leads[:i:i], leads[i+1:]...)
		}
	}
	for i, o := range c.opts {
		if namesAs(o, q) {
			c.opts[i] = "renaming it to " + q
		}
	}
	return leads
}

// allActs tells whether every option does something ("setting the
// template to …", "and close it"), none a detail said as a noun.
func allActs(opts []string) bool {
	for _, o := range opts {
		if !actOpt(o) {
			return false
		}
	}
	return true
}

// namesAs tells whether phrase l gives quoted name q as what a thing is
// called ("called "Q"", "with the name "Q"", "titled "Q"").
func namesAs(l, q string) bool {
	for _, p := range [...]string{"called ", "named ", "with the name ", "titled ", "with the title "} {
		if l == p+q {
			return true
		}
	}
	return false
}
