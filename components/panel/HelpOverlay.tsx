/** The list of keyboard shortcuts, over the panel; Esc or the button closes it. */
import { useEffect, useRef } from 'preact/hooks';
import type { MessageKey } from '@/lib/i18n';
import { SHORTCUTS } from './keys';

export function HelpOverlay({ t, onClose }: { t: (k: MessageKey) => string; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The focus goes back where it was when the help closes.
    const before = document.activeElement as HTMLElement | null;
    close.current?.focus();
    return () => before?.focus?.();
  }, []);
  // Phase keys share one line of help.
  const lines = SHORTCUTS.filter((s, i) => SHORTCUTS.findIndex((x) => x.help === s.help) === i).map((s) => ({
    label: SHORTCUTS.filter((x) => x.help === s.help)
      .map((x) => x.label)
      .join(' '),
    help: s.help,
  }));
  return (
    <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="help-title" data-testid="help">
      <div class="overlay-box">
        <h2 id="help-title">{t('help.title')}</h2>
        <dl class="keys">
          {lines.map((l) => (
            <>
              <dt>
                <kbd>{l.label}</kbd>
              </dt>
              <dd>{t(l.help)}</dd>
            </>
          ))}
          <dt>
            <kbd>Alt+Shift+M</kbd>
          </dt>
          <dd>{t('help.openPanel')}</dd>
        </dl>
        <button ref={close} onClick={onClose}>
          {t('help.close')}
        </button>
      </div>
    </div>
  );
}
