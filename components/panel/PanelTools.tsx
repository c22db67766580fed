/** The bottom of the side panel: the "more" menu and the buttons that open the manual form, the protocol and the menu. */
import { RULE_SETS } from '@/lib/rulesets';
import { protocolWords } from '@/lib/protocol/words';
import { MoreMenu } from './MoreMenu';
import type { PanelContext } from './panel-context';
import type { Pane } from './panes';
import type { PanelPrefs } from './prefs';
import type { Commands } from './use-commands';

function Toggle({ pane, testId, controls, label }: { pane: Pane; testId: string; controls?: string; label: string }) {
  return (
    <button
      ref={pane.toggle}
      aria-expanded={pane.open}
      {...(controls ? { 'aria-controls': controls } : {})}
      data-testid={testId}
      class={pane.open ? 'on' : ''}
      onClick={() => pane.setOpen(!pane.open)}
    >
      {label}
    </button>
  );
}

export function PanelTools(props: {
  ctx: PanelContext;
  panes: { manual: Pane; protocol: Pane; more: Pane };
  prefs: PanelPrefs;
  setPrefs: (p: PanelPrefs) => void;
  commands: Commands;
}) {
  const { game, t, lang, readOnly } = props.ctx;
  const { manual, protocol, more } = props.panes;
  const { commands } = props;
  return (
    <>
      <MoreMenu
        t={t}
        open={more.open}
        rules={game ? RULE_SETS[game.ruleSet].title[lang] : ''}
        prefs={props.prefs}
        setPrefs={props.setPrefs}
        onExport={(k) => void commands.onExport(k)}
        onImport={(f) => void commands.onImport(f)}
        onDelete={commands.onDelete}
      >
        <div class="row">
          <a href="/players.html" target="_blank" rel="noopener" data-testid="players-open">
            {protocolWords(lang)('playersOpen')}
          </a>
        </div>
      </MoreMenu>
      <footer class="tools">
        {game && !readOnly && <Toggle pane={manual} testId="manual-toggle" controls="manual-form" label={`+ ${t('addManual')}`} />}
        {game && <Toggle pane={protocol} testId="protocol-open" label={protocolWords(lang)('open')} />}
        <Toggle pane={more} testId="more-toggle" controls="more-menu" label={`${t('more')} ${more.open ? '▾' : '▸'}`} />
      </footer>
    </>
  );
}
