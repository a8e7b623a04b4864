package dataset

import (
	"bytes"
	"strings"
)

// maxDetectLines bounds the lines DetectFormat reads.
const maxDetectLines = 200

// DetectFormat tells the record format of a JSONL file from its first
// lines (prefix: the file's start; a last line without its newline is
// left out unless it is all of prefix's text): the format name and why, in
// words ("tool-call arguments are objects"), or "" when no line shows one.
// Formats that write the same shape are told apart only as far as the
// records can be: hf and mlx (object arguments) read as hf, openai and
// mistral (string arguments) as openai; why names the look-alike.
func DetectFormat(prefix []byte) (format, why string) {
	lines := bytes.Split(prefix, []byte("\n"))
	if len(lines) > 1 && !bytes.HasSuffix(prefix, []byte("\n")) {
		lines = lines[:len(lines)-1] // cut short by the prefix
	}
	var guess, guessWhy string
	for i, line := range lines {
		if i >= maxDetectLines {
			break
		}
		v, err := decodeValue(bytes.TrimSpace(line))
		if err != nil {
			continue
		}
		m, ok := v.(map[string]any)
		if !ok {
			continue
		}
		f, w, sure := detectRecord(m)
		if sure {
			return f, w
		}
		if guess == "" {
			guess, guessWhy = f, w
		}
	}
	return guess, guessWhy
}

// detectRecord tells the format of one record; sure is false when the
// record fits the format without showing what tells it from the others
// (a messages record without tool calls).
func detectRecord(m map[string]any) (format, why string, sure bool) {
	if _, q := m["query"]; q {
		if _, a := m["answers"]; a {
			return "xlam", "records have query and answers", true
		}
	}
	if conv, ok := m["conversations"].([]any); ok {
		for _, e := range conv {
			t, _ := e.(map[string]any)
			from, _ := t["from"].(string)
			value, _ := t["value"].(string)
			if from == "function_call" || from == "observation" {
				return "sharegpt", "conversations have function_call and observation turns", true
			}
			if strings.Contains(value, "<tool_call>") || strings.Contains(value, "<tool_response>") || strings.Contains(value, "<tools>") {
				return "hermes", "conversations hold <tool_call> or <tools> blocks", true
			}
		}
		return "sharegpt", "records have conversations", false
	}
	msgs, ok := m["messages"].([]any)
	if !ok {
		if _, ok := m["text"].(string); ok {
			return "text", "records are {\"text\": …}", true
		}
		return "", "", false
	}
	if _, ok := m["functions"]; ok {
		return "openai-functions", "records have a functions list", true
	}
	for _, e := range msgs {
		msg, _ := e.(map[string]any)
		if _, ok := msg["function_call"]; ok || msg["role"] == "function" {
			return "openai-functions", "messages have function_call turns", true
		}
		calls, _ := msg["tool_calls"].([]any)
		for _, c := range calls {
			call, _ := c.(map[string]any)
			fn, _ := call["function"].(map[string]any)
			switch fn["arguments"].(type) {
			case map[string]any:
				return "hf", "tool-call arguments are objects; mlx records look the same", true
			case string:
				return "openai", "tool-call arguments are JSON strings; mistral records look the same", true
			}
		}
	}
	return "openai", "records have messages and no tool call to tell more", false
}
