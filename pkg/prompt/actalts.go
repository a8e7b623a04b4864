package prompt

import "strings"

// catchAllHeads end a listed thing that stands for the rest of a list
// ("or package details", "or extra configuration data").
var catchAllHeads = map[string]bool{"details": true, "settings": true, "options": true, "info": true,
	"information": true, "data": true, "configuration": true, "properties": true, "fields": true}

// listedObject reads an object the description offers as one of a list
// ("Change the carrier, service or package details for an order",
// "Update an existing tag's name, color, or matching pattern") by what
// the call sets: a person names what they change, never the carrier on
// a call that only sets the package's size. Fields of an owner ("a
// tag's name, color, …") are said by their settings, so the owner is
// the object ("update tag 47138") unless the first is set; of other lists the items some set
// argument names, else a last catch-all item ("the package details").
func listedObject(d *Data, in intent) intent {
	if d == nil || in.Object == "" || in.Alt != "" {
		return in
	}
	items := listedItems(d.Tool.Description, in.Object)
	if len(items) < 3 {
		return in
	}
	var named []string
	for _, it := range items {
		head := lastWord(it)
		for _, p := range d.Set {
			if nameHasWord(p.Name, head) || nameHasWord(p.Name, strings.Fields(it)[0]) ||
				(head == "date" || head == "dates") && isDateValue(p.Value) {
				// "new_arrival": "2026-02-16" changes the dates
				named = append(named, it)
				break
			}
		}
	}
	if owner, _, ok := strings.Cut(in.Object, "'s "); ok && !strings.Contains(owner, " or ") {
		if len(named) == 0 || named[0] != items[0] {
			// "a custom field's name, data type, …" on a call that sets
			// no name: "a custom field", its settings said after it
			in.Object = owner
		}
		return in
	}
	switch {
	case len(named) == 1:
		in.Object = "the " + named[0]
	case len(named) >= 2:
		in.Object = "the " + named[0] + " and " + named[1]
	case catchAllHeads[lastWord(items[len(items)-1])]:
		in.Object = "the " + items[len(items)-1]
	default:
		if o := listOwner(d.Tool.Description, items[len(items)-1]); o != "" {
			in.Object = o
		}
	}
	return in
}

// listOwner is the thing a description's listed items belong to, read
// after the last of them ("Change dates, boat, party size or extras on
// an existing booking": "an existing booking"): a call that sets none of
// the items changes that thing, never "change dates" for a call that
// sets the number of dogs. "" when the last item is followed by no
// "on", "for" or "of" and a noun.
func listOwner(desc, last string) string {
	c := lowerUnwrappedDesc(desc)
	if j := strings.IndexAny(c, ";:\n"); j >= 0 {
		c = c[:j]
	}
	if j := strings.Index(c, ". "); j >= 0 {
		c = c[:j]
	}
	c = strings.TrimRight(c, ". ")
	i := strings.LastIndex(c, " "+last+" ")
	if last == "" || i < 0 {
		return ""
	}
	f := strings.Fields(c[i+len(last)+2:])
	if len(f) < 2 || len(f) > 4 || f[0] != "on" && f[0] != "for" && f[0] != "of" {
		return ""
	}
	for _, w := range f[1:] {
		if !isWord(w) || prepositions[w] || w == "that" || w == "which" {
			return ""
		}
	}
	return strings.Join(f[1:], " ")
}

// notListed tells whether it, a piece of a description after its
// object and a comma, opens on a preposition or on an adverb before one
// ("optionally for one customer", "usually by date"): it says how the
// tool is used, not another thing it acts on ("supply" or "family"
// listed keep their place).
func notListed(it string) bool {
	f := strings.Fields(strings.TrimPrefix(it, "or "))
	if len(f) == 0 {
		return false
	}
	return prepositions[f[0]] || strings.HasSuffix(f[0], "ly") && len(f) > 1 && prepositions[f[1]]
}

// nameHasWord tells whether a parameter name holds word w as one of its
// words ("dimensions_cm" holds "dimensions", "carrier" holds "carrier").
func nameHasWord(name, w string) bool {
	if len(w) < 3 {
		return false
	}
	for x := range strings.FieldsSeq(strings.ToLower(Humanize(name))) {
		if x == w || x == strings.TrimSuffix(w, "s") || strings.TrimSuffix(x, "s") == w {
			return true
		}
	}
	return false
}

// listedItems is the list the object opens in the description's first
// clause, lower-cased and without articles: ["carrier", "service",
// "package details"] of "Change the carrier, service or package details
// for an order"; nil when the object is not followed by ", ".
func listedItems(desc, object string) []string {
	c := lowerUnwrappedDesc(desc)
	if j := strings.IndexAny(c, ";:\n"); j >= 0 {
		c = c[:j]
	}
	if j := strings.Index(c, ". "); j >= 0 {
		c = c[:j]
	}
	obj := strings.ToLower(bareObject(object))
	i := strings.Index(c, obj+", ")
	if obj == "" || i < 0 {
		return nil
	}
	first := obj
	if _, f, ok := strings.Cut(obj, "'s "); ok {
		first = f
	}
	rest := c[i+len(obj)+2:]
	items := []string{first}
	for rest != "" {
		var it string
		last := false
		if j := strings.Index(rest, ", "); j >= 0 && !strings.HasPrefix(strings.TrimPrefix(rest[:j], "or "), "and ") {
			it, rest = rest[:j], rest[j+2:]
		} else {
			it, rest, last = rest, "", true
		}
		if notListed(it) {
			return nil // "open repair tickets, optionally for one customer or due before a date": options, no things listed
		}
		if o, ok := strings.CutPrefix(it, "or "); ok {
			it, last = o, true
		} else if a, b, ok := strings.Cut(it, " or "); ok {
			items = append(items, listItem(a))
			it, last = b, true
		}
		if last {
			items = append(items, listItem(it))
			break
		}
		items = append(items, listItem(it))
	}
	for _, it := range items {
		if it == "" || len(strings.Fields(it)) > 3 {
			return nil
		}
	}
	return items
}

// listItem is a listed thing without what follows it ("package details
// for an order that has not shipped yet" → "package details").
func listItem(s string) string {
	w := strings.Fields(strings.Trim(s, " .;:"))
	for i, x := range w {
		if prepositions[x] || x == "that" || x == "which" || x == "so" {
			w = w[:i]
			break
		}
	}
	if len(w) > 0 && determiners[w[0]] {
		w = w[1:]
	}
	return strings.Join(w, " ")
}
