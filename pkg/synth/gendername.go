package synth

import (
	"strings"
)

// A person's first name fits the gender their record states: a player
// registered as a girl is not "Jonas". femaleNames and maleNames sort
// the first names of firstNames; the others are given to anyone.
var (
	femaleNames = []string{"Ana", "Maria", "Sofia", "Emma", "Olivia", "Mia", "Lena", "Chloe", "Camille", "Giulia", "Elena",
		"Lucia", "Carmen", "Sarah", "Emily", "Jessica", "Priya", "Aisha", "Fatima", "Mei", "Amara", "Zara", "Nina", "Ines",
		"Joana", "Freya", "Katarzyna", "Hannah", "Grace", "Laura", "Julia"}
	maleNames = []string{"Lucas", "Mateo", "Liam", "Noah", "Jonas", "Leon", "Hugo", "Louis", "Marco", "Pablo", "Daniel",
		"David", "James", "Michael", "Arjun", "Omar", "Kenji", "Minjun", "Kwame", "Tomás", "Rui", "Erik", "Anders", "Piotr",
		"Ben", "Ethan", "Ravi", "Paul"}
)

// genderOf returns "f" or "m" for a stated gender value ("girl",
// "Female", "M"), "" for any other ("nonbinary", "prefer_not_to_say").
func genderOf(v string) string {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "girl", "female", "f", "woman", "w":
		return "f"
	case "boy", "male", "m", "man":
		return "m"
	}
	return ""
}

// fitGender gives the person of obj a first name of the gender a
// sibling states, in every value of obj that says it (a first name, a
// full name, an email's local part).
func (g *Generator) fitGender(obj map[string]any) {
	if !g.statesGender(obj) {
		return // no sibling states a gender: nothing to fit, no keys to sort
	}
	want, firstKey := "", ""
	for _, k := range sortedAnyKeys(obj) {
		s, ok := obj[k].(string)
		if !ok {
			continue
		}
		ts := g.keyWordsOf(k)
		switch {
		case strings.Contains(ts, "gender") || ts == "sex":
			want = genderOf(s)
		case firstKey == "" && (strings.Contains(ts, "first") || strings.Contains(ts, "given")) && indexOf(firstNames, s) >= 0:
			firstKey = k
		}
	}
	if want == "" || firstKey == "" {
		return
	}
	old := obj[firstKey].(string)
	names, other := femaleNames, maleNames
	if want == "m" {
		names, other = maleNames, femaleNames
	}
	if indexOf(other, old) < 0 {
		return // already of the gender, or given to anyone
	}
	name := names[g.rng.Intn(len(names))]
	obj[firstKey] = name
	for _, k := range sortedAnyKeys(obj) {
		s, ok := obj[k].(string)
		if !ok || k == firstKey {
			continue
		}
		if rest, ok := strings.CutPrefix(s, old+" "); ok {
			obj[k] = name + " " + rest
		} else if local, dom, ok := strings.Cut(s, "@"); ok && strings.Contains(local, loginPart(old)) {
			obj[k] = strings.Replace(local, loginPart(old), loginPart(name), 1) + "@" + dom
		}
	}
	if g.sc.first == old {
		g.sc.first = name
	}
	g.unsure = true
}

// statesGender tells whether a string member of obj is a gender or sex
// (fitGender's test of a key, in any order).
func (g *Generator) statesGender(obj map[string]any) bool {
	for k, v := range obj {
		if _, ok := v.(string); !ok {
			continue
		}
		if ts := g.keyWordsOf(k); strings.Contains(ts, "gender") || ts == "sex" {
			return true
		}
	}
	return false
}
