package generate

// requiredNames are the names schema m lists as required.
func requiredNames(m map[string]any) map[string]bool {
	req, _ := m["required"].([]any)
	out := make(map[string]bool, len(req))
	for _, r := range req {
		if s, ok := r.(string); ok {
			out[s] = true
		}
	}
	return out
}

// openMap tells whether schema v is an object that declares no members
// at all ({"type": "object", "description": "The fields of the entry"}):
// a map whose keys the caller chooses. Closed, the only instance would be
// {}, a call that says "with no fields".
func openMap(v any) bool {
	m, ok := v.(map[string]any)
	if !ok || m["type"] != "object" {
		return false
	}
	for _, k := range append([]string{"properties", "required", "minProperties", "maxProperties"}, openKeywords...) {
		if _, ok := m[k]; ok {
			return false
		}
	}
	return true
}
