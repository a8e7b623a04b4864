package role

import (
	"slices"
	"testing"
)

// A bookkeeping server's accounts are its chart of accounts': a bill's
// line posts to an expense account, a payment is drawn from a bank
// account, a bill's payable account is accounts payable, an invoice's
// line code is a sales code; never a company's slug.
func TestLedgerAccounts(t *testing.T) {
	qb, qtools := loadServer(t, "quickbooks.json")
	xe, xtools := loadServer(t, "xero.json")
	cases := []struct {
		s     *Server
		tools map[string]ServerTool
		tool  string
		ptr   string
		in    []string
	}{
		{qb, qtools, "create_bill", "/lines/*/account_name", LedgerExpense},
		{qb, qtools, "create_bill", "/ap_account", LedgerPayable},
		{qb, qtools, "create_bill_payment", "/payment_account", LedgerBank},
		{qb, qtools, "create_deposit", "/lines/*/account_name", LedgerIncome},
		{qb, qtools, "account_period_summary", "/account", LedgerExpense},
		{xe, xtools, "create-invoice", "/lineItems/*/accountCode", ledgerCodes["income"]},
		{xe, xtools, "create-item", "/inventoryAssetAccountCode", ledgerCodes["asset"]},
		{xe, xtools, "create-manual-journal", "/manualJournalLines/*/accountCode", ledgerCodes["expense"]},
	}
	for _, c := range cases {
		r := fileRole(t, c.s, c.tools, c.tool, c.ptr)
		if r.Kind != Enum || len(r.Values) == 0 || !slices.Contains(r.Values, c.in[0]) {
			t.Errorf("%s %s = %s %q (%s), want accounts of the chart such as %q", c.tool, c.ptr, r.Kind, r.Values, r.Why, c.in[0])
		}
	}
	// an account's id, and an account's type, stay what they are
	if r := fileRole(t, qb, qtools, "create_bill", "/lines/*/account_id"); r.Kind == Enum {
		t.Errorf("account_id = enum %q, want an id", r.Values)
	}
	if r := fileRole(t, qb, qtools, "list_accounts", "/account_type"); slices.Contains(r.Values, LedgerBank[0]) {
		t.Errorf("account_type = %q, want the types the description lists", r.Values)
	}
}
