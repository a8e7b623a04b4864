package prompt

import "strings"

// periodRates say a period an amount is paid per ("monthly" → "a
// month").
var periodRates = map[string]string{"hourly": "an hour", "hour": "an hour", "daily": "a day", "day": "a day",
	"weekly": "a week", "week": "a week", "monthly": "a month", "month": "a month", "quarterly": "a quarter",
	"quarter": "a quarter", "annual": "a year", "annually": "a year", "yearly": "a year", "year": "a year"}

// periodKeys are the last words of a key that says what period an
// object's amount is counted per ("pay_basis", "rate_period").
var periodKeys = map[string]bool{"basis": true, "period": true, "per": true, "interval": true, "unit": true}

// moneyPer is the period an object's amount is per, said after it ("a
// month" of pay_basis "monthly"), when the object has an amount (money)
// and key word l says the period; ok is false otherwise.
func moneyPer(money, l, value string) (string, bool) {
	if money == "" || !periodKeys[l] || strings.Contains(money, " a ") || strings.Contains(money, " an ") {
		return "", false
	}
	p, ok := periodRates[value]
	return p, ok
}

// priceKey tells whether key words w are a thing's bare price ("price"),
// said "at 198.15" as a price is ("4 × brake bleed at 198.15"), never "a
// price of 198.15".
func priceKey(w []string) bool {
	return len(w) == 1 && w[0] == "price"
}

// priceAt says the price n of key words w: "at 24.5 each" for a unit's
// price (unit_price), "at 198.15" for a bare price.
func priceAt(w []string, n string) string {
	if priceKey(w) {
		return "at " + n
	}
	return "at " + n + " each"
}
