package role

import (
	"encoding/json"
	"testing"
)

// A method with no examples is an HTTP one only on a server about
// software or a tool that speaks of requests or URLs: a bakery's
// "method" of disposing of unsold loaves is never "PATCH".
func TestMethodOffSoftware(t *testing.T) {
	obj := json.RawMessage(`{"type":"object"}`)
	tools := []ServerTool{
		{Name: "create_order", Description: "Take a customer's order of bread and cakes for delivery.", InputSchema: obj},
		{Name: "list_products", Description: "List the loaves, pastries and cakes baked today with their prices.", InputSchema: obj},
		{Name: "record_bake", Description: "Record a bake of sourdough loaves in the deck oven.", InputSchema: obj},
		{Name: "record_waste", Description: "Record unsold loaves thrown away or given to the food bank.", InputSchema: obj},
	}
	bakery := NewServer("bakery", tools)
	r := Classify(ToolContext{Name: "record_waste", Description: tools[3].Description, Server: bakery},
		ParamContext{Name: "method", Path: "/method", Schema: []byte(`{"type":"string"}`)})
	if r.Kind == Method {
		t.Errorf("record_waste.method = %s (%s), want no HTTP method", r.Kind, r.Why)
	}
	r = Classify(ToolContext{Name: "call_endpoint", Description: "Call an API endpoint of the bakery's ordering system.", Server: bakery},
		ParamContext{Name: "method", Path: "/method", Schema: []byte(`{"type":"string"}`)})
	if r.Kind != Method {
		t.Errorf("call_endpoint.method = %s (%s), want an HTTP method", r.Kind, r.Why)
	}
	r = Classify(ToolContext{Name: "send_request", Description: "Send a request."}, ParamContext{Name: "method", Path: "/method", Schema: []byte(`{"type":"string"}`)})
	if r.Kind != Method {
		t.Errorf("method of a tool alone = %s (%s), want an HTTP method", r.Kind, r.Why)
	}
}
