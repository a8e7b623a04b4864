package prompt

import "strings"

// roleOrgNouns name the part an organisation plays in a record (a
// trial's sponsor, a deaccession's recipient institution, a member's
// company): the request names the part, never "into the Helix Biopharma
// org", which is how a code host's organisation is said.
var roleOrgNouns = map[string]bool{"sponsor": true, "institution": true, "company": true, "business": true, "employer": true,
	"client": true, "agency": true, "firm": true, "school": true, "club": true, "insurer": true, "lender": true,
	"borrower": true, "hospital": true, "clinic": true, "museum": true, "carrier": true, "partner": true}

// orgRoleWords says an organisation by the part its parameter names
// (hl, the parameter's name in words: "sponsor name", "recipient
// institution"); ok is false when the name says no part.
func (st *funcState) orgRoleWords(x, hl string) (argWords, bool) {
	ws := strings.Fields(strings.ToLower(hl))
	if n := len(ws); n > 1 && ws[n-1] == "name" {
		ws = ws[:n-1]
	}
	if len(ws) == 0 || !roleOrgNouns[ws[len(ws)-1]] {
		return argWords{}, false
	}
	np := strings.Join(ws, " ")
	switch w := ws[len(ws)-1]; {
	case (w == "company" || w == "employer") && len(ws) == 1:
		// a member's company: where the person works ("members at
		// Tidewater Analytics")
		if st.data != nil && st.data.Tool.intent.Read {
			return argWords{text: "at " + x}, true
		}
		return argWords{text: st.turn("at "+x, "from "+x)}, true
	case len(ws) > 1 && personQualifiers[ws[0]]:
		// guest_company: where the guest comes from ("Daniel Jensen
		// from Vela Energy")
		return argWords{text: "from " + x}, true
	case np != strings.ToLower(hl):
		return argWords{text: st.turn("with "+x+" as the "+np, "for the "+np+" "+x)}, true
	}
	// "with X as the recipient institution" would echo the key like a
	// form field
	return argWords{text: "for the " + np + " " + x}, true
}

// personQualifiers are the people an organisation parameter can be of
// (guest_company, customer_business): the organisation is where they
// come from.
var personQualifiers = map[string]bool{"guest": true, "visitor": true, "member": true, "customer": true, "contact": true,
	"applicant": true, "patient": true, "student": true, "user": true, "attendee": true, "candidate": true}
