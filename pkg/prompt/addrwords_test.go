package prompt

import "testing"

// An address object (a shipping tool's sender and recipient, as in the
// hand-written logistics tool file) is said in one line the way it goes on
// an envelope, with which end of the delivery it is, never pasted as JSON.
func TestAddressSaidAsALine(t *testing.T) {
	contact := `{"type":"object","properties":{"name":{"type":"string"},"company":{"type":"string"},"phone":{"type":"string"},"email":{"type":"string","format":"email"},"address_line1":{"type":"string"},"address_line2":{"type":"string"},"city":{"type":"string"},"postal_code":{"type":"string"},"country":{"type":"string","pattern":"^[A-Z]{2}$"}},"required":["name","address_line1","city","postal_code","country"]}`
	cases := []requestCase{
		{"create_shipment", "Create a shipment and buy the label for a quote.",
			`{"type":"object","properties":{"quote_id":{"type":"string","description":"e.g. \"qt_9XkP2m\""},"sender":` + contact + `,"recipient":` + contact + `},"required":["quote_id","sender","recipient"]}`,
			`{"quote_id":"qt_6TgH3h","sender":{"name":"Ethan Brown","address_line1":"Mariahilfer Straße 88","city":"Vienna","postal_code":"1060","country":"AT","phone":"+43 1 234 5678"},"recipient":{"name":"Ana Costa","company":"Costa Lda","address_line1":"12 Rue Oberkampf","city":"Paris","postal_code":"75011","country":"FR"}}`,
			[]string{"from Ethan Brown, Mariahilfer Straße 88, 1060 Vienna, AT", "to Ana Costa (Costa Lda), 12 Rue Oberkampf, 75011 Paris, FR", "+43 1 234 5678"},
			[]string{`{"`, "address_line1", "postal_code"}},
	}
	checkRequests(t, cases, 30, 4)
}
