// Package schema compiles, validates, lints and normalizes the JSON Schemas
// of MCP tools (inputSchema and outputSchema) with
// github.com/santhosh-tekuri/jsonschema/v5, in a closed world.
package schema
