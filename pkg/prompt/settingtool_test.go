package prompt

import (
	"strings"
	"testing"
)

// A value given to a thing being booked is said as a value, never as a
// setting changed ("with voucher code set to …"); a tool that updates a
// thing may still say its values as settings.
func TestValueOfBookingIsNoSetting(t *testing.T) {
	schema := `{"type":"object","properties":{"slot":{"type":"string"},"payment_token":{"type":"string"}},"required":["slot","payment_token"]}`
	args := `{"slot":"S-81","payment_token":"QX7LMNp0aZ"}`
	for i, text := range renderDraws(t, "reserve_court", "Reserve a tennis court slot.", schema, args, 30, 3) {
		if strings.Contains(text, "set to") || strings.Contains(text, "setting payment") {
			t.Errorf("draw %d: value said as a setting: %s", i, text)
		}
		if !strings.Contains(text, "QX7LMNp0aZ") {
			t.Errorf("draw %d: value not said: %s", i, text)
		}
	}
}
