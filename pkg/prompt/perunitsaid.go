package prompt

// perUnit returns the unit a key's words end in when it is a rate of one
// unit per another ("dose mg per kg", "dose mg kg"): "mg/kg", and how
// many of the words it takes; ok is false when the words end in no such
// pair of units of units. A dose per kilogram said "a dose of 19.4 kg"
// is a weight, not a dose.
func perUnit(words []string, units map[string]string) (unit string, n int, ok bool) {
	k := len(words)
	if k < 3 {
		return "", 0, false
	}
	den, ok := units[words[k-1]]
	if !ok {
		return "", 0, false
	}
	if sym, ok := denSymbols[den]; ok {
		den = sym // "pCi/L", "mg/L", never "pCi/liters"
	}
	if words[k-2] == "per" && k >= 4 {
		if num, ok := units[words[k-3]]; ok {
			return num + "/" + den, 3, true
		}
	}
	if num, ok := units[words[k-2]]; ok && words[k-2] != words[k-1] {
		return num + "/" + den, 2, true
	}
	return "", 0, false
}

// denSymbols are the symbols a unit is written with after a slash.
var denSymbols = map[string]string{"liters": "L"}
