package synth

// vinMakers are world manufacturer identifiers (the first three
// characters of a VIN) of makes common in fleets: Honda, Ford, Tesla,
// Volkswagen, Toyota, Chevrolet, Mercedes-Benz vans, Nissan.
var vinMakers = []string{"1HG", "1FT", "5YJ", "WVW", "JTD", "1GC", "WD3", "1N4", "3VW", "2T1"}

// vinChars are the characters a VIN uses: no I, O or Q.
const vinChars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"

// vinYears are model-year codes (the tenth character) of 2016–2026.
const vinYears = "GHJKLMNPRST"

// vinValue is the ISO 3779 transliteration of a VIN character.
func vinValue(c byte) int {
	if c >= '0' && c <= '9' {
		return int(c - '0')
	}
	const letters = "ABCDEFGH" + "JKLMN" + "P" + "R" + "STUVWXYZ"
	vals := [...]int{1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9}
	for i := 0; i < len(letters); i++ {
		if letters[i] == c {
			return vals[i]
		}
	}
	return 0
}

// vinCheck returns the check digit (the ninth character) of a VIN whose
// other characters are set.
func vinCheck(v []byte) byte {
	weights := [...]int{8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2}
	sum := 0
	for i, c := range v {
		sum += vinValue(c) * weights[i]
	}
	if r := sum % 11; r < 10 {
		return byte('0' + r)
	}
	return 'X'
}

// vin returns a vehicle identification number with a valid check digit:
// a maker's identifier, five descriptor characters, the check digit, a
// recent model year, a plant and a six-digit serial.
func (g *Generator) vin() string {
	rg := g.rng
	v := []byte(vinMakers[rg.Intn(len(vinMakers))])
	for i := 0; i < 5; i++ {
		v = append(v, vinChars[rg.Intn(len(vinChars))])
	}
	v = append(v, '0', vinYears[rg.Intn(len(vinYears))], vinChars[rg.Intn(23)])
	for i := 0; i < 6; i++ {
		v = append(v, byte('0'+rg.Intn(10)))
	}
	v[8] = vinCheck(v)
	return string(v)
}
