// Runs json-schema-faker (pinned in package.json) over a batch corpus and
// writes the batch contract's output lines: {"id":...,"instances":[...]} or
// {"id":...,"error":"..."}. Usage: node jsf.mjs CORPUS.jsonl N SEED > OUT.jsonl
// It prints {"peer","instances","errors","generateMs"} on stderr; generateMs
// (wall) and cpuMs (user+system CPU) count the generation loop only (not node
// start-up, reading or writing).
import { readFileSync, writeSync } from "node:fs";
import { createGeneratorSync } from "json-schema-faker";

const [corpusFile, nArg, seedArg] = process.argv.slice(2);
const n = Number(nArg ?? 20);
const seed = Number(seedArg ?? 1);
const lines = readFileSync(corpusFile, "utf8").split("\n").filter((l) => l.trim() !== "");
let instances = 0, errors = 0, genNs = 0n;
const cpu0 = process.cpuUsage();
const out = [];
for (const line of lines) {
  const { id, schema } = JSON.parse(line);
  const t0 = process.hrtime.bigint();
  try {
    const gen = createGeneratorSync({ seed });
    const vals = [];
    for (let i = 0; i < n; i++) vals.push(gen.generate(schema));
    genNs += process.hrtime.bigint() - t0;
    instances += vals.length;
    out.push(JSON.stringify({ id, instances: vals }));
  } catch (e) {
    genNs += process.hrtime.bigint() - t0;
    errors++;
    out.push(JSON.stringify({ id, error: String(e && e.message ? e.message : e) }));
  }
}
const cpu = process.cpuUsage(cpu0);
writeSync(1, out.join("\n") + "\n");
process.stderr.write(JSON.stringify({ peer: "json-schema-faker@0.6.3", instances, errors, generateMs: Number(genNs) / 1e6, cpuMs: (cpu.user + cpu.system) / 1e3 }) + "\n");
