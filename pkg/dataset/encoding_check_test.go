package dataset

import (
	"strings"
	"testing"
)

// TestCheckEncoding: the one decision dataset check and the HTTP check
// route share. An asked encoding wins (warned about where the trainer
// reads the other), a recorded one is taken unless the trainer reads the
// other (then the trainer's rule, and a warning naming the manifest and
// what to do), and nothing leaves the format's rule.
func TestCheckEncoding(t *testing.T) {
	for _, c := range []struct {
		name string
		a    EncodingAsk
		want Encoding
		warn string // "" = none
	}{
		{"asked, trainer reads it", EncodingAsk{Format: "openai", Asked: EncodingString, AskedBy: "--args-encoding"}, EncodingString, ""},
		{"asked, trainer reads the other", EncodingAsk{Format: "sharegpt", Asked: EncodingString, AskedBy: "argsEncoding", Recorded: EncodingObject, RecordedIn: "m.json"},
			EncodingString, "checking for string arguments as argsEncoding says, but sharegpt needs object arguments (LLaMA-Factory re-serializes"},
		{"asked, either loads", EncodingAsk{Format: "hf", Asked: EncodingString, AskedBy: "argsEncoding"}, EncodingString, ""},
		{"recorded, trainer reads it", EncodingAsk{Format: "hf", Recorded: EncodingString, RecordedIn: "out.manifest.json"}, EncodingString, ""},
		{"recorded, trainer reads the other", EncodingAsk{Format: "hermes", Recorded: EncodingString, RecordedIn: "out.manifest.json"},
			EncodingDefault, "out.manifest.json says the arguments were written as strings (--args-encoding string), but hermes needs object arguments"},
		{"nothing", EncodingAsk{Format: "openai"}, EncodingDefault, ""},
	} {
		got, warn := CheckEncoding(c.a)
		if got != c.want || (c.warn == "") != (warn == "") || !strings.Contains(warn, c.warn) {
			t.Errorf("%s: CheckEncoding(%+v) = %q, %q; want %q, %q", c.name, c.a, got, warn, c.want, c.warn)
		}
	}
}
