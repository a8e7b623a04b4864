package dataset

import (
	"bytes"
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"testing"
)

// TestGoldenOptions pins the non-default options: tools as a JSON string,
// content null/empty beside calls, string arguments where objects are the
// default, a custom Hermes system text, and parallel calls written one per
// turn.
func TestGoldenOptions(t *testing.T) {
	t.Parallel()
	fx := fixtures()
	cases := []struct {
		format string
		opts   FormatOptions
		rec    string // fixture; "" = call
	}{
		{"hf", FormatOptions{ToolsAsString: true}, ""},
		{"hf", FormatOptions{CallContent: CallContentNull}, ""},
		{"openai", FormatOptions{CallContent: CallContentEmpty}, ""},
		{"mlx", FormatOptions{ArgsEncoding: EncodingString}, ""},
		{"sharegpt", FormatOptions{ArgsEncoding: EncodingString}, ""},
		{"hermes", FormatOptions{HermesSystem: "Tools:\n<tools>\n{tools}\n</tools>"}, ""},
		{"hf", FormatOptions{OneCallPerTurn: true}, "parallel"},
		{"mistral", FormatOptions{OneCallPerTurn: true}, "parallel"},
	}
	var got bytes.Buffer
	for _, tc := range cases {
		f, _ := Lookup(tc.format)
		rec := fx["call"]
		if tc.rec != "" {
			rec = fx[tc.rec]
		}
		line, err := f.Encode(rec, tc.opts)
		if err != nil {
			t.Fatalf("%s %+v: %v", tc.format, tc.opts, err)
		}
		got.Write(line)
		got.WriteByte('\n')
		rep, err := Check(bytes.NewReader(line), tc.format, CheckOptions{ArgsEncoding: tc.opts.ArgsEncoding})
		if err != nil || rep.Errors > 0 {
			t.Errorf("%s %+v: check: %v %v", tc.format, tc.opts, err, rep.Findings)
		}
	}
	compareGolden(t, filepath.Join(goldenDir, "options.jsonl"), got.Bytes())
}

// TestEncodeShapes: records a format cannot hold fail with
// ErrNotRepresentable; broken records fail with other errors.
func TestEncodeShapes(t *testing.T) {
	t.Parallel()
	fx := fixtures()
	chainNoAnswer := *fx["full"]
	chainNoAnswer.Turns = chainNoAnswer.Turns[:3]
	badID := *fx["call"]
	badID.Turns = []Turn{badID.Turns[0], {Role: RoleAssistant, Calls: []Call{{ID: "call_1", Name: "get_forecast", Arguments: json.RawMessage(`{"city":"Porto"}`)}}}}
	noID := *fx["call"]
	noID.Turns = []Turn{noID.Turns[0], {Role: RoleAssistant, Calls: []Call{{Name: "get_forecast", Arguments: json.RawMessage(`{"city":"Porto"}`)}}}}
	multiTurn := *fx["full"]
	multiTurn.Turns = append(append([]Turn(nil), multiTurn.Turns...), Turn{Role: RoleUser, Content: "And Lisbon?"}, Turn{Role: RoleAssistant, Content: "Sunny."})
	textAndCall := *fx["call"]
	textAndCall.Turns = []Turn{textAndCall.Turns[0], {Role: RoleAssistant, Content: "Let me check.", Calls: textAndCall.Turns[1].Calls}}

	notRepresentable := []struct {
		format string
		r      *Record
		opts   FormatOptions
	}{
		{"mistral", &chainNoAnswer, FormatOptions{}},
		{"mistral", &badID, FormatOptions{}},
		{"mistral", &noID, FormatOptions{}},
		{"openai", &noID, FormatOptions{}},
		{"sharegpt", &chainNoAnswer, FormatOptions{}},
		{"sharegpt", &textAndCall, FormatOptions{}},
		{"openai-functions", fx["parallel-open"], FormatOptions{}},
		{"hf", fx["parallel-open"], FormatOptions{OneCallPerTurn: true}},
		{"xlam", fx["chain"], FormatOptions{}},
		{"xlam", fx["clarify"], FormatOptions{}},
		{"openai-functions", fx["call"], FormatOptions{ArgsEncoding: EncodingObject}},
		{"xlam", &multiTurn, FormatOptions{}},
		{"xlam", fx["call"], FormatOptions{ArgsEncoding: EncodingString}},
		{"openai", fx["call"], FormatOptions{ToolsAsString: true}},
	}
	for _, tc := range notRepresentable {
		f, _ := Lookup(tc.format)
		if _, err := f.Encode(tc.r, tc.opts); !errors.Is(err, ErrNotRepresentable) {
			t.Errorf("%s: want ErrNotRepresentable, got %v", tc.format, err)
		}
	}
	// Formats that can hold these shapes do.
	for _, name := range []string{"openai", "hf", "mlx", "hermes"} {
		f, _ := Lookup(name)
		for _, r := range []*Record{&chainNoAnswer, &multiTurn, &textAndCall} {
			if _, err := f.Encode(r, FormatOptions{}); err != nil {
				t.Errorf("%s: %v", name, err)
			}
		}
	}
	// hf keeps calls without ids (templates that need none).
	if line, err := fxFormat("hf").Encode(&noID, FormatOptions{}); err != nil || strings.Contains(string(line), `"id"`) {
		t.Errorf("hf without id: %s %v", line, err)
	}

	broken := map[string]*Record{
		"no turns":        {},
		"args not object": {Turns: []Turn{{Role: RoleUser, Content: "x"}, {Role: RoleAssistant, Calls: []Call{{ID: "a", Name: "t", Arguments: json.RawMessage(`"{}"`)}}}}},
		"args invalid":    {Turns: []Turn{{Role: RoleUser, Content: "x"}, {Role: RoleAssistant, Calls: []Call{{ID: "a", Name: "t", Arguments: json.RawMessage(`{"a":}`)}}}}},
		"tool first":      {Turns: []Turn{{Role: RoleTool, Content: "x"}}},
		"empty assistant": {Turns: []Turn{{Role: RoleUser, Content: "x"}, {Role: RoleAssistant}}},
		"unknown call id": {Turns: []Turn{{Role: RoleUser, Content: "x"}, {Role: RoleAssistant, Calls: []Call{{ID: "a", Name: "t", Arguments: json.RawMessage(`{}`)}}}, {Role: RoleTool, CallID: "b", Content: "r"}}},
		"duplicate id":    {Turns: []Turn{{Role: RoleUser, Content: "x"}, {Role: RoleAssistant, Calls: []Call{{ID: "a", Name: "t", Arguments: json.RawMessage(`{}`)}, {ID: "a", Name: "t", Arguments: json.RawMessage(`{}`)}}}}},
		"bad role":        {Turns: []Turn{{Role: "human", Content: "x"}}},
		"bad params":      {Tools: []ToolDef{{Name: "t", Parameters: json.RawMessage(`[1]`)}}, Turns: []Turn{{Role: RoleUser, Content: "x"}, {Role: RoleAssistant, Content: "y"}}},
	}
	for name, r := range broken {
		for _, fn := range builtinNames {
			_, err := fxFormat(fn).Encode(r, FormatOptions{})
			if err == nil || errors.Is(err, ErrNotRepresentable) {
				t.Errorf("%s / %s: want a plain error, got %v", name, fn, err)
			}
		}
	}
}

func fxFormat(name string) Format {
	f, err := Lookup(name)
	if err != nil {
		panic(err)
	}
	return f
}

// TestEncodeDeterministicConcurrent: the shared tool caches give the same
// bytes from many goroutines.
func TestEncodeDeterministicConcurrent(t *testing.T) {
	t.Parallel()
	fx := fixtures()
	want := map[string][]byte{}
	for _, n := range builtinNames {
		want[n], _ = fxFormat(n).Encode(fx["full"], FormatOptions{})
	}
	done := make(chan string, 8)
	for range 8 {
		go func() {
			for range 200 {
				for _, n := range builtinNames {
					got, _ := fxFormat(n).Encode(fx["full"], FormatOptions{})
					if !bytes.Equal(got, want[n]) {
						done <- n
						return
					}
				}
			}
			done <- ""
		}()
	}
	for range 8 {
		if n := <-done; n != "" {
			t.Errorf("%s: bytes differ under concurrency", n)
		}
	}
}

// TestStringEscaping: control characters, quotes, invalid UTF-8, U+2028 and
// HTML characters (kept as is) survive a JSON round trip.
func TestStringEscaping(t *testing.T) {
	t.Parallel()
	in := "a\"b\\c\n\t\r\x01<>&\u2028\u2029é😀"
	got := appendString(nil, in)
	var back string
	if err := json.Unmarshal(got, &back); err != nil || back != in {
		t.Errorf("round trip %q -> %s -> %q (%v)", in, got, back, err)
	}
	if !bytes.Contains(got, []byte("<>&")) {
		t.Errorf("HTML characters escaped: %s", got)
	}
	bad := appendString(nil, "x\xffy")
	if string(bad) != `"x\ufffdy"` {
		t.Errorf("invalid UTF-8: %s", bad)
	}
	if !bytes.Equal(appendStringBytes(nil, []byte(in)), got) {
		t.Error("byte and string forms differ")
	}
}

func TestNormParams(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		``:                                       `{"type":"object","properties":{}}`,
		`null`:                                   `{"type":"object","properties":{}}`,
		`{}`:                                     `{"type":"object","properties":{}}`,
		`{"type":"object"}`:                      `{"type":"object","properties":{},"type":"object"}`,
		`{"properties":{"a":{}}}`:                `{"type":"object","properties":{"a":{}}}`,
		` {"type": "object", "properties": {}} `: `{"type":"object","properties":{}}`,
	} {
		got, err := normParamsUncached(json.RawMessage(in), "t")
		if err != nil {
			t.Errorf("%q: %v", in, err)
			continue
		}
		if in == `{"type":"object"}` {
			want = `{"properties":{},"type":"object"}`
		}
		if string(got) != want {
			t.Errorf("normParams(%q) = %s, want %s", in, got, want)
		}
	}
}

func TestExpandAssistantTurns(t *testing.T) {
	t.Parallel()
	fx := fixtures()
	got := ExpandAssistantTurns(fx["full"])
	if len(got) != 2 || len(got[0].Turns) != 2 || len(got[1].Turns) != 4 || got[0].Turns[1].Calls[0].ID != "Wq3Lk9Zp2" {
		t.Fatalf("expanded: %+v", got)
	}
	// Both prefixes are valid mistral records (each ends on the assistant).
	for i := range got {
		if _, err := fxFormat("mistral").Encode(&got[i], FormatOptions{}); err != nil {
			t.Errorf("prefix %d: %v", i, err)
		}
	}
	// Appending to a prefix never changes the original.
	_ = append(got[0].Turns, Turn{Role: RoleUser, Content: "x"})
	if fx["full"].Turns[2].Role != RoleTool {
		t.Error("prefix aliasing overwrote the original")
	}
	if ExpandAssistantTurns(&Record{Turns: []Turn{{Role: RoleUser}}}) != nil {
		t.Error("no assistant turn should give nil")
	}
}
