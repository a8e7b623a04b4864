package prompt

import "strings"

// brandKeys are the keys of who makes a thing: a person says the maker
// before the thing's kind ("a Trek road bike"), never "road bike with
// make Trek".
var brandKeys = map[string]bool{"make": true, "brand": true, "manufacturer": true, "maker": true, "brand name": true}

// brandWord tells whether s, a member's value as said, can stand before
// a noun as its maker: one to three words, not quoted, not a number.
func brandWord(s string) bool {
	w := strings.Fields(s)
	if len(w) == 0 || len(w) > 3 || strings.ContainsAny(s, "\"()[],;:/@") {
		return false
	}
	return !isNumberWord(s)
}

// isNumberWord tells whether s is written with digits and signs only
// ("2014", "-3.5"): a year or a size, no maker's name.
func isNumberWord(s string) bool {
	return strings.Trim(s, "0123456789.,-+ ") == ""
}

// brandFirst takes o's maker out of its tails for saying it before the
// kind and noun ("a Trek road bike with problem notes …"); "" when o has
// none.
func (o *objSaid) brandFirst() string {
	if o.brand == "" {
		return ""
	}
	for i, t := range o.tails {
		if strings.HasSuffix(t, " "+o.brand) && brandKeys[strings.TrimSuffix(t, " "+o.brand)] {
			o.tails = append(o.tails[:i:i], o.tails[i+1:]...)
			return o.brand
		}
	}
	return ""
}

// nounArticle puts "a" before s, object o said by its kind and noun
// human ("Trek road bike with …"), as one thing of its kind is said
// ("with a Trek road bike", "with a corporate event on …"), never "with
// road bike with …". s is as it was for an object said by its name,
// count, id or amount ("with compensation of 35 USD"), by its noun alone,
// or a plural noun, and for the kind "other" ("an other event" reads
// wrong, "another event" as a second one).
func nounArticle(o objSaid, s, human string) string {
	if o.name != "" || o.qty != "" || o.id != "" || o.money != "" || o.typ == "" && o.brand == "" || o.typ == "other" || pluralLooking(lastWord(human)) {
		return s
	}
	lead := strings.TrimSpace(o.typ + " " + human)
	if o.brand != "" {
		lead = o.brand + " " + lead
	}
	if s != lead && !strings.HasPrefix(s, lead+" ") && !strings.HasPrefix(s, lead+",") {
		return s
	}
	return fixArticle("a " + s)
}
