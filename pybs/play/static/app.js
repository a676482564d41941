// pybs board: plain JavaScript, no build step. It shows what the server sends for one seat (play) or one
// viewer (view); the server never sends a seat what it may not see.
"use strict";

const $ = (id) => document.getElementById(id);
const S = { data: null, mode: null, seat: 0, shownSeat: null, log: [], epoch: null, step: 0, viewer: "spectator",
            busy: false, lastActionIndex: 0 };

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = text;
  return e;
}

async function api(path, body) {
  const opts = body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" },
                                           body: JSON.stringify(body) };
  const res = await fetch(path, opts);
  const data = await res.json();
  if (!res.ok) throw new Error(data.error || res.statusText);
  return data;
}

function showError(msg) {
  const e = $("error");
  e.textContent = msg;
  e.hidden = !msg;
  if (msg) setTimeout(() => { e.hidden = true; }, 6000);
}

// -- loading ------------------------------------------------------------------------------------------
async function load() {
  try {
    let data;
    if (S.mode === "view") {
      data = await api(`/api/state?step=${S.step}&viewer=${S.viewer}`);
    } else {
      const since = S.epoch === null ? 0 : S.log.length;
      const epoch = S.epoch === null ? "" : `&epoch=${S.epoch}`;
      data = await api(`/api/state?seat=${S.seat}&since=${since}${epoch}`);
    }
    S.mode = data.mode;
    if (data.mode === "play") {
      if (data.epoch !== S.epoch || data.log_start === 0) S.log = [];
      S.epoch = data.epoch;
      S.log = S.log.slice(0, data.log_start).concat(data.log);
    } else {
      S.log = data.log;
    }
    S.data = data;
    render();
  } catch (err) {
    showError(String(err.message || err));
  }
}

async function post(path, body) {
  if (S.busy) return;
  S.busy = true;
  document.body.classList.add("busy");
  try {
    S.lastActionIndex = S.log.length;
    await api(path, body);
  } catch (err) {
    showError(String(err.message || err));
  } finally {
    S.busy = false;
    document.body.classList.remove("busy");
  }
  await load();
}

// -- rendering ----------------------------------------------------------------------------------------
function cardInfo(id) { return (S.data.cards || {})[id] || { id, name: id, colors: [], levels: [], keywords: [] }; }

function colorClass(info) { return info.colors && info.colors.length ? `color-${info.colors[0]}` : ""; }

function showDetail(id, extra) {
  const info = cardInfo(id);
  const d = $("detail");
  d.replaceChildren();
  d.append(el("div", "name", `${info.name}`), el("div", "id", `${info.id} - ${info.type || ""}, cost ${info.cost}` +
           (info.reduction && info.reduction.length ? ` (reduction ${info.reduction.join(", ")})` : "")));
  if (info.families && info.families.length) d.append(el("div", "levels", `Families: ${info.families.join(", ")}`));
  if (info.symbols && info.symbols.length) d.append(el("div", "levels", `Symbols: ${info.symbols.join(", ")}`));
  if (info.levels && info.levels.length) d.append(el("div", "levels", levelText(info)));
  if (info.keywords && info.keywords.length) d.append(el("div", "levels", `Keywords: ${info.keywords.join(", ")}`));
  d.append(el("div", "text", info.text || ""));
  if (extra) d.append(el("div", "levels", extra));
}

function levelText(info) {
  return info.levels.map(([lv, cores, bp]) => `Lv${lv}: ${cores} core${cores === 1 ? "" : "s"}` +
                         (info.type === "nexus" ? "" : `, ${bp} BP`)).join(" | ");
}

function coreDots(n, soul) {
  const box = el("div", "cores");
  const normal = n - (soul ? 1 : 0);
  if (soul) { const s = el("span", "core soul"); s.title = "Soul Core"; box.append(s); }
  for (let i = 0; i < Math.min(normal, 20); i++) box.append(el("span", "core"));
  if (normal > 20) box.append(el("span", "", `+${normal - 20}`));
  return box;
}

function fieldCard(f, owner) {
  const info = cardInfo(f.card);
  const c = el("div", `card field-card ${colorClass(info)}${f.exhausted ? " exhausted" : ""}`);
  c.dataset.player = owner;
  c.dataset.slot = f.slot;
  c.append(el("div", "name", info.name), el("div", "id", `${info.id} - slot ${f.slot}`));
  const kind = info.type === "nexus" ? `Lv${f.level}` : `Lv${f.level} - `;
  const line = el("div", "line", kind);
  if (info.type !== "nexus") line.append(el("span", "bp", `${f.bp} BP`));
  c.append(line);
  const coreLine = el("div", "line", `${f.cores} core${f.cores === 1 ? "" : "s"}`);
  if (f.soul_core) coreLine.append(el("span", "soul-mark", " (Soul Core)"));
  c.append(coreLine, coreDots(f.cores, f.soul_core));
  if (f.brave) c.append(el("div", "line", `Brave: ${cardInfo(f.brave).name}`));
  const kws = Object.keys(f.keywords || {});
  if (kws.length) c.append(el("div", "line", kws.join(", ")));
  if (f.exhausted) c.append(el("span", "tag", f.exhausted === 2 ? "HEAVY" : "EXHAUSTED"));
  if (f.soul_state) c.append(el("span", "tag", "SOUL STATE"));
  c.addEventListener("mouseenter", () => showDetail(f.card));
  return c;
}

function handCard(id, index) {
  const info = cardInfo(id);
  const c = el("div", `card hand-card ${colorClass(info)}`);
  c.dataset.index = index;
  c.append(el("div", "name", info.name), el("div", "id", `${info.id} - ${info.type}, cost ${info.cost}` +
           (info.reduction && info.reduction.length ? ` (-${info.reduction.length})` : "")));
  if (info.levels && info.levels.length) c.append(el("div", "levels", levelText(info)));
  if (info.keywords && info.keywords.length) c.append(el("div", "levels", info.keywords.join(", ")));
  c.append(el("div", "text", info.text));
  c.addEventListener("mouseenter", () => showDetail(id));
  return c;
}

function stat(label, value, cls) {
  const s = el("span", `stat ${cls || ""}`, `${label} `);
  s.append(el("b", "", String(value)));
  return s;
}

function soulText(p) {
  const s = p.soul_core;
  if (s === null || s === undefined) return "none";
  if (typeof s === "object") return `on slot ${s.slot}`;
  return `in ${s}`;
}

function seatPanel(p, index, label) {
  const box = el("div", `seat${S.data.active === index && !S.data.over ? " active" : ""}`);
  box.id = "";
  box.append(el("span", "who", `${label} (P${index}) - ${p.deck}`));
  box.append(stat("Life", p.life, "life"), stat("Reserve", p.reserve), stat("Trash", `${p.trash.length} cards, ${p.trash_cores} cores`),
             stat("Deck", p.deck_count), stat("Hand", p.hand_count), stat("Soul Core", soulText(p)));
  if (p.count_cores) box.append(stat("Count", p.count_cores));
  const burst = p.burst || {};
  let burstText = "none";
  if (burst.set) burstText = burst.card ? `${cardInfo(burst.card).name}${burst.face_up ? " (active)" : " (face down)"}` : "set, face down";
  const b = stat("Burst", burstText);
  if (burst.card) b.addEventListener("mouseenter", () => showDetail(burst.card));
  box.append(b);
  if (p.mirage) box.append(stat("Mirage", cardInfo(p.mirage).name));
  if (p.hand_side && p.hand_side.length) box.append(stat("Hand-side", p.hand_side.map((c) => cardInfo(c).name).join(", ")));
  if (p.trash.length) {
    const t = el("span", "zone-list", `Trash: ${p.trash.map((c) => cardInfo(c).name).join(", ")}`);
    box.append(t);
  }
  return box;
}

function render() {
  const d = S.data;
  const me = d.mode === "play" ? d.seat : (d.seat === "spectator" ? 0 : d.seat);
  const other = 1 - me;
  $("controls-play").hidden = d.mode !== "play";
  $("controls-view").hidden = d.mode !== "view";
  let status = d.over ? `Game over: ${d.winner === -1 || d.winner === null ? "a draw" : `P${d.winner} wins`} (${d.end_reason})`
                      : `Turn ${d.turn} - P${d.active}'s ${d.step_name}`;
  if (d.mode === "play") status += ` - you are P${d.seat}` + (d.humans.length === 2 ? " (hot-seat)" : ` vs ${d.opponent}`);
  $("status").textContent = status;
  const label = (p) => (d.mode === "play" ? (p === d.seat ? "You" : (d.humans.includes(p) ? "Player" : `${d.opponent}`))
                                          : `Player ${p}`);
  $("seat-top").replaceChildren(seatPanel(d.players[other], other, label(other)));
  $("seat-bottom").replaceChildren(seatPanel(d.players[me], me, label(me)));
  for (const [id, p] of [["field-top", other], ["field-bottom", me]]) {
    const box = $(id);
    box.replaceChildren();
    box.dataset.player = p;
    const cards = d.players[p].field;
    if (!cards.length) box.append(el("div", "empty", `P${p}'s field is empty`));
    for (const f of cards) box.append(fieldCard(f, p));
  }
  renderMiddle(d);
  renderDecision(d);
  const hand = $("hand");
  hand.replaceChildren();
  const mine = d.players[me].hand;
  $("hand-title").textContent = mine ? `Hand of P${me} (${mine.length})` : `Hand of P${me}: hidden`;
  if (mine) mine.forEach((id, i) => hand.append(handCard(id, i)));
  if (d.mode === "view" && d.seat === "spectator") {
    const theirs = d.players[other].hand || [];
    if (theirs.length) {
      hand.append(el("div", "zone-list", `P${other}'s hand: ${theirs.map((c) => cardInfo(c).name).join(", ")}`));
    }
  }
  renderLog();
  if (d.mode === "view") {
    $("slider").max = d.steps;
    $("slider").value = d.step;
    $("position").textContent = `action ${d.step} of ${d.steps}`;
  } else {
    $("undo").disabled = !d.can_undo;
    $("undo").hidden = !d.practice;
    $("save-replay").hidden = !d.replay;
    $("concede").disabled = d.over;
  }
  hotSeatCurtain(d);
  document.body.dataset.renders = String(Number(document.body.dataset.renders || 0) + 1);  // tests wait on it
}

function renderMiddle(d) {
  const parts = [];
  if (d.using) parts.push(`P${d.using.player} is using ${cardInfo(d.using.card).name} (${d.using.kind}, ${d.using.cost_left} left to pay)`);
  if (d.battle && d.battle.attacker !== null) {
    const att = d.players[d.active].field.find((f) => f.slot === d.battle.attacker);
    let text = `Battle: ${att ? cardInfo(att.card).name : "the attacker"} attacks`;
    if (d.battle.blocked) {
      const blk = d.players[1 - d.active].field.find((f) => f.slot === d.battle.blocker);
      text += blk ? `, blocked by ${cardInfo(blk.card).name}` : ", blocked";
    }
    parts.push(text);
  }
  if (d.effect && d.effect.card) {
    let text = `Resolving: ${cardInfo(d.effect.card).name}'s effect`;
    if (d.effect.buffer) text += ` - revealed: ${d.effect.buffer.map((c) => cardInfo(c).name).join(", ")}`;
    else if (d.effect.buffer_count) text += ` - ${d.effect.buffer_count} cards looked at`;
    parts.push(text);
  }
  $("middle").textContent = parts.join(" | ");
}

function renderDecision(d) {
  const box = $("decision");
  box.replaceChildren();
  box.className = "";
  const dec = d.decision;
  box.dataset.kind = dec ? dec.kind : "NONE";
  box.dataset.player = dec ? dec.player : "";
  if (!dec) {
    box.className = "waiting";
    box.append(el("div", "prompt", d.over ? "The game is over." : "No decision pending."));
    if (d.mode === "play") {
      const again = el("button", "", "Play again");
      again.addEventListener("click", () => post("/api/new", {}));
      box.append(again);
    }
    return;
  }
  if (!dec.options) {
    box.className = "waiting";
    box.append(el("div", "prompt", `P${dec.player} decides: ${dec.kind}`));
    if (d.next === null && d.mode === "view") box.append(el("div", "", "(hidden from this viewer)"));
    return;
  }
  const title = dec.prompt + (dec.paying ? ` - ${dec.paying}: ${dec.remaining} to go` : "");
  box.append(el("div", "prompt", title));
  const opts = el("div", "options");
  const play = d.mode === "play";
  for (const o of dec.options) {
    const b = el("button", "option", o.text);
    b.dataset.code = o.code;
    b.dataset.verb = o.verb;
    if (!play) {
      b.disabled = true;
      if (d.next && d.next.code === o.code) b.classList.add("chosen"), (b.disabled = false), (b.textContent = `> ${o.text}`);
    } else {
      b.addEventListener("click", () => post("/api/act", { seat: d.seat, code: o.code }));
    }
    if (o.slot !== null && o.player !== null) {
      b.addEventListener("mouseenter", () => markTarget(o.player, o.slot, true));
      b.addEventListener("mouseleave", () => markTarget(o.player, o.slot, false));
    }
    if (o.card) b.addEventListener("mouseenter", () => showDetail(o.card));
    opts.append(b);
  }
  if (play && d.autopay) {
    const a = el("button", "autopay", "Auto-pay");
    a.id = "autopay";
    a.title = "Pay the cost / place the cores the standard way (the Reserve first)";
    a.addEventListener("click", () => post("/api/autopay", { seat: d.seat }));
    opts.prepend(a);
  }
  box.append(opts);
}

function markTarget(player, slot, on) {
  for (const c of document.querySelectorAll(`.field-card[data-player="${player}"][data-slot="${slot}"]`)) {
    c.classList.toggle("target", on);
  }
}

function renderLog() {
  const list = $("log");
  list.replaceChildren();
  const recentFrom = S.mode === "play" ? S.lastActionIndex : Math.max(0, S.log.length - 1);
  let lastText = null;
  let lastItem = null;
  let count = 1;
  const lastAction = S.mode === "view" ? S.data.step - 1 : null;
  S.log.forEach((e, i) => {
    if (!e.text) return;
    if (e.text === lastText && lastItem) {
      count += 1;
      lastItem.textContent = `${e.text} (x${count})`;
      return;
    }
    count = 1;
    const li = el("li", e.kind, e.text);
    const recent = S.mode === "play" ? i >= recentFrom : e.action === lastAction;
    if (recent) li.classList.add("recent");
    list.append(li);
    lastText = e.text;
    lastItem = li;
  });
  list.scrollTop = list.scrollHeight;
}

// -- hot-seat: the board of the seat that decides, behind a curtain when the seat changes ---------------
function hotSeatCurtain(d) {
  if (d.mode !== "play" || d.humans.length !== 2 || d.over) { $("curtain").hidden = true; return; }
  const decider = d.decision ? d.decision.player : d.seat;
  if (decider !== d.seat) {
    $("curtain-text").textContent = `Player ${decider}'s turn to decide. Player ${d.seat}, look away.`;
    $("curtain").hidden = false;
    $("curtain-go").onclick = () => { S.seat = decider; S.epoch = null; $("curtain").hidden = true; load(); };
  } else {
    $("curtain").hidden = true;
  }
}

// -- controls -----------------------------------------------------------------------------------------
function viewStep(step) {
  if (!S.data) return;
  S.step = Math.max(0, Math.min(step, S.data.steps));
  load();
}

function init() {
  const params = new URLSearchParams(location.search);
  if (params.has("seat")) S.seat = Number(params.get("seat"));
  if (params.has("viewer")) S.viewer = params.get("viewer");
  if (params.has("step")) S.step = Number(params.get("step"));
  $("viewer").value = S.viewer;
  $("undo").addEventListener("click", () => post("/api/undo", { seat: S.data.seat }));
  $("new-game").addEventListener("click", () => post("/api/new", {}));
  $("concede").addEventListener("click", () => { if (confirm("Concede this game?")) post("/api/concede", { seat: S.data.seat }); });
  $("first").addEventListener("click", () => viewStep(0));
  $("back").addEventListener("click", () => viewStep(S.step - 1));
  $("forward").addEventListener("click", () => viewStep(S.step + 1));
  $("last").addEventListener("click", () => viewStep(S.data.steps));
  $("slider").addEventListener("input", (e) => viewStep(Number(e.target.value)));
  $("viewer").addEventListener("change", (e) => { S.viewer = e.target.value; load(); });
  document.addEventListener("keydown", (e) => {
    if (S.mode !== "view" || e.target.tagName === "INPUT" && e.target.type !== "range") return;
    if (e.key === "ArrowRight") viewStep(S.step + 1);
    if (e.key === "ArrowLeft") viewStep(S.step - 1);
  });
  load();
}

init();
