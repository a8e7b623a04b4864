package serve

import (
	"strings"
	"testing"
)

// TestDatasetCheckEncodingWarning: an argsEncoding the format's trainer
// does not read is honoured by the check route as `mcpgen dataset check
// --args-encoding` honours it, and the answer carries the same warning the
// CLI prints (a file that passes will not load in OpenAI's upload); an
// encoding the trainer reads, or none, gives no warning.
func TestDatasetCheckEncodingWarning(t *testing.T) {
	f := newFixture(t, Config{})
	line := `{"messages":[{"role":"user","content":"Will it rain in Porto tomorrow?"},{"role":"assistant","tool_calls":[{"id":"Wq3Lk9Zp2","type":"function","function":{"name":"get_forecast","arguments":{"city":"Porto","days":1}}}]}],"tools":[{"type":"function","function":{"name":"get_forecast","description":"Daily forecast for a city","parameters":{"type":"object","properties":{"city":{"type":"string"},"days":{"type":"integer"}},"required":["city"]}}}]}` + "\n"
	var chk DatasetCheckResponse
	if r := f.do("POST", "/api/mcp/dataset/check?format=openai&argsEncoding=object", line, &chk); r.StatusCode != 200 || chk.Verdict != "ok" ||
		!strings.Contains(chk.EncodingWarning, "checking for object arguments as argsEncoding says, but openai needs string arguments (OpenAI's fine-tuning upload rejects object arguments): a file that passes will not load there") {
		t.Errorf("argsEncoding=object with openai: %d %+v, warning %q", r.StatusCode, chk.CheckReport, chk.EncodingWarning)
	}
	chk = DatasetCheckResponse{}
	if r := f.do("POST", "/api/mcp/dataset/check?format=openai", line, &chk); r.StatusCode != 200 || chk.Verdict != "failed" || chk.EncodingWarning != "" {
		t.Errorf("openai by its rule: %d %+v, warning %q", r.StatusCode, chk.CheckReport, chk.EncodingWarning)
	}
	chk = DatasetCheckResponse{}
	if r := f.do("POST", "/api/mcp/dataset/check?format=hf&argsEncoding=object", line, &chk); r.StatusCode != 200 || chk.EncodingWarning != "" {
		t.Errorf("hf takes either encoding: %d warning %q", r.StatusCode, chk.EncodingWarning)
	}
}
