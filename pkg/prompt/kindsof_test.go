package prompt

import "testing"

// TestKindItems: a list of items that each hold only their kind is said
// as kinds of the item ("receipt and police report documents"), never
// "document document types receipt and police_report"; a member giving
// a reason keeps its key ("short reason expired", never a bare
// "expired" or "expired short reason").
func TestKindItems(t *testing.T) {
	cases := []requestCase{
		{"email_tenant", "Email a tenant.",
			`{"type":"object","properties":{"lease_id":{"type":"string"},"papers":{"type":"array","items":{"type":"object","properties":{"paper_type":{"type":"string","enum":["payslip","bank_statement","reference_letter"]},"due_date":{"type":"string","format":"date"}},"required":["paper_type"]}}},"required":["lease_id","papers"]}`,
			`{"lease_id":"L-2041","papers":[{"paper_type":"payslip"},{"paper_type":"bank_statement"}]}`,
			[]string{"payslip and bank statement papers"},
			[]string{"paper paper", "bank_statement", "paper types"}},
		{"email_tenant", "Email a tenant.",
			`{"type":"object","properties":{"lease_id":{"type":"string"},"papers":{"type":"array","items":{"type":"object","properties":{"kind":{"type":"string","enum":["payslip","bank_statement","reference_letter"]},"note":{"type":"string"}},"required":["kind"]}}},"required":["lease_id","papers"]}`,
			`{"lease_id":"L-2041","papers":[{"kind":"reference_letter"}]}`,
			[]string{"a reference letter paper"},
			[]string{"paper kind", "reference_letter"}},
		{"pack_cartons", "Record packed cartons.",
			`{"type":"object","properties":{"cartons":{"type":"array","items":{"type":"object","properties":{"sku":{"type":"string"},"count":{"type":"integer"},"shortReason":{"type":"string","enum":["damaged","expired"]}},"required":["sku","count"]}}},"required":["cartons"]}`,
			`{"cartons":[{"sku":"QX-1","count":4,"shortReason":"expired"},{"sku":"QX-2","count":2}]}`,
			[]string{"short reason expired"},
			[]string{"expired short reason"}},
	}
	checkRequests(t, cases, 8, 41)
}
