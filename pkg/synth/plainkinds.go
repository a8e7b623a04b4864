package synth

import (
	"regexp"
	"strconv"
	"strings"
)

// A parameter the role classifier leaves as plain words may still say by
// its name what shape its value has: a licence plate, a vehicle's make
// and model, an apartment unit, a dock. plainKindValue gives such a
// parameter a value of that shape instead of a filler word ("standard",
// "residential").

// vehicleMakes are car makes with models of each.
var vehicleMakes = [][2]string{{"Toyota", "Corolla"}, {"Honda", "Civic"}, {"Ford", "F-150"}, {"Volkswagen", "Golf"},
	{"Tesla", "Model 3"}, {"Subaru", "Outback"}, {"Hyundai", "Tucson"}, {"Mazda", "CX-5"}, {"Kia", "Sportage"}, {"BMW", "X3"}}

// deviceMakes are device makes with models of each, per kind of device
// ("" for a device of no known kind).
var deviceMakes = map[string][][2]string{
	"printer": {{"Canon", "imageCLASS MF445dw"}, {"Brother", "HL-L2350DW"}, {"HP", "LaserJet Pro M404n"}, {"Epson", "EcoTank ET-2850"}},
	"scanner": {{"Medit", "i700"}, {"3Shape", "TRIOS 5"}, {"Fujitsu", "ScanSnap iX1600"}, {"Epson", "DS-530 II"}},
	"phone":   {{"Apple", "iPhone 15"}, {"Samsung", "Galaxy S24"}, {"Google", "Pixel 8"}, {"Motorola", "Moto G Power"}},
	"tablet":  {{"Apple", "iPad Air"}, {"Samsung", "Galaxy Tab S9"}, {"Lenovo", "Tab P12"}},
	"laptop":  {{"Lenovo", "ThinkPad T14"}, {"Dell", "Latitude 5440"}, {"Apple", "MacBook Air M3"}, {"HP", "EliteBook 840"}},
	"camera":  {{"Canon", "EOS R6"}, {"Sony", "Alpha 7 IV"}, {"Nikon", "Z6 II"}, {"Fujifilm", "X-T5"}},
	"":        {{"Samsung", "Galaxy Tab S9"}, {"Apple", "iPad Air"}, {"Lenovo", "ThinkPad T14"}, {"Dell", "Latitude 5440"}, {"HP", "LaserJet Pro M404n"}},
}

// deviceKinds map the words of deviceWords to a kind of deviceMakes.
var deviceKinds = map[string]string{"printer": "printer", "scanner": "scanner", "phone": "phone", "tablet": "tablet",
	"laptop": "laptop", "computer": "laptop", "camera": "camera"}

// deviceWords in a parameter's name or description say its make or model
// is a device's, not a vehicle's.
var deviceWords = []string{"device", "printer", "scanner", "laptop", "phone", "tablet", "camera", "computer", "appliance",
	"router", "machine", "equipment", "terminal"}

// idHeads are last name tokens saying a value is an identifier.
var idHeads = map[string]bool{"number": true, "no": true, "num": true, "nr": true, "code": true, "id": true, "ref": true,
	"reference": true}

// berthHeads are numbered places a thing is put at: "Dock 3", "Bay 12".
var berthHeads = map[string]bool{"dock": true, "bay": true, "gate": true, "slip": true, "pier": true, "berth": true,
	"stall": true, "pitch": true, "locker": true, "platform": true, "pump": true,
	"lane": true, "siding": true, "pen": true, "kennel": true, "paddock": true, "cage": true, "stable": true,
	"hangar": true, "aisle": true, "shed": true, "barn": true, "silo": true, "tank": true}

// unitHeads are things of a site told apart by a number, not a kind: a
// trailer, a rack, a tank system ("Trailer 7", "System 3"); a "general"
// or "default" one is no value a person names.
var unitHeads = map[string]bool{"trailer": true, "rack": true, "system": true}

// numberedUnit tells whether a parameter whose last name token is last
// names one of a site's numbered units: a unit head, where the words
// (name and description, lower case) speak of no prompt, operating
// system or other software ("system": "You are a helpful assistant").
func numberedUnit(last, words string) bool {
	if !unitHeads[last] {
		return false
	}
	return !containsAny(words, "prompt", "instruction", "operating", "software", "message", "os ")
}

// unitValue returns a numbered unit ("Trailer 7") for a parameter
// numberedUnit takes, when nothing else (an id a sibling tool's list
// describes, an example) told its value; ok is false otherwise.
func (g *Generator) unitValue(h hint) (string, bool) {
	ts := tokens(h.name)
	if len(ts) == 0 || !numberedUnit(ts[len(ts)-1], strings.ToLower(h.name+" "+h.desc)) {
		return "", false
	}
	last := ts[len(ts)-1]
	return strings.ToUpper(last[:1]) + last[1:] + " " + strconv.Itoa(1+g.rng.Intn(12)), true
}

// railWords are words of a tool about railways, where a track is a
// numbered place ("Track 4"), not a song.
var railWords = []string{"rail", "train", "yard", "siding", "wagon", "railcar", "locomotive", "freight car"}

// destPhrase finds where a tool's description says things go ("Move dogs
// to a kennel", "transfer cars to another track").
var destPhrase = regexp.MustCompile(`\bto (?:a |an |the |another |other )?([a-z]+)`)

// destNoun is the singular noun of where the tool's description
// (lower-cased) says things go, or "".
func destNoun(about string) string {
	m := destPhrase.FindStringSubmatch(strings.ToLower(about))
	if m == nil {
		return ""
	}
	return singular(m[1])
}

// plainKindValue returns a value of the shape a plain parameter's name
// says; ok is false when the name says no shape.
func (g *Generator) plainKindValue(h hint) (string, bool) {
	ts := tokens(h.name)
	if len(ts) == 0 {
		return "", false
	}
	rg := g.rng
	last := ts[len(ts)-1]
	words := strings.ToLower(h.name + " " + h.desc)
	switch {
	case last == "plate" || strings.Contains(words, "license plate") || strings.Contains(words, "licence plate"):
		return g.plate(), true
	case last == "make" || last == "brand" || last == "manufacturer" || last == "model":
		return g.plainMake(last, words)
	case last == "unit" || last == "apt" || last == "apartment" || last == "suite" || last == "flat":
		if last == "suite" {
			return "Suite " + strconv.Itoa(100+rg.Intn(400)), true
		}
		return strconv.Itoa(1+rg.Intn(12)) + string(rune('A'+rg.Intn(4))), true
	case berthHeads[last] || berthHeads[singular(last)] || singular(last) == "track" && containsAny(words+" "+g.topicL, railWords...):
		// a numbered place ("Dock 7"); a list of them ("lanes") each one
		n := singular(last)
		return strings.ToUpper(n[:1]) + n[1:] + " " + strconv.Itoa(1+rg.Intn(12)), true
	case len(ts) == 1 && isDest(h.name) && berthHeads[destNoun(g.opts.About)]:
		// "Move dogs to a kennel", to=…: a numbered kennel ("Kennel 4")
		n := destNoun(g.opts.About)
		return strings.ToUpper(n[:1]) + n[1:] + " " + strconv.Itoa(1+rg.Intn(12)), true
	case idHeads[last] && len(ts) > 1:
		return string(rune('A'+rg.Intn(26))) + string(rune('A'+rg.Intn(26))) + "-" + strconv.Itoa(10000+rg.Intn(90000)), true
	}
	return "", false
}

// plate returns a licence plate of a common shape: a digit, three
// letters and three digits ("7KLM294").
func (g *Generator) plate() string {
	const letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
	rg := g.rng
	b := []byte{byte('1' + rg.Intn(9))}
	for i := 0; i < 3; i++ {
		b = append(b, letters[rg.Intn(len(letters))])
	}
	return string(b) + strconv.Itoa(100+rg.Intn(900))
}

// pairPick returns the index of the make and model the call's values
// share, drawn once per scene, so a make and a model agree.
func (g *Generator) pairPick(n int) int {
	if g.sc.makePick == 0 {
		g.sc.makePick = 1 + g.rng.Intn(1000)
	}
	return (g.sc.makePick - 1) % n
}

// makeOrModel returns a device's make or model where words (a
// parameter's name and description) name a device, else a car's; the
// make and model of one call agree.
func (g *Generator) makeOrModel(last, words string) string {
	pairs := vehicleMakes
	for _, w := range deviceWords {
		if strings.Contains(words, w) {
			if deviceKinds[w] == "" && last == "model" {
				// a device of a kind nothing names (a clinic's
				// devices, a plant's machines): a model designation,
				// not a laptop or a tablet
				return g.modelDesignation()
			}
			pairs = deviceMakes[deviceKinds[w]]
			break
		}
	}
	p := pairs[g.pairPick(len(pairs))]
	if last == "model" {
		return p[1]
	}
	return p[0]
}

// aiModels are language models a model parameter of an AI tool takes.
var aiModels = []string{"gpt-4o-mini", "gpt-4.1", "claude-3-5-haiku-latest", "gemini-1.5-flash", "llama-3.1-8b-instruct"}

// aiWords in a parameter's name or description say its model is a
// language model.
var aiWords = []string{"llm", "language model", "gpt", "openai", "anthropic", "embedding", "ai model", "chat model", "inference"}

// plainMake returns a make or model for a plain parameter: a language
// model's name where the words say AI, a device's or a vehicle's make or
// model where they (or the tool's name and description) name one; ok is
// false otherwise.
func (g *Generator) plainMake(last, words string) (string, bool) {
	ts := " " + strings.ToLower(strings.Join(sharedTokens(words), " ")) + " "
	switch {
	case containsAny(words, aiWords...) || strings.Contains(ts, " ai ") || strings.Contains(ts, " llm "):
		if last == "model" {
			return aiModels[g.rng.Intn(len(aiModels))], true
		}
		return "", false
	case containsAny(words, deviceWords...) || containsAny(words, vehicleWords...):
		return g.makeOrModel(last, words), true
	}
	tool := strings.ToLower(strings.Join(sharedTokens(g.opts.Topic), " ") + " " + g.opts.About + " ")
	if containsAny(tool, deviceWords...) || containsAny(tool, vehicleWords...) {
		return g.makeOrModel(last, tool), true
	}
	return "", false
}

// vehicleWords in a parameter's name or description say its brand is a
// vehicle's.
var vehicleWords = []string{"vehicle", "car ", "car_", "truck", "motorcycle", "scooter", "van ", "tow ", "parking", "rental car"}

// brandOfThing returns a real-looking make for a brand or manufacturer
// the role takes for an organisation where the parameter's words say it
// is a vehicle's or a device's ("scanner_brand", "Vehicle manufacturer"),
// not a company invented for an office.
func (g *Generator) brandOfThing(h hint) (string, bool) {
	ts := tokens(h.name)
	if len(ts) == 0 {
		return "", false
	}
	last := ts[len(ts)-1]
	if last != "brand" && last != "make" && last != "manufacturer" {
		return "", false
	}
	words := strings.ToLower(strings.Join(ts, "_") + " " + h.parent + " " + h.desc + " ")
	if !containsAny(words, deviceWords...) && !containsAny(words, vehicleWords...) {
		return "", false
	}
	return g.makeOrModel(last, words), true
}
