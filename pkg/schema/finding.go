package schema

import (
	"fmt"
	"slices"
	"strings"
)

// Severity is how serious a lint finding is under the chosen Profile.
type Severity string

// Severities, from most to least serious.
const (
	// SeverityError: a consumer of the chosen profile rejects or mishandles
	// the tool.
	SeverityError Severity = "error"
	// SeverityWarning: another consumer breaks, or the finding is advice
	// (missing descriptions, lossy schemas).
	SeverityWarning Severity = "warning"
)

// ParseSeverity parses "error" or "warning".
func ParseSeverity(s string) (Severity, error) {
	switch Severity(strings.ToLower(strings.TrimSpace(s))) {
	case SeverityError:
		return SeverityError, nil
	case SeverityWarning:
		return SeverityWarning, nil
	}
	return "", fmt.Errorf("unknown severity %q (want error or warning)", s)
}

// AtLeast reports whether s is as serious as min or more.
func (s Severity) AtLeast(min Severity) bool {
	if min == SeverityWarning {
		return s == SeverityError || s == SeverityWarning
	}
	return s == SeverityError
}

// A Consumer is a program that reads tool definitions and may reject them.
type Consumer string

// Consumers mcpgen knows the rules of.
const (
	// OpenAI function calling (Chat Completions and Responses), non-strict.
	ConsumerOpenAI Consumer = "openai"
	// OpenAI structured outputs / strict function calling ("strict": true).
	ConsumerOpenAIStrict Consumer = "openai-strict"
	// Google Gemini function declarations (OpenAPI 3.0 Schema subset).
	ConsumerGemini Consumer = "gemini"
	// Anthropic Messages API tools (input_schema).
	ConsumerAnthropic Consumer = "anthropic"
	// Mistral function calling.
	ConsumerMistral Consumer = "mistral"
	// LLaMA-Factory's tool formatters (training data).
	ConsumerLlamaFactory Consumer = "llama-factory"
	// The MCP specification (2025-11-25, "Tools") and MCP client SDKs.
	ConsumerMCP Consumer = "mcp"
)

// AllConsumers lists every consumer in a fixed order.
var AllConsumers = []Consumer{ConsumerOpenAI, ConsumerOpenAIStrict, ConsumerGemini, ConsumerAnthropic, ConsumerMistral, ConsumerLlamaFactory, ConsumerMCP}

// A Profile names the consumer(s) whose rules decide which findings are
// errors. ProfileAll (the default) is every consumer except OpenAI strict
// mode, which is opt-in on OpenAI's side and contradicts Gemini's subset
// (one requires additionalProperties: false everywhere, the other rejects
// the keyword).
type Profile string

// Profiles accepted by --profile.
const (
	ProfileAll          Profile = "all"
	ProfileMCP          Profile = "mcp"
	ProfileOpenAI       Profile = "openai"
	ProfileOpenAIStrict Profile = "openai-strict"
	ProfileGemini       Profile = "gemini"
	ProfileAnthropic    Profile = "anthropic"
	ProfileMistral      Profile = "mistral"
	ProfileLlamaFactory Profile = "llama-factory"
)

// Profiles lists the accepted profile names in a fixed order.
var Profiles = []Profile{ProfileAll, ProfileMCP, ProfileOpenAI, ProfileOpenAIStrict, ProfileGemini, ProfileAnthropic, ProfileMistral, ProfileLlamaFactory}

// ParseProfile parses a profile name; "" is ProfileAll. The error lists the
// valid names.
func ParseProfile(s string) (Profile, error) {
	if s == "" {
		return ProfileAll, nil
	}
	p := Profile(strings.ToLower(strings.TrimSpace(s)))
	if slices.Contains(Profiles, p) {
		return p, nil
	}
	names := make([]string, len(Profiles))
	for i, p := range Profiles {
		names[i] = string(p)
	}
	return "", fmt.Errorf("unknown profile %q (want one of %s)", s, strings.Join(names, ", "))
}

// Consumers returns the consumers whose breakage is an error under p.
// OpenAI strict mode implies OpenAI.
func (p Profile) Consumers() []Consumer {
	switch p {
	case ProfileAll, "":
		return []Consumer{ConsumerOpenAI, ConsumerGemini, ConsumerAnthropic, ConsumerMistral, ConsumerLlamaFactory, ConsumerMCP}
	case ProfileOpenAIStrict:
		return []Consumer{ConsumerOpenAI, ConsumerOpenAIStrict}
	default:
		return []Consumer{Consumer(p)}
	}
}

// A Finding is one problem in one tool definition.
type Finding struct {
	// Rule is the stable rule ID, for example "type-array" (see Rules).
	Rule string `json:"rule"`
	// Severity under the profile the lint ran with.
	Severity Severity `json:"severity"`
	// Server is the tool's server name ("" for tools loaded from a file).
	Server string `json:"server,omitempty"`
	// Tool is the tool's name.
	Tool string `json:"tool"`
	// Schema is "inputSchema" or "outputSchema" when Pointer points into
	// that schema, or "" when Pointer points into the tool object itself
	// (for example "/name").
	Schema string `json:"schema,omitempty"`
	// Pointer is a JSON pointer (RFC 6901) into Schema (or into the tool
	// object when Schema is ""); "" is the root.
	Pointer string `json:"pointer"`
	// Message says what is wrong and what to change.
	Message string `json:"message"`
	// Breaks lists the consumers this fault breaks; empty for advice.
	Breaks []Consumer `json:"breaks"`
}

// ToolPointer returns the finding's JSON pointer into the whole tool object,
// for example "/inputSchema/properties/x/type".
func (f Finding) ToolPointer() string {
	if f.Schema == "" {
		return f.Pointer
	}
	return "/" + f.Schema + f.Pointer
}

// String renders f on one line: "SEVERITY RULE: [SERVER/]TOOL POINTER: message",
// with the pointer into the tool object.
func (f Finding) String() string {
	where := f.Tool
	if f.Server != "" {
		where = f.Server + "/" + where
	}
	p := f.ToolPointer()
	if p == "" {
		p = "/"
	}
	return fmt.Sprintf("%s %s: %s %s: %s", f.Severity, f.Rule, where, p, f.Message)
}

// A Rule describes one lint rule.
type Rule struct {
	// ID is stable across releases.
	ID string `json:"id"`
	// Summary is a one-line description.
	Summary string `json:"summary"`
	// Breaks are the consumers the fault usually breaks; a finding may name
	// a narrower or wider list.
	Breaks []Consumer `json:"breaks"`
	// Advisory rules are always warnings (quality advice, heuristics).
	Advisory bool `json:"advisory,omitempty"`
	// Source is the public report the rule comes from, when there is one.
	Source string `json:"source,omitempty"`
}

var (
	all       = []Consumer{ConsumerOpenAI, ConsumerGemini, ConsumerAnthropic, ConsumerMistral, ConsumerLlamaFactory, ConsumerMCP}
	providers = []Consumer{ConsumerOpenAI, ConsumerGemini, ConsumerAnthropic, ConsumerMistral}
	gemini    = []Consumer{ConsumerGemini}
	strict    = []Consumer{ConsumerOpenAIStrict}
)

// Rules lists every lint rule, sorted by ID. IDs never change meaning.
var Rules = []Rule{
	{ID: "additional-properties-empty", Summary: "additionalProperties is {} (same as true): some clients (Letta) fail on it, Gemini rejects the keyword, OpenAI strict mode needs false", Breaks: []Consumer{ConsumerGemini, ConsumerOpenAIStrict}, Source: "jacksteamdev/obsidian-mcp-tools#63"},
	{ID: "additional-properties-present", Summary: "additionalProperties is not in Gemini's schema subset", Breaks: gemini, Source: "promptfoo/promptfoo#6902"},
	{ID: "anyof-null-no-type", Summary: "anyOf/oneOf with a null branch and no type beside it (Optional[X])", Breaks: gemini, Source: "taylorwilsdon/google_workspace_mcp#1099"},
	{ID: "array-items-missing", Summary: "array schema without items", Breaks: []Consumer{ConsumerOpenAI, ConsumerGemini}},
	{ID: "bounds-contradict", Summary: "a lower bound above its upper bound (minLength 5, maxLength 2): no value fits, so the parameter can never be given", Advisory: true},
	{ID: "dialect-2020-12", Summary: "declares the 2020-12 (or 2019-09) dialect, which clients validating with a draft-07-only Ajv cannot load", Breaks: []Consumer{ConsumerMCP}, Advisory: true, Source: "vybestack/llxprt-code#1902"},
	{ID: "dialect-not-2020-12", Summary: "declares a $schema dialect other than 2020-12 (the MCP 2025-11-25 default), which clients validating with 2020-12 only cannot load", Breaks: []Consumer{ConsumerMCP}, Advisory: true},
	{ID: "dollar-schema-present", Summary: "$schema keyword inside the tool's schema (Gemini rejects it)", Breaks: gemini, Source: "pydantic/pydantic-ai#1250"},
	{ID: "enum-empty", Summary: "enum with no values: no value fits, so the parameter can never be given (a required one makes every call fail)", Advisory: true},
	{ID: "enum-non-string", Summary: "enum with a non-string value (Gemini's enum holds strings only)", Breaks: gemini},
	{ID: "exclusive-bound-boolean", Summary: "draft-04 boolean exclusiveMinimum/exclusiveMaximum in a newer dialect", Breaks: all, Source: "ajv-validator/ajv#471"},
	{ID: "format-unknown", Summary: "format value outside the JSON Schema vocabulary", Breaks: []Consumer{ConsumerGemini, ConsumerOpenAIStrict}},
	{ID: "format-unsupported", Summary: "standard format outside a provider's subset", Breaks: []Consumer{ConsumerGemini, ConsumerOpenAIStrict}, Source: "google-gemini/gemini-cli#2237"},
	{ID: "input-schema-missing", Summary: "tool has no inputSchema (required by MCP)", Breaks: all},
	{ID: "keyword-in-properties", Summary: "a non-schema value (usually a misplaced keyword) inside properties", Breaks: all, Source: "smallmain/vscode-unify-chat-provider#162"},
	{ID: "keyword-unsupported", Summary: "keyword outside a provider's schema subset", Breaks: []Consumer{ConsumerGemini, ConsumerOpenAIStrict}},
	{ID: "object-properties-empty", Summary: "object parameter (a property) without properties: a free-form object or map", Breaks: gemini, Source: "browser-use/browser-use#3786"},
	{ID: "object-properties-missing", Summary: "root object schema without properties (no-argument tool)", Breaks: []Consumer{ConsumerOpenAI, ConsumerLlamaFactory}, Source: "langchain-ai/langchain-mcp-adapters#137"},
	{ID: "params-described-empty", Summary: "description names parameters but the schema declares none (lossy conversion)", Breaks: []Consumer{ConsumerMCP}, Source: "vercel/mcp-handler#107"},
	{ID: "pattern-invalid", Summary: "pattern is not a valid ECMA-262 regular expression", Breaks: all},
	{ID: "pattern-re2-unsupported", Summary: "pattern uses syntax Go's RE2 cannot compile (lookaround, backreferences)", Breaks: []Consumer{ConsumerMCP}, Source: "everit-org/json-schema#156"},
	{ID: "pattern-u-flag-invalid", Summary: "pattern is invalid under the ECMA-262 u flag (identity escapes)", Breaks: []Consumer{ConsumerMCP}, Source: "langchain-ai/langchainjs#11351"},
	{ID: "pattern-unicode-property", Summary: "pattern uses \\p{...}, which needs the u flag (OpenAI rejects it)", Breaks: []Consumer{ConsumerOpenAI}, Source: "agigante80/actual-mcp-server#293"},
	{ID: "properties-on-non-object", Summary: "properties on a schema whose type is not object", Breaks: gemini},
	{ID: "property-description-missing", Summary: "parameter without a description (advice: breaks nothing, models guess)", Advisory: true},
	{ID: "ref-external", Summary: "$ref to a file or URL (mcpgen and most clients never load it)", Breaks: all},
	{ID: "ref-fan-out", Summary: "$refs that multiply (chained allOf/anyOf/oneOf/properties of several $refs to one definition): exponential validation, refused", Breaks: all},
	{ID: "ref-not-inlined", Summary: "local $ref that clients or providers do not resolve", Breaks: gemini, Source: "google-gemini/gemini-cli#13326"},
	{ID: "ref-recursive", Summary: "$ref cycle (recursive schema): inlining never ends", Breaks: []Consumer{ConsumerGemini, ConsumerMCP}, Source: "PrefectHQ/fastmcp#1016"},
	{ID: "ref-sibling-keywords", Summary: "$ref with sibling keywords other than description/default", Breaks: gemini, Source: "anomalyco/opencode#12295"},
	{ID: "ref-unresolved", Summary: "$ref that does not resolve inside the schema", Breaks: all},
	{ID: "required-boolean", Summary: "draft-03 boolean required on a property instead of the object's required list", Breaks: all},
	{ID: "required-forbidden", Summary: "required names a property that properties does not define and additionalProperties: false forbids (unsatisfiable)", Breaks: all},
	{ID: "required-missing-property", Summary: "required names a property that properties does not define", Breaks: []Consumer{ConsumerGemini, ConsumerOpenAIStrict}},
	{ID: "root-combinator", Summary: "anyOf/oneOf/allOf/not/enum at the root of the parameters", Breaks: []Consumer{ConsumerOpenAI, ConsumerAnthropic}},
	{ID: "root-not-object", Summary: "root schema type is not object", Breaks: all, Source: "sandialabs/atlas-ui-3#727"},
	{ID: "root-type-missing", Summary: "root schema has no type (for example {} or only $schema)", Breaks: all, Source: "modelcontextprotocol/servers#4661"},
	{ID: "schema-invalid", Summary: "schema does not compile against its dialect's meta-schema", Breaks: all},
	{ID: "schema-too-deep", Summary: "schema nested deeper than the limit", Breaks: all, Source: "mongodb capture (depth 11)"},
	{ID: "schema-too-large", Summary: "schema larger than the limit (context cost; Claude Code drops tools)", Breaks: []Consumer{ConsumerAnthropic}, Source: "anthropics/claude-code#51836"},
	{ID: "schema-unsatisfiable", Summary: "no instance can satisfy the schema", Breaks: all},
	{ID: "strict-additional-properties", Summary: "OpenAI strict mode: object without additionalProperties: false", Breaks: strict, Source: "github/github-mcp-server#376"},
	{ID: "strict-required-all", Summary: "OpenAI strict mode: a property missing from required", Breaks: strict, Source: "RooCodeInc/Roo-Code#10472"},
	{ID: "tool-description-missing", Summary: "tool without a description (advice: breaks nothing, models guess)", Advisory: true},
	{ID: "tool-description-too-long", Summary: "tool description longer than 1,024 characters (OpenAI rejects it; Claude Code cuts at 2,048)", Breaks: []Consumer{ConsumerOpenAI}, Source: "getsentry/sentry-mcp#106"},
	{ID: "tool-malformed", Summary: "an element of a tools file that is no tool (name missing, empty or blank, a field of the wrong type, no object); the file's other tools are still checked", Breaks: all},
	{ID: "tool-name-duplicate", Summary: "the same tool name on two servers (or twice on one)", Breaks: all, Source: "samanhappy/mcphub#139"},
	{ID: "tool-name-invalid", Summary: "tool name with characters outside [A-Za-z0-9_-]", Breaks: []Consumer{ConsumerOpenAI, ConsumerAnthropic, ConsumerMistral}, Source: "openai/codex#8174"},
	{ID: "tool-name-too-long", Summary: "tool name longer than 64 characters (also after a client's prefix)", Breaks: providers, Source: "microsoft/vscode#243602"},
	{ID: "type-array", Summary: "type is an array (nullable union)", Breaks: gemini, Source: "aoci-spec/aoci-code#61"},
	{ID: "type-name-nonstandard", Summary: "type name outside JSON Schema (dict, float, int, str, list, tuple, any, Java names)", Breaks: all, Source: "dottxt-ai/outlines#882"},
	{ID: "type-with-anyof", Summary: "type together with anyOf/oneOf", Breaks: gemini},
	{ID: "value-invalid", Summary: "default/const/enum/examples value that its own schema rejects", Breaks: []Consumer{ConsumerMCP}},
}

// RuleByID returns the rule with id.
func RuleByID(id string) (Rule, bool) {
	for _, r := range Rules {
		if r.ID == id {
			return r, true
		}
	}
	return Rule{}, false
}

// MalformedTool returns the tool-malformed finding, graded for profile p,
// for an element of a tools file that is no tool: where names it as
// tool.Skipped does ("tools[3]", "line 4", also the finding's Tool),
// filePointer is its JSON pointer in the file ("" for a JSONL line) and
// err says what is wrong. The finding's Pointer is "" (the element).
func MalformedTool(where, filePointer string, err error, p Profile) Finding {
	at := where
	if filePointer != "" {
		at += " (JSON pointer " + filePointer + ")"
	}
	f := Finding{Rule: "tool-malformed", Tool: where, Breaks: ruleBreaks("tool-malformed"),
		Message: fmt.Sprintf("%s is no tool: %v; it is left out and the file's other tools are checked: fix or remove that element", at, err)}
	if p == "" {
		p = ProfileAll
	}
	grade(&f, p)
	return f
}

// grade sets f.Severity for profile p; it returns false when the finding is
// dropped because it concerns only opt-in consumers (OpenAI strict mode)
// that p does not select.
func grade(f *Finding, p Profile) bool {
	cons := p.Consumers()
	optInOnly := len(f.Breaks) > 0
	for _, c := range f.Breaks {
		if c != ConsumerOpenAIStrict {
			optInOnly = false
		}
	}
	if optInOnly && p != ProfileOpenAIStrict {
		return false
	}
	f.Severity = SeverityWarning
	if r, ok := RuleByID(f.Rule); ok && r.Advisory {
		return true
	}
	for _, c := range f.Breaks {
		if slices.Contains(cons, c) {
			f.Severity = SeverityError
			break
		}
	}
	return true
}
