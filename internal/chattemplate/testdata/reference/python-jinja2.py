#!/usr/bin/env python3
"""Render every testdata/*.jsonl record through every chat template with
Python's jinja2, set up as Hugging Face transformers does
(transformers/utils/chat_template_utils.py: ImmutableSandboxedEnvironment,
trim_blocks, lstrip_blocks, loopcontrols, tojson = json.dumps with
ensure_ascii=False, raise_exception, strftime_now), and write one JSON line
per (record, template) to python-jinja2.jsonl next to this script: the reference that
TestPythonParity compares internal/chattemplate's renders with.

Run from internal/chattemplate:  python3 testdata/reference/python-jinja2.py
Measured with jinja2 3.1.6. bos_token/eos_token are the ones Parse guesses
(listed below), strftime_now is fixed at 2024-07-26 like DefaultNow.
Tests never run this script.
"""
import datetime, glob, json, os
import jinja2
from jinja2.sandbox import ImmutableSandboxedEnvironment
from jinja2.ext import loopcontrols

SPECIAL = {  # template -> (bos_token, eos_token), as chattemplate.Parse guesses them
    "deepseek-v3.1.jinja": ("<｜begin▁of▁sentence｜>", "<｜end▁of▁sentence｜>"),
    "functionary-medium-v3.1.jinja": ("<|begin_of_text|>", "<|eot_id|>"),
    "hermes-3-llama-3.1-70b-tool_use.jinja": ("<|begin_of_text|>", "<|im_end|>"),
    "llama-3.3-70b-instruct.jinja": ("<|begin_of_text|>", "<|eot_id|>"),
    "mistral-nemo-instruct-2407.jinja": ("<s>", "</s>"),
    "mistral-small-3.2-24b-instruct-2506.jinja": ("<s>", "</s>"),
}

def raise_exception(m):
    raise jinja2.exceptions.TemplateError(m)

def tojson(x, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
    return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)

def strftime_now(f):
    return datetime.datetime(2024, 7, 26).strftime(f)

env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True, extensions=[loopcontrols])
env.filters["tojson"] = tojson
env.globals["raise_exception"] = raise_exception
env.globals["strftime_now"] = strftime_now

out = []
for rf in sorted(glob.glob("testdata/*.jsonl")):
    rec = json.loads(open(rf, encoding="utf-8").readline())
    for tf in sorted(glob.glob("../../testdata/chat-templates/*.jinja")):
        name = os.path.basename(tf)
        bos, eos = SPECIAL.get(name, ("", ""))
        t = env.from_string(open(tf, encoding="utf-8").read())
        row = {"record": os.path.basename(rf)[:-6], "template": name, "jinja2": jinja2.__version__}
        kw = dict(messages=rec["messages"], add_generation_prompt=False, bos_token=bos, eos_token=eos)
        if rec.get("tools"):
            kw["tools"] = rec["tools"]
        try:
            row["text"] = t.render(**kw)
        except Exception as e:
            row["error"] = "%s: %s" % (type(e).__name__, e)
        out.append(json.dumps(row, ensure_ascii=False))
with open("testdata/reference/python-jinja2.jsonl", "w", encoding="utf-8") as f:
    f.write("\n".join(out) + "\n")
