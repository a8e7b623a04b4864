package prompt

import (
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestIDReplyNoApology: a user giving the id a question asked for did
// nothing wrong: the reply, made Unapologetic, never opens with "Oops"
// or "Sorry".
func TestIDReplyNoApology(t *testing.T) {
	p := Param{Name: "ticketId", Type: "string"}
	p.Role.Kind = role.ID
	for i := range 200 {
		v := "FX-26-" + strings.Repeat("0", 3) + string(rune('0'+i%10)) + string(rune('A'+i/10))
		r, ok := idReply(p, v)
		if !ok {
			t.Fatalf("idReply(%q): not ok", v)
		}
		if r = Unapologetic(r); strings.HasPrefix(r, "Oops") || strings.HasPrefix(r, "Sorry") {
			t.Errorf("idReply(%q) = %q: an answer, not an apology", v, r)
		}
	}
}
