package generate

import (
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// TestChainKindChoice: a bare id beside a "type" choice of kinds takes
// the ids of a finder of one of those kinds, and the chain's second call
// says that kind ("widget" of a widget search, never a drawn "gadget");
// a finder of a kind not offered feeds it nothing; an "orderId" beside a
// relation "type" is no kind choice.
func TestChainKindChoice(t *testing.T) {
	find := boundTool(t, "find-widgets", "Find widgets by words", `{"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}`)
	other := boundTool(t, "find-sprockets", "Find sprockets by words", `{"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}`)
	fetch := boundTool(t, "load-object", "Load a widget or gadget by its id", `{"type":"object","properties":{"id":{"type":"string"},"type":{"type":"string","enum":["gadget","widget"]}},"required":["id","type"]}`)
	p, ok := chainParam(find, fetch)
	if !ok || p.Name != "id" {
		t.Fatalf("widget load: %q, %v", p.Name, ok)
	}
	got := withKindOf(chainPlan{a: find, b: fetch, p: p}, map[string]any{"id": "x1", "type": "gadget"})
	if got["type"] != "widget" {
		t.Errorf("kind of a found widget: %v", got["type"])
	}
	if p, ok := chainParam(other, fetch); ok {
		t.Errorf("a sprocket's id loaded as a widget or gadget through %s", p.Name)
	}
	link := boundTool(t, "link-order", "Link an order", `{"type":"object","properties":{"orderId":{"type":"string"},"type":{"type":"string","enum":["blocks","relates"]}},"required":["orderId","type"]}`)
	var order prompt.Param
	for _, q := range link.bind.Params() {
		if q.Name == "orderId" {
			order = q
		}
	}
	if _, ok := kindChoice(link, order); ok {
		t.Errorf("a relation type read as the kind of the order")
	}
}
