package synth

import (
	"strings"
	"testing"
)

// TestMobilePhone: a phone its description calls a mobile ("Mobile
// number for SMS reminders, UK format", "Mobile number in international
// format, e.g. +447700900123") is a British mobile, +44 7…, never a
// Leeds or Bristol landline (+44 113…, +441173259092).
func TestMobilePhone(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ file, tool, key, want string }{
		{"testdata/dev45/mobile_wheel_truing_ebike_battery.json", "createCustomer", "phone", "+44 7"},
		{"testdata/dev45/hot_air_balloon_rides.json", "bookings.create", "phone", "+447"},
	} {
		srv, tool := serverTool(t, c.file, c.tool)
		n := 0
		for _, m := range decodeAll(t, string(tool.InputSchema), 30, Options{Seed: 7, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
			v, ok := m[c.key].(string)
			if !ok {
				continue
			}
			n++
			if !strings.HasPrefix(v, c.want) {
				t.Errorf("%s %s = %q, want a mobile opening %q", c.tool, c.key, v, c.want)
			}
		}
		if n == 0 {
			t.Fatalf("%s: no call gives %s", c.tool, c.key)
		}
	}
}
