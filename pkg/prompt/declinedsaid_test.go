package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestDeclinedAckNotAsIfUncalled: the answer to a declined call says the
// assistant does not go ahead with it, never as if no call had been made
// ("I didn't run it", "I've held off", "I'll stop there", "I won't check
// it then").
func TestDeclinedAckNotAsIfUncalled(t *testing.T) {
	read := &Binding{}
	read.data.intent = toolIntent("get_widget", "", "Get a widget by its id")
	rng := rand.New(rand.NewPCG(4, 4))
	for range 300 {
		for _, a := range []string{DeclinedAck(rng), DeclinedAckFor(rng, read)} {
			for _, bad := range []string{"didn't run it", "held off", "stop there", "won't check it"} {
				if strings.Contains(a, bad) {
					t.Fatalf("declined call answered %q", a)
				}
			}
		}
	}
}
