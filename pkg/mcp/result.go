package mcp

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strings"
)

// Content types of a tools/call result (MCP 2025-11-25, "Server Features /
// Tools / Tool Result").
const (
	ContentText         = "text"
	ContentImage        = "image"
	ContentAudio        = "audio"
	ContentResourceLink = "resource_link"
	ContentResource     = "resource" // embedded resource
)

// A ContentItem is one element of a tools/call result's content array.
type ContentItem struct {
	// Type is one of the Content* constants, or whatever the server sent.
	Type string
	// Text is the text of a text item, or the text of an embedded text
	// resource.
	Text string
	// MIMEType of image, audio and resource items.
	MIMEType string
	// URI and Name of resource and resource_link items.
	URI  string
	Name string
	// Size is the decoded size in bytes of base64 data (image, audio, blob
	// resources); -1 when the data is not valid base64.
	Size int
	// Raw is the item as the server sent it.
	Raw json.RawMessage
}

// Placeholder renders a non-text item as a one-line typed placeholder such
// as "[image: image/png, 1024 bytes]"; text items render as their text.
func (c ContentItem) Placeholder() string {
	switch c.Type {
	case ContentText:
		return c.Text
	case ContentImage, ContentAudio:
		return fmt.Sprintf("[%s: %s, %d bytes]", c.Type, orUnknown(c.MIMEType), c.Size)
	case ContentResourceLink:
		return fmt.Sprintf("[resource_link: %s (%s)]", c.URI, orUnknown(c.MIMEType))
	case ContentResource:
		if c.Text != "" {
			return fmt.Sprintf("[resource: %s (%s)]\n%s", c.URI, orUnknown(c.MIMEType), c.Text)
		}
		return fmt.Sprintf("[resource: %s (%s), %d bytes]", c.URI, orUnknown(c.MIMEType), c.Size)
	}
	return fmt.Sprintf("[%s]", c.Type)
}

func orUnknown(s string) string {
	if s == "" {
		return "unknown type"
	}
	return s
}

// A CallResult is the result of one tools/call.
type CallResult struct {
	// Content holds the content items in order.
	Content []ContentItem
	// StructuredContent is the result's structuredContent as sent (MCP
	// 2025-06-18 and later), nil when absent.
	StructuredContent json.RawMessage
	// IsError is the result's isError: the tool itself failed. This is not a
	// Go error (MCP 2025-11-25, "Tools / Error Handling").
	IsError bool
	// Raw is the whole result object as the server sent it.
	Raw json.RawMessage
}

// Text joins the content items with newlines: text items as they are,
// other items as typed placeholders (see ContentItem.Placeholder).
func (r *CallResult) Text() string {
	parts := make([]string, len(r.Content))
	for i, c := range r.Content {
		parts[i] = c.Placeholder()
	}
	return strings.Join(parts, "\n")
}

// ParseCallResult decodes a raw tools/call result object. It returns an
// error when raw is not a JSON object.
func ParseCallResult(raw json.RawMessage) (*CallResult, error) {
	var wire struct {
		Content           []json.RawMessage `json:"content"`
		StructuredContent json.RawMessage   `json:"structuredContent"`
		IsError           bool              `json:"isError"`
	}
	if err := json.Unmarshal(raw, &wire); err != nil {
		return nil, fmt.Errorf("decode tools/call result: %w", err)
	}
	r := &CallResult{IsError: wire.IsError, Raw: append(json.RawMessage(nil), raw...)}
	if len(wire.StructuredContent) > 0 && !bytes.Equal(bytes.TrimSpace(wire.StructuredContent), []byte("null")) {
		r.StructuredContent = wire.StructuredContent
	}
	for _, item := range wire.Content {
		var w struct {
			Type     string `json:"type"`
			Text     string `json:"text"`
			Data     string `json:"data"`
			MIMEType string `json:"mimeType"`
			URI      string `json:"uri"`
			Name     string `json:"name"`
			Resource *struct {
				URI      string `json:"uri"`
				MIMEType string `json:"mimeType"`
				Text     string `json:"text"`
				Blob     string `json:"blob"`
			} `json:"resource"`
		}
		if err := json.Unmarshal(item, &w); err != nil {
			return nil, fmt.Errorf("decode tools/call content item: %w", err)
		}
		c := ContentItem{Type: w.Type, Text: w.Text, MIMEType: w.MIMEType, URI: w.URI, Name: w.Name, Raw: item}
		switch w.Type {
		case ContentImage, ContentAudio:
			c.Size = b64Size(w.Data)
		case ContentResource:
			if w.Resource != nil {
				c.URI, c.MIMEType, c.Text = w.Resource.URI, w.Resource.MIMEType, w.Resource.Text
				c.Size = len(w.Resource.Text)
				if w.Resource.Blob != "" {
					c.Size = b64Size(w.Resource.Blob)
				}
			}
		}
		r.Content = append(r.Content, c)
	}
	return r, nil
}

func b64Size(s string) int {
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		return -1
	}
	return len(b)
}
