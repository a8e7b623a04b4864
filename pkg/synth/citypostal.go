package synth

// cityPostals are real postal codes of each city of places, so a postal
// code agrees with the city of its call: "60611" beside Chicago, never a
// California "93164"; "08007" beside Barcelona, never Madrid's "28011".
// An X stands for any digit that keeps the code inside the city (every
// 606XX is a Chicago ZIP); other characters are kept.
var cityPostals = map[string][]string{
	"Lisbon": {"1100-148", "1250-096", "1200-195"}, "Porto": {"4000-322", "4050-262"},
	"Berlin": {"1011X", "10178"}, "Munich": {"8033X", "80539"},
	"Madrid": {"2801X", "28004"}, "Barcelona": {"0800X", "08010"},
	"Paris": {"75001", "75006", "75011"}, "London": {"SE15 4QN", "W3 7JN", "E8 3RL", "N1 9GU", "WC2N 5DU", "SE1 9SG"},
	"Amsterdam": {"1012 AB", "1016 GV"}, "Chicago": {"606XX"}, "Austin": {"7870X"}, "Boston": {"0210X", "02114"},
	"Seattle": {"9810X", "98121"}, "San Francisco": {"9410X", "94111"},
	"Toronto": {"M5V 2T6", "M5H 2N2", "M4W 1A8"}, "Montreal": {"H2Y 1Y4", "H3A 1B9"},
	"Tokyo": {"100-0005", "150-0043", "160-0022"}, "Osaka": {"530-0001", "542-0076"},
	"Sydney": {"2000", "2010"}, "Melbourne": {"3000", "3006"}, "Dublin": {"D02 AF30", "D01 F5P2"},
	"São Paulo": {"01310-100", "05407-002"}, "Copenhagen": {"1050", "1100", "1620"},
	"Nairobi": {"00100", "00200"}, "Lima": {"15001", "15074"}, "Mexico City": {"06000", "06600", "11560"},
	"Cape Town": {"8001", "8005"}, "Singapore": {"018956", "238872", "049315"}, "Seoul": {"03154", "04536"},
	"Vienna": {"1010", "1060", "1070"}, "Prague": {"110 00", "120 00"}, "Milan": {"2012X"}, "Oslo": {"0150", "0160", "0355"},
	"Istanbul": {"34430", "34710"}, "Buenos Aires": {"C1002", "C1043"},
}

// cityPostal returns a postal code of the scene's city (cityPostals), ok
// false for a city the table does not hold.
func (g *Generator) cityPostal() (string, bool) {
	codes, ok := cityPostals[g.here().city]
	if !ok {
		codes, ok = homePostals[g.here().city]
	}
	if !ok {
		return "", false
	}
	b := []byte(codes[g.rng.Intn(len(codes))])
	for i := range b {
		if b[i] == 'X' {
			b[i] = byte('0' + g.rng.Intn(10))
		}
	}
	return string(b), true
}
