package synth

import (
	"regexp"
	"strings"
)

// cityPhoneForms are the ways numbers of each scene city are written
// internationally: its country's calling code, the city's area code and
// the digit groups its country writes ('#' a digit, 'X' a digit 2–9, as
// a subscriber number does not open with 0 or 1). A Chicago number is
// "+1 312-555-0142", a Paris one "+33 1 42 68 53 00", not "+33 426 853001".
var cityPhoneForms = map[string]string{
	"Lisbon": "+351 21# ### ###", "Porto": "+351 22# ### ###",
	"Berlin": "+49 30 X#######", "Munich": "+49 89 X######",
	"Madrid": "+34 91# ### ###", "Barcelona": "+34 93# ### ###",
	"Paris": "+33 1 X# ## ## ##", "London": "+44 20 7### ####",
	"Amsterdam": "+31 20 X## ####", "Chicago": "+1 312-X##-####",
	"Austin": "+1 512-X##-####", "Toronto": "+1 416-X##-####",
	"Tokyo": "+81 3-X###-####", "Osaka": "+81 6-X###-####",
	"Sydney": "+61 2 9### ####", "Melbourne": "+61 3 9### ####",
	"Dublin": "+353 1 X## ####", "Boston": "+1 617-X##-####",
	"Seattle": "+1 206-X##-####", "San Francisco": "+1 415-X##-####",
	"São Paulo": "+55 11 9####-####", "Copenhagen": "+45 X# ## ## ##",
	"Nairobi": "+254 7## ######", "Lima": "+51 1 X## ####",
	"Mexico City": "+52 55 X### ####", "Cape Town": "+27 21 X## ####",
	"Singapore": "+65 6### ####", "Seoul": "+82 2-X###-####",
	"Vienna": "+43 1 X## ####", "Prague": "+420 2## ### ###",
	"Milan": "+39 02 X### ####", "Oslo": "+47 2# ## ## ##",
	"Montreal": "+1 514-X##-####", "Istanbul": "+90 212 X## ## ##",
	"Buenos Aires": "+54 11 X###-####",
}

// cityPhone returns a phone number of the scene's city as its country
// writes it ("+1 312-555-0142"), or in E.164 without spaces or dashes
// ("+13125550142"); ok is false for a city without a form.
func (g *Generator) cityPhone(e164 bool) (string, bool) {
	form, ok := cityPhoneForms[g.here().city]
	if !ok {
		form, ok = homePhones[g.here().city]
	}
	if !ok {
		return "", false
	}
	return g.phoneOfForm(form, e164), true
}

// mobileForms are the ways the mobile numbers of the scene's countries
// are written internationally, where they differ from its landlines
// ('#' a digit, 'X' a digit 2–9): a British mobile opens on 7 ("+44
// 7700 931408"), a French one on 6 or 7. Countries whose mobiles share
// the landlines' area codes (the United States, Canada) have none.
var mobileForms = map[string]string{
	"United Kingdom": "+44 7X## ######", "Ireland": "+353 8X ### ####", "France": "+33 6 ## ## ## ##",
	"Germany": "+49 15# ########", "Spain": "+34 6## ### ###", "Portugal": "+351 9## ### ###",
	"Netherlands": "+31 6 ########", "Italy": "+39 3## ### ####", "Australia": "+61 4## ### ###",
	"Denmark": "+45 X# ## ## ##", "Austria": "+43 66# ### ####", "Kenya": "+254 7## ######",
}

// mobileCue finds the words that say a phone number is a mobile's: it
// is called mobile or cell, or texts are sent to it.
var mobileCue = regexp.MustCompile(`(?i)\b(mobile|cell|cellphone|sms|text(ed)?|whatsapp)\b`)

// mobilePhone returns a mobile number of the scene's country
// (mobileForms) when the parameter's name or its description d says the
// number is a mobile ("Mobile number for SMS reminders, UK format":
// "+44 7700 931408", not the Leeds landline "+44 113 697 2642"); ok is
// false otherwise, or for a country without a mobile form.
func (g *Generator) mobilePhone(h hint, d string, e164 bool) (string, bool) {
	form, ok := mobileForms[g.here().country]
	if !ok || !mobileCue.MatchString(d) && !mobileCue.MatchString(strings.Join(tokens(h.name), " ")) {
		return "", false
	}
	return g.phoneOfForm(form, e164), true
}

// phoneOfForm draws a number of form ('#' a digit, 'X' a digit 2–9),
// without its spaces and dashes when e164 is set.
func (g *Generator) phoneOfForm(form string, e164 bool) string {
	var b strings.Builder
	for _, c := range form {
		switch {
		case c == '#':
			b.WriteByte(byte('0' + g.rng.Intn(10)))
		case c == 'X':
			b.WriteByte(byte('2' + g.rng.Intn(8)))
		case e164 && (c == ' ' || c == '-'):
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}
