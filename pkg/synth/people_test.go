package synth

import (
	"strconv"
	"strings"
	"testing"
)

// peopleCalls returns n calls of one tool of a tool file of
// testdata/people, generated with the tool's server read.
func peopleCalls(t *testing.T, file, tool string, n int) []map[string]any {
	t.Helper()
	return fileCalls(t, "testdata/people/"+file, tool, n, 9)
}

// mailOf reports whether an email address is a person's of that name:
// its local part holds their first or last name.
func mailOf(email, name string) bool {
	local, _, _ := strings.Cut(email, "@")
	for _, w := range strings.Fields(name) {
		if strings.Contains(local, loginPart(w)) {
			return true
		}
	}
	return false
}

// A guardian registering a child is not the child: two people, the
// guardian's email theirs, often one family name; the child was born in
// the years its U-number division takes in the season's year.
func TestGuardianIsNotThePlayer(t *testing.T) {
	family := 0
	calls := peopleCalls(t, "youth_soccer_league.json", "register-player", 40)
	for _, m := range calls {
		gd, _ := m["guardian"].(map[string]any)
		pl, _ := m["player"].(map[string]any)
		gname, _ := gd["name"].(string)
		first, _ := pl["first_name"].(string)
		last, _ := pl["last_name"].(string)
		if gname == first+" "+last {
			t.Errorf("the guardian is the player %q: %v", gname, m)
		}
		if strings.HasSuffix(gname, " "+last) {
			family++
		}
		if e, ok := gd["email"].(string); ok && !mailOf(e, gname) {
			t.Errorf("guardian %q has the email %q: %v", gname, e, m)
		}
		div, _ := m["division"].(string)
		season, _ := m["season_id"].(string)
		dob, _ := pl["date_of_birth"].(string)
		under, _ := strconv.Atoi(strings.TrimPrefix(div, "U"))
		year, _ := strconv.Atoi(season[len(season)-4:])
		born, _ := strconv.Atoi(dob[:4])
		if born < year-under+1 || born > year-under+2 {
			t.Errorf("a %s player of %s born in %d: %v", div, season, born, m)
		}
	}
	if family < len(calls)/2 {
		t.Errorf("%d of %d guardians share the child's last name", family, len(calls))
	}
}

// A flower order's sender is not its recipient, and the sender's email
// is the sender's.
func TestSenderIsNotTheRecipient(t *testing.T) {
	for _, m := range peopleCalls(t, "florist.json", "petalpro_create_order", 40) {
		s, _ := m["sender"].(map[string]any)
		name, _ := s["name"].(string)
		if to, _ := m["recipient_name"].(string); to != "" && to == name {
			t.Errorf("the sender is the recipient %q: %v", to, m)
		}
		if e, ok := s["email"].(string); ok && name != "" && !mailOf(e, name) {
			t.Errorf("sender %q has the email %q: %v", name, e, m)
		}
	}
}

// A customer's business name is an organisation's, not a person's, and
// the contact's email is the contact's at the business.
func TestBusinessNameIsNoPerson(t *testing.T) {
	for _, m := range peopleCalls(t, "print_shop.json", "inkwell_create_order", 40) {
		c, _ := m["customer"].(map[string]any)
		b, _ := c["business_name"].(string)
		if f := strings.Fields(b); len(f) == 2 && inPool(f[0], firstNames) && inPool(f[1], lastNames) {
			t.Errorf("business name %q is a person's: %v", b, m)
		}
		name, _ := c["contact_name"].(string)
		if e, ok := c["email"].(string); ok && name != "" && !mailOf(e, name) {
			t.Errorf("contact %q has the email %q: %v", name, e, m)
		}
	}
}

// A museum lends to and gives to another museum, gallery or university
// (not an email address, not a cloud company), and its contact's email
// is at the institution's domain.
func TestMuseumDealsWithInstitutions(t *testing.T) {
	for _, m := range peopleCalls(t, "museum_collections.json", "tessera_deaccessionObject", 30) {
		if r, ok := m["recipientInstitution"].(string); ok && !inPool(r, kindOrgs["museum"]) {
			t.Errorf("recipient institution %q: %v", r, m)
		}
	}
	for _, m := range peopleCalls(t, "museum_collections.json", "tessera_createLoanAgreement", 30) {
		b, _ := m["borrowingInstitution"].(map[string]any)
		name, _ := b["name"].(string)
		if !inPool(name, kindOrgs["museum"]) {
			t.Errorf("borrowing institution %q: %v", name, m)
		}
		if e, ok := b["contactEmail"].(string); ok && !strings.HasSuffix(e, "@"+orgDomain(name)+".org") {
			t.Errorf("contact email %q of %q: %v", e, name, m)
		}
	}
}

// A brewery orders raw materials from a maltster or a hop farm, and
// writes to the supplier at the supplier's domain.
func TestBrewerySuppliers(t *testing.T) {
	for _, m := range peopleCalls(t, "brewery.json", "create_purchase_order", 30) {
		s, _ := m["supplier"].(string)
		if !inPool(s, kindSupplies["beverage"]) {
			t.Errorf("supplier %q: %v", s, m)
		}
		if e, ok := m["supplier_email"].(string); ok && !strings.HasSuffix(e, "@"+orgDomain(s)+".com") {
			t.Errorf("supplier email %q of %q: %v", e, s, m)
		}
	}
}

// An adult's date of birth is between 1950 and 2005; a child's, where
// the tool registers children, in the last sixteen years.
func TestBornDates(t *testing.T) {
	src := `{"type":"object","properties":{"full_name":{"type":"string"},"date_of_birth":{"type":"string","format":"date"}},"required":["full_name","date_of_birth"]}`
	for _, c := range []struct {
		topic, about string
		lo, hi       int
	}{
		{"register_student", "Register a new learner driver with the school.", 1950, 2005},
		{"add_patient", "Add a patient to the practice.", 1950, 2005},
		{"enroll_camper", "Enroll a child in a summer camp session.", 2009, 2021},
		{"register_player", "Register a player for the junior league.", 2009, 2021},
	} {
		for _, m := range decodeAll(t, src, 30, Options{Seed: 3, RootObject: true, Topic: c.topic, About: c.about}) {
			y, _ := strconv.Atoi(m["date_of_birth"].(string)[:4])
			if y < c.lo || y > c.hi {
				t.Errorf("%s: born %v, want %d–%d", c.topic, m["date_of_birth"], c.lo, c.hi)
			}
		}
	}
}

func TestOrgDomain(t *testing.T) {
	for name, want := range map[string]string{"Whitmore Museum of Art": "whitmoremuseum", "The Linden Inn": "lindeninn",
		"Valley Hops Co.": "valleyhops", "Hart & Webb LLP": "hartwebb", "St. Anne's Hospital": "anneshospital"} {
		if got := orgDomain(name); got != want {
			t.Errorf("orgDomain(%q) = %q, want %q", name, got, want)
		}
	}
}

// A player registered as a girl or a boy has a first name of that
// gender.
func TestFirstNameFitsGender(t *testing.T) {
	n := 0
	for _, m := range peopleCalls(t, "youth_soccer_league.json", "register-player", 60) {
		pl, _ := m["player"].(map[string]any)
		first, _ := pl["first_name"].(string)
		switch pl["gender"] {
		case "girl":
			n++
			if indexOf(maleNames, first) >= 0 {
				t.Errorf("a girl named %q: %v", first, m)
			}
		case "boy":
			n++
			if indexOf(femaleNames, first) >= 0 {
				t.Errorf("a boy named %q: %v", first, m)
			}
		}
	}
	if n == 0 {
		t.Error("no player's gender stated")
	}
}

// An organisation parameter inside an object given by $ref (a lendee's
// institution under $defs) is still the tool's organisation: a gallery
// lends to another gallery, written to at its domain.
func TestOrgSlotBehindRef(t *testing.T) {
	src := `{"type":"object","$defs":{"Lendee":{"type":"object","properties":{"institution":{"type":"string"},"contact_email":{"type":"string","format":"email"}},"required":["institution","contact_email"]}},"properties":{"lendee":{"$ref":"#/$defs/Lendee"},"item_ids":{"type":"array","items":{"type":"string"}}},"required":["lendee","item_ids"]}`
	for _, m := range decodeAll(t, src, 20, Options{Seed: 3, RootObject: true, Topic: "lend_artwork", About: "Lend artworks to another gallery for an exhibition."}) {
		l, _ := m["lendee"].(map[string]any)
		name, _ := l["institution"].(string)
		if !inPool(name, kindOrgs["museum"]) {
			t.Errorf("institution %q: %v", name, m)
		}
		if e, _ := l["contact_email"].(string); !strings.HasSuffix(e, "@"+orgDomain(name)+".org") {
			t.Errorf("contact email %q of %q: %v", e, name, m)
		}
	}
}

// A freight tool's shipper is a business whose goods move, not a
// haulier: its organisation is never a carrier's name.
func TestShipperIsNoCarrier(t *testing.T) {
	src := `{"type":"object","properties":{"shipper_company":{"type":"string"},"pallets":{"type":"integer","minimum":1}},"required":["shipper_company","pallets"]}`
	for _, m := range decodeAll(t, src, 20, Options{Seed: 4, RootObject: true, Topic: "book_freight", About: "Book a freight shipment for a shipper's pallets."}) {
		c, _ := m["shipper_company"].(string)
		if !inPool(c, kindOrgs["logistics"]) || strings.Contains(c, "Freight") || strings.Contains(c, "Carriers") {
			t.Errorf("shipper company %q: %v", c, m)
		}
	}
}

// A freight tool about carriers names a haulier.
func TestCarrierToolNamesHaulier(t *testing.T) {
	src := `{"type":"object","properties":{"company_name":{"type":"string"},"mc_code":{"type":"string"}},"required":["company_name","mc_code"]}`
	for _, m := range decodeAll(t, src, 10, Options{Seed: 4, RootObject: true, Topic: "onboard_carrier", About: "Onboard a carrier for freight shipments."}) {
		if c, _ := m["company_name"].(string); !inPool(c, carrierOrgs) {
			t.Errorf("carrier company %q: %v", c, m)
		}
	}
}
