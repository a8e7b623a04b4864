// Package schema compiles, validates, lints and normalizes the JSON Schemas
// of MCP tools (inputSchema and outputSchema) with
// github.com/santhosh-tekuri/jsonschema/v5, in a closed world.
//
// Compiling (Compile, CompileInput): the dialect comes from $schema
// (draft-04, -06, -07, 2019-09, 2020-12), else 2020-12, the MCP default
// (MCP 2025-11-25, "Tools"). No $ref ever loads a file or URL
// (ErrExternalRef). Documents larger than DefaultMaxBytes or nested deeper
// than DefaultMaxDepth are refused before the compiler sees them
// (ErrTooLarge, ErrTooDeep): the compiler's time grows with the cube of the
// depth. A compiled schema whose $refs multiply (chained allOf, anyOf,
// oneOf or properties of several $refs to one definition: 2^40 nodes from
// 3 KB) is refused with an *ExpansionError (ErrFanOut) naming the culprit's
// pointer, so no validation or generation takes exponential time. Compiled
// schemas are cached by content and are safe for concurrent use.
//
// Validating (Schema.Validate, ValidateArguments): violations carry JSON
// pointers (RFC 6901) into the instance and into the schema.
//
// Linting (Lint, LintAll, LintEach): each Finding has a stable rule ID (see
// Rules), a Severity decided by a Profile, the tool and server, a JSON
// pointer, a message saying what to change, and the Consumers it breaks
// (OpenAI, OpenAI strict mode, Gemini, Anthropic, Mistral, LLaMA-Factory,
// MCP). The rules come from real reports of schemas that broke clients
// (testdata/schema/schema-bugs). LintOptions.Unsatisfiable lets pkg/synth
// add "no instance satisfies this schema" findings without an import cycle.
//
// Normalizing (Normalize, NormalizeTool, NameMap): rewrites a schema so a
// profile's consumers accept it and reports each Change.
package schema
