// Package synth synthesizes tool arguments from a compiled JSON Schema
// (pkg/schema): instances that always validate, cover the schema's choices
// and read like what a person would pass.
//
// A [Generator] walks the compiled keywords of santhosh-tekuri/jsonschema/v5
// (refs already resolved) for draft-04 through 2020-12. Each generator owns
// one seeded random source derived from [Options.Seed] and [Options.Key], so
// the same inputs give the same instances on every machine and adding a tool
// never changes another tool's values. Every instance [Generator.Next] (or
// [Generator.NextValue], which also returns the decoded value) returns is
// valid against the compiled schema: proven while it was built (each value
// trusted by construction or checked against its schemas, none rewritten
// since, its JSON decoding to the very tree checked) or else validated
// whole as the value decoding its JSON gives ([Options.Paranoid] always
// does); when no valid instance is found within the budget, Next returns an
// error naming the JSON pointer and the reason.
//
// # Coverage
//
// Choice points (enum values, booleans, anyOf/oneOf branches, if/then/else,
// optional properties present or absent, boundary values of numbers, string
// lengths and array sizes) are cycled: the least-used option is taken first,
// so N instances cover the choices before repeating. [Generator.Coverage]
// reports what was covered.
//
// # Realism
//
// Each property gets a semantic role (pkg/role) from its name, schema,
// description and the tool's name; values are drawn for the role (a city,
// a person, an issue number, a search query, a branch, a quantity in its
// unit and stated range) and follow what the description says: examples,
// ranges, prose enumerations, formats. The values of one instance share
// one scenario: a person whose email matches their name, an organisation,
// a place whose streets and coordinates agree, a project whose owner, repo
// and branches belong together. Formats (JSON Schema 2020-12 Validation
// section 7.3) and patterns (generated from the regular expression's syntax
// tree) take precedence over realism.
//
// Values read like real tool calls: an object sets few optional properties
// (none or one mostly; each still appears present and absent across N
// instances); a present optional array or object is rarely empty; a flag
// with a boolean default mostly takes the other value; arrays of strings
// and objects do not repeat items unless minItems forces it; unbounded
// numbers stay within [default/2, 3*default] of a positive default or
// example, else in a range their name implies; paths of one instance share
// one project root, and a move destination keeps its source's extension;
// dates stay within about four months of 2026-01-15 (fixed, never the wall
// clock) on quarter hours, with start/end and from/to pairs ordered; a
// "name" among attendees, contacts or authors is a person's name. A
// property whose schema requires itself recursively (required recursion)
// is never present; when it is required, [New] reports it.
package synth
