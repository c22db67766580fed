// The demo game table: looks and behaves like a web Mafia table. The
// extension reads it only through its DOM, as it would a real site.
// Scriptable through window.demoTable; ?script=sample plays a sample game.
import { FINALE, NICKS, SAMPLE } from './sample-game.js';

const PHASE_LABEL = { day: 'День', night: 'Ночь', voting: 'Голосование', results: 'Итоги голосования' };
const table = document.getElementById('mafia-table');
const seatsEl = table.querySelector('.seats');
const log = table.querySelector('.chat-log');
const banner = table.querySelector('.phase-banner');
const voting = table.querySelector('.voting');
const votesEl = table.querySelector('.votes');
const composerSeat = table.querySelector('.composer select');

let state;
function fresh() {
  return {
    game: (state?.game ?? 0) + 1,
    day: 1,
    phase: 'day',
    nextId: 1,
    messages: [],
    players: NICKS.map((nick, i) => ({ seat: String(i + 1), nick, status: 'alive' })),
    votes: [],
  };
}

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text; // always text: never HTML from a message
  return e;
}

function renderSeats() {
  seatsEl.replaceChildren(
    ...state.players.map((p) => {
      const li = el('li', `seat${p.status === 'dead' ? ' dead' : ''}`);
      li.append(el('span', 'seat-no', p.seat), el('span', 'nick', p.nick));
      return li;
    }),
  );
  composerSeat.replaceChildren(...state.players.map((p) => Object.assign(el('option', '', `${p.seat} · ${p.nick}`), { value: p.seat })));
}

function renderMessage(m) {
  const row = el('div', `msg${m.seat ? '' : ' system'}`);
  row.dataset.id = m.id;
  if (m.seat) row.dataset.seat = m.seat;
  const author = el('span', 'author');
  if (m.seat) author.append(el('span', 'seat-ref', `${m.seat} · `), el('span', 'nick', m.nick));
  else author.append(el('span', 'nick', 'Ведущий'));
  const time = el('time', '', new Date(m.ts).toLocaleTimeString('ru-RU'));
  time.dateTime = new Date(m.ts).toISOString();
  row.append(author, el('span', 'text', m.text), time);
  return row;
}

function renderPhase() {
  banner.textContent =
    state.phase === 'day' || state.phase === 'night' ? `${PHASE_LABEL[state.phase]} ${state.day}` : PHASE_LABEL[state.phase];
  banner.className = `phase-banner ${state.phase}`;
  voting.hidden = state.phase !== 'voting' && state.phase !== 'results';
  votesEl.replaceChildren(
    ...state.votes.map((v) => {
      const li = el('li', 'vote');
      li.append(el('span', 'voter', v.voter), ' → ', el('span', 'candidate', v.candidate));
      return li;
    }),
  );
}

// Scroll once per frame, not per message: a busy chat must not force a layout for every line.
// Rows off screen are not rendered (content-visibility) and count at an estimated height, so the
// newest rows, once rendered, may grow the log: check again next frame until it stays at the bottom.
let scrollQueued = false;
function scroll(tries = 4) {
  if (scrollQueued) return;
  scrollQueued = true;
  requestAnimationFrame(() => {
    scrollQueued = false;
    log.scrollTop = log.scrollHeight;
    if (tries > 1)
      requestAnimationFrame(() => {
        if (log.scrollHeight - log.scrollTop - log.clientHeight > 1) scroll(tries - 1);
      });
  });
}

const api = {
  post(player, text) {
    const seat = player === null || player === undefined ? null : String(player);
    const p = state.players.find((x) => x.seat === seat);
    const m = {
      id: `g${state.game}-m${state.nextId++}`,
      seat: p ? p.seat : null,
      nick: p ? p.nick : null,
      text: String(text),
      ts: Date.now(),
    };
    state.messages.push(m);
    log.append(renderMessage(m));
    scroll();
    return m.id;
  },
  /** Edits a message in place, as chats that allow editing do. */
  edit(id, text) {
    const m = state.messages.find((x) => x.id === id);
    if (!m) return false;
    m.text = String(text);
    const node = log.querySelector(`.msg[data-id="${CSS.escape(id)}"] .text`);
    if (node) node.textContent = m.text;
    return true;
  },
  setPhase(phase) {
    if (!PHASE_LABEL[phase]) throw new Error(`unknown phase ${phase}`);
    if (phase === 'day' && state.phase !== 'day') state.day++;
    if (phase === 'voting') state.votes = [];
    state.phase = phase;
    renderPhase();
  },
  setStatus(player, status) {
    const p = state.players.find((x) => x.seat === String(player));
    if (!p) return false;
    p.status = status === 'dead' ? 'dead' : 'alive';
    renderSeats();
    return true;
  },
  setNick(player, nick) {
    const p = state.players.find((x) => x.seat === String(player));
    if (!p) return false;
    p.nick = String(nick);
    renderSeats();
    return true;
  },
  vote(player, candidate) {
    state.votes.push({ voter: String(player), candidate: String(candidate) });
    renderPhase();
  },
  reset() {
    state = fresh();
    table.dataset.game = String(state.game);
    log.replaceChildren();
    renderSeats();
    renderPhase();
  },
  /** Re-renders the whole chat (as virtualised lists do), optionally shuffled. */
  rerender(shuffle = false) {
    const rows = state.messages.map(renderMessage);
    if (shuffle) rows.reverse();
    log.replaceChildren(...rows);
  },
  messages: () => state.messages.map((m) => ({ ...m })),
  state: () => JSON.parse(JSON.stringify(state)),
  /** Plays a scripted game; resolves when done. */
  async play(steps, delayMs = 150) {
    for (const [op, a, b] of steps) {
      if (op === 'post') api.post(a, b);
      else if (op === 'phase') api.setPhase(a);
      else if (op === 'status') api.setStatus(a, b);
      else if (op === 'nick') api.setNick(a, b);
      else if (op === 'vote') api.vote(a, b);
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    }
  },
  sample: SAMPLE,
  finale: FINALE,
};

state = fresh();
renderSeats();
renderPhase();
window.demoTable = api;

table.querySelector('.composer').addEventListener('submit', (e) => {
  e.preventDefault();
  const input = e.target.elements.text;
  if (input.value.trim()) api.post(composerSeat.value, input.value);
  input.value = '';
});
table.querySelector('.host-controls').addEventListener('click', (e) => {
  const b = e.target.closest('button');
  if (!b) return;
  if (b.dataset.phase) api.setPhase(b.dataset.phase);
  if (b.dataset.action === 'reset') api.reset();
});

const params = new URLSearchParams(location.search);
// ?perf asks the extension's content script to report its own timings (browser bench).
if (params.has('perf')) document.documentElement.setAttribute('data-guard-perf', '');
// ?fill=N puts N ordinary chat messages on the table before anything else runs.
const fill = Number(params.get('fill') ?? 0);
if (fill > 0) {
  const phrases = ['всем привет', '5 черный', 'не верьте 2', 'ставлю в 7', 'я мирный', 'кто шериф?', 'ладно', 'согласен с 4'];
  const frag = document.createDocumentFragment();
  for (let i = 0; i < fill; i++) {
    const p = state.players[i % 10];
    const m = {
      id: `g${state.game}-m${state.nextId++}`,
      seat: p.seat,
      nick: p.nick,
      text: `${phrases[i % phrases.length]} ${i}`,
      ts: Date.now(),
    };
    state.messages.push(m);
    frag.append(renderMessage(m));
  }
  log.append(frag);
}
// ?preload=N renders the first N sample steps before anything else runs (history for the extension).
const preload = Number(params.get('preload') ?? 0);
if (preload > 0) for (const step of SAMPLE.slice(0, preload)) api.play([step], 0);
// ?script=sample plays the sample game; ?script=full plays it to its end.
if (params.get('script') === 'sample' || params.get('script') === 'full') {
  const delay = Number(params.get('delay') ?? 400);
  const steps = params.get('script') === 'full' ? [...SAMPLE.slice(preload), ...FINALE] : SAMPLE.slice(preload);
  setTimeout(
    () => api.play(steps, delay).then(() => document.body.setAttribute('data-script-done', '')),
    Number(params.get('start') ?? 1500),
  );
}
