package prompt

import "encoding/json"

// itemChoices tells whether p is a list whose items come from an enum
// ("services": ["teeth_cleaning", "de_shedding"]): a reply names the
// choices in words ("teeth cleaning and de shedding"), as the request
// does, never as the identifiers ("teeth_cleaning, de_shedding").
func itemChoices(p Param) bool {
	if len(p.schema) == 0 {
		return false
	}
	var s struct {
		Items struct {
			Enum []any `json:"enum"`
		} `json:"items"`
	}
	return json.Unmarshal(p.schema, &s) == nil && len(s.Items.Enum) > 0
}
