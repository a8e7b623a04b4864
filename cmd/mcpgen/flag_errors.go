package main

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/internal/suggest"
	"github.com/urfave/cli/v2"
)

// notDefined matches the flag package's error for a flag no command
// defines; it names the flag with one dash whatever was typed.
var notDefined = regexp.MustCompile(`^flag provided but not defined: -+([^\s;]+)((?s:.*))$`)

// unknownFlag rewords the flag package's "flag provided but not defined:
// -x" as "unknown flag --name", the flag as it is typed (one dash for a
// one-letter flag), with the nearest flag of the command or of mcpgen's
// global flags when one is near (--seeed: did you mean --seed?), and any
// hint a command added after it. Other errors are returned as they are.
func unknownFlag(err error, flags []cli.Flag) error {
	m := notDefined.FindStringSubmatch(err.Error())
	if m == nil {
		return err
	}
	var names []string
	for _, f := range append(append([]cli.Flag(nil), flags...), globalFlags()...) {
		for _, n := range f.Names() {
			if len(n) > 1 {
				names = append(names, n)
			}
		}
	}
	hint := ""
	if c := suggest.Closest(m[1], names); c != "" {
		hint = " (did you mean --" + c + "?)"
	}
	return fmt.Errorf("unknown flag %s%s%s", dashed(m[1]), hint, m[2])
}

// dashed is a flag name as it is typed: -n, --seed.
func dashed(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + strings.TrimLeft(name, "-")
}

// outOfRange is what value v, too large for flag f, should be instead:
// within the whole numbers f holds on the side v overflows ("no larger
// than 9223372036854775807"), for an integer flag; want otherwise. Only
// that side is said: a flag that takes a count refuses negatives itself
// ("-n -5": want at least 1), so the whole range would offer values it
// refuses.
func outOfRange(f cli.Flag, want, v string) string {
	switch f.(type) {
	case *cli.IntFlag, *cli.Int64Flag:
		if strings.HasPrefix(v, "-") {
			return fmt.Sprintf("a whole number no smaller than %d", int64(math.MinInt64))
		}
		return fmt.Sprintf("a whole number no larger than %d", int64(math.MaxInt64))
	case *cli.UintFlag, *cli.Uint64Flag:
		return fmt.Sprintf("a whole number from 0 to %d", uint64(math.MaxUint64))
	}
	return want
}

// needsArg matches the flag package's error for a flag typed last with
// no value after it; it names the flag with one dash whatever was typed.
var needsArg = regexp.MustCompile(`^flag needs an argument: -+(\S+)$`)

// missingValue rewords the flag package's "flag needs an argument: -seed"
// as the flag typed (--seed, -n) and what to give it ("--seed needs a
// value: give a whole number, as in --seed 10"). Other errors are
// returned as they are.
func missingValue(err error, flags []cli.Flag) error {
	m := needsArg.FindStringSubmatch(err.Error())
	if m == nil {
		return err
	}
	name := dashed(m[1])
	example := strings.ToUpper(strings.TrimLeft(m[1], "-")) // --tools TOOLS
	if f := flagNamed(append(append([]cli.Flag(nil), flags...), globalFlags()...), m[1]); f != nil {
		if form, ok := valueForm(f); ok && form.example != "" {
			example = form.example
		}
	}
	return fmt.Errorf("%s needs a value: put it after the flag, as in %s %s", name, name, example)
}

// flagValueForm is how a typed flag's value is written: an example to show
// after the flag ("30s") and a description of the form ("a duration such
// as 30s, 1m30s or 500ms"). A bool flag has no example: it needs no value.
type flagValueForm struct {
	example, want string
}

// valueForm is f's value form, and false for flags whose value is free
// text (string, string slice): any word is a value of those.
func valueForm(f cli.Flag) (flagValueForm, bool) {
	switch f.(type) {
	case *cli.DurationFlag:
		return flagValueForm{"30s", "a duration such as 30s, 1m30s or 500ms"}, true
	case *cli.IntFlag, *cli.Int64Flag, *cli.UintFlag, *cli.Uint64Flag:
		return flagValueForm{"10", "a whole number such as 10"}, true
	case *cli.Float64Flag:
		return flagValueForm{"0.1", "a number such as 0.1"}, true
	case *cli.BoolFlag:
		return flagValueForm{"", "true or false (or leave the value out)"}, true
	}
	return flagValueForm{}, false
}

// flagNamed is the flag among flags that has name as one of its names, or
// nil.
func flagNamed(flags []cli.Flag, name string) cli.Flag {
	for _, f := range flags {
		if slices.Contains(f.Names(), name) {
			return f
		}
	}
	return nil
}
