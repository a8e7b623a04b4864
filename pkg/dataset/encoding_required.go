package dataset

import "sort"

// An EncodingRequirer is a Format whose trainer reads one argument encoding
// only (docs/formats.md, trap 1): a file written with the other is refused
// (OpenAI's fine-tuning upload rejects object arguments, mistral-finetune
// raises ToolCallFormatError), silently double-encoded (LLaMA-Factory's
// sharegpt and Hermes tool-call parsers json.dumps the arguments value, so
// a JSON string there becomes a quoted string) or cannot be encoded at all
// (xlam, openai-functions). Formats whose consumer takes either encoding
// (hf and mlx, where the model's chat template decides) return "".
type EncodingRequirer interface {
	Format
	// RequiredEncoding returns the encoding the format's trainer reads and
	// why the other one fails, as a clause: "OpenAI's fine-tuning upload
	// rejects object arguments". "" when either encoding loads.
	RequiredEncoding() (enc Encoding, why string)
}

// RequiredEncoding returns the argument encoding the trainer of the named
// format reads and why the other one fails; "" for a format that takes
// either encoding, or an unknown format.
func RequiredEncoding(format string) (Encoding, string) {
	f, err := Lookup(format)
	if err != nil {
		return EncodingDefault, ""
	}
	if r, ok := f.(EncodingRequirer); ok {
		return r.RequiredEncoding()
	}
	return EncodingDefault, ""
}

// FormatsWriting returns the registered formats that write arguments as
// enc by default, sorted: the formats to suggest to someone who asked for
// enc with a format that refuses it.
func FormatsWriting(enc Encoding) []string {
	var out []string
	for _, n := range Names() {
		if f, err := Lookup(n); err == nil && f.Defaults().ArgsEncoding == enc {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out
}

// RequiredEncoding implements EncodingRequirer: openai and mistral need
// string arguments, hf and mlx take either.
func (f *messagesFormat) RequiredEncoding() (Encoding, string) {
	if f.encodingWhy == "" {
		return EncodingDefault, ""
	}
	return f.defaults.ArgsEncoding, f.encodingWhy
}

// RequiredEncoding implements EncodingRequirer.
func (functionsFormat) RequiredEncoding() (Encoding, string) {
	return EncodingString, "the legacy function_call holds arguments as a JSON string"
}

// RequiredEncoding implements EncodingRequirer.
func (xlamFormat) RequiredEncoding() (Encoding, string) {
	return EncodingObject, "xLAM answers hold each call's arguments as an object"
}

// RequiredEncoding implements EncodingRequirer: LLaMA-Factory's
// FunctionFormatter re-serializes each function_call's arguments with
// json.dumps, so a JSON string there is rendered double-encoded.
func (sharegptFormat) RequiredEncoding() (Encoding, string) {
	return EncodingObject, "LLaMA-Factory re-serializes function_call arguments, so a JSON string is double-encoded"
}

// RequiredEncoding implements EncodingRequirer: Hermes models are trained
// on, and their tool-call parsers (vLLM's hermes parser among them) read,
// <tool_call> arguments as an object that the parser json.dumps, so a
// model taught JSON strings there yields double-encoded calls.
func (hermesFormat) RequiredEncoding() (Encoding, string) {
	return EncodingObject, "Hermes tool-call parsers re-serialize <tool_call> arguments, so a JSON string is double-encoded"
}

// trainerWhy is " (why)" when format's trainer reads enc only, to end a
// finding about the other encoding; "" otherwise.
func trainerWhy(format string, enc Encoding) string {
	if need, why := RequiredEncoding(format); need == enc && why != "" {
		return " (" + why + ")"
	}
	return ""
}

// stringArgsWhy is " (why)" to end a finding about string arguments where
// format needs objects: its trainer's reason when it has one, else what
// chat templates do with a string.
func stringArgsWhy(format string) string {
	if w := trainerWhy(format, EncodingObject); w != "" {
		return w
	}
	return " (templates would double-encode it)"
}
