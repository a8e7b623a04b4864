package synth

import (
	"fmt"
	"strings"
)

// A DNS resource record holds a value whose shape its type decides: an A
// record an IPv4 address, an MX record a mail host, a TXT record a
// policy string. A schema types the value as a bare string beside an enum
// of record types, so the value was drawn as free text ("Entered by
// Michael after the call.") and the record's name as a title ("Vendor
// Contracts"). fixRecordData rewrites both to fit the type drawn beside
// them.

// recordTypes are the DNS record types whose value fixRecordData knows,
// each with values such a record holds ("%d" is filled with a number).
var recordTypes = map[string][]string{
	"A":     {"%d.21.54.12", "%d.76.21.93", "%d.198.43.7", "%d.33.140.18"},
	"AAAA":  {"2606:4700:%x::6812:2a0c", "2a00:1450:%x::200e", "2001:db8:%x::1"},
	"CNAME": {"shops.myshopify.com", "cname.vercel-dns.com", "d%dx7k2q.cloudfront.net", "ghs.googlehosted.com", "proxy-ssl.webflow.com"},
	"MX":    {"aspmx.l.google.com", "alt1.aspmx.l.google.com", "mx%d.mail.protection.outlook.com", "mxa.mailgun.org"},
	"TXT":   {"v=spf1 include:_spf.google.com ~all", "v=DMARC1; p=quarantine; pct=100", "google-site-verification=rXk%dPq2vT8mW", "v=spf1 include:mailgun.org -all"},
	"NS":    {"ns%d.digitalocean.com", "dana.ns.cloudflare.com", "ns-%d.awsdns-12.org"},
	"SRV":   {"10 5060 sip.voipline.net", "5 5269 xmpp.chatbase.net", "0 3478 turn.meetpoint.io"},
	"CAA":   {`0 issue "letsencrypt.org"`, `0 issuewild "digicert.com"`, `0 iodef "mailto:security@%d.dev"`},
	"PTR":   {"mail.northwind.io", "web%d.hostpoint.net", "smtp.brightline.dev"},
	"HTTPS": {`1 cdn.brightline.dev alpn="h2,h3"`, `1 edge.northwind.io alpn="h2"`},
}

// recordNames are the names records of a type are commonly created
// under: "www" for an address, "@" for the zone apex, "_dmarc" for a
// policy, a service label for SRV (the i-th the service of the i-th SRV
// value of recordTypes).
var recordNames = map[string][]string{
	"A": {"www", "api", "app", "staging", "vpn", "@"}, "AAAA": {"www", "api", "@"},
	"CNAME": {"www", "shop", "docs", "status", "blog"}, "MX": {"@"}, "TXT": {"@", "_dmarc"},
	"NS": {"dev", "eu"}, "SRV": {"_sip._tcp", "_xmpp-server._tcp", "_turn._udp"}, "CAA": {"@"},
	"PTR": {"24", "7"}, "HTTPS": {"@", "www"},
}

// recordValueKeys are the names of the property holding a record's value.
var recordValueKeys = []string{"content", "value", "data", "rdata", "target", "answer"}

// recordNameKeys are the names of the property holding a record's name.
var recordNameKeys = []string{"name", "host", "hostname", "record_name", "recordName", "subdomain"}

// fixRecordData gives a DNS record's value the shape its type asks for
// and its name a host label when either was drawn as prose or a title.
// The record is one of an object that holds a DNS type beside a value
// key (a type of two letters or more, or "A" in a tool about DNS), or,
// with no type, a value in a tool about DNS records (then an A record's).
func (g *Generator) fixRecordData(obj map[string]any) {
	typ, ok := g.recordType(obj)
	if !ok {
		return
	}
	drawn := -1 // the value drawn, by its index: an SRV record's name names its service
	for _, k := range recordValueKeys {
		if s, isStr := obj[k].(string); isStr && !fitsRecord(typ, s) {
			drawn = g.rng.Intn(len(recordTypes[typ]))
			v := recordTypes[typ][drawn]
			if strings.Contains(v, "%") {
				v = fmt.Sprintf(v, 2+g.rng.Intn(200))
			}
			obj[k] = v
			g.unsure = true // rewritten after its check
		}
	}
	for _, k := range recordNameKeys {
		if s, isStr := obj[k].(string); isStr && !hostLabel(s) {
			ns := recordNames[typ]
			if typ == "SRV" && drawn >= 0 {
				obj[k] = ns[drawn]
			} else {
				obj[k] = ns[g.rng.Intn(len(ns))]
			}
			g.unsure = true // rewritten after its check
		}
	}
}

// recordType returns the DNS record type of obj: the value of a key
// whose name ends in "type" (type, record_type, rtype) that is a known record type; "A" for a
// record with no type key in a tool that speaks of DNS records.
func (g *Generator) recordType(obj map[string]any) (string, bool) {
	dns, typed := strings.Contains(g.toolL, "dns"), false
	for _, k := range sortedKeys(obj) {
		lk := strings.ToLower(k)
		if !strings.HasSuffix(lk, "type") {
			continue
		}
		s, ok := obj[k].(string)
		if !ok {
			continue
		}
		t := strings.ToUpper(s)
		if _, known := recordTypes[t]; known && (len(t) > 1 || dns) {
			return t, true
		}
		typed = true // typed, but not (yet) by a DNS record type
	}
	if !typed && dns && strings.Contains(g.toolL, "record") {
		return "A", true
	}
	return "", false
}

// fitsRecord reports whether s already has the shape of a value of a
// record of type typ: an address for A and AAAA, a host name for the
// types that point at a host, no sentence for TXT.
func fitsRecord(typ, s string) bool {
	switch typ {
	case "A":
		var a, b, c, d int
		n, _ := fmt.Sscanf(s, "%d.%d.%d.%d", &a, &b, &c, &d)
		return n == 4
	case "AAAA":
		return strings.Count(s, ":") >= 2 && !strings.Contains(s, " ")
	case "CNAME", "MX", "NS", "PTR":
		return strings.Contains(s, ".") && !strings.ContainsAny(s, " ") && strings.ToLower(s) == s
	case "TXT":
		return strings.Contains(s, "=")
	}
	return strings.ContainsAny(s, "0123456789") && !strings.HasSuffix(s, ".")
}

// hostLabel reports whether s may name a DNS record: "@", "www",
// "_dmarc", "api.eu.example.com"; not a title ("Vendor Contracts") nor a
// machine name of words joined by underscores ("user_email_idx").
func hostLabel(s string) bool {
	if s == "" || strings.ContainsAny(s, " ") || strings.ToLower(s) != s {
		return false
	}
	for _, part := range strings.Split(s, ".") {
		if strings.Contains(strings.TrimPrefix(part, "_"), "_") {
			return false
		}
	}
	return true
}
