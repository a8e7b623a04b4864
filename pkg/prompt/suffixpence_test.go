package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A watch repairer's quote takes a bare lab_p, where the server's est_p
// is described "pence": the labour is said in pounds ("a £142.99 lab"),
// never in dollars ("a $142.99 lab") nor as "a lab p of 14299".
func TestSuffixPenceSaidInPounds(t *testing.T) {
	quote := `{"type":"object","properties":{"id":{"type":"string"},"lab_p":{"type":"integer","minimum":0},"svc":{"type":"string","enum":["full_svc","battery","regulate"]}},"required":["id","lab_p"]}`
	open := `{"type":"object","properties":{"cust":{"type":"integer"},"est_p":{"type":"integer","minimum":0,"description":"verbal est. given, pence"}}}`
	peers := role.NewServer("repairs", []role.ServerTool{
		{Name: "job.quote", Description: "Send quote to cust.", InputSchema: json.RawMessage(quote)},
		{Name: "job.new", Description: "New repair ticket.", InputSchema: json.RawMessage(open)},
	})
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{ServerInfo: "repairs", Name: "job.quote", Description: "Send quote to cust.", InputSchema: json.RawMessage(quote), Peers: peers})
	if err != nil {
		t.Fatal(err)
	}
	args, err := DecodeArgs(json.RawMessage(`{"id":"R42-4781","lab_p":14299,"svc":"regulate"}`))
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	for i := 0; i < 20; i++ {
		text, _, err := r.Request(b, rand.New(rand.NewPCG(uint64(i), 44)), i, args)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(text, "£142.99") || strings.Contains(text, "$") || strings.Contains(text, "14299") {
			t.Errorf("request %d: %s, want the labour as £142.99", i, text)
		}
	}
}
