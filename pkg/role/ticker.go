package role

import "strings"

// StockTickers are exchange symbols of listed companies as an investor
// types them.
var StockTickers = []string{"AAPL", "MSFT", "NVDA", "AMZN", "GOOGL", "TSLA", "META", "JPM", "KO", "DIS", "NFLX", "V", "SHOP", "ASML"}

// CryptoTickers are the symbols exchanges list coins under.
var CryptoTickers = []string{"BTC", "ETH", "SOL", "ADA", "XRP", "DOGE", "DOT", "AVAX", "LINK", "LTC", "ATOM", "MATIC"}

// marketWords say a tool is about prices of things traded on a market:
// its "symbol" is a ticker, not a word.
var marketWords = []string{"stock", "share", "equit", "market", "trading", "trade", "exchange", "price", "quote", "portfolio",
	"dividend", "ticker", "invest", "etf", "fund", "asset", "forex", "ohlc", "candle", "crypto", "coin", "nasdaq", "nyse", "finance", "financial"}

// cryptoWords say the market is one of coins: BTC, not AAPL.
var cryptoWords = []string{"crypto", "coin", "bitcoin", "blockchain", "defi", "binance", "web3", "on-chain", "onchain", "altcoin", "token pair"}

// codeSymbolWords say a "symbol" is a name in source code (a function,
// a class), which no market context makes a ticker.
var codeSymbolWords = []string{"source", "function", "class", "method", "variable", "codebase", "file", "debug", "binary", "module"}

// tickerSense makes a "ticker" or a "symbol" of a tool about markets a
// ticker by the tool's context ("Coin symbol to quote" is BTC or ETH, a
// stock's ticker AAPL), and a symbol the description calls a currency's
// an ISO 4217 code: a name rule alone gave it random words ("eth shall
// such dishonesty").
func (c *ctx) tickerSense(r *Role) {
	ex := r.Examples
	if len(ex) > 0 && !letterCodes(ex) {
		return // (examples of another shape say what it takes)
	}
	r.Examples = nil // examples that are codes ("e.g. eth") leave it loose
	loose := c.looseString(r)
	r.Examples = ex
	if !loose {
		return
	}
	ticker := c.hasToken("ticker", "tickers")
	symbol := c.last == "symbol" || c.last == "symbols"
	if !ticker && !symbol {
		return
	}
	tool := strings.ToLower(c.tool.Name + " " + c.tool.Description)
	name := strings.ToLower(strings.Join(c.ts, " "))
	all := name + " " + c.d + " " + tool
	if !ticker && (!containsAny(all, marketWords...) || containsAny(c.d+" "+tool, codeSymbolWords...) || saysSource(c.d+" "+tool)) {
		return
	}
	lower := len(ex) > 0 && ex[0] == strings.ToLower(ex[0]) // "e.g. eth": the server writes them lower-case
	switch {
	case containsAny(all, cryptoWords...) && lower:
		r.Kind, r.Values, r.ValuesFromProse = Enum, lowerAll(CryptoTickers), true
		r.Why += "; a coin's ticker on a crypto market, lower-case as its examples: btc, eth"
	case containsAny(name+" "+c.d, "currency", "currencies", "forex", "fx ") && !containsAny(name+" "+c.d, "cryptocurrenc"):
		r.Kind, r.Values, r.ValuesFromProse = Currency, nil, false
		r.Why += "; a currency's symbol: an ISO 4217 code"
	case containsAny(all, cryptoWords...):
		r.Kind, r.Values, r.ValuesFromProse = Enum, CryptoTickers, true
		r.Why += "; a coin's ticker on a crypto market: BTC, ETH"
	default:
		r.Kind, r.Values, r.ValuesFromProse = Enum, StockTickers, true
		r.Why += "; a ticker on a market: AAPL, MSFT"
	}
	r.ID = ""
}

// letterCodes reports whether every example is a short code of letters
// ("eth", "BTC"), as tickers are.
func letterCodes(ex []string) bool {
	for _, e := range ex {
		if len(e) < 2 || len(e) > 6 {
			return false
		}
		for _, r := range e {
			if (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') {
				return false
			}
		}
	}
	return true
}

// lowerAll returns a lower-case copy of vs.
func lowerAll(vs []string) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = strings.ToLower(v)
	}
	return out
}
