package generate

import (
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestFollowUpPersonTied: a follow-up about another person gives them
// their own phone (said with the name: "Joana Romano (+44 …)") and
// leaves out the first person's optional certificate number, never
// copying either; a required date of birth stays for keepsBirth to
// refuse.
func TestFollowUpPersonTied(t *testing.T) {
	name := prompt.Param{Name: "name", Type: "string", Required: true}
	mobile := prompt.Param{Name: "mobile", Type: "string", Required: true}
	mobile.Role.Kind = role.Phone
	cert := prompt.Param{Name: "theoryCertNo", Type: "string"}
	dob := prompt.Param{Name: "date_of_birth", Type: "string", Required: true}
	zone := prompt.Param{Name: "pickupPostcode", Type: "string", Required: true}
	params := []prompt.Param{name, mobile, cert, dob, zone}
	args := map[string]any{"name": "Emma Laurent", "mobile": "+44 7616 338177", "theoryCertNo": "682689",
		"date_of_birth": "2001-02-03", "pickupPostcode": "SE1 9SG"}
	other := map[string]any{"name": "Joana Romano", "mobile": "+44 7246 462505", "theoryCertNo": "771203",
		"date_of_birth": "1999-09-09", "pickupPostcode": "E1 6AN"}
	a2 := cloneArgs(args)
	a2["name"] = other["name"]
	parts := withTied(params, []prompt.Param{name}, args, other, a2)
	if len(parts) != 2 || parts[1].Name != "mobile" || a2["mobile"] != "+44 7246 462505" {
		t.Errorf("phone not changed with the person: parts %v, a2 %v", parts, a2)
	}
	if _, kept := a2["theoryCertNo"]; kept {
		t.Errorf("the first person's certificate kept: %v", a2)
	}
	if a2["date_of_birth"] != "2001-02-03" || a2["pickupPostcode"] != "SE1 9SG" {
		t.Errorf("required birth date or a place changed: %v", a2)
	}
	if got := personSaid(parts, a2); got != "Joana Romano (+44 7246 462505)" {
		t.Errorf("personSaid = %q", got)
	}
}
