package prompt

import (
	"strings"
	"testing"
)

// TestDetailClause: a description's clipped "incl." ends the tool's
// object with what follows it ("Job detail incl. customer, specimen"
// was asked "Grab job TX-9896's detail incl"), and a thing's "detail"
// is asked as its details ("Grab machine L63-D70's details").
func TestDetailClause(t *testing.T) {
	for _, s := range fileRequests(t, "dev41/taxidermy_studio.json", "jobGet", `{"jobNo":"TX-5521"}`, 6) {
		if strings.Contains(s, "incl") || !strings.Contains(s, "TX-5521") {
			t.Errorf("jobGet: %q", s)
		}
	}
	for _, s := range fileRequests(t, "dev41/laundromat_chain.json", "machine_get", `{"m":"L63-D70"}`, 6) {
		if !strings.Contains(s, "details") || strings.Contains(s, "detail.") || strings.Contains(s, "detail?") {
			t.Errorf("machine_get: %q", s)
		}
	}
	if c := firstClause("Machine detail w/ last error code."); c != "Machine details" {
		t.Errorf("clause %q, want \"Machine details\"", c)
	}
}
