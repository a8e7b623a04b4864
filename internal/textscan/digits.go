package textscan

import "strings"

// GroupDigits writes the decimal number n with a comma between every
// three digits of its whole part when that part has at least minDigits
// digits ("126670" → "126,670", "-1500.25" → "-1,500.25" for minDigits
// 4): how people write an amount or a large quantity. Any other text,
// and a number with fewer digits, is returned as it is.
func GroupDigits(n string, minDigits int) string {
	sign, rest := "", n
	if strings.HasPrefix(rest, "-") {
		sign, rest = "-", rest[1:]
	}
	whole, frac := rest, ""
	if i := strings.IndexByte(rest, '.'); i >= 0 {
		whole, frac = rest[:i], rest[i:]
	}
	if len(whole) < minDigits || len(whole) < 4 || whole[0] == '0' || !allDigits(whole) || len(frac) == 1 || frac != "" && !allDigits(frac[1:]) {
		return n
	}
	var b strings.Builder
	b.Grow(len(n) + len(whole)/3)
	b.WriteString(sign)
	for i := 0; i < len(whole); i++ {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteByte(whole[i])
	}
	b.WriteString(frac)
	return b.String()
}

// UngroupDigits drops the commas that group the digits of numbers in s
// ("$105,000" → "$105000", "126,670 miles" → "126670 miles"), so a check
// looking for a value as written finds it in words that group its
// digits. A comma is dropped only between a digit and exactly three
// digits not followed by another digit; a list "3,4,5" and a comma
// followed by a space stay as they are. s is returned unchanged (no
// copy) when it has no such comma.
func UngroupDigits(s string) string {
	if !strings.Contains(s, ",") {
		return s
	}
	var b strings.Builder
	changed := false
	for i := 0; i < len(s); i++ {
		if s[i] == ',' && groupComma(s, i) {
			if !changed {
				b.Grow(len(s))
				b.WriteString(s[:i])
				changed = true
			}
			continue
		}
		if changed {
			b.WriteByte(s[i])
		}
	}
	if !changed {
		return s
	}
	return b.String()
}

// groupComma tells whether the comma at s[i] groups digits: a digit
// before it, three digits after it and no fourth one.
func groupComma(s string, i int) bool {
	if i == 0 || !isDigit(s[i-1]) || i+3 >= len(s) {
		return false
	}
	for j := i + 1; j <= i+3; j++ {
		if !isDigit(s[j]) {
			return false
		}
	}
	return i+4 == len(s) || !isDigit(s[i+4])
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}
