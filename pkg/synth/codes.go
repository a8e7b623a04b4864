package synth

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// ibanCountries are the countries an IBAN is drawn for, with the length of
// their basic bank account number: countries whose account numbers are all
// digits, so any digits make a well-formed one.
var ibanCountries = []struct {
	cc   string
	bban int
}{{"DE", 18}, {"FR", 23}, {"ES", 20}, {"PL", 24}, {"FI", 14}, {"PT", 21}, {"BE", 12}, {"AT", 16}, {"CH", 17}}

// testCards are the card numbers payment processors publish for testing
// (Visa, Mastercard, Amex, Discover): they pass the Luhn check and charge
// no one.
var testCards = []string{"4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222", "5200828282828210",
	"378282246310005", "371449635398431", "6011111111111117", "4000000000000077", "4000002500003155"}

// standardValue returns an identifier of a published standard for role r
// (role.IDISBN, IDDOI, IDEAN, IDIBAN, IDCard, IDVIN, IDUPRN), with valid check digits;
// ok is false for other conventions.
func (g *Generator) standardValue(r *role.Role) (string, bool) {
	rg := g.rng
	digits := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte('0' + rg.Intn(10))
		}
		return string(b)
	}
	switch r.ID {
	case role.IDISBN:
		if r.Format == "ISBN-10" {
			return isbn10(digits(9)), true
		}
		return gtinCheck([]string{"978", "979"}[rg.Intn(4)/3] + digits(9)), true
	case role.IDEAN:
		switch r.Format {
		case "UPC-A":
			return gtinCheck(strconv.Itoa(rg.Intn(10)) + digits(10)), true
		case "SSCC":
			// an extension digit, a GS1 company prefix and a serial: 17
			// digits and the check digit
			return gtinCheck(digits(17)), true
		}
		return gtinCheck(strconv.Itoa(1+rg.Intn(9)) + digits(11)), true
	case role.IDDOI:
		year := strconv.Itoa(2015 + rg.Intn(10))
		switch rg.Intn(5) {
		case 0: // arXiv: YYMM.NNNNN
			return "10.48550/arXiv." + year[2:] + strconv.Itoa(101 + rg.Intn(12))[1:] + "." + digits(5), true
		case 1: // PLOS ONE
			return "10.1371/journal.pone." + digits(7), true
		case 2: // Nature
			return "10.1038/s41586-0" + year[2:] + "-" + digits(4) + "-" + strconv.Itoa(rg.Intn(10)), true
		case 3: // Springer
			return "10.1007/s" + strconv.Itoa(10000+rg.Intn(2000)) + "-0" + year[2:] + "-" + digits(5) + "-" + strconv.Itoa(rg.Intn(10)), true
		}
		// ACM
		return "10.1145/" + digits(7) + "." + digits(7), true
	case role.IDIBAN:
		c := ibanCountries[rg.Intn(len(ibanCountries))]
		return iban(c.cc, digits(c.bban)), true
	case role.IDCard:
		return testCards[rg.Intn(len(testCards))], true
	case role.IDVIN:
		return g.vin(), true
	case role.IDUPRN:
		// an address's UPRN as councils issue them: 12 digits from 1000
		// or 2000, or 11 from 10
		switch rg.Intn(3) {
		case 0:
			return "1000" + digits(8), true
		case 1:
			return "2000" + digits(8), true
		}
		return "10" + strconv.Itoa(1+rg.Intn(9)) + digits(8), true
	}
	return "", false
}

// standardID tells whether identifiers of convention c follow a
// published standard that standardValue draws.
func standardID(c role.IDConvention) bool {
	switch c {
	case role.IDISBN, role.IDDOI, role.IDEAN, role.IDIBAN, role.IDCard, role.IDVIN, role.IDUPRN:
		return true
	}
	return false
}

// gtinCheck appends the GTIN/EAN/ISBN-13 check digit to body (weights 3
// and 1 from the right).
func gtinCheck(body string) string {
	sum := 0
	for i := len(body) - 1; i >= 0; i-- {
		d := int(body[i] - '0')
		if (len(body)-1-i)%2 == 0 {
			d *= 3
		}
		sum += d
	}
	return body + strconv.Itoa((10-sum%10)%10)
}

// isbn10 appends the ISBN-10 check digit (0–9 or X) to nine digits.
func isbn10(body string) string {
	sum := 0
	for i := 0; i < 9; i++ {
		sum += int(body[i]-'0') * (10 - i)
	}
	c := (11 - sum%11) % 11
	if c == 10 {
		return body + "X"
	}
	return body + strconv.Itoa(c)
}

// iban builds the IBAN of country cc and account bban (ISO 13616: the
// check digits make the number mod 97 equal 1).
func iban(cc, bban string) string {
	var b strings.Builder
	for _, ch := range bban + cc + "00" {
		if ch >= 'A' && ch <= 'Z' {
			b.WriteString(strconv.Itoa(int(ch-'A') + 10))
		} else {
			b.WriteRune(ch)
		}
	}
	n, _ := new(big.Int).SetString(b.String(), 10)
	check := 98 - new(big.Int).Mod(n, big.NewInt(97)).Int64()
	return cc + strconv.FormatInt(100+check, 10)[1:] + bban
}
