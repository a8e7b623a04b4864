package role

import (
	"slices"
	"strings"
)

// Accounts of a ledger: in bookkeeping an "account" a line posts to, a
// payment is drawn from or a deposit lands in is an entry of the chart
// of accounts ("Office Supplies", "6100 Rent Expense", "1010
// Checking"), written by its name, its number or both, never a
// company's slug ("brightline-foods") nor random words.

// Charts of accounts of a small business, by the kind of account a
// parameter takes.
var (
	// LedgerBank are bank accounts: where payments are drawn from and
	// deposits land.
	LedgerBank = []string{"Business Checking", "1010 Checking", "Savings", "Petty Cash", "Operating Account"}
	// LedgerCard are credit card accounts.
	LedgerCard = []string{"Amex Business Card", "2100 Visa Credit Card"}
	// LedgerPayable are accounts payable.
	LedgerPayable = []string{"Accounts Payable (A/P)", "2000 Accounts Payable"}
	// LedgerAsset are inventory asset accounts: what stock is carried in.
	LedgerAsset = []string{"Inventory Asset", "1200 Inventory"}
	// LedgerIncome are income accounts: what sales and invoices post to.
	LedgerIncome = []string{"4000 Sales", "Services", "Consulting Income", "4100 Service Revenue", "Product Sales"}
	// LedgerExpense are expense accounts: what bills and expenses post to.
	LedgerExpense = []string{"Office Supplies", "6100 Rent Expense", "Advertising & Marketing", "Utilities", "Travel",
		"Meals and Entertainment", "Bank Service Charges", "Repairs and Maintenance", "Insurance", "5000 Cost of Goods Sold",
		"Telephone Expense", "Software Subscriptions"}
	// ledgerCodes are account codes of a chart numbered by kind (200
	// sales, 4xx expenses, 090 a bank account), by the same kinds.
	ledgerCodes = map[string][]string{"asset": {"630"}, "bank": {"090", "091"}, "income": {"200", "260"}, "payable": {"800"}, "card": {"091"},
		"expense": {"400", "404", "429", "453", "461", "489", "493", "310"}}
)

// ledgerWords in a parameter's or tool's description say its accounts
// are a ledger's, whatever the server's domain.
var ledgerWords = []string{"ledger", "chart of accounts", "journal entr", "journal line", "accounts payable", "acctnum", "account code",
	"bookkeeping", "accounting"}

// moneyAccountWords in an account parameter's own description say money
// leaves or lands in it ("Account the money leaves. Bank or Credit Card
// only"): it is a bank or card account of the books, not an organisation.
var moneyAccountWords = []string{"money", "funds", "bank or", "credit card", "bank account"}

// ledgerTool tells whether a tool's name says it keeps books: a journal
// entry, a ledger, a trial balance, a balance sheet, a chart of accounts.
func ledgerTool(name string) bool {
	n := strings.ToLower(name)
	return containsAny(n, "journal", "ledger", "trial_balance", "trial-balance", "trialbalance", "balance_sheet", "balance-sheet",
		"balancesheet", "chart_of_accounts", "chartofaccounts")
}

// ledgerAccount makes an account of bookkeeping a ledger's account: a
// string named for an account (account, account_name, accountCode,
// payment_account, ap_account) of a server that keeps books or a
// tool that speaks of a ledger takes an account of the chart of accounts of the
// kind its words say (a bank account to pay from, an expense account
// for a bill's line, accounts payable), with the description's own
// examples.
func (c *ctx) ledgerAccount(r *Role) {
	if c.numeric || len(c.f.Enum) > 0 || r.ID == IDAccount || r.ID == IDIBAN || !c.hasToken("account", "acct") {
		return
	}
	switch c.last {
	case "account", "acct", "name", "code":
	default:
		return // an account's id, number, type or method
	}
	switch r.Kind {
	case Unknown, Word, ID, Ident, Organisation, Code, Person:
	default:
		return
	}
	tool := strings.ToLower(c.tool.Name + " " + c.tool.Description)
	if (c.tool.Server == nil || !c.tool.Server.ledger) && !containsAny(c.d+" "+tool, ledgerWords...) && !containsAny(c.d, moneyAccountWords...) {
		return
	}
	kind := c.ledgerKind(tool)
	var vals []string
	if c.last == "code" {
		vals = slices.Clone(ledgerCodes[strings.TrimSuffix(kind, "+card")])
		if len(vals) == 0 {
			vals = append(slices.Clone(ledgerCodes["expense"]), ledgerCodes["income"]...)
		}
	} else {
		vals = ledgerNames(kind)
		for _, e := range r.Examples {
			if !slices.Contains(vals, e) {
				vals = append(vals, e)
			}
		}
	}
	r.Kind, r.ID, r.Values, r.ValuesFromProse, r.Format = Enum, "", vals, true, ""
	r.Why += "; an account of a ledger (" + kind + "): the chart of accounts"
}

// ledgerKind returns the kind of ledger account a parameter takes, as its
// name, its description and its tool's words say: "asset" (inventory),
// "payable", "bank"
// (with credit cards when they are named too), "card", "income",
// "expense", or "" for any.
func (c *ctx) ledgerKind(tool string) string {
	d := c.d
	if i := strings.Index(d, "e.g"); i >= 0 {
		d = d[:i] // the examples' words ("6210 Bank Service Charges") say no kind
	}
	own := strings.Join(c.ts, " ") + " " + d
	switch {
	case c.hasToken("inventory", "asset"):
		return "asset"
	case c.hasToken("ap", "payable") || strings.Contains(own, "payable"):
		return "payable"
	case c.hasToken("payment", "deposit", "bank", "from", "to", "source", "destination") ||
		containsAny(own, "bank", "checking", "undeposited", "deposit"):
		if strings.Contains(own, "credit card") {
			return "bank+card"
		}
		return "bank"
	case strings.Contains(own, "credit card"):
		return "card"
	case containsAny(tool, "invoice", "sales receipt", "sale", "quote", "credit note", "credit-note", "revenue", "income"):
		return "income"
	case containsAny(tool, "expense", "bill", "purchase", "spend", "vendor"):
		return "expense"
	}
	return ""
}

// ledgerNames returns the chart's account names of a kind ("" any).
func ledgerNames(kind string) []string {
	switch kind {
	case "payable":
		return slices.Clone(LedgerPayable)
	case "asset":
		return slices.Clone(LedgerAsset)
	case "bank":
		return slices.Clone(LedgerBank)
	case "bank+card":
		return append(slices.Clone(LedgerBank), LedgerCard...)
	case "card":
		return slices.Clone(LedgerCard)
	case "income":
		return slices.Clone(LedgerIncome)
	case "expense":
		return slices.Clone(LedgerExpense)
	}
	out := slices.Clone(LedgerExpense)
	return append(append(out, LedgerIncome...), LedgerBank...)
}
