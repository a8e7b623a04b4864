package prompt

import "testing"

// TestTogetherWithEndsObject: "delete a parcel together with its labels"
// names the parcel as the object, never "the together of parcel".
func TestTogetherWithEndsObject(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "drop_parcel", desc: "Permanently delete a parcel together with its labels and scans.",
			schema: `{"type":"object","properties":{"parcelId":{"type":"string"}},"required":["parcelId"]}`,
			args:   `{"parcelId":"PCL-4410"}`,
			want:   []string{"parcel PCL-4410"}, never: []string{"together of", "'s together"}},
	}, 6, 72)
}
