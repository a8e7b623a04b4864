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
	if !c.looseString(r) {
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
	if !ticker && (!containsAny(all, marketWords...) || containsAny(c.d+" "+tool, codeSymbolWords...) || containsAny(c.d+" "+tool, sourceWords...)) {
		return
	}
	switch {
	case containsAny(name+" "+c.d, "currency", "currencies", "forex", "fx "):
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
