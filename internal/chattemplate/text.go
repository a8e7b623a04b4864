package chattemplate

import (
	"fmt"

	"github.com/mcpgen/mcpgen/pkg/dataset"
)

// TextFormat returns a dataset.Format named "text" that writes each record
// pre-rendered through t as {"text": …} (the raw-text datasets TRL's
// dataset_text_field and similar trainers read). Encode first writes the
// record in the hf format with the options given (so pass the convention
// Probe chose: ArgsEncoding and CallContent), then renders that line
// through t. Errors wrap ErrRender for a template failure and carry the
// template name; records the hf format cannot hold fail as they do there
// (wrapping dataset.ErrNotRepresentable).
//
// The format is not in dataset's registry: it needs a template, which is
// a per-run choice. It is safe for concurrent use.
func TextFormat(t *Template) dataset.Format { return textFormat{t: t} }

type textFormat struct{ t *Template }

func (f textFormat) Name() string { return "text" }

func (f textFormat) Description() string {
	return fmt.Sprintf("records pre-rendered through chat template %s as {\"text\": …}", f.t.Name)
}

func (f textFormat) Defaults() dataset.FormatOptions {
	hf, err := dataset.Lookup("hf")
	if err != nil {
		return dataset.FormatOptions{}
	}
	return hf.Defaults()
}

func (f textFormat) Encode(r *dataset.Record, opts dataset.FormatOptions) ([]byte, error) {
	hf, err := dataset.Lookup("hf")
	if err != nil {
		return nil, err
	}
	line, err := hf.Encode(r, opts)
	if err != nil {
		return nil, err
	}
	rec, err := ParseRecord(line)
	if err != nil {
		return nil, fmt.Errorf("text format: %w", err)
	}
	return f.t.TextLine(rec)
}
