package role

import "strings"

// heatSettings are the things a temperature is of, read from the words
// of the parameter and its tool, with the range that thing usually
// takes in degrees Celsius: a fermenting beer is 16–24 °C, a fridge
// 1–5 °C, an oven 160–230 °C, a room 18–26 °C, water 8–28 °C. Earlier entries win:
// "mash" before "water", "freezer" before "fridge".
var heatSettings = []struct {
	words []string
	typ   *Range
}{
	{[]string{"mash"}, rng(62, 70, 0)},
	{[]string{"ferment", "fermentation", "fermenter", "brew"}, rng(16, 24, 0)},
	{[]string{"freezer", "frozen", "deep freeze"}, rng(-24, -16, 0)},
	{[]string{"fridge", "refrigerat", "chiller", "cold chain", "cold storage", "cold store", "cold room", "cooler"}, rng(1, 5, 0)},
	// a pottery kiln fires at stoneware and earthenware heats, not an
	// oven's 200 °C; a firing is a kiln's
	{[]string{"kiln", "bisque", "glaze firing", "firing", "stoneware", "earthenware", "porcelain", "ceramic", "pottery"}, rng(950, 1290, 0)},
	{[]string{"oven", "bake", "baking", "roast"}, rng(160, 230, 0)},
	// a steam sterilizer holds 121 °C or 134 °C
	{[]string{"autoclave", "steriliz", "sterilis", "sterile"}, rng(121, 137, 1)},
	// a dye bath runs from warm to near boiling
	{[]string{"dye", "dyeing", "dyebath", "dye bath"}, rng(40, 98, 0)},
	{[]string{"body", "patient", "fever", "pet", "animal"}, rng(36.5, 39, 1)},
	{[]string{"pool", "spa", "hot tub"}, rng(26, 38, 0)},
	{[]string{"water heater", "boiler", "hot water"}, rng(45, 65, 0)},
	// water a tool measures is liquid: a pond's, an enclosure's or a
	// tank's 8–28 °C, never -9 °C (hot water, a pool and a mash above)
	{[]string{"water", "aquarium", "pond", "effluent", "wastewater"}, rng(8, 28, 1)},
	{[]string{"soil"}, rng(8, 25, 0)},
	{[]string{"room", "office", "indoor", "greenhouse", "server", "warehouse", "hvac", "thermostat", "heating"}, rng(18, 26, 0)},
}

// heatOf is the range of a temperature of the thing the parameter's
// name, its description, its tool or its server's name speaks of
// (heatSettings), nil when none is named. The parameter's own words come
// first: a room_temp_c of a brewery's tool is a room's; a cold store's
// "temp" on receiving a pallet is a fridge's.
func (c *ctx) heatOf() *Range {
	own := strings.Join(c.ts, " ") + " " + c.d
	tool := strings.ToLower(c.tool.Name + " " + c.tool.Description)
	texts := []string{own, tool}
	if c.tool.Server != nil {
		texts = append(texts, c.tool.Server.heatName)
	}
	for _, text := range texts {
		for _, h := range heatSettings {
			if namesAny(text, h.words) {
				return h.typ
			}
		}
	}
	return nil
}

// namesAny reports whether text has one of words at the start of a word;
// a word under five letters must also end there, or go on only by a
// plural "s" ("pets", never "petrol"; "spa", never "space").
func namesAny(text string, words []string) bool {
	for _, w := range words {
		for i := 0; ; {
			j := strings.Index(text[i:], w)
			if j < 0 {
				break
			}
			at, end := i+j, i+j+len(w)
			i = at + 1
			if at > 0 && isLetter(text[at-1]) {
				continue
			}
			if len(w) < 5 && end < len(text) && isLetter(text[end]) && (text[end] != 's' || end+1 < len(text) && isLetter(text[end+1])) {
				continue
			}
			return true
		}
	}
	return false
}

// isLetter reports whether b is an ASCII letter.
func isLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

// fahrenheitOf is r in degrees Fahrenheit, whole.
func fahrenheitOf(r *Range) *Range {
	return rng(float64(int(r.Lo*9/5+32)), float64(int(r.Hi*9/5+32+0.5)), 0)
}

// setPoint reports whether a temperature is one a person sets (a target,
// a setpoint, a tool that sets it) rather than one read off a sensor:
// it is said in whole degrees.
func (c *ctx) setPoint() bool {
	n := strings.ToLower(c.tool.Name)
	return c.hasToken("target", "setpoint", "set", "desired") || strings.HasPrefix(n, "set") || strings.Contains(n, "_set") || strings.Contains(n, "-set")
}

// heatNameOf is a server's name as heatOf reads it: its words in lower
// case, without "server" and "mcp", which name the program, not a
// server room.
func heatNameOf(name string) string {
	var out []string
	for _, t := range Tokens(name) {
		if t = strings.ToLower(t); t != "server" && t != "servers" && t != "mcp" {
			out = append(out, t)
		}
	}
	return strings.Join(out, " ")
}
