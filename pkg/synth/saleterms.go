package synth

import "github.com/mcpgen/mcpgen/pkg/role"

// The terms of a quote, an invoice or an order are its payment and
// validity terms ("Payment due within 30 days of the invoice date."), not
// a search for "bitcoin price today": a "terms" parameter reads as a
// search's terms only on a tool that searches.

// saleTerms are the terms printed on a quote, an invoice or an order.
var saleTerms = []string{"Payment due within 30 days of the invoice date.", "50% deposit on acceptance, balance on completion.",
	"Quote valid for 30 days.", "Net 14; late payments incur a 2% monthly fee.", "Prices exclude VAT. Payment due on receipt."}

// saleDocs are the objects of tools whose "terms" are a sale's terms.
var saleDocs = map[string]bool{"quote": true, "invoice": true, "order": true, "estimate": true, "proposal": true, "contract": true,
	"agreement": true, "bill": true}

// saleTermsValue returns a sale's terms for a parameter named "terms" (or
// "payment_terms") of a tool about a quote, an invoice or an order; ok is
// false otherwise.
func (g *Generator) saleTermsValue(r *role.Role, h hint) (string, bool) {
	ts := g.nameTokens(h.name)
	if len(ts) == 0 || ts[len(ts)-1] != "terms" || len(ts) > 1 && ts[0] != "payment" {
		return "", false
	}
	if r.Kind != role.Query && r.Kind != role.Text && r.Kind != role.Unknown && r.Kind != role.Word {
		return "", false
	}
	if !saleDocs[g.toolObject()] || hasWord(sharedTokens(g.opts.Topic), "search", "find", "list", "query") {
		return "", false
	}
	return saleTerms[g.rng.Intn(len(saleTerms))], true
}
