package dataset

import (
	"strings"
	"testing"
)

// TestRequiredEncoding: the formats whose trainer reads one argument
// encoding say which and why (sharegpt and hermes too: their consumers
// json.dumps the arguments, so strings double-encode); the formats whose
// consumer takes either (hf and mlx: the chat template decides) say none.
func TestRequiredEncoding(t *testing.T) {
	for format, want := range map[string]Encoding{
		"openai": EncodingString, "mistral": EncodingString, "openai-functions": EncodingString,
		"xlam": EncodingObject, "sharegpt": EncodingObject, "hermes": EncodingObject,
		"hf": EncodingDefault, "mlx": EncodingDefault,
		"no-such-format": EncodingDefault,
	} {
		got, why := RequiredEncoding(format)
		if got != want {
			t.Errorf("RequiredEncoding(%q) = %q, want %q", format, got, want)
		}
		if (got == EncodingDefault) != (why == "") {
			t.Errorf("RequiredEncoding(%q) = %q with why %q: a required encoding needs a reason, and only it", format, got, why)
		}
	}
	if got := strings.Join(FormatsWriting(EncodingObject), ","); got != "hermes,hf,mlx,sharegpt,xlam" {
		t.Errorf("FormatsWriting(object) = %s", got)
	}
}

// TestObjectArgsFindingSaysTrainer: an openai line with object arguments
// is an error that says OpenAI's upload rejects them, not only that the
// format wants a string.
func TestObjectArgsFindingSaysTrainer(t *testing.T) {
	line := `{"messages":[{"role":"user","content":"Weather in Porto?"},{"role":"assistant","tool_calls":[{"id":"Wq3Lk9Zp2","type":"function","function":{"name":"get_forecast","arguments":{"city":"Porto"}}}]}],"tools":[{"type":"function","function":{"name":"get_forecast","description":"Daily forecast for a city","parameters":{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]}}}]}`
	rep, err := Check(strings.NewReader(line+"\n"), "openai", CheckOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Errors != 1 || !strings.Contains(rep.Findings[0].Message, "OpenAI's fine-tuning upload rejects object arguments") {
		t.Fatalf("findings %+v, want one error naming OpenAI's upload", rep.Findings)
	}
}
