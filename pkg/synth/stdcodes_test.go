package synth

import (
	"slices"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A rate quote's two ends are real UN/LOCODEs, and different places; a
// booking's HS codes open with the codes of the goods its cargo
// description names.
func TestStandardCodesOfFreight(t *testing.T) {
	real := map[string]bool{}
	for _, c := range cityLocodes {
		real[c] = true
	}
	for _, c := range portLocodes {
		real[c] = true
	}
	checked := 0
	for seed := int64(1); seed <= 20; seed++ {
		for _, m := range fileCalls(t, "testdata/hold24/freight_forwarder.json", "rateQuote", 3, seed) {
			o, _ := m["origin"].(map[string]any)
			d, _ := m["destination"].(map[string]any)
			a, _ := o["unlocode"].(string)
			b, _ := d["unlocode"].(string)
			if !real[a] || !real[b] || a == b {
				t.Errorf("seed %d: origin %q, destination %q, want two real, different UN/LOCODEs", seed, a, b)
			}
			checked++
		}
		for _, m := range fileCalls(t, "testdata/hold24/freight_forwarder.json", "bookingCreate", 3, seed) {
			goods, _ := m["cargo_description"].(string)
			hs, _ := m["hs_codes"].([]any)
			i := slices.Index(cargoGoods, goods)
			if i < 0 || len(hs) == 0 {
				continue
			}
			checked++
			if first, _ := hs[0].(string); !slices.Contains(cargoHS[i], first) {
				t.Errorf("seed %d: HS codes %v for %q, want %v first", seed, hs, goods, cargoHS[i])
			}
		}
	}
	if checked < 40 {
		t.Fatalf("only %d calls checked", checked)
	}
}

// Every standard's table holds codes of its shape: six-digit HS
// subheadings, UN numbers, 8 or 11 character BICs, five-letter LOCODEs.
func TestStandardCodeTables(t *testing.T) {
	if len(cargoHS) != len(cargoGoods) {
		t.Fatalf("%d HS rows for %d goods", len(cargoHS), len(cargoGoods))
	}
	for _, row := range cargoHS {
		for _, c := range row {
			if len(c) != 6 || !allDigits(c) {
				t.Errorf("HS code %q", c)
			}
		}
	}
	for _, c := range bankBICs {
		if len(c) != 8 && len(c) != 11 {
			t.Errorf("BIC %q", c)
		}
	}
	all := slices.Clone(portLocodes)
	for _, c := range cityLocodes {
		all = append(all, c)
	}
	for _, c := range all {
		if len(c) != 5 {
			t.Errorf("LOCODE %q", c)
		}
	}
	for city := range cityLocodes {
		found := false
		for _, p := range places {
			found = found || p.city == city
		}
		if !found {
			t.Errorf("LOCODE of %s, a city of no place", city)
		}
	}
}

// A course code drawn like "ES-A2-EVE-0925 (language, CEFR level,
// schedule, start month/year)" keeps the level A2 and ends in a month
// and year: never "ES-Z4-EVE-0143".
func TestCourseCodeKeepsLevelAndMonth(t *testing.T) {
	checked := 0
	for seed := int64(1); seed <= 10; seed++ {
		for _, m := range fileCalls(t, "testdata/hold23/language_school.json", "lingua_enrollStudent", 3, seed) {
			c, _ := m["course_code"].(string)
			checked++
			if len(c) != 14 || c[:10] != "ES-A2-EVE-" || dateRunLayout(c[10:]) == "" {
				t.Errorf("seed %d: course_code %q, want ES-A2-EVE- and a recent MMYY", seed, c)
			}
		}
	}
	if checked < 20 {
		t.Fatalf("only %d course codes", checked)
	}
}

// Every UN/LOCODE drawn is one a request can name the place of, and
// names the same city the synthesizer's table does.
func TestLocodesNamePlaces(t *testing.T) {
	for city, code := range cityLocodes {
		if role.LocodePlaces[code] != city {
			t.Errorf("%s: LocodePlaces says %q, want %s", code, role.LocodePlaces[code], city)
		}
	}
	for _, code := range portLocodes {
		if role.LocodePlaces[code] == "" {
			t.Errorf("port %s names no place", code)
		}
	}
}

// A rate quote's end with an address in another city than the call's
// has its address in the city its UN/LOCODE names.
func TestAddressAgreesWithLocode(t *testing.T) {
	checked := 0
	for seed := int64(1); seed <= 30; seed++ {
		for _, m := range fileCalls(t, "testdata/hold24/freight_forwarder.json", "rateQuote", 3, seed) {
			for _, end := range []string{"origin", "destination"} {
				o, _ := m[end].(map[string]any)
				code, _ := o["unlocode"].(string)
				addr, ok := o["address"].(string)
				if !ok {
					continue
				}
				checked++
				if city := role.LocodePlaces[code]; !strings.HasSuffix(addr, ", "+city) {
					t.Errorf("seed %d: %s address %q beside %s (%s)", seed, end, addr, code, city)
				}
			}
		}
	}
	if checked < 10 {
		t.Fatalf("only %d addresses", checked)
	}
}
