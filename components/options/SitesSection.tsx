/** The options' sites section: the Discord bot's phrases, the Polemica selectors, the host's own sites. */
import type { MessageKey } from '@/lib/i18n';
import type { CustomSite, Settings } from '@/lib/settings';
import { CustomSites } from './CustomSites';
import { lines, Section, type T } from './fields';
import type { SetSetting } from './use-options';

/** Human labels for the Discord bot's phrase lists (keys of Settings.discordTriggers). */
const TRIGGER_LABELS: Record<string, MessageKey> = {
  night: 'phase.night',
  day: 'phase.day',
  voting: 'phase.voting',
  results: 'phase.results',
  newGame: 'opt.newGameTrigger',
  gameEnd: 'opt.gameEndTrigger',
  voteCommands: 'opt.voteCommands',
  turn: 'opt.turnTrigger',
};

/** Human labels for the Polemica selectors (keys of Settings.polemica). */
const POLEMICA_LABELS: Record<string, MessageKey> = {
  chat: 'opt.chatContainer',
  chatItem: 'opt.chatItem',
  author: 'opt.author',
  text: 'opt.text',
  vote: 'opt.vote',
};

export function SitesSection(props: {
  t: T;
  s: Settings;
  set: SetSetting;
  storedSites: CustomSite[];
  saveSites: (sites: CustomSite[]) => Promise<void>;
}) {
  const { t, s, set } = props;
  const triggers = s.discordTriggers as unknown as Record<string, string[]>;
  const polemica = s.polemica as Record<string, string>;
  return (
    <Section id="sites" title={t('opt.sec.sites')}>
      <fieldset>
        <legend>{t('opt.discord')}</legend>
        <p class="hint">{t('opt.discordHint')}</p>
        {Object.keys(triggers).map((k) => (
          <label>
            {TRIGGER_LABELS[k] ? t(TRIGGER_LABELS[k]) : k}
            <textarea
              data-testid={`trigger-${k}`}
              rows={2}
              value={triggers[k]?.join('\n') ?? ''}
              onInput={(e) =>
                set('discordTriggers', { ...s.discordTriggers, [k]: lines((e.currentTarget as HTMLTextAreaElement).value) }, true)
              }
            />
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('opt.polemica')}</legend>
        <p class="hint">{t('opt.selectorHint')}</p>
        <p class="hint">{t('opt.polemicaEvidence')}</p>
        {Object.keys(polemica).map((k) => (
          <label>
            {POLEMICA_LABELS[k] ? t(POLEMICA_LABELS[k]) : k}
            <input
              data-testid={`polemica-${k}`}
              class="selector"
              spellcheck={false}
              value={polemica[k]}
              onInput={(e) => set('polemica', { ...s.polemica, [k]: (e.currentTarget as HTMLInputElement).value }, true)}
            />
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('opt.sites')}</legend>
        <CustomSites t={t} stored={props.storedSites} onSave={props.saveSites} />
      </fieldset>
    </Section>
  );
}
