package generate

import (
	"errors"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/dataset"
)

// TestCheckRefusesEncodingTrainerRejects: --args-encoding object with
// openai or mistral is refused before any record is made (OpenAI's upload
// and mistral-finetune reject object arguments, and a manifest saying
// object would let a check pass), as are the encodings xlam and
// openai-functions cannot write and string arguments in sharegpt and
// hermes (their consumers re-serialize the value, so a string would be
// double-encoded); formats that take either encoding keep it.
func TestCheckRefusesEncodingTrainerRejects(t *testing.T) {
	for _, c := range []struct {
		format string
		enc    dataset.Encoding
		want   string // "" = accepted
	}{
		{"openai", dataset.EncodingObject, "format openai needs string arguments (OpenAI's fine-tuning upload rejects object arguments)"},
		{"mistral", dataset.EncodingObject, "format mistral needs string arguments"},
		{"openai-functions", dataset.EncodingObject, "needs string arguments"},
		{"xlam", dataset.EncodingString, "format xlam needs object arguments"},
		{"sharegpt", dataset.EncodingString, "format sharegpt needs object arguments (LLaMA-Factory re-serializes function_call arguments"},
		{"hermes", dataset.EncodingString, "format hermes needs object arguments (Hermes tool-call parsers re-serialize"},
		{"openai", dataset.EncodingString, ""},
		{"hf", dataset.EncodingString, ""},
		{"hf", dataset.EncodingObject, ""},
		{"mlx", dataset.EncodingString, ""},
		{"sharegpt", dataset.EncodingObject, ""},
		{"hermes", dataset.EncodingObject, ""},
	} {
		o := DefaultOptions()
		o.Format, o.ArgsEncoding = c.format, c.enc
		err := o.Check()
		if c.want == "" {
			if err != nil {
				t.Errorf("%s with %s arguments: %v, want accepted", c.format, c.enc, err)
			}
			continue
		}
		var oe *OptionError
		if !errors.As(err, &oe) || oe.Option != "argsEncoding" || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s with %s arguments: %v, want an argsEncoding error saying %q", c.format, c.enc, err, c.want)
		}
	}
}
