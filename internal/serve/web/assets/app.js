// mcpgen's web page: plain JavaScript over the JSON API of `mcpgen serve`.
//
// The bearer token comes from the URL `mcpgen serve` prints
// (http://127.0.0.1:8080/#token=TOKEN): the fragment is never sent to the
// server. It is read once, kept in sessionStorage (not a cookie, so a form
// on another site cannot send it along), removed from the address bar, and
// sent as "Authorization: Bearer TOKEN" on every API call.
'use strict';

const TOKEN_KEY = 'mcpgen-token';

function takeToken() {
  const m = /(?:^#|&)token=([^&]*)/.exec(location.hash);
  if (m) {
    try { sessionStorage.setItem(TOKEN_KEY, decodeURIComponent(m[1])); } catch (e) { /* storage off: token lives in memory only */ memToken = decodeURIComponent(m[1]); }
    history.replaceState(null, '', location.pathname + location.search);
  }
}
let memToken = '';
function token() {
  try { return sessionStorage.getItem(TOKEN_KEY) || memToken; } catch (e) { return memToken; }
}

// ---- helpers ----

const $ = (sel, root = document) => root.querySelector(sel);
const $$ = (sel, root = document) => Array.from(root.querySelectorAll(sel));

// el builds an element: el('td', {class: 'x'}, 'text', child...).
function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') e.className = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (v === true) e.setAttribute(k, '');
    else e.setAttribute(k, v);
  }
  for (const kid of kids.flat()) {
    if (kid === undefined || kid === null || kid === false) continue;
    e.append(kid instanceof Node ? kid : String(kid));
  }
  return e;
}

// An APIError carries the problem details object of a failed call.
class APIError extends Error {
  constructor(status, prob) {
    super((prob && (prob.detail || prob.title)) || ('HTTP ' + status));
    this.status = status;
    this.problem = prob || {};
  }
}

function authHeaders(extra) {
  const h = Object.assign({}, extra);
  const t = token();
  if (t) h['Authorization'] = 'Bearer ' + t;
  return h;
}

// api calls the API and returns the decoded JSON answer (null for 204).
// A 401 shows the banner that says how to open the page with its token.
async function rawFetch(method, path, body, contentType) {
  const opts = {method, headers: authHeaders(), cache: 'no-store', credentials: 'omit'};
  if (body !== undefined) {
    opts.body = body;
    opts.headers['Content-Type'] = contentType || 'application/json';
  }
  let resp;
  try {
    resp = await fetch(path, opts);
  } catch (e) {
    throw new APIError(0, {detail: 'cannot reach mcpgen serve: ' + e.message});
  }
  if (resp.status === 401) $('#auth-banner').hidden = false;
  if (!resp.ok) {
    let prob = null;
    try { prob = await resp.json(); } catch (e) { /* not JSON */ }
    throw new APIError(resp.status, prob);
  }
  return resp;
}

async function api(method, path, body) {
  const resp = await rawFetch(method, path, body === undefined ? undefined : JSON.stringify(body));
  if (resp.status === 204) return null;
  return resp.json();
}

function flash(msg, kind) {
  const f = $('#flash');
  f.textContent = msg;
  f.className = 'banner ' + (kind || '');
  f.hidden = !msg;
}

function problemText(err) {
  const p = err.problem || {};
  let s = err.message;
  if (p.stderr) s += '\nserver stderr (tail):\n' + p.stderr;
  return s;
}

// ---- tabs ----

function showTab(name) {
  for (const b of $$('.tab')) {
    if (b.dataset.tab === name) b.setAttribute('aria-current', 'page');
    else b.removeAttribute('aria-current');
  }
  for (const s of $$('main > section')) s.hidden = s.id !== name;
  flash('');
  if (name === 'generate') loadGenerateServers();
}

// ---- state ----

let servers = []; // ServerView objects
const lastTest = {}; // name → {ok, text}
const toolCache = {}; // name → tools array

function serverOptions(sel, onlyEnabled) {
  const cur = sel.value;
  sel.replaceChildren(...servers.filter(s => !onlyEnabled || s.enabled).map(s => el('option', {value: s.name}, s.name)));
  if (servers.some(s => s.name === cur)) sel.value = cur;
}

async function getTools(name, fresh) {
  if (!fresh && toolCache[name]) return toolCache[name];
  const res = await api('GET', '/api/mcp/servers/' + encodeURIComponent(name) + '/tools');
  toolCache[name] = res.tools || [];
  return toolCache[name];
}

// ---- Servers ----

async function loadServers() {
  try {
    const res = await api('GET', '/api/mcp/servers');
    servers = res.servers || [];
  } catch (e) {
    flash('Servers: ' + problemText(e), 'error');
    return;
  }
  renderServers();
  serverOptions($('#tools-server'));
  serverOptions($('#try-server'));
}

function renderServers() {
  const body = $('#server-table tbody');
  body.replaceChildren();
  $('#server-empty').hidden = servers.length > 0;
  for (const s of servers) {
    const target = s.transport === 'stdio' ? [s.command, ...(s.args || [])].join(' ') : s.url;
    const extras = [];
    if (s.env && Object.keys(s.env).length) extras.push('env: ' + Object.entries(s.env).map(([k, v]) => k + '=' + v).join(' '));
    if (s.headers && Object.keys(s.headers).length) extras.push('headers: ' + Object.entries(s.headers).map(([k, v]) => k + ': ' + v).join('; '));
    const lt = lastTest[s.name];
    const testCell = el('td', {class: 'test-result'});
    if (lt) {
      testCell.append(el('span', {class: lt.ok ? 'ok' : 'bad'}, lt.ok ? '✓ ' : '✗ ', lt.summary));
      if (lt.detail) testCell.append(el('details', {open: !lt.ok}, el('summary', {}, lt.ok ? 'details' : 'server stderr'), el('pre', {}, lt.detail)));
    } else {
      testCell.append(el('span', {class: 'muted'}, 'not tested'));
    }
    const name = s.name;
    body.append(el('tr', {'data-server': name},
      el('th', {scope: 'row'}, name),
      el('td', {}, s.transport),
      el('td', {class: 'cmd'}, el('code', {}, target), extras.map(x => el('div', {class: 'muted small'}, x))),
      el('td', {}, el('label', {class: 'check'},
        el('input', {type: 'checkbox', checked: s.enabled, 'aria-label': 'enable ' + name, onchange: ev => toggleServer(name, ev.target.checked)}),
        s.enabled ? 'yes' : 'no')),
      testCell,
      el('td', {class: 'actions'},
        el('button', {type: 'button', onclick: () => testServer(name)}, 'Test'),
        el('button', {type: 'button', onclick: () => openTools(name)}, 'Tools'),
        el('button', {type: 'button', class: 'danger', onclick: () => removeServer(name)}, 'Remove'))));
  }
}

async function testServer(name) {
  lastTest[name] = {ok: true, summary: 'testing…'};
  renderServers();
  try {
    const r = await api('POST', '/api/mcp/servers/' + encodeURIComponent(name) + '/test');
    lastTest[name] = {ok: true, summary: `${r.tools} tools · protocol ${r.protocolVersion} · ${r.latencyMs} ms`,
      detail: [r.serverName && ('server ' + r.serverName + ' ' + (r.serverVersion || '')), 'tools: ' + r.toolNames.join(', ')].filter(Boolean).join('\n')};
    delete toolCache[name];
  } catch (e) {
    lastTest[name] = {ok: false, summary: e.message, detail: (e.problem && e.problem.stderr) || ''};
  }
  renderServers();
}

async function toggleServer(name, on) {
  try {
    await api('POST', '/api/mcp/servers/' + encodeURIComponent(name) + (on ? '/enable' : '/disable'));
    flash(`${name} ${on ? 'enabled' : 'disabled'}.`, 'ok');
  } catch (e) {
    flash(problemText(e), 'error');
  }
  await loadServers();
}

function removeServer(name) {
  const d = $('#confirm-remove');
  $('#confirm-remove-name').textContent = name;
  d.returnValue = '';
  d.onclose = async () => {
    if (d.returnValue !== 'remove') return;
    try {
      await api('DELETE', '/api/mcp/servers/' + encodeURIComponent(name));
      delete lastTest[name];
      delete toolCache[name];
      flash(`Removed ${name}.`, 'ok');
    } catch (e) {
      flash(problemText(e), 'error');
    }
    await loadServers();
  };
  d.showModal();
  $('#confirm-remove-ok').focus();
}

function lines(text) {
  return text.split('\n').map(l => l.trim()).filter(Boolean);
}

function pairs(text, sep, what) {
  const out = {};
  for (const l of lines(text)) {
    const i = l.indexOf(sep);
    if (i <= 0) throw new Error(`${what}: "${l}" is not ${sep === '=' ? 'KEY=value' : 'Name: value'}`);
    out[l.slice(0, i).trim()] = l.slice(i + 1).trim();
  }
  return out;
}

function addKind() {
  return $('#add-form input[name=kind]:checked').value;
}

function updateAddKind() {
  const remote = addKind() === 'remote';
  $('#add-form .stdio-only').hidden = remote;
  $('#add-form .remote-only').hidden = !remote;
}

async function addServer(ev) {
  ev.preventDefault();
  const f = ev.target;
  const err = $('#add-error');
  err.textContent = '';
  const req = {name: f.name.value.trim()};
  let added;
  try {
    if (addKind() === 'stdio') {
      req.command = f.command.value.trim();
      if (!req.command) throw new Error('command: required for a stdio server');
      const args = lines(f.args.value);
      if (args.length) req.args = args;
      const env = pairs(f.env.value, '=', 'environment');
      if (Object.keys(env).length) req.env = env;
    } else {
      req.url = f.url.value.trim();
      if (!req.url) throw new Error('URL: required for a remote server');
      const headers = pairs(f.headers.value, ':', 'headers');
      if (Object.keys(headers).length) req.headers = headers;
    }
    if (!req.name) throw new Error('name: required');
    added = await api('POST', '/api/mcp/servers', req);
  } catch (e) {
    err.textContent = problemText(e);
    return;
  }
  f.reset();
  updateAddKind();
  const warnings = (added && added.warnings) || [];
  if (warnings.length) {
    flash(`Added ${req.name}, but: ${warnings.join('; ')}.`, '');
  } else {
    flash(`Added ${req.name}. Press Test to connect to it.`, 'ok');
  }
  await loadServers();
}

async function importConfig(ev) {
  ev.preventDefault();
  const err = $('#import-error');
  const out = $('#import-result');
  err.textContent = '';
  out.replaceChildren();
  const text = $('#import-text').value;
  if (!text.trim()) {
    err.textContent = 'Choose a file or paste its contents first.';
    return;
  }
  try {
    const r = await api('POST', '/api/mcp/import', {
      config: text, filename: $('#import-filename').value.trim() || undefined, force: $('#import-force').checked || undefined,
    });
    out.append(el('p', {}, `${r.format} file: ${r.imported} server(s) imported into ${r.target}.`),
      el('ul', {class: 'small'}, r.servers.map(s => el('li', {class: s.imported ? 'ok' : 'bad'},
        `${s.name}: ${s.imported ? 'imported' : 'skipped: ' + s.reason}`, (s.notes || []).map(n => el('div', {class: 'muted'}, n)),
        (s.warnings || []).map(w => el('div', {class: 'bad'}, 'will not start yet: ' + w))))));
  } catch (e) {
    err.textContent = problemText(e);
  }
  await loadServers();
}

async function importFileChosen(ev) {
  const file = ev.target.files[0];
  if (!file) return;
  $('#import-text').value = await file.text();
  if (!$('#import-filename').value) $('#import-filename').value = file.name;
}

// ---- Tools ----

function openTools(name) {
  showTab('tools');
  $('#tools-server').value = name;
  showTools();
}

// signature renders name(a: string, b?: integer).
function signature(t) {
  const sch = t.inputSchema || {};
  const req = new Set(sch.required || []);
  const params = Object.entries(sch.properties || {}).map(([k, v]) => k + (req.has(k) ? '' : '?') + ': ' + typeName(v));
  return t.name + '(' + params.join(', ') + ')';
}

function typeName(s) {
  if (!s || typeof s !== 'object') return 'any';
  if (s.enum) return s.enum.map(v => JSON.stringify(v)).join(' | ');
  if (Array.isArray(s.type)) return s.type.join(' | ');
  if (s.type === 'array') return typeName(s.items) + '[]';
  return s.type || 'any';
}

function annotationBadges(t) {
  const a = t.annotations || {};
  const out = [];
  if (a.readOnlyHint) out.push(el('span', {class: 'badge ro'}, 'read-only'));
  if (isDestructive(t)) out.push(el('span', {class: 'badge destructive'}, a.destructiveHint === undefined ? 'destructive (not declared)' : 'destructive'));
  else if (!a.readOnlyHint) out.push(el('span', {class: 'badge'}, 'not destructive'));
  if (a.idempotentHint) out.push(el('span', {class: 'badge'}, 'idempotent'));
  if (a.openWorldHint) out.push(el('span', {class: 'badge'}, 'open world'));
  return out;
}

// isDestructive follows MCP's defaults: a tool is destructive unless it is
// read-only or says destructiveHint false.
function isDestructive(t) {
  const a = t.annotations || {};
  if (a.readOnlyHint) return false;
  return a.destructiveHint !== false;
}

async function showTools(ev) {
  if (ev) ev.preventDefault();
  const name = $('#tools-server').value;
  const list = $('#tool-list');
  const status = $('#tools-status');
  list.replaceChildren();
  if (!name) {
    status.textContent = 'No server to show: add one on the Servers page.';
    return;
  }
  status.textContent = `Listing the tools of ${name}…`;
  const profile = $('#tools-profile').value;
  let tools, lint;
  try {
    [tools, lint] = await Promise.all([getTools(name, true), api('POST', '/api/mcp/validate', {servers: [name], profile})]);
  } catch (e) {
    status.textContent = problemText(e);
    return;
  }
  const byTool = {};
  for (const f of lint.findings) (byTool[f.tool] = byTool[f.tool] || []).push(f);
  status.textContent = `${tools.length} tools · lint profile ${profile}: ${lint.errors} errors, ${lint.warnings} warnings`;
  for (const t of tools) {
    const fs = byTool[t.name] || [];
    list.append(el('article', {class: 'card tool', 'data-tool': t.name},
      el('h3', {}, el('code', {}, signature(t))),
      el('div', {}, t.title ? el('span', {class: 'muted'}, t.title + ' ') : null, annotationBadges(t)),
      el('p', {}, t.description || el('em', {class: 'muted'}, 'no description')),
      el('details', {}, el('summary', {}, 'inputSchema'), el('pre', {}, JSON.stringify(t.inputSchema, null, 2))),
      fs.length
        ? el('details', {class: 'lint', open: fs.length <= 3},
          el('summary', {class: count(fs, 'error') ? 'bad' : ''}, `lint (${profile}): ${count(fs, 'error')} errors, ${count(fs, 'warning')} warnings`),
          el('ul', {class: 'findings'}, fs.map(f => el('li', {class: f.severity}, el('strong', {}, f.severity), ` ${f.rule} at ${f.pointer || '/'}: ${f.message}`))))
        : el('p', {class: 'ok small'}, `no lint findings for ${profile}`),
      el('button', {type: 'button', onclick: () => openTry(name, t.name)}, 'Try this tool')));
  }
}

function count(findings, severity) {
  return findings.filter(f => f.severity === severity).length;
}

// ---- Try a tool ----

let tryTool = null;

async function openTry(server, toolName) {
  showTab('try');
  $('#try-server').value = server;
  await loadTryTools();
  $('#try-tool').value = toolName;
  buildTryForm();
}

async function loadTryTools() {
  const name = $('#try-server').value;
  const sel = $('#try-tool');
  sel.replaceChildren();
  if (!name) return;
  try {
    const tools = await getTools(name);
    sel.replaceChildren(...tools.map(t => el('option', {value: t.name}, t.name + (isDestructive(t) ? ' (destructive)' : ''))));
  } catch (e) {
    $('#try-error').textContent = problemText(e);
  }
  buildTryForm();
}

function pointerOf(key) {
  return '/' + key.replace(/~/g, '~0').replace(/\//g, '~1');
}

function buildTryForm() {
  const name = $('#try-server').value;
  const tools = toolCache[name] || [];
  tryTool = tools.find(t => t.name === $('#try-tool').value) || null;
  const box = $('#try-fields');
  box.replaceChildren();
  $('#try-result').replaceChildren();
  $('#try-error').textContent = '';
  $('#try-confirm').checked = false;
  if (!tryTool) {
    $('#try-desc').textContent = '';
    $('#try-confirm-wrap').hidden = true;
    return;
  }
  $('#try-desc').replaceChildren(el('code', {}, signature(tryTool)), ' ', ...annotationBadges(tryTool), el('br'), tryTool.description || '');
  $('#try-confirm-wrap').hidden = !isDestructive(tryTool);
  const sch = tryTool.inputSchema || {};
  const req = new Set(sch.required || []);
  const props = Object.entries(sch.properties || {});
  if (!props.length) box.append(el('p', {class: 'muted'}, 'This tool takes no arguments.'));
  for (const [key, ps] of props) {
    const id = 'arg-' + key.replace(/[^A-Za-z0-9_-]/g, '_');
    const ptr = pointerOf(key);
    const kind = fieldKind(ps);
    let input;
    if (kind === 'enum') {
      input = el('select', {id}, el('option', {value: ''}, '(not set)'), ps.enum.map(v => el('option', {value: JSON.stringify(v)}, String(v))));
    } else if (kind === 'boolean') {
      input = el('select', {id}, el('option', {value: ''}, '(not set)'), el('option', {value: 'true'}, 'true'), el('option', {value: 'false'}, 'false'));
    } else if (kind === 'integer' || kind === 'number') {
      input = el('input', {id, type: 'number', step: kind === 'integer' ? '1' : 'any', min: ps.minimum, max: ps.maximum});
    } else if (kind === 'string') {
      input = el('input', {id, type: 'text', placeholder: ps.format ? formatHint(ps.format) : (ps.examples ? String(ps.examples[0]) : '')});
    } else {
      input = el('textarea', {id, rows: 3, class: 'json', placeholder: kind === 'array' ? 'JSON array, e.g. ' + exampleArray(ps) : 'JSON value'});
    }
    input.dataset.key = key;
    input.dataset.kind = kind;
    input.setAttribute('aria-describedby', id + '-err ' + id + '-help');
    box.append(el('div', {class: 'field', 'data-pointer': ptr},
      el('label', {for: id}, key, ' ', el('span', {class: 'type'}, typeName(ps)), req.has(key) ? el('span', {class: 'req', title: 'required'}, ' * required') : null),
      input,
      el('div', {class: 'help muted small', id: id + '-help'}, [ps.description, ps.default !== undefined ? 'default ' + JSON.stringify(ps.default) : ''].filter(Boolean).join(' · ')),
      el('div', {class: 'field-error', id: id + '-err', role: 'alert'})));
  }
}

function fieldKind(ps) {
  if (!ps || typeof ps !== 'object') return 'json';
  if (Array.isArray(ps.enum) && ps.enum.length) return 'enum';
  const t = Array.isArray(ps.type) ? ps.type.filter(x => x !== 'null') : [ps.type];
  if (t.length !== 1) return 'json';
  return ['string', 'integer', 'number', 'boolean', 'array', 'object'].includes(t[0]) ? t[0] : 'json';
}

function formatHint(f) {
  return {date: 'YYYY-MM-DD', 'date-time': 'YYYY-MM-DDThh:mm:ssZ', email: 'name@example.com', uri: 'https://…', time: 'hh:mm:ss'}[f] || f;
}

function exampleArray(ps) {
  const it = ps.items || {};
  if (it.enum) return JSON.stringify(it.enum.slice(0, 2));
  return it.type === 'integer' || it.type === 'number' ? '[1, 2]' : '["a", "b"]';
}

// collectArgs reads the form into toolArgs and checks them against the
// inputSchema's plain keywords (type, required, enum, bounds, lengths,
// pattern, date formats). errors map a JSON pointer to a message; the
// server validates again with the full schema before calling the tool.
function collectArgs() {
  const sch = tryTool.inputSchema || {};
  const req = new Set(sch.required || []);
  const args = {};
  const errors = [];
  for (const input of $$('#try-fields [data-key]')) {
    const key = input.dataset.key;
    const ptr = pointerOf(key);
    const ps = (sch.properties || {})[key] || {};
    const raw = input.value;
    if (raw === '' || (input.validity && input.validity.badInput)) {
      if (input.validity && input.validity.badInput) errors.push({pointer: ptr, detail: 'not a number'});
      else if (req.has(key)) errors.push({pointer: ptr, detail: 'required property is missing'});
      continue;
    }
    let v;
    switch (input.dataset.kind) {
      case 'enum': case 'boolean': v = JSON.parse(raw); break;
      case 'integer': case 'number': v = Number(raw); break;
      case 'string': v = raw; break;
      default:
        try { v = JSON.parse(raw); } catch (e) { errors.push({pointer: ptr, detail: 'not valid JSON: ' + e.message}); continue; }
    }
    args[key] = v;
    for (const d of checkValue(v, ps)) errors.push({pointer: ptr + d.at, detail: d.detail});
  }
  return {args, errors};
}

function checkValue(v, s) {
  const out = [];
  const bad = (detail, at = '') => out.push({at, detail});
  if (!s || typeof s !== 'object') return out;
  const types = s.type === undefined ? [] : (Array.isArray(s.type) ? s.type : [s.type]);
  const typeOf = x => x === null ? 'null' : Array.isArray(x) ? 'array' : (typeof x === 'number' ? (Number.isInteger(x) ? 'integer' : 'number') : typeof x);
  const t = typeOf(v);
  if (types.length && !types.includes(t) && !(t === 'integer' && types.includes('number'))) {
    bad(`want ${types.join(' or ')}, got ${t}`);
    return out;
  }
  if (s.enum && !s.enum.some(e => JSON.stringify(e) === JSON.stringify(v))) bad('must be one of ' + s.enum.map(e => JSON.stringify(e)).join(', '));
  if (typeof v === 'number') {
    if (s.minimum !== undefined && v < s.minimum) bad(`must be at least ${s.minimum}`);
    if (s.maximum !== undefined && v > s.maximum) bad(`must be at most ${s.maximum}`);
    if (typeof s.exclusiveMinimum === 'number' && v <= s.exclusiveMinimum) bad(`must be more than ${s.exclusiveMinimum}`);
    if (typeof s.exclusiveMaximum === 'number' && v >= s.exclusiveMaximum) bad(`must be less than ${s.exclusiveMaximum}`);
  }
  if (typeof v === 'string') {
    const n = Array.from(v).length;
    if (s.minLength !== undefined && n < s.minLength) bad(`must be at least ${s.minLength} characters`);
    if (s.maxLength !== undefined && n > s.maxLength) bad(`must be at most ${s.maxLength} characters`);
    if (s.pattern) { try { if (!new RegExp(s.pattern, 'u').test(v)) bad('must match ' + s.pattern); } catch (e) { /* server decides */ } }
    if (s.format === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(v)) bad('must be a date (YYYY-MM-DD)');
  }
  if (Array.isArray(v)) {
    if (s.minItems !== undefined && v.length < s.minItems) bad(`must have at least ${s.minItems} items`);
    if (s.maxItems !== undefined && v.length > s.maxItems) bad(`must have at most ${s.maxItems} items`);
    if (s.items && typeof s.items === 'object') v.forEach((x, i) => checkValue(x, s.items).forEach(d => bad(d.detail, '/' + i + d.at)));
  }
  return out;
}

function showFieldErrors(errors) {
  for (const e of $$('#try-fields .field-error')) e.textContent = '';
  for (const f of $$('#try-fields .field')) f.classList.remove('invalid');
  const general = [];
  for (const er of errors) {
    const top = '/' + (er.pointer || '').split('/')[1];
    const field = $$('#try-fields .field').find(f => f.dataset.pointer === top);
    if (field && er.pointer) {
      field.classList.add('invalid');
      const box = $('.field-error', field);
      box.textContent = (box.textContent ? box.textContent + '; ' : '') + `${er.pointer}: ${er.detail}`;
    } else {
      general.push(`${er.pointer || '(toolArgs)'}: ${er.detail}`);
    }
  }
  const first = $('#try-fields .field.invalid [data-key]');
  if (first) first.focus();
  return general;
}

async function runTool(ev) {
  ev.preventDefault();
  const out = $('#try-result');
  const err = $('#try-error');
  err.textContent = '';
  out.replaceChildren();
  if (!tryTool) {
    err.textContent = 'Choose a server and a tool first.';
    return;
  }
  const {args, errors} = collectArgs();
  const general = showFieldErrors(errors);
  if (errors.length) {
    err.textContent = 'Not sent: ' + errors.length + ' invalid argument(s). ' + general.join('; ');
    return;
  }
  const destructive = isDestructive(tryTool);
  if (destructive && !$('#try-confirm').checked) {
    err.textContent = 'Not sent: tick the confirmation to call a tool that may change its environment.';
    $('#try-confirm').focus();
    return;
  }
  const btn = $('#try-run');
  btn.disabled = true;
  out.append(el('p', {class: 'muted'}, 'Calling ' + tryTool.name + '…'));
  const started = performance.now();
  try {
    const r = await api('POST', '/api/mcp/execute', {serverId: $('#try-server').value, toolName: tryTool.name, toolArgs: args, confirm: destructive || undefined});
    const total = Math.round(performance.now() - started);
    out.replaceChildren(
      el('p', {}, el('span', {class: r.isError ? 'badge destructive' : 'badge ro'}, r.isError ? 'tool error' : 'ok'),
        ` ${r.durationMs.toFixed(1)} ms in the server, ${total} ms in all`),
      el('h3', {}, 'Result'),
      el('pre', {class: 'result'}, r.result || '(no text content)'),
      r.structuredContent ? el('details', {open: true}, el('summary', {}, 'structuredContent'), el('pre', {}, JSON.stringify(r.structuredContent, null, 2))) : null,
      el('details', {}, el('summary', {}, `content (${r.content.length} items)`), el('pre', {}, r.content.map(c => contentPreview(c)).join('\n'))));
  } catch (e) {
    out.replaceChildren();
    const p = e.problem || {};
    const gen = p.errors ? showFieldErrors(p.errors) : [];
    err.textContent = problemText(e) + (gen.length ? '\n' + gen.join('; ') : '');
  } finally {
    btn.disabled = false;
  }
}

// contentPreview shows a content item, images and audio as placeholders.
function contentPreview(c) {
  if (c && (c.type === 'image' || c.type === 'audio')) {
    const n = c.data ? Math.floor(c.data.length * 3 / 4) : 0;
    return `[${c.type}: ${c.mimeType || '?'}, about ${n} bytes]`;
  }
  return JSON.stringify(c, null, 2);
}

// ---- Generate ----

let genAbort = null;
let genLines = []; // raw JSONL lines (strings) of the last run
let genPage = 0;
const PAGE = 5;
// PREVIEW_MAX bounds the records kept for the preview (the download has
// them all).
const PREVIEW_MAX = 5000;
let genURL = '';
let genManifestURL = '';

async function loadGenerateServers() {
  await loadServers();
  const box = $('#gen-servers');
  const prev = new Set($$('#gen-servers input:checked').map(i => i.value));
  const first = box.childElementCount === 0;
  box.replaceChildren();
  const enabled = servers.filter(s => s.enabled);
  if (!enabled.length) box.append(el('p', {class: 'muted'}, 'No enabled server: add one on the Servers page.'));
  for (const s of enabled) {
    box.append(el('label', {class: 'check'}, el('input', {type: 'checkbox', name: 'gen-server', value: s.name, checked: first || prev.has(s.name), onchange: loadGenerateTools}), s.name));
  }
  await loadGenerateTools();
}

async function loadGenerateTools() {
  const box = $('#gen-tools');
  const prev = new Map($$('#gen-tools input').map(i => [i.value, i.checked]));
  box.replaceChildren();
  for (const name of $$('#gen-servers input:checked').map(i => i.value)) {
    let tools;
    try { tools = await getTools(name); } catch (e) {
      box.append(el('p', {class: 'bad small'}, `${name}: ${e.message}`));
      continue;
    }
    box.append(el('fieldset', {class: 'tools-of'}, el('legend', {}, `Tools of ${name}`),
      tools.map(t => {
        const v = name + '/' + t.name;
        return el('label', {class: 'check'}, el('input', {type: 'checkbox', name: 'gen-tool', value: v, checked: prev.has(v) ? prev.get(v) : true}), t.name);
      })));
  }
}

function generateRequest() {
  const req = {
    servers: $$('#gen-servers input:checked').map(i => i.value),
    n: Number($('#gen-n').value) || undefined,
    seed: $('#gen-seed').value === '' ? undefined : Number($('#gen-seed').value),
    format: $('#gen-format').value,
    distractors: Number($('#gen-distractors').value) || undefined,
    negatives: Number($('#gen-negatives').value) || undefined,
    profile: $('#gen-profile').value === 'all' ? undefined : $('#gen-profile').value,
    nameStyle: $('#gen-namestyle').value === 'raw' ? undefined : $('#gen-namestyle').value,
  };
  const mix = mixRequest();
  if (mix) req.mix = mix;
  const hints = $('#gen-hints').value;
  if (hints.trim()) req.hints = hints; // the file's text: the server parses it as --hints does
  const boxes = $$('#gen-tools input');
  const chosen = boxes.filter(i => i.checked).map(i => i.value);
  if (chosen.length < boxes.length) req.include = chosen;
  const policy = $('#gen-execute').value;
  if (policy) {
    req.execute = true;
    req.executePolicy = policy;
    if (policy === 'all') {
      req.allowDestructive = true;
      req.confirm = $('#gen-confirm').checked;
    }
  }
  return req;
}

// mixRequest returns the mix of record kinds as generate --mix takes it
// ("single=0.6,parallel=0.4"), or undefined for single calls only (the
// default). Kinds at 0 are left out. The server checks the rest and names
// what is wrong (a negative share, shares summing to 0); a field holding
// no number is sent as "?", which it refuses.
function mixRequest() {
  const inputs = $$('#gen-mix input');
  const parts = [];
  for (const i of inputs) {
    const v = i.validity.badInput ? '?' : (i.value.trim() || '0');
    if (Number(v) !== 0) parts.push(`${i.dataset.kind}=${v}`);
  }
  if (!parts.length) return inputs.map(i => `${i.dataset.kind}=0`).join(',');
  if (parts.length === 1 && parts[0].startsWith('single=') && Number(parts[0].slice(7)) > 0) return undefined;
  return parts.join(',');
}

async function hintsFileChosen(ev) {
  const file = ev.target.files[0];
  if (file) $('#gen-hints').value = await file.text();
}

async function generate(ev) {
  ev.preventDefault();
  const err = $('#gen-error');
  const prog = $('#gen-progress');
  err.textContent = '';
  const req = generateRequest();
  if (!req.servers.length) {
    err.textContent = 'Pick at least one server.';
    return;
  }
  if (req.include && !req.include.length) {
    err.textContent = 'Pick at least one tool.';
    return;
  }
  if (req.allowDestructive && !req.confirm) {
    err.textContent = 'Running every tool can change their environment: tick "allow destructive calls" to go on.';
    return;
  }
  $('#gen-out').hidden = true;
  if (genURL) URL.revokeObjectURL(genURL);
  genLines = [];
  genAbort = new AbortController();
  $('#gen-run').disabled = true;
  $('#gen-stop').disabled = false;
  const chunks = [];
  let runID = '';
  let records = 0;
  const perTool = {};
  const started = performance.now();
  let rest = '';
  const dec = new TextDecoder();
  const show = (done) => {
    const s = (performance.now() - started) / 1000;
    prog.replaceChildren(
      el('strong', {}, done ? 'Done: ' : 'Generating: '), `${records} records · ${s.toFixed(1)} s · ${(records / Math.max(s, 0.001)).toFixed(0)} records/s`,
      el('div', {class: 'small muted'}, (Object.keys(perTool).length ? 'Records by the first tool they call (a chain or a parallel request counts under its first call; the table at the end counts each tool\'s own records): ' : '') +
        Object.entries(perTool).map(([k, v]) => `${k}: ${v.records}` + (v.errors ? ` (${v.errors} failed)` : '')).join(' · ')));
  };
  show(false);
  try {
    const resp = await fetch('/api/mcp/generate', {method: 'POST', headers: authHeaders({'Content-Type': 'application/json'}), body: JSON.stringify(req), signal: genAbort.signal, credentials: 'omit'});
    if (resp.status === 401) $('#auth-banner').hidden = false;
    if (!resp.ok) {
      let p = null;
      try { p = await resp.json(); } catch (e) { /* not JSON */ }
      throw new APIError(resp.status, p);
    }
    runID = resp.headers.get('X-Mcpgen-Run') || '';
    const reader = resp.body.getReader();
    let last = 0;
    for (;;) {
      const {done, value} = await reader.read();
      if (done) break;
      chunks.push(value);
      const text = rest + dec.decode(value, {stream: true});
      const parts = text.split('\n');
      rest = parts.pop();
      for (const line of parts) {
        if (genLines.length < PREVIEW_MAX) genLines.push(line);
        records++;
        tally(perTool, line);
      }
      if (performance.now() - last > 200) { show(false); last = performance.now(); }
    }
    show(true);
  } catch (e) {
    if (e.name === 'AbortError') err.textContent = `Stopped after ${records} records.`;
    else err.textContent = problemText(e);
    show(true);
  } finally {
    $('#gen-run').disabled = false;
    $('#gen-stop').disabled = true;
    genAbort = null;
  }
  if (!chunks.length) return;
  const blob = new Blob(chunks, {type: 'application/jsonl'});
  genURL = URL.createObjectURL(blob);
  const a = $('#gen-download');
  a.href = genURL;
  $('#gen-out').hidden = false;
  genPage = 0;
  renderPreview();
  // The check expects the argument encoding the run chose (hf writes
  // strings when the tools' argument types conflict; the manifest says so).
  const rep = runID ? await runReport(runID, records, started) : null;
  const fo = rep && rep.manifest && rep.manifest.formatOptions;
  checkDataset(blob, req.format, fo && fo.argsEncoding);
}

// runReport fetches the run's summary (per-tool records and failures) and
// its manifest, offered for download beside the JSONL; it returns the report.
async function runReport(id, records, started) {
  const m = $('#gen-manifest');
  m.hidden = true;
  if (genManifestURL) URL.revokeObjectURL(genManifestURL);
  let rep;
  try {
    rep = await api('GET', '/api/mcp/generate/' + encodeURIComponent(id));
  } catch (e) {
    $('#gen-error').textContent = 'run summary: ' + e.message;
    return;
  }
  if (rep.manifest) {
    genManifestURL = URL.createObjectURL(new Blob([JSON.stringify(rep.manifest, null, 2) + '\n'], {type: 'application/json'}));
    m.href = genManifestURL;
    m.hidden = false;
  }
  const sm = rep.summary || {};
  if (sm.error || rep.error) $('#gen-error').textContent = 'The run failed: ' + (sm.error || rep.error);
  const tools = (sm.tools || []).filter(t => t.slots > 0);
  if (!tools.length) return rep;
  const rows = tools.map(t => {
    const failed = (t.synthFailures || 0) + (t.execFailures || 0) + (t.unrepresentable || 0);
    return el('tr', {},
      el('td', {}, t.server ? t.server + '/' + t.tool : t.tool),
      el('td', {class: 'num'}, t.records), el('td', {class: 'num'}, t.duplicates || 0),
      el('td', {class: 'num' + (t.errors ? ' bad' : '')}, t.errors || 0),
      el('td', {class: 'num' + (failed ? ' bad' : '')}, failed),
      el('td', {class: 'small muted'}, t.firstFailure || ''));
  });
  $('#gen-progress').append(el('table', {class: 'stats'},
    el('thead', {}, el('tr', {}, ['Tool', 'Records', 'Duplicates', 'Error results', 'Failed slots', 'First failure'].map(h => el('th', {scope: 'col'}, h)))),
    el('tbody', {}, rows)));
  return rep;
}

// tally counts records per tool (the first call's name) and the tool
// results that look like failures, for the progress line.
function tally(perTool, line) {
  let rec;
  try { rec = JSON.parse(line); } catch (e) { return; }
  const conv = conversation(rec);
  const call = conv.find(m => m.calls && m.calls.length);
  const name = call ? call.calls[0].name : '(no call)';
  const t = perTool[name] = perTool[name] || {records: 0, errors: 0};
  t.records++;
  if (conv.some(m => m.role === 'tool' && /^(error|Error)\b|"isError":\s*true/.test(m.text || ''))) t.errors++;
}

async function checkDataset(blob, format, argsEncoding) {
  const v = $('#gen-check');
  const list = $('#gen-check-findings');
  v.textContent = 'dataset check: …';
  list.replaceChildren();
  try {
    const enc = argsEncoding ? '&argsEncoding=' + encodeURIComponent(argsEncoding) : '';
    const resp = await rawFetch('POST', '/api/mcp/dataset/check?format=' + encodeURIComponent(format) + enc, blob, 'application/jsonl');
    const r = await resp.json();
    v.className = 'verdict ' + (r.verdict === 'ok' ? 'ok' : 'bad');
    v.textContent = `dataset check (${r.format}): ${r.verdict} · ${r.records} records, ${r.errors} errors, ${r.warnings} warnings`;
    const items = r.findings.slice(0, 20).map(f => el('li', {class: f.severity}, `line ${f.line}: ${f.severity}: ${f.path ? f.path + ': ' : ''}${f.message}`));
    if (r.encodingWarning) items.unshift(el('li', {class: 'warning'}, 'warning: ' + r.encodingWarning));
    list.replaceChildren(...items);
  } catch (e) {
    v.className = 'verdict bad';
    v.textContent = 'dataset check: ' + e.message;
  }
}

// conversation turns a record of any format into turns {role, text, calls}.
function conversation(rec) {
  const parseArgs = a => { if (typeof a !== 'string') return a; try { return JSON.parse(a); } catch (e) { return a; } };
  const text = c => typeof c === 'string' ? c : (c === null || c === undefined ? '' : (Array.isArray(c) ? c.map(p => p.text !== undefined ? p.text : JSON.stringify(p)).join('\n') : JSON.stringify(c)));
  if (Array.isArray(rec.messages)) {
    return rec.messages.map(m => {
      const calls = [];
      for (const tc of m.tool_calls || []) {
        const f = tc.function || tc;
        calls.push({name: f.name, args: parseArgs(f.arguments)});
      }
      if (m.function_call) calls.push({name: m.function_call.name, args: parseArgs(m.function_call.arguments)});
      return {role: m.role === 'function' ? 'tool' : m.role, text: text(m.content), calls};
    });
  }
  if (Array.isArray(rec.conversations)) {
    const roles = {human: 'user', gpt: 'assistant', function_call: 'assistant', observation: 'tool', tool: 'tool', system: 'system'};
    return rec.conversations.map(m => {
      const role = roles[m.from] || m.from;
      let calls = [];
      let body = m.value || '';
      if (m.from === 'function_call') {
        const v = parseArgs(body);
        calls = (Array.isArray(v) ? v : [v]).map(c => ({name: c.name, args: c.arguments}));
        body = '';
      } else if (m.from === 'gpt' && body.includes('<tool_call>')) {
        calls = Array.from(body.matchAll(/<tool_call>\s*([\s\S]*?)\s*<\/tool_call>/g)).map(x => { const c = parseArgs(x[1]); return {name: c.name, args: c.arguments}; });
        body = body.replace(/<tool_call>[\s\S]*?<\/tool_call>/g, '').trim();
      }
      return {role, text: body, calls};
    });
  }
  if (rec.query !== undefined) {
    const answers = parseArgs(rec.answers) || [];
    return [{role: 'user', text: rec.query, calls: []}, {role: 'assistant', text: '', calls: answers.map(c => ({name: c.name, args: c.arguments}))}];
  }
  return [{role: 'record', text: JSON.stringify(rec, null, 2), calls: []}];
}

function renderPreview() {
  const box = $('#gen-preview');
  const pages = Math.max(1, Math.ceil(genLines.length / PAGE));
  genPage = Math.min(Math.max(genPage, 0), pages - 1);
  $('#gen-page').textContent = `records ${genPage * PAGE + 1}–${Math.min(genLines.length, (genPage + 1) * PAGE)} of ${genLines.length}` +
    (genLines.length >= PREVIEW_MAX ? ' shown (the download has them all)' : '') + ` (page ${genPage + 1} of ${pages})`;
  $('#gen-prev').disabled = genPage === 0;
  $('#gen-next').disabled = genPage >= pages - 1;
  box.replaceChildren();
  genLines.slice(genPage * PAGE, (genPage + 1) * PAGE).forEach((line, i) => {
    let rec;
    try { rec = JSON.parse(line); } catch (e) { rec = {unparsed: line}; }
    const turns = conversation(rec).filter(t => t.role !== 'system');
    box.append(el('article', {class: 'card record', 'aria-label': 'record ' + (genPage * PAGE + i + 1)},
      el('h3', {}, 'Record ' + (genPage * PAGE + i + 1)),
      turns.map(t => el('div', {class: 'turn ' + t.role},
        el('div', {class: 'who'}, t.role === 'assistant' && t.calls.length ? 'assistant → call' : t.role),
        t.text ? el('div', {class: 'text'}, t.text) : null,
        t.calls.map(c => el('pre', {class: 'call'}, c.name + ' ' + JSON.stringify(c.args, null, 2))))),
      el('details', {}, el('summary', {}, 'JSON line'), el('pre', {class: 'small'}, line))));
  });
}

// ---- start ----

async function start() {
  takeToken();
  for (const b of $$('.tab')) b.addEventListener('click', () => showTab(b.dataset.tab));
  for (const r of $$('#add-form input[name=kind]')) r.addEventListener('change', updateAddKind);
  $('#add-form').addEventListener('submit', addServer);
  $('#import-form').addEventListener('submit', importConfig);
  $('#import-file').addEventListener('change', importFileChosen);
  $('#tools-form').addEventListener('submit', showTools);
  $('#try-server').addEventListener('change', loadTryTools);
  $('#try-tool').addEventListener('change', buildTryForm);
  $('#try-form').addEventListener('submit', runTool);
  $('#gen-form').addEventListener('submit', generate);
  $('#gen-hints-file').addEventListener('change', hintsFileChosen);
  $('#gen-stop').addEventListener('click', () => genAbort && genAbort.abort());
  $('#gen-prev').addEventListener('click', () => { genPage--; renderPreview(); });
  $('#gen-next').addEventListener('click', () => { genPage++; renderPreview(); });
  $('#gen-execute').addEventListener('change', () => { $('#gen-confirm-wrap').hidden = $('#gen-execute').value !== 'all'; });
  try {
    const h = await api('GET', '/healthz');
    $('#conn').textContent = 'mcpgen ' + h.version;
  } catch (e) {
    $('#conn').textContent = e.status === 401 ? 'no token' : 'not connected';
    return;
  }
  await loadServers();
  await loadTryTools();
  document.body.dataset.ready = 'true';
}

document.addEventListener('DOMContentLoaded', start);
