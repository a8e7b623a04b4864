package synth

import (
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

// itemCoreWords are the last name tokens of the fields that make up an
// entry of a list: what it is (id, sku, name, title, description), how
// many (quantity) and what it costs (price, amount).
var itemCoreWords = map[string]string{"id": "id", "sku": "id", "code": "id", "name": "name", "title": "name",
	"description": "description", "label": "name", "quantity": "quantity", "qty": "quantity", "count": "quantity",
	"price": "price", "amount": "price", "cost": "price", "total": "price", "rate": "price"}

// smallItem is the most properties an entry of a list may have for all of
// them to be set: a line item's id, description, quantity and price.
const smallItem = 4

// coreOfItem makes an entry of a list whose schema requires nothing a
// coherent entry: every property of a small entry, or one field of each
// core kind (an id, a name, a description, a quantity, a price) of a
// larger one, the first the schema lists, on top of the random picks.
// Picking optional properties one by one gave line items of one field
// each ([{"unit_price":…},{"line_id":…}]); taking every core field gave
// a journal line its line, entity and account ids and names at once,
// more than a person says of one line. optional holds the schemas of the
// properties that may be set (nil for the others).
func coreOfItem(names []string, optional []*jsonschema.Schema, include []bool) {
	n := 0
	for _, s := range optional {
		if s != nil {
			n++
		}
	}
	if n < 2 {
		return
	}
	var had [5]bool // id, name, description, quantity, price
	for i, in := range include {
		if k := coreKind(itemCoreWords[lastToken(names[i])]); in && k >= 0 {
			had[k] = true // a random pick already gives the entry this kind
		}
	}
	for i, s := range optional {
		if s == nil || include[i] {
			continue
		}
		if n <= smallItem {
			include[i] = true
			continue
		}
		if k := coreKind(itemCoreWords[lastToken(names[i])]); k >= 0 && !had[k] {
			include[i], had[k] = true, true
		}
	}
}

// coreKind is the index of a core field's kind in coreOfItem's list, -1
// for a field of no core kind.
func coreKind(kind string) int {
	switch kind {
	case "id":
		return 0
	case "name":
		return 1
	case "description":
		return 2
	case "quantity":
		return 3
	case "price":
		return 4
	}
	return -1
}

// lastToken returns the last lower-case word of a property name:
// "unit_price" → "price", "lineId" → "id".
func lastToken(name string) string {
	end := len(name)
	for i := len(name) - 1; i >= 0; i-- {
		c := name[i]
		switch {
		case c == '_' || c == '-' || c == ' ' || c == '.':
			if i+1 < end {
				return strings.ToLower(name[i+1 : end])
			}
			end = i
		case c >= 'A' && c <= 'Z':
			return strings.ToLower(name[i:end])
		}
	}
	return strings.ToLower(name[:end])
}

// saleLines are what a line of an invoice, an order or a quote says it is
// for: goods and services, short.
var saleLines = []string{"Consulting, 10 hours", "Website hosting, annual plan", "Wireless headphones", "Ceramic coffee mugs, set of 4",
	"Design work for the spring campaign", "Onsite training day", "Office chairs", "Monthly support retainer", "USB-C charging cables",
	"Printer toner, black", "Photography session", "Software licence, 1 seat"}

// lineWords are last tokens of an array's name whose entries are lines of
// a sale: "line_items", "lines", "items", "products".
var lineWords = map[string]bool{"items": true, "lines": true, "products": true, "entries": true, "lineitems": true, "positions": true}

// saleLine reports whether a value is the description of one line of a
// sale: it sits in an entry of a list of items that also has a price or a
// quantity.
func saleLine(h hint) bool {
	if !lineWords[lastToken(h.parent)] {
		return false
	}
	for _, s := range strings.Split(h.sibs, ",") {
		switch lastToken(s) {
		case "price", "quantity", "qty", "amount", "cost", "total":
			return true
		}
	}
	return false
}
