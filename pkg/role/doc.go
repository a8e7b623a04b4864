// Package role classifies each parameter of a tool into a semantic role
// — what the value is in the user's world (a city, a person, an issue
// number, a search query) — and reads what the parameter's description
// says about its values: examples ("e.g. 'pizza near Central Park'"),
// units ("in seconds"), ranges ("between 1 and 100", "max 50"), prose
// enumerations ("one of a, b or c"), formats ("YYYY-MM-DD", "owner/repo")
// and the actions a parameter applies to ("used for close/select").
//
// One role per parameter is shared by the two halves of a generated
// record: pkg/synth draws the value from the role (always inside the
// schema), and the request's words mention the value as a person would.
//
// # API
//
//	r := role.Classify(
//		role.ToolContext{Name: t.Name, Title: t.Title, Description: t.Description},
//		role.ParamContext{Name: "count", Path: "/count", Schema: raw, Siblings: []string{"query", "offset"}},
//	)
//	// r.Kind == role.Count, *r.Min == 1, *r.Max == 20, r.Default == "10", r.Why explains
//
// Classify is pure, deterministic and cheap (no I/O; a few string scans
// and precompiled expressions): call it once per tool and parameter and
// cache the result per tool. [ParamContext.Facts] takes a parsed view of
// the schema for callers holding a compiled one; otherwise Schema (raw
// JSON) is parsed. Kinds are stable names (`mcpgen templates roles` prints
// them, hints files set them with `role: city`).
//
// # Using a role in the words of a request
//
// The request generator (pkg/prompt) should phrase a value by its role,
// not by its JSON type or parameter name. [Kind.Phrases] gives fmt
// patterns for how a person mentions a value, most common first, and
// [Kind.Noun] what a person calls it:
//
//	City          "in Lisbon", "near Porto"
//	Person        "for Ana Costa", "with Ana Costa"
//	Username      "@ana-costa"
//	RepoOwner + RepoName (+ an ID with ID == IDIID)
//	              "PR 39 in acme/api", "issue 112 of acme/api" — say owner and name together
//	Branch        "on feature/login-retry", "into main"
//	Date/DateTime "on 2026-01-20", "next Friday" (relative to the run's fixed
//	              reference date, 2026-01-15, when the tool documents dates)
//	Duration      "for 30 seconds", "the last 3 days" (Role.Unit says the unit)
//	Count         "up to 20 results", "the top 5"
//	Page/Offset   "page 3", "skipping the first 40"
//	Quantity      the number and Role.Unit: "a 5 km radius", "1280 pixels wide"
//	Query         the query as typed: "vegan restaurants near Alfama"
//	Title         "called \"Fix login timeout\""
//	Text          long free text attached after a colon or on its own line
//	Enum          the value as a word, or the prose around Role.Values
//	Boolean       a clause, not "true": "as a draft", "including images"
//	Code/SQL/Selector/Regex/Glob   verbatim, in backticks when short
//
// Values of one call that share [Kind.Scenario] ("person", "place",
// "project", "org") describe the same thing, so a request can say them
// together ("Ana Costa's email", "acme/api's main branch"). Parameters
// left out because [Role.AppliesTo] does not include the call's action
// should not be mentioned either. Optional parameters a person would not
// say are best left out of most requests.
//
// [Role.Why] is for people (`mcpgen templates roles`), not for parsing.
package role
