package jsonx

import (
	"errors"
	"strings"
	"testing"
)

func TestCheckDuplicates(t *testing.T) {
	for in, want := range map[string]string{
		`{"a":1,"b":{"a":2}}`:                                         "",
		`[{"a":1},{"a":2}]`:                                           "",
		`{"a":1,"a":2}`:                                               "/a",
		`{"x":{"y":[0,{"k":1,"k":1}]}}`:                               "/x/y/1/k",
		`{"x":[[],{"a/b":1,"a/b":2}]}`:                                "/x/1/a~1b",
		`{"t":{"m~n":{},"m~n":[]}}`:                                   "/t/m~0n",
		`{"server_id":"a","SERVER_ID":"b"}`:                           "/SERVER_ID",
		`{"tool_args":{"Name":1,"name":2}}`:                           "",          // case matters below the top level
		`{"toolArgs":{"a":1},"toolArgſ":{"a":2}}`:                     "/toolArgſ", // U+017F folds to s in encoding/json
		`{"kind":1,"Kind":2}`:                                         "/Kind",     // Kelvin sign folds to k
		`{"hints":{"city":{"file":"/etc/shadow"},"city":["Lisbon"]}}`: "/hints/city",
		`{"a":[1,2,{"b":{"c":"d"}}],"e":null,"f":[{"g":1}],"f2":{"g":[],"g":1}}`: "/f2/g",
		`{"x":{"\u0063ity":1,"city":2}}`:                                         "/x/city",
		`{"s":"a\"b","t":["}",{"q\\":true,"q\\":false}]}`:                        "/t/1/q\\",
		` [ -1.5e3 , {"a" : 1 , "b" : [ null , true ] , "a" : 2 } ] `:            "/1/a",
	} {
		err := CheckDuplicates([]byte(in), true)
		var dup *DuplicateError
		switch {
		case want == "" && err != nil:
			t.Errorf("%s: %v", in, err)
		case want != "" && (!errors.As(err, &dup) || dup.Pointer != want):
			t.Errorf("%s: %v, want a duplicate at %s", in, err, want)
		}
	}
	if err := CheckDuplicates([]byte(strings.Repeat("[", 20000)+strings.Repeat("]", 20000)), true); err == nil {
		t.Error("nesting past encoding/json's limit accepted")
	}
	if err := CheckDuplicates([]byte(`{"a":`), true); err == nil {
		t.Error("truncated body accepted")
	}
	if err := CheckDuplicates([]byte(`{"server_id":"a","SERVER_ID":"b"}`), false); err != nil {
		t.Errorf("names differing in case refused without foldTop: %v", err)
	}
}
