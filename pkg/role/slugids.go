package role

import "strings"

// Some ids are slugs the platform's code defines, not numbers of records
// people create: a shop's payment gateways are "stripe", "paypal", "bacs",
// its shipping methods "flat_rate", "local_pickup", a parcel's carrier
// "ups". A "Gateway ID" or a "payment_method" of those is one of them,
// never "143344" or an HTTP method.

// slugIDNouns are the nouns whose ids are such slugs.
var slugIDNouns = map[string]bool{"gateway": true, "method": true, "carrier": true}

// slugID makes an id, or a method, of a slug noun a slug of what it
// names: Names is "payment_method", "shipping_method" or "carrier" by the
// words of the parameter and its tool.
func (c *ctx) slugID(r *Role) {
	if r.Kind != ID && r.Kind != Method || len(r.Examples) > 0 || c.f.Pattern != "" || c.numeric || len(c.ts) == 0 {
		return
	}
	ts := c.ts
	if r.Kind == ID {
		if !idWords[c.last] && c.last != "ids" {
			return
		}
		ts = ts[:len(ts)-1]
	}
	if len(ts) == 0 || !slugIDNouns[singular(ts[len(ts)-1])] {
		return
	}
	noun := singular(ts[len(ts)-1])
	words := strings.ToLower(c.p.Name + " " + c.parent + " " + c.tool.Name + " " + c.tool.Description + " " + c.d)
	switch {
	case noun == "carrier":
		r.Names = "carrier"
	case noun == "method" && r.Kind == Method && !containsAny(words, "payment", "shipping", "delivery", "checkout"):
		return // an HTTP method
	case containsAny(words, "shipping", "delivery", "zone"):
		r.Names = "shipping_method"
	case noun == "gateway" || containsAny(words, "payment", "checkout", "order"):
		r.Names = "payment_method"
	default:
		return
	}
	r.ID = IDSlug
	if r.Kind == Method {
		r.Kind = Ident // a payment method is named, not numbered
	}
	r.Why += "; the " + strings.ReplaceAll(r.Names, "_", " ") + " a platform's code names with a slug"
}
