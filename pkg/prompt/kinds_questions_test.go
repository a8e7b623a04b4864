package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// devParams binds a tool of a hand-written tools file (the session's dev
// files bank.json and kubernetes.json) and returns its parameters by name.
func devParams(t *testing.T, name, desc, schema string) map[string]Param {
	t.Helper()
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Server: "dev", Name: name, Description: desc, InputSchema: json.RawMessage(schema)})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]Param{}
	for _, p := range b.Params() {
		out[p.Name] = p
	}
	return out
}

// TestClarifyQuestionsAsPeopleAsk: a clarification asks for a bound of a
// date range as the bound ("From which date?", not "Which date from
// should I use?"), a count named by what it counts as how many ("How
// many replicas?", not "What replicas should I use?"), and the name of a
// thing that exists as which one it is, not as a name to give it.
func TestClarifyQuestionsAsPeopleAsk(t *testing.T) {
	bank := devParams(t, "list_transactions", "Retrieve booked and pending transactions for an account within a date range.",
		`{"type":"object","properties":{"accountId":{"type":"string","pattern":"^acc_[A-Za-z0-9]{16,32}$"},"dateFrom":{"type":"string","format":"date"},"dateTo":{"type":"string","format":"date"}},"required":["accountId","dateFrom"]}`)
	k8s := devParams(t, "deployment_scale", "Scale a deployment to the given number of replicas.",
		`{"type":"object","properties":{"name":{"type":"string"},"namespace":{"type":"string","default":"default"},"replicas":{"type":"integer","minimum":0,"maximum":1000,"description":"Desired replica count (0 scales the deployment down completely)"}},"required":["name","replicas"]}`)
	for seed := range uint64(12) {
		rng := rand.New(rand.NewPCG(seed, 3))
		if q := AskQuestion(rng, []Param{bank["dateFrom"]}, nil, "Check the transactions for account acc_g9JkixtrVvkhs1FF."); !strings.Contains(q, "From which date?") {
			t.Errorf("dateFrom asked %q", q)
		}
		if q := AskQuestion(rng, []Param{bank["dateTo"]}, nil, "Check the transactions for account acc_g9JkixtrVvkhs1FF."); !strings.Contains(q, "Up to which date?") {
			t.Errorf("dateTo asked %q", q)
		}
		if q := AskQuestion(rng, []Param{k8s["replicas"]}, nil, `Scale the deployment "api" in namespace "default".`); !strings.Contains(q, "How many replicas") {
			t.Errorf("replicas asked %q", q)
		}
		if q := AskQuestion(rng, []Param{k8s["name"]}, nil, `Scale a deployment to 3 replicas.`); strings.Contains(q, "give it") || strings.Contains(q, "should it have") {
			t.Errorf("the name of a deployment to scale asked %q", q)
		}
	}
}
