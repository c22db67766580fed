/**
 * The "more" menu: the exports, import, sound and timer lengths — and deleting
 * a game — kept out of the way.
 */
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import type { MessageKey } from '@/lib/i18n';
import { SOUND_LEVELS, type PanelPrefs } from './prefs';

type T = (k: MessageKey) => string;
type ExportKind = 'json' | 'csv' | 'html';

/** The game's files: exports, and an import of one exported before. */
function FilesRow({ t, onExport, onImport }: { t: T; onExport: (kind: ExportKind) => void; onImport: (f: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div class="row">
      <span>{t('export')}:</span>
      <button data-testid="export-json" onClick={() => onExport('json')}>
        JSON
      </button>
      <button data-testid="export-csv" onClick={() => onExport('csv')}>
        CSV
      </button>
      <button data-testid="export-report" onClick={() => onExport('html')}>
        {t('report')}
      </button>
      <label class="import">
        {t('import')}
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          data-testid="import-file"
          onChange={(e) => {
            const f = (e.currentTarget as HTMLInputElement).files?.[0];
            if (f) onImport(f);
            if (input.current) input.current.value = '';
          }}
        />
      </label>
    </div>
  );
}

/** A speech length typed in whole seconds; anything else keeps the one before. */
const secs = (v: string, d: number) => {
  const n = Math.round(Number(v));
  return Number.isFinite(n) && n >= 5 && n <= 600 ? n : d;
};

/** The panel's own preferences: the sound level and the speech timer. */
function PrefsRow({ t, prefs, setPrefs }: { t: T; prefs: PanelPrefs; setPrefs: (p: PanelPrefs) => void }) {
  return (
    <div class="row">
      <label>
        {t('sound')}{' '}
        <select
          value={prefs.sound}
          onChange={(e) => setPrefs({ ...prefs, sound: (e.currentTarget as HTMLSelectElement).value as PanelPrefs['sound'] })}
          data-testid="sound-level"
        >
          {SOUND_LEVELS.map((l) => (
            <option value={l}>{t(`sound.${l}` as MessageKey)}</option>
          ))}
        </select>
      </label>
      <label>
        {t('timer.full')}{' '}
        <input
          type="number"
          min={5}
          max={600}
          value={prefs.speech}
          onChange={(e) => setPrefs({ ...prefs, speech: secs((e.currentTarget as HTMLInputElement).value, prefs.speech) })}
        />
      </label>
      <label>
        {t('timer.short')}{' '}
        <input
          type="number"
          min={5}
          max={600}
          value={prefs.short}
          onChange={(e) => setPrefs({ ...prefs, short: secs((e.currentTarget as HTMLInputElement).value, prefs.short) })}
        />
      </label>
      <label class="check">
        <input
          type="checkbox"
          data-testid="auto-start"
          checked={prefs.autoStart}
          onChange={(e) => setPrefs({ ...prefs, autoStart: (e.currentTarget as HTMLInputElement).checked })}
        />
        {t('timer.autoStart')}
      </label>
    </div>
  );
}

export function MoreMenu({
  t,
  open,
  rules,
  prefs,
  setPrefs,
  onExport,
  onImport,
  onDelete,
  children,
}: {
  t: T;
  open: boolean;
  rules: string;
  prefs: PanelPrefs;
  setPrefs: (p: PanelPrefs) => void;
  onExport: (kind: ExportKind) => void;
  onImport: (f: File) => void;
  onDelete: () => void;
  /** More rows of the menu (a link to the players page). */
  children?: ComponentChildren;
}) {
  return (
    <section class="more" id="more-menu" hidden={!open} aria-label={t('more')}>
      <div class="more-body">
        {rules && (
          <div class="row">
            {t('ruleSet')}: <b>{rules}</b>
          </div>
        )}
        <FilesRow t={t} onExport={onExport} onImport={onImport} />
        <PrefsRow t={t} prefs={prefs} setPrefs={setPrefs} />
        {children}
        <div class="row danger">
          <button class="delete" data-testid="delete-game" onClick={onDelete}>
            {t('deleteGame')}
          </button>
        </div>
      </div>
    </section>
  );
}
