// Package exampleserver is a small but real MCP server (MCP 2025-11-25,
// stdio transport) used by mcpgen's tests, demos and benchmarks: an office
// assistant with ten tools (forecast, rooms and one room by its id, free
// rooms on a day, events and one event by its id, booking, cancelling,
// notes, e-mail) over a calendar of a few events a week from September
// 2025 to May 2026 and six rooms with names ("the Atlas room"), so that
// one call's result leads to the next (a room found, then its bookings; an
// event searched by title, then its details); its input schemas use
// enums, nested objects, arrays of objects, formats (date, date-time, email, uri), a pattern, defaults,
// readOnlyHint and destructiveHint annotations (and one tool with none), an
// outputSchema with structuredContent, and isError results for some inputs.
//
// Every output is a pure function of the call's arguments (no clock, no
// randomness, no state shared between calls), so datasets recorded from it
// are reproducible whatever the number of sessions.
//
// Faults, selected by Faults fields (the `mcpgen example-server` flags),
// make it misbehave on purpose for client fault tests: crash after k calls,
// hang on one tool or on one call, a banner line on stdout before the handshake, invalid
// JSON mid-session, a huge result, a stderr flood, a slow start, an exit
// during initialize, small tools/list pages and a repeated cursor.
package exampleserver
