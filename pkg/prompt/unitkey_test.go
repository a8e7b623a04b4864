package prompt

import "testing"

// TestInnerUnitKeys: a key that names its unit before a qualifier or as
// a rate of one unit per another is said in that unit ("a system size of
// 7.5 kW DC", "8.1 pCi/L"), a meter reading kept in hours by its key
// ("1250 engine hours", never "1250 hours of engine"), and a list of
// measures with the unit once after the last ("a monthly usage of 610,
// 580 and 640 kWh", never "with kwhs 610, 580 and 640"). The keys and
// descriptions are the solar installer's, home inspector's and marina's
// of the hold23 development set.
func TestInnerUnitKeys(t *testing.T) {
	checkRequests(t, []requestCase{
		{"SubmitPermitPacket", "Send the permit packet for a signed project to the local jurisdiction (AHJ).",
			`{"type":"object","properties":{"systemSizeKwDc":{"type":"number","minimum":0.5,"maximum":100,"multipleOf":0.005}},"required":["systemSizeKwDc"]}`,
			`{"systemSizeKwDc":7.5}`, []string{"7.5 kW DC"}, []string{"size kw"}},
		{"radon_result_record", "Record a continuous radon monitor result. EPA action level is 4.0 pCi/L.",
			`{"type":"object","properties":{"average_pci_per_l":{"type":"number","minimum":0}},"required":["average_pci_per_l"]}`,
			`{"average_pci_per_l":8.1}`, []string{"8.1 pCi/L"}, []string{"liters", "pci per"}},
		{"createWorkOrder", "Open a boatyard work order (haul-out, bottom paint, engine service, etc.).",
			`{"type":"object","properties":{"engineHours":{"type":"integer","minimum":0}},"required":["engineHours"]}`,
			`{"engineHours":1250}`, []string{"1250 engine hours"}, []string{"hours of engine", "for 1250 hours"}},
		{"EstimateSystemSize", "Estimate system size and annual production from 12 months of utility usage.",
			`{"type":"object","properties":{"monthlyUsageKwh":{"type":"array","items":{"type":"number","minimum":0},"minItems":12,"maxItems":12}},"required":["monthlyUsageKwh"]}`,
			`{"monthlyUsageKwh":[610,580,640,655,700,720,760,740,690,640,600,620]}`, []string{"monthly usage of 610", "620 kWh"}, []string{"kwhs"}},
	}, 12, 93)
}
