package chattemplate

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/ardanlabs/jinja"
)

// decodeJSON decodes one JSON value into a jinja.Value, keeping the key
// order of objects (jinja.FromGoValue would sort keys, and templates print
// tool schemas and arguments in their source order, as Python's json does).
// Integers stay integers and numbers with a fraction or exponent become
// floats, as with Python's json.loads.
func decodeJSON(data []byte) (jinja.Value, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	v, err := decodeValue(dec)
	if err != nil {
		return jinja.Undefined(), err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return jinja.Undefined(), errors.New("unexpected data after the JSON value")
	}
	return v, nil
}

func decodeValue(dec *json.Decoder) (jinja.Value, error) {
	tok, err := dec.Token()
	if err != nil {
		return jinja.Undefined(), err
	}
	switch t := tok.(type) {
	case nil:
		return jinja.None(), nil
	case bool:
		return jinja.NewBool(t), nil
	case string:
		return jinja.NewString(t), nil
	case json.Number:
		return jinja.FromGoValue(t), nil
	case json.Delim:
		switch t {
		case '[':
			var items []jinja.Value
			for dec.More() {
				v, err := decodeValue(dec)
				if err != nil {
					return jinja.Undefined(), err
				}
				items = append(items, v)
			}
			if _, err := dec.Token(); err != nil {
				return jinja.Undefined(), err
			}
			return jinja.NewList(items), nil
		case '{':
			d := jinja.NewDict()
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return jinja.Undefined(), err
				}
				k, ok := kt.(string)
				if !ok {
					return jinja.Undefined(), fmt.Errorf("object key %v is not a string", kt)
				}
				v, err := decodeValue(dec)
				if err != nil {
					return jinja.Undefined(), err
				}
				d.AsDict().Set(k, v)
			}
			if _, err := dec.Token(); err != nil {
				return jinja.Undefined(), err
			}
			return d, nil
		}
	}
	return jinja.Undefined(), fmt.Errorf("unexpected JSON token %v", tok)
}

// cloneValue deep-copies lists and dicts so a marked copy of a record never
// shares mutable state with the original.
func cloneValue(v jinja.Value) jinja.Value {
	switch {
	case v.IsList():
		items := make([]jinja.Value, len(v.AsList().Items))
		for i, it := range v.AsList().Items {
			items[i] = cloneValue(it)
		}
		return jinja.NewList(items)
	case v.IsDict():
		d := jinja.NewDict()
		src := v.AsDict()
		for _, k := range src.Keys {
			d.AsDict().Set(k, cloneValue(src.Data[k]))
		}
		return d
	}
	return v
}

// encodeJSON writes v as compact JSON (no spaces, no HTML escaping), the
// way encoding/json writes arguments strings.
func encodeJSON(sb *strings.Builder, v jinja.Value) {
	switch {
	case v.IsNone() || v.IsUndefined() || v.IsCallable():
		sb.WriteString("null")
	case v.IsBool():
		sb.WriteString(strconv.FormatBool(v.AsBool()))
	case v.IsInt():
		sb.WriteString(strconv.FormatInt(v.AsInt(), 10))
	case v.IsFloat():
		sb.WriteString(strconv.FormatFloat(v.AsFloat(), 'g', -1, 64))
	case v.IsString():
		writeJSONString(sb, v.AsString())
	case v.IsList():
		sb.WriteByte('[')
		for i, it := range v.AsList().Items {
			if i > 0 {
				sb.WriteByte(',')
			}
			encodeJSON(sb, it)
		}
		sb.WriteByte(']')
	case v.IsDict():
		sb.WriteByte('{')
		d := v.AsDict()
		for i, k := range d.Keys {
			if i > 0 {
				sb.WriteByte(',')
			}
			writeJSONString(sb, k)
			sb.WriteByte(':')
			encodeJSON(sb, d.Data[k])
		}
		sb.WriteByte('}')
	}
}

func writeJSONString(sb *strings.Builder, s string) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	sb.Write(bytes.TrimSuffix(buf.Bytes(), []byte("\n")))
}

// get returns d[key] when v is a dict holding key, else Undefined.
func get(v jinja.Value, key string) jinja.Value {
	if !v.IsDict() {
		return jinja.Undefined()
	}
	x, ok := v.AsDict().Get(key)
	if !ok {
		return jinja.Undefined()
	}
	return x
}
