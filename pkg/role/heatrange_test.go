package role

import (
	"encoding/json"
	"testing"
)

// Readings take the range of what they are of: a firing's peak is a
// kiln's heat, a "temp" on a cold store's pallet a fridge's, a dye bath
// warm, a ΔE colour difference a few tenths to a few units, a site's
// altitude hundreds of metres (was -6 °C for a kiln, 428 for a pallet,
// 186 for ΔE, 2 m for a collection site).
func TestReadingRanges(t *testing.T) {
	t.Parallel()
	srv := NewServer("cold-store-wms", []ServerTool{{Name: "wms_rcv", Description: "Receive pallet",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"temp":{"type":"number"},"kg":{"type":"number"}}}`)}})
	for _, c := range []struct {
		tool, desc, name, schema string
		server                   *Server
		lo, hi                   float64
	}{
		{"log_firing_result", "After unloading, record how the firing went. Peak temperature in °C.", "peak_temp_c", `{"type":"integer"}`, nil, 900, 1300},
		{"wms_rcv", "Receive pallet", "temp", `{"type":"number"}`, srv, -30, 8},
		{"dye-lot-stage", "Move a dye lot to its next stage", "vatTempC", `{"type":"number"}`, nil, 30, 100},
		{"qc-record", "Record colour and fastness QC for a lot", "deltaE", `{"type":"number","description":"CIE dE2000 against the master standard."}`, nil, 0, 10},
		{"sb_register_accession", "Registers a new seed collection", "altitude_m", `{"type":"integer"}`, nil, 10, 5000},
	} {
		r := Classify(ToolContext{Name: c.tool, Description: c.desc, Server: c.server},
			ParamContext{Name: c.name, Path: "/" + c.name, Schema: json.RawMessage(c.schema)})
		if r.Typical == nil || r.Typical.Lo < c.lo || r.Typical.Hi > c.hi {
			t.Errorf("%s %s: %s typical %+v (%s), want within %g–%g", c.tool, c.name, r.Kind, r.Typical, r.Why, c.lo, c.hi)
		}
	}
}

// An LLM's "temperature" on a server named for what it serves stays a
// sampling ratio: "server" and "mcp" in a name are no server room.
func TestHeatNameSkipsServer(t *testing.T) {
	t.Parallel()
	if got := heatNameOf("openai-mcp-server"); got != "openai" {
		t.Errorf("heatNameOf = %q, want openai", got)
	}
}
