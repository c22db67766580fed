/**
 * One violation in the feed: who (number and nickname), the rule, the
 * penalty, the message with the fragment marked, and the consequence as it
 * stands now — on its own line, never cut. Unreviewed, confirmed, likely and
 * dismissed rows look different.
 */
import { Component } from 'preact';
import { ruleById, ruleTitle } from '@/lib/catalogue';
import { consequenceText } from '@/lib/consequence';
import type { MessageKey } from '@/lib/i18n';
import type { RuleSetId } from '@/lib/rulesets';
import type { Lang } from '@/lib/settings';
import type { Consequence } from '@/lib/standing';
import type { ViolationRow as Row, ViolationStatus } from '@/lib/store/db';
import { Highlight } from '../Highlight';
import { Icon } from './Icon';
import { HOST_RULE } from './SeatStrip';

type T = (k: MessageKey) => string;

/** Height of a row in the feed, in px (the virtual list needs it fixed). */
export const ROW_HEIGHT = 60;

/** The engine stores its own Russian words as the reason of a manual entry without a note: shown in the UI language. */
const ENGINE_MANUAL_REASON = 'добавлено ведущим';
function manualNote(v: Row, t: T): string {
  return v.reason === ENGINE_MANUAL_REASON ? t('manual.byHost') : v.reason;
}

export interface RowProps {
  v: Row;
  c: Consequence;
  nick: string | undefined;
  ruleSet: RuleSetId;
  /** The UI language's translator: follows `lang`. */
  t: T;
  lang: Lang;
  readOnly: boolean;
  fresh: boolean;
  focused: boolean;
  onDecide: (v: Row, s: ViolationStatus) => void;
  onAnnounce: (v: Row) => void;
  onFocus: (v: Row) => void;
}

/** Consequences are computed afresh for every change: equal when every field is. */
export function sameConsequence(a: Consequence, b: Consequence): boolean {
  return (
    a.penalty === b.penalty &&
    a.counts === b.counts &&
    a.excluded === b.excluded &&
    a.counter === b.counter &&
    a.count === b.count &&
    a.step === b.step &&
    a.tentative === b.tentative
  );
}

/** Whether a row would render the same (the translator follows the language, so `lang` stands for `t`). */
export function sameRow(a: RowProps, b: RowProps): boolean {
  return (
    a.v === b.v &&
    sameConsequence(a.c, b.c) &&
    a.nick === b.nick &&
    a.ruleSet === b.ruleSet &&
    a.lang === b.lang &&
    a.readOnly === b.readOnly &&
    a.fresh === b.fresh &&
    a.focused === b.focused &&
    a.onDecide === b.onDecide &&
    a.onAnnounce === b.onAnnounce &&
    a.onFocus === b.onFocus
  );
}

/**
 * A feed row that renders again only when what it shows changed: a new
 * violation re-renders its own row, not the screenful below it.
 */
export class FeedRow extends Component<RowProps> {
  override shouldComponentUpdate(next: RowProps): boolean {
    return !sameRow(this.props, next);
  }
  override render() {
    return <ViolationRow {...this.props} />;
  }
}

/** The row's buttons: confirm and dismiss (or undo a decision), and announce; one tab stop per focused row. */
function RowActions(props: Pick<RowProps, 'v' | 't' | 'readOnly' | 'focused' | 'onDecide' | 'onAnnounce'>) {
  const { v, t, readOnly, focused, onDecide, onAnnounce } = props;
  return (
    <>
      {!readOnly && v.status === 'new' && (
        <>
          <button
            class="icon ok"
            data-testid="confirm"
            aria-label={t('confirm')}
            title={`${t('confirm')} (C)`}
            tabIndex={focused ? 0 : -1}
            onClick={() => onDecide(v, 'confirmed')}
          >
            <Icon name="check" />
          </button>
          <button
            class="icon no"
            data-testid="dismiss"
            aria-label={t('dismiss')}
            title={`${t('dismiss')} (X)`}
            tabIndex={focused ? 0 : -1}
            onClick={() => onDecide(v, 'dismissed')}
          >
            <Icon name="cross" />
          </button>
        </>
      )}
      {!readOnly && v.status !== 'new' && (
        <button
          class="icon"
          data-testid="undo"
          aria-label={`${t('undo')} (${t(`status.${v.status}` as MessageKey)})`}
          title={`${t('undo')} (U)`}
          tabIndex={focused ? 0 : -1}
          onClick={() => onDecide(v, 'new')}
        >
          <Icon name="undo" />
        </button>
      )}
      <button
        class="icon"
        data-testid="announce"
        aria-label={t('announce')}
        title={`${t('announce')} (A)`}
        tabIndex={focused ? 0 : -1}
        onClick={() => onAnnounce(v)}
      >
        <Icon name="announce" />
      </button>
    </>
  );
}

export function ViolationRow({ v, c, nick, ruleSet, t, lang, readOnly, fresh, focused, onDecide, onAnnounce, onFocus }: RowProps) {
  const rule = ruleById(v.rule);
  const title = v.rule === HOST_RULE ? t('rule.host') : ruleTitle(rule, lang);
  const likely = v.confidence === 'likely' && v.status === 'new';
  const state = v.status === 'new' ? (likely ? t('likely') : t('unreviewed')) : t(`status.${v.status}` as MessageKey);
  return (
    <article
      class={`violation ${c.penalty} ${v.status} ${likely ? 'likely' : ''} ${fresh ? 'fresh' : ''} ${c.tentative && c.counts ? 'tentative' : ''}`}
      data-testid="violation"
      data-id={v.id}
      data-rule={v.rule}
      data-player={v.player}
      data-penalty={v.penalty}
      data-status={v.status}
      data-confidence={v.confidence ?? 'certain'}
      data-history={v.history ? '1' : undefined}
      data-event={v.eventId}
      tabIndex={focused ? 0 : -1}
      aria-label={`${v.player} ${nick ?? ''}, ${v.rule} ${title}, ${t(`penalty.${c.penalty}` as MessageKey)}, ${state}`}
      onFocus={() => onFocus(v)}
    >
      <div class="line1">
        <span class="who">
          <b>{v.player}</b>
          {nick ? ` ${nick}` : ''}
        </span>
        <b class="rule" title={rule?.text.slice(0, 400)}>
          {v.rule}
        </b>
        <span class="title">{title}</span>
        <span class={`pen ${c.penalty}`}>{t(`penalty.${c.penalty}` as MessageKey)}</span>
        <span class={`state ${v.status} ${likely ? 'likely' : ''}`}>
          {v.status === 'confirmed' ? '✓ ' : v.status === 'new' ? '? ' : ''}
          {state}
        </span>
      </div>
      <div class="line2">
        {v.history && <span class="hist">{t('history')} · </span>}
        {v.kind === 'manual' && !v.text ? (
          <span class="msg-text muted">{manualNote(v, t)}</span>
        ) : (
          <Highlight text={v.text} start={v.start} end={v.end} fragment={v.fragment} />
        )}
      </div>
      <div class="line3">
        <span class="consequence" data-testid="consequence">
          {consequenceText(c, ruleSet, lang)}
        </span>
        <span class="reason" title={v.reason}>
          {v.kind === 'manual' && !v.text ? '' : v.reason}
        </span>
        <RowActions v={v} t={t} readOnly={readOnly} focused={focused} onDecide={onDecide} onAnnounce={onAnnounce} />
      </div>
    </article>
  );
}
